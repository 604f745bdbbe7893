import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { fabrics } from "~/db/schema";
import { bumpCatalogueVersion, runStatements } from "~/server/catalogue/changes.server";
import { type CatalogueSnapshot, catalogueSnapshot, forgetCatalogueSnapshot } from "~/server/catalogue/snapshot.server";
import { getDb } from "~/server/platform/db.server";
import worker from "../../workers/app";

// Issue 10: at most 2 D1 round trips per page. Every call that reaches D1 counts once: a
// statement's first/all/run/raw, a batch (however many statements it holds), an exec.

function countingD1(db: D1Database) {
  const trips: string[] = [];
  const originals = new WeakMap<object, D1PreparedStatement>();
  const statement = (target: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const proxy = new Proxy(target, {
      get(stmt, property) {
        const value: unknown = Reflect.get(stmt, property, stmt);
        if (property === "bind") return (...values: unknown[]) => statement(stmt.bind(...values), sql);
        if (typeof property === "string" && ["first", "all", "run", "raw"].includes(property)) {
          return (...args: unknown[]) => {
            trips.push(sql);
            return (value as (...a: unknown[]) => unknown).apply(stmt, args);
          };
        }
        return typeof value === "function" ? value.bind(stmt) : value;
      },
    });
    originals.set(proxy, target);
    return proxy;
  };
  const proxy = new Proxy(db, {
    get(target, property) {
      if (property === "prepare") return (sql: string) => statement(target.prepare(sql), sql);
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => {
          trips.push(`batch of ${statements.length}`);
          return target.batch(statements.map((s) => originals.get(s) ?? s));
        };
      }
      if (property === "exec") {
        return (sql: string) => {
          trips.push(sql);
          return target.exec(sql);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: proxy, trips };
}

let unique = 0;

/** The page as a visitor without a session gets it on a cache miss (a fresh query string each time), and its text. */
async function render(path: string, vars: Partial<Env> = {}) {
  const { db, trips } = countingD1(env.DB);
  const url = new URL(`http://shop.test${path}`);
  url.searchParams.set("pomiar", String(++unique));
  const ctx = createExecutionContext();
  const request = new Request(url) as Request<unknown, IncomingRequestCfProperties>;
  const response = await worker.fetch(request, { ...env, ...vars, DB: db }, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  expect(response.status, path).toBe(200);
  return { trips, text };
}
const roundTrips = async (path: string, vars: Partial<Env> = {}) => (await render(path, vars)).trips;

async function someFabricCode() {
  return (await env.DB.prepare("select code from fabrics where available = 1 order by code limit 1").first<{ code: string }>())!.code;
}

describe("D1 round trips of the benchmarked pages", () => {
  it.each(["/", "/tkaniny-plisy?kolekcja=Basic&wyprzedaz=1&sort=cena-rosnaco", "/moskitiery/okienne", "/api/health"])("%s: one or two", async (path) => {
    const trips = await roundTrips(path);
    // At least one: the page was rendered, not served from the page cache.
    expect(trips.length, trips.join("\n")).toBeGreaterThanOrEqual(1);
    expect(trips.length, trips.join("\n")).toBeLessThanOrEqual(2);
  });

  it("a fabric page: the catalogue and the settings in one batch", async () => {
    // The integration tests read the catalogue afresh for every request (CATALOGUE_SNAPSHOT_MAX_AGE_MS = 0), and render
    // as in development, without the page cache.
    expect(await roundTrips(`/tkanina/${await someFabricCode()}`)).toEqual(["batch of 7"]);
  });
});

describe("renders in the steady state: the isolate's catalogue snapshot", () => {
  const steady = { CATALOGUE_SNAPSHOT_MAX_AGE_MS: "60000" } as unknown as Partial<Env>;
  afterEach(() => forgetCatalogueSnapshot());

  it("reads the catalogue once; every anonymous page after it makes no D1 round trip", async () => {
    forgetCatalogueSnapshot();
    const catalogue = "/tkaniny-plisy?kolekcja=Basic&wyprzedaz=1&sort=cena-rosnaco";
    expect(await roundTrips(catalogue, steady)).toEqual(["batch of 7"]);
    for (const path of [
      catalogue,
      "/tkaniny-plisy",
      "/",
      `/tkanina/${await someFabricCode()}`,
      "/plisy/profile",
      "/plisy/dodatki",
      "/moskitiery/okienne",
      "/moskitiery/drzwiowe",
      "/siatki-moskitiery",
    ]) {
      expect(await roundTrips(path, steady), path).toEqual([]);
    }
  });

  it("shows a change made through the back-office's write path on the very next render", async () => {
    const code = await someFabricCode();
    const db = getDb(env);
    const before = (await env.DB.prepare("select price_per_m2 as price from fabrics where code = ?").bind(code).first<{ price: number }>())!.price;
    await render(`/tkanina/${code}`, steady);
    const changed = before + 1234;
    try {
      await runStatements(db, [db.update(fabrics).set({ pricePerM2: changed }).where(eq(fabrics.code, code)), bumpCatalogueVersion(db)]);
      const { trips, text } = await render(`/tkanina/${code}`, steady);
      expect(trips).toEqual(["batch of 7"]);
      // The price is in the page's hydration data as the number it is.
      expect(text).toContain(String(changed));
      expect(listFabricPrice(await catalogueSnapshot(db, { ...env, ...steady } as Env), code)).toBe(changed);
    } finally {
      await runStatements(db, [db.update(fabrics).set({ pricePerM2: before }).where(eq(fabrics.code, code)), bumpCatalogueVersion(db)]);
    }
  });

  it("sees another isolate's change once its max age has passed, reading only the version while nothing changed", async () => {
    const code = await someFabricCode();
    const env60s = { ...env, ...steady } as Env;
    const { db, trips } = countingD1(env.DB);
    const drizzle = getDb({ DB: db });
    const start = Date.now();
    const first = await catalogueSnapshot(drizzle, env60s, start);
    expect(await catalogueSnapshot(drizzle, env60s, start + 59_999)).toBe(first);
    expect(trips).toEqual(["batch of 7"]);
    expect(await catalogueSnapshot(drizzle, env60s, start + 60_000)).toBe(first);
    expect(trips).toEqual(["batch of 7", 'select "version" from "catalogue_state" where "catalogue_state"."id" = ?']);

    const before = first.fabricsByCode.get(code)!.pricePerM2;
    // Another isolate's change: this one hears of it only through D1.
    await env.DB.batch([
      env.DB.prepare("update fabrics set price_per_m2 = ? where code = ?").bind(before + 1, code),
      env.DB.prepare("update catalogue_state set version = version + 1 where id = 1"),
    ]);
    try {
      expect(listFabricPrice(await catalogueSnapshot(drizzle, env60s, start + 119_999), code)).toBe(before);
      expect(listFabricPrice(await catalogueSnapshot(drizzle, env60s, start + 120_000), code)).toBe(before + 1);
    } finally {
      await env.DB.batch([
        env.DB.prepare("update fabrics set price_per_m2 = ? where code = ?").bind(before, code),
        env.DB.prepare("update catalogue_state set version = version + 1 where id = 1"),
      ]);
    }
  });
});

const listFabricPrice = (catalogue: CatalogueSnapshot, code: string) => catalogue.fabricsByCode.get(code)?.pricePerM2;
