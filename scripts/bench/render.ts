// `npm run bench:render`: what one page's render costs the server, timed in one process. The built worker's `fetch`
// is called in a loop in Node, with the local bindings of wrangler's `getPlatformProxy` (a fresh local D1 with the
// schema and the seed): no HTTP, no proxy, no load generator beside it on the same CPUs. The medians of runs of one
// build agreed within ~5 % on the development machine (the load benchmark's figures move by ±6 % and more), and
// `node --cpu-prof scripts/bench/render.ts` gives a complete CPU profile (workerd's sampler over DevTools moves whole
// shares between runs). Node's V8 is workerd's, but its streams, `TextEncoder` and `Request` are Node's: confirm a
// change in workerd with `npm run bench:compare`.
//
//   RENDER_PATH=/tkaniny-plisy?…   the page (default: the bench's catalogue), with the bench's session cookie, so the
//                                  page cache is bypassed as in the "rendered" rows
//   RENDER_ROUNDS=7                rounds; the median round is printed
//   RENDER_REQUESTS=400            renders a round
//   BENCH_SKIP_BUILD=1             time the existing build/
import { mkdtempSync, rmSync } from "node:fs";
import { registerHooks } from "node:module";
import { tmpdir } from "node:os";
import { delimiter, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { getPlatformProxy } from "wrangler";
import { buildWorker, prepareLocalD1 } from "../../tests/support/node/serve-built-worker.ts";
import { BENCH_CATALOGUE_PATH } from "./assets.ts";
import { RENDERED_COOKIE } from "./load.ts";
import { ascending, median } from "./statistics.ts";

/** The part of the built worker's default export called here (workerd's types are not this script's). */
interface BuiltWorker {
  fetch(request: Request, env: unknown, context: unknown): Promise<Response>;
}

const root = resolve(import.meta.dirname, "../..");
process.env.PATH = `${join(root, "node_modules/.bin")}${delimiter}${process.env.PATH ?? ""}`;
const path = process.env.RENDER_PATH ?? BENCH_CATALOGUE_PATH;
const rounds = Number(process.env.RENDER_ROUNDS ?? 7);
const requests = Number(process.env.RENDER_REQUESTS ?? 400);

// The worker's Durable Object module imports `cloudflare:workers`, which only workerd has; nothing here calls it.
const CLOUDFLARE_STUB = "data:text/javascript,export class DurableObject {} export class WorkerEntrypoint {} export const env = {};";
registerHooks({
  resolve: (specifier, context, nextResolve) => (specifier.startsWith("cloudflare:") ? { url: CLOUDFLARE_STUB, shortCircuit: true } : nextResolve(specifier, context)),
});

if (!process.env.BENCH_SKIP_BUILD) buildWorker();

const state = mkdtempSync(join(tmpdir(), "shop-render-"));
try {
  prepareLocalD1(state);
  const buildDir = join(root, "build");
  const proxy = await getPlatformProxy({ configPath: join(buildDir, "server/wrangler.json"), persist: { path: join(state, "v3") } });
  try {
    const worker: BuiltWorker = (await import(pathToFileURL(join(buildDir, "server/index.js")).href)).default;
    const context = { waitUntil() {}, passThroughOnException() {}, props: {} };
    const render = async () => {
      const response = await worker.fetch(new Request(`http://127.0.0.1${path}`, { headers: { Cookie: RENDERED_COOKIE } }), proxy.env, context);
      const html = await response.text();
      if (response.status !== 200 || response.headers.get("Cache-Control")?.includes("no-store") !== true) {
        throw new Error(`${path}: ${response.status}, ${response.headers.get("Cache-Control")} (a rendered page must answer 200, no-store)`);
      }
      return html.length;
    };
    const bytes = await render();
    for (let warmUp = 0; warmUp < 300; warmUp++) await render();
    const perRender: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const start = performance.now();
      for (let i = 0; i < requests; i++) await render();
      perRender.push((performance.now() - start) / requests);
    }
    const sorted = ascending(perRender);
    console.log(`\nrender: ${path} (${bytes} characters), ${rounds} rounds of ${requests} renders in one Node process`);
    console.log(`ms a render: median ${median(perRender).toFixed(3)} (rounds ${sorted[0]!.toFixed(3)}–${sorted.at(-1)!.toFixed(3)})`);
  } finally {
    await proxy.dispose();
  }
} finally {
  rmSync(state, { recursive: true, force: true });
}
