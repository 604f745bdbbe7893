import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/operations";
import { AdminPage } from "~/components/admin/admin-page";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { FormAlert } from "~/components/ui/form-field";
import { ADMIN_HEADERS, adminDone, adminHeaders, adminMeta, refuseAdmin } from "~/lib/admin-route";
import { formValues, parseForm } from "~/lib/forms";
import { eventTypeLabel } from "~/lib/operations";
import { auditActor } from "~/server/admin/audit.server";
import { readOperations, replayDeadLetter } from "~/server/admin/operations.server";
import { getAdmin, getDb, getEnv } from "~/server/platform/request-context.server";
import { CronRunsSection } from "./operations/cron-runs";
import { FailedEventsSection, LimitedEmailsSection, StuckEmailsSection } from "./operations/emails";
import { DeadLettersSection, OutboxSection } from "./operations/events";
import { PaymentsSection } from "./operations/payments";

// /admin-operations: the machinery behind the shop (the events' outbox and dead letters, e-mails that did not go,
// the scheduled tasks, online payments needing the owner), and a dead letter's replay.

const replaySchema = z.object({ messageId: z.string().min(1).max(200) });

const TITLE = "Działanie sklepu";

export const headers = adminHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(TITLE, matches);
}

export async function loader({ context }: Route.LoaderArgs) {
  return data(await readOperations(getDb(context)), { headers: ADMIN_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(formValues(await request.formData()), replaySchema);
  if (!parsed.ok) return refuseAdmin("Nieprawidłowe zdarzenie do ponownego wysłania", 400);
  const outcome = await replayDeadLetter(getEnv(context), auditActor(getAdmin(context), request), parsed.data.messageId);
  if (outcome.ok) return adminDone(`Wysłano ponownie: ${eventTypeLabel(outcome.type)}`);
  if (outcome.reason === "missing") return refuseAdmin("Nie znaleziono tego zdarzenia", 404);
  if (outcome.reason === "replayed") return refuseAdmin("To zdarzenie zostało już wysłane ponownie", 409);
  return refuseAdmin("Tego zdarzenia nie da się wysłać ponownie: jego treść nie jest poprawnym zdarzeniem sklepu", 409);
}

export default function AdminOperationsPage({ loaderData: operations, actionData }: Route.ComponentProps) {
  useAnswerToast(actionData);
  const { now } = operations;
  return (
    <AdminPage title={TITLE} lead={<p>Kolejka zdarzeń, e-maile, które nie wyszły, zadania cykliczne i płatności wymagające uwagi, w chwili otwarcia strony.</p>}>
      <div className="space-y-10">
        {actionData && !actionData.ok ? <FormAlert tone="error">{actionData.message}</FormAlert> : null}
        <OutboxSection outbox={operations.outbox} now={now} />
        <DeadLettersSection deadLetters={operations.deadLetters} now={now} />
        <FailedEventsSection failed={operations.failedEvents} now={now} />
        <LimitedEmailsSection limited={operations.limitedEmails} now={now} />
        <StuckEmailsSection stuck={operations.stuckEmails} now={now} />
        <CronRunsSection cronRuns={operations.cronRuns} now={now} />
        <PaymentsSection payments={operations.payments} now={now} />
      </div>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return (
    <AdminPage title={TITLE}>
      <FormAlert tone="error">Nie udało się pobrać stanu sklepu</FormAlert>
    </AdminPage>
  );
}
