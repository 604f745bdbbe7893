import { and, asc, count, eq, inArray } from "drizzle-orm";
import { orderItems, orders } from "~/db/schema";
import { readCartItem } from "~/lib/cart";
import type { ProductionLine, ProductionOrder } from "~/lib/production";
import { chunks, D1_MAX_BOUND_PARAMETERS, type Db } from "../platform/db.server";
import { withAppearance } from "../orders/line-appearance.server";

// What the workshop's pages read (/admin-produkcja): the accepted orders waiting for production, a page at a time,
// the orders in production with their lines, and one line with its order for its card.

/** The queue's page, and so the most orders one start takes. */
export const PRODUCTION_QUEUE_PAGE_SIZE = 25;
/** The plan shows at most this many orders in production, the longest in production first. */
export const PLAN_MAX_ORDERS = 300;

/** Accepted and waiting for the workshop. An order whose start got only half way (its start time set, its status not yet) waits here too, so starting it again finishes it. */
export const waitingForProduction = and(eq(orders.accepted, true), eq(orders.orderStatus, "zaakceptowane"));
export const inProduction = eq(orders.orderStatus, "w_realizacji");

const orderColumns = {
  id: orders.id,
  number: orders.number,
  firstName: orders.firstName,
  lastName: orders.lastName,
  deliveryMethod: orders.deliveryMethod,
  paymentStatus: orders.paymentStatus,
  shipBy: orders.shipBy,
  createdAt: orders.createdAt,
  productionStartedAt: orders.productionStartedAt,
  notes: orders.notes,
};
type OrderRow = { [K in keyof typeof orderColumns]: (typeof orders.$inferSelect)[K] };

const lineColumns = {
  id: orderItems.id,
  orderId: orderItems.orderId,
  position: orderItems.position,
  productType: orderItems.productType,
  widthCm: orderItems.widthCm,
  heightCm: orderItems.heightCm,
  quantity: orderItems.quantity,
  configuration: orderItems.configuration,
  madeAt: orderItems.madeAt,
  madeBy: orderItems.madeBy,
};

/** The lines of `ids`' orders, in order, each with its configuration read (and its appearance where an old line lacks it). */
async function linesOf(db: Db, ids: readonly number[]): Promise<(ProductionLine & { orderId: number })[]> {
  const [first, ...rest] = chunks(ids, D1_MAX_BOUND_PARAMETERS).map((chunk) =>
    db.select(lineColumns).from(orderItems).where(inArray(orderItems.orderId, chunk)).orderBy(asc(orderItems.orderId), asc(orderItems.position)),
  );
  if (!first) return [];
  const rows = (await db.batch([first, ...rest])).flat();
  const drawn = await withAppearance(
    db,
    rows.map(({ configuration, ...line }) => ({ ...line, configuration: readCartItem(configuration) })),
  );
  return drawn.map(({ configuration, ...line }) => ({ ...line, item: configuration }));
}

function withLines(rows: readonly OrderRow[], lines: readonly (ProductionLine & { orderId: number })[]): ProductionOrder[] {
  return rows.map(({ firstName, lastName, ...order }) => ({
    ...order,
    customerName: `${firstName} ${lastName}`.trim(),
    lines: lines.filter((line) => line.orderId === order.id).map(({ orderId: _order, ...line }) => line),
  }));
}

/** One page of the orders waiting for production, the longest waiting first, and how many wait. */
export async function readProductionQueue(db: Db, page: number): Promise<{ total: number; orders: ProductionOrder[] }> {
  const [rows, [total]] = await db.batch([
    db
      .select(orderColumns)
      .from(orders)
      .where(waitingForProduction)
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(PRODUCTION_QUEUE_PAGE_SIZE)
      .offset((page - 1) * PRODUCTION_QUEUE_PAGE_SIZE),
    db.select({ n: count() }).from(orders).where(waitingForProduction),
  ]);
  return {
    total: total?.n ?? 0,
    orders: withLines(
      rows,
      await linesOf(
        db,
        rows.map((row) => row.id),
      ),
    ),
  };
}

/** The orders in production with all their lines, the longest in production first; `more` when there are more than the plan shows. */
export async function readProductionPlan(db: Db): Promise<{ orders: ProductionOrder[]; more: boolean }> {
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .where(inProduction)
    .orderBy(asc(orders.productionStartedAt), asc(orders.id))
    .limit(PLAN_MAX_ORDERS + 1);
  const shown = rows.slice(0, PLAN_MAX_ORDERS);
  return {
    orders: withLines(
      shown,
      await linesOf(
        db,
        shown.map((row) => row.id),
      ),
    ),
    more: rows.length > PLAN_MAX_ORDERS,
  };
}

/** One line with its order (and the order's status), for the line's card; null when there is no such line. */
export async function readProductionLine(db: Db, itemId: number): Promise<{ order: ProductionOrder & { orderStatus: string }; line: ProductionLine } | null> {
  const [row] = await db
    .select({ ...orderColumns, orderStatus: orders.orderStatus, itemOrderId: orderItems.orderId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, itemId));
  if (!row) return null;
  const { orderStatus, itemOrderId, ...order } = row;
  const [withItsLines] = withLines([order], await linesOf(db, [itemOrderId]));
  const line = withItsLines?.lines.find((candidate) => candidate.id === itemId);
  return withItsLines && line ? { order: { ...withItsLines, orderStatus }, line } : null;
}
