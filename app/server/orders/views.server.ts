import { asc, eq } from "drizzle-orm";
import { orderItems, orders } from "~/db/schema";
import { readCartItem, type CartItem } from "~/lib/cart";
import type { OrderWithLineRecords } from "~/lib/order";
import { type OrderHistoryView, timelineLine } from "~/lib/order-timeline";
import { orderDispatch } from "~/lib/ship-date";
import type { FulfilmentDays } from "~/lib/shop-settings";
import type { Db } from "../platform/db.server";
import { withAppearance } from "./line-appearance.server";
import { linkOpensOrder } from "./links.server";
import { readTimeline } from "./timeline.server";

export type Order = typeof orders.$inferSelect;
export type OrderLine = Omit<typeof orderItems.$inferSelect, "configuration"> & { configuration: CartItem | null };
export type PrivateOrder = Omit<Order, "accessToken" | "idempotencyKey" | "submissionHash"> & { lines: OrderLine[] };

/**
 * Who is asking: the private link's token, and the signed-in customer: their id, and their e-mail
 * only once the account has verified it (null before), since an unproven address proves no ownership.
 */
export interface OrderViewer {
  token?: string | null;
  user?: { id: string; email: string | null } | null;
}

/** The signed-in customer the order belongs to: by account, or by the account's verified e-mail, until its personal data were removed. */
function isOwner(order: Pick<Order, "userId" | "email" | "anonymisedAt">, user: OrderViewer["user"]): boolean {
  if (!user || order.anonymisedAt) return false;
  return order.userId === user.id || (!!user.email && order.email.toLowerCase() === user.email.toLowerCase());
}

/**
 * The owner may see an order: as the signed-in customer it belongs to, or through one of its private
 * links that has not expired (the token's hash is looked up, so nothing compares the secret itself).
 */
export async function canViewOrder(db: Db, order: Pick<Order, "id" | "userId" | "email" | "anonymisedAt">, viewer: OrderViewer): Promise<boolean> {
  if (isOwner(order, viewer.user)) return true;
  return !!viewer.token && linkOpensOrder(db, order.id, viewer.token);
}

export type OrderWithLines = Order & { lines: OrderLine[] };

async function withLines(db: Db, order: Order): Promise<OrderWithLines> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position));
  return {
    ...order,
    lines: items.map((item) => ({ ...item, configuration: readCartItem(item.configuration) })),
  };
}

/** The whole order with its lines, for the server's own use (e-mails, admin); never hand it to a viewer unchecked. */
export async function getOrderWithLines(db: Db, number: string): Promise<OrderWithLines | undefined> {
  const order = await db.select().from(orders).where(eq(orders.number, number)).get();
  return order && withLines(db, order);
}

/** An order's row id written in a URL (the spec's order_id): digits only, within what an integer column holds. */
function orderIdOf(reference: string): number | null {
  const id = /^[1-9]\d{0,15}$/.test(reference) ? Number(reference) : Number.NaN;
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * The order a page's URL names: by its number, else by its id when the value is numeric (the spec's
 * old /order/{id} links). Looking it up tells nothing by itself: every caller checks the viewer, or
 * answers alike whether it exists.
 */
export async function findOrder(db: Db, reference: string): Promise<Order | undefined> {
  const byNumber = await db.select().from(orders).where(eq(orders.number, reference)).get();
  const id = orderIdOf(reference);
  return byNumber ?? (id === null ? undefined : db.select().from(orders).where(eq(orders.id, id)).get());
}

/**
 * The whole order with its lines, found by number or numeric id, or undefined when it does not
 * exist or the viewer may not see it.
 */
export async function getPrivateOrder(db: Db, reference: string, viewer: OrderViewer): Promise<PrivateOrder | undefined> {
  const order = await findOrder(db, reference);
  if (!order || !(await canViewOrder(db, order, viewer))) return undefined;
  const { accessToken: _token, idempotencyKey: _key, submissionHash: _hash, lines, ...visible } = await withLines(db, order);
  // What the pages and e-mails are typed by (lib/order.ts): the rows must keep filling it.
  // The page draws each line: an older line without its appearance gets it from the catalogue.
  return { ...visible, lines: await withAppearance(db, lines) } satisfies OrderWithLineRecords;
}

/**
 * The order page's order, as getPrivateOrder gives it, and its 'Historia zamówienia': the dispatch line (the ship-by day
 * counted with `days` for an order that does not keep one) and what the customer may read of its timeline. Built here,
 * so the page's browser code carries no calendar.
 */
export async function getOrderWithHistory(
  db: Db,
  reference: string,
  viewer: OrderViewer,
  days: Pick<FulfilmentDays, "fulfilmentMaxDays">,
): Promise<{ order: PrivateOrder; history: OrderHistoryView } | undefined> {
  const order = await getPrivateOrder(db, reference, viewer);
  if (!order) return undefined;
  const entries = (await readTimeline(db, order.id, "customer")).map((entry) => timelineLine(entry, "customer"));
  return { order, history: { dispatch: orderDispatch(order, days), entries } };
}
