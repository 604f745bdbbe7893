import { data } from "react-router";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/screen-profiles";
import { AdminPage } from "~/components/admin/admin-page";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/components/admin/admin-route";
import { CardTable, cardTableCell, cardTableRow, CellLabel } from "~/components/admin/card-table";
import { FlagBadge, NewItemLink, ProductListFrame, ProductPageError } from "~/components/admin/product-list";
import { PRODUCTS_BACK, productPaths } from "~/components/admin/product-paths";
import { formatPln } from "~/lib/money";
import { parseListQuery } from "~/lib/schemas/product-admin";
import { listScreenProfilesAdmin } from "~/server/product-admin.server";
import { getDb } from "~/server/request-context.server";

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
              <td className={cardTableCell}>
                <CellLabel>Typ</CellLabel>
                {profile.type}
              </td>
              <td className={`${cardTableCell} font-mono`}>
                <CellLabel>Kod</CellLabel>
                <Link to={productPaths.screenProfile(profile.type, profile.code)} className="font-semibold text-accent-800 underline underline-offset-2">
                  {profile.code}
                </Link>
              </td>
              <td className={cardTableCell}>
                <CellLabel>Kolor</CellLabel>
                {profile.colour}
              </td>
              <td className={cardTableCell}>
                <CellLabel>Rodzaj</CellLabel>
                {profile.kind}
              </td>
              <td className={`${cardTableCell} whitespace-nowrap tabular-nums`}>
                <CellLabel>Cena za m²</CellLabel>
                {formatPln(profile.pricePerM2)}
              </td>
              <td className={cardTableCell}>
                <CellLabel>Dostępność</CellLabel>
                <FlagBadge on={profile.available} yes="Dostępny" no="Niedostępny" />
              </td>
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
