import { data } from "react-router";
import type { Route } from "./+types/index";
import { AdminPage } from "~/components/admin/admin-page";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/lib/admin-route";
import { PRODUCT_SECTIONS } from "~/lib/admin-product-sections";
import { tileIllustrations } from "~/components/admin/tile-illustrations";
import { LinkCard } from "~/components/ui/link-card";

// /admin-products: the catalogue's sections.

export const headers = adminHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Produkty", matches);
}

export function loader() {
  return data(null, { headers: ADMIN_HEADERS });
}

export default function AdminProductsPage() {
  return (
    <AdminPage title="Produkty" lead={<p>Zmiany cen i dostępności widać w sklepie od razu; każda trafia do dziennika zdarzeń.</p>}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {PRODUCT_SECTIONS.map((section) => (
          <li key={section.to} className="grid">
            <LinkCard headingLevel={2} cta="Otwórz" illustration={tileIllustrations.products} {...section} />
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
