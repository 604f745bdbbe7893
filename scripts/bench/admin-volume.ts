// `npm run bench:admin`: the back-office at volume. Builds the worker (unless BENCH_SKIP_BUILD=1),
// serves it on a private local D1 holding the catalogue and BENCH_ADMIN_ORDERS seeded orders
// (100 000 by default, scripts/seed-orders.ts), signs an administrator in over HTTP (password, then
// the gate: an authenticator enrolled and the access code with its code) and times, as that
// administrator: the orders list (first page, no filter), its search (a surname, an e-mail fragment,
// an order number's digits), /admin-stats for this month (the default), the last 365 days and the
// longest period (3 years), each BENCH_ADMIN_RUNS requests after one warm-up (median and p95), and a
// full CSV export as the back-office asks for it (a POST that queues a job; the queue consumer writes
// the file to R2) until the file downloads, against the queue consumer's limits. The figures go into
// bench-results/latest.json (`admin`). A benchmark, not a test.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { dirname, resolve } from "node:path";
import { localAdminStatements, newLocalAdmin, readAdminAccessCode } from "../local-admin.ts";
import { seedOrders } from "../seed-orders.ts";
import { queryLocalD1 } from "../../tests/support/node/d1.ts";
import { serveBuiltWorker } from "../../tests/support/node/serve-built-worker.ts";
import { secretShown, totpCode } from "../../tests/support/totp.ts";
import { cpuMs, peakRssMb, servedProcesses } from "./processes.ts";
import type { AdminExport, AdminPageTiming, AdminResults } from "./results.ts";
import { ascending, median, percentile } from "./statistics.ts";

const root = resolve(import.meta.dirname, "../..");
const ORDERS = Number(process.env.BENCH_ADMIN_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_ADMIN_RUNS ?? 20);
/** The issue's target for a back-office page at this volume ("well under a second"). */
const TARGET_MS = 1000;
/** Above this a page is worth a look at its query plan, though within the target. */
const SLOW_MS = 300;
/** How often the export's download is tried while the consumer builds the file. */
const EXPORT_POLL_MS = 500;
const EXPORT_TIMEOUT_MS = 20 * 60_000;

/**
 * What Cloudflare allows one queue consumer invocation (Queues limits: "Consumer duration (wall clock time)
 * 15 minutes", CPU "Configurable to 5 minutes"; Workers limits: 30 s of CPU unless `limits.cpu_ms` says
 * otherwise, 128 MB of memory per isolate). The export runs in one invocation (workers/events/orders-export.ts).
 */
const wranglerToml = readFileSync(resolve(root, "wrangler.toml"), "utf8");
const CONSUMER_LIMITS = {
  wallSeconds: 15 * 60,
  cpuSeconds: Number(/^\s*cpu_ms\s*=\s*(\d+)/m.exec(wranglerToml)?.[1] ?? 30_000) / 1000,
  memoryMb: 128,
};

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

const p95 = (values: number[]) => percentile(ascending(values), 95);

/** BENCH_ADMIN_RUNS GETs of a page after a warm-up; each must answer 200 with `expected` in it. */
async function timePage(url: string, jar: CookieJar, name: string, path: string, expected: string): Promise<AdminPageTiming> {
  const times: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const started = performance.now();
    const response = await fetch(url + path, { headers: { Cookie: jar.header }, redirect: "manual" });
    const html = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200 || !html.includes(expected))
      throw new Error(`bench:admin: ${path} answered ${response.status}${response.status === 200 ? ` without "${expected}"` : ""}`);
    if (i > 0) times.push(ms); // the first request warms the worker and SQLite's page cache
  }
  const timing = { name, path, medianMs: median(times), p95Ms: p95(times), minMs: Math.min(...times), maxMs: Math.max(...times), runs: times.length };
  const verdict = timing.p95Ms >= TARGET_MS ? "  OVER 1 s" : timing.p95Ms >= SLOW_MS ? `  (≥ ${SLOW_MS} ms)` : "";
  console.log(
    `  ${name.padEnd(34)} median ${timing.medianMs.toFixed(0).padStart(5)} ms  p95 ${timing.p95Ms.toFixed(0).padStart(5)} ms  (min ${timing.minMs.toFixed(0)}, max ${timing.maxMs.toFixed(0)}, ${timing.runs} runs; target < ${TARGET_MS} ms)${verdict}`,
  );
  return timing;
}

/** A full export as the back-office asks for it, timed until its file downloads. */
async function timeExport(url: string, jar: CookieJar, persistTo: string): Promise<AdminExport> {
  const served = servedProcesses(url);
  const workerdPids = served ? [...served.proxy, ...served.runtime] : [];
  const servedPids = [...(served?.wrangler ?? []), ...workerdPids];
  const rssBefore = peakRssMb(workerdPids);
  const cpuBefore = cpuMs(servedPids);
  const started = performance.now();
  const asked = await fetch(`${url}/admin/excel-bot`, {
    method: "POST",
    body: new URLSearchParams({ intent: "export" }),
    headers: { Origin: url, Cookie: jar.header },
    redirect: "manual",
  });
  const answer = await asked.text();
  if (asked.status !== 200 || !answer.includes("Eksport zlecony")) throw new Error(`bench:admin: asking for the export answered ${asked.status}`);
  // The job's id is not on the page until the file is ready: the bench reads it from the D1 (a few seconds of wrangler).
  const [[job]] = queryLocalD1(persistTo, "select id from export_jobs order by created_at desc limit 1") as [{ id: string }[]];
  if (!job) throw new Error("bench:admin: the export asked for no job");
  let download: Response;
  for (;;) {
    download = await fetch(`${url}/admin/eksport/${job.id}`, { headers: { Cookie: jar.header }, redirect: "manual" });
    if (download.status === 200) break;
    await download.arrayBuffer();
    if (download.status !== 404) throw new Error(`bench:admin: the export's download answered ${download.status}`);
    if (performance.now() - started > EXPORT_TIMEOUT_MS) throw new Error(`bench:admin: the export was not done after ${EXPORT_TIMEOUT_MS / 60_000} minutes`);
    await new Promise((done) => setTimeout(done, EXPORT_POLL_MS));
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = served ? (cpuMs(servedPids) - cpuBefore) / 1000 : null;
  const downloading = performance.now();
  const bytes = (await download.arrayBuffer()).byteLength;
  const downloadMs = performance.now() - downloading;
  const [[done]] = queryLocalD1(persistTo, `select status, row_count as rows, orders_total as orders from export_jobs where id = '${job.id}'`) as [
    { status: string; rows: number; orders: number }[],
  ];
  if (done?.status !== "done") throw new Error(`bench:admin: the export's job is ${done?.status}`);
  // The workerd whose peak is highest after the export is the one that ran it.
  const [workerd, after] = [...peakRssMb(workerdPids)].sort(([, a], [, b]) => b - a)[0] ?? [];
  return {
    orders: done.orders,
    rows: done.rows,
    bytes,
    seconds,
    downloadMs,
    cpuSeconds: cpu,
    workerdPeakRssMb: workerd !== undefined && after !== undefined && rssBefore.has(workerd) ? { before: rssBefore.get(workerd)!, after } : null,
  };
}

const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(1);

function printExport(result: AdminExport) {
  const limits = CONSUMER_LIMITS;
  console.log(
    `  CSV export (every order)           ${result.seconds.toFixed(1)} s from the POST to a downloadable file (the queue's delivery included); ${result.orders} orders, ${result.rows} rows, ${megabytes(result.bytes)} MB; download ${result.downloadMs.toFixed(0)} ms`,
  );
  console.log("  the queue consumer's limits, one invocation:");
  console.log(`    wall time ${result.seconds.toFixed(1)} s of ${limits.wallSeconds} s${result.seconds > limits.wallSeconds ? "  OVER" : ""}`);
  console.log(
    result.cpuSeconds === null
      ? `    CPU time: not measured (no /proc); limit ${limits.cpuSeconds} s`
      : `    CPU time ≤ ${result.cpuSeconds.toFixed(1)} s of ${limits.cpuSeconds} s (the served processes' CPU meanwhile: workerd with the local D1's SQLite, wrangler's proxy, the polling)${result.cpuSeconds > limits.cpuSeconds ? "  OVER" : ""}`,
  );
  const rss = result.workerdPeakRssMb;
  console.log(
    `    memory ${limits.memoryMb} MB an isolate: the ${megabytes(result.bytes)} MB file goes to R2 part by part (workers/events/orders-export.ts)${rss ? `; workerd's peak resident memory went from ${rss.before.toFixed(0)} to ${rss.after.toFixed(0)} MB (the whole runtime with SQLite's cache; the local runtime enforces no limit)` : ""}`,
  );
}

/** `track` hears of the served worker's stop, so a caller stopping early (Ctrl+C) stops it too. */
export async function benchAdminVolume({ build = true, track }: { build?: boolean; track?: (stop: () => Promise<void>) => void } = {}): Promise<AdminResults> {
  const startedAt = new Date().toISOString();
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
    const loadAverage = loadavg();
    console.log(`bench:admin: ${availableParallelism()} CPUs, load average ${loadAverage.map((n) => n.toFixed(1)).join(" ")}`);
    const today = new Date();
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    // The list's search field looks through the number, the e-mail and "first last" (app/server/orders/admin.server.ts):
    // a surname the seed gives every tenth order, one customer's e-mail address, and one order's number by its digits.
    const orderDigits = String(500_000 + Math.ceil(ORDERS / 2));
    const pages = [
      { name: "orders list (first page)", path: "/admin/excel-bot", expected: "Wszystkie zamówienia" },
      { name: "orders search: surname", path: `/admin/excel-bot?szukaj=${encodeURIComponent("Wiśniewski")}`, expected: "Pasujące zamówienia" },
      { name: "orders search: e-mail", path: `/admin/excel-bot?szukaj=${encodeURIComponent(`klient${Math.ceil(ORDERS / 3)}@`)}`, expected: "Pasujące zamówienia" },
      { name: "orders search: order number", path: `/admin/excel-bot?szukaj=${orderDigits}`, expected: orderDigits },
      { name: "stats: this month (default)", path: "/admin-stats", expected: "Przychód" },
      { name: "stats: last 365 days", path: `/admin-stats?od=${day(today.getTime() - 364 * 86_400_000)}&do=${day(today.getTime())}`, expected: "Przychód" },
      { name: "stats: 3 years (longest)", path: `/admin-stats?od=${day(today.getTime() - 3 * 365 * 86_400_000)}&do=${day(today.getTime())}`, expected: "Przychód" },
    ];
    const timings: AdminPageTiming[] = [];
    for (const page of pages) timings.push(await timePage(server.url, jar, page.name, page.path, page.expected));
    const exported = await timeExport(server.url, jar, server.persistTo);
    printExport(exported);
    return { startedAt, orders: ORDERS, loadAverage, pages: timings, export: exported };
  } finally {
    await server.stop();
  }
}

/** Puts the back-office figures into bench-results/latest.json beside the rest of the last run's. */
export function recordAdminResults(results: AdminResults) {
  const file = resolve(root, "bench-results/latest.json");
  const latest = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>) : {};
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...latest, admin: results }, null, 2)}\n`);
}

if (import.meta.main) {
  recordAdminResults(await benchAdminVolume({ build: process.env.BENCH_SKIP_BUILD !== "1" }));
  console.log("bench:admin: the figures are in bench-results/latest.json (admin)");
}
