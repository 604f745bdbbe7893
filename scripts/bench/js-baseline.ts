// `node scripts/bench/js-baseline.ts "<description>"`: measures the initial JavaScript and CSS of the bench's pages
// on the existing build/ (run `vite build` first) and writes scripts/bench/js-baseline.json, the "before" that
// `npm run bench` prints beside its own figures. Run it on the commit before a change that adds code to pages, and
// commit the file with the change; the bench then reports each page's JavaScript before and after.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { delimiter, join, resolve } from "node:path";
import { serveBuiltWorker } from "../../tests/support/node/serve-built-worker.ts";
import { benchRoutes, initialAssets, JS_BASELINE_FILE } from "./assets.ts";
import type { JsBaseline } from "./results.ts";

const root = resolve(import.meta.dirname, "../..");
process.env.PATH = `${join(root, "node_modules/.bin")}${delimiter}${process.env.PATH ?? ""}`;

const description = process.argv[2];
if (!description) throw new Error('usage: node scripts/bench/js-baseline.ts "<what this build is>"');

const shop = await serveBuiltWorker({ build: false });
try {
  const pages: JsBaseline["pages"] = {};
  for (const route of (await benchRoutes(shop.url)).filter((candidate) => candidate.page)) {
    const { jsGzip, floorGzip, cssGzip } = await initialAssets(shop.url + route.path);
    pages[route.name] = { jsGzip, floorGzip, cssGzip };
    console.log(`${route.name}: JS ${(jsGzip / 1000).toFixed(1)} kB (framework floor ${(floorGzip / 1000).toFixed(1)}), CSS ${(cssGzip / 1000).toFixed(1)} kB`);
  }
  const commit = execFileSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
  const baseline: JsBaseline = { commit, description, pages };
  writeFileSync(JS_BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`);
  console.log(`written to ${JS_BASELINE_FILE}`);
} finally {
  await shop.stop();
}
