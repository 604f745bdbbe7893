import { SESSION_COOKIE } from "~/server/auth.server";
import { FLASH_COOKIE } from "~/server/flash.server";
import { PRIVATE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from "~/lib/caching";
import { isoDate } from "~/lib/dates";

export { PRIVATE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL };

/** Cookies that make a response personal: the session and the one-time flash toast. */
const PERSONAL_COOKIES = [SESSION_COOKIE, FLASH_COOKIE];

/**
 * A GET from a visitor whose cookies cannot change the answer: the edge cache may answer it. Whether
 * the page is public is the route's to say (its `headers`), so a private page is simply never stored.
 */
export function isCacheableRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  const cookies = request.headers.get("Cookie") ?? "";
  return !PERSONAL_COOKIES.some((name) => cookies.includes(name));
}

/**
 * The key a public page is stored under: its URL within the catalogue's version and the Warsaw day. Every
 * back-office change bumps the version (app/server/catalogue-changes.server.ts), so the next request after it
 * misses and renders anew; nothing has to know which pages a change touched, and old entries expire unread.
 * The day: pages state 'Szacowana wysyłka: do {date}' from today, so yesterday's copy is never served.
 */
export function pageCacheKey(request: Request, catalogueVersion: number, now = new Date()): Request {
  const url = new URL(request.url);
  url.searchParams.set(CATALOGUE_VERSION_PARAM, String(catalogueVersion));
  url.searchParams.set(DAY_PARAM, isoDate(now));
  return new Request(url, { headers: request.headers });
}
const CATALOGUE_VERSION_PARAM = "__katalog";
const DAY_PARAM = "__dzien";

/**
 * The answer's caching: public when the route declared it public (app/lib/caching.ts), the request was
 * cacheable and the page kept it impersonal (a plain 200, no cookie set); otherwise the page's own
 * private header, or private, no-store.
 */
export function withCacheHeaders(request: Request, response: Response): { response: Response; cacheable: boolean } {
  const headers = new Headers(response.headers);
  const declaredPublic = headers.get("Cache-Control") === PUBLIC_PAGE_CACHE_CONTROL;
  const cacheable = declaredPublic && isCacheableRequest(request) && response.status === 200 && !headers.has("Set-Cookie");
  if (!cacheable && (declaredPublic || !headers.has("Cache-Control") || headers.has("Set-Cookie"))) headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  return { response: new Response(response.body, { status: response.status, statusText: response.statusText, headers }), cacheable };
}
