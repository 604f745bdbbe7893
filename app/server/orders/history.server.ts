import { and, desc, eq, exists, inArray, isNull, ne, notInArray, sql, type SQL } from "drizzle-orm";
import { orderItems, orders } from "~/db/schema";
import type { OrderHistoryEntry } from "~/lib/order";
import { BOOKED_PAYMENT_STATUSES, CUSTOMER_CANCELLABLE_ORDER_STATUSES, customerMayCancel } from "~/lib/order-status";
import { madeBy, type Customer } from "../accounts/customers.server";
import { issuing, planCorrections } from "../invoices/issue.server";
import { getDb, type Db } from "../platform/db.server";
import { keepEventWhere, sendKeptEvents, type AfterResponse } from "../platform/event-outbox.server";
import { BY_CUSTOMER, timelineWhere } from "./timeline.server";

/**
 * The customer's orders: those placed while signed in, and those placed with the account's verified e-mail. An order
 * whose personal data were removed (its account deleted, its accounting period over) is nobody's any more, whoever
 * registers its address later.
 */
export const ownedBy = (customer: Pick<Customer, "user">): SQL => and(madeBy(customer, orders), isNull(orders.anonymisedAt))!;

/**
 * customerMayCancel in SQL, from the same lists: the cancellation's UPDATE checks it at the moment
 * of writing, the history's button asks the predicate of the same row.
 */
const cancellable = and(
  isNull(orders.accepted),
  inArray(orders.orderStatus, [...CUSTOMER_CANCELLABLE_ORDER_STATUSES]),
  notInArray(orders.paymentStatus, [...BOOKED_PAYMENT_STATUSES]),
  ne(orders.email, ""),
)!;

/** The signed-in customer's orders, newest first. */
export async function listCustomerOrders(db: Db, customer: Customer): Promise<OrderHistoryEntry[]> {
  const rows = await db
    .select({
      number: orders.number,
      createdAt: orders.createdAt,
      productCount: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number),
      itemsTotal: orders.itemsTotal,
      finalTotal: orders.finalTotal,
      paymentMethod: orders.paymentMethod,
      orderStatus: orders.orderStatus,
      paymentStatus: orders.paymentStatus,
      cancelledBy: orders.cancelledBy,
      accepted: orders.accepted,
      email: orders.email,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(ownedBy(customer))
    .groupBy(orders.id)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(({ accepted, email, ...entry }) => ({ ...entry, cancellable: customerMayCancel({ ...entry, accepted, email }) }));
}

/** The history, or `null` when it could not be read: the page then says so instead of failing whole. */
export async function loadOrderHistory(db: Db, customer: Customer): Promise<OrderHistoryEntry[] | null> {
  try {
    return await listCustomerOrders(db, customer);
  } catch (error) {
    console.error(JSON.stringify({ source: "order-history", user: customer.user.id, error: String(error) }));
    return null;
  }
}

/**
 * The customer cancels their own order. One conditional UPDATE checks ownership and the rule at
 * the moment of writing, so neither a forged request nor a race with the shop's acceptance can
 * cancel an order that is not theirs or no longer cancellable. Its event and its timeline entry are kept in the
 * same batch, read before the UPDATE by the same condition, and the consumer e-mails the confirmation.
 */
export async function cancelOrder(env: Env, customer: Customer, number: string, later?: AfterResponse): Promise<boolean> {
  const db = getDb(env);
  const theOrder = and(eq(orders.number, number), ownedBy(customer), cancellable);
  const event = { id: crypto.randomUUID(), type: "order_cancelled" as const, orderNumber: number };
  // An order the owner invoiced by hand before it was accepted gets its correction with the cancellation.
  const found = await db.select({ id: orders.id }).from(orders).where(theOrder).get();
  const cancelledByCustomer = and(eq(orders.orderStatus, "anulowane"), eq(orders.cancelledBy, "klient"));
  const correcting = issuing(db, found ? await planCorrections(env, db, [found.id], "anulowanie") : [], () => cancelledByCustomer);
  const [, , cancelled] = await db.batch([
    keepEventWhere(db, event, exists(db.select({ number: orders.number }).from(orders).where(theOrder))),
    timelineWhere(db, theOrder, "cancelled", BY_CUSTOMER, { by: "klient" }),
    db.update(orders).set({ orderStatus: "anulowane", cancelledBy: "klient", updatedAt: new Date() }).where(theOrder).returning({ number: orders.number }),
    ...correcting.statements,
  ]);
  if (cancelled.length === 0) return false;
  await sendKeptEvents(env, [event], later);
  await correcting.send(env, later);
  return true;
}
