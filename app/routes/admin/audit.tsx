import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/audit";
import { AdminPage } from "~/components/admin/admin-page";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/components/admin/admin-route";
import { AuditTable } from "~/components/admin/audit-table";
import { Pagination } from "~/components/ui/pagination";
import { FormAlert } from "~/components/ui/form-field";
import { ADMIN_AUDIT_PATH } from "~/lib/audit";
import { AUDIT_PAGE_SIZE, listAuditLog } from "~/server/audit.server";
import { getDb } from "~/server/request-context.server";

// /admin-audit: the audit log, read-only, newest first.

/** Nonsense in the URL is page 1, never an error. */
const pageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

const pageHref = (page: number) => (page > 1 ? `${ADMIN_AUDIT_PATH}?strona=${page}` : ADMIN_AUDIT_PATH);

export const headers = adminHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Dziennik zdarzeń", matches);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageSchema.parse(new URL(request.url).searchParams.get("strona") ?? undefined);
  const { entries, total } = await listAuditLog(getDb(context), page);
  return data({ entries, total, page, pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)) }, { headers: ADMIN_HEADERS });
}

export default function AdminAuditPage({ loaderData: { entries, total, page, pages } }: Route.ComponentProps) {
  return (
    <AdminPage title="Dziennik zdarzeń" lead={<p>Wejścia do panelu, zmiany uprawnień i zamówień, usunięcia i eksporty, od najnowszych. Wpisów nie można zmieniać.</p>}>
      <div className="space-y-5">
        <p className="text-sm text-stone-600" role="status">
          Wpisy: <strong className="text-stone-900 tabular-nums">{total}</strong>
          {pages > 1 ? ` · strona ${page} z ${pages}` : ""}
        </p>
        {entries.length ? (
          <AuditTable entries={entries} />
        ) : (
          <p className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-8 text-center text-stone-700">
            {page > 1 ? "Na tej stronie nie ma już wpisów." : "Dziennik jest jeszcze pusty."}
          </p>
        )}
        <Pagination current={page} totalPages={pages} pageHref={pageHref} label="Strony dziennika" />
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
