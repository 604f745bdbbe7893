import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
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

/** The page as a visitor without a session gets it on a cache miss (a fresh query string each time). */
async function roundTrips(path: string) {
  const { db, trips } = countingD1(env.DB);
  const url = new URL(`http://shop.test${path}`);
  url.searchParams.set("pomiar", String(++unique));
  const ctx = createExecutionContext();
  const request = new Request(url) as Request<unknown, IncomingRequestCfProperties>;
  const response = await worker.fetch(request, { ...env, DB: db }, ctx);
  await response.text();
  await waitOnExecutionContext(ctx);
  expect(response.status, path).toBe(200);
  return trips;
}

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

  it("a fabric page: the shop's settings once, then the fabric, the profiles and the accessories in one batch", async () => {
    const trips = await roundTrips(`/tkanina/${await someFabricCode()}`);
    // Tests render as in development, without the page cache, whose lookup would read the settings with the catalogue's version.
    // The root's and the page's loaders run side by side: in either order.
    expect([...trips].sort()).toEqual(["batch of 3", 'select "key", "value" from "settings"']);
  });
});
