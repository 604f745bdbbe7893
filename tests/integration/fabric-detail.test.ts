import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { formatPln } from "~/lib/money";
import { parsePleatConfiguration, pleatConfigurationFromForm } from "~/lib/pleat-configuration-url";
import { type PleatAccessoryPrice, quotePleat } from "~/lib/pricing";
import type { AccessoryKind } from "~/lib/pricing";

const get = (path: string) => exports.default.fetch(`http://shop.test${path}`);
const CUSTOM_ORDER = "UWAGA: Szerokość większa niż 140 cm wymaga spersonalizowanego zamówienia!";

interface FabricRow {
  code: string;
  name: string;
  price_per_m2: number;
  max_width_cm: number;
  available: number;
}

async function fabricWhere(where: string): Promise<FabricRow> {
  const row = await env.DB.prepare(`select code, name, price_per_m2, max_width_cm, available from fabrics where ${where} order by code limit 1`).first<FabricRow>();
  expect(row, where).not.toBeNull();
  return row!;
}

/** React escapes these in text; the seed's names may hold them. */
const html = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;");

describe("the fabric page /tkanina/:code", () => {
  it("renders an available fabric with its name, code, price per m² and the configurator", async () => {
    const fabric = await fabricWhere("available = 1");
    const response = await get(`/tkanina/${fabric.code}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(html(fabric.name));
    expect(page).toContain(fabric.code);
    expect(page).toContain(formatPln(fabric.price_per_m2));
    expect(page).toMatch(new RegExp(`<title>[^<]*${fabric.code}[^<]*</title>`));
    expect(page).toContain("Skonfiguruj plisę na wymiar");
    expect(page).toContain("Zobacz profile");
    expect(page).toContain("Zobacz dodatki");
    expect(page).not.toContain("Niedostępna");
  });

  it.each(["/tkanina/NIE-MA-TAKIEJ", `/tkanina/${"X".repeat(41)}`])("answers %s with 404 and the spec's text", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    const page = await response.text();
    expect(page).toContain("Tkanina nie została znaleziona");
    expect(page).toContain('href="/tkaniny-plisy"');
    // In place, not streamed after the page in a hidden block that only React's script reveals (a lazy error screen).
    expect(page).not.toMatch(/<div hidden id="S:/);
  });

  it("shows an unavailable fabric with the warning and a disabled 'Niedostępna' button", async () => {
    const fabric = await fabricWhere("available = 0");
    const response = await get(`/tkanina/${fabric.code}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain("Ta tkanina jest obecnie niedostępna");
    expect(page).toMatch(/<button[^>]*disabled=""[^>]*>(?:<svg.*?<\/svg>)?Niedostępna<\/button>/);
  });

  it("renders a configuration from the URL with the engine's total on the first paint", async () => {
    const fabric = await fabricWhere("available = 1 and max_width_cm >= 120");
    const { results: accessories } = await env.DB.prepare("select kind, price from pleat_accessories order by id").all<{
      kind: AccessoryKind;
      price: number;
    }>();
    const query = "szer=118&wys=163&ilosc=2&montaz=bezinwazyjny&katownik=pcv&prowadnica=sosna&prowadnica-ilosc=2&dystanse=1&raczka=1&raczka-ilosc=2";
    const quote = quotePleat({
      configuration: pleatConfigurationFromForm(parsePleatConfiguration(new URLSearchParams(query))),
      fabric: { pricePerM2: fabric.price_per_m2, maxWidthCm: fabric.max_width_cm, available: true },
      accessories: accessories as PleatAccessoryPrice[],
    });
    expect(quote.canAddToCart).toBe(true);

    const page = await (await get(`/tkanina/${fabric.code}?${query}`)).text();
    expect(page).toContain(`>${formatPln(quote.breakdown!.total)}</dd>`);
    expect(page).toContain(`>${formatPln(quote.breakdown!.unit)}</dd>`);
    expect(page).toMatch(/id="pleat-width"[^>]*value="118"/);
    expect(page).toMatch(/id="pleat-height"[^>]*value="163"/);
    expect(page).toMatch(/id="pleat-guide-11"[^>]*checked=""/);
  });

  it("shows the spec's error texts when the data cannot be read", async () => {
    const fabric = await fabricWhere("available = 1");
    await env.DB.exec("alter table pleat_profiles rename to pleat_profiles_away");
    try {
      const response = await get(`/tkanina/${fabric.code}`);
      expect(response.status).toBe(500);
      const page = await response.text();
      expect(page).toContain("Nie udało się pobrać danych tkaniny");
      expect(page).toContain("Wystąpił błąd podczas ładowania danych");
    } finally {
      await env.DB.exec("alter table pleat_profiles_away rename to pleat_profiles");
    }
  });

  it.each([
    { maxWidthCm: 300, widthCm: 150, says: CUSTOM_ORDER, not: "Maksymalna szerokość dla tej tkaniny" },
    { maxWidthCm: 120, widthCm: 130, says: "Maksymalna szerokość dla tej tkaniny to 120 cm.", not: CUSTOM_ORDER },
    { maxWidthCm: 120, widthCm: 150, says: "Maksymalna szerokość dla tej tkaniny to 120 cm.", not: CUSTOM_ORDER },
  ])("shows no price for $widthCm cm on a fabric of $maxWidthCm cm, only the binding limit's message", async ({ maxWidthCm, widthCm, says, not }) => {
    const code = `PLW-${maxWidthCm}`;
    await env.DB.prepare(
      "insert or replace into fabrics (code, name, colour, category, collection, image, price_per_m2, max_width_cm, available, sale, transmission, reflection, absorption) values (?, 'Szeroka testowa', 'biały', 'Test', 'Test', '/images/fabrics/PL-101.svg', 9900, ?, 1, 0, 30, 30, 40)",
    )
      .bind(code, maxWidthCm)
      .run();
    const page = await (await get(`/tkanina/${code}?szer=${widthCm}&wys=100&prowadnica=brak`)).text();
    expect(page).toContain(says);
    expect(page).not.toContain(not);
    if (says === CUSTOM_ORDER) expect(page).toContain("Przejdź do kontaktu");
    expect(page).not.toContain(">Razem<");
    expect(page).not.toContain("Cena za sztukę");
  });

  it("labels non-invasive mounting as a surcharge per piece, not as the standard", async () => {
    const fabric = await fabricWhere("available = 1");
    const page = await (await get(`/tkanina/${fabric.code}`)).text();
    expect(page).not.toContain("Standard (40 zł)");
    expect(page).toMatch(/Bezinwazyjny.*?\+40,00 zł \/ szt\./s);
  });

  it("shows the custom-order warning for a width over 140 cm from the URL", async () => {
    const fabric = await fabricWhere("available = 1 and max_width_cm = 140");
    const page = await (await get(`/tkanina/${fabric.code}?szer=141&wys=100&prowadnica=brak`)).text();
    expect(page).toContain("UWAGA: Szerokość większa niż 140 cm wymaga spersonalizowanego zamówienia!");
    expect(page).toContain('href="/kontakt"');
    expect(page).toContain("Przejdź do kontaktu");
  });
});
