import { ORDER_TOKEN_PARAM } from "~/lib/order-number";
import { paymentResultPath, type PaymentResultOrder } from "~/lib/online-payments";
import { resultOrderId } from "~/lib/result-order-id";
import { isPlaceholderOrderId } from "~/lib/order-status";
import type { RouterContextProvider } from "react-router";
import { getDb, type Db } from "./db.server";
import { enqueueEvent } from "./events.server";
import { canViewOrder, findOrder, getPaymentView, getPrivateOrder, type OrderViewer, type PaymentView, type PrivateOrder } from "./order-views.server";
import { issueOrderLink } from "./order-links.server";
import { paymentProvider, startOrderPayment } from "./payments/payments.server";
import { clientKey, consumeRateLimit, RATE_LIMITED_MESSAGE, type RateLimitResult } from "./rate-limit.server";
import { getCustomer, getDb as contextDb, getEnv } from "./request-context.server";

/** Who is asking to see an order, the one place the order pages learn it: the private link's token and the signed-in customer. */
export async function orderViewerFrom(context: Readonly<RouterContextProvider>, request: Request): Promise<OrderViewer> {
  const token = new URL(request.url).searchParams.get(ORDER_TOKEN_PARAM);
  const customer = await getCustomer(context);
  const user = customer && { id: customer.user.id, email: customer.user.emailVerified ? customer.user.email : null };
  return { token: token || null, user };
}

/** What a transfer page found for the id in its URL; every case still shows the generic instructions. */
export type TransferOrderLookup = { state: "generic" } | { state: "found"; order: PaymentView } | { state: "missing"; number: string } | { state: "failed" };

/** A placeholder id ('Nr-zamowienia', '0', empty) skips the database; a failed read is reported, not thrown. */
export async function lookUpTransferOrder(db: Db, id: string | undefined): Promise<TransferOrderLookup> {
  if (isPlaceholderOrderId(id)) return { state: "generic" };
  const number = id!.trim();
  try {
    const order = await getPaymentView(db, number);
    return order ? { state: "found", order } : { state: "missing", number };
  } catch (error) {
    console.error(JSON.stringify({ source: "transfer-page", number, error: String(error) }));
    return { state: "failed" };
  }
}

/** 404 for an unknown order, 503 when it could not be read. */
export function lookupStatus(lookup: TransferOrderLookup): number {
  return lookup.state === "missing" ? 404 : lookup.state === "failed" ? 503 : 200;
}

/**
 * The found order in full, for a transfer page viewed by its owner or the holder of its private link;
 * undefined for anyone else, so the order number alone never reveals whose order it is.
 */
export async function transferOrderForViewer(context: Readonly<RouterContextProvider>, db: Db, request: Request, lookup: TransferOrderLookup): Promise<PrivateOrder | undefined> {
  if (lookup.state !== "found") return undefined;
  const viewer = await orderViewerFrom(context, request);
  // Without a token or a session nobody can be the owner: spare the second read.
  if (!viewer.token && !viewer.user) return undefined;
  return getPrivateOrder(db, lookup.order.number, viewer);
}

/**
 * A fresh private link for the order the page's URL names, e-mailed by the consumer to the order's own
 * address and nowhere else. Limited per client and per order, counted and answered alike whether or
 * not the order exists, so the answer tells a stranger nothing.
 */
export async function requestFreshOrderLink(env: Env, request: Request, reference: string): Promise<RateLimitResult> {
  const db = getDb(env);
  const order = await findOrder(db, reference);
  for (const key of [`client:${clientKey(request)}`, `order:${(order?.number ?? reference).slice(0, 64)}`]) {
    const limit = await consumeRateLimit(db, "unverifiedMail", key);
    if (!limit.allowed) return limit;
  }
  if (order) await enqueueEvent(env, { id: crypto.randomUUID(), type: "order_link_requested", orderNumber: order.number });
  return { allowed: true };
}

async function viewableOrder(context: Readonly<RouterContextProvider>, request: Request, orderId: string | null) {
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
