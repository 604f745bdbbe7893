import { and, count, desc, eq, exists, getTableColumns, inArray, isNull, not, notInArray, sql, type SQL } from "drizzle-orm";
import { auditLog, complaints, fabrics, invoices, orderItems, orders, orderTimeline, payments, searchIndexes } from "~/db/schema";
import type { AdminOrdersQuery } from "~/lib/admin-orders-query";
import { readCartItem } from "~/lib/cart";
import type { OrderEventType } from "~/lib/events";
import { PAID_AT_HANDOVER } from "~/lib/fulfilment";
import type { OnlinePaymentSummary } from "~/lib/online-payments";
import type { AdminOrder } from "~/lib/order";
import { isPaid, PAID_PAYMENT_STATUSES, paymentStatusesLabelled, type OrderStatus } from "~/lib/order-status";
import { shipBy } from "~/lib/ship-date";
import type { FulfilmentDays } from "~/lib/shop-settings";
import { auditColumns, type AuditActor } from "../admin/audit.server";
import { getDb, searchedPage, type Db } from "../platform/db.server";
import { keepEventsWhere, sendKeptEvents, type AfterResponse } from "../platform/event-outbox.server";
import { invoicesOfOrders } from "../invoices/register.server";
import { complaintsOfOrders } from "../complaints/admin.server";
import { issuing, planCorrections, planInvoices } from "../invoices/issue.server";
import { readShopSettings } from "../settings/shop.server";
import { withAppearance } from "./line-appearance.server";
import { byAdmin, byOrder, timelinesOf, timelineWhere } from "./timeline.server";

// The back-office's work on orders: the list, accepting, rejecting, statuses, notes, deleting. Every change is written
// with its audit entry and its timeline entry in one D1 batch; who may call these is checked by requireAdmin
// (app/server/admin/gate.server.ts).

export const ADMIN_ORDERS_PAGE_SIZE = 25;

/** One page of orders, newest first, with their lines (fabric codes labelled), payments and timelines, and the count: two D1 round trips. */
export async function listAdminOrders(db: Db, query: AdminOrdersQuery): Promise<{ total: number; orders: AdminOrder[] }> {
  // The page's orders are found in orders_list_idx alone (it holds what the filters and the order read), then only
  // those rows read: a search reads every order's index entry instead of every order's row.
  const { rows, count } = searchedPage(db, orders, searchIndexes.orders, getTableColumns(orders), {
    search: query.search,
    filters: [
      query.orderStatus ? eq(orders.orderStatus, query.orderStatus) : undefined,
      // The filter is by label: 'Oczekuje płatności' finds 'oczekujaca' and 'pending' alike.
      query.paymentStatus ? inArray(orders.paymentStatus, paymentStatusesLabelled(query.paymentStatus)) : undefined,
    ],
    order: [desc(orders.createdAt), desc(orders.id)],
    size: ADMIN_ORDERS_PAGE_SIZE,
    page: query.page,
  });
  const [page, [total]] = await db.batch([rows, count]);
  const ids = page.map((o) => o.id);
  // A page is ADMIN_ORDERS_PAGE_SIZE ids: well within a statement's 100 parameters.
  const [lines, attempts, timelines, invoices, complained] = ids.length
    ? await db.batch([
        db
          .select({ item: orderItems, fabricName: fabrics.name, fabricCategory: fabrics.category })
          .from(orderItems)
          .leftJoin(fabrics, eq(fabrics.code, orderItems.fabricCode))
          .where(inArray(orderItems.orderId, ids))
          .orderBy(orderItems.orderId, orderItems.position),
        db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(desc(payments.id)),
        timelinesOf(db, ids),
        invoicesOfOrders(db, ids),
        complaintsOfOrders(db, ids),
      ])
    : [[], [], [], [], []];
  const timelineOf = byOrder(timelines, "owner");
  // The cards draw each line (production reads them): an older line without its appearance gets it from the catalogue.
  const drawn = await withAppearance(
    db,
    lines.map(({ item, fabricName, fabricCategory }) => ({ ...item, configuration: readCartItem(item.configuration), fabricName, fabricCategory })),
  );
  return {
    total: total?.n ?? 0,
    orders: page.map(({ accessToken: _token, idempotencyKey: _key, submissionHash: _hash, ...order }) => ({
      ...order,
      lines: drawn.filter((line) => line.orderId === order.id),
      onlinePayment: latestPaymentSummary(attempts.filter((attempt) => attempt.orderId === order.id)),
      timeline: timelineOf.get(order.id) ?? [],
      invoices: invoices.filter((invoice) => invoice.orderId === order.id),
      complaints: complained.filter((complaint) => complaint.orderId === order.id || complaint.remakeOrderId === order.id),
    })),
  };
}

/** The newest of an order's attempts (given newest first), as its card shows it. */
function latestPaymentSummary(attempts: (typeof payments.$inferSelect)[]): OnlinePaymentSummary | null {
  const [latest] = attempts;
  if (!latest) return null;
  const { reference, providerPaymentId, state, method, problem, refundId, refundStatus } = latest;
  return { reference, providerPaymentId, state, method, problem, refundId, refundStatus, attempts: attempts.length };
}

/**
 * The customers' e-mails about a change, kept in its batch: one event of `type` per order of `numbers` that
 * `changes` finds, read before the change (as the audit entries are), so an order is told exactly when it changes.
 * `toSend` picks the events of the orders the change reports changed, for sendKeptEvents.
 */
export function keepOrderEvents(db: Db, type: OrderEventType, numbers: readonly string[], changes: (number: SQL) => SQL | undefined) {
  const events = [...new Set(numbers)].map((orderNumber) => ({ id: crypto.randomUUID(), type, orderNumber }));
  return {
    statement: keepEventsWhere(db, events, (field) =>
      exists(
        db
          .select({ number: orders.number })
          .from(orders)
          .where(changes(field("orderNumber"))),
      ),
    ),
    toSend: (changed: { number: string }[]) => events.filter((event) => changed.some((order) => order.number === event.orderNumber)),
  };
}

/** The audit entries of a change to the orders matching `where`, one per order, read before the change in its batch. */
export function ordersAudit(db: Db, actor: AuditActor, action: Parameters<typeof auditColumns>[1], where: SQL | undefined, details: SQL | null, at: Date) {
  return db.insert(auditLog).select(
    db
      .select(auditColumns(actor, action, sql`${orders.number}`, details, at))
      .from(orders)
      .where(where),
  );
}

/** A cash order's ship-by day once the shop accepts it: its clock starts then (app/lib/fulfilment.ts); any other order keeps its day. */
function shipByOnAcceptance(now: Date, days: Pick<FulfilmentDays, "fulfilmentMaxDays">): SQL {
  return sql`case when ${inArray(orders.paymentMethod, [...PAID_AT_HANDOVER])} then ${shipBy(now, days)} else ${orders.shipBy} end`;
}

/** Accept: only an order not already accepted and not cancelled. The e-mail follows through the queue. */
export async function acceptOrder(env: Env, actor: AuditActor, number: string, later?: AfterResponse): Promise<boolean> {
  const db = getDb(env);
  const now = new Date();
  const settings = await readShopSettings(db, env);
  const acceptable = (order: SQL | string) => and(eq(orders.number, order), sql`${orders.accepted} is not 1`, sql`${orders.orderStatus} <> 'anulowane'`);
  const told = keepOrderEvents(db, "order_accepted", [number], acceptable);
  const [, , , changed] = await db.batch([
    ordersAudit(db, actor, "order_accepted", acceptable(number), sql`json_object('from', ${orders.orderStatus})`, now),
    told.statement,
    timelineWhere(db, acceptable(number), "accepted", byAdmin(actor), null, now),
    db
      .update(orders)
      .set({ accepted: true, orderStatus: "zaakceptowane", acceptedAt: now, shipBy: shipByOnAcceptance(now, settings), updatedAt: now })
      .where(acceptable(number))
      .returning({ number: orders.number }),
  ]);
  await sendKeptEvents(env, told.toSend(changed), later);
  return changed.length > 0;
}

/** Reject with an optional reason: only an order not already rejected and not cancelled. */
export async function rejectOrder(env: Env, actor: AuditActor, number: string, reason: string | null, later?: AfterResponse): Promise<boolean> {
  const db = getDb(env);
  const now = new Date();
  const rejectable = (order: SQL | string) => and(eq(orders.number, order), sql`${orders.accepted} is not 0`, sql`${orders.orderStatus} <> 'anulowane'`);
  const told = keepOrderEvents(db, "order_rejected", [number], rejectable);
  const [, , , changed] = await db.batch([
    ordersAudit(db, actor, "order_rejected", rejectable(number), sql`json_object('from', ${orders.orderStatus}, 'reason', ${reason})`, now),
    told.statement,
    timelineWhere(db, rejectable(number), "rejected", byAdmin(actor), { reason }, now),
    db.update(orders).set({ accepted: false, orderStatus: "odrzucone", rejectionReason: reason, updatedAt: now }).where(rejectable(number)).returning({ number: orders.number }),
  ]);
  await sendKeptEvents(env, told.toSend(changed), later);
  return changed.length > 0;
}

/** Order states the customer is told about by e-mail when the shop sets them. */
const NOTIFIED_ORDER_STATUSES = new Set<string>(["w_realizacji", "gotowe", "wysłane"] satisfies OrderStatus[]);
/** Payment states the customer is told about: the payment arrived. */
const NOTIFIED_PAYMENT_STATUSES = new Set<string>(PAID_PAYMENT_STATUSES);

/** An order marked paid by hand (a transfer arrived) has its payment booked now, unless it was paid already. */
const bookedNow = notInArray(orders.paymentStatus, [...PAID_PAYMENT_STATUSES]);

/** The ship-by day of an order whose payment is booked now: its clock starts then, unless it is paid in cash at handover (app/lib/fulfilment.ts). */
function shipByOnBooking(now: Date, days: Pick<FulfilmentDays, "fulfilmentMaxDays">): SQL {
  return sql`case when ${bookedNow} and ${notInArray(orders.paymentMethod, [...PAID_AT_HANDOVER])} then ${shipBy(now, days)} else ${orders.shipBy} end`;
}

/**
 * The timeline's entry of a status set by hand, one per order `changing` finds, read before the change as its audit
 * entry is: the shop's cancellation, a payment booked, or the status's move from what it was.
 */
function statusTimeline(db: Db, actor: AuditActor, field: "orderStatus" | "paymentStatus", value: string, changing: SQL | undefined, now: Date) {
  const by = byAdmin(actor);
  const move = sql`json_object('from', ${orders[field]}, 'to', ${value})`;
  if (field === "orderStatus")
    return value === "anulowane" ? timelineWhere(db, changing, "cancelled", by, { by: "sklep" }, now) : timelineWhere(db, changing, "status", by, move, now);
  if (!isPaid(value)) return timelineWhere(db, changing, "payment_status", by, move, now);
  const kind = sql`case when ${bookedNow} then 'payment_booked' else 'payment_status' end`;
  return timelineWhere(db, changing, kind, by, sql`case when ${bookedNow} then json_object('amount', ${orders.finalTotal}) else ${move} end`, now);
}

/** The workshop's progress an order status stands for: set by hand, it is stamped as the workshop's own step would be (the first time only). */
const PROGRESS_STAMPS = { w_realizacji: "productionStartedAt", gotowe: "readyAt", wysłane: "shippedAt" } as const;

function progressStamp(status: string, now: Date): Partial<Record<(typeof PROGRESS_STAMPS)[keyof typeof PROGRESS_STAMPS], SQL>> {
  if (!Object.hasOwn(PROGRESS_STAMPS, status)) return {};
  const column = PROGRESS_STAMPS[status as keyof typeof PROGRESS_STAMPS];
  return { [column]: sql`coalesce(${orders[column]}, ${now.getTime()})` };
}

/**
 * Sets the order or payment status of the given orders (one or many); the admin may set any value.
 * An order the admin cancels was cancelled by the shop; any other order status has no canceller.
 * `found` tells orders that already had the status (found, not changed) from ones that are gone. A status the
 * customer hears about keeps one event per changed order in the same batch, and every changed order one timeline entry.
 */
export async function setStatus(
  env: Env,
  actor: AuditActor,
  field: "orderStatus" | "paymentStatus",
  value: string,
  numbers: string[],
  later?: AfterResponse,
): Promise<{ found: number; changed: number }> {
  if (numbers.length === 0) return { found: 0, changed: 0 };
  const db = getDb(env);
  const now = new Date();
  const differs = sql`${orders[field]} <> ${value}`;
  const changing = and(inArray(orders.number, numbers), differs);
  const notified = field === "orderStatus" ? NOTIFIED_ORDER_STATUSES : NOTIFIED_PAYMENT_STATUSES;
  const ready = pickupReadiness(db, actor, field === "orderStatus" && value === "gotowe" ? numbers : [], differs, now);
  const told = keepOrderEvents(db, "status_update", notified.has(value) ? numbers : [], (order) => and(eq(orders.number, order), differs, ready.others));
  const booking = field === "paymentStatus" && isPaid(value) ? { shipBy: shipByOnBooking(now, await readShopSettings(db, env)) } : {};
  const invoicing = await statusInvoicing(env, db, field, value, numbers, now);
  const [, , , , , , changed, [found]] = await db.batch([
    ordersAudit(db, actor, field === "orderStatus" ? "order_status_changed" : "payment_status_changed", changing, sql`json_object('from', ${orders[field]}, 'to', ${value})`, now),
    told.statement,
    statusTimeline(db, actor, field, value, changing, now),
    ...ready.statements,
    db
      .update(orders)
      .set(
        field === "orderStatus"
          ? { orderStatus: value, cancelledBy: value === "anulowane" ? "sklep" : null, ...progressStamp(value, now), updatedAt: now }
          : { paymentStatus: value, ...booking, updatedAt: now },
      )
      .where(changing)
      .returning({ number: orders.number, deliveryMethod: orders.deliveryMethod }),
    db.select({ n: count() }).from(orders).where(inArray(orders.number, numbers)),
    ...invoicing.statements,
  ]);
  await sendKeptEvents(env, [...told.toSend(changed.filter(ready.toldOfStatus)), ...ready.toSend(changed)], later);
  await invoicing.send(env, later);
  return { found: found?.n ?? 0, changed: changed.length };
}

/**
 * The invoices a status set by hand issues, for setStatus's batch after its change: a payment booked (a transfer
 * marked paid) issues the order's invoice; a cash order marked 'wysłane' (a parcel handed to the courier, or a pickup
 * order collected: the owner marks it 'wysłane' when the customer takes it) issues its invoice at handover; an
 * invoiced order the shop cancels gets its correction. Each only for the orders this batch changed (their updated_at
 * is its `now`) and the batch checks again that none is issued yet.
 */
async function statusInvoicing(env: Env, db: Db, field: "orderStatus" | "paymentStatus", value: string, numbers: readonly string[], now: Date) {
  const changedNow = and(eq(orders.updatedAt, now), eq(orders[field], value));
  const ids = async () =>
    (
      await db
        .select({ id: orders.id })
        .from(orders)
        .where(inArray(orders.number, [...numbers]))
    ).map((order) => order.id);
  if (field === "paymentStatus" && isPaid(value)) return issuing(db, await planInvoices(env, db, await ids(), "platnosc", now), () => changedNow);
  if (field === "orderStatus" && value === "wysłane") {
    const handedOver = and(changedNow, inArray(orders.paymentMethod, [...PAID_AT_HANDOVER]));
    return issuing(db, await planInvoices(env, db, await ids(), "wydanie", now), () => handedOver);
  }
  if (field === "orderStatus" && value === "anulowane") return issuing(db, await planCorrections(env, db, await ids(), "anulowanie", now), () => changedNow);
  return issuing(db, []);
}

/**
 * A pickup order that becomes 'gotowe' is ready to collect: its customer gets the pickup e-mail instead of the
 * status one, its timeline says so, and it counts as gone (shipped_at) for the ship-by promise. Statements for
 * setStatus's batch, before its change, where `differs` still tells the orders it changes; without `numbers` (any
 * other change) they change nothing.
 */
function pickupReadiness(db: Db, actor: AuditActor, numbers: readonly string[], differs: SQL, at: Date) {
  const collected = eq(orders.deliveryMethod, "odbior_osobisty");
  const isCollected = (order: { deliveryMethod: string }) => order.deliveryMethod === "odbior_osobisty";
  const readying = and(inArray(orders.number, [...numbers]), differs, collected);
  const told = keepOrderEvents(db, "order_ready_for_pickup", numbers, (order) => and(eq(orders.number, order), differs, collected));
  return {
    /** What the status e-mail of the same change leaves out, in SQL and among the changed orders. */
    others: numbers.length ? not(collected) : undefined,
    toldOfStatus: (order: { deliveryMethod: string }) => numbers.length === 0 || !isCollected(order),
    statements: [
      timelineWhere(db, readying, "ready_for_pickup", byAdmin(actor), null, at),
      told.statement,
      db
        .update(orders)
        .set({ shippedAt: at })
        .where(and(readying, isNull(orders.shippedAt))),
    ] as const,
    toSend: (changed: { number: string; deliveryMethod: string }[]) => told.toSend(changed.filter(isCollected)),
  };
}

/** The owner's internal note on an order, on its timeline (never shown to the customer) with its audit entry; false when there is no such order. */
export async function addOrderNote(env: Env, actor: AuditActor, number: string, text: string): Promise<boolean> {
  const db = getDb(env);
  const now = new Date();
  const theOrder = eq(orders.number, number);
  // The audit names the order, not the note: its text may name the customer and stays where anonymisation clears it.
  const [, added] = await db.batch([
    ordersAudit(db, actor, "order_note_added", theOrder, null, now),
    timelineWhere(db, theOrder, "note", byAdmin(actor), { text }, now).returning({ id: orderTimeline.id }),
  ]);
  return added.length > 0;
}

/**
 * Deletes the given orders, except an invoiced one: its invoice is an accounting document kept for the accounting
 * period, and it names its order (invoicedOrders says which were kept, for the owner's message); nor one with a
 * complaint, whose case names it (complainedOrders).
 */
export async function deleteOrders(env: Env, actor: AuditActor, numbers: string[]): Promise<number> {
  if (numbers.length === 0) return 0;
  const db = getDb(env);
  const selected = and(
    inArray(orders.number, numbers),
    sql`not exists (select 1 from ${invoices} where ${invoices.orderId} = ${orders.id})`,
    // A complaint (about the order, or remade by it) is the case's record: its order stays.
    sql`not exists (select 1 from ${complaints} where ${complaints.orderId} = ${orders.id} or ${complaints.remakeOrderId} = ${orders.id})`,
  );
  const [, deleted] = await db.batch([
    ordersAudit(
      db,
      actor,
      "order_deleted",
      selected,
      sql`json_object('orderStatus', ${orders.orderStatus}, 'paymentStatus', ${orders.paymentStatus}, 'finalTotal', ${orders.finalTotal})`,
      new Date(),
    ),
    db.delete(orders).where(selected).returning({ id: orders.id }),
  ]);
  return deleted.length;
}
