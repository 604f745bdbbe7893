import { SESSION_COOKIE } from "~/server/auth.server";
import { FLASH_COOKIE } from "~/server/flash.server";

/**
 * Public pages are the same for every visitor without a session, so they are cached at the edge:
 * five minutes fresh, then served stale for a day while a fresh copy is fetched. A catalogue
 * change (migration, seed) shows within those five minutes. See docs/decisions (page caching).
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** Pages that never depend on who asks (their `.data` twins for client navigation included). */
const PUBLIC_PAGES = [
  /^\/$/,
  /^\/_root$/,
  /^\/zamow$/,
  /^\/plisy(?:\/(?:pomiar|profile|dodatki))?$/,
  /^\/plisy-specjalistyczne$/,
  /^\/tkaniny-plisy$/,
  /^\/tkanina\/[^/]+$/,
  /^\/moskitiery(?:\/[^/]+)?$/,
  /^\/moskitiery\/profile\/[^/]+\/[^/]+$/,
  /^\/siatki-moskitiery$/,
  /^\/meble$/,
  /^\/kontakt$/,
  /^\/regulamin$/,
  /^\/polityka-(?:prywatnosci|reklamacji)$/,
  /^\/instrukcje-platnosci$/,
  /^\/robots\.txt$/,
  /^\/sitemap\.xml$/,
];

/** Cookies that make a response personal: the session and the one-time flash toast. */
const PERSONAL_COOKIES = [SESSION_COOKIE, FLASH_COOKIE];

function isPublicPath(pathname: string): boolean {
  const page = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) || "/" : pathname;
  return PUBLIC_PAGES.some((pattern) => pattern.test(page));
}

/** A GET for a public page from a visitor whose cookies cannot change the answer. */
export function isCacheableRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  const cookies = request.headers.get("Cookie") ?? "";
  if (PERSONAL_COOKIES.some((name) => cookies.includes(name))) return false;
  return isPublicPath(new URL(request.url).pathname);
}

/**
 * The answer's caching: public when the request was cacheable and the page kept it impersonal
 * (a plain 200, no cookie set, no Cache-Control of its own); otherwise the page's own header,
 * or private, no-store.
 */
export function withCacheHeaders(request: Request, response: Response): { response: Response; cacheable: boolean } {
  const headers = new Headers(response.headers);
  const cacheable = isCacheableRequest(request) && response.status === 200 && !headers.has("Set-Cookie") && !headers.has("Cache-Control");
  if (cacheable) headers.set("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
  else if (!headers.has("Cache-Control") || headers.has("Set-Cookie")) headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  return { response: new Response(response.body, { status: response.status, statusText: response.statusText, headers }), cacheable };
}
