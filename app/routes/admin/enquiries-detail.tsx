import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/enquiries-detail";
import { AdminPage } from "~/components/admin/admin-page";
import { ADMIN_HEADERS, adminDone, adminHeaders, adminMeta, refuseAdmin } from "~/lib/admin-route";
import { EnquiryFacts, EnquiryReplies, EnquiryReplyForm, EnquiryStatusForm } from "./enquiries-detail/enquiry-detail";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { FormAlert } from "~/components/ui/form-field";
import { ENQUIRIES_PATH, REPLY_MAX_LENGTH } from "~/lib/admin-enquiries-query";
import { ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES } from "~/lib/enquiry-form";
import { formValues, parseForm, refuseForm } from "~/lib/forms";
import { auditActor } from "~/server/admin/audit.server";
import { answerEnquiry, getEnquiry, setEnquiryStatus } from "~/server/enquiries/inbox.server";
import { getAdmin, getAfterResponse, getDb, getEnv } from "~/server/platform/request-context.server";
import { CHARACTERS } from "~/lib/forms";
import { countOf } from "~/lib/plural";

// /admin-enquiries/:id: one enquiry, its status, the owner's replies and the form to send another.

const NOT_FOUND = "Nie znaleziono zgłoszenia";
const back = { to: ENQUIRIES_PATH, label: "Wróć do zgłoszeń" };

const REPLY_REQUIRED = "Wpisz treść odpowiedzi.";
const replySchema = z.object({
  body: z
    .string(REPLY_REQUIRED)
    .trim()
    .min(1, REPLY_REQUIRED)
    .max(REPLY_MAX_LENGTH, `Odpowiedź może mieć najwyżej ${countOf(REPLY_MAX_LENGTH, CHARACTERS)}.`),
});
const statusSchema = z.object({ status: z.enum(ENQUIRY_STATUSES, "Wybierz jeden ze statusów: nowe, w toku, zamknięte.") });

/** Enquiry ids are UUIDs; anything longer is no enquiry and is not looked up. */
const idSchema = z.string().max(64);

const notFound = () => data(NOT_FOUND, { status: 404, headers: ADMIN_HEADERS });

export const headers = adminHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return adminMeta(loaderData ? `Zgłoszenie: ${loaderData.enquiry.subject}` : "Zgłoszenie", matches);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = idSchema.safeParse(params.id);
  const view = id.success ? await getEnquiry(getDb(context), id.data) : null;
  if (!view) throw notFound();
  return data(view, { headers: ADMIN_HEADERS });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = idSchema.safeParse(params.id);
  if (!id.success) throw notFound();
  const actor = auditActor(getAdmin(context), request);
  const form = formValues(await request.formData());
  switch (form.intent) {
    case "status": {
      const parsed = parseForm(form, statusSchema);
      if (!parsed.ok) return refuseForm("Nieprawidłowy status zgłoszenia", parsed.fieldErrors, {}, { headers: ADMIN_HEADERS });
      const outcome = await setEnquiryStatus(getDb(context), actor, id.data, parsed.data.status);
      if (outcome === "missing") throw notFound();
      const label = ENQUIRY_STATUS_LABELS[parsed.data.status];
      return adminDone(outcome === "changed" ? `Status zmieniony: ${label}` : `Zgłoszenie ma już status: ${label}`);
    }
    case "reply": {
      const parsed = parseForm(form, replySchema);
      if (!parsed.ok) return refuseForm("Popraw treść odpowiedzi.", parsed.fieldErrors, {}, { headers: ADMIN_HEADERS });
      const answered = await answerEnquiry(getEnv(context), actor, id.data, parsed.data.body, getAfterResponse(context));
      if (!answered) throw notFound();
      return adminDone("Odpowiedź zapisana, e-mail do nadawcy jest w drodze");
    }
    default:
      return refuseAdmin("Nieznana operacja", 400);
  }
}

export default function AdminEnquiryPage({ loaderData: view, actionData }: Route.ComponentProps) {
  useAnswerToast(actionData);
  return (
    <AdminPage title="Zgłoszenie" back={back} actions={<EnquiryStatusForm status={view.enquiry.status} />}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <EnquiryFacts view={view} />
        <div className="space-y-6">
          <EnquiryReplies replies={view.replies} />
          <EnquiryReplyForm key={view.replies.length} email={view.enquiry.email} errors={actionData && !actionData.ok ? actionData.errors : {}} answer={actionData} />
        </div>
      </div>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AdminPage title="Zgłoszenie" back={back}>
      <FormAlert tone="error">{missing ? NOT_FOUND : "Nie udało się pobrać zgłoszenia"}</FormAlert>
    </AdminPage>
  );
}
