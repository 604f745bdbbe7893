import { data } from "react-router";
import type { Route } from "./+types/complaints";
import { AdminPage } from "~/components/admin/admin-page";
import { FormAlert } from "~/components/ui/form-field";
import { Pagination } from "~/components/ui/pagination";
import { complaintsHref, parseComplaintsQuery } from "~/lib/admin-complaints-query";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/lib/admin-route";
import { daysLeft } from "~/lib/complaints";
import { ADMIN_COMPLAINTS_PAGE_SIZE, listComplaints } from "~/server/complaints/admin.server";
import { getDb } from "~/server/platform/request-context.server";
import { ComplaintFilters, ComplaintsTable } from "./complaints/complaints-list";

// /admin-reklamacje: the complaints inbox, open cases by the days left to the law's deadline, then decided ones.

export const headers = adminHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Reklamacje", matches);
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const query = parseComplaintsQuery(url.searchParams);
  const list = await listComplaints(getDb(context), query);
  const now = new Date();
  // Counted here, once, so the page and its hydration agree on the day.
  const complaints = list.complaints.map((complaint) => ({
    ...complaint,
    daysLeft: complaint.status === "otwarta" && complaint.dueOn ? daysLeft(complaint.dueOn, now) : null,
  }));
  return data({ query, complaints, total: list.total, pages: Math.max(1, Math.ceil(list.total / ADMIN_COMPLAINTS_PAGE_SIZE)) }, { headers: ADMIN_HEADERS });
}

export default function AdminComplaintsPage({ loaderData: { query, complaints, total, pages } }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Reklamacje"
      lead={
        <p>
          Otwarte reklamacje według dni pozostałych do ustawowego terminu odpowiedzi (14 dni dla konsumenta), potem rozpatrzone. Otwórz reklamację, aby odpowiedzieć klientowi lub
          podjąć decyzję.
        </p>
      }
    >
      <div className="space-y-5">
        <ComplaintFilters query={query} />
        <p className="text-sm text-stone-600" role="status">
          {query.status ? "Pasujące reklamacje" : "Wszystkie reklamacje"}: <strong className="text-stone-900 tabular-nums">{total}</strong>
          {pages > 1 ? ` · strona ${query.page} z ${pages}` : ""}
        </p>
        {complaints.length ? (
          <ComplaintsTable complaints={complaints} />
        ) : (
          <p className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-8 text-center text-stone-700">
            {query.status ? "Brak reklamacji w tym stanie." : query.page > 1 ? "Na tej stronie nie ma już reklamacji." : "Nie ma jeszcze żadnych reklamacji."}
          </p>
        )}
        <Pagination current={query.page} totalPages={pages} pageHref={(page) => complaintsHref({ ...query, page })} label="Strony reklamacji" />
      </div>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Reklamacje">
      <FormAlert tone="error">Nie udało się pobrać reklamacji</FormAlert>
    </AdminPage>
  );
}
