import { data } from "react-router";
import type { Route } from "./+types/enquiries";
import { AdminPage } from "~/components/admin/admin-page";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/lib/admin-route";
import { EnquiriesTable, EnquiryFilters } from "~/components/admin/enquiries-list";
import { FormAlert } from "~/components/ui/form-field";
import { Pagination } from "~/components/ui/pagination";
import { enquiriesHref, parseEnquiriesQuery } from "~/lib/admin-enquiries-query";
import { ADMIN_ENQUIRIES_PAGE_SIZE, listEnquiries } from "~/server/enquiries/inbox.server";
import { getDb } from "~/server/platform/request-context.server";
import { EraseSenderDataLink } from "~/components/admin/erase-sender-data-link";

// /admin-enquiries: what visitors sent through the contact, complaint, furniture and specialist-pleat forms.

export const headers = adminHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Zgłoszenia", matches);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseEnquiriesQuery(new URL(request.url).searchParams);
  const list = await listEnquiries(getDb(context), query);
  return data({ query, ...list, pages: Math.max(1, Math.ceil(list.total / ADMIN_ENQUIRIES_PAGE_SIZE)) }, { headers: ADMIN_HEADERS });
}

export default function AdminEnquiriesPage({ loaderData: { query, enquiries, total, pages } }: Route.ComponentProps) {
  const filtered = Boolean(query.kind || query.status || query.search);
  return (
    <AdminPage
      title="Zgłoszenia"
      actions={<EraseSenderDataLink />}
      lead={<p>Wiadomości, reklamacje i zapytania z formularzy sklepu, od najnowszych. Otwórz zgłoszenie, aby zmienić jego status lub odpowiedzieć.</p>}
    >
      <div className="space-y-5">
        <EnquiryFilters query={query} filtered={filtered} />
        <p className="text-sm text-stone-600" role="status">
          {filtered ? "Pasujące zgłoszenia" : "Wszystkie zgłoszenia"}: <strong className="text-stone-900 tabular-nums">{total}</strong>
          {pages > 1 ? ` · strona ${query.page} z ${pages}` : ""}
        </p>
        {enquiries.length ? (
          <EnquiriesTable enquiries={enquiries} />
        ) : (
          <p className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-8 text-center text-stone-700">
            {filtered ? "Brak zgłoszeń spełniających kryteria." : query.page > 1 ? "Na tej stronie nie ma już zgłoszeń." : "Nie ma jeszcze żadnych zgłoszeń."}
          </p>
        )}
        <Pagination current={query.page} totalPages={pages} pageHref={(page) => enquiriesHref({ ...query, page })} label="Strony zgłoszeń" />
      </div>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Zgłoszenia">
      <FormAlert tone="error">Nie udało się pobrać zgłoszeń</FormAlert>
    </AdminPage>
  );
}
