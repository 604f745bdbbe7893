import type { MetaDescriptor } from "react-router";
import { pageMeta } from "~/components/layout/page-meta";
import { PRIVATE_CACHE_CONTROL } from "~/lib/caching";

type MetaMatch = Parameters<typeof pageMeta>[1][number];

// What every back-office page answers with: it shows personal data to one person only.

/** Never stored by a browser or a shared cache. */
export const ADMIN_HEADERS = { "Cache-Control": PRIVATE_CACHE_CONTROL } as const;

export const adminHeaders = () => ADMIN_HEADERS;

/** A back-office page's meta: its title, and never indexed or followed. */
export function adminMeta(title: string, matches: readonly MetaMatch[]): MetaDescriptor[] {
  return [...pageMeta({ title: `${title} | Panel administratora`, description: "Panel administratora sklepu." }, matches), { name: "robots", content: "noindex, nofollow" }];
}

/** The answer of every back-office action a page shows as a toast. */
export type AdminAnswer = { ok: boolean; message: string };
