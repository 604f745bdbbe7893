import { data, redirect } from "react-router";
import { PRIVATE_CACHE_CONTROL } from "~/lib/caching";
import { refuseForm, type FieldErrors } from "~/lib/forms";
import { flashHeader } from "../platform/flash.server";

// The answers of the back-office forms' actions (products, promo codes, settings), the same for every form.

/** What a save answers: done, the thing is gone, or refused with each field's message. */
export type SaveResult = { ok: true } | { ok: false; notFound: true } | { ok: false; notFound?: false; errors: FieldErrors };

const PRIVATE = { "Cache-Control": PRIVATE_CACHE_CONTROL };

/** A refused form: 400, the line above the form, each field's message and what was typed. */
export const refuseAdminForm = (errors: FieldErrors, values: Record<string, string>) => refuseForm("Popraw zaznaczone pola formularza.", errors, { values }, { headers: PRIVATE });

/** A save's answer: back to the list with a toast, the form again with its messages, or a 404 for what is gone. */
export function saveAnswer(env: Pick<Env, "SHOP_PUBLIC_URL">, result: SaveResult, values: Record<string, string>, done: { to: string; text: string }, missing: string) {
  if (result.ok) return redirect(done.to, { headers: { ...PRIVATE, "Set-Cookie": flashHeader(env, { type: "success", text: done.text }) } });
  if (result.notFound) throw data(missing, { status: 404, headers: PRIVATE });
  return refuseAdminForm(result.errors, values);
}
