import { data, type MetaDescriptor } from "react-router";
import { pageMeta } from "~/lib/page-meta";
import { PRIVATE_CACHE_CONTROL } from "~/lib/caching";
import { refuseForm, type FormRefusal } from "~/lib/forms";

type MetaMatch = Parameters<typeof pageMeta>[1][number];

// What every back-office page answers with: it shows personal data to one person only.

/** Never stored by a browser or a shared cache. */
export const ADMIN_HEADERS = { "Cache-Control": PRIVATE_CACHE_CONTROL } as const;

export const adminHeaders = () => ADMIN_HEADERS;

/** A back-office page's meta: its title, and never indexed or followed. */
export function adminMeta(title: string, matches: readonly MetaMatch[]): MetaDescriptor[] {
  return [...pageMeta({ title: `${title} | Panel administratora`, description: "Panel administratora sklepu." }, matches), { name: "robots", content: "noindex, nofollow" }];
}

/** The answer of every back-office action a page shows as a toast: done, or the forms' one refusal. */
export type AdminAnswer = { ok: true; message: string } | FormRefusal;

/** A back-office action done, with what its toast says. */
export function adminDone(message: string) {
  return data<AdminAnswer>({ ok: true, message }, { headers: ADMIN_HEADERS });
}

/**
 * A back-office action refused: 400 for a form the action cannot read, 404 when what it names is not
 * there (a promo code), 409 when the shop's data says no (the order is gone, already decided).
 */
export function refuseAdmin(message: string, status: 400 | 404 | 409) {
  return refuseForm(message, {}, undefined, { status, headers: ADMIN_HEADERS });
}
