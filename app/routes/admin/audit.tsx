import { data } from "react-router";
import type { Route } from "./+types/audit";
import { AdminPage } from "~/components/admin/admin-page";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/lib/admin-route";
import { AuditTable } from "./audit/audit-table";
import { FilterSearch, ListFilters } from "~/components/admin/list-filters";
import { Pagination } from "~/components/ui/pagination";
import { FormAlert } from "~/components/ui/form-field";
import { adminAuditHref, auditQueryParams, parseAuditQuery } from "~/lib/admin-audit-query";
import { ADMIN_AUDIT_PATH } from "~/lib/audit";
import { AUDIT_PAGE_SIZE, listAuditLog } from "~/server/admin/audit.server";
import { getDb } from "~/server/platform/request-context.server";

// /admin-audit: the audit log, read-only, newest first.

export const headers = adminHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Dziennik zdarzeń", matches);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseAuditQuery(new URL(request.url).searchParams);
  const { entries, total } = await listAuditLog(getDb(context), query);
  return data({ entries, total, query, pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)) }, { headers: ADMIN_HEADERS });
}

export default function AdminAuditPage({ loaderData: { entries, total, query, pages } }: Route.ComponentProps) {
  const { page, search } = query;
  return (
    <AdminPage title="Dziennik zdarzeń" lead={<p>Wejścia do panelu, zmiany uprawnień i zamówień, usunięcia i eksporty, od najnowszych. Wpisów nie można zmieniać.</p>}>
      <div className="space-y-5">
        <ListFilters action={ADMIN_AUDIT_PATH} label="Wyszukiwanie w dzienniku" className="flex">
          <FilterSearch
            name={auditQueryParams.search}
            value={search}
            placeholder="E-mail, czynność, zamówienie lub produkt"
            clearTo={ADMIN_AUDIT_PATH}
            filtered={Boolean(search)}
            className="w-full"
          />
        </ListFilters>
        <p className="text-sm text-stone-600" role="status">
          {search ? "Pasujące wpisy" : "Wpisy"}: <strong className="text-stone-900 tabular-nums">{total}</strong>
          {pages > 1 ? ` · strona ${page} z ${pages}` : ""}
        </p>
        {entries.length ? (
          <AuditTable entries={entries} />
        ) : (
          <p className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-8 text-center text-stone-700">
            {search ? "Brak wpisów spełniających kryteria." : page > 1 ? "Na tej stronie nie ma już wpisów." : "Dziennik jest jeszcze pusty."}
          </p>
        )}
        <Pagination current={page} totalPages={pages} pageHref={(next) => adminAuditHref({ ...query, page: next })} label="Strony dziennika" />
      </div>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Dziennik zdarzeń">
      <FormAlert tone="error">Nie udało się pobrać dziennika zdarzeń</FormAlert>
    </AdminPage>
  );
}
