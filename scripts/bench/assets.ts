import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";
import type { BenchRoute, JsBaseline, PageAssets } from "./results.ts";

/**
 * The framework floor: what a React Router page loads whatever the shop puts on it. The `framework` chunk (vite.config.ts:
 * React, React DOM, React Router, scheduler), Rolldown's runtime (module glue every chunk imports) and React Router's
 * `entry.client` (hydrateRoot of the router). Everything else a page loads before hydrating is the shop's own code.
 */
export const FRAMEWORK_FLOOR = /\/assets\/(?:framework|rolldown-runtime|entry\.client)-[\w-]+\.js$/;

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}=["']([^"']+)["']`).exec(tag)?.[1];

/** The JS and CSS a page asks for before anything happens: preloads, module scripts and what they import statically. */
export async function initialAssets(pageUrl: string): Promise<PageAssets> {
  const html = await (await fetch(pageUrl)).text();
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attribute(tag, "rel");
    const href = attribute(tag, "href");
    if (!href) continue;
    if (rel === "modulepreload") js.add(new URL(href, pageUrl).href);
    if (rel === "stylesheet") css.add(new URL(href, pageUrl).href);
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attribute(tag, "src");
    if (src) js.add(new URL(src, pageUrl).href);
  }
  // React Router's inline bootstrap: `import "/assets/manifest-….js"; import * as route0 from "/assets/root-….js"; …`
  for (const [, body] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, specifier] of body!.matchAll(/\bimport\s*(?:[\w*{}\s,]+from\s*)?["']([^"']+\.js)["']/g)) js.add(new URL(specifier!, pageUrl).href);
  }

  let jsGzip = 0;
  let floorGzip = 0;
  const queue = [...js];
  for (let file = queue.shift(); file; file = queue.shift()) {
    const source = await fetchOk(file);
    const size = gzipSync(source, { level: 9 }).length;
    jsGzip += size;
    if (FRAMEWORK_FLOOR.test(new URL(file).pathname)) floorGzip += size;
    // Static imports between chunks (`import{…}from"./x.js"`, `import"./x.js"`) load before the page runs.
    for (const [, specifier] of source.toString("utf8").matchAll(/\bimport\s*(?:[\w$*{}\s,]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      const next = new URL(specifier!, file).href;
      if (!js.has(next)) {
        js.add(next);
        queue.push(next);
      }
    }
  }
  let cssGzip = 0;
  for (const file of css) cssGzip += gzipSync(await fetchOk(file), { level: 9 }).length;
  const path = (url: string) => new URL(url).pathname;
  return { jsGzip, floorGzip, cssGzip, jsFiles: [...js].map(path), cssFiles: [...css].map(path) };
}

async function fetchOk(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** The benchmark's catalogue: one collection, sale only, sorted by price (also what profile.ts and compare.ts measure). */
export const BENCH_CATALOGUE_PATH = "/tkaniny-plisy?kolekcja=Basic&wyprzedaz=1&sort=cena-rosnaco";

/**
 * What the bench asks for. Pages with `noLoad` have their initial JavaScript and CSS and Lighthouse measured, not
 * their throughput: the door configurator (its extra dimensions and brace drawing), the cart and the checkout
 * (their lines' previews), whose server side is the same rendering as the pages under load.
 */
export async function benchRoutes(shopUrl: string): Promise<BenchRoute[]> {
  return [
    { name: "home", path: "/", page: true },
    { name: "catalogue", path: BENCH_CATALOGUE_PATH, page: true },
    { name: "fabric", path: await firstFabricPath(shopUrl), page: true },
    { name: "configurator", path: "/moskitiery/okienne", page: true },
    { name: "door configurator", path: "/moskitiery/drzwiowe", page: true, noLoad: true },
    { name: "cart", path: "/koszyk", page: true, noLoad: true, withCart: true },
    { name: "checkout", path: "/finalizacja-zamowienia", page: true, noLoad: true, withCart: true },
    { name: "health", path: "/api/health", page: false },
  ];
}

async function firstFabricPath(shopUrl: string): Promise<string> {
  const html = await (await fetch(`${shopUrl}/tkaniny-plisy`)).text();
  const path = /href="(\/tkanina\/[^"?#]+)"/.exec(html)?.[1];
  if (!path) throw new Error("no fabric link on /tkaniny-plisy: is the seed applied?");
  return path;
}

/** The committed "before" of the pages' JavaScript (scripts/bench/js-baseline.ts writes it). */
export const JS_BASELINE_FILE = resolve(import.meta.dirname, "js-baseline.json");

export function readJsBaseline(): JsBaseline | null {
  return existsSync(JS_BASELINE_FILE) ? (JSON.parse(readFileSync(JS_BASELINE_FILE, "utf8")) as JsBaseline) : null;
}
