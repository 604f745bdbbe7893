import { data, Link } from "react-router";
import type { Route } from "./+types/placeholder";
import { ADMIN_PANEL_PATH, AdminPage } from "~/components/admin/admin-page";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/components/admin/admin-route";
import { PLACEHOLDER_TEXT, placeholderTitle } from "~/components/admin/placeholder-pages";
import { buttonClasses } from "~/components/ui/button";
import { InfoCircleIcon } from "~/components/ui/icons";

// /admin-products, /admin-stats and /admin-settings until a later issue fills them.

export const headers = adminHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return adminMeta(loaderData?.title ?? "Panel", matches);
}

export function loader({ request }: Route.LoaderArgs) {
  return data({ title: placeholderTitle(new URL(request.url).pathname) }, { headers: ADMIN_HEADERS });
}

export default function AdminPlaceholderPage({ loaderData: { title } }: Route.ComponentProps) {
  return (
    <AdminPage title={title}>
      <div className="flex max-w-2xl flex-col items-start gap-4 rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-6 sm:flex-row sm:items-center sm:p-8">
        <InfoCircleIcon className="size-8 shrink-0 text-accent-700" />
        <p className="flex-1 text-lg font-medium text-stone-900">{PLACEHOLDER_TEXT}</p>
        <Link to={ADMIN_PANEL_PATH} className={buttonClasses("secondary")}>
          Wróć do panelu
        </Link>
      </div>
    </AdminPage>
  );
}
