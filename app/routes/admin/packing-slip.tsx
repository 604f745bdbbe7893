import { data, isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/packing-slip";
import { AdminPage } from "~/components/admin/admin-page";
import { FormAlert } from "~/components/ui/form-field";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/lib/admin-route";
import { ORDERS_PATH } from "~/lib/admin-orders-query";
import { orderNumberPattern } from "~/lib/order-number";
import { getOrderWithLines } from "~/server/orders/views.server";
import { getDb, getShopSettings } from "~/server/platform/request-context.server";
import { PackingSlip, packingSlipView } from "./packing-slip/packing-slip";
import "./packing-slip/print.css";

// /admin-zamowienia/:number/specyfikacja: what goes into the parcel and to whom, printed on A4 and packed with it.

const NOT_FOUND = "Nie znaleziono zamówienia";
const back = { to: ORDERS_PATH, label: "Wróć do zamówień" };

export const headers = adminHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return adminMeta(loaderData ? `Specyfikacja przesyłki ${loaderData.slip.number}` : "Specyfikacja przesyłki", matches);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const order = orderNumberPattern.test(params.number) ? await getOrderWithLines(getDb(context), params.number) : undefined;
  if (!order) throw data(NOT_FOUND, { status: 404, headers: ADMIN_HEADERS });
  return data({ slip: packingSlipView(order, await getShopSettings(context)) }, { headers: ADMIN_HEADERS });
}

export default function PackingSlipPage({ loaderData: { slip } }: Route.ComponentProps) {
  return <PackingSlip slip={slip} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AdminPage title="Specyfikacja przesyłki" back={back}>
      <FormAlert tone="error">{missing ? NOT_FOUND : "Nie udało się przygotować specyfikacji przesyłki"}</FormAlert>
    </AdminPage>
  );
}
