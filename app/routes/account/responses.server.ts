import { redirect } from "react-router";
import { echoValues, refusalMessage, type AccountRefusal } from "~/lib/form-result";
import { PRIVATE_CACHE_CONTROL } from "~/lib/caching";
import type { Flash } from "~/lib/flash";
import { refuseForm, type FormFailure, type FormRefusal } from "~/lib/forms";
import type { AccountResult } from "~/server/accounts/customers.server";
import { flashHeader } from "~/server/platform/flash.server";

// The answers the account pages' loaders and actions share.

/** What an account refusal carries besides the forms' one refusal. */
type AccountExtra = Omit<AccountRefusal, keyof FormRefusal>;

/** Every account page depends on who asks and may set cookies: never from a shared cache. */
export const privatePageHeaders = () => ({ "Cache-Control": PRIVATE_CACHE_CONTROL });

/** A redirect whose next page shows `flash` as a toast; `cookies` carries the session cookies an account call set. */
export function redirectWithFlash(env: Env, to: string, flash: Flash, cookies?: Headers): Response {
  const headers = new Headers();
  for (const cookie of cookies?.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", flashHeader(env, flash));
  return redirect(to, { headers });
}

/** A form the schema refused: 400, each field's message, and what was typed. */
export function invalid(intent: string, values: Record<string, string>, failure: FormFailure) {
  return refuseForm<AccountExtra>(refusalMessage(failure), failure.fieldErrors, { intent, values: echoValues(values) });
}

/** A form an account call refused, with its status and the spec's message. */
export function refused(intent: string, values: Record<string, string>, result: Extract<AccountResult, { ok: false }>, extra: Pick<AccountRefusal, "unverified"> = {}) {
  return refuseForm<AccountExtra>(result.message, result.errors ?? {}, { intent, values: echoValues(values), ...extra }, { status: result.status });
}

export const UNKNOWN_FORM_MESSAGE = "Nieznany formularz. Odśwież stronę i spróbuj ponownie.";

/** A post naming no form of the page (a stale page, a hand-made request): 400, shown above `intent`'s form. */
export function unknownForm(intent: string) {
  return refuseForm<AccountExtra>(UNKNOWN_FORM_MESSAGE, {}, { intent, values: {} });
}
