import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/samples";
import { AdminPage } from "~/components/admin/admin-page";
import { ADMIN_HEADERS, adminDone, adminHeaders, adminMeta, refuseAdmin } from "~/lib/admin-route";
import { SampleFilters, SampleRequestsTable } from "./samples/sample-requests-list";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { FormAlert } from "~/components/ui/form-field";
import { Pagination } from "~/components/ui/pagination";
import { adminSamplesHref, parseSamplesQuery } from "~/lib/admin-samples-query";
import { SAMPLE_STATUS_LABELS, SAMPLE_STATUSES } from "~/lib/fabric-samples";
import { formValues, parseForm } from "~/lib/forms";
import { auditActor } from "~/server/admin/audit.server";
import { ADMIN_SAMPLES_PAGE_SIZE, listSampleRequests, setSampleStatus } from "~/server/samples/requests.server";
import { getAdmin, getDb } from "~/server/platform/request-context.server";
import { EraseSenderDataLink } from "~/components/admin/erase-sender-data-link";

// /admin-samples: requests for free fabric samples, to post ('do wysłania') and posted ('wysłane').

const statusSchema = z.object({
  id: z.string().max(64),
  status: z.enum(SAMPLE_STATUSES),
});

export const headers = adminHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Próbki", matches);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseSamplesQuery(new URL(request.url).searchParams);
  const list = await listSampleRequests(getDb(context), query);
  return data({ query, ...list, pages: Math.max(1, Math.ceil(list.total / ADMIN_SAMPLES_PAGE_SIZE)) }, { headers: ADMIN_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(formValues(await request.formData()), statusSchema);
  if (!parsed.ok) return refuseAdmin("Nieprawidłowy status zamówienia próbek", 400);
  const outcome = await setSampleStatus(getDb(context), auditActor(getAdmin(context), request), parsed.data.id, parsed.data.status);
  if (outcome === "missing") return refuseAdmin("Nie znaleziono zamówienia próbek", 404);
  const label = SAMPLE_STATUS_LABELS[parsed.data.status];
  return adminDone(outcome === "changed" ? `Oznaczono jako ${label}` : `Zamówienie próbek ma już status: ${label}`);
}

export default function AdminSamplesPage({ loaderData: { query, requests, total, pages }, actionData }: Route.ComponentProps) {
  useAnswerToast(actionData);
  return (
    <AdminPage
      title="Próbki"
      actions={<EraseSenderDataLink />}
      lead={<p>Zamówienia bezpłatnych próbek tkanin, od najnowszych. Po wysłaniu próbek listem oznacz zamówienie jako wysłane.</p>}
    >
      <div className="space-y-5">
        {actionData && !actionData.ok ? <FormAlert tone="error">{actionData.message}</FormAlert> : null}
        <SampleFilters query={query} />
        <p className="text-sm text-stone-600" role="status">
          {query.search ? "Pasujące zamówienia" : query.status ? `Zamówienia ${SAMPLE_STATUS_LABELS[query.status]}` : "Wszystkie zamówienia"}:{" "}
          <strong className="text-stone-900 tabular-nums">{total}</strong>
          {pages > 1 ? ` · strona ${query.page} z ${pages}` : ""}
        </p>
        {requests.length ? (
          <SampleRequestsTable requests={requests} />
        ) : (
          <p className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-8 text-center text-stone-700">
            {query.search
              ? "Brak zamówień próbek spełniających kryteria."
              : query.status
                ? "Brak zamówień próbek o tym statusie."
                : query.page > 1
                  ? "Na tej stronie nie ma już zamówień."
                  : "Nie ma jeszcze żadnych zamówień próbek."}
          </p>
        )}
        <Pagination current={query.page} totalPages={pages} pageHref={(page) => adminSamplesHref({ ...query, page })} label="Strony zamówień próbek" />
      </div>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Próbki">
      <FormAlert tone="error">Nie udało się pobrać zamówień próbek</FormAlert>
    </AdminPage>
  );
}
