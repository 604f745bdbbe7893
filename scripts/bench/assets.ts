import { gzipSync } from "node:zlib";

export interface PageAssets {
  /** Bytes after gzip (level 9, as a CDN would send them), summed over the files. */
  jsGzip: number;
  cssGzip: number;
  jsFiles: string[];
  cssFiles: string[];
}

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
  const queue = [...js];
  for (let file = queue.shift(); file; file = queue.shift()) {
    const source = await fetchOk(file);
    jsGzip += gzipSync(source, { level: 9 }).length;
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
  return { jsGzip, cssGzip, jsFiles: [...js].map(path), cssFiles: [...css].map(path) };
}

async function fetchOk(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}
