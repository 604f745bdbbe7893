import { useEffect } from "react";
import { z } from "zod";
import type { Route } from "./+types/thank-you";
import { cartActions } from "~/components/cart/cart-store";
import { orderPageMeta } from "~/lib/order-page-meta";
import { ThankYou, ThankYouWithoutOrder, type ThankYouProps } from "./thank-you/thank-you";
import type { Grosze } from "~/lib/money";
import { privateOrderPath, withOrderToken } from "~/lib/order-number";
import { transferInstructionsPath, transferKind } from "~/lib/order-status";
import { type PickupDetails, pickupDetails } from "~/lib/pickup";
import { freshOrderLinkAction, lookUpOrderPage, orderPageHeaders } from "~/server/orders/pages.server";
import { getShopSettings } from "~/server/platform/request-context.server";

/** ?total= in grosze: shown only when the order itself cannot be read, to a viewer who came with a link or a session. */
const fallbackTotal = z.coerce.number().int().min(0).max(100_000_000);

function thankYou(orderNumber: string, paymentMethod: string, finalTotal: Grosze | null, token: string | null, pickup: PickupDetails | null): ThankYouProps {
  const kind = transferKind(paymentMethod);
  return {
    orderNumber,
    paymentMethod,
    finalTotal,
    // With the private link the instructions also show the guest their name and products.
    instructionsPath: kind ? withOrderToken(transferInstructionsPath(kind, orderNumber), token) : null,
    detailsPath: token ? privateOrderPath(orderNumber, token) : null,
    pickup,
  };
}

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const lookup = await lookUpOrderPage(context, request, params.orderNumber);
  if (lookup.state === "found") {
    const { order, token } = lookup;
    const pickup = order.deliveryMethod === "odbior_osobisty" ? pickupDetails(await getShopSettings(context)) : null;
    return { shown: true as const, ...thankYou(order.number, order.paymentMethod, order.finalTotal, token, pickup) };
  }
  if (lookup.state === "failed") {
    // The order could not be read: the link's own data stand in.
    const total = fallbackTotal.safeParse(url.searchParams.get("total") || undefined);
    return { shown: true as const, ...thankYou(params.orderNumber, params.paymentMethod, total.success ? total.data : null, lookup.token, null) };
  }
  // Anyone else, whether or not the order exists: nothing of it, not even the link's amount, which
  // anyone can write and the shop's page would then vouch for; the way to the order and to paying.
  return { shown: false as const, number: lookup.state === "hidden" ? lookup.number : null, kind: transferKind(params.paymentMethod) };
}

/** 'Wyślij nowy link' for a viewer who may not see the order: answered alike whether or not it exists. */
export const action = freshOrderLinkAction;

export const headers = orderPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return orderPageMeta(
    {
      title: loaderData?.shown ? "Dziękujemy za zamówienie" : "Twoje zamówienie",
      description: "Potwierdzenie złożenia zamówienia i instrukcje płatności.",
    },
    matches,
  );
}

export default function ThankYouPage({ loaderData, actionData }: Route.ComponentProps) {
  const shown = loaderData.shown;
  // The checkout lands here after a successful order, also without JavaScript: the cart is done.
  useEffect(() => {
    if (shown) cartActions.clear();
  }, [shown]);

  if (!loaderData.shown) return <ThankYouWithoutOrder number={loaderData.number} kind={loaderData.kind} answer={actionData?.answer} />;
  return <ThankYou {...loaderData} />;
}
