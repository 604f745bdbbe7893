import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, orderTimeline } from "~/db/schema";
import { placeOrder } from "~/server/orders/place-order.server";
import { BY_SYSTEM, byAdmin, readTimeline, timelineEntry, timelineWhere } from "~/server/orders/timeline.server";
import { getDb } from "~/server/platform/db.server";
import { testActor } from "../support/workers/admin";
import { checkoutForm, currentDeliveryPrices, seededPleatLine } from "../support/workers/orders";

// An order's timeline (app/server/orders/timeline.server.ts): entries written as statements of a change's batch,
// read whole by the owner and in part by the customer, and never rewritten.

const db = getDb(env);

async function placedOrderId(): Promise<number> {
  const result = await placeOrder(env, db, checkoutForm(), [await seededPleatLine()], null, await currentDeliveryPrices());
  if (!result.ok) throw new Error(result.message);
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, result.number));
  if (!order) throw new Error("the order is not in D1");
  return order.id;
}

describe("the timeline's statements", () => {
  it("write one entry per order the condition finds, with details read from the order's row before the change", async () => {
    const id = await placedOrderId();
    const before = (await readTimeline(db, id, "owner")).length;
    await db.batch([
      timelineWhere(db, eq(orders.id, id), "status", byAdmin(testActor), sql`json_object('from', ${orders.orderStatus}, 'to', 'gotowe')`),
      timelineWhere(db, sql`0`, "status", byAdmin(testActor), { to: "wysłane" }),
      db.update(orders).set({ orderStatus: "gotowe" }).where(eq(orders.id, id)),
      timelineEntry(db, id, "note", byAdmin(testActor), { text: "Klient prosi o telefon przed dostawą" }),
    ]);
    const entries = await readTimeline(db, id, "owner");
    expect(entries.slice(before).map(({ kind, actor, actorEmail, details }) => ({ kind, actor, actorEmail, details }))).toEqual([
      { kind: "status", actor: "admin", actorEmail: testActor.email, details: { from: "nowe", to: "gotowe" } },
      { kind: "note", actor: "admin", actorEmail: testActor.email, details: { text: "Klient prosi o telefon przed dostawą" } },
    ]);
  });

  it("show the customer neither internal notes nor who in the shop acted", async () => {
    const id = await placedOrderId();
    await db.batch([
      timelineEntry(db, id, "note", byAdmin(testActor), { text: "wewnętrzne" }),
      timelineEntry(db, id, "accepted", byAdmin(testActor)),
      timelineEntry(db, id, "email_sent", BY_SYSTEM, { subject: "Nowe zamówienie", recipient: "shop" }),
    ]);
    const seen = await readTimeline(db, id, "customer");
    expect(seen.map((entry) => entry.kind)).not.toContain("note");
    expect(seen.map((entry) => entry.kind)).not.toContain("email_sent");
    expect(seen.find((entry) => entry.kind === "accepted")?.actorEmail).toBeNull();
  });

  it("refuse to rewrite what happened, and go with their order", async () => {
    const id = await placedOrderId();
    await timelineEntry(db, id, "accepted", byAdmin(testActor));
    await expect(db.update(orderTimeline).set({ kind: "rejected" }).where(eq(orderTimeline.orderId, id))).rejects.toThrow();
    await db.update(orderTimeline).set({ details: null }).where(eq(orderTimeline.orderId, id));
    await db.delete(orders).where(eq(orders.id, id));
    expect(await db.select().from(orderTimeline).where(eq(orderTimeline.orderId, id))).toEqual([]);
  });
});
