import { data } from "react-router";
import type { Route } from "./+types/pleat-profiles";
import { AdminPage } from "~/components/admin/admin-page";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/lib/admin-route";
import { CardTable, cardTableRow, Cell } from "~/components/admin/card-table";
import { FlagBadge, ItemLink, NewItemLink, ProductListFrame, ProductPageError } from "~/components/admin/product-list";
import { PRODUCTS_BACK, productPaths } from "~/lib/admin-product-paths";
import { parseListQuery } from "~/lib/schemas/product-admin";
import { listPleatProfilesAdmin } from "~/server/catalogue/pleat-profile-admin.server";
import { getDb } from "~/server/platform/request-context.server";

// /admin-products/profile-plis: the pleat profiles, searchable by code and colour.

export const headers = adminHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Profile plis", matches);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseListQuery(new URL(request.url).searchParams);
  return data({ query, ...(await listPleatProfilesAdmin(getDb(context), query)) }, { headers: ADMIN_HEADERS });
}

export default function AdminPleatProfilesPage({ loaderData: { query, rows, total, pages } }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Profile plis"
      back={PRODUCTS_BACK}
      lead={<p>Kolory i dostępność profili. Profilu nie usuwa się: niedostępny znika z konfiguratora.</p>}
      actions={<NewItemLink to={productPaths.newPleatProfile}>Dodaj profil</NewItemLink>}
    >
      <ProductListFrame
        path={productPaths.pleatProfiles}
        query={query}
        total={total}
        pages={pages}
        count={rows.length}
        flag={{ label: "Dostępność", yes: "Dostępne", no: "Niedostępne" }}
        searchPlaceholder="Kod lub kolor"
        empty="Nie ma jeszcze profili."
      >
        <CardTable caption="Profile plis" columns={["Kod", "Kolor", "Zdjęcie", "Dostępność"]}>
          {rows.map((profile) => (
            <tr key={profile.code} className={cardTableRow}>
              <Cell label="Kod" className="font-mono">
                <ItemLink to={productPaths.pleatProfile(profile.code)}>{profile.code}</ItemLink>
              </Cell>
              <Cell label="Kolor">{profile.colour}</Cell>
              <Cell label="Zdjęcie" className="font-mono text-xs break-all">
                {profile.image}
              </Cell>
              <Cell label="Dostępność">
                <FlagBadge on={profile.available} yes="Dostępny" no="Niedostępny" />
              </Cell>
            </tr>
          ))}
        </CardTable>
      </ProductListFrame>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <ProductPageError title="Profile plis" fallback="Nie udało się pobrać profili plis" />;
}
