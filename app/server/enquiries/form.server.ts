import type { HeadersFunction, RouterContextProvider } from "react-router";
import type { z } from "zod";
import { ENQUIRY_TEXTS, HONEYPOT_FIELD, type EnquiryKind } from "~/lib/enquiry-form";
import { formErrorSummary, formValues, parseForm, refuseForm, type FieldErrors } from "~/lib/forms";
import { clientKey, consumeRateLimit, RATE_LIMITED_MESSAGE } from "../platform/rate-limit.server";
import type { AfterResponse } from "../platform/event-outbox.server";
import { getAfterResponse, getCustomer, getDb, getEnv } from "../platform/request-context.server";

/**
 * The loader of every page with an enquiry form: the signed-in customer's e-mail, pre-filled so
 * they need not type it (they may still change it). Without a session cookie this reads nothing
 * and answers `{ email: null }` alike for everyone, so the anonymous page stays cacheable; with one
 * the page cache never stores the page (workers/page-cache.ts).
 */
export async function enquiryFormLoader({ context }: { context: Readonly<RouterContextProvider> }) {
  const customer = await getCustomer(context);
  return { email: customer?.user.email ?? null };
}

/**
 * The answer to a POST of any enquiry form (contact, complaint, furniture, specialist pleats):
 * the honeypot, the schema, the rate limit, then `send`, told who the signed-in sender is (null for
 * a visitor) and given the request's waitUntil for its event. Every refusal is the forms' one refusal,
 * worded for the `kind` of enquiry, and brings back whatever the visitor typed, so the form shows it again.
 */
export async function submitEnquiryForm<Schema extends z.ZodType>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  kind: EnquiryKind,
  schema: Schema,
  send: (env: Env, kind: EnquiryKind, input: z.output<Schema>, userId: string | null, later: AfterResponse) => Promise<unknown>,
) {
  const values = formValues(await request.formData());
  const refuse = (message: string, errors: FieldErrors = {}, init?: ResponseInit) => refuseForm(message, errors, { values }, init);
  // Only a bot fills the hidden field; it gets a person's answer, so it learns nothing, and nothing is kept or sent.
  if (values[HONEYPOT_FIELD]) return { ok: true as const };

  const parsed = parseForm(values, schema);
  if (!parsed.ok) return refuse(formErrorSummary(parsed.fieldErrors), parsed.fieldErrors);

  const env = getEnv(context);
  try {
    // Counted only for complete messages: a person correcting mistakes is never held back, the inbox is still guarded.
    const limit = await consumeRateLimit(getDb(context), "enquiry", clientKey(request));
    if (!limit.allowed) {
      return refuse(RATE_LIMITED_MESSAGE, {}, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
    }
    await send(env, kind, parsed.data, (await getCustomer(context))?.user.id ?? null, getAfterResponse(context));
  } catch (error) {
    // The visitor keeps what they typed and may try again; the cause goes to the logs.
    console.error("enquiry not saved", new URL(request.url).pathname, error);
    return refuse(ENQUIRY_TEXTS[kind].failed, {}, { status: 503 });
  }
  return { ok: true as const };
}

/** A route's headers for a page answered by plain POST: without it the document would lose Retry-After. */
export const enquiryFormHeaders: HeadersFunction = ({ actionHeaders }) => actionHeaders;
