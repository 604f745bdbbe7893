import type { MetaDescriptor } from "react-router";
import { pageMeta } from "~/lib/page-meta";

type MetaMatch = Parameters<typeof pageMeta>[1][number];

/**
 * Meta of a page about one order: never indexed, and the page's URL (which may hold the private
 * link's token) is never sent on as a referrer.
 */
export function orderPageMeta(page: { title: string; description: string }, matches: readonly MetaMatch[]): MetaDescriptor[] {
  return [...pageMeta(page, matches), { name: "robots", content: "noindex, nofollow" }, { name: "referrer", content: "no-referrer" }];
}
