import { ORDER_TOKEN_PARAM } from "~/lib/order-number";
import { isPlaceholderOrderId } from "~/lib/order-status";
import type { RouterContextProvider } from "react-router";
import { getDb, type Db } from "./db.server";
import { enqueueEvent } from "./events.server";
import { findOrder, getPaymentView, getPrivateOrder, type OrderViewer, type PaymentView, type PrivateOrder } from "./order-views.server";
import { clientKey, consumeRateLimit, type RateLimitResult } from "./rate-limit.server";
import { getCustomer } from "./request-context.server";

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
