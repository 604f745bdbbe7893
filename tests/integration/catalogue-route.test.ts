import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { foundFabricsText } from "~/lib/catalogue";

const get = (search = "") => exports.default.fetch(`http://shop.test/tkaniny-plisy${search}`, { redirect: "manual" });

async function page(search = "") {
  const response = await get(search);
  return { status: response.status, html: await response.text() };
}

async function countWhere(sql = "", ...bindings: unknown[]) {
  const row = await env.DB.prepare(`select count(*) as n from fabrics ${sql}`)
    .bind(...bindings)
    .first<{ n: number }>();
  return row!.n;
}

const cardCount = (html: string) => html.match(/<article/g)?.length ?? 0;
/** The values of the ticked checkboxes called `name`, in document order. */
const checkedValues = (html: string, name: string) =>
  [...html.matchAll(/<input [^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes('type="checkbox"') && tag.includes(`name="${name}"`) && tag.includes('checked=""'))
    .map((tag) => tag.match(/value="([^"]*)"/)?.[1]);

/** Runs `body` with the fabrics table swapped for `replacement` (SQL creating it, or nothing), then puts it back. */
async function withFabricsTable(replacement: string | null, body: () => Promise<void>) {
  await env.DB.prepare("alter table fabrics rename to fabrics_kept").run();
  try {
    if (replacement) await env.DB.prepare(replacement).run();
    await body();
  } finally {
    await env.DB.prepare("drop table if exists fabrics").run();
    await env.DB.prepare("alter table fabrics_kept rename to fabrics").run();
  }
}

/** Names whose Polish order differs from their code points' (Ł after L, Ś after S, Ż after Ź after Z, Ć after C…). */
const POLISH_NAMES = ["Łąka", "Lato", "Śnieg", "Sosna", "Żagiel", "Źródło", "Zebra", "Ćma", "Czerń", "Wstęga", "Wstawka", "ósemka", "Olcha", "Ąb", "Azalia"];

describe("the fabric catalogue page", () => {
  it("sorts 'Nazwa (A-Z)' in Polish alphabetical order", async () => {
    const collection = "Polskie litery";
    const insert = env.DB.prepare(
      "insert into fabrics (code, name, colour, category, collection, image, price_per_m2, max_width_cm, available, sale, transmission, reflection, absorption) values (?, ?, 'biały', 'Test', ?, '/images/fabrics/PL-101.svg', 9900, 140, 1, 0, 30, 30, 40)",
    );
    await env.DB.batch(POLISH_NAMES.map((name, i) => insert.bind(`PLT-${String(i).padStart(2, "0")}`, name, collection)));
    try {
      const { html } = await page(`?kolekcja=${encodeURIComponent(collection)}`);
      const shown = [...html.matchAll(/<a [^>]*href="\/tkanina\/PLT-\d+"[^>]*>([^<]*)<\/a>/g)].map(([, name]) => name);
      expect(shown).toEqual([...POLISH_NAMES].sort(new Intl.Collator("pl").compare));
    } finally {
      await env.DB.prepare("delete from fabrics where collection = ?").bind(collection).run();
    }
  });

  it("renders page 1 on the server: notices, count, 39 cards, filters, sorts and pagination", async () => {
    const total = await countWhere();
    const { status, html } = await page();
    expect(status).toBe(200);
    expect(html).toMatch(/<title>Tkaniny do plis[^<]*<\/title>/);
    expect(html).toContain("do 140 cm");
    expect(html).toContain('href="/kontakt"');
    expect(html).toContain("nie stanowią podstawy do reklamacji");
    expect(html).toContain(foundFabricsText(total, total));
    expect(cardCount(html)).toBe(39);
    for (const text of ["Kolekcja", "Kolor", "Tylko wyprzedaż", "Zastosuj filtry", "Wyczyść filtry", "Filtry tkanin", "Zamknij filtry"]) {
      expect(html).toContain(text);
    }
    for (const label of ["Nazwa (A-Z)", "Kod (A-Z)", "Cena rosnąco", "Cena malejąco"]) expect(html).toContain(label);
    expect(html).toContain('aria-current="page"');
    expect(html).toMatch(/<span role="link" aria-disabled="true"[^>]*>.*?Poprzednia<\/span>/);
    expect(html).toMatch(/<a[^>]*href="\/tkaniny-plisy\?strona=2"[^>]*>.*?Następna/);
    expect(html).toContain(`aria-label="Strona ${Math.ceil(total / 39)}"`);
  });

  it("narrows the list by collection, colour and sale in the URL, ticking those filters", async () => {
    const total = await countWhere();
    const pick = await env.DB.prepare("select collection, colour from fabrics where sale = 1 order by code limit 1").first<{
      collection: string;
      colour: string;
    }>();
    const { collection, colour } = pick!;

    const bySale = await page(`?kolekcja=${encodeURIComponent(collection)}&wyprzedaz=1`);
    const saleCount = await countWhere("where collection = ? and sale = 1", collection);
    expect(saleCount).toBeLessThan(total);
    expect(bySale.html).toContain(foundFabricsText(saleCount, total));
    expect(cardCount(bySale.html)).toBe(Math.min(39, saleCount));
    expect(checkedValues(bySale.html, "kolekcja")).toEqual([collection, collection]); // the side panel and the drawer
    expect(checkedValues(bySale.html, "wyprzedaz")).toEqual(["1", "1"]);

    const byColour = await page(`?kolor=${encodeURIComponent(colour)}&kolor=pomara%C5%84czowy`);
    const colourCount = await countWhere("where colour in (?, 'pomarańczowy')", colour);
    expect(byColour.html).toContain(foundFabricsText(colourCount, total));
    expect(cardCount(byColour.html)).toBe(Math.min(39, colourCount));
  });

  it("shows a later page and keeps the filters and sort in its page links", async () => {
    const biggest = await env.DB.prepare("select collection from fabrics group by collection order by count(*) desc limit 2").all<{
      collection: string;
    }>();
    const [a, b] = biggest.results.map((r) => r.collection);
    const found = await countWhere("where collection in (?, ?)", a, b);
    expect(found).toBeGreaterThan(39);
    const filters = new URLSearchParams([
      ["kolekcja", a!],
      ["kolekcja", b!],
    ]).toString();

    const { status, html } = await page(`?${filters}&sort=cena-malejaco&strona=2`);
    expect(status).toBe(200);
    expect(html).toMatch(/<title>Tkaniny do plis – strona 2[^<]*<\/title>/);
    expect(html).toMatch(/aria-label="Strona 2" aria-current="page"/);
    expect(html).toContain(`href="/tkaniny-plisy?${filters.replaceAll("&", "&amp;")}&amp;sort=cena-malejaco"`);
    expect(cardCount(html)).toBe(Math.min(39, found - 39));
  });

  it("redirects a page past the end to page 1, keeping the filters and sort", async () => {
    const response = await get("?kolor=czarny&kolor=bia%C5%82y&sort=kod&strona=40");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/tkaniny-plisy?kolor=czarny&kolor=bia%C5%82y&sort=kod");
  });

  it.each([
    "?strona=-5&sort=xyz&kolekcja=%00",
    "?strona=abc&wyprzedaz=%00&kolor=",
    "?strona=1e9&strona=3&sort=%27%3B%20drop%20table%20fabrics",
    `?kolekcja=${"x".repeat(500)}&sort[]=kod`,
    "?kolor=%E2%80%AE%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  ])("answers nonsense %s with 200, never a 500", async (search) => {
    const { status, html } = await page(search);
    expect(status).toBe(200);
    expect(html).toContain("Znaleziono");
    expect(html).not.toContain("<script>alert(1)");
  });

  it("says so when the filters match nothing, with a way to clear them", async () => {
    const total = await countWhere();
    const { status, html } = await page("?kolekcja=Nie%20istnieje&sort=kod");
    expect(status).toBe(200);
    expect(html).toContain("Nie znaleziono tkanin spełniających wybrane kryteria");
    expect(html).toContain(foundFabricsText(0, total));
    expect(html).toContain('href="/tkaniny-plisy?sort=kod"');
    expect(html).not.toContain("Następna");
  });

  it("says the database has no fabrics when the table is empty", async () => {
    await withFabricsTable("create table fabrics as select * from fabrics_kept where 0", async () => {
      const { status, html } = await page();
      expect(status).toBe(200);
      expect(html).toContain("Brak dostępnych tkanin w bazie danych.");
      expect(cardCount(html)).toBe(0);
    });
  });

  it("shows the error screen with a retry when the database fails", async () => {
    await withFabricsTable(null, async () => {
      const { status, html } = await page();
      expect(status).toBe(500);
      expect(html).toContain(">Błąd</h1>");
      expect(html).toContain("Nie udało się pobrać listy tkanin.");
      expect(html).toContain("Spróbuj ponownie");
      // In place, not streamed after the page in a hidden block that only React's script reveals (its code is deferred).
      expect(html).not.toMatch(/<div hidden id="S:/);
    });
  });
});
