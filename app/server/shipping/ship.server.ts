import { and, asc, count, eq, inArray, isNotNull, isNull, notInArray, sql, type SQL } from "drizzle-orm";
import { orders } from "~/db/schema";
import type { ParcelInput } from "~/lib/schemas/shipment";
import { mayShip, SHIPPING_PAGE_SIZE, trackingUrl, UNSHIPPABLE_ORDER_STATUSES } from "~/lib/shipping";
import { PAID_AT_HANDOVER } from "~/lib/fulfilment";
import type { AuditActor } from "../admin/audit.server";
import { issuing, planInvoices } from "../invoices/issue.server";
import { keepOrderEvents, ordersAudit } from "../orders/admin.server";
import { byAdmin, timelineWhere } from "../orders/timeline.server";
import { getDb, type Db } from "../platform/db.server";
import { sendKeptEvents, type AfterResponse } from "../platform/event-outbox.server";

// The parcel: the owner records the carrier and tracking number of accepted courier orders, one from its card or a page at once
// (/admin-wysylka). The first record ships the order ('wysłane', its timeline entry, the audit entry and one
// 'order_shipped' e-mail with the tracking link, all in one batch); a later one corrects the number quietly.

/** Why an order cannot take a parcel, keyed by its number; nothing is written while any is refused. */
export type ShipRefusals = Record<string, string>;

export type ShipOutcome = { ok: true; shipped: string[]; corrected: string[] } | { ok: false; refusals: ShipRefusals };

function refusal(order: { deliveryMethod: string; orderStatus: string; accepted: boolean | null } | undefined): string | null {
  if (!order) return "Nie ma takiego zamówienia.";
  if (mayShip(order)) return null;
  if (order.deliveryMethod !== "kurier") return "To zamówienie ma odbiór osobisty: użyj przycisku „Gotowe do odbioru”.";
  if (order.orderStatus === "anulowane") return "Zamówienie jest anulowane.";
  return order.accepted === false || order.orderStatus === "odrzucone" ? "Zamówienie jest odrzucone." : "Zamówienie nie jest jeszcze zaakceptowane.";
}

/**
 * Records the parcels of courier orders (at most SHIPPING_PAGE_SIZE, each order once). The list travels as one JSON
 * value that every statement reads with json_each, so no statement nears D1's 100 bound parameters however many rows.
 * Each statement states the rule again, so an order cancelled between the check and the batch is left alone.
 */
export async function shipOrders(env: Env, actor: AuditActor, parcels: readonly ParcelInput[], later?: AfterResponse): Promise<ShipOutcome> {
  const db = getDb(env);
  const numbers = parcels.map((parcel) => parcel.number);
  const found = await db
    .select({ number: orders.number, deliveryMethod: orders.deliveryMethod, orderStatus: orders.orderStatus, accepted: orders.accepted })
    .from(orders)
    .where(inArray(orders.number, numbers));
  const refusals: ShipRefusals = {};
  for (const number of numbers) {
    const why = refusal(found.find((order) => order.number === number));
    if (why) refusals[number] = why;
  }
  if (Object.keys(refusals).length > 0) return { ok: false, refusals };

  const now = new Date();
  const listed = JSON.stringify(
    parcels.map(({ number, carrier, trackingNumber, trackingUrl: own }) => ({ number, carrier, trackingNumber, own, link: trackingUrl(carrier, trackingNumber, own) })),
  );
  /** The order's row of the list, read in the statement. */
  const parcel = (field: "carrier" | "trackingNumber" | "own" | "link") =>
    sql`(select json_extract(p.value, ${`$.${field}`}) from json_each(${listed}) as p where json_extract(p.value, '$.number') = ${orders.number})`;
  const shippable = and(
    sql`${orders.number} in (select json_extract(p.value, '$.number') from json_each(${listed}) as p)`,
    eq(orders.deliveryMethod, "kurier"),
    eq(orders.accepted, true),
    notInArray(orders.orderStatus, [...UNSHIPPABLE_ORDER_STATUSES]),
  );
  // An order without a carrier leaves now; one with a carrier has left, and only its parcel's record changes.
  const leaving = and(shippable, isNull(orders.carrier));
  const leftBefore = and(shippable, isNotNull(orders.carrier));
  const recorded = { carrier: parcel("carrier"), trackingNumber: parcel("trackingNumber"), trackingUrl: parcel("own"), updatedAt: now };
  const details = (before: SQL) => sql`json_object(${before}, 'carrier', ${parcel("carrier")}, 'trackingNumber', ${parcel("trackingNumber")})`;
  const told = keepOrderEvents(db, "order_shipped", numbers, (order) => and(eq(orders.number, order), leaving));
  // A cash order's invoice is issued as it leaves (its sale is the handover): for the orders this batch ships, after it.
  const shippedNow = and(eq(orders.updatedAt, now), eq(orders.orderStatus, "wysłane"), isNotNull(orders.shippedAt), inArray(orders.paymentMethod, [...PAID_AT_HANDOVER]));
  const cash = found.length
    ? await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(inArray(orders.number, numbers), inArray(orders.paymentMethod, [...PAID_AT_HANDOVER])))
    : [];
  const invoicing = issuing(
    db,
    await planInvoices(
      env,
      db,
      cash.map((order) => order.id),
      "wydanie",
      now,
    ),
    () => shippedNow,
  );

  const [, , , , corrected, shipped] = await db.batch([
    ordersAudit(db, actor, "order_shipped", leaving, details(sql`'from', ${orders.orderStatus}`), now),
    ordersAudit(db, actor, "tracking_corrected", leftBefore, details(sql`'was', ${orders.trackingNumber}`), now),
    timelineWhere(
      db,
      leaving,
      "shipped",
      byAdmin(actor),
      sql`json_object('carrier', ${parcel("carrier")}, 'trackingNumber', ${parcel("trackingNumber")}, 'trackingUrl', ${parcel("link")})`,
      now,
    ),
    told.statement,
    // The correction first: the shipping below gives its orders a carrier, which would make them look shipped before.
    db.update(orders).set(recorded).where(leftBefore).returning({ number: orders.number }),
    db
      .update(orders)
      .set({ ...recorded, orderStatus: "wysłane", shippedAt: sql`coalesce(${orders.shippedAt}, ${now.getTime()})` })
      .where(leaving)
      .returning({ number: orders.number }),
    ...invoicing.statements,
  ]);
  await sendKeptEvents(env, told.toSend(shipped), later);
  await invoicing.send(env, later);
  return { ok: true, shipped: shipped.map((order) => order.number), corrected: corrected.map((order) => order.number) };
}

/** A courier order waiting for its parcel, as the shipping list shows it. */
export interface AwaitingShipment {
  number: string;
  firstName: string;
  lastName: string;
  city: string;
  postalCode: string;
  orderStatus: string;
  shipBy: string | null;
  createdAt: Date;
}

/** Accepted courier orders not yet sent: 'gotowe' first, then by the day promised (the oldest orders first without one). */
export async function listAwaitingShipment(db: Db, page: number): Promise<{ total: number; orders: AwaitingShipment[] }> {
  const waiting = and(
    eq(orders.deliveryMethod, "kurier"),
    eq(orders.accepted, true),
    isNull(orders.carrier),
    notInArray(orders.orderStatus, [...UNSHIPPABLE_ORDER_STATUSES, "wysłane"]),
  );
  const [rows, [total]] = await db.batch([
    db
      .select({
        number: orders.number,
        firstName: orders.firstName,
        lastName: orders.lastName,
        city: orders.city,
        postalCode: orders.postalCode,
        orderStatus: orders.orderStatus,
        shipBy: orders.shipBy,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(waiting)
      .orderBy(sql`${orders.orderStatus} <> 'gotowe'`, sql`${orders.shipBy} is null`, asc(orders.shipBy), asc(orders.createdAt), asc(orders.id))
      .limit(SHIPPING_PAGE_SIZE)
      .offset((page - 1) * SHIPPING_PAGE_SIZE),
    db.select({ n: count() }).from(orders).where(waiting),
  ]);
  return { total: total?.n ?? 0, orders: rows };
}
