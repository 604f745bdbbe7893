import { randomBytes } from "node:crypto";
import { servedUrl } from "../support/node/served";
import { resolve } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_REJECTED_COOKIE } from "~/lib/cookie-consent";
import { formatPln } from "~/lib/money";
import { lowestPriceText, saleNotLowerMessage } from "~/lib/price-history";
import { CATALOGUE_HEADER } from "~/lib/schemas/catalogue-csv";
import { SALES_NOT_ENDED_MESSAGE } from "~/lib/schemas/end-sales";
import { DEFAULT_PLEAT_FORM, pleatConfigurationFromForm } from "~/lib/pleat-configuration-url";
import { GUIDE_IDS, quotePleat, type AccessoryKind, type PleatAccessoryPrice } from "~/lib/pricing";
import { localAdminStatements, readAdminAccessCode } from "../../scripts/local-admin";
import { adminBrowser } from "../support/node/admin-browser";
import { connectBrowser, newContext, waitForHydration } from "../support/node/browser";
import { fillShipping } from "../support/node/checkout-form";
import { queryServedD1 } from "../support/node/d1";
import { SAMPLE_IMAGES } from "../support/sample-images";

// The owner runs the catalogue in a real browser against the built worker, and a shopper sees it at
// once: a new fabric with its photo, then a sale at a lower price, shown by the cached public pages
// (keyed by the catalogue's version) and charged by a new order.

const settled = { timeout: 20_000 };

// An administrator of this file's own: the local one may have enrolled its app in another file.
const admin = { id: "e2e-catalogue-admin", email: "katalog@plisy-na-wymiar.example", password: randomBytes(9).toString("base64url") };
const accessCode = readAdminAccessCode(resolve(import.meta.dirname, "../../.dev.vars"))!;
/** Sorts after every seeded code, so the catalogue's first pages look as the other journeys expect. */
const CODE = "ZZ-E2E-1";
const REGULAR = 15_000;
const SALE = 12_000;

let browser: Browser;
let accessories: PleatAccessoryPrice[];
beforeAll(async () => {
  browser = await connectBrowser();
  const rows = (await queryServedD1(servedUrl(), ...localAdminStatements(admin), "select kind, price from pleat_accessories order by id")).at(-1)!;
  accessories = rows.map((row) => ({ kind: row.kind as AccessoryKind, price: row.price as number }));
});
afterAll(async () => {
  await browser?.close();
  // The served D1 is shared by the journeys: the fabric goes (its order stays, as orders do) and cached pages with it.
  await queryServedD1(
    servedUrl(),
    `DELETE FROM fabrics WHERE code = '${CODE}'`,
    `DELETE FROM price_history WHERE item_kind = 'fabric' AND item_key = '${CODE}'`,
    "UPDATE catalogue_state SET version = version + 1 WHERE id = 1",
  );
});

const { enterPanel } = adminBrowser(() => browser, admin, accessCode);

/** A shopper without a session: the edge cache answers them. */
async function shopper(): Promise<BrowserContext> {
  const context = await newContext(browser, "desktop", servedUrl());
  await context.addCookies([{ name: CONSENT_REJECTED_COOKIE, value: "true", url: servedUrl() }]);
  return context;
}

async function fabricPageText(context: BrowserContext, code = CODE): Promise<{ page: Page; text: string }> {
  const page = await context.newPage();
  const response = await page.goto(`/tkanina/${code}`, { waitUntil: "networkidle" });
  expect(response?.status()).toBe(200);
  return { page, text: await page.locator("main").innerText() };
}

/** The catalogue filtered to the test's collection: its text, and the card's photo. */
async function catalogue(context: BrowserContext): Promise<{ text: string; photo: string | null }> {
  const page = await context.newPage();
  const response = await page.goto("/tkaniny-plisy?kolekcja=E2E");
  expect(response?.status()).toBe(200);
  const text = await page.locator("main").innerText();
  const photo = await page.locator('main img[src^="/zdjecia/"]').first().getAttribute("src");
  await page.close();
  return { text, photo };
}

/** Saves the open fabric form and waits for the list with the toast. */
async function save(page: Page) {
  await page.getByRole("button", { name: "Zapisz tkaninę" }).click();
  await page.waitForURL((url) => url.pathname === "/admin-products/tkaniny", settled);
  await expect.poll(() => page.getByText(`Zapisano tkaninę ${CODE}`).first().isVisible(), settled).toBe(true);
}

const CONFIGURED = { ...DEFAULT_PLEAT_FORM, width: "100", height: "150", guide: GUIDE_IDS.pine };
const quoted = (pricePerM2: number) =>
  quotePleat({ configuration: pleatConfigurationFromForm(CONFIGURED), fabric: { pricePerM2, maxWidthCm: 140, available: true }, accessories }).breakdown!.total;

describe("the owner's catalogue reaches the shopper at once", () => {
  it("adds a fabric with a photo, puts it on sale, and the shop shows and charges the sale price", async () => {
    const { page, errors, close } = await enterPanel("desktop");

    // A new fabric, with its photo, from the list's 'Dodaj tkaninę'.
    await page.goto("/admin-products");
    await page.locator('main a[href="/admin-products/tkaniny"]').click();
    await page.waitForURL("**/admin-products/tkaniny", settled);
    await page.getByRole("link", { name: "Dodaj tkaninę" }).click();
    await page.waitForURL("**/admin-products/tkaniny/nowa", settled);
    await waitForHydration(page, 'input[name="code"]');
    await page.getByLabel("Kod").fill(CODE);
    await page.getByLabel("Nazwa").fill("Testowa E2E");
    await page.getByLabel("Kolor").fill("grafitowy");
    await page.getByLabel("Kategoria").fill("Półprzezroczysta");
    await page.getByLabel("Kolekcja").fill("E2E");
    await page.getByLabel("Cena za m² (zł)").fill("150,00");
    await page.getByLabel("Maksymalna szerokość (cm)").fill("140");
    await page.getByLabel("Transmisja").fill("30");
    await page.getByLabel("Refleksja").fill("40");
    await page.getByLabel("Absorpcja").fill("30");
    // A photo over the limit is refused at once and not sent; the right one clears the message.
    const photoField = page.getByLabel("Zdjęcie");
    await photoField.setInputFiles({ name: "za-duze.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(6 * 1024 * 1024) });
    await expect.poll(() => page.getByText("Zdjęcie jest za duże (maks. 5 MB)").isVisible(), settled).toBe(true);
    expect(await photoField.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
    await photoField.setInputFiles({ name: "tkanina.png", mimeType: "image/png", buffer: Buffer.from(SAMPLE_IMAGES.png) });
    await expect.poll(() => page.getByText("Zdjęcie jest za duże (maks. 5 MB)").isVisible(), settled).toBe(false);
    await save(page);

    // The shopper sees it with its photo; these answers are now in the edge cache.
    const before = await shopper();
    const { page: fabricPage, text: regularText } = await fabricPageText(before);
    expect(regularText).toContain(formatPln(REGULAR));
    expect(regularText).not.toContain(formatPln(SALE));
    const photo = fabricPage.getByRole("img", { name: /^Tkanina Testowa E2E/ });
    expect(await photo.getAttribute("src")).toMatch(/^\/zdjecia\/[0-9a-f]{64}\.png$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), settled).toBe(5);
    const listed = await catalogue(before);
    expect(listed.text).toContain(formatPln(REGULAR));
    expect(listed.photo).toBe(await photo.getAttribute("src"));
    await before.close();
    // Proof that the edge cache answers: a change behind the back-office's back (no new version) is not seen.
    await queryServedD1(servedUrl(), `UPDATE fabrics SET name = 'Zmieniona bez wersji' WHERE code = '${CODE}'`);
    const stale = await (await fetch(new URL(`/tkanina/${CODE}`, servedUrl()))).text();
    expect(stale).toContain("Testowa E2E");
    expect(stale).not.toContain("Zmieniona bez wersji");

    // The owner finds it in the list and puts it on sale at a lower price.
    await page.getByLabel("Szukaj").fill(CODE);
    await page.getByRole("button", { name: "Filtruj" }).click();
    await page.getByRole("link", { name: `Edytuj tkaninę ${CODE}` }).click();
    await page.waitForURL(`**/admin-products/tkaniny/${CODE}`, settled);
    await waitForHydration(page, 'input[name="code"]');
    expect(await page.getByLabel("Cena za m² (zł)").inputValue()).toBe("150,00");
    await page.getByRole("checkbox", { name: "Wyprzedaż" }).check();
    await page.getByLabel("Cena za m² (zł)").fill("120,00");
    await save(page);

    // The same pages, asked again: the catalogue's new version misses the cache, so they show the sale.
    const after = await shopper();
    const { page: salePage, text: saleText } = await fabricPageText(after);
    expect(saleText).toContain(formatPln(SALE));
    expect(saleText).toContain("Zmieniona bez wersji");
    // The fabric cost REGULAR for all its short life before the cut: that is the lowest price of the 30 days before it.
    const lowest = lowestPriceText(REGULAR);
    expect(saleText).toContain(lowest);
    const onSale = (await catalogue(after)).text;
    expect(onSale).toContain(formatPln(SALE));
    expect(onSale).toContain(lowest);

    // A new order is priced at the sale price.
    await salePage.getByLabel("Szerokość").fill(CONFIGURED.width);
    await salePage.getByLabel("Wysokość").fill(CONFIGURED.height);
    await salePage.getByRole("radio", { name: /Sosna/ }).check();
    await expect.poll(() => salePage.locator("#pleat-summary dt:text-is('Razem') + dd").textContent(), settled).toBe(formatPln(quoted(SALE)));
    await salePage.getByRole("button", { name: "Dodaj do koszyka", exact: true }).click();
    await expect.poll(() => salePage.getByText("Dodano plisę do koszyka!").isVisible(), settled).toBe(true);

    await salePage.goto("/finalizacja-zamowienia?jako=gosc");
    await salePage.getByLabel("Imię").waitFor(settled);
    await fillShipping(salePage);
    await salePage.getByRole("radio", { name: /Odbiór osobisty/ }).check();
    await salePage.getByRole("radio", { name: /Przelew tradycyjny/ }).check();
    await salePage.getByRole("checkbox", { name: /regulamin/ }).check();
    await salePage.getByRole("checkbox", { name: /politykę prywatności/ }).check();
    await salePage.getByRole("checkbox", { name: /politykę reklamacji/ }).check();
    await salePage.getByRole("button", { name: "Złóż zamówienie" }).click();
    await salePage.waitForURL(/\/dziekujemy-za-zamowienie\//, settled);
    const [lines] = await queryServedD1(servedUrl(), `SELECT line_price FROM order_items WHERE fabric_code = '${CODE}'`);
    expect(lines).toEqual([{ line_price: quoted(SALE) }]);
    expect(quoted(SALE)).toBeLessThan(quoted(REGULAR));
    await after.close();

    expect(errors).toEqual([]);
    await close();
  }, 180_000);
});

describe("a sale stays a real reduction whatever path changes its price (Omnibus)", () => {
  // Two fabrics of their own, each in a collection of its own, on sale at 100 zł since 10 days after 130 zł for long.
  const REDUCED_FROM = 13_000;
  const sales = [
    { code: "ZZ-E2E-OMNI-1", name: "Omnibus procentem", collection: "E2E Omnibus" },
    { code: "ZZ-E2E-OMNI-2", name: "Omnibus importem", collection: "E2E Omnibus CSV" },
  ];
  const daysAgo = (days: number) => `(unixepoch() - ${days * 86_400}) * 1000`;
  const forget = () => sales.flatMap(({ code }) => [`DELETE FROM fabrics WHERE code = '${code}'`, `DELETE FROM price_history WHERE item_kind = 'fabric' AND item_key = '${code}'`]);
  const stored = async (code: string) => (await queryServedD1(servedUrl(), `SELECT price_per_m2 AS price, sale FROM fabrics WHERE code = '${code}'`))[0]![0];

  beforeAll(async () => {
    await queryServedD1(
      servedUrl(),
      ...forget(),
      ...sales.flatMap(({ code, name, collection }) => [
        `INSERT INTO fabrics (code, name, colour, category, collection, image, price_per_m2, max_width_cm, available, sale, transmission, reflection, absorption, sale_started_at, lowest_price_before_sale) VALUES ('${code}', '${name}', 'szary', 'Półprzezroczysta', '${collection}', '/images/fabrics/PL-101.svg', 10000, 140, 1, 1, 30, 40, 30, ${daysAgo(10)}, ${REDUCED_FROM})`,
        `INSERT INTO price_history (item_kind, item_key, old_price, new_price, on_sale, changed_at) VALUES ('fabric', '${code}', NULL, ${REDUCED_FROM}, 0, ${daysAgo(90)}), ('fabric', '${code}', ${REDUCED_FROM}, 10000, 1, ${daysAgo(10)})`,
      ]),
      "UPDATE catalogue_state SET version = version + 1 WHERE id = 1",
    );
  });
  afterAll(async () => {
    await queryServedD1(servedUrl(), ...forget(), "UPDATE catalogue_state SET version = version + 1 WHERE id = 1");
  });

  /** A shopper's view of a fabric once its sale has ended: the new price, no badge, no lowest price. */
  async function expectNoSale(code: string, price: number) {
    const context = await shopper();
    const { text } = await fabricPageText(context, code);
    expect(text).toContain(formatPln(price));
    expect(text).not.toContain("Wyprzedaż");
    expect(text).not.toContain("Najniższa cena z 30 dni");
    await context.close();
  }

  it("a collection +40 % is refused with the reason naming the fabric, and applied with its sale ended when the owner ticks that", async () => {
    const [sale] = sales;
    const { page, errors, close } = await enterPanel("desktop");
    await page.goto("/admin-products/zmiana-cen");
    await waitForHydration(page, 'select[name="collection"]');
    await page.getByLabel("Kolekcja").selectOption(sale!.collection);
    await page.getByLabel("Zmiana w procentach").fill("40");
    await page.getByRole("button", { name: "Pokaż podgląd" }).click();
    const reason = `${sale!.code} „${sale!.name}”: ${saleNotLowerMessage(REDUCED_FROM)}`;
    await expect.poll(() => page.getByText(reason).isVisible(), settled).toBe(true);

    // Without the choice nothing changes, and the page says why.
    await page.getByRole("button", { name: "Zmień ceny (1 tkanina)" }).click();
    await expect.poll(() => page.getByText(SALES_NOT_ENDED_MESSAGE).first().isVisible(), settled).toBe(true);
    expect(await stored(sale!.code)).toEqual({ price: 10_000, sale: 1 });

    await page.getByRole("checkbox", { name: "Zakończ wyprzedaż wymienionych tkanin (1 tkanina)" }).check();
    await page.getByRole("button", { name: "Zmień ceny (1 tkanina)" }).click();
    await expect
      .poll(() => page.getByText(`Zmieniono ceny w kolekcji ${sale!.collection} (+40%): 1 tkanina. Zakończono wyprzedaż: 1 tkanina.`).first().isVisible(), settled)
      .toBe(true);
    expect(await stored(sale!.code)).toEqual({ price: 14_000, sale: 0 });
    await expectNoSale(sale!.code, 14_000);

    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it("an import at 999,00 zł over a sale fabric is refused with the reason, and applied with its sale ended when the owner ticks that", async () => {
    const [, sale] = sales;
    const { page, errors, close } = await enterPanel("desktop");
    await page.goto("/admin-products/import");
    await waitForHydration(page, 'input[name="file"]');
    const row = [sale!.code, sale!.name, "szary", "Półprzezroczysta", sale!.collection, "/images/fabrics/PL-101.svg", "999,00", "140", "tak", "tak", "30", "40", "30"];
    const csv = `${CATALOGUE_HEADER.join(";")}\r\n${row.join(";")}\r\n`;
    await page.getByLabel("Plik CSV").setInputFiles({ name: "katalog.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByRole("button", { name: "Pokaż podgląd zmian" }).click();
    await expect.poll(() => page.getByText(`${sale!.code} „${sale!.name}”: ${saleNotLowerMessage(REDUCED_FROM)}`).isVisible(), settled).toBe(true);

    await page.getByRole("checkbox", { name: "Zakończ wyprzedaż wymienionych tkanin (1 tkanina)" }).check();
    await page.getByRole("button", { name: "Zastosuj zmiany" }).click();
    await expect
      .poll(() => page.getByText("Zaimportowano katalog. Zmienione: 1 tkanina, nowe: 0 tkanin. Zakończono wyprzedaż: 1 tkanina.").first().isVisible(), settled)
      .toBe(true);
    expect(await stored(sale!.code)).toEqual({ price: 99_900, sale: 0 });
    await expectNoSale(sale!.code, 99_900);

    expect(errors).toEqual([]);
    await close();
  }, 120_000);
});
