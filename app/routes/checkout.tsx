import { type ReactNode, useEffect, useMemo } from "react";
import { href, redirect, useNavigate, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/checkout";
import { CartArea, CartSkeleton, EmptyCart } from "~/components/cart/cart-states";
import { cartActions, useStoredCart } from "~/components/cart/cart-store";
import { useCartQuote } from "~/components/cart/use-cart-quote";
import { CheckoutForm, type OrderFailure } from "./checkout/checkout-form";
import { GUEST_PARAM, GuestChoice } from "./checkout/guest-choice";
import { pageMeta } from "~/lib/page-meta";
import { Loading } from "~/components/ui/loading";
import { useToast } from "~/components/ui/toast";
import { PRIVATE_CACHE_CONTROL } from "~/lib/caching";
import { cartItemSchema, MAX_CART_LINES, type CartItem } from "~/lib/cart";
import { checkoutFormInput, checkoutFormSchemaFor } from "~/lib/checkout";
import { paymentResultPath } from "~/lib/online-payments";
import { firstMessage, parseForm, refuseForm, type FieldErrors } from "~/lib/forms";
import { checkoutPrefill } from "~/server/accounts/customers.server";
import { placeOrder, type PlacedOrder } from "~/server/orders/place-order.server";
import type { Db } from "~/server/platform/db.server";
import { paymentProvider, startOrderPayment } from "~/server/payments/lifecycle.server";
import type { PaymentProvider } from "~/server/payments/provider.server";
import { clientKey, consumeRateLimit, RATE_LIMITED_MESSAGE } from "~/server/platform/rate-limit.server";
import { getAfterResponse, getCustomer, getDb, getEnv } from "~/server/platform/request-context.server";
import { readShopSettings } from "~/server/settings/shop.server";

const ORDER_FAILED = "Wystąpił błąd podczas składania zamówienia";

/** The `cart` field: the browser's stored lines as JSON; the order prices them again from D1. */
const cartFieldSchema = z
  .string()
  .transform((raw, ctx) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "The cart is not JSON" });
      return z.NEVER;
    }
  })
  .pipe(z.array(cartItemSchema).max(MAX_CART_LINES));

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(
    {
      title: loaderData?.prefill ? "Finalizacja zamówienia (zalogowany)" : loaderData?.guest ? "Finalizacja zamówienia (jako gość)" : "Finalizacja zamówienia",
      description: "Podaj dane do wysyłki, wybierz dostawę i płatność, a następnie złóż zamówienie.",
    },
    matches,
  );
}

// Every render carries a fresh idempotency key: never from a shared cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": PRIVATE_CACHE_CONTROL });

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await getCustomer(context);
  const guest = new URL(request.url).searchParams.get(GUEST_PARAM.name) === GUEST_PARAM.value;
  // The key is made here, not in the browser, so the server render and hydration agree on it.
  return { prefill: customer ? checkoutPrefill(customer) : null, guest, idempotencyKey: crypto.randomUUID(), onlinePayments: paymentProvider(getEnv(context)) !== null };
}

// After this page's own submissions the loader must not run again: it would hand out a new
// idempotency key, and a resubmitted form has to keep the one that may already have placed an order.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate;
}

function thankYouPath({ number, paymentMethod, finalTotal, accessToken }: PlacedOrder): string {
  const query = new URLSearchParams({ total: String(finalTotal), klucz: accessToken });
  return `${href("/dziekujemy-za-zamowienie/:orderNumber/:paymentMethod", { orderNumber: number, paymentMethod })}?${query}`;
}

/** Every refused order answers in the forms' one shape; the repriced cart comes only with changed prices. */
function refusal(message: string, errors: FieldErrors = {}, repricedCart: CartItem[] | null = null, status = 400) {
  return refuseForm(message, errors, { repricedCart }, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const env = getEnv(context);
  const db = getDb(context);

  const provider = paymentProvider(env);
  const parsed = parseForm(checkoutFormInput(form), checkoutFormSchemaFor(provider !== null));
  if (!parsed.ok) return refusal(firstMessage(parsed)!, parsed.fieldErrors);
  const cart = cartFieldSchema.safeParse(form.get("cart") ?? "");
  if (!cart.success) return refusal(ORDER_FAILED);

  // Only a submission that passed validation counts: a shopper fixing mistakes is never locked out.
  const limit = await consumeRateLimit(db, "order", clientKey(request));
  if (!limit.allowed) return refusal(RATE_LIMITED_MESSAGE, {}, null, 429);

  const customer = await getCustomer(context);
  // From D1, not the page's snapshot: the prices it charges and the ship-by day it keeps are settled now.
  const settings = await readShopSettings(db, env);
  const result = await placeOrder(env, db, parsed.data, cart.data, customer?.user.id ?? null, settings, getAfterResponse(context));
  if (!result.ok) return refusal(result.message, result.errors, result.repricedCart, result.status);

  const path = provider && result.paymentMethod === "payu" ? await onlinePaymentPath(request, db, provider, result) : thankYouPath(result);
  // A plain form post (no JavaScript) goes straight on; with JavaScript the page clears the cart first.
  return form.get("js") === "1" ? { placedPath: path } : redirect(path);
}

/**
 * Where a PayU order goes once placed: PayU's payment page, or, when PayU cannot be reached, the failure
 * page with the order saved and 'Ponów płatność'. A repeated submission goes to the same payment.
 */
async function onlinePaymentPath(request: Request, db: Db, provider: PaymentProvider, order: PlacedOrder): Promise<string> {
  const origin = new URL(request.url).origin;
  // Cloudflare always says who it is; only a local run has no such header.
  const customerIp = request.headers.get("CF-Connecting-IP") ?? "127.0.0.1";
  const started = await startOrderPayment(db, provider, order.number, { origin, customerIp, token: order.accessToken });
  if (started.ok) return started.redirectUrl;
  if (started.reason === "paid") return paymentResultPath("/payment-success", order.number, order.accessToken);
  return paymentResultPath("/payment-failure", order.number, order.accessToken);
}

/** A lost connection becomes an answer the form can show, instead of the page's error screen. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { networkError: true as const };
  }
}

function orderFailure(result: Route.ComponentProps["actionData"]): OrderFailure | null {
  if (!result) return null;
  if ("networkError" in result) return { message: ORDER_FAILED, errors: {} };
  if ("message" in result) return { message: result.message, errors: result.errors };
  return null;
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const items = useStoredCart();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const toast = useToast();
  const failure = useMemo(() => orderFailure(actionData), [actionData]);
  const placedPath = actionData && "placedPath" in actionData ? actionData.placedPath : null;
  const quote = useCartQuote(placedPath ? null : items);
  const signedIn = loaderData.prefill !== null;
  const showForm = signedIn || loaderData.guest;

  // The cart is cleared only once the order exists, then the shopper moves on to the thank-you page,
  // after the submission has settled: navigating earlier would abort its revalidation mid-flight.
  const settled = navigation.state === "idle";
  useEffect(() => {
    if (!placedPath || !settled) return;
    cartActions.clear();
    toast.success("Zamówienie zostało pomyślnie złożone!");
    // PayU's payment page is another site: the browser goes there itself.
    if (/^https?:/.test(placedPath)) window.location.assign(placedPath);
    else void navigate(placedPath, { replace: true });
  }, [placedPath, settled, navigate, toast]);

  // Prices changed since the summary was shown: nothing was ordered, and the cart takes the server's prices.
  useEffect(() => {
    if (actionData && "repricedCart" in actionData && actionData.repricedCart) cartActions.replace(actionData.repricedCart);
  }, [actionData]);

  let content: ReactNode;
  if (placedPath) content = <Loading label={/^https?:/.test(placedPath) ? "Przechodzimy do płatności PayU..." : "Przechodzimy do potwierdzenia zamówienia..."} />;
  else if (items?.length === 0) content = <EmptyCart />;
  // How to go on needs no cart: the server draws the choice too, so it shows before the browser's cart is read.
  else if (!showForm) content = <GuestChoice />;
  else if (items === null) content = <CartSkeleton label="Ładowanie koszyka..." />;
  else
    content = (
      <CheckoutForm
        items={items}
        idempotencyKey={loaderData.idempotencyKey}
        prefill={loaderData.prefill}
        quote={quote}
        refusal={failure}
        pending={navigation.formData !== undefined}
        onlinePayments={loaderData.onlinePayments}
      />
    );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-stone-950 sm:text-4xl">
        {showForm && items?.length ? `Finalizacja zamówienia (${signedIn ? "zalogowany" : "jako gość"})` : "Finalizacja zamówienia"}
      </h1>
      <CartArea>{content}</CartArea>
    </div>
  );
}
