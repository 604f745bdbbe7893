import { data } from "react-router";
import type { Route } from "./+types/accessories";
import { AdminPage } from "~/components/admin/admin-page";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/lib/admin-route";
import { CardTable, cardTableRow, Cell } from "~/components/admin/card-table";
import { ACCESSORY_KIND_LABELS } from "~/components/admin/product-form";
import { FlagBadge, ItemLink, ProductListFrame, ProductPageError } from "~/components/admin/product-list";
import { PRODUCTS_BACK, productPaths } from "~/lib/admin-product-paths";
import { formatPln } from "~/lib/money";
import { parseListQuery } from "~/lib/schemas/product-admin";
import { listAccessoriesAdmin } from "~/server/catalogue/accessory-admin.server";
import { getDb } from "~/server/platform/request-context.server";

// /admin-products/dodatki: the pleat accessories. None is added or removed here: each kind is priced by
// the pricing engine (the guides by their ids 9, 10, 11); one is switched off instead.

export const headers = adminHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Dodatki do plis", matches);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseListQuery(new URL(request.url).searchParams);
  return data({ query, ...(await listAccessoriesAdmin(getDb(context), query)) }, { headers: ADMIN_HEADERS });
}

export default function AdminAccessoriesPage({ loaderData: { query, rows, total, pages } }: Route.ComponentProps) {
  return (
    <AdminPage title="Dodatki do plis" back={PRODUCTS_BACK} lead={<p>Nazwy, ceny i zdjęcia dodatków. Wyłączony dodatek znika z konfiguratora, a koszyk z nim nie przejdzie.</p>}>
      <ProductListFrame
        path={productPaths.accessories}
        query={query}
        total={total}
        pages={pages}
        count={rows.length}
        flag={{ label: "Stan", yes: "Aktywne", no: "Wyłączone" }}
        searchPlaceholder="Nazwa lub rodzaj"
        empty="Nie ma dodatków."
      >
        <CardTable caption="Dodatki do plis" columns={["ID", "Nazwa", "Rodzaj", "Cena", "Przemnażany", "Montaż", "Stan"]}>
          {rows.map((accessory) => (
            <tr key={accessory.id} className={cardTableRow}>
              <Cell label="ID" className="tabular-nums">
                {accessory.id}
              </Cell>
              <Cell label="Nazwa">
                <ItemLink to={productPaths.accessory(accessory.id)}>{accessory.name}</ItemLink>
              </Cell>
              <Cell label="Rodzaj">{ACCESSORY_KIND_LABELS[accessory.kind]}</Cell>
              <Cell label="Cena" className="whitespace-nowrap tabular-nums">
                {formatPln(accessory.price)}
              </Cell>
              <Cell label="Przemnażany">{accessory.multiplied ? "tak" : "nie"}</Cell>
              <Cell label="Montaż">{accessory.mounting ?? "—"}</Cell>
              <Cell label="Stan">
                <FlagBadge on={accessory.active} yes="Aktywny" no="Wyłączony" />
              </Cell>
            </tr>
          ))}
        </CardTable>
      </ProductListFrame>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <ProductPageError title="Dodatki do plis" fallback="Nie udało się pobrać dodatków" />;
}
