import { env, exports } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, orderTimeline, payments } from "~/db/schema";
import { formatDate } from "~/lib/dates";
import type { ShopEvent } from "~/lib/events";
import { privateOrderPath } from "~/lib/order-number";
import { NOTE_MAX_LENGTH, type TimelineEntry, timelineText } from "~/lib/order-timeline";
import { shipBy, shipDateText } from "~/lib/ship-date";
import { deleteAccount } from "~/server/accounts/account-deletion.server";
import { accountData } from "~/server/accounts/data-export.server";
import { acceptOrder, addOrderNote, ADMIN_ORDERS_PAGE_SIZE, listAdminOrders, rejectOrder, setStatus } from "~/server/orders/admin.server";
import { cancelOrder } from "~/server/orders/history.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { BY_SYSTEM, byAdmin, readTimeline, timelineEntry, timelineWhere } from "~/server/orders/timeline.server";
import { refundOrderPayment } from "~/server/payments/lifecycle.server";
import type { PaymentProvider } from "~/server/payments/provider.server";
import { getDb } from "~/server/platform/db.server";
import { anonymiseExpiredOrders } from "~/server/retention/orders.server";
import { defaultSettings, readShopSettings } from "~/server/settings/shop.server";
import { clientRequest, signedInCustomer } from "../support/workers/accounts";
import { answerOf, get, signedIn, testActor, visible } from "../support/workers/admin";
import { checkoutForm, currentDeliveryPrices, seededPleatLine } from "../support/workers/orders";
import { deliver, keptEvents, recordingEmail, uniqueEmail } from "../support/workers/queue";

// An order's timeline (app/server/orders/timeline.server.ts): entries written as statements of a change's batch,
// read whole by the owner and in part by the customer, and never rewritten; every producer writes its entry, and the
// order card and the customer's order page show it.

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

// What each change writes: exactly one entry of its kind, by whom, with its details, in the change's own batch.

type Written = Pick<TimelineEntry, "kind" | "actor" | "actorEmail" | "details">;
const written = ({ kind, actor, actorEmail, details }: TimelineEntry): Written => ({ kind, actor, actorEmail, details });

/** The entries an order gained since `before` (its count of entries then). */
async function since(id: number, before: number): Promise<Written[]> {
  return (await readTimeline(db, id, "owner")).slice(before).map(written);
}

const entryCount = async (id: number) => (await readTimeline(db, id, "owner")).length;

interface Placed {
  id: number;
  number: string;
  accessToken: string;
  finalTotal: number;
}

/** A guest's order at an address of its own, its events kept from the queue. */
async function placed(change: Parameters<typeof checkoutForm>[0] = {}, userId: string | null = null): Promise<Placed> {
  const result = await placeOrder(keptEvents().env, db, checkoutForm({ email: uniqueEmail(), ...change }), [await seededPleatLine()], userId, await currentDeliveryPrices());
  if (!result.ok) throw new Error(result.message);
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, result.number));
  return { id: order!.id, number: result.number, accessToken: result.accessToken, finalTotal: result.finalTotal };
}

const orderRow = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const settings = () => readShopSettings(db, env);
/** A ship-by day no clock gives now, so a test sees whether a change set the day again. */
const OLD_DAY = "2020-01-02";
const setShipBy = (id: number, day: string) => db.update(orders).set({ shipBy: day }).where(eq(orders.id, id));
/** The ship-by day of a clock started between `from` and now (the Warsaw day may turn in between). */
async function shipByFrom(from: Date): Promise<string[]> {
  const days = await settings();
  return [shipBy(from, days), shipBy(new Date(), days)];
}
const events = () => keptEvents().env;
const ADMIN: Pick<Written, "actor" | "actorEmail"> = { actor: "admin", actorEmail: testActor.email };

describe("placing an order", () => {
  it("starts its timeline with 'placed' by the customer and keeps the ship-by day the checkout showed", async () => {
    const before = new Date();
    const order = await placed();
    expect((await readTimeline(db, order.id, "owner")).map(written)).toEqual([{ kind: "placed", actor: "customer", actorEmail: null, details: null }]);
    expect(await shipByFrom(before)).toContain((await orderRow(order.id)).shipBy);
  });
});

describe("accepting and rejecting", () => {
  it("accepting writes 'accepted' once and stamps the time; a cash order's clock starts then, a prepaid one's does not", async () => {
    const transfer = await placed();
    const cash = await placed({ paymentMethod: "za_pobraniem" });
    const counts = [await entryCount(transfer.id), await entryCount(cash.id)];
    await Promise.all([setShipBy(transfer.id, OLD_DAY), setShipBy(cash.id, OLD_DAY)]);
    const at = new Date();
    for (const order of [transfer, cash]) expect(await acceptOrder(events(), testActor, order.number)).toBe(true);
    // Already accepted: no change, so no entry.
    expect(await acceptOrder(events(), testActor, transfer.number)).toBe(false);

    expect(await since(transfer.id, counts[0]!)).toEqual([{ kind: "accepted", ...ADMIN, details: null }]);
    expect(await since(cash.id, counts[1]!)).toEqual([{ kind: "accepted", ...ADMIN, details: null }]);
    const [transferRow, cashRow] = [await orderRow(transfer.id), await orderRow(cash.id)];
    expect(transferRow.acceptedAt!.getTime()).toBeGreaterThanOrEqual(at.getTime());
    expect(transferRow.shipBy).toBe(OLD_DAY);
    expect(await shipByFrom(at)).toContain(cashRow.shipBy);
  });

  it("rejecting writes 'rejected' with the reason, once", async () => {
    const order = await placed();
    const before = await entryCount(order.id);
    expect(await rejectOrder(events(), testActor, order.number, "Tkanina wycofana")).toBe(true);
    expect(await rejectOrder(events(), testActor, order.number, "Jeszcze raz")).toBe(false);
    expect(await since(order.id, before)).toEqual([{ kind: "rejected", ...ADMIN, details: { reason: "Tkanina wycofana" } }]);
  });
});

describe("statuses set by hand", () => {
  it("write one entry per change with where it came from, and stamp the workshop's steps the first time", async () => {
    const order = await placed();
    const before = await entryCount(order.id);
    const set = (value: string) => setStatus(events(), testActor, "orderStatus", value, [order.number]);
    expect(await set("w_realizacji")).toEqual({ found: 1, changed: 1 });
    expect(await set("w_realizacji")).toEqual({ found: 1, changed: 0 });
    const started = (await orderRow(order.id)).productionStartedAt;
    expect(started).toBeInstanceOf(Date);
    await set("gotowe");
    await set("w_realizacji");
    await set("wysłane");
    await set("anulowane");
    const row = await orderRow(order.id);
    // Back to production by hand keeps when it first started.
    expect(row.productionStartedAt).toEqual(started);
    expect(row.readyAt).toBeInstanceOf(Date);
    expect(row.shippedAt).toBeInstanceOf(Date);
    expect(await since(order.id, before)).toEqual([
      { kind: "status", ...ADMIN, details: { from: "nowe", to: "w_realizacji" } },
      { kind: "status", ...ADMIN, details: { from: "w_realizacji", to: "gotowe" } },
      { kind: "status", ...ADMIN, details: { from: "gotowe", to: "w_realizacji" } },
      { kind: "status", ...ADMIN, details: { from: "w_realizacji", to: "wysłane" } },
      { kind: "cancelled", ...ADMIN, details: { by: "sklep" } },
    ]);
  });

  it("book a transfer marked paid with its amount and start its clock; a move between paid statuses or to another is a payment status", async () => {
    const order = await placed();
    const before = await entryCount(order.id);
    await setShipBy(order.id, OLD_DAY);
    const at = new Date();
    const set = (value: string) => setStatus(events(), testActor, "paymentStatus", value, [order.number]);
    await set("transfer_completed");
    const booked = (await orderRow(order.id)).shipBy;
    expect(await shipByFrom(at)).toContain(booked);
    await setShipBy(order.id, OLD_DAY);
    await set("paid");
    await set("refunded");
    expect((await orderRow(order.id)).shipBy).toBe(OLD_DAY);
    expect(await since(order.id, before)).toEqual([
      { kind: "payment_booked", ...ADMIN, details: { amount: order.finalTotal } },
      { kind: "payment_status", ...ADMIN, details: { from: "transfer_completed", to: "paid" } },
      { kind: "payment_status", ...ADMIN, details: { from: "paid", to: "refunded" } },
    ]);
  });

  it("book a cash order's payment without moving its ship-by day: its clock started at acceptance", async () => {
    const order = await placed({ paymentMethod: "za_pobraniem" });
    const before = await entryCount(order.id);
    await setShipBy(order.id, OLD_DAY);
    await setStatus(events(), testActor, "paymentStatus", "paid", [order.number]);
    expect((await orderRow(order.id)).shipBy).toBe(OLD_DAY);
    expect(await since(order.id, before)).toEqual([{ kind: "payment_booked", ...ADMIN, details: { amount: order.finalTotal } }]);
  });

  it("in bulk, for a whole page of 25: one entry per changed order, none for the one that had the status, and the list carries every timeline", async () => {
    const page = await Promise.all(Array.from({ length: ADMIN_ORDERS_PAGE_SIZE }, () => placed()));
    const numbers = page.map((order) => order.number);
    await setStatus(events(), testActor, "orderStatus", "w_realizacji", [numbers[0]!]);
    const counts = await Promise.all(page.map((order) => entryCount(order.id)));
    expect(await setStatus(events(), testActor, "orderStatus", "w_realizacji", numbers)).toEqual({ found: 25, changed: 24 });
    expect(await setStatus(events(), testActor, "paymentStatus", "transfer_completed", numbers)).toEqual({ found: 25, changed: 25 });
    for (const [index, order] of page.entries()) {
      const payment = { kind: "payment_booked", ...ADMIN, details: { amount: order.finalTotal } };
      const status = { kind: "status", ...ADMIN, details: { from: "nowe", to: "w_realizacji" } };
      expect(await since(order.id, counts[index]!)).toEqual(index === 0 ? [payment] : [status, payment]);
    }

    // The newest page is these 25: each card has its whole timeline, read in one statement for the page.
    const list = await listAdminOrders(db, { orderStatus: null, paymentStatus: null, search: "", page: 1 });
    expect(list.orders.map((order) => order.number).toSorted()).toEqual(numbers.toSorted());
    for (const order of list.orders) {
      expect(order.timeline.map((entry) => entry.kind)).toEqual(["placed", "status", "payment_booked"]);
      expect(order.timeline.at(-1)!.actorEmail).toBe(testActor.email);
    }
  });
});

/** A PayU attempt of the order, as the checkout starts it, and PayU's word on it through the events consumer. */
async function payuAttempt(order: Placed) {
  const providerPaymentId = `PAYU${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  await db.insert(payments).values({ orderId: order.id, provider: "payu", reference: order.number, providerPaymentId, amount: order.finalTotal, state: "NEW" });
  const say = async (notification: Extract<ShopEvent, { type: "payment_notification" }>["notification"], email = recordingEmail()) => {
    const result = await deliver({ id: crypto.randomUUID(), type: "payment_notification", provider: "payu", notification }, email.env);
    expect(result.explicitAcks).toHaveLength(1);
    return email;
  };
  const payment = (state: "PENDING" | "COMPLETED") => ({
    kind: "payment" as const,
    payment: { providerPaymentId, reference: order.number, state, method: "PBL", amount: order.finalTotal, currency: "PLN" },
  });
  return { providerPaymentId, say, payment };
}

describe("online payments", () => {
  it("book a PayU payment once, by the system, however often PayU reports it, and start the clock then", async () => {
    const order = await placed({ paymentMethod: "payu" });
    const before = await entryCount(order.id);
    await setShipBy(order.id, OLD_DAY);
    const payu = await payuAttempt(order);
    const at = new Date();
    await payu.say(payu.payment("PENDING"));
    const email = await payu.say(payu.payment("COMPLETED"));
    await payu.say(payu.payment("COMPLETED"), email);
    expect(email.sent).toHaveLength(2);
    expect(await shipByFrom(at)).toContain((await orderRow(order.id)).shipBy);
    // The receipts went to the customer and the shop, once each: they are on the timeline once each too.
    expect(await since(order.id, before)).toEqual([
      { kind: "payment_booked", actor: "system", actorEmail: null, details: { amount: order.finalTotal } },
      { kind: "email_sent", actor: "system", actorEmail: null, details: { subject: email.sent[0]!.subject, recipient: "customer" } },
      { kind: "email_sent", actor: "system", actorEmail: null, details: { subject: email.sent[1]!.subject, recipient: "shop" } },
    ]);
  });

  it("record a refund from the panel by its administrator, and PayU calling it off by the system", async () => {
    const order = await placed({ paymentMethod: "payu" });
    const payu = await payuAttempt(order);
    await payu.say(payu.payment("COMPLETED"));
    const before = await entryCount(order.id);
    const provider = { name: "payu", refund: async () => ({ refundId: "R-1", status: "PENDING" }) } as unknown as PaymentProvider;
    expect(await refundOrderPayment(db, provider, testActor, order.number)).toEqual({ ok: true });
    expect(await refundOrderPayment(db, provider, testActor, order.number)).toEqual({ ok: false, reason: "nothing_to_refund" });
    const refund = { kind: "refund" as const, providerPaymentId: payu.providerPaymentId, refundId: "R-1", status: "CANCELED", amount: order.finalTotal, currency: "PLN" };
    await payu.say(refund);
    await payu.say(refund);
    expect(await since(order.id, before)).toEqual([
      { kind: "refunded", ...ADMIN, details: { amount: order.finalTotal } },
      { kind: "payment_status", actor: "system", actorEmail: null, details: { from: "refunded", to: "payu_completed" } },
    ]);
  });
});

describe("the customer's cancellation", () => {
  it("writes 'cancelled' by the customer once; one refused writes nothing", async () => {
    const { customer } = await signedInCustomer();
    const order = await placed({}, customer.user.id);
    const before = await entryCount(order.id);
    expect(await cancelOrder(events(), customer, order.number)).toBe(true);
    expect(await cancelOrder(events(), customer, order.number)).toBe(false);
    expect(await since(order.id, before)).toEqual([{ kind: "cancelled", actor: "customer", actorEmail: null, details: { by: "klient" } }]);
    expect(timelineText({ kind: "cancelled", details: { by: "klient" } })).toBe("Zamówienie anulowane przez klienta");
  });
});

describe("internal notes", () => {
  it("go on the owner's timeline with an audit entry, never on the customer's", async () => {
    const order = await placed();
    const before = await entryCount(order.id);
    expect(await addOrderNote(env, testActor, order.number, "Klient prosi o telefon przed dostawą")).toBe(true);
    expect(await addOrderNote(env, testActor, "ZAM-2099-999999", "Nikt")).toBe(false);
    expect(await since(order.id, before)).toEqual([{ kind: "note", ...ADMIN, details: { text: "Klient prosi o telefon przed dostawą" } }]);
    const audit = await env.DB.prepare("select user_email as email, details from audit_log where action = 'order_note_added' and target = ?").bind(order.number).all();
    expect(audit.results).toEqual([{ email: testActor.email, details: null }]);
    expect((await readTimeline(db, order.id, "customer")).map((entry) => entry.kind)).toEqual(["placed"]);
  });
});

describe("e-mails sent", () => {
  it("are on the timeline once per delivery, however often their event comes", async () => {
    const events = keptEvents();
    const result = await placeOrder(events.env, db, checkoutForm({ email: uniqueEmail() }), [await seededPleatLine()], null, await currentDeliveryPrices());
    if (!result.ok) throw new Error(result.message);
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, result.number));
    const event = events.sent.find((sent) => sent.type === "new_order")!;
    // The shop's copy fails first: the retry sends only it, and the customer's is not recorded twice.
    const failing = recordingEmail((message) => message.to === env.SHOP_ADMIN_EMAIL);
    expect((await deliver(event, failing.env)).retryMessages).toHaveLength(1);
    const healthy = recordingEmail();
    expect((await deliver(event, healthy.env, 2)).explicitAcks).toHaveLength(1);
    await deliver(event, healthy.env, 3);
    const sent = (await readTimeline(db, order!.id, "owner")).filter((entry) => entry.kind === "email_sent").map((entry) => entry.details);
    expect(sent).toEqual([
      { subject: failing.sent[0]!.subject, recipient: "customer" },
      { subject: healthy.sent[0]!.subject, recipient: "shop" },
    ]);
    // The customer reads of their own mail, not of the shop's.
    expect((await readTimeline(db, order!.id, "customer")).filter((entry) => entry.kind === "email_sent")).toHaveLength(1);
  });
});

describe("personal data", () => {
  it("anonymisation clears the owner's notes and the subject of the shop's mail, and keeps the entries", async () => {
    const events = keptEvents();
    const result = await placeOrder(events.env, db, checkoutForm({ email: uniqueEmail() }), [await seededPleatLine()], null, await currentDeliveryPrices());
    if (!result.ok) throw new Error(result.message);
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, result.number));
    await deliver(events.sent[0], recordingEmail().env);
    await addOrderNote(env, testActor, result.number, "Pani Anna Nowak, tel. 600700800");
    // Its accounting period is over; no other order of this file is that old.
    await db
      .update(orders)
      .set({ createdAt: new Date(0) })
      .where(eq(orders.id, order!.id));
    await anonymiseExpiredOrders(db, Date.now());
    const entries = await readTimeline(db, order!.id, "owner");
    expect(entries.map((entry) => [entry.kind, entry.details])).toEqual([
      ["placed", null],
      ["email_sent", { subject: `Potwierdzenie zamówienia ${result.number}`, recipient: "customer" }],
      ["email_sent", { recipient: "shop" }],
      ["note", null],
    ]);
    expect(entries.map(timelineText).join(" ")).not.toMatch(/Nowak|600700800/);
  });

  it("deleting the account clears the owner's notes on its orders, which stay for accounting with their history", async () => {
    const { customer } = await signedInCustomer();
    const order = await placed({}, customer.user.id);
    await addOrderNote(env, testActor, order.number, "Pani Anna, tel. 600700800");
    expect(await deleteAccount(keptEvents().env, clientRequest(), customer, "tajneHaslo1")).toMatchObject({ ok: true });
    expect((await readTimeline(db, order.id, "owner")).map((entry) => [entry.kind, entry.details])).toEqual([
      ["placed", null],
      ["note", null],
    ]);
  });

  it("the data download carries each order's history as the customer sees it", async () => {
    const { customer } = await signedInCustomer();
    const order = await placed({}, customer.user.id);
    await addOrderNote(env, testActor, order.number, "Wewnętrzna uwaga o kliencie");
    await acceptOrder(events(), testActor, order.number);
    const document = await accountData(db, customer, defaultSettings(env));
    const timeline = document.orders.find((one) => one.number === order.number)!.timeline;
    expect(timeline).toEqual([
      { at: expect.any(String), kind: "placed", text: "Zamówienie złożone", by: "Ty" },
      { at: expect.any(String), kind: "accepted", text: "Zamówienie zaakceptowane", by: "Sklep" },
    ]);
  });
});

describe("the pages", () => {
  const NOTE = "Uwaga tylko dla sklepu: oddzwonić";

  it("the customer's order page shows 'Historia zamówienia' and the ship-by day, never a note, kept current and never cached", async () => {
    const order = await placed();
    await addOrderNote(env, testActor, order.number, NOTE);
    await acceptOrder(events(), testActor, order.number);
    const path = privateOrderPath(order.number, order.accessToken);
    const open = async () => {
      const response = await exports.default.fetch(`http://shop.test${path}`, { redirect: "manual" });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      return visible(response);
    };
    const html = await open();
    expect(html).toContain("Historia zamówienia");
    expect(html).toContain("Zamówienie złożone");
    expect(html).toContain("Zamówienie zaakceptowane");
    expect(html).toContain(shipDateText((await orderRow(order.id)).shipBy!));
    expect(html).not.toContain(NOTE);
    expect(html).not.toContain(testActor.email);

    await setStatus(events(), testActor, "orderStatus", "wysłane", [order.number]);
    const shipped = await open();
    expect(shipped).toContain("Status zamówienia: Wysłane");
    expect(shipped).toContain(`Wysłane ${formatDate((await orderRow(order.id)).shippedAt!)}`);
    expect(shipped).not.toContain("Szacowana wysyłka");
  });

  it("the admin card shows the whole timeline with its notes, and the note form refuses what it cannot keep, in Polish", async () => {
    const admin = await signedIn({ admin: true, gate: true });
    const order = await placed();
    const note = (text: string) => answerOf("/admin/excel-bot", { intent: "note", number: order.number, text }, admin.cookie);
    expect(await note("   ")).toMatchObject({ status: 400, text: expect.stringContaining("Wpisz treść notatki") });
    expect(await note("x".repeat(NOTE_MAX_LENGTH + 1))).toMatchObject({ status: 400, text: expect.stringContaining("Notatka jest za długa. Maksymalnie 1000 znaków.") });
    expect(await note(NOTE)).toMatchObject({ status: 200, text: expect.stringContaining("Notatka dodana") });
    expect((await readTimeline(db, order.id, "owner")).map(written).at(-1)).toEqual({ kind: "note", actor: "admin", actorEmail: admin.email, details: { text: NOTE } });

    const card = await visible(await get(`/admin/excel-bot?szukaj=${order.number}`, admin.cookie));
    expect(card).toContain("Historia zamówienia (2)");
    expect(card).toContain("Zamówienie złożone");
    expect(card).toContain(`Notatka: ${NOTE}`);
    expect(card).toContain(admin.email);
  });
});
