import { sql } from "drizzle-orm";
import type { Db } from "~/server/db.server";
import type { ProductType } from "~/lib/cart-basics";
import type { Share, ShopStats } from "~/lib/shop-stats";
import { foldHours, type StatsPeriod } from "~/lib/stats-period";

// /admin-stats: a period's figures in one D1 round trip (one batch). The definitions are in
// docs/decisions/2026-11-23-shop-statistics.md: an order counts on the Warsaw day it was placed;
// revenue, the average, the splits and the tops are over counted orders (neither cancelled nor
// rejected); the order count is every order placed. Money is integer grosze.

/** Cancelled: the status says so. Rejected: the shop said no (accepted = 0 or the status), unless cancelled. */
const CANCELLED = sql.raw("o.order_status = 'anulowane'");
const REJECTED = sql.raw("(o.order_status <> 'anulowane' and (o.accepted = 0 or o.order_status = 'odrzucone'))");
const COUNTED = sql.raw("(o.order_status not in ('anulowane', 'odrzucone') and (o.accepted is null or o.accepted <> 0))");

export const TOP_SIZE = 10;

type HourRow = { hour: number; orders: number; counted: number; revenue: number; cancelled: number; rejected: number };
type MethodRow = { method: string; orders: number; value: number };
type LineRow = { productType: ProductType; fabricCode: string | null; profileCode: string | null; fabricName: string | null; colour: string | null; pieces: number; value: number };
type PromoRow = { code: string; orders: number; discount: number };

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
  const inPeriod = sql`o.created_at >= ${period.startMs} and o.created_at < ${period.endMs}`;
  // Each statement reads the orders from orders_stats_idx alone, and the lines from
  // order_items_stats_idx alone (migrations/0012_stats_indexes.sql): no table row is touched.
  const [hours, delivery, payment, lines, promo] = await db.batch([
    db.all<HourRow>(sql`
      select o.created_at / 3600000 as hour, count(*) as orders, sum(${COUNTED}) as counted,
        sum(case when ${COUNTED} then o.final_total else 0 end) as revenue,
        sum(${CANCELLED}) as cancelled, sum(${REJECTED}) as rejected
      from orders o where ${inPeriod} group by hour`),
    db.all<MethodRow>(sql`
      select o.delivery_method as method, count(*) as orders, sum(o.final_total) as value
      from orders o where ${inPeriod} and ${COUNTED} group by o.delivery_method`),
    db.all<MethodRow>(sql`
      select o.payment_method as method, count(*) as orders, sum(o.final_total) as value
      from orders o where ${inPeriod} and ${COUNTED} group by o.payment_method`),
    // The lines grouped once by type, fabric and profile; the splits and tops are sums of these groups.
    db.all<LineRow>(sql`
      select g.product_type as productType, g.fabric_code as fabricCode, g.profile_code as profileCode,
        f.name as fabricName, f.colour as colour, g.pieces, g.value
      from (
        select i.product_type, i.fabric_code, i.profile_code, sum(i.quantity) as pieces, sum(i.line_price) as value
        from orders o join order_items i on i.order_id = o.id
        where ${inPeriod} and ${COUNTED}
        group by i.product_type, i.fabric_code, i.profile_code
      ) g left join fabrics f on f.code = g.fabric_code`),
    db.all<PromoRow>(sql`
      select o.promo_code as code, count(*) as orders, sum(o.discount) as discount
      from orders o where ${inPeriod} and ${COUNTED} and o.promo_code is not null and o.promo_code <> ''
      group by o.promo_code order by orders desc, discount desc, code`),
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
