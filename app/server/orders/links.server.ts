import { and, eq, gt } from "drizzle-orm";
import { orderLinks } from "~/db/schema";
import { ORDER_LINK_DAYS } from "~/lib/order-number";
import type { Db } from "../platform/db.server";
import { sha256, signText } from "../platform/worker-secret.server";

const ORDER_LINK_MS = ORDER_LINK_DAYS * 24 * 60 * 60 * 1000;

type SecretEnv = Pick<Env, "AUTH_SECRET">;

/**
 * A private link's token: the HMAC, under a key of the worker's secret, of what it is handed out for
 * (the checkout's submission, one e-mail delivery). The same occasion always gives the same token, so a
 * repeated submission or a redelivered event hands out the same link, and no token is ever kept or
 * queued in clear: the database holds its SHA-256 (orderLinkFields), which opens nothing by itself.
 */
export function orderLinkToken(env: SecretEnv, number: string, occasion: string): Promise<string> {
  return signText(env, "order-link", `${number}:${occasion}`);
}

/** What an order_links row keeps of a token, opening its order for ORDER_LINK_DAYS from now. */
export async function orderLinkFields(token: string, now = Date.now()) {
  return { tokenHash: await sha256(token), expiresAt: new Date(now + ORDER_LINK_MS) };
}

/**
 * A private link to the order for this occasion, recorded so it opens the order. Recording it again
 * (a redelivery) keeps the first expiry.
 */
export async function issueOrderLink(env: SecretEnv, db: Db, order: { id: number; number: string }, occasion: string): Promise<string> {
  const token = await orderLinkToken(env, order.number, occasion);
  await db
    .insert(orderLinks)
    .values({ ...(await orderLinkFields(token)), orderId: order.id })
    .onConflictDoNothing();
  return token;
}

/** Whether the token is a link to this order that has not expired; a wrong, unknown or expired one alike is false. */
export async function linkOpensOrder(db: Db, orderId: number, token: string, now = Date.now()): Promise<boolean> {
  const link = await db
    .select({ orderId: orderLinks.orderId })
    .from(orderLinks)
    .where(and(eq(orderLinks.tokenHash, await sha256(token)), eq(orderLinks.orderId, orderId), gt(orderLinks.expiresAt, new Date(now))))
    .get();
  return !!link;
}
