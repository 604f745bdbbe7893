import { and, eq, sql } from "drizzle-orm";
import { fabrics, orderItems, orders } from "~/db/schema";
import type { Db } from "~/server/platform/db.server";
import type { ProductType } from "~/lib/cart-basics";
import type { Share, ShopStats } from "~/lib/shop-stats";
import { fulfilmentStats, type ShippedGroup } from "~/lib/stats-fulfilment";
import { foldHours, type StatsPeriod } from "~/lib/stats-period";

// /admin-stats: a period's figures in one D1 round trip (one batch). The definitions are in
// docs/decisions/2026-11-23-shop-statistics.md: an order counts on the Warsaw day it was placed;
// revenue, the average, the splits and the tops are over counted orders (neither cancelled nor
// rejected); the order count is every order placed. Money is integer grosze.
//
// At volume (docs/decisions/2026-11-24-stats-at-volume.md) the counted figures are "every order (or
// line) of the period" minus "the not-counted ones": for a long period the first are read from
// indexes in the order they are grouped by (no sort, no join: a line carries its order's created_at),
// the second are the few cancelled or rejected orders, from a partial index. A status change moves an
// order between the two without anything else to keep right.

/** Not counted: cancelled or rejected. Word for word the condition of orders_not_counted_idx, so SQLite uses that index. */
const NOT_COUNTED = sql`(${orders.orderStatus} in ('anulowane', 'odrzucone') or ${orders.accepted} = 0)`;
/** Of the not-counted: cancelled (the status says so); the others are rejected (the shop said no). */
const CANCELLED = sql<number>`${orders.orderStatus} = 'anulowane'`;

export const TOP_SIZE = 10;
/**
 * Up to this length a period is read by date (orders_stats_idx, and its lines through order_items_stats_idx),
 * longer ones from the grouping indexes whole: about where the two cost the same at 100 000 orders over 2 years.
 */
const SHORT_PERIOD_MS = 45 * 86_400_000;

type MethodRow = { deliveryMethod: string; paymentMethod: string; promoCode: string | null; orders: number; value: number; discount: number };
type LineRow = { productType: ProductType; fabricCode: string | null; profileCode: string | null; fabricName: string | null; colour: string | null; pieces: number; value: number };
type LineGroup = LineRow & { lines: number };

/** Largest first, then by key, so equal figures keep one order. */
const byValue = (a: Share, b: Share) => b.value - a.value || (b.pieces ?? 0) - (a.pieces ?? 0) || a.key.localeCompare(b.key, "pl");
const byPieces = (a: Share, b: Share) => (b.pieces ?? 0) - (a.pieces ?? 0) || b.value - a.value || a.key.localeCompare(b.key, "pl");

function sumBy(rows: readonly LineRow[], keyOf: (row: LineRow) => string | null, labelOf?: (row: LineRow) => string | undefined): Share[] {
  const shares = new Map<string, Share>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null) continue;
    const share = shares.get(key) ?? { key, label: labelOf?.(row), pieces: 0, value: 0 };
    share.pieces = (share.pieces ?? 0) + row.pieces;
    share.value += row.value;
    shares.set(key, share);
  }
  return [...shares.values()];
}

type Figures = Record<(typeof FIGURES)[number], number>;
const FIGURES = ["orders", "lines", "pieces", "value", "discount"] as const;

/** Adds `sign` × a row's figures to its key's sums (which take the row's other fields the first time). */
function addTo<T extends Partial<Figures>>(sums: Map<string, T & Figures>, key: string, row: T, sign: 1 | -1) {
  const sum = sums.get(key) ?? { ...row, orders: 0, lines: 0, pieces: 0, value: 0, discount: 0 };
  sums.set(key, sum);
  for (const name of FIGURES) sum[name] += sign * (row[name] ?? 0);
}

export async function shopStats(db: Db, period: Pick<StatsPeriod, "from" | "to" | "bucket" | "startMs" | "endMs">): Promise<ShopStats> {
  const inPeriod = sql`${orders.createdAt} >= ${period.startMs} and ${orders.createdAt} < ${period.endMs}`;
  const notCounted = and(inPeriod, NOT_COUNTED);
  const hour = sql<number>`${orders.createdAt} / 3600000`;
  const shippedHour = sql<number>`${orders.shippedAt} / 3600000`;
  const acceptedHour = sql<number | null>`${orders.acceptedAt} / 3600000`;
  // SQL rather than columns where the tables are named in SQL (`indexed by …`): drizzle refuses to select the
  // columns of a table it does not know is in the query.
  const lineFields = {
    productType: sql<ProductType>`${orderItems.productType}`.as("product_type"),
    fabricCode: sql<string | null>`${orderItems.fabricCode}`.as("fabric_code"),
    profileCode: sql<string | null>`${orderItems.profileCode}`.as("profile_code"),
    lines: sql<number>`count(*)`.as("lines"),
    pieces: sql<number>`sum(${orderItems.quantity})`.as("pieces"),
    value: sql<number>`sum(${orderItems.linePrice})`.as("value"),
  };
  const lineKey = [orderItems.productType, orderItems.fabricCode, orderItems.profileCode] as const;
  // A long period is read whole from indexes in the order it is grouped by (INDEXED BY: without ANALYZE's
  // statistics SQLite would rather range-scan created_at and sort every row, and a dropped index is an error, not
  // a slow page); a short one by created_at, its few rows sorted, rather than a whole grouping index.
  const long = period.endMs - period.startMs > SHORT_PERIOD_MS;
  const allLines = db
    .select(lineFields)
    .from(long ? sql`${orderItems} indexed by order_items_lines_idx` : sql`${orders} inner join ${orderItems} on ${orderItems.orderId} = ${orders.id}`)
    .where(long ? sql`${orderItems.createdAt} >= ${period.startMs} and ${orderItems.createdAt} < ${period.endMs}` : inPeriod)
    .groupBy(...lineKey)
    .as("all_lines");
  const [hours, methods, lines, notCountedOrders, notCountedLines, shipped] = await db.batch([
    db
      .select({ hour, orders: sql<number>`count(*)`, revenue: sql<number>`sum(${orders.finalTotal})` })
      .from(orders)
      .where(inPeriod)
      .groupBy(hour),
    db
      .select({
        deliveryMethod: sql<string>`${orders.deliveryMethod}`,
        paymentMethod: sql<string>`${orders.paymentMethod}`,
        promoCode: sql<string | null>`${orders.promoCode}`,
        orders: sql<number>`count(*)`,
        value: sql<number>`sum(${orders.finalTotal})`,
        discount: sql<number>`sum(${orders.discount})`,
      })
      .from(long ? sql`${orders} indexed by orders_methods_idx` : sql`${orders}`)
      .where(inPeriod)
      .groupBy(orders.deliveryMethod, orders.paymentMethod, orders.promoCode),
    db
      .select({
        productType: allLines.productType,
        fabricCode: allLines.fabricCode,
        profileCode: allLines.profileCode,
        fabricName: fabrics.name,
        colour: fabrics.colour,
        lines: allLines.lines,
        pieces: allLines.pieces,
        value: allLines.value,
      })
      .from(allLines)
      .leftJoin(fabrics, eq(fabrics.code, allLines.fabricCode)),
    db
      .select({
        hour,
        cancelled: CANCELLED,
        deliveryMethod: orders.deliveryMethod,
        paymentMethod: orders.paymentMethod,
        promoCode: orders.promoCode,
        orders: sql<number>`count(*)`,
        value: sql<number>`sum(${orders.finalTotal})`,
        discount: sql<number>`sum(${orders.discount})`,
      })
      .from(orders)
      .where(notCounted)
      .groupBy(hour, CANCELLED, orders.deliveryMethod, orders.paymentMethod, orders.promoCode),
    db
      .select(lineFields)
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(notCounted)
      .groupBy(...lineKey),
    // The orders shipped in the period (not placed in it), read from orders_shipping_idx alone
    // (docs/decisions/2026-11-28-fulfilment-statistics.md): whatever their status now, they left.
    db
      .select({ shippedHour, acceptedHour, shipBy: sql<ShippedGroup["shipBy"]>`${orders.shipBy}`, orders: sql<number>`count(*)` })
      .from(orders)
      .where(sql`${orders.shippedAt} >= ${period.startMs} and ${orders.shippedAt} < ${period.endMs}`)
      .groupBy(shippedHour, acceptedHour, orders.shipBy),
  ]);

  // Every order placed counts as counted until the not-counted ones are taken back out.
  const hourRows = [
    ...hours.map(({ hour, orders, revenue }) => ({ hour, orders, counted: orders, revenue, cancelled: 0, rejected: 0 })),
    ...notCountedOrders.map(({ hour, cancelled, orders, value }) => ({
      hour,
      orders: 0,
      counted: -orders,
      revenue: -value,
      cancelled: cancelled ? orders : 0,
      rejected: cancelled ? 0 : orders,
    })),
  ];
  const delivery = new Map<string, MethodRow & Figures>();
  const payment = new Map<string, MethodRow & Figures>();
  const promo = new Map<string, MethodRow & Figures>();
  const addMethods = (row: MethodRow, sign: 1 | -1) => {
    addTo(delivery, row.deliveryMethod, row, sign);
    addTo(payment, row.paymentMethod, row, sign);
    if (row.promoCode) addTo(promo, row.promoCode, row, sign); // an empty code is no code
  };
  for (const row of methods) addMethods(row, 1);
  for (const row of notCountedOrders) addMethods(row, -1);
  const groups = new Map<string, LineGroup & Figures>();
  const groupKey = (row: Pick<LineRow, "productType" | "fabricCode" | "profileCode">) => JSON.stringify([row.productType, row.fabricCode, row.profileCode]);
  for (const row of lines) addTo(groups, groupKey(row), row, 1);
  for (const row of notCountedLines) addTo(groups, groupKey(row), { ...row, fabricName: null, colour: null }, -1);
  const countedLines = [...groups.values()].filter((group) => group.lines > 0);

  const zero = { orders: 0, counted: 0, revenue: 0, cancelled: 0, rejected: 0 };
  const folded = foldHours(hourRows, period, zero);
  const totals = folded.reduce(
    (sum, { values }) => {
      for (const name of Object.keys(zero) as (keyof typeof zero)[]) sum[name] += values[name];
      return sum;
    },
    { ...zero },
  );
  // A method or code with no counted order left is not shown, as when only counted orders were grouped.
  const method = (sums: Map<string, MethodRow & Figures>): Share[] =>
    [...sums]
      .filter(([, row]) => row.orders > 0)
      .map(([key, row]) => ({ key, orders: row.orders, value: row.value }))
      .sort(byValue);

  return {
    buckets: folded.map(({ key, values }) => ({ key, revenue: values.revenue, orders: values.orders, counted: values.counted })),
    totals: { ...totals, average: totals.counted ? Math.round(totals.revenue / totals.counted) : 0 },
    productTypes: sumBy(countedLines, (row) => row.productType).sort(byValue),
    delivery: method(delivery),
    payment: method(payment),
    fabrics: sumBy(
      countedLines,
      (row) => row.fabricCode,
      (row) => (row.fabricName ? `${row.fabricName} (${row.colour})` : undefined),
    )
      .sort(byPieces)
      .slice(0, TOP_SIZE),
    profiles: sumBy(countedLines, (row) => row.profileCode)
      .sort(byPieces)
      .slice(0, TOP_SIZE),
    colours: sumBy(countedLines, (row) => (row.fabricCode ? (row.colour ?? "nieznany") : null))
      .sort(byPieces)
      .slice(0, TOP_SIZE),
    promoCodes: [...promo]
      .filter(([, row]) => row.orders > 0)
      .map(([code, row]) => ({ code, orders: row.orders, discount: row.discount }))
      // Most orders, then most discount, then the code in SQLite's byte order (as the single statement ordered them).
      .sort((a, b) => b.orders - a.orders || b.discount - a.discount || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)),
    fulfilment: fulfilmentStats(shipped, period),
  };
}
