import { data, redirect } from "react-router";
import type { Route } from "./+types/failure";
import { orderPageMeta } from "~/lib/order-page-meta";
import { PaymentResultPage } from "~/components/payments/payment-result-page";
import { loadPaymentResult, retryOrderPayment } from "~/server/orders/pages.server";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPaymentResult(context, request);
}

/** 'Ponów płatność': a new PayU payment for the order in the URL, for its owner or the private link's holder. */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await retryOrderPayment(context, request);
  if ("redirectTo" in answer) throw redirect(answer.redirectTo);
  if ("paymentUrl" in answer) return { paymentUrl: answer.paymentUrl };
  return data({ retryError: answer.retryError }, { status: answer.status });
}

export function meta({ matches }: Route.MetaArgs) {
  return orderPageMeta({ title: "Płatność nieudana", description: "Płatność za zamówienie nie została zrealizowana." }, matches);
}

export default function PaymentFailurePage({ loaderData: { orderId, order }, actionData }: Route.ComponentProps) {
  return <PaymentResultPage page="failure" orderId={orderId} order={order} retry={actionData} />;
}
