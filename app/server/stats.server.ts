import { and, eq, sql } from "drizzle-orm";
import { fabrics, orderItems, orders } from "~/db/schema";
import type { Db } from "~/server/db.server";
import type { ProductType } from "~/lib/cart-basics";
import type { Share, ShopStats } from "~/lib/shop-stats";
import { foldHours, type StatsPeriod } from "~/lib/stats-period";

// /admin-stats: a period's figures in one D1 round trip (one batch). The definitions are in
// docs/decisions/2026-11-23-shop-statistics.md: an order counts on the Warsaw day it was placed;
// revenue, the average, the splits and the tops are over counted orders (neither cancelled nor
// rejected); the order count is every order placed. Money is integer grosze.

/** Cancelled: the status says so. Rejected: the shop said no (accepted = 0 or the status), unless cancelled. */
const CANCELLED = sql<number>`${orders.orderStatus} = 'anulowane'`;
const REJECTED = sql<number>`(${orders.orderStatus} <> 'anulowane' and (${orders.accepted} = 0 or ${orders.orderStatus} = 'odrzucone'))`;
const COUNTED = sql<number>`(${orders.orderStatus} not in ('anulowane', 'odrzucone') and (${orders.accepted} is null or ${orders.accepted} <> 0))`;

export const TOP_SIZE = 10;

type MethodRow = { method: string; orders: number; value: number };
type LineRow = { productType: ProductType; fabricCode: string | null; profileCode: string | null; fabricName: string | null; colour: string | null; pieces: number; value: number };

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

export async function shopStats(db: Db, period: Pick<StatsPeriod, "from" | "to" | "bucket" | "startMs" | "endMs">): Promise<ShopStats> {
  const inPeriod = sql`${orders.createdAt} >= ${period.startMs} and ${orders.createdAt} < ${period.endMs}`;
  const counted = and(inPeriod, COUNTED);
  const methodSplit = (column: typeof orders.deliveryMethod | typeof orders.paymentMethod) =>
    db
      .select({ method: column, orders: sql<number>`count(*)`, value: sql<number>`sum(${orders.finalTotal})` })
      .from(orders)
      .where(counted)
      .groupBy(column);
  // The lines grouped once by type, fabric and profile; the splits and tops are sums of these groups.
  const lineGroups = db
    .select({
      productType: orderItems.productType,
      fabricCode: orderItems.fabricCode,
      profileCode: orderItems.profileCode,
      pieces: sql<number>`sum(${orderItems.quantity})`.as("pieces"),
      value: sql<number>`sum(${orderItems.linePrice})`.as("value"),
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(counted)
    .groupBy(orderItems.productType, orderItems.fabricCode, orderItems.profileCode)
    .as("line_groups");
  // Each statement reads the orders from orders_stats_idx alone, and the lines from
  // order_items_stats_idx alone (migrations/0012_stats_indexes.sql): no table row is touched.
  const hour = sql<number>`${orders.createdAt} / 3600000`;
  const [hours, delivery, payment, lines, promo] = await db.batch([
    db
      .select({
        hour,
        orders: sql<number>`count(*)`,
        counted: sql<number>`sum(${COUNTED})`,
        revenue: sql<number>`sum(case when ${COUNTED} then ${orders.finalTotal} else 0 end)`,
        cancelled: sql<number>`sum(${CANCELLED})`,
        rejected: sql<number>`sum(${REJECTED})`,
      })
      .from(orders)
      .where(inPeriod)
      .groupBy(hour),
    methodSplit(orders.deliveryMethod),
    methodSplit(orders.paymentMethod),
    db
      .select({
        productType: lineGroups.productType,
        fabricCode: lineGroups.fabricCode,
        profileCode: lineGroups.profileCode,
        fabricName: fabrics.name,
        colour: fabrics.colour,
        pieces: lineGroups.pieces,
        value: lineGroups.value,
      })
      .from(lineGroups)
      .leftJoin(fabrics, eq(fabrics.code, lineGroups.fabricCode)),
    db
      .select({ code: sql<string>`${orders.promoCode}`, orders: sql<number>`count(*)`, discount: sql<number>`sum(${orders.discount})` })
      .from(orders)
      .where(and(counted, sql`${orders.promoCode} is not null and ${orders.promoCode} <> ''`))
      .groupBy(orders.promoCode)
      .orderBy(sql`2 desc, 3 desc, 1`),
  ]);

  const zero = { orders: 0, counted: 0, revenue: 0, cancelled: 0, rejected: 0 };
  const folded = foldHours(hours, period, zero);
  const totals = folded.reduce(
    (sum, { values }) => {
      for (const name of Object.keys(zero) as (keyof typeof zero)[]) sum[name] += values[name];
      return sum;
    },
    { ...zero },
  );
  const method = (rows: MethodRow[]): Share[] => rows.map((row) => ({ key: row.method, orders: row.orders, value: row.value })).sort(byValue);

  return {
    buckets: folded.map(({ key, values }) => ({ key, revenue: values.revenue, orders: values.orders, counted: values.counted })),
    totals: { ...totals, average: totals.counted ? Math.round(totals.revenue / totals.counted) : 0 },
    productTypes: sumBy(lines, (row) => row.productType).sort(byValue),
    delivery: method(delivery),
    payment: method(payment),
    fabrics: sumBy(
      lines,
      (row) => row.fabricCode,
      (row) => (row.fabricName ? `${row.fabricName} (${row.colour})` : undefined),
    )
      .sort(byPieces)
      .slice(0, TOP_SIZE),
    profiles: sumBy(lines, (row) => row.profileCode)
      .sort(byPieces)
      .slice(0, TOP_SIZE),
    colours: sumBy(lines, (row) => (row.fabricCode ? (row.colour ?? "nieznany") : null))
      .sort(byPieces)
      .slice(0, TOP_SIZE),
    promoCodes: promo,
  };
}
