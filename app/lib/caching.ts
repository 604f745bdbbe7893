import type { HeadersFunction } from "react-router";

// Cacheability is a property of the route: a public page says so in its `headers` export, and the
// worker (workers/page-cache.ts) caches a GET only when the answer says public and the visitor
// carries no personal cookie. See docs/decisions/2026-11-23-request-context-and-route-caching.md.

/**
 * A public page is the same for every visitor without a session: five minutes fresh, then served
 * stale for a day while a fresh copy is fetched. A back-office change shows on the next request: the worker keys
 * stored pages by the catalogue's version (workers/page-cache.ts); a migration or a seed run shows within five minutes.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";

/** Anything personal, or changing with each render: never stored by a browser or a shared cache. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** A page about one order may carry personal data or a changing status, and its URL may hold the private link's token. */
export const ORDER_PAGE_HEADERS = { "Cache-Control": PRIVATE_CACHE_CONTROL, "Referrer-Policy": "no-referrer" } as const;

/** The `headers` of a public page; an action's headers (Retry-After of an enquiry form) still reach a plain POST's answer. */
export const publicPageHeaders: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(actionHeaders);
  headers.set("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
  return headers;
};
