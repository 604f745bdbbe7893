import { data } from "react-router";
import type { Route } from "./+types/meshes";
import { AdminPage } from "~/components/admin/admin-page";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/lib/admin-route";
import { CardTable, cardTableRow, Cell } from "~/components/admin/card-table";
import { FlagBadge, ItemLink, NewItemLink, ProductListFrame, ProductPageError } from "~/components/admin/product-list";
import { PRODUCTS_BACK, productPaths } from "~/lib/admin-product-paths";
import { formatPln } from "~/lib/money";
import { parseListQuery } from "~/lib/schemas/product-admin";
import { listMeshesAdmin } from "~/server/catalogue/mesh-admin.server";
import { getDb } from "~/server/platform/request-context.server";

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
              <Cell label="Kod" className="font-mono">
                <ItemLink to={productPaths.mesh(mesh.code)}>{mesh.code}</ItemLink>
              </Cell>
              <Cell label="Kolor">{mesh.colour}</Cell>
              <Cell label="Cena" className="whitespace-nowrap tabular-nums">
                {formatPln(mesh.price)}
              </Cell>
              <Cell label="Dostępność">
                <FlagBadge on={mesh.available} yes="Dostępna" no="Niedostępna" />
              </Cell>
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
