import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { acceptOrder, deleteOrders, rejectOrder, setStatus } from "~/server/orders/admin.server";
import { getDb } from "~/server/platform/db.server";
import { placeOrder } from "~/server/orders/place-order.server";
import type { ShopStats } from "~/lib/shop-stats";
import { parsePeriodQuery } from "~/lib/stats-period";
import { shopStats } from "~/server/admin/stats.server";
import { testActor } from "../support/workers/admin";
import { checkoutForm, currentDeliveryPrices, seededPleatLine } from "../support/workers/orders";

// shopStats takes the not-counted orders back out of every order of the period (and their lines out of
// every line, which carry their order's created_at from a trigger). Each change an order can go through
// must leave the figures exactly what the definitions give when computed naively from the rows.

// The changes below notify the customer; the queue is not what is tested here.
const quietEnv = { ...env, EVENTS: { send: async () => {} } as unknown as Queue };
// This month is read by date; a long period from the grouping indexes whole (SHORT_PERIOD_MS): both are checked.
const today = new Date();
const longAgo = new Date(today.getTime() - 700 * 86_400_000);
const PERIODS = ["", `od=${longAgo.toISOString().slice(0, 10)}&do=${today.toISOString().slice(0, 10)}`];
type Period = ReturnType<typeof parsePeriodQuery>["period"];

type OrderRow = { id: number; status: string; accepted: number | null; total: number; delivery: string; payment: string; promo: string | null; discount: number };
type LineRow = { orderId: number; type: string; quantity: number; price: number };

/** The definitions (docs/decisions/2026-11-23-shop-statistics.md) applied row by row. */
async function naive({ startMs, endMs }: Period): Promise<Pick<ShopStats, "totals" | "delivery" | "payment" | "productTypes" | "promoCodes">> {
  const { results: rows } = await env.DB.prepare(
    `select id, order_status as status, accepted, final_total as total, delivery_method as delivery, payment_method as payment, promo_code as promo, discount
     from orders where created_at >= ? and created_at < ?`,
  )
    .bind(startMs, endMs)
    .all<OrderRow>();
  const { results: lines } = await env.DB.prepare(
    `select i.order_id as orderId, i.product_type as type, i.quantity, i.line_price as price
     from order_items i join orders o on o.id = i.order_id where o.created_at >= ? and o.created_at < ?`,
  )
    .bind(startMs, endMs)
    .all<LineRow>();
  const cancelled = (o: OrderRow) => o.status === "anulowane";
  const counted = (o: OrderRow) => !cancelled(o) && o.status !== "odrzucone" && o.accepted !== 0;
  const countedOrders = rows.filter(counted);
  const countedIds = new Set(countedOrders.map((o) => o.id));
  const revenue = countedOrders.reduce((sum, o) => sum + o.total, 0);
  const split = (keyOf: (o: OrderRow) => string) => {
    const shares = new Map<string, { key: string; orders: number; value: number }>();
    for (const o of countedOrders) {
      const share = shares.get(keyOf(o)) ?? { key: keyOf(o), orders: 0, value: 0 };
      share.orders++;
      share.value += o.total;
      shares.set(share.key, share);
    }
    return [...shares.values()];
  };
  const types = new Map<string, { key: string; pieces: number; value: number }>();
  for (const line of lines.filter((l) => countedIds.has(l.orderId))) {
    const share = types.get(line.type) ?? { key: line.type, pieces: 0, value: 0 };
    share.pieces += line.quantity;
    share.value += line.price;
    types.set(line.type, share);
  }
  const promo = new Map<string, { code: string; orders: number; discount: number }>();
  for (const o of countedOrders.filter((o) => o.promo)) {
    const code = promo.get(o.promo!) ?? { code: o.promo!, orders: 0, discount: 0 };
    code.orders++;
    code.discount += o.discount;
    promo.set(code.code, code);
  }
  return {
    totals: {
      orders: rows.length,
      counted: countedOrders.length,
      revenue,
      average: countedOrders.length ? Math.round(revenue / countedOrders.length) : 0,
      cancelled: rows.filter(cancelled).length,
      rejected: rows.filter((o) => !cancelled(o) && !counted(o)).length,
    },
    delivery: split((o) => o.delivery),
    payment: split((o) => o.payment),
    productTypes: [...types.values()],
    promoCodes: [...promo.values()],
  };
}

const byKey = <T extends { key: string }>(list: T[]) => [...list].sort((a, b) => a.key.localeCompare(b.key));

/** shopStats agrees with the naive figures for both periods, and its buckets add up to its totals; this month's figures. */
async function expectRightFigures(): Promise<ShopStats> {
  const [stats] = await Promise.all(PERIODS.map((query) => expectRightFiguresOf(parsePeriodQuery(new URLSearchParams(query), today).period)));
  return stats!;
}

async function expectRightFiguresOf(period: Period): Promise<ShopStats> {
  const stats = await shopStats(getDb(env), period);
  const expected = await naive(period);
  expect(stats.totals).toEqual(expected.totals);
  expect(byKey(stats.delivery)).toEqual(byKey(expected.delivery));
  expect(byKey(stats.payment)).toEqual(byKey(expected.payment));
  expect(byKey(stats.productTypes)).toEqual(byKey(expected.productTypes));
  expect([...stats.promoCodes].sort((a, b) => a.code.localeCompare(b.code))).toEqual(expected.promoCodes.sort((a, b) => a.code.localeCompare(b.code)));
  const sum = (name: "orders" | "counted" | "revenue") => stats.buckets.reduce((total, bucket) => total + bucket[name], 0);
  expect({ orders: sum("orders"), counted: sum("counted"), revenue: sum("revenue") }).toEqual({
    orders: stats.totals.orders,
    counted: stats.totals.counted,
    revenue: stats.totals.revenue,
  });
  return stats;
}

async function placedOrder(): Promise<string> {
  const result = await placeOrder(quietEnv, getDb(env), checkoutForm(), [await seededPleatLine(), await seededPleatLine()], null, await currentDeliveryPrices());
  if (!result.ok) throw new Error(result.message);
  return result.number;
}

describe("the figures through an order's changes", () => {
  it("every line placed carries its order's created_at", async () => {
    await placedOrder();
    const stray = await env.DB.prepare("select count(*) as n from order_items i join orders o on o.id = i.order_id where i.created_at is not o.created_at").first<{ n: number }>();
    const lines = await env.DB.prepare("select count(*) as n from order_items").first<{ n: number }>();
    expect(lines!.n).toBeGreaterThan(0);
    expect(stray!.n).toBe(0);
  });

  it("stay right after new orders, a rejection, a refusal alone, a cancellation and its undoing, an acceptance, a deletion", async () => {
    const before = (await expectRightFigures()).totals;
    const [rejected, refused, cancelled, accepted, deleted, kept] = [
      await placedOrder(),
      await placedOrder(),
      await placedOrder(),
      await placedOrder(),
      await placedOrder(),
      await placedOrder(),
    ];
    // A method and a promo code that only a not-counted order uses must not show up with nothing.
    await env.DB.prepare(
      "update orders set delivery_method = 'odbior_osobisty', payment_method = 'gotowka_odbior', promo_code = 'TYLKO-ODRZUCONE', discount = 700 where number = ?",
    )
      .bind(rejected)
      .run();
    await env.DB.prepare("update orders set promo_code = 'WSPOLNY', discount = 500 where number in (?, ?)").bind(refused, kept).run();
    let stats = await expectRightFigures();
    expect(stats.totals).toMatchObject({ orders: before.orders + 6, counted: before.counted + 6 });

    expect(await rejectOrder(quietEnv, testActor, rejected, null)).toBe(true);
    stats = await expectRightFigures();
    expect(stats.totals).toMatchObject({ counted: before.counted + 5, rejected: before.rejected + 1 });
    expect(stats.promoCodes.map((p) => p.code)).not.toContain("TYLKO-ODRZUCONE");
    expect(stats.promoCodes.find((p) => p.code === "WSPOLNY")).toEqual({ code: "WSPOLNY", orders: 2, discount: 1_000 });

    // Refused by the decision alone, the status left as it was.
    await env.DB.prepare("update orders set accepted = 0 where number = ?").bind(refused).run();
    stats = await expectRightFigures();
    expect(stats.totals).toMatchObject({ counted: before.counted + 4, rejected: before.rejected + 2 });
    expect(stats.promoCodes.find((p) => p.code === "WSPOLNY")).toEqual({ code: "WSPOLNY", orders: 1, discount: 500 });

    await setStatus(quietEnv, testActor, "orderStatus", "anulowane", [cancelled]);
    stats = await expectRightFigures();
    expect(stats.totals).toMatchObject({ counted: before.counted + 3, cancelled: before.cancelled + 1 });
    await setStatus(quietEnv, testActor, "orderStatus", "w_realizacji", [cancelled]);
    stats = await expectRightFigures();
    expect(stats.totals).toMatchObject({ counted: before.counted + 4, cancelled: before.cancelled });

    expect(await acceptOrder(quietEnv, testActor, accepted)).toBe(true);
    await setStatus(quietEnv, testActor, "orderStatus", "wysłane", [accepted]);
    stats = await expectRightFigures();
    expect(stats.totals).toMatchObject({ counted: before.counted + 4 });

    expect(await deleteOrders(quietEnv, testActor, [deleted, rejected])).toBe(2);
    stats = await expectRightFigures();
    expect(stats.totals).toMatchObject({ orders: before.orders + 4, counted: before.counted + 3, rejected: before.rejected + 1 });

    await placedOrder();
    stats = await expectRightFigures();
    expect(stats.totals).toMatchObject({ orders: before.orders + 5, counted: before.counted + 4 });
  });
});
