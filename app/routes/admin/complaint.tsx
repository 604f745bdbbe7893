import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/complaint";
import { AdminPage } from "~/components/admin/admin-page";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { ComplaintStatusBadge } from "~/components/complaints/complaint-parts";
import { FormAlert } from "~/components/ui/form-field";
import { ADMIN_HEADERS, adminDone, adminHeaders, adminMeta, refuseAdmin } from "~/lib/admin-route";
import { ADMIN_COMPLAINTS_PATH, adminComplaintPhotoPath, COMPLAINT_REMEDIES, COMPLAINT_TEXT_MAX, complaintReference, daysLeft } from "~/lib/complaints";
import { CHARACTERS, type FieldErrors, formValues, parseForm, refuseForm } from "~/lib/forms";
import { countOf } from "~/lib/plural";
import { priceField } from "~/lib/schemas/product-admin";
import { auditActor } from "~/server/admin/audit.server";
import { answerComplaint, readAdminComplaint, setComplaintConsumer } from "~/server/complaints/admin.server";
import { conversationView } from "~/server/complaints/case.server";
import type { RemakeLine } from "~/server/complaints/remake.server";
import { remakeSizeField } from "~/lib/complaint-remake";
import { carryOutRemedy, type Decision, decideComplaint, type DecisionOutcome } from "~/server/complaints/remedies.server";
import { getAdmin, getAfterResponse, getDb, getEnv } from "~/server/platform/request-context.server";
import { CarryOutForm, ComplaintFacts, ComplaintThread, ConsumerForm, DecisionForm, DecisionSummary } from "./complaint/complaint-case";

// /admin-reklamacje/:complaintId: one case, its facts and deadline, the conversation and the reply, the consumer/company
// switch, and the decision (or, for a case accepted by law, carrying out its remedy).

const NOT_FOUND = "Nie znaleziono reklamacji";
const back = { to: ADMIN_COMPLAINTS_PATH, label: "Wróć do reklamacji" };

const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const notFound = () => data(NOT_FOUND, { status: 404, headers: ADMIN_HEADERS });

const text = (required: string, label: string) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(COMPLAINT_TEXT_MAX, `${label} może mieć najwyżej ${countOf(COMPLAINT_TEXT_MAX, CHARACTERS)}.`);
const replySchema = z.object({ body: text("Wpisz treść odpowiedzi.", "Odpowiedź") });
const consumerSchema = z.object({ consumer: z.enum(["1", "0"], "Wybierz: konsument albo zakup firmowy.") });
const decisionSchema = z.object({
  verdict: z.enum(["uznana", "odrzucona"], "Wybierz: uznaj albo odrzuć reklamację."),
  justification: text("Wpisz uzasadnienie decyzji.", "Uzasadnienie"),
});
const remedySchema = z.object({ remedy: z.enum(COMPLAINT_REMEDIES, "Wybierz sposób załatwienia reklamacji.") });
const reductionSchema = z.object({ reduction: priceField({ max: 100_000_000_00 }) });

/** The chosen remake lines and their sizes (`lines`: the order lines' ids; `width-<id>`, `height-<id>`: whole cm). */
function remakeLines(form: FormData): RemakeLine[] {
  const size = (name: string) => {
    const value = String(form.get(name) ?? "").trim();
    return /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
  };
  return [...new Set(form.getAll("lines").map(Number))]
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .map((orderItemId) => ({ orderItemId, widthCm: size(remakeSizeField("width", orderItemId)), heightCm: size(remakeSizeField("height", orderItemId)) }));
}

/** The reduction's amount in grosze, when the form gives one (its checks: priceField's). */
function reductionOf(form: FormData): { ok: true; reduction: number | null } | { ok: false; errors: FieldErrors } {
  if (!String(form.get("reduction") ?? "").trim()) return { ok: true, reduction: null };
  const parsed = parseForm(form, reductionSchema);
  return parsed.ok ? { ok: true, reduction: parsed.data.reduction } : { ok: false, errors: parsed.fieldErrors };
}

function answer(outcome: DecisionOutcome) {
  if (outcome.ok) return adminDone(outcome.message);
  return refuseForm(outcome.message, outcome.errors, {}, { status: outcome.status, headers: ADMIN_HEADERS });
}

export const headers = adminHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return adminMeta(loaderData ? `Reklamacja ${complaintReference(loaderData.view.complaint.id)}` : "Reklamacja", matches);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = idSchema.safeParse(params.complaintId);
  const found = id.success ? await readAdminComplaint(getDb(context), id.data) : null;
  if (!found) throw notFound();
  const { messages: _messages, photos: _photos, ...view } = found;
  const conversation = conversationView(
    found,
    (photoId) => adminComplaintPhotoPath(found.complaint.id, photoId),
    (email) => `Sklep (${email ?? "administrator"})`,
  );
  // Counted here, once, so the page and its hydration agree on the day.
  const left = found.complaint.status === "otwarta" && found.complaint.dueOn ? daysLeft(found.complaint.dueOn, new Date()) : null;
  return data({ view, conversation, daysLeft: left }, { headers: ADMIN_HEADERS });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = idSchema.safeParse(params.complaintId);
  if (!id.success) throw notFound();
  const env = getEnv(context);
  const actor = auditActor(getAdmin(context), request);
  const formData = await request.formData();
  const form = formValues(formData);
  switch (form.intent) {
    case "reply": {
      const parsed = parseForm(form, replySchema);
      if (!parsed.ok) return refuseForm("Popraw treść odpowiedzi.", parsed.fieldErrors, {}, { headers: ADMIN_HEADERS });
      const sent = await answerComplaint(env, actor, id.data, parsed.data.body, getAfterResponse(context));
      if (!sent) throw notFound();
      return adminDone("Odpowiedź zapisana, e-mail do klienta jest w drodze");
    }
    case "consumer": {
      const parsed = parseForm(form, consumerSchema);
      if (!parsed.ok) return refuseAdmin("Wybierz: konsument albo zakup firmowy.", 400);
      const outcome = await setComplaintConsumer(getDb(context), actor, id.data, parsed.data.consumer === "1");
      if (outcome === "missing") throw notFound();
      if (outcome === "decided") return refuseAdmin("Reklamacja jest już rozpatrzona: rodzaju nabywcy nie można zmienić.", 409);
      const label = parsed.data.consumer === "1" ? "konsument (termin 14 dni)" : "zakup firmowy (bez terminu ustawowego)";
      return adminDone(outcome === "changed" ? `Zapisano: ${label}` : `Reklamacja ma już ustawione: ${label}`);
    }
    case "decide": {
      const parsed = parseForm(form, decisionSchema);
      const remedy = parsed.ok && parsed.data.verdict === "uznana" ? parseForm(form, remedySchema) : null;
      const reduction = remedy?.ok && remedy.data.remedy === "obnizenie_ceny" ? reductionOf(formData) : null;
      const errors = { ...(parsed.ok ? {} : parsed.fieldErrors), ...(remedy && !remedy.ok ? remedy.fieldErrors : {}), ...(reduction && !reduction.ok ? reduction.errors : {}) };
      if (!parsed.ok || (remedy && !remedy.ok) || (reduction && !reduction.ok)) return refuseForm("Popraw decyzję.", errors, {}, { headers: ADMIN_HEADERS });
      const { verdict, justification } = parsed.data;
      let decision: Decision;
      if (verdict === "odrzucona" || !remedy?.ok) decision = { verdict: "odrzucona", justification };
      else if (remedy.data.remedy === "ponowne_wykonanie") decision = { verdict, justification, remedy: "ponowne_wykonanie", lines: remakeLines(formData) };
      else if (remedy.data.remedy === "obnizenie_ceny") decision = { verdict, justification, remedy: "obnizenie_ceny", reduction: reduction?.ok ? (reduction.reduction ?? 0) : 0 };
      else decision = { verdict, justification, remedy: remedy.data.remedy };
      return answer(await decideComplaint(env, actor, id.data, decision, getAfterResponse(context)));
    }
    case "carry-out": {
      const reduction = reductionOf(formData);
      if (!reduction.ok) return refuseForm("Popraw kwotę obniżenia.", reduction.errors, {}, { headers: ADMIN_HEADERS });
      return answer(await carryOutRemedy(env, actor, id.data, { lines: remakeLines(formData), reduction: reduction.reduction }, getAfterResponse(context)));
    }
    default:
      return refuseAdmin("Nieznana operacja", 400);
  }
}

export default function AdminComplaintPage({ loaderData: { view, conversation, daysLeft }, actionData }: Route.ComponentProps) {
  useAnswerToast(actionData);
  const { complaint } = view;
  const errors = actionData && !actionData.ok ? actionData.errors : {};
  return (
    <AdminPage
      title={`Reklamacja ${complaintReference(complaint.id)}`}
      back={back}
      lead={
        <p>
          Zamówienie {view.orderNumber} · <ComplaintStatusBadge status={complaint.status} />
        </p>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="space-y-6">
          <ComplaintFacts view={view} daysLeft={daysLeft} />
          <ComplaintThread conversation={conversation} email={complaint.email} errors={errors} answer={actionData} />
        </div>
        <div className="space-y-6">
          {complaint.status === "otwarta" ? (
            <>
              <ConsumerForm consumer={complaint.consumer} />
              <DecisionForm view={view} errors={errors} answer={actionData} />
            </>
          ) : (
            <DecisionSummary view={view} />
          )}
          {complaint.status === "uznana_z_mocy_prawa" ? <CarryOutForm view={view} errors={errors} answer={actionData} /> : null}
        </div>
      </div>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AdminPage title="Reklamacja" back={back}>
      <FormAlert tone="error">{missing ? NOT_FOUND : "Nie udało się pobrać reklamacji"}</FormAlert>
    </AdminPage>
  );
}
