import { useEffect } from "react";
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/thank-you";
import { cartActions } from "~/components/cart/cart-store";
import { orderPageMeta } from "~/components/orders/private-page";
import { OrderNotFound } from "~/components/orders/order-not-found";
import { ThankYou } from "~/components/orders/thank-you";
import { ORDER_TOKEN_PARAM, privateOrderPath, withOrderToken } from "~/lib/order-number";
import { transferInstructionsPath, transferKind } from "~/lib/order-status";
import { pickupDetails } from "~/lib/pickup";
import { getPaymentView } from "~/server/order-views.server";
import { getDb, getShopSettings } from "~/server/request-context.server";

/** ?total= in grosze: shown only when the order itself cannot be read. */
const fallbackTotal = z.coerce.number().int().min(0).max(100_000_000);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { orderNumber, paymentMethod } = params;
  const query = new URL(request.url).searchParams;
  // undefined: no such order; null: it could not be read, and the link's own data stand in.
  let view: Awaited<ReturnType<typeof getPaymentView>> | null;
  try {
    view = await getPaymentView(getDb(context), orderNumber);
  } catch (error) {
    console.error(JSON.stringify({ source: "thank-you", orderNumber, error: String(error) }));
    view = null;
  }
  if (view === undefined) return data({ found: false as const, orderNumber }, { status: 404 });

  const token = query.get(ORDER_TOKEN_PARAM);
  const total = fallbackTotal.safeParse(query.get("total") || undefined);
  const method = view?.paymentMethod ?? paymentMethod;
  const kind = transferKind(method);
  return data({
    found: true as const,
    orderNumber,
    paymentMethod: method,
    // With the checkout's token the instructions also show the guest their name and products.
    instructionsPath: kind ? withOrderToken(transferInstructionsPath(kind, orderNumber), token) : null,
    finalTotal: view?.finalTotal ?? (total.success ? total.data : null),
    detailsPath: token ? privateOrderPath(orderNumber, token) : null,
    pickup: view?.deliveryMethod === "odbior_osobisty" ? pickupDetails(await getShopSettings(context)) : null,
  });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return orderPageMeta(
    {
      title: loaderData?.found ? "Dziękujemy za zamówienie" : "Nie znaleziono zamówienia",
      description: "Potwierdzenie złożenia zamówienia i instrukcje płatności.",
    },
    matches,
  );
}

export default function ThankYouPage({ loaderData }: Route.ComponentProps) {
  const found = loaderData.found;
  // The checkout lands here after a successful order, also without JavaScript: the cart is done.
  useEffect(() => {
    if (found) cartActions.clear();
  }, [found]);

  if (!loaderData.found) return <OrderNotFound />;
  return <ThankYou {...loaderData} />;
}
