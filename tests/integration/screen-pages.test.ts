import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { formatPln } from "~/lib/money";
import { quoteScreen, type ScreenConfiguration, type ScreenType } from "~/lib/pricing";

const get = (path: string) => exports.default.fetch(`http://shop.test${path}`, { redirect: "manual" });

/** The page's HTML with React's text-node separators removed, so adjacent texts read as one. */
async function html(path: string, status = 200): Promise<string> {
  const response = await get(path);
  expect(response.status, path).toBe(status);
  return (await response.text()).replaceAll("<!-- -->", "");
}

async function profileCodes(type: ScreenType): Promise<string[]> {
  const { results } = await env.DB.prepare("select code from screen_profiles where type = ? order by code").bind(type).all<{ code: string }>();
  return results.map((row) => row.code);
}

/** Whether the page has the radio of this value checked (React writes the attributes in its own order). */
function hasCheckedRadio(page: string, value: string): boolean {
  return new RegExp(`<input type="radio"(?=[^>]*value="${value}")(?=[^>]*checked="")[^>]*>`).test(page);
}

/** The codes the profile grid shows, in order (each card's heading). */
function gridCodes(page: string): string[] {
  return [...page.matchAll(/<h2[^>]*>([A-Z]{2}-\d+)<\/h2>/g)].map((match) => match[1]!);
}

describe("insect-screen pages", () => {
  it.each([
    ["/moskitiery", ["Moskitiery na wymiar", 'href="/moskitiery/typ"', 'href="/moskitiery/pomiar"', 'href="/moskitiery/profile"']],
    ["/moskitiery/typ", ["Wybierz typ moskitiery", 'href="/moskitiery/drzwiowe"', 'href="/moskitiery/okienne"']],
    ["/siatki-moskitiery", ["Siatki Moskitier", "Kod: szara", "Kod: biala", "Wybierz"]],
    ["/moskitiery/okienne", ["Konfiguracja moskitiery okiennej", "Powrót do moskitier", "Szerokość haczyka", "Szczotka uszczelniająca", "Narożniki"]],
    ["/moskitiery/drzwiowe", ["Konfiguracja moskitiery drzwiowej", "Powrót do moskitier", "prawa (P)", "lewa (L)", "Dodatkowa rozpora", "Pokaż zdjęcie pomiarów"]],
  ])("%s renders with its key content", async (path, texts) => {
    const page = await html(path);
    for (const text of texts) expect(page).toContain(text);
  });

  it.each([
    ["/moskitiery", "Moskitiery na wymiar"],
    ["/moskitiery/pomiar", "Jak zmierzyć moskitierę"],
    ["/moskitiery/profile", "Profile moskitier okiennych"],
    ["/moskitiery/profile?type=drzwiowe", "Profile moskitier drzwiowych"],
    ["/siatki-moskitiery", "Siatki Moskitier"],
    ["/moskitiery/drzwiowe", "Moskitiera drzwiowa na wymiar"],
    ["/moskitiery/profile/okienne/MO-25", "Profil MO-25 do moskitiery okiennej"],
  ])("gives %s its own title and description", async (path, title) => {
    const page = await html(path);
    expect(page).toMatch(new RegExp(`<title>${title} \\| [^<]+</title>`));
    expect(page).toMatch(/<meta name="description" content="[^"]{40,}"/);
  });

  describe("the measuring guide", () => {
    it("opens on door screens, with the spec's rules", async () => {
      const page = await html("/moskitiery/pomiar");
      expect(page).toContain('role="tablist"');
      expect(page).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Drzwiowe</);
      expect(page).toMatch(/role="tab"[^>]*aria-selected="false"[^>]*>Okienne</);
      expect(page).toContain('role="tabpanel"');
      for (const rule of ["1 cm", "3 cm", "2,5 cm", "od zewnątrz", "85 cm", "2,5 do 4 cm", "2,5 do 4,5 cm"]) expect(page).toContain(rule);
    });

    it("shows the window tab from the URL", async () => {
      const page = await html("/moskitiery/pomiar?typ=okienne");
      expect(page).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Okienne</);
      expect(page).toContain("minus 5 mm");
      expect(page).not.toContain("Sprawdź stronę drzwi");
    });
  });

  describe("the profile grid", () => {
    it.each<ScreenType>(["okienne", "drzwiowe"])("lists the %s profiles of D1, by code", async (type) => {
      const page = await html(`/moskitiery/profile?type=${type}`);
      expect(gridCodes(page)).toEqual(await profileCodes(type));
      expect(page).toMatch(new RegExp(`aria-current="page"[^>]*>${type}<`));
      expect(page).toContain("Niedostępny");
    });

    it.each(["", "?type=", "?type=balkonowe"])("lists the window profiles for the type query '%s'", async (search) => {
      expect(gridCodes(await html(`/moskitiery/profile${search}`))).toEqual(await profileCodes("okienne"));
    });

    it("links each card to its profile page", async () => {
      expect(await html("/moskitiery/profile?type=drzwiowe")).toContain('href="/moskitiery/profile/drzwiowe/MD-40"');
    });
  });

  describe("a profile's page", () => {
    it("shows the profile's facts beside the configurator with it chosen", async () => {
      const row = await env.DB.prepare("select * from screen_profiles where type = 'drzwiowe' and code = 'MD-50'").first<{
        colour: string;
        kind: string;
        price_per_m2: number;
      }>();
      const page = await html("/moskitiery/profile/drzwiowe/MD-50");
      for (const text of ["Profil MD-50", row!.colour, row!.kind, "drzwiowe", formatPln(row!.price_per_m2), "Konfiguracja moskitiery drzwiowej"]) {
        expect(page).toContain(text);
      }
      expect(hasCheckedRadio(page, "MD-50")).toBe(true);
    });

    it.each(["/moskitiery/profile/okienne/NIE-MA", "/moskitiery/profile/okienne/MD-40", "/moskitiery/profile/balkonowe/MO-25"])(
      "answers %s with 404 and the spec's text",
      async (path) => {
        const page = await html(path, 404);
        expect(page).toContain("Profil nie został znaleziony");
        expect(page).toContain('href="/moskitiery/profile');
      },
    );

    it.each([
      ["MO-25", "/moskitiery/profile/okienne/MO-25"],
      ["MD-42", "/moskitiery/profile/drzwiowe/MD-42"],
    ])("moves /profile-moskitiery/%s permanently to its type", async (code, location) => {
      const response = await get(`/profile-moskitiery/${code}?szer=100`);
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe(`${location}?szer=100`);
    });

    it("answers an unknown /profile-moskitiery code with 404", async () => {
      expect(await html("/profile-moskitiery/NIE-MA", 404)).toContain("Profil nie został znaleziony");
    });
  });

  describe("the configurator", () => {
    it("redirects an unknown type to the window configurator, query kept", async () => {
      const response = await get("/moskitiery/balkonowe?szer=100");
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe("/moskitiery/okienne?szer=100");
    });

    async function expectedTotal(type: ScreenType, code: string, configuration: Omit<ScreenConfiguration, "type">) {
      const row = await env.DB.prepare("select price_per_m2, available from screen_profiles where type = ? and code = ?")
        .bind(type, code)
        .first<{ price_per_m2: number; available: number }>();
      const quote = quoteScreen({
        configuration: { type, ...configuration },
        profile: { pricePerM2: row!.price_per_m2, available: row!.available === 1 },
      });
      expect(quote.canAddToCart).toBe(true);
      return quote.breakdown!.total;
    }

    it("renders a shared window configuration with its price", async () => {
      const total = await expectedTotal("okienne", "MO-25", {
        widthCm: 120,
        heightCm: 150,
        quantity: 2,
        hookWidthMm: 11,
        sealingBrush: true,
        doorSide: null,
        extraBrace: false,
        dimensionGCm: null,
      });
      const page = await html("/moskitiery/okienne?profil=MO-25&szer=120&wys=150&ilosc=2&haczyk=11&szczotka=1&siatka=biala");
      expect(page).toContain(`Dodaj do koszyka - ${formatPln(total)}`);
      expect(page).toContain("Kalkulator ceny");
      expect(page).toMatch(/value="120"/);
      expect(page).toMatch(/<option value="11" selected="">/);
      expect(hasCheckedRadio(page, "biala")).toBe(true);
    });

    it("renders a shared door configuration with the brace", async () => {
      const total = await expectedTotal("drzwiowe", "MD-40", {
        widthCm: 95,
        heightCm: 210,
        quantity: 1,
        hookWidthMm: null,
        sealingBrush: false,
        doorSide: "lewa",
        extraBrace: true,
        dimensionGCm: 120,
      });
      const page = await html("/moskitiery/drzwiowe?profil=MD-40&szer=95&wys=210&strona=lewa&c=85&rozpora=1&g=120");
      expect(page).toContain(`Dodaj do koszyka - ${formatPln(total)}`);
      expect(page).toContain("120 cm");
      expect(hasCheckedRadio(page, "lewa")).toBe(true);
    });

    it("shows the spec's G message for a shared link with too large a G", async () => {
      const page = await html("/moskitiery/drzwiowe?profil=MD-40&szer=95&wys=210&rozpora=1&g=205");
      expect(page).toContain("Wymiar G nie może być większy niż 200 cm (wysokość - 10 cm)");
    });

    it("shows no calculator until width and height are numbers", async () => {
      const page = await html("/moskitiery/okienne?profil=MO-25&szer=120");
      expect(page).not.toContain("Kalkulator ceny");
      // No price yet, so the button names none: never '0,00 zł'.
      expect(page).toMatch(/<button type="submit"[^>]*>Dodaj do koszyka<\/button>/);
      expect(page).not.toContain("Dodaj do koszyka - ");
    });

    it("prices a configuration on a profile's page with that profile", async () => {
      const total = await expectedTotal("okienne", "MO-45", {
        widthCm: 100,
        heightCm: 100,
        quantity: 1,
        hookWidthMm: 8,
        sealingBrush: false,
        doorSide: null,
        extraBrace: false,
        dimensionGCm: null,
      });
      expect(await html("/moskitiery/profile/okienne/MO-45?szer=100&wys=100&haczyk=8")).toContain(`Dodaj do koszyka - ${formatPln(total)}`);
    });
  });

  // Last: these empty the tables for the rest of this file.
  describe("empty tables", () => {
    it("shows the empty text for a type without profiles", async () => {
      await env.DB.prepare("delete from screen_profiles where type = 'drzwiowe'").run();
      expect(await html("/moskitiery/profile?type=drzwiowe")).toContain("Brak dostępnych profili drzwiowe w bazie danych.");
      expect(gridCodes(await html("/moskitiery/profile?type=okienne"))).toEqual(await profileCodes("okienne"));
    });

    it("shows the empty text when the query fails (the spec: a fetch error gives an empty list)", async () => {
      await env.DB.prepare("alter table screen_profiles rename to screen_profiles_gone").run();
      try {
        expect(await html("/moskitiery/profile?type=okienne")).toContain("Brak dostępnych profili okienne w bazie danych.");
      } finally {
        await env.DB.prepare("alter table screen_profiles_gone rename to screen_profiles").run();
      }
    });

    it("shows the empty text without meshes", async () => {
      await env.DB.prepare("delete from meshes").run();
      expect(await html("/siatki-moskitiery")).toContain("Brak dostępnych siatek w bazie danych.");
    });
  });
});
