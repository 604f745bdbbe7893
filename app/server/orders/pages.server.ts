import { ORDER_TOKEN_PARAM, typedOrderNumber } from "~/lib/order-number";
import { paymentResultPath, type PaymentResultOrder } from "~/lib/online-payments";
import { resultOrderId } from "~/lib/result-order-id";
import { isPlaceholderOrderId } from "~/lib/order-status";
import { data, type HeadersFunction, type RouterContextProvider } from "react-router";
import { getDb } from "../platform/db.server";
import { enqueueEvent } from "../platform/event-outbox.server";
import { canViewOrder, findOrder, getPrivateOrder, type OrderViewer, type PrivateOrder } from "./views.server";
import { issueOrderLink } from "./links.server";
import { paymentProvider, startOrderPayment } from "../payments/lifecycle.server";
import { clientKey, consumeRateLimit, RATE_LIMITED_MESSAGE, type RateLimitResult } from "../platform/rate-limit.server";
import { getCustomer, getDb as contextDb, getEnv } from "../platform/request-context.server";

/** Who is asking to see an order, the one place the order pages learn it: the private link's token and the signed-in customer. */
export async function orderViewerFrom(context: Readonly<RouterContextProvider>, request: Request): Promise<OrderViewer> {
  const token = new URL(request.url).searchParams.get(ORDER_TOKEN_PARAM);
  const customer = await getCustomer(context);
  const user = customer && { id: customer.user.id, email: customer.user.emailVerified ? customer.user.email : null };
  return { token: token || null, user };
}

/**
 * What a page about one order (the thank-you page, the transfer instructions) may show its viewer:
 * - generic: its address names no order (a placeholder);
 * - hidden: the viewer holds neither the order's private link nor the owner's session, or there is no
 *   such order: the two alike, so counting up numbers tells nothing, not even that an order exists;
 * - found: the whole order, for its owner or the private link's holder (with the link's token, to pass on);
 * - failed: it could not be read (only tried for a viewer with a link or a session, whose link's token is kept, unchecked).
 * `number` is the number in the address when it is one, to show back to whoever typed it.
 */
export type OrderPageLookup =
  | { state: "generic" }
  | { state: "hidden"; number: string | null }
  | { state: "found"; order: PrivateOrder; token: string | null }
  | { state: "failed"; number: string | null; token: string | null };

export async function lookUpOrderPage(context: Readonly<RouterContextProvider>, request: Request, id: string | undefined): Promise<OrderPageLookup> {
  if (id === undefined || isPlaceholderOrderId(id)) return { state: "generic" };
  const number = typedOrderNumber(id);
  const viewer = await orderViewerFrom(context, request);
  // Nobody who could be let in: nothing is read, so nothing about the number can show, not even in the time taken.
  if (!viewer.token && !viewer.user) return { state: "hidden", number };
  try {
    const order = await getPrivateOrder(contextDb(context), id.trim(), viewer);
    return order ? { state: "found", order, token: viewer.token ?? null } : { state: "hidden", number };
  } catch (error) {
    console.error(JSON.stringify({ source: "order-page", number, error: String(error) }));
    return { state: "failed", number, token: viewer.token ?? null };
  }
}

/**
 * A fresh private link for the order the page's URL names, e-mailed by the consumer to the order's own
 * address and nowhere else. Limited per client and per order, counted and answered alike whether or
 * not the order exists, so the answer tells a stranger nothing. Nothing is written here for the event to be
 * kept with (the consumer records the link it mails, under its delivery key), so it goes to the queue at once,
 * into the outbox only if the queue refuses it (enqueueEvent).
 */
export async function requestFreshOrderLink(env: Env, request: Request, reference: string): Promise<RateLimitResult> {
  const db = getDb(env);
  const order = await findOrder(db, reference);
  for (const key of [`client:${clientKey(request)}`, `order:${(order?.number ?? reference).slice(0, 64)}`]) {
    const limit = await consumeRateLimit(db, "unverifiedMail", key);
    if (!limit.allowed) return limit;
  }
  // An order whose personal data were removed (app/server/retention/orders.server.ts) has no address to send to.
  if (order?.email) await enqueueEvent(env, { id: crypto.randomUUID(), type: "order_link_requested", orderNumber: order.number });
  return { allowed: true };
}

/** The answer to every fresh-link request let through, whether or not the order exists. */
export const FRESH_LINK_REQUESTED = "Jeśli takie zamówienie istnieje, wysłaliśmy nowy link na adres e-mail podany w zamówieniu. Sprawdź skrzynkę.";

/** The action of every page about one order that offers a fresh link (details, thank-you, transfer instructions). */
export async function freshOrderLinkAction({ params, request, context }: { params: { orderNumber: string }; request: Request; context: Readonly<RouterContextProvider> }) {
  const limit = await requestFreshOrderLink(getEnv(context), request, params.orderNumber);
  if (!limit.allowed) {
    return data({ answer: RATE_LIMITED_MESSAGE }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }
  return { answer: FRESH_LINK_REQUESTED };
}

/** The headers of a page about one order: its loader's, and a refused fresh-link request's Retry-After. */
export const orderPageHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const headers = new Headers(loaderHeaders);
  for (const [name, value] of actionHeaders) headers.set(name, value);
  return headers;
};

/** The order `orderId` names (its number or id), when the viewer may see it: its owner signed in, or its private link's holder. */
export async function viewableOrder(context: Readonly<RouterContextProvider>, request: Request, orderId: string | null) {
  if (!orderId) return null;
  const viewer = await orderViewerFrom(context, request);
  if (!viewer.token && !viewer.user) return null;
  const db = contextDb(context);
  const order = await findOrder(db, orderId);
  return order && (await canViewOrder(db, order, viewer)) ? { order, viewer } : null;
}

/** A payment result page's data: the order id in its URL, and the order's payment when the viewer may see it. */
export async function loadPaymentResult(context: Readonly<RouterContextProvider>, request: Request): Promise<{ orderId: string | null; order: PaymentResultOrder | null }> {
  const orderId = resultOrderId(request);
  const found = await viewableOrder(context, request, orderId);
  if (!found) return { orderId, order: null };
  const { number, finalTotal, paymentMethod, paymentStatus, orderStatus, accepted } = found.order;
  return { orderId, order: { number, finalTotal, paymentMethod, paymentStatus, orderStatus, accepted } };
}

const RETRY_FAILED = "Nie udało się połączyć z PayU. Spróbuj ponownie za chwilę albo wybierz inną metodę płatności.";
const RETRY_NOT_POSSIBLE = "Tego zamówienia nie można już opłacić przez PayU. Skontaktuj się z nami, a pomożemy.";

export type RetryAnswer = { paymentUrl: string } | { redirectTo: string } | { retryError: string; status: number };

/**
 * 'Ponów płatność' on a result page: a new PayU payment for the order in the URL, for its owner or the
 * private link's holder only, limited like placing an order. A paid order goes to the success page.
 */
export async function retryOrderPayment(context: Readonly<RouterContextProvider>, request: Request): Promise<RetryAnswer> {
  const env = getEnv(context);
  const provider = paymentProvider(env);
  const found = await viewableOrder(context, request, resultOrderId(request));
  if (!provider || !found) return { retryError: RETRY_NOT_POSSIBLE, status: 404 };
  const db = contextDb(context);
  const limit = await consumeRateLimit(db, "order", clientKey(request));
  if (!limit.allowed) return { retryError: RATE_LIMITED_MESSAGE, status: 429 };

  const { order, viewer } = found;
  // The signed-in owner came without a link: PayU brings them back with one of their own.
  const token = viewer.token ?? (await issueOrderLink(env, db, order, `payment-retry:${crypto.randomUUID()}`));
  const origin = new URL(request.url).origin;
  const started = await startOrderPayment(db, provider, order.number, { origin, customerIp: request.headers.get("CF-Connecting-IP") ?? "127.0.0.1", token });
  if (started.ok) return { paymentUrl: started.redirectUrl };
  if (started.reason === "paid") return { redirectTo: paymentResultPath("/payment-success", order.number, token) };
  return started.reason === "provider" ? { retryError: RETRY_FAILED, status: 503 } : { retryError: RETRY_NOT_POSSIBLE, status: 409 };
}
