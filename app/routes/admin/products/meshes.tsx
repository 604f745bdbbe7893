import { data } from "react-router";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/meshes";
import { AdminPage } from "~/components/admin/admin-page";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/components/admin/admin-route";
import { CardTable, cardTableCell, cardTableRow, CellLabel } from "~/components/admin/card-table";
import { FlagBadge, NewItemLink, ProductListFrame, ProductPageError } from "~/components/admin/product-list";
import { PRODUCTS_BACK, productPaths } from "~/components/admin/product-paths";
import { formatPln } from "~/lib/money";
import { parseListQuery } from "~/lib/schemas/product-admin";
import { listMeshesAdmin } from "~/server/product-admin.server";
import { getDb } from "~/server/request-context.server";

// /admin-products/siatki: the insect-screen meshes.

export const headers = adminHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Siatki", matches);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseListQuery(new URL(request.url).searchParams);
  return data({ query, ...(await listMeshesAdmin(getDb(context), query)) }, { headers: ADMIN_HEADERS });
}

export default function AdminMeshesPage({ loaderData: { query, rows, total, pages } }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Siatki"
      back={PRODUCTS_BACK}
      lead={<p>Siatki moskitier: ceny, dostępność i zdjęcia. Siatki nie usuwa się: niedostępna nie trafi do koszyka.</p>}
      actions={<NewItemLink to={productPaths.newMesh}>Dodaj siatkę</NewItemLink>}
    >
      <ProductListFrame
        path={productPaths.meshes}
        query={query}
        total={total}
        pages={pages}
        count={rows.length}
        flag={{ label: "Dostępność", yes: "Dostępne", no: "Niedostępne" }}
        searchPlaceholder="Kod lub kolor"
        empty="Nie ma jeszcze siatek."
      >
        <CardTable caption="Siatki" columns={["Kod", "Kolor", "Cena", "Dostępność"]}>
          {rows.map((mesh) => (
            <tr key={mesh.code} className={cardTableRow}>
              <td className={`${cardTableCell} font-mono`}>
                <CellLabel>Kod</CellLabel>
                <Link to={productPaths.mesh(mesh.code)} className="font-semibold text-accent-800 underline underline-offset-2">
                  {mesh.code}
                </Link>
              </td>
              <td className={cardTableCell}>
                <CellLabel>Kolor</CellLabel>
                {mesh.colour}
              </td>
              <td className={`${cardTableCell} whitespace-nowrap tabular-nums`}>
                <CellLabel>Cena</CellLabel>
                {formatPln(mesh.price)}
              </td>
              <td className={cardTableCell}>
                <CellLabel>Dostępność</CellLabel>
                <FlagBadge on={mesh.available} yes="Dostępna" no="Niedostępna" />
              </td>
            </tr>
          ))}
        </CardTable>
      </ProductListFrame>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <ProductPageError title="Siatki" fallback="Nie udało się pobrać siatek" />;
}
