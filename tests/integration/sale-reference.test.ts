import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogueParams } from "~/lib/catalogue";
import { formatPln } from "~/lib/money";
import { lowestPriceText, saleReference } from "~/lib/price-history";
import type { AuditActor } from "~/server/admin/audit.server";
import { type FabricRecord, fabricsByCode, planFabricChanges, priceChanges, runStatements } from "~/server/catalogue/changes.server";
import { getDb } from "~/server/platform/db.server";

// The lowest price of the 30 days before a reduction, as shoppers see it once the back-office's write
// path has put a fabric on sale (docs/decisions/2026-11-23-lowest-price-before-a-reduction.md).

const get = async (path: string) => {
  const response = await exports.default.fetch(`http://shop.test${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
};
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, json]) => JSON.parse(json!) as Record<string, unknown>);
const productOffer = (html: string) => (jsonLd(html).find((item) => item["@type"] === "Product")?.offers ?? null) as Record<string, unknown> | null;
/** The card of one fabric in a grid: its <article>, found by the fabric's page link. */
const cardOf = (html: string, code: string) =>
  html
    .split("<article")
    .find((chunk) => chunk.includes(`href="/tkanina/${code}"`))
    ?.split("</article>")[0];

const DAY = 24 * 60 * 60 * 1000;
const actor: AuditActor = { userId: "sale-reference-test", email: "wlasciciel@plisy.example", ipAddress: null, userAgent: null };
const db = getDb(env);

/** Writes a fabric through the back-office's one write path, as of `daysAgo`: created from `created`, or changed from its stored row. */
async function writeFabric(code: string, daysAgo: number, change: Partial<FabricRecord>, created?: FabricRecord) {
  const before = (await fabricsByCode(db, [code])).get(code);
  let after: FabricRecord;
  if (before) {
    const { nameSortKey, saleStartedAt, lowestPriceBeforeSale, ...stored } = before;
    after = { ...stored, ...change };
  } else if (created) after = { ...created, ...change };
  else throw new Error(`no fabric ${code} to change`);
  const plan = await planFabricChanges(db, actor, [{ before, after }], before ? "product_updated" : "product_created", new Date(Date.now() - daysAgo * DAY));
  if (!plan.ok) throw new Error(plan.refusals.map((refusal) => refusal.reason).join("; "));
  await runStatements(db, plan.statements);
}

// Sorts before every seeded name, so it is on the first page of the sale filter and among the home page's featured fabrics.
const ON_SALE: FabricRecord = {
  code: "TST-OMNI",
  name: "Aksamit testowy",
  colour: "zielony",
  category: "Półprzezroczysta",
  collection: "Basic",
  image: "/images/fabrics/PL-101.svg",
  pricePerM2: 10_000,
  maxWidthCm: 120,
  available: true,
  sale: false,
  transmission: 30,
  reflection: 40,
  absorption: 30,
};

describe("a fabric put on sale through the write path", () => {
  // Created 90 days ago at 100 zł; 85 zł within the 30 days before the cut; raised to 110 zł; then on sale at 79 zł.
  const LOWEST = 8_500;
  const SALE_PRICE = 7_900;
  beforeAll(async () => {
    await writeFabric(ON_SALE.code, 90, {}, ON_SALE);
    await writeFabric(ON_SALE.code, 20, { pricePerM2: LOWEST });
    await writeFabric(ON_SALE.code, 10, { pricePerM2: 11_000 });
    await writeFabric(ON_SALE.code, 0, { pricePerM2: SALE_PRICE, sale: true });
  });

  it("stores the sale's reference from the history", async () => {
    const row = await env.DB.prepare("select sale, price_per_m2, lowest_price_before_sale from fabrics where code = ?").bind(ON_SALE.code).first();
    expect(row).toEqual({ sale: 1, price_per_m2: SALE_PRICE, lowest_price_before_sale: LOWEST });
  });

  it("shows the lowest 30-day price on its card in the sale filter of the catalogue", async () => {
    const card = cardOf(await get(`/tkaniny-plisy?${catalogueParams.sale}=1`), ON_SALE.code);
    expect(card).toBeDefined();
    expect(card).toContain(formatPln(SALE_PRICE));
    expect(card).toContain(`Najniższa cena z 30 dni przed obniżką: ${formatPln(LOWEST)}/m²`);
    expect(card).toContain("Wyprzedaż");
  });

  it("shows it on the home page's featured sale fabrics", async () => {
    const card = cardOf(await get("/"), ON_SALE.code);
    expect(card).toContain(formatPln(SALE_PRICE));
    expect(card).toContain(lowestPriceText(LOWEST));
  });

  it("shows it on the fabric page, next to the sale price and in the configurator, and marks it in the JSON-LD", async () => {
    const page = await get(`/tkanina/${ON_SALE.code}`);
    expect(page).toContain(formatPln(SALE_PRICE));
    // Under the price in the facts, and in the configurator's price area with the sale price per m².
    expect(page.split(lowestPriceText(LOWEST)).length - 1).toBe(2);
    expect(page).toContain(`Cena tkaniny w wyprzedaży: ${formatPln(SALE_PRICE)}/m²`);
    expect(page).not.toContain(lowestPriceText(SALE_PRICE));

    const offer = productOffer(page);
    expect(offer).toMatchObject({ price: "79.00", priceCurrency: "PLN" });
    expect(offer!.priceSpecification).toEqual([
      expect.objectContaining({ "@type": "UnitPriceSpecification", price: "79.00", unitCode: "MTK" }),
      expect.objectContaining({ "@type": "UnitPriceSpecification", price: "85.00", unitCode: "MTK", priceType: "https://schema.org/StrikethroughPrice" }),
    ]);
  });
});

describe("the seed's sale fabrics", () => {
  it("are real reductions: their seeded history gives each a lowest 30-day price strictly above its price, which its page and card show", async () => {
    type Seeded = { code: string; price_per_m2: number; sale_started_at: number; lowest_price_before_sale: number };
    const seeded = (
      await env.DB.prepare("select code, price_per_m2, sale_started_at, lowest_price_before_sale from fabrics where sale = 1 and code like 'PL-%' order by code").all<Seeded>()
    ).results;
    expect(seeded.length).toBeGreaterThan(0);
    const histories = await priceChanges(
      db,
      "fabric",
      seeded.map((fabric) => fabric.code),
    );
    for (const fabric of seeded) {
      expect([fabric.code, fabric.lowest_price_before_sale > fabric.price_per_m2]).toEqual([fabric.code, true]);
      // The stored reference is the one the rule derives from the seeded history, for a sale started within the last 30 days.
      expect(saleReference(histories.get(fabric.code) ?? [])).toEqual({ saleStartedAt: fabric.sale_started_at, lowestPrice: fabric.lowest_price_before_sale });
      expect(Date.now() - fabric.sale_started_at).toBeLessThan(30 * DAY);
      expect(fabric.sale_started_at).toBeLessThan(Date.now());

      const page = await get(`/tkanina/${fabric.code}`);
      expect(page).toContain(lowestPriceText(fabric.lowest_price_before_sale));
      expect(page).not.toContain(lowestPriceText(fabric.price_per_m2));
      expect(JSON.stringify(productOffer(page))).toContain("StrikethroughPrice");
    }

    const [first] = seeded;
    const card = cardOf(await get(`/tkaniny-plisy?${catalogueParams.sale}=1&${catalogueParams.sort}=kod`), first!.code);
    expect(card).toContain(lowestPriceText(first!.lowest_price_before_sale));
  });
});

describe("fabrics not on sale", () => {
  it("a fabric not on sale shows no such text, on its page or its card", async () => {
    const regular = await env.DB.prepare("select code from fabrics where sale = 0 and code like 'PL-%' order by code limit 1").first<{ code: string }>();
    expect(regular).not.toBeNull();
    const page = await get(`/tkanina/${regular!.code}`);
    expect(page).not.toContain("Najniższa cena z 30 dni");
    expect(page).not.toContain("Cena tkaniny w wyprzedaży");
    expect(JSON.stringify(productOffer(page))).not.toContain("StrikethroughPrice");

    const card = cardOf(await get(`/tkaniny-plisy?${catalogueParams.sort}=kod`), regular!.code);
    expect(card).toBeDefined();
    expect(card).not.toContain("Najniższa cena z 30 dni");
  });
});
