// `npm run bench:admin`: the back-office at volume. Builds the worker (unless BENCH_SKIP_BUILD=1),
// serves it on a private local D1 holding the catalogue and BENCH_ADMIN_ORDERS seeded orders
// (100 000 by default, scripts/seed-orders.ts), signs an administrator in over HTTP (password, then
// the gate: an authenticator enrolled and the access code with its code) and prints how long
// /admin-stats takes for the default period (this month), the last 365 days and the longest period
// (3 years): the median of BENCH_ADMIN_RUNS requests after one warm-up. A benchmark, not a test.
import { availableParallelism, loadavg } from "node:os";
import { resolve } from "node:path";
import { localAdminStatements, newLocalAdmin, readAdminAccessCode } from "../local-admin.ts";
import { seedOrders } from "../seed-orders.ts";
import { queryLocalD1 } from "../../tests/support/node/d1.ts";
import { serveBuiltWorker } from "../../tests/support/node/serve-built-worker.ts";
import { secretShown, totpCode } from "../../tests/support/totp.ts";

const root = resolve(import.meta.dirname, "../..");
const ORDERS = Number(process.env.BENCH_ADMIN_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_ADMIN_RUNS ?? 7);
/** The target for the stats page at this volume. */
const TARGET_MS = 1000;

/** The cookies a browser would keep, by name. */
class CookieJar {
  readonly #cookies = new Map<string, string>();
  take(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair!.indexOf("=");
      this.#cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  }
  get header() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

async function signInAdministrator(url: string, admin: { email: string; password: string }, accessCode: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const post = async (path: string, fields: Record<string, string>) => {
    const response = await fetch(url + path, { method: "POST", body: new URLSearchParams(fields), headers: { Origin: url, Cookie: jar.header }, redirect: "manual" });
    jar.take(response);
    return response;
  };
  const login = await post("/auth", { intent: "login", email: admin.email, password: admin.password });
  if (login.status !== 302) throw new Error(`bench:admin: signing in answered ${login.status}`);
  const enrolment = await post("/admin-auth", { intent: "enrol", password: admin.password });
  const secret = secretShown(await enrolment.text());
  const entered = await post("/admin-auth", { intent: "enter", code: accessCode, totp: await totpCode(secret) });
  if (entered.headers.get("Location") !== "/admin-panel") throw new Error(`bench:admin: the gate answered ${entered.status} ${entered.headers.get("Location")}`);
  return jar;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** `track` hears of the served worker's stop, so a caller stopping early (Ctrl+C) stops it too. */
export async function benchAdminVolume({
  build = true,
  track,
}: {
  build?: boolean;
  track?: (stop: () => Promise<void>) => void;
} = {}): Promise<{ name: string; path: string; medianMs: number }[]> {
  const admin = newLocalAdmin();
  const accessCode = readAdminAccessCode(resolve(root, ".dev.vars"));
  if (!accessCode) throw new Error("bench:admin: no ADMIN_ACCESS_CODE in .dev.vars (npm run typecheck or npm start writes it)");
  console.log(`bench:admin: seeding ${ORDERS} orders into a private local D1`);
  const server = await serveBuiltWorker({
    build,
    beforeServe: (persistTo) => {
      seedOrders({ persistTo, count: ORDERS });
      queryLocalD1(persistTo, ...localAdminStatements(admin));
    },
  });
  track?.(server.stop);
  try {
    const jar = await signInAdministrator(server.url, admin, accessCode);
    // The machine's other work moves these figures a lot: say how busy it was.
    console.log(
      `bench:admin: ${availableParallelism()} CPUs, load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")}`,
    );
    const today = new Date();
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const periods = [
      { name: "this month (default)", path: "/admin-stats" },
      { name: "last 365 days", path: `/admin-stats?od=${day(today.getTime() - 364 * 86_400_000)}&do=${day(today.getTime())}` },
      { name: "3 years (longest)", path: `/admin-stats?od=${day(today.getTime() - 3 * 365 * 86_400_000)}&do=${day(today.getTime())}` },
    ];
    const results = [];
    for (const period of periods) {
      const times: number[] = [];
      for (let i = 0; i <= RUNS; i++) {
        const started = performance.now();
        const response = await fetch(server.url + period.path, { headers: { Cookie: jar.header }, redirect: "manual" });
        const html = await response.text();
        const ms = performance.now() - started;
        if (response.status !== 200 || !html.includes("Przychód")) throw new Error(`bench:admin: ${period.path} answered ${response.status}`);
        if (i > 0) times.push(ms); // the first request warms the worker and SQLite's page cache
      }
      const medianMs = median(times);
      results.push({ ...period, medianMs });
      console.log(
        `  /admin-stats ${period.name.padEnd(22)} median ${medianMs.toFixed(0).padStart(5)} ms  (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}, ${RUNS} runs)${medianMs > TARGET_MS ? "  OVER 1 s" : ""}`,
      );
    }
    return results;
  } finally {
    await server.stop();
  }
}

if (import.meta.main) {
  await benchAdminVolume({ build: process.env.BENCH_SKIP_BUILD !== "1" });
}
