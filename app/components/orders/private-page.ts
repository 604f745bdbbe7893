import type { MetaDescriptor } from "react-router";
import { pageMeta } from "~/components/layout/page-meta";
import { PRIVATE_CACHE_CONTROL } from "~/lib/caching";

type MetaMatch = Parameters<typeof pageMeta>[1][number];

/**
 * Meta of a page about one order: never indexed, and the page's URL (which may hold the private
 * link's token) is never sent on as a referrer.
 */
export function orderPageMeta(page: { title: string; description: string }, matches: readonly MetaMatch[]): MetaDescriptor[] {
  return [...pageMeta(page, matches), { name: "robots", content: "noindex, nofollow" }, { name: "referrer", content: "no-referrer" }];
}

/** Headers of a response about one order: it may carry personal data or a changing status, so nothing caches it. */
export const ORDER_PAGE_HEADERS = { "Cache-Control": PRIVATE_CACHE_CONTROL, "Referrer-Policy": "no-referrer" } as const;
