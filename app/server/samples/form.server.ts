import { data, type RouterContextProvider } from "react-router";
import { HONEYPOT_FIELD } from "~/lib/enquiry-form";
import { SAMPLE_FABRIC_PARAM } from "~/lib/catalogue-paths";
import { ADD_FABRIC_FIELD, chosenSampleCodes, MAX_SAMPLE_FABRICS, SAMPLE_INTENTS, SAMPLE_TEXTS, type SampleFormResult } from "~/lib/fabric-samples";
import { formErrorSummary, formValues, parseForm, type FieldErrors } from "~/lib/forms";
import { sampleRequestSchema } from "~/lib/schemas/fabric-sample";
import { requestSamples } from "./requests.server";
import { clientKey, consumeRateLimit, RATE_LIMITED_MESSAGE } from "../platform/rate-limit.server";
import { getAfterResponse, getCustomer, getDb, getEnv } from "../platform/request-context.server";

/**
 * The answer to a POST of the samples form. Its buttons add the fabric picked in the list or take one
 * off (answered with the new list and everything typed, so it works without JavaScript and nothing is
 * lost); the send button checks the honeypot, the schema, the per-client limit, then requestSamples.
 */
export async function submitSampleRequestForm({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const form = await request.formData();
  const values = formValues(form);
  const chosen = chosenSampleCodes(form.getAll(SAMPLE_FABRIC_PARAM).filter((value) => typeof value === "string"));
  const answer = (fabrics: string[], message: string | null = null, errors: FieldErrors = {}, init: ResponseInit = {}) =>
    data<SampleFormResult>({ ok: false, message, errors, values, fabrics }, { status: message ? 400 : 200, ...init });

  if (values.remove) return answer(chosen.filter((code) => code !== values.remove?.trim().toUpperCase()));
  if (values.intent === SAMPLE_INTENTS.add) {
    const [added] = chosenSampleCodes([values[ADD_FABRIC_FIELD] ?? ""]);
    if (!added) return answer(chosen, SAMPLE_TEXTS.pickFabric, { [ADD_FABRIC_FIELD]: SAMPLE_TEXTS.pickFabric });
    if (!chosen.includes(added) && chosen.length >= MAX_SAMPLE_FABRICS) return answer(chosen, SAMPLE_TEXTS.tooMany, { [ADD_FABRIC_FIELD]: SAMPLE_TEXTS.tooMany });
    return answer(chosenSampleCodes([...chosen, added]));
  }

  // Only a bot fills the hidden field; it gets a person's answer, and nothing is kept or sent.
  if (values[HONEYPOT_FIELD]) return data<SampleFormResult>({ ok: true });
  const parsed = parseForm({ ...values, fabrics: form.getAll(SAMPLE_FABRIC_PARAM) }, sampleRequestSchema);
  if (!parsed.ok) return answer(chosen, formErrorSummary(parsed.fieldErrors), parsed.fieldErrors);

  try {
    // Counted only for complete requests, like the enquiry forms: correcting a mistake is never held back.
    const limit = await consumeRateLimit(getDb(context), "sampleRequest", clientKey(request));
    if (!limit.allowed) return answer(chosen, RATE_LIMITED_MESSAGE, {}, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
    const { consent: _consent, ...input } = parsed.data;
    const outcome = await requestSamples(getEnv(context), input, (await getCustomer(context))?.user.id ?? null, getAfterResponse(context));
    if (!outcome.ok) return answer(chosen, outcome.message, outcome.field ? { [outcome.field]: outcome.message } : {});
  } catch (error) {
    console.error("sample request not saved", error);
    return answer(chosen, SAMPLE_TEXTS.failed, {}, { status: 503 });
  }
  return data<SampleFormResult>({ ok: true });
}
