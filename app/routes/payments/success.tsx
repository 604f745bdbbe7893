import { redirect } from "react-router";
import type { Route } from "./+types/success";
import { orderPageMeta } from "~/lib/order-page-meta";
import { PaymentResultPage } from "~/components/payments/payment-result-page";
import { loadPaymentResult } from "~/server/orders/pages.server";

export async function loader({ request, url: requested, context }: Route.LoaderArgs) {
  // PayU comes back to the same address after a failed payment, with `error` added: that is the failure page's.
  const url = new URL(requested);
  if (url.searchParams.has("error")) {
    url.searchParams.delete("error");
    throw redirect(`/payment-failure${url.search}`);
  }
  return loadPaymentResult(context, request);
}

export function meta({ matches }: Route.MetaArgs) {
  return orderPageMeta({ title: "Płatność zakończona pomyślnie", description: "Potwierdzenie płatności za zamówienie." }, matches);
}

export default function PaymentSuccessPage({ loaderData: { orderId, order } }: Route.ComponentProps) {
  return <PaymentResultPage page="success" orderId={orderId} order={order} retry={undefined} />;
}
