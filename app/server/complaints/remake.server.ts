import { and, eq, exists, getTableColumns, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { complaintItems, complaints, fabrics, orderItems, orders } from "~/db/schema";
import { readCartItem } from "~/lib/cart";
import { remadeConfiguration, remakeSizeField, remakeSizeLimits, sizeRefusal } from "~/lib/complaint-remake";
import { complaintReference } from "~/lib/complaints";
import { polishYear } from "~/lib/dates";
import type { FieldErrors } from "~/lib/forms";
import { shipBy } from "~/lib/ship-date";
import type { AuditActor } from "../admin/audit.server";
import { orderSequence } from "../orders/order-sequence.server";
import { byAdmin, timelineWhere } from "../orders/timeline.server";
import type { Db } from "../platform/db.server";
import { readShopSettings } from "../settings/shop.server";

// A complaint's remake (remedy 'ponowne_wykonanie'): a new order linked to the case, for the chosen complained lines
// in the sizes the owner gave, free and accepted at once, so it enters the workshop's queue (/admin-produkcja reads
// accepted 'zaakceptowane' orders) and ships like any other. It is written in the batch of the decision (or of carrying
// out a case accepted by law) by statements that read the original order's rows, so the customer's data are copied as
// they are and nothing is written unless the batch's condition holds. It is never invoiced (planInvoices skips it).

/** A line to remake and the size it is made in. */
export interface RemakeLine {
  orderItemId: number;
  widthCm: number;
  heightCm: number;
}

/** A checked line: its place in the new order and its configuration in the new size. */
interface PreparedLine extends RemakeLine {
  position: number;
  configuration: unknown;
}

export interface PreparedRemake {
  complaintId: number;
  originalOrderId: number;
  number: string;
  lines: PreparedLine[];
  shipBy: string;
}

export type RemakeCheck = { ok: true; remake: PreparedRemake } | { ok: false; status: 400 | 409; message: string; errors: FieldErrors };

/**
 * Checks the chosen lines against the case (each one of its complained lines) and the configurators' limits (a pleat's
 * width also its fabric's), and takes the remake's order number from the OrderSequence Durable Object, under a key of
 * the case so a repeat gets the same number.
 */
export async function prepareRemake(env: Env, db: Db, complaintId: number, originalOrderId: number, chosen: readonly RemakeLine[], now: Date): Promise<RemakeCheck> {
  if (chosen.length === 0) return { ok: false, status: 400, message: "Wybierz pozycje do ponownego wykonania.", errors: { lines: "Wybierz co najmniej jedną pozycję." } };
  const complained = await db
    .select({ id: orderItems.id, position: orderItems.position, productType: orderItems.productType, configuration: orderItems.configuration, maxWidthCm: fabrics.maxWidthCm })
    .from(complaintItems)
    .innerJoin(orderItems, eq(orderItems.id, complaintItems.orderItemId))
    .leftJoin(fabrics, eq(fabrics.code, orderItems.fabricCode))
    .where(
      and(
        eq(complaintItems.complaintId, complaintId),
        inArray(
          orderItems.id,
          chosen.map((line) => line.orderItemId),
        ),
      ),
    )
    .orderBy(orderItems.position);
  if (complained.length !== new Set(chosen.map((line) => line.orderItemId)).size) {
    return { ok: false, status: 400, message: "Można ponownie wykonać tylko pozycje objęte reklamacją.", errors: { lines: "Wybierz pozycje objęte reklamacją." } };
  }
  const errors: FieldErrors = {};
  const lines: PreparedLine[] = [];
  for (const [index, item] of complained.entries()) {
    const line = chosen.find((one) => one.orderItemId === item.id)!;
    const limits = remakeSizeLimits(item.productType, item.maxWidthCm);
    const width = sizeRefusal("Szerokość", line.widthCm, limits.width);
    const height = sizeRefusal("Wysokość", line.heightCm, limits.height);
    if (width) errors[remakeSizeField("width", item.id)] = width;
    if (height) errors[remakeSizeField("height", item.id)] = height;
    const configuration = readCartItem(item.configuration);
    if (!configuration) errors.lines = `Pozycji ${item.position} nie da się odczytać: ponowne wykonanie trzeba zamówić ręcznie.`;
    else lines.push({ ...line, position: index + 1, configuration: remadeConfiguration(configuration, line.widthCm, line.heightCm) });
  }
  if (Object.keys(errors).length > 0) return { ok: false, status: 400, message: "Popraw wymiary pozycji do ponownego wykonania.", errors };
  const settings = await readShopSettings(db, env);
  try {
    const { number } = await orderSequence(env).numberFor(remakeKey(complaintId), polishYear(now));
    return { ok: true, remake: { complaintId, originalOrderId, number, lines, shipBy: shipBy(now, settings) } };
  } catch (error) {
    console.error(JSON.stringify({ source: "complaints", step: "remake_number", complaintId, error: String(error) }));
    return { ok: false, status: 409, message: "Nie udało się nadać numeru zamówieniu ponownego wykonania. Spróbuj ponownie za chwilę.", errors: {} };
  }
}

/** The remake's idempotency key (and its order number's): one remake per case. */
const remakeKey = (complaintId: number) => `complaint-remake:${complaintId}`;

/** What the remake copies of the original order: the customer, the address, the delivery and the payment method. */
const COPIED = [
  "userId",
  "firstName",
  "lastName",
  "email",
  "phone",
  "street",
  "houseNumber",
  "apartmentNumber",
  "city",
  "postalCode",
  "companyName",
  "companyNip",
  "deliveryMethod",
  "paymentMethod",
] as const;

type OrderColumn = keyof typeof orders.$inferSelect;

/**
 * The statements writing `remake` in a batch: the order (only where `when` holds on the original's row when the batch
 * reaches it, and the case has no remake yet), its lines, its timeline, the sizes on the case's lines and the case's
 * link to it (each only where the order is there).
 */
export function remakeStatements(db: Db, actor: AuditActor, remake: PreparedRemake, when: SQL, now: Date) {
  const { complaintId, number } = remake;
  const at = now.getTime();
  const own: Record<Exclude<OrderColumn, (typeof COPIED)[number]>, unknown> = {
    id: null,
    number,
    idempotencyKey: remakeKey(complaintId),
    accessToken: `retired:${crypto.randomUUID()}`,
    notes: `Ponowne wykonanie w ramach reklamacji ${complaintReference(complaintId)}`,
    itemsTotal: 0,
    promoCode: null,
    discountPercent: 0,
    discount: 0,
    deliveryCost: 0,
    paymentFee: 0,
    finalTotal: 0,
    orderStatus: "zaakceptowane",
    paymentStatus: "paid",
    accepted: 1,
    rejectionReason: null,
    cancelledBy: null,
    submissionHash: null,
    anonymisedAt: null,
    shipBy: remake.shipBy,
    acceptedAt: at,
    productionStartedAt: null,
    readyAt: null,
    shippedAt: null,
    carrier: null,
    trackingNumber: null,
    trackingUrl: null,
    createdAt: at,
    updatedAt: at,
  };
  // Every column in the table's order (insert … select asks for it): the copied ones read from the original's row.
  const orderFields = Object.fromEntries(
    Object.entries(getTableColumns(orders)).map(([key, column]) => [key, key in own ? sql`${own[key as keyof typeof own]}`.as(column.name) : column]),
  ) as Record<OrderColumn, SQL.Aliased>;
  const hasNoRemake = sql`not exists (select 1 from ${complaints} where ${complaints.id} = ${complaintId} and ${complaints.remakeOrderId} is not null)`;
  const remakeId = sql`(select ${orders.id} from ${orders} where ${orders.number} = ${number})`;
  const written = exists(db.select({ id: orders.id }).from(orders).where(eq(orders.number, number)));
  const itemColumns = getTableColumns(orderItems);
  const by = byAdmin(actor);
  return [
    db.insert(orders).select(
      db
        .select(orderFields)
        .from(orders)
        .where(and(eq(orders.id, remake.originalOrderId), when, hasNoRemake)),
    ),
    ...remake.lines.map((line) => {
      const own: Partial<Record<keyof typeof itemColumns, unknown>> = {
        id: null,
        orderId: remakeId,
        position: line.position,
        widthCm: line.widthCm,
        heightCm: line.heightCm,
        unitPrice: 0,
        linePrice: 0,
        configuration: JSON.stringify(line.configuration),
        // The trigger order_items_created_at writes it from the order.
        createdAt: null,
      };
      const fields = Object.fromEntries(Object.entries(itemColumns).map(([key, column]) => [key, key in own ? sql`${own[key as keyof typeof own]}`.as(column.name) : column]));
      return db.insert(orderItems).select(
        db
          .select(fields as Record<keyof typeof itemColumns, SQL.Aliased>)
          .from(orderItems)
          .where(and(eq(orderItems.id, line.orderItemId), written)),
      );
    }),
    timelineWhere(db, eq(orders.number, number), "placed", by, null, now),
    timelineWhere(db, eq(orders.number, number), "accepted", by, null, now),
    ...remake.lines.map((line) =>
      db
        .update(complaintItems)
        .set({ remakeWidthCm: line.widthCm, remakeHeightCm: line.heightCm })
        .where(and(eq(complaintItems.complaintId, complaintId), eq(complaintItems.orderItemId, line.orderItemId), written)),
    ),
    db
      .update(complaints)
      .set({ remakeOrderId: remakeId, updatedAt: now })
      .where(and(eq(complaints.id, complaintId), isNull(complaints.remakeOrderId), written)),
  ];
}
