import { data } from "react-router";
import type { Route } from "./+types/screen-profiles";
import { AdminPage } from "~/components/admin/admin-page";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/lib/admin-route";
import { CardTable, cardTableRow, Cell } from "~/components/admin/card-table";
import { FlagBadge, ItemLink, NewItemLink, ProductListFrame, ProductPageError } from "~/components/admin/product-list";
import { PRODUCTS_BACK, productPaths } from "~/lib/admin-product-paths";
import { formatPln } from "~/lib/money";
import { parseListQuery } from "~/lib/schemas/product-admin";
import { listScreenProfilesAdmin } from "~/server/catalogue/screen-profile-admin.server";
import { getDb } from "~/server/platform/request-context.server";

// /admin-products/profile-moskitier: window and door screen profiles, filtered by type.

export const headers = adminHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Profile moskitier", matches);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseListQuery(new URL(request.url).searchParams);
  return data({ query, ...(await listScreenProfilesAdmin(getDb(context), query)) }, { headers: ADMIN_HEADERS });
}

export default function AdminScreenProfilesPage({ loaderData: { query, rows, total, pages } }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Profile moskitier"
      back={PRODUCTS_BACK}
      lead={<p>Profile moskitier okiennych i drzwiowych: ceny za m², dostępność i zdjęcia. Profilu nie usuwa się: niedostępny nie trafi do koszyka.</p>}
      actions={<NewItemLink to={productPaths.newScreenProfile}>Dodaj profil</NewItemLink>}
    >
      <ProductListFrame
        path={productPaths.screenProfiles}
        query={query}
        total={total}
        pages={pages}
        count={rows.length}
        withType
        flag={{ label: "Dostępność", yes: "Dostępne", no: "Niedostępne" }}
        searchPlaceholder="Kod, kolor lub rodzaj"
        empty="Nie ma jeszcze profili moskitier."
      >
        <CardTable caption="Profile moskitier" columns={["Typ", "Kod", "Kolor", "Rodzaj", "Cena za m²", "Dostępność"]}>
          {rows.map((profile) => (
            <tr key={`${profile.type}/${profile.code}`} className={cardTableRow}>
              <Cell label="Typ">{profile.type}</Cell>
              <Cell label="Kod" className="font-mono">
                <ItemLink to={productPaths.screenProfile(profile.type, profile.code)}>{profile.code}</ItemLink>
              </Cell>
              <Cell label="Kolor">{profile.colour}</Cell>
              <Cell label="Rodzaj">{profile.kind}</Cell>
              <Cell label="Cena za m²" className="whitespace-nowrap tabular-nums">
                {formatPln(profile.pricePerM2)}
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
  return <ProductPageError title="Profile moskitier" fallback="Nie udało się pobrać profili moskitier" />;
}
