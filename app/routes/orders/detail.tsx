import { data, redirect } from "react-router";
import type { Route } from "./+types/detail";
import { LoadFailedPage } from "~/components/layout/error-pages";
import { FreshLinkOffer } from "~/components/orders/fresh-link-offer";
import { OrderDetails, orderDetailsView } from "./detail/order-details";
import { deliveryStatusView } from "./detail/delivery-status";
import { orderPageMeta } from "~/lib/order-page-meta";
import { OrderNotFound } from "./detail/order-not-found";
import { orderDetailsPath } from "~/lib/order-number";
import { freshOrderLinkAction, orderPageHeaders, orderViewerFrom } from "~/server/orders/pages.server";
import { readyForPickup } from "~/lib/shipping";
import { getOrderWithHistory } from "~/server/orders/views.server";
import { invoicesOfOrders } from "~/server/invoices/register.server";
import { customerInvoicesView } from "./detail/order-invoices";
import { getDb, getShopSettings } from "~/server/platform/request-context.server";
import { complaintsOfOrder } from "~/server/complaints/customer.server";
import { mayFileComplaint } from "~/lib/complaint-filing";

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const viewer = await orderViewerFrom(context, request);
  const found = await getOrderWithHistory(getDb(context), params.orderNumber, viewer, await getShopSettings(context));
  // A missing order and one the viewer may not see get the same answer, so a guessed number or id reveals nothing;
  // a link that opened nothing (expired, or wrong: alike) gets the offer of a fresh one by e-mail.
  if (!found) return data({ order: null, history: null, delivery: null, invoices: [], complaints: null, token: null, offerFreshLink: !!viewer.token }, { status: 404 });
  const { order, history } = found;
  // Found by id or on an old path: only now, for its owner, is the order's own address given away.
  const canonical = orderDetailsPath(order.number);
  if (url.pathname !== canonical) throw redirect(canonical + url.search, { status: 301 });
  // The private link's holder keeps it on the way to the transfer instructions, which then name them too.
  // Read on every request (the order pages are never cached): the history, the ship-by day and the parcel are as of now.
  const delivery = deliveryStatusView(order, readyForPickup(order) ? await getShopSettings(context) : null);
  const invoices = customerInvoicesView(await invoicesOfOrders(getDb(context), [order.id]));
  const complaints = { list: await complaintsOfOrder(getDb(context), order.id), mayComplain: mayFileComplaint(order) };
  return { order: orderDetailsView(order), history, delivery, invoices, complaints, token: viewer.token, offerFreshLink: false };
}

/** The fresh-link button: the same answer whether or not the order exists; the e-mail goes only to the order's own address. */
export const action = freshOrderLinkAction;

export const headers = orderPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return orderPageMeta(
    {
      title: loaderData?.order ? `Zamówienie ${loaderData.order.number}` : "Nie znaleziono zamówienia",
      description: "Szczegóły zamówienia: produkty, dane dostawy, płatność i status.",
    },
    matches,
  );
}

export default function OrderDetailsPage({ loaderData: { order, history, delivery, invoices, complaints, token, offerFreshLink }, actionData }: Route.ComponentProps) {
  if (!order || !history || !complaints) {
    return (
      <OrderNotFound title="Nie znaleziono zamówienia lub brak uprawnień">{offerFreshLink || actionData ? <FreshLinkOffer answer={actionData?.answer} /> : null}</OrderNotFound>
    );
  }
  return <OrderDetails order={order} history={history} token={token} delivery={delivery} invoices={invoices} complaints={complaints} />;
}

export function ErrorBoundary() {
  return (
    <LoadFailedPage
      title="Błąd pobierania szczegółów zamówienia"
      text="Wystąpił błąd podczas pobierania szczegółów zamówienia"
      back={{ to: "/", label: "Wróć na stronę główną" }}
    />
  );
}
