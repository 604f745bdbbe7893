import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { saleNotLowerMessage } from "~/lib/price-history";
import { fabricsByCode, planFabricChanges, runStatements } from "~/server/catalogue/changes.server";
import { catalogueVersion, type Fabric } from "~/server/catalogue/snapshot.server";
import { getDb } from "~/server/platform/db.server";
import { pageCacheKey } from "../../workers/page-cache";
import { testActor } from "../support/workers/admin";

const db = getDb(env);
const DAY = 24 * 60 * 60 * 1000;

/** A fabric of its own for each test, as the back-office would create it. */
async function newFabric(change: Partial<Fabric> = {}): Promise<Fabric> {
  const code = `T-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  const after = { code, name: `Test ${code}`, colour: "biały", category: "Półprzezroczysta", collection: "Testowa", image: "/images/fabrics/PL-101.svg" };
  const planned = await planFabricChanges(
    db,
    testActor,
    [{ before: undefined, after: { ...after, pricePerM2: 10000, maxWidthCm: 140, available: true, sale: false, transmission: 30, reflection: 30, absorption: 40, ...change } }],
    "product_created",
    new Date(Date.now() - 60 * DAY),
  );
  if (!planned.ok) throw new Error(JSON.stringify(planned.refusals));
  await runStatements(db, planned.statements);
  return (await fabricsByCode(db, [code])).get(code)!;
}

async function change(before: Fabric, after: Partial<Fabric>, at = new Date()) {
  const { nameSortKey, saleStartedAt, lowestPriceBeforeSale, ...record } = before;
  return planFabricChanges(db, testActor, [{ before, after: { ...record, ...after } }], "product_updated", at);
}

const historyOf = (code: string) =>
  env.DB.prepare("select old_price, new_price, on_sale, user_email from price_history where item_kind = 'fabric' and item_key = ? order by id").bind(code).all();

describe("a catalogue change is written whole: the row, its price history, its audit entry and a new catalogue version", () => {
  it("a price change", async () => {
    const fabric = await newFabric();
    const version = await catalogueVersion(db);
    const planned = await change(fabric, { pricePerM2: 11000 });
    if (!planned.ok) throw new Error("refused");
    await runStatements(db, planned.statements);

    expect((await fabricsByCode(db, [fabric.code])).get(fabric.code)?.pricePerM2).toBe(11000);
    expect((await historyOf(fabric.code)).results).toEqual([
      { old_price: null, new_price: 10000, on_sale: 0, user_email: testActor.email },
      { old_price: 10000, new_price: 11000, on_sale: 0, user_email: testActor.email },
    ]);
    const audit = await env.DB.prepare("select action, details from audit_log where target = ? order by id desc limit 1")
      .bind(fabric.code)
      .first<{ action: string; details: string }>();
    expect(audit?.action).toBe("product_updated");
    expect(JSON.parse(audit!.details)).toEqual({ pricePerM2: "10000 → 11000" });
    expect(await catalogueVersion(db)).toBe(version + 1);
  });

  it("a change of a name only adds no price history", async () => {
    const fabric = await newFabric();
    const planned = await change(fabric, { name: "Nowa nazwa" });
    if (!planned.ok) throw new Error("refused");
    await runStatements(db, planned.statements);
    expect((await historyOf(fabric.code)).results).toHaveLength(1);
  });

  it("a sale keeps the lowest price of the 30 days before it, and ends with it", async () => {
    const fabric = await newFabric();
    const raised = await change(fabric, { pricePerM2: 12000 }, new Date(Date.now() - 10 * DAY));
    if (!raised.ok) throw new Error("refused");
    await runStatements(db, raised.statements);

    const before = (await fabricsByCode(db, [fabric.code])).get(fabric.code)!;
    const onSale = await change(before, { pricePerM2: 9000, sale: true });
    if (!onSale.ok) throw new Error("refused");
    await runStatements(db, onSale.statements);
    const sale = (await fabricsByCode(db, [fabric.code])).get(fabric.code)!;
    expect(sale.lowestPriceBeforeSale).toBe(10000);
    expect(sale.saleStartedAt).not.toBeNull();

    const ended = await change(sale, { pricePerM2: 12000, sale: false });
    if (!ended.ok) throw new Error("refused");
    await runStatements(db, ended.statements);
    const after = (await fabricsByCode(db, [fabric.code])).get(fabric.code)!;
    expect([after.saleStartedAt, after.lowestPriceBeforeSale]).toEqual([null, null]);
  });

  it("refuses a sale whose price is not below the lowest of the 30 days before, and changes nothing", async () => {
    const fabric = await newFabric();
    const version = await catalogueVersion(db);
    const planned = await change(fabric, { sale: true });
    const message = saleNotLowerMessage(10000);
    expect(planned).toEqual({
      ok: false,
      refusals: [{ code: fabric.code, name: fabric.name, field: "pricePerM2", message, reason: `${fabric.code} „${fabric.name}”: ${message}` }],
    });
    expect(await catalogueVersion(db)).toBe(version);
  });
});

describe("cached public pages are keyed by the build and the catalogue version", () => {
  const request = new Request("http://shop.test/tkaniny-plisy?strona=2");
  const generation = (catalogueVersion: number, build = "a1b2c3d4") => ({ build, catalogueVersion });

  it("the same page under another version is another entry", async () => {
    const cache = await caches.open("pages-test");
    await cache.put(pageCacheKey(request, generation(7)), new Response("stara cena", { headers: { "Cache-Control": "public, s-maxage=300" } }));
    expect(await (await cache.match(pageCacheKey(request, generation(7))))?.text()).toBe("stara cena");
    expect(await cache.match(pageCacheKey(request, generation(8)))).toBeUndefined();
    expect(new URL(pageCacheKey(request, generation(8)).url).searchParams.get("strona")).toBe("2");
    // A page states the ship-by date from today: the next Warsaw day (23:30 UTC on 24 November is the 25th) is another key.
    const evening = new Date("2026-11-24T22:30:00Z");
    const night = new Date("2026-11-24T23:30:00Z");
    expect(pageCacheKey(request, generation(8), evening).url).not.toBe(pageCacheKey(request, generation(8), night).url);
    expect(pageCacheKey(request, generation(8), night).url).toBe(pageCacheKey(request, generation(8), new Date("2026-11-25T20:00:00Z")).url);
  });

  it("a page stored by the previous build is not served by the next one, whose scripts and styles have other names", async () => {
    const cache = await caches.open("pages-test");
    await cache.put(
      pageCacheKey(request, generation(9, "stary000")),
      new Response('<script src="/assets/entry.client-stary.js"></script>', { headers: { "Cache-Control": "public, s-maxage=300" } }),
    );
    expect(await cache.match(pageCacheKey(request, generation(9, "stary000")))).toBeDefined();
    expect(await cache.match(pageCacheKey(request, generation(9, "nowy0000")))).toBeUndefined();
  });
});
