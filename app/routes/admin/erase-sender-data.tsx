import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/erase-sender-data";
import { AdminPage } from "~/components/admin/admin-page";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { FormAlert } from "~/components/ui/form-field";
import { ADMIN_HEADERS, adminDone, adminHeaders, adminMeta, type AdminAnswer } from "~/lib/admin-route";
import { formValues, parseForm, refuseForm, type FieldErrors } from "~/lib/forms";
import { emailField } from "~/lib/schemas/enquiry";
import { hasSenderData, senderCountsText, type SenderCounts } from "~/lib/sender-erasure";
import { auditActor } from "~/server/admin/audit.server";
import { countSenderData, eraseSenderData } from "~/server/admin/erasure.server";
import { getAdmin, getDb } from "~/server/platform/request-context.server";
import { ConfirmErasureForm, ERASE_INTENT, FIND_INTENT, FindSenderForm } from "./erase-sender-data/erase-forms";

// /admin-usuwanie-danych: a guest asks the shop to erase their data (GDPR art. 17); the owner finds what was sent from
// their address through the forms (enquiries with the shop's replies, samples requests), then erases it, audited.
// Both steps are form posts, so the address stays out of URLs and logs, and the page works without JavaScript.

const findSchema = z.object({ email: emailField });
const eraseSchema = findSchema.extend({ confirm: z.literal("on", "Zaznacz, że ta osoba poprosiła o usunięcie swoich danych.") });

/** The confirmation step: the address, what the shop holds from it, and the box's message when it was left empty. */
type Found = { ok: true; step: "confirm"; email: string; found: SenderCounts; errors: FieldErrors };

export const headers = adminHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Usuwanie danych na żądanie", matches);
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const db = getDb(context);
  if (values.intent === FIND_INTENT) {
    const parsed = parseForm(values, findSchema);
    if (!parsed.ok) return refuseForm("Podaj prawidłowy adres e-mail.", parsed.fieldErrors, {}, { headers: ADMIN_HEADERS });
    return data<Found>({ ok: true, step: "confirm", email: parsed.data.email, found: await countSenderData(db, parsed.data.email), errors: {} }, { headers: ADMIN_HEADERS });
  }
  if (values.intent === ERASE_INTENT) {
    const parsed = parseForm(values, eraseSchema);
    if (!parsed.ok) {
      // Back to the confirmation, with what is there now and the box's message.
      const email = findSchema.safeParse(values);
      if (!email.success) return refuseForm("Podaj prawidłowy adres e-mail.", parsed.fieldErrors, {}, { headers: ADMIN_HEADERS });
      const found = await countSenderData(db, email.data.email);
      return data<Found>({ ok: true, step: "confirm", email: email.data.email, found, errors: parsed.fieldErrors }, { status: 400, headers: ADMIN_HEADERS });
    }
    const erased = await eraseSenderData(db, auditActor(getAdmin(context), request), parsed.data.email);
    return adminDone(
      hasSenderData(erased) ? `Usunięto: ${senderCountsText(erased)}. Zapisano to w dzienniku zdarzeń.` : "Z tego adresu nie ma już żadnych zgłoszeń ani zamówień próbek.",
    );
  }
  return refuseForm("Nieznana operacja", {}, {}, { headers: ADMIN_HEADERS });
}

export default function EraseSenderDataPage({ actionData }: Route.ComponentProps) {
  const confirming = actionData && "step" in actionData ? actionData : undefined;
  const answer = confirming ? undefined : (actionData as AdminAnswer | undefined);
  useAnswerToast(answer);
  return (
    <AdminPage
      title="Usuwanie danych na żądanie"
      lead={
        <p>
          Gdy osoba bez konta prosi o usunięcie swoich danych, usuń tu wszystkie zgłoszenia (z odpowiedziami sklepu) i zamówienia próbek wysłane z jej adresu e-mail. Dziennik
          zdarzeń zapisze, kto i kiedy je usunął oraz ile ich było, bez adresu i treści.
        </p>
      }
    >
      <div className="space-y-5">
        {answer?.ok ? <FormAlert tone="success">{answer.message}</FormAlert> : null}
        {confirming ? (
          <ConfirmErasureForm key={confirming.email} email={confirming.email} found={confirming.found} errors={confirming.errors} />
        ) : (
          <FindSenderForm email="" errors={answer && !answer.ok ? answer.errors : {}} />
        )}
      </div>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Usuwanie danych na żądanie">
      <FormAlert tone="error">Nie udało się wykonać operacji. Spróbuj ponownie.</FormAlert>
    </AdminPage>
  );
}
