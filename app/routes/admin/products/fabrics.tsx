import { data } from "react-router";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/fabrics";
import { AdminPage } from "~/components/admin/admin-page";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/lib/admin-route";
import { FabricFilters } from "./fabrics/fabric-filters";
import { FabricTable } from "./fabrics/fabric-table";
import { ADMIN_PRODUCTS_PATH } from "~/lib/admin-product-sections";
import { buttonClasses } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-field";
import { Pagination } from "~/components/ui/pagination";
import { ADMIN_FABRICS_PAGE_SIZE, fabricsHref, isFiltered, NEW_FABRIC_PATH, parseFabricsQuery } from "~/lib/schemas/fabric-admin";
import { listAdminFabrics } from "~/server/catalogue/fabric-admin.server";
import { getDb } from "~/server/platform/request-context.server";

// /admin-products/tkaniny: every fabric by code, with search, filters and pages; each leads to its form.

const BACK = { to: ADMIN_PRODUCTS_PATH, label: "Wróć do produktów" };

export const headers = adminHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Tkaniny", matches);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseFabricsQuery(new URL(request.url).searchParams);
  const list = await listAdminFabrics(getDb(context), query);
  return data({ query, ...list, pages: Math.max(1, Math.ceil(list.total / ADMIN_FABRICS_PAGE_SIZE)) }, { headers: ADMIN_HEADERS });
}

export default function AdminFabricsPage({ loaderData: { query, fabrics, total, pages, collections, colours } }: Route.ComponentProps) {
  const filtered = isFiltered(query);
  return (
    <AdminPage
      title="Tkaniny"
      back={BACK}
      lead={<p>Ceny, dostępność, wyprzedaże i zdjęcia tkanin. Tkanin się nie usuwa: wycofaną oznacz jako niedostępną.</p>}
      actions={
        <Link to={NEW_FABRIC_PATH} className={buttonClasses("primary")}>
          Dodaj tkaninę
        </Link>
      }
    >
      <div className="space-y-5">
        <FabricFilters query={query} filtered={filtered} collections={collections} colours={colours} />
        <p className="text-sm text-stone-600" role="status">
          {filtered ? "Pasujące tkaniny" : "Wszystkie tkaniny"}: <strong className="text-stone-900 tabular-nums">{total}</strong>
          {pages > 1 ? ` · strona ${query.page} z ${pages}` : ""}
        </p>
        {fabrics.length ? (
          <FabricTable fabrics={fabrics} />
        ) : (
          <p className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-8 text-center text-stone-700">
            {filtered ? "Brak tkanin spełniających kryteria." : query.page > 1 ? "Na tej stronie nie ma już tkanin." : "Nie ma jeszcze żadnych tkanin."}
          </p>
        )}
        <Pagination current={query.page} totalPages={pages} pageHref={(page) => fabricsHref({ ...query, page })} label="Strony tkanin" />
      </div>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Tkaniny" back={BACK}>
      <FormAlert tone="error">Nie udało się pobrać tkanin</FormAlert>
    </AdminPage>
  );
}
