import { data } from "react-router";
import type { Route } from "./+types/shipping";
import { AdminPage } from "~/components/admin/admin-page";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { FormAlert } from "~/components/ui/form-field";
import { Pagination } from "~/components/ui/pagination";
import { ADMIN_HEADERS, adminDone, adminHeaders, adminMeta, refuseAdmin } from "~/lib/admin-route";
import { formValues, refuseForm } from "~/lib/forms";
import { listPageSchema } from "~/lib/list-query";
import { ORDERS } from "~/lib/order-status";
import { countOf } from "~/lib/plural";
import { parseParcels } from "~/lib/schemas/shipment";
import { SHIPPING_PAGE_SIZE, SHIPPING_PATH } from "~/lib/shipping";
import { auditActor } from "~/server/admin/audit.server";
import { getAdmin, getAfterResponse, getDb, getEnv } from "~/server/platform/request-context.server";
import { listAwaitingShipment, shipOrders } from "~/server/shipping/ship.server";
import { AwaitingShipmentForm } from "./shipping/awaiting-shipment";

// /admin-wysylka: accepted courier orders waiting for their parcel, shipped several at once, each with its own number.
// Its action also takes the one parcel of an order's card ('ship'), and a corrected number of one already sent.

export const headers = adminHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Wysyłka", matches);
}

const pageHref = (page: number) => (page > 1 ? `${SHIPPING_PATH}?strona=${page}` : SHIPPING_PATH);

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = listPageSchema.parse(new URL(request.url).searchParams.get("strona") ?? undefined);
  const list = await listAwaitingShipment(getDb(context), page);
  return data({ page, ...list, pages: Math.max(1, Math.ceil(list.total / SHIPPING_PAGE_SIZE)) }, { headers: ADMIN_HEADERS });
}

/** What the owner is told: how many left (their customers are e-mailed), and how many numbers were corrected (nobody is). */
function doneMessage({ shipped, corrected }: { shipped: string[]; corrected: string[] }): string {
  const parts = [];
  if (shipped.length === 1) parts.push(`Zamówienie ${shipped[0]} oznaczone jako wysłane. Klient dostanie e-mail z linkiem do śledzenia przesyłki.`);
  else if (shipped.length > 1) parts.push(`Wysłano ${countOf(shipped.length, ORDERS)}. Klienci dostaną e-maile z linkami do śledzenia przesyłek.`);
  if (corrected.length === 1) parts.push(`Poprawiono numer przesyłki zamówienia ${corrected[0]} (bez ponownego e-maila do klienta).`);
  else if (corrected.length > 1) parts.push(`Poprawiono numery przesyłek: ${countOf(corrected.length, ORDERS)} (bez ponownych e-maili).`);
  return parts.join(" ") || "Nic nie zostało zmienione.";
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  if (values.intent !== "ship" && values.intent !== "ship-many") return refuseAdmin("Nieznana operacja", 400);
  // A card sends its one parcel, which must have a number; the list sends every row, and a blank one is not going today.
  const parsed = parseParcels(values, { skipBlank: values.intent === "ship-many" });
  if (!parsed.ok) return refuseForm(parsed.message, parsed.errors, {}, { headers: ADMIN_HEADERS });
  const outcome = await shipOrders(getEnv(context), auditActor(getAdmin(context), request), parsed.parcels, getAfterResponse(context));
  if (!outcome.ok) {
    const errors = Object.fromEntries(Object.entries(outcome.refusals).map(([number, why]) => [`${parsed.rowOf[number]}.number`, `${number}: ${why}`]));
    return refuseForm("Nie można wysłać wskazanych zamówień. Nic nie zostało zapisane.", errors, {}, { status: 409, headers: ADMIN_HEADERS });
  }
  return adminDone(doneMessage(outcome));
}

export default function AdminShippingPage({ loaderData: { page, orders, total, pages }, actionData }: Route.ComponentProps) {
  useAnswerToast(actionData);
  return (
    <AdminPage
      title="Wysyłka"
      lead={
        <p>
          Zaakceptowane zamówienia z dostawą kurierem, które czekają na wysyłkę (najpierw gotowe). Wpisz numery przesyłek, które nadajesz: każdy klient dostanie jeden e-mail z
          linkiem do śledzenia. Wiersze bez numeru zostaną pominięte.
        </p>
      }
    >
      <div className="space-y-5">
        {actionData && !actionData.ok ? <FormAlert tone="error">{actionData.message}</FormAlert> : null}
        <p className="text-sm text-stone-600" role="status">
          Czeka na wysyłkę: <strong className="text-stone-900 tabular-nums">{total}</strong>
          {pages > 1 ? ` · strona ${page} z ${pages}` : ""}
        </p>
        {orders.length ? (
          <AwaitingShipmentForm key={`page-${page}`} orders={orders} errors={actionData && !actionData.ok ? actionData.errors : undefined} />
        ) : (
          <p className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-8 text-center text-stone-700">
            {page > 1 ? "Na tej stronie nie ma już zamówień." : "Żadne zamówienie kurierskie nie czeka teraz na wysyłkę."}
          </p>
        )}
        <Pagination current={page} totalPages={pages} pageHref={pageHref} label="Strony zamówień do wysłania" />
      </div>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Wysyłka">
      <FormAlert tone="error">Nie udało się pobrać zamówień do wysłania</FormAlert>
    </AdminPage>
  );
}
