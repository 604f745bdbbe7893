import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { parseFabricQuery } from "~/lib/catalogue";
import { featuredFabrics, listFabrics } from "~/server/catalogue/fabrics.server";
import { catalogueSnapshot } from "~/server/catalogue/snapshot.server";
import { getDb } from "~/server/platform/db.server";

const db = getDb(env);
const polishOrder = new Intl.Collator("pl");
const list = async (search: string) => listFabrics(await catalogueSnapshot(db, env), parseFabricQuery(new URLSearchParams(search)));

async function countWhere(sql: string, ...bindings: unknown[]) {
  const row = await env.DB.prepare(`select count(*) as n from fabrics ${sql}`)
    .bind(...bindings)
    .first<{ n: number }>();
  return row!.n;
}

describe("listFabrics on the seeded catalogue", () => {
  it("pages the whole catalogue by 39 with the total and the filter options", async () => {
    const total = await countWhere("");
    expect(total).toBeGreaterThanOrEqual(120);
    const first = await list("");
    expect(first.fabrics).toHaveLength(39);
    expect(first).toMatchObject({ page: 1, found: total, total, totalPages: Math.ceil(total / 39) });
    expect(first.collections.length).toBeGreaterThanOrEqual(6);
    expect(first.colours.length).toBeGreaterThanOrEqual(12);

    const last = await list(`strona=${first.totalPages}`);
    expect(last.fabrics).toHaveLength(total - 39 * (first.totalPages - 1));
    const seen = new Set<string>();
    for (let page = 1; page <= first.totalPages; page++) {
      for (const fabric of (await list(`strona=${page}`)).fabrics) seen.add(fabric.code);
    }
    expect(seen.size).toBe(total);
  });

  it("filters by collection, colour and sale together", async () => {
    const { collections, colours } = await list("");
    const [collection] = collections;
    const found = await list(`kolekcja=${encodeURIComponent(collection!)}&wyprzedaz=1`);
    expect(found.found).toBe(await countWhere("where collection = ? and sale = 1", collection));
    expect(found.fabrics.every((f) => f.collection === collection && f.sale)).toBe(true);

    const two = colours.slice(0, 2);
    const byColour = await list(two.map((c) => `kolor=${encodeURIComponent(c)}`).join("&"));
    expect(byColour.found).toBe(await countWhere("where colour in (?, ?)", ...two));
    expect(byColour.fabrics.every((f) => two.includes(f.colour))).toBe(true);
  });

  it.each([
    ["nazwa", (a: { name: string }, b: { name: string }) => polishOrder.compare(a.name, b.name) <= 0],
    ["kod", (a: { code: string }, b: { code: string }) => a.code <= b.code],
    ["cena-rosnaco", (a: { pricePerM2: number }, b: { pricePerM2: number }) => a.pricePerM2 <= b.pricePerM2],
    ["cena-malejaco", (a: { pricePerM2: number }, b: { pricePerM2: number }) => a.pricePerM2 >= b.pricePerM2],
  ] as const)("sorts by %s", async (sort, inOrder) => {
    const { fabrics } = await list(`sort=${sort}`);
    for (let i = 1; i < fabrics.length; i++) {
      expect(inOrder(fabrics[i - 1] as never, fabrics[i] as never), `${fabrics[i - 1]!.code} before ${fabrics[i]!.code}`).toBe(true);
    }
  });

  it("features sale fabrics in Polish alphabetical order", async () => {
    const names = ["Ąb wyprzedaż", "Azalia wyprzedaż", "Łąka wyprzedaż", "Lato wyprzedaż"];
    const insert = env.DB.prepare(
      "insert into fabrics (code, name, colour, category, collection, image, price_per_m2, max_width_cm, available, sale, transmission, reflection, absorption) values (?, ?, 'biały', 'Test', 'Polskie litery', '/images/fabrics/PL-101.svg', 9900, 140, 1, 1, 30, 30, 40)",
    );
    await env.DB.batch(names.map((name, i) => insert.bind(`PLF-${i}`, name)));
    try {
      const featured = featuredFabrics(await catalogueSnapshot(db, env), 1000).map((f) => f.name);
      expect(featured).toEqual([...featured].sort(polishOrder.compare));
      expect(featured.slice(0, 2)).toEqual(["Azalia wyprzedaż", "Ąb wyprzedaż"]);
    } finally {
      await env.DB.prepare("delete from fabrics where code like 'PLF-%'").run();
    }
  });

  it("falls back to page 1 for a page past the end", async () => {
    const result = await list("wyprzedaz=1&strona=40");
    expect(result.page).toBe(1);
    expect(result.fabrics.length).toBe(Math.min(39, result.found));
  });

  it("finds nothing for an unknown collection, without an error", async () => {
    const result = await list("kolekcja=Nie%20istnieje");
    expect(result).toMatchObject({ found: 0, fabrics: [], page: 1, totalPages: 1 });
  });

  it("ignores nonsense in the query", async () => {
    const result = await list("sort=%27%3B%20drop%20table%20fabrics&strona=-1&wyprzedaz=%00");
    expect(result.page).toBe(1);
    expect(result.fabrics).toHaveLength(39);
  });
});
