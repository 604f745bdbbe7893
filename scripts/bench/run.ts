// `npm run bench`: builds the worker, serves it and a trivial worker locally, and measures
// throughput and latency, the JavaScript and CSS each page loads, and Lighthouse's mobile scores.
// A benchmark, not a test: it prints figures and where they miss the targets, and exits 0 unless
// something failed to run. Everything it starts listens on 127.0.0.1 and is stopped on the way out.
//
//   BENCH_SECONDS=10          length of each load run, taken in turns of 2 s with as many of the trivial worker
//   BENCH_LIGHTHOUSE_RUNS=3   Lighthouse runs per page (the median is reported); 0 skips Lighthouse
//   BENCH_SKIP_BUILD=1        serve the existing build/ instead of building
//   BENCH_TIMEOUT_MINUTES=35  the whole run is cut off after this
//   BENCH_PAGES=cart,checkout only these routes (by name, scripts/bench/assets.ts benchRoutes), e.g. to rerun Lighthouse on a few
//   BENCH_ADMIN=0             skip the back-office at volume (scripts/bench/admin-volume.ts: orders list, search, stats, CSV export on 100 000 orders)
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { delimiter, join, resolve } from "node:path";
import { freePort, serveBuiltWorker } from "../../tests/support/node/serve-built-worker.ts";
import { benchAdminVolume, recordAdminResults } from "./admin-volume.ts";
import { benchRoutes, initialAssets, readJsBaseline } from "./assets.ts";
import { CATEGORIES, lighthouseScores, seededCartStorage, type LighthouseResult } from "./lighthouse.ts";
import { measure, measureInTurns, RENDERED_COOKIE, summarize } from "./load.ts";
import { servedProcesses } from "./processes.ts";
import { printReport } from "./report.ts";
import { stopOnExit } from "./stop-on-exit.ts";
import type { BenchResults, LoadRow, PageAssets } from "./results.ts";
import type { StoredPage } from "./stored-pages-worker.ts";

const root = resolve(import.meta.dirname, "../..");
// Run directly (`node scripts/bench/run.ts`) as well as through npm: the tools live in node_modules/.bin.
process.env.PATH = `${join(root, "node_modules/.bin")}${delimiter}${process.env.PATH ?? ""}`;

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const timeoutMinutes = Number(process.env.BENCH_TIMEOUT_MINUTES ?? 35);
const CONNECTIONS = [1, 10] as const;
/** Each load run is cut in turns of ~2 s, alternating with the trivial worker's. */
const TURNS = Math.max(1, Math.round(seconds / 2));

const { track, stopAll } = stopOnExit("bench");
const deadline = setTimeout(() => {
  console.error(`bench: not done after ${timeoutMinutes} minutes, stopping`);
  void stopAll().finally(() => process.exit(2));
}, timeoutMinutes * 60_000);

async function waitForOk(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * `wrangler dev` on one of the bench's reference workers, with the shop's compatibility date and flags: the trivial
 * worker, or (with `config`) the stored pages behind the shop's [assets] configuration.
 */
async function serveReferenceWorker(name: string, main: string, config: Record<string, unknown> = {}) {
  const dir = mkdtempSync(join(tmpdir(), `shop-bench-${name}-`));
  const toml = readFileSync(join(root, "wrangler.toml"), "utf8");
  const wranglerConfig = {
    name: `bench-${name}`,
    main: join(root, main),
    compatibility_date: /^compatibility_date\s*=\s*"([^"]+)"/m.exec(toml)?.[1] ?? "2026-10-01",
    compatibility_flags: ["nodejs_compat"],
    ...config,
  };
  writeFileSync(join(dir, "wrangler.json"), JSON.stringify(wranglerConfig, null, 2));
  const port = await freePort();
  const server = spawn(
    "wrangler",
    [
      "dev",
      "--config",
      join(dir, "wrangler.json"),
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      join(dir, "state"),
      "--log-level",
      "warn",
      "--show-interactive-dev-session=false",
    ],
    { cwd: dir, stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, CI: "true" }, detached: true },
  );
  const stop = () =>
    new Promise<void>((done) => {
      const finish = () => {
        rmSync(dir, { recursive: true, force: true });
        done();
      };
      if (server.exitCode !== null || server.signalCode !== null) return finish();
      server.once("exit", finish);
      process.kill(-server.pid!, "SIGTERM");
    });
  track(stop);
  return { url: `http://127.0.0.1:${port}`, stop };
}

async function serveTrivialWorker() {
  const trivial = await serveReferenceWorker("trivial", "scripts/bench/trivial-worker.ts");
  await waitForOk(`${trivial.url}/`, 60_000);
  return trivial;
}

/**
 * The pages as the shop's page cache answers a visitor without cookies (what autocannon asks for), served by
 * scripts/bench/stored-pages-worker.ts behind the built worker's own [assets] configuration.
 */
async function serveStoredPages(shopUrl: string, paths: string[]) {
  const pages: Record<string, StoredPage> = {};
  for (const path of paths) {
    const response = await fetch(shopUrl + path, { headers: { "Accept-Encoding": "identity" } });
    if (response.headers.get("Cache-Control")?.startsWith("public") !== true) throw new Error(`${path} is not a public cached page`);
    // What framing the runtime adds on the way out is left to it, as for the shop.
    const headers = [...response.headers].filter(([header]) => !["content-length", "content-encoding", "transfer-encoding"].includes(header));
    pages[path] = { headers, body: await response.text() };
  }
  const built = JSON.parse(readFileSync(join(root, "build/server/wrangler.json"), "utf8")) as { assets: { directory: string } };
  const assets = { ...built.assets, directory: resolve(root, "build/server", built.assets.directory) };
  const stored = await serveReferenceWorker("stored-pages", "scripts/bench/stored-pages-worker.ts", { assets, define: { STORED_PAGES: JSON.stringify(pages) } });
  await waitForOk(`${stored.url}${paths[0]}`, 60_000);
  return stored;
}

async function main() {
  const startedAt = new Date();
  const loadAverageBefore = loadavg();
  console.log(`bench: ${availableParallelism()} CPUs, load average ${loadAverageBefore.map((n) => n.toFixed(1)).join(" ")}`);

  const shop = await serveBuiltWorker({ build: process.env.BENCH_SKIP_BUILD !== "1" });
  track(shop.stop);
  const trivial = await serveTrivialWorker();

  const only = process.env.BENCH_PAGES?.split(",").map((name) => name.trim());
  const allRoutes = (await benchRoutes(shop.url)).filter((route) => !only || only.includes(route.name));
  const routes = allRoutes.filter((route) => !route.noLoad);
  const pages = allRoutes.filter((route) => route.page);

  // Every route answers 200, and a repeated plain GET of a page comes from the page cache.
  // A rendered request must not come from the cache, or the "rendered" figures would measure it.
  const cacheCheck: Record<string, string | null> = {};
  for (const route of routes) {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(shop.url + route.path);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${route.path} answered ${response.status}`);
      cacheCheck[route.name] = response.headers.get("cf-cache-status");
    }
    if (!route.page) continue;
    const rendered = await fetch(shop.url + route.path, { headers: { Cookie: RENDERED_COOKIE } });
    await rendered.arrayBuffer();
    if (rendered.status !== 200 || rendered.headers.get("cf-cache-status") === "HIT" || !/no-store/.test(rendered.headers.get("Cache-Control") ?? "")) {
      throw new Error(`${route.path} with "${RENDERED_COOKIE}" was not rendered afresh (${rendered.status}, ${rendered.headers.get("Cache-Control")})`);
    }
  }

  const cachedPaths = routes.filter((route) => route.page).map((route) => route.path);
  const stored = cachedPaths.length ? await serveStoredPages(shop.url, cachedPaths) : null;

  console.log("bench: initial JavaScript and CSS");
  const assets: Record<string, PageAssets> = {};
  for (const page of pages) assets[page.name] = await initialAssets(shop.url + page.path);

  const lighthouse: Record<string, LighthouseResult> = {};
  if (lighthouseRuns > 0) {
    console.log(`bench: Lighthouse, ${lighthouseRuns} run(s) a page`);
    const cart = await seededCartStorage();
    const lighthouseByUrl = await lighthouseScores(
      pages.map((page) => ({ url: shop.url + page.path, localStorage: page.withCart ? cart : undefined })),
      lighthouseRuns,
      track,
    );
    for (const page of pages) lighthouse[page.name] = lighthouseByUrl.get(shop.url + page.path)!;
  }

  console.log(`bench: load, ${seconds} s a run in ${TURNS} turns with the trivial worker`);
  // Where each request's CPU goes, by process: the load generator, wrangler's proxy, the worker's runtime.
  const processesOf = new Map([shop.url, trivial.url, ...(stored ? [stored.url] : [])].map((url) => [url, servedProcesses(url)]));
  const trivialRuns: { connections: number; requestsPerSecond: number; when: string }[] = [];
  const load: LoadRow[] = [];
  for (const connections of CONNECTIONS) await measure(`${trivial.url}/`, { connections, seconds: Math.min(2, seconds) }); // warm-up, not recorded
  for (const route of routes) {
    const modes = route.page
      ? ([
          ["cached", shop.url, {}],
          ["floor", stored!.url, {}],
          ["rendered", shop.url, { Cookie: RENDERED_COOKIE }],
        ] as const)
      : ([["api", shop.url, {}]] as const);
    for (const [mode, origin, headers] of modes) {
      for (const connections of CONNECTIONS) {
        const url = origin + route.path;
        await measure(url, { connections, seconds: Math.min(2, seconds), headers }); // warm-up, not recorded
        // The machine's load drifts (other processes): the route and the trivial worker take turns, so a route's
        // share is of the trivial worker's throughput in the same seconds, not in a run a minute away.
        const [routeRuns, trivialTurns] = await measureInTurns(
          [
            { url, headers, served: processesOf.get(origin) },
            { url: `${trivial.url}/`, served: processesOf.get(trivial.url) },
          ],
          { connections, seconds: seconds / TURNS, turns: TURNS },
        );
        const [result, beside] = [summarize(routeRuns!), summarize(trivialTurns!)];
        const when = `beside ${route.name} ${mode}`;
        trivialRuns.push({ connections, requestsPerSecond: beside.requestsPerSecond, when });
        const loadAverage = loadavg()[0]!;
        load.push({ route: "trivial worker", mode: "trivial", connections, ofTrivial: null, loadAverage, trivialCpuPerRequest: null, ...beside });
        load.push({
          route: route.name,
          mode,
          connections,
          ofTrivial: result.requestsPerSecond / beside.requestsPerSecond,
          loadAverage,
          trivialCpuPerRequest: beside.cpuPerRequest,
          ...result,
        });
        console.log(
          `  ${route.name} ${mode} ${connections} conn  ${result.requestsPerSecond.toFixed(0)} req/s  p95 ${result.p95.toFixed(1)} ms; trivial ${beside.requestsPerSecond.toFixed(0)} req/s`,
        );
      }
    }
  }

  const results: BenchResults = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine: { cpus: availableParallelism(), loadAverageBefore, loadAverageAfter: loadavg(), node: process.version },
    settings: { seconds, connections: CONNECTIONS, lighthouseRuns, renderedCookie: RENDERED_COOKIE },
    routes,
    load,
    trivialRuns,
    assets,
    jsBaseline: readJsBaseline(),
    lighthouse,
    cacheCheck,
  };
  mkdirSync(join(root, "bench-results"), { recursive: true });
  writeFileSync(join(root, "bench-results/latest.json"), `${JSON.stringify(results, null, 2)}\n`);
  printReport(results);
  console.log(`\nbench: results in bench-results/latest.json (categories: ${CATEGORIES.join(", ")})`);

  if (process.env.BENCH_ADMIN !== "0") {
    console.log("\nbench: the back-office at volume (BENCH_ADMIN=0 skips it)");
    recordAdminResults(await benchAdminVolume({ build: false, track }));
  }
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(`bench: failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  exitCode = 1;
} finally {
  clearTimeout(deadline);
  await stopAll();
}
// Lighthouse and autocannon leave timers behind.
process.exit(exitCode);
