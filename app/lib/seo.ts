/** Canonical addresses, robots.txt and sitemap.xml: pure, shared by the document head and the resource routes. */

/** What a route module may export as `handle` to shape its canonical address. */
export interface SeoHandle {
  /** The query that names the page's content (e.g. the catalogue's filters), "" or "?…"; without it the query is dropped. */
  canonicalSearch?: (params: URLSearchParams) => string;
  /** False for pages that have no address of their own (the 404 page). */
  canonical?: false;
}

export function readSeoHandle(handle: unknown): SeoHandle {
  return typeof handle === "object" && handle !== null ? (handle as SeoHandle) : {};
}

/** "/tkanina//PL-101" → "/tkanina/PL-101": repeated slashes in a path name the same page as one slash. */
export function collapseSlashes(pathname: string): string {
  return pathname.replace(/\/{2,}/g, "/");
}

/**
 * "https://shop.pl/" + "/regulamin/" → "https://shop.pl/regulamin": one spelling per page. Repeated
 * slashes are collapsed first: "//x" would otherwise be read as another host (or, for "//", fail).
 */
export function absoluteUrl(publicUrl: string, path: string): string {
  const [, pathname = "", rest = ""] = /^([^?#]*)(.*)$/s.exec(path) ?? [];
  const url = new URL(collapseSlashes(pathname) + rest, publicUrl);
  if (url.pathname.length > 1) url.pathname = url.pathname.replace(/\/+$/, "");
  return url.href;
}

/** The page's canonical URL: tracking and configuration queries dropped, a meaningful query (the handle's) kept. */
export function canonicalUrl(publicUrl: string, pathname: string, search: string, handle: SeoHandle): string | null {
  if (handle.canonical === false) return null;
  const query = handle.canonicalSearch?.(new URLSearchParams(search)) ?? "";
  return absoluteUrl(publicUrl, pathname) + query;
}

/** Private pages crawlers should skip; `$` keeps /profile from also matching the /profile-… aliases. */
export const DISALLOWED_PATHS = [
  "/admin",
  "/profile$",
  // The cart and the checkout themselves may be crawled (they hold nothing personal on the server, and issue 21 asks
  // Lighthouse's SEO audit to pass on them); the checkout's actions below them may not.
  "/finalizacja-zamowienia/",
  // Also covers /order-details; /order/ is the spec's other address of an order.
  "/order-detail",
  "/order/",
  "/dziekujemy-za-zamowienie",
  "/auth",
  "/forgot-password",
  "/reset-password",
] as const;

export function robotsTxt(publicUrl: string): string {
  return ["User-agent: *", "Allow: /", ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), "", `Sitemap: ${absoluteUrl(publicUrl, "/sitemap.xml")}`, ""].join("\n");
}

const xmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${url.replace(/[&<>"']/g, (c) => xmlEscapes[c]!)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...entries, "</urlset>", ""].join("\n");
}
