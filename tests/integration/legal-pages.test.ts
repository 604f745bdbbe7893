import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { RETENTION } from "~/lib/retention";

// The policies state the spec's facts and what Polish consumer law requires, with the seller's
// identity of this deployment (from the vars, not written into the texts).

async function pageText(path: string): Promise<{ html: string; text: string }> {
  const response = await exports.default.fetch(`http://shop.test${path}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
  const text = main
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/[\s\u00a0]+/g, " ");
  return { html, text };
}

const seller = () => [env.SHOP_LEGAL_NAME, env.SHOP_STREET, env.SHOP_POSTAL_CODE, env.SHOP_CITY, env.SHOP_NIP, env.SHOP_EMAIL, env.SHOP_PHONE];

const FACTS: Record<string, string[]> = {
  "/regulamin": [
    // orders 7 to 28 working days, the one wording of docs/decisions/2026-11-21-fulfilment-time.md
    "od 7 do 28 dni roboczych, zwykle 7–14 dni roboczych",
    "na terenie całej Polski",
    "w złotych polskich (PLN)",
    "Ceny zawierają podatek VAT",
    "przelewem tradycyjnym",
    "za pobraniem",
    "gotówką przy odbiorze osobistym",
    // The tests' shop has PayU configured.
    "online przez PayU",
    "na piśmie",
    "w ciągu 14 dni od stwierdzenia wady",
    "Okres reklamacyjny wynosi 2 lata",
    "po 1 stycznia 2023 r. 3 lata",
    "brak zgodności towaru z umową istniejący w chwili jego dostarczenia i ujawniony w ciągu dwóch lat",
    "14 dni roboczych",
    "do 30 dni",
    "mają charakter poglądowy i nie stanowią podstawy reklamacji",
    "do 140 cm",
    "szersze niż 140 cm wykonujemy jako projekt indywidualny",
    "w terminie 14 dni od dnia, w którym wszedł w posiadanie rzeczy",
    "rzecz nieprefabrykowana, wyprodukowana według specyfikacji konsumenta lub służąca zaspokojeniu jego zindywidualizowanych potrzeb",
    "art. 38 ust. 1 pkt 3 ustawy z dnia 30 maja 2014 r. o prawach konsumenta",
    "rzecznika konsumentów",
    "Inspekcji Handlowej",
    "§ 1.",
    "§ 9.",
  ],
  "/polityka-reklamacji": [
    "na piśmie w ciągu 14 dni od stwierdzenia wady",
    "2 lata",
    "1 stycznia 2023 r., wynosi 3 lata",
    "brak zgodności towaru z umową istniejący w chwili jego dostarczenia i ujawniony w ciągu dwóch lat od tej chwili",
    "14 dni roboczych",
    "do 30 dni",
    "charakter poglądowy i nie stanowią podstawy reklamacji",
    "rzecznika konsumentów",
    "Inspekcji Handlowej",
  ],
  "/polityka-prywatnosci": [
    "Administratorem Twoich danych osobowych",
    "(RODO)",
    "art. 6 ust. 1 lit. b RODO",
    "art. 6 ust. 1 lit. f RODO",
    "w celach marketingowych: przez 3 lata",
    "Cloudflare Email Service",
    "hosting sklepu",
    "Prezesa Urzędu Ochrony Danych Osobowych",
    "Nie używamy plików cookie analitycznych",
    "sesja / __Host-sesja",
    "komunikat / __Host-komunikat",
    "cookies-accepted",
    "365 dni",
    "cookies-rejected",
    "30 dni",
    "cart",
    "selectedProfile",
    "installPrompt",
  ],
};

describe.each(Object.entries(FACTS))("%s", (path, facts) => {
  it("states each fact of the spec and the law", async () => {
    const { text } = await pageText(path);
    expect(facts.filter((fact) => !text.includes(fact))).toEqual([]);
  });

  it("identifies the seller from the deployment's shop identity", async () => {
    const { text } = await pageText(path);
    expect(seller().filter((value) => !text.includes(value))).toEqual([]);
  });

  it("does not send consumers to the closed EU ODR platform", async () => {
    const { text, html } = await pageText(path);
    expect(text).not.toMatch(/\bODR\b|platform\w* (?:internetow\w* )?(?:ODR|rozstrzygania sporów)/);
    expect(html).not.toContain("ec.europa.eu/consumers/odr");
  });

  it("has a table of contents whose every link lands on a heading", async () => {
    const { html } = await pageText(path);
    const nav = /<nav aria-labelledby="spis-tresci"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
    const anchors = [...nav.matchAll(/href="#([^"]+)"/g)].map(([, id]) => id!);
    expect(anchors.length).toBeGreaterThanOrEqual(5);
    for (const id of anchors) expect(html).toMatch(new RegExp(`<h2 id="${id}"`));
  });
});

it("numbers the terms' sections 1 to 9", async () => {
  const { html } = await pageText("/regulamin");
  const headings = [...html.matchAll(/<h2 id="[^"]+"[^>]*>§ (\d)\./g)].map(([, n]) => Number(n));
  expect(headings).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
});

it("states each retention period of the table the housekeeping enforces (app/lib/retention.ts)", async () => {
  const { text } = await pageText("/polityka-prywatnosci");
  // The section itself, after the table of contents that names it too.
  const section = text.slice(text.lastIndexOf("3. Jak długo przechowujemy dane"), text.lastIndexOf("4. Komu powierzamy dane"));
  const missing = Object.entries(RETENTION).filter(([, row]) => !section.includes(row.sentence));
  expect(missing.map(([data]) => data)).toEqual([]);
});
