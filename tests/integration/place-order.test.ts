import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import type { CartItem } from "~/lib/cart";
import { orderNumberPattern } from "~/lib/order-number";
import { getDb } from "~/server/platform/db.server";
import { getOrderWithLines, getPrivateOrder } from "~/server/orders/views.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { checkoutForm, seededDoorScreenLine, seededPleatLine, currentDeliveryPrices } from "../support/workers/orders";

const db = getDb(env);
const countOrders = async (key?: string) =>
  (await env.DB.prepare(`select count(*) as n from orders ${key ? "where idempotency_key = ?" : ""}`)
    .bind(...(key ? [key] : []))
    .first<{ n: number }>())!.n;

afterEach(async () => {
  await env.DB.prepare("drop trigger if exists fail_order_items").run();
});

describe("placeOrder", () => {
  it("stores the order and its lines with server prices and the spec's initial states", async () => {
    const lines = [await seededPleatLine(), await seededDoorScreenLine()];
    const result = await placeOrder(env, db, checkoutForm({ paymentMethod: "za_pobraniem" }), lines, null, await currentDeliveryPrices());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.number).toMatch(orderNumberPattern);
    expect(result.paymentMethod).toBe("za_pobraniem");

    const itemsTotal = lines[0]!.totalPrice + lines[1]!.totalPrice;
    const order = await getPrivateOrder(db, result.number, { token: result.accessToken });
    expect(order).toMatchObject({
      orderStatus: "nowe",
      paymentStatus: "oczekujaca",
      accepted: null,
      userId: null,
      itemsTotal,
      deliveryCost: 5_000,
      paymentFee: 1_000,
      finalTotal: itemsTotal + 6_000,
    });
    expect(order!.lines.map((l) => [l.position, l.productType, l.linePrice])).toEqual([
      [1, "plisy", lines[0]!.totalPrice],
      [2, "moskitiery", lines[1]!.totalPrice],
    ]);
    expect(order!.lines[1]!.configuration).toMatchObject({ mosquitoType: "drzwiowe", doorSide: "prawa" });
  });

  it("stores bank transfer as przelew_bankowy and applies an active promo code to the final total only", async () => {
    const line = await seededPleatLine({ quantity: 1 });
    const result = await placeOrder(env, db, checkoutForm({ promoCode: " rabat10 " }), [line], null, await currentDeliveryPrices());
    if (!result.ok) throw new Error(result.message);
    const view = await getOrderWithLines(db, result.number);
    const discount = Math.floor((line.totalPrice * 10 + 50) / 100);
    expect(view).toMatchObject({ paymentMethod: "przelew_bankowy", itemsTotal: line.totalPrice, discount, deliveryCost: 3_000, finalTotal: line.totalPrice - discount + 3_000 });
  });

  it("never stores a price sent by the browser", async () => {
    const honest = await seededPleatLine();
    const tampered: CartItem = { ...honest, unitPrice: 1, totalPrice: 1 };
    const result = await placeOrder(env, db, checkoutForm(), [tampered], null, await currentDeliveryPrices());
    if (!result.ok) throw new Error(result.message);
    const order = await getPrivateOrder(db, result.number, { token: result.accessToken });
    expect(order!.lines[0]!.linePrice).toBe(honest.totalPrice);
    expect(order!.itemsTotal).toBe(honest.totalPrice);
  });

  it.each([
    ["an unknown fabric", async () => ({ ...(await seededPleatLine()), fabricCode: "NIE-MA" }), /Pozycja 1 .*nie ma już w ofercie/],
    ["an unavailable fabric", () => seededPleatLine({}, "available = 0"), /Pozycja 1 .*niedostępna/],
    ["a width over the shop's limit", async () => ({ ...(await seededPleatLine({}, "available = 1 and max_width_cm = 140")), width: 141 }), /Pozycja 1 .*140 cm/],
  ])("refuses %s, naming the line, and writes nothing", async (_, makeLine, message) => {
    const form = checkoutForm();
    const result = await placeOrder(env, db, form, [(await makeLine()) as CartItem], null, await currentDeliveryPrices());
    expect(result).toMatchObject({ ok: false, status: 400, message: expect.stringMatching(message) });
    expect(await countOrders(form.idempotencyKey)).toBe(0);
  });

  it.each(["LATO2025", "NIEISTNIEJE"])("refuses the inactive or unknown promo code %s", async (promoCode) => {
    const result = await placeOrder(env, db, checkoutForm({ promoCode }), [await seededPleatLine()], null, await currentDeliveryPrices());
    expect(result).toMatchObject({ ok: false, status: 400, errors: { promoCode: "Kod promocyjny nie istnieje lub jest nieaktywny" } });
  });

  it("gives the same order for the same idempotency key", async () => {
    const form = checkoutForm();
    const line = await seededPleatLine();
    const first = await placeOrder(env, db, form, [line], null, await currentDeliveryPrices());
    const second = await placeOrder(env, db, form, [line], null, await currentDeliveryPrices());
    expect(second).toEqual(first);
    expect(await countOrders(form.idempotencyKey)).toBe(1);
  });

  it("makes one order of 20 concurrent submissions with one key", async () => {
    const form = checkoutForm();
    const line = await seededPleatLine();
    const prices = await currentDeliveryPrices();
    const results = await Promise.all(Array.from({ length: 20 }, () => placeOrder(env, db, form, [line], null, prices)));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(new Set(results.map((r) => (r.ok ? r.number : "")))).toHaveProperty("size", 1);
    expect(await countOrders(form.idempotencyKey)).toBe(1);
  });

  it("gives 100 concurrent orders 100 distinct numbers", async () => {
    const line = await seededPleatLine();
    const prices = await currentDeliveryPrices();
    const results = await Promise.all(Array.from({ length: 100 }, () => placeOrder(env, db, checkoutForm(), [line], null, prices)));
    const numbers = results.map((r) => (r.ok ? r.number : "failed"));
    expect(numbers).not.toContain("failed");
    expect(new Set(numbers).size).toBe(100);
    const sequences = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    expect(sequences.at(-1)! - sequences[0]!).toBe(99);
  });

  it("leaves no half-written order when D1 fails mid-batch, and a retry with the same key succeeds", async () => {
    await env.DB.prepare("create trigger fail_order_items before insert on order_items begin select raise(abort, 'disk full'); end").run();
    const form = checkoutForm();
    const line = await seededPleatLine();
    const failed = await placeOrder(env, db, form, [line], null, await currentDeliveryPrices());
    expect(failed).toMatchObject({ ok: false, status: 503, message: expect.stringMatching(/^Błąd zapisu zamówienia: /) });
    expect(await countOrders(form.idempotencyKey)).toBe(0);

    await env.DB.prepare("drop trigger fail_order_items").run();
    const retried = await placeOrder(env, db, form, [line], null, await currentDeliveryPrices());
    expect(retried.ok).toBe(true);
    expect(await countOrders(form.idempotencyKey)).toBe(1);
  });

  it("enqueues a new_order event for the e-mails", async () => {
    const sent: unknown[] = [];
    const events = { send: async (message: unknown) => void sent.push(message) } as unknown as Queue;
    const result = await placeOrder({ ...env, EVENTS: events }, db, checkoutForm(), [await seededPleatLine()], null, await currentDeliveryPrices());
    if (!result.ok) throw new Error(result.message);
    expect(sent).toEqual([{ id: expect.any(String), type: "new_order", orderNumber: result.number }]);
  });

  it("still places the order when the queue refuses the event", async () => {
    const events = { send: async () => Promise.reject(new Error("queue down")) } as unknown as Queue;
    const result = await placeOrder({ ...env, EVENTS: events }, db, checkoutForm(), [await seededPleatLine()], null, await currentDeliveryPrices());
    expect(result.ok).toBe(true);
  });
});

describe("order views", () => {
  // Nothing of an order is shown to anyone else, not even its amount (issue 42: tests/integration/order-pages.test.ts).
  it("shows the order only to the token or the owner", async () => {
    const result = await placeOrder(env, db, checkoutForm({ email: "Owner@Example.pl" }), [await seededPleatLine()], "user-1", await currentDeliveryPrices());
    if (!result.ok) throw new Error(result.message);
    expect(await getPrivateOrder(db, result.number, {})).toBeUndefined();
    expect(await getPrivateOrder(db, result.number, { token: "guess" })).toBeUndefined();
    expect(await getPrivateOrder(db, result.number, { user: { id: "user-2", email: "someone@example.pl" } })).toBeUndefined();
    expect(await getPrivateOrder(db, result.number, { token: result.accessToken })).toBeDefined();
    expect(await getPrivateOrder(db, result.number, { user: { id: "user-1", email: "x@example.pl" } })).toBeDefined();
    expect(await getPrivateOrder(db, result.number, { user: { id: "user-3", email: "owner@example.pl" } })).toBeDefined();
    expect(JSON.stringify(await getPrivateOrder(db, result.number, { token: result.accessToken }))).not.toContain(result.accessToken);
  });
});
