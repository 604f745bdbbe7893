import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { CartItem, PleatCartItem, ScreenCartItem } from "~/lib/cart";
import { MAX_CART_LINES } from "~/lib/cart";
import { orderTotals } from "~/lib/checkout";
import { SPEC_DELIVERY_PRICES } from "../support/cart-lines";
import { getDb } from "~/server/platform/db.server";
import { getPrivateOrder } from "~/server/orders/views.server";
import { KEY_REUSED, placeOrder } from "~/server/orders/place-order.server";
import { listAdminOrders } from "~/server/orders/admin.server";
import { checkoutForm, maximalPleatLines, maximalScreenLines, seededPleatLine, seededScreenLine, seededDoorScreenLine, currentDeliveryPrices } from "../support/workers/orders";

const db = getDb(env);
const ORIGIN = "http://shop.test";

const ordersWithKey = async (key: string) => (await env.DB.prepare("select count(*) as n from orders where idempotency_key = ?").bind(key).first<{ n: number }>())!.n;

/** The highest sequence number handed out this year, so a test can tell whether an order number was used up. */
async function lastSequence(): Promise<number> {
  const probe = await placeOrder(env, db, checkoutForm(), [await seededPleatLine()], null, await currentDeliveryPrices());
  if (!probe.ok) throw new Error(probe.message);
  return Number(probe.number.slice(-6));
}

let client = 0;
/** A checkout form posted as a browser posts it, each from its own address unless one is given. */
function postCheckout(fields: Record<string, string>, address = `198.51.100.${++client % 250}`): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return exports.default.fetch(
    new Request(`${ORIGIN}/finalizacja-zamowienia`, { method: "POST", body: form, headers: { Origin: ORIGIN, "CF-Connecting-IP": address }, redirect: "manual" }),
  );
}

/** The same post as the checkout page makes it with JavaScript: the action's data instead of a page. */
function postCheckoutData(fields: Record<string, string>, address = `198.51.100.${++client % 250}`): Promise<Response> {
  return exports.default.fetch(
    new Request(`${ORIGIN}/finalizacja-zamowienia.data`, {
      method: "POST",
      body: new URLSearchParams({ ...fields, js: "1" }),
      headers: { Origin: ORIGIN, "CF-Connecting-IP": address },
    }),
  );
}

/** The posted fields of a complete, valid checkout for these lines. */
function checkoutFields(lines: CartItem[], change: Record<string, string> = {}): Record<string, string> {
  const { acceptTerms: _t, acceptPrivacy: _p, acceptComplaints: _c, wantsInvoice: _w, ...text } = checkoutForm();
  return { ...text, acceptTerms: "on", acceptPrivacy: "on", acceptComplaints: "on", cart: JSON.stringify(lines), ...change } as Record<string, string>;
}

describe("a cart at the shop's maximum", () => {
  it("orders 50 lines of 50 fabrics, every extra on every line, as one order with one number", async () => {
    const lines = await maximalPleatLines(MAX_CART_LINES);
    const before = await lastSequence();
    const result = await placeOrder(env, db, checkoutForm(), lines, null, await currentDeliveryPrices());
    if (!result.ok) throw new Error(result.message);
    expect(Number(result.number.slice(-6))).toBe(before + 1);

    const order = await getPrivateOrder(db, result.number, { token: result.accessToken });
    expect(order!.lines).toHaveLength(MAX_CART_LINES);
    expect(order!.lines.map((line) => line.linePrice)).toEqual(lines.map((line) => line.totalPrice));
    expect(order!.itemsTotal).toBe(orderTotals(lines, "kurier", "przelew_tradycyjny", 0, SPEC_DELIVERY_PRICES).itemsTotal);
  });

  it("orders the largest screens with every option of their type beside 48 pleats", async () => {
    const lines = [...(await maximalScreenLines()), ...(await maximalPleatLines(MAX_CART_LINES - 2))];
    const result = await placeOrder(env, db, checkoutForm({ deliveryMethod: "odbior_osobisty", paymentMethod: "gotowka_odbior" }), lines, null, await currentDeliveryPrices());
    if (!result.ok) throw new Error(result.message);
    const order = await getPrivateOrder(db, result.number, { token: result.accessToken });
    expect(order!.lines).toHaveLength(MAX_CART_LINES);
    expect(order!.lines[0]!.configuration).toMatchObject({ mosquitoType: "drzwiowe", dodatkowaRozpora: true, wymiarG: 240, wymiarC: 250 });
    expect(order!.lines[1]!.configuration).toMatchObject({ mosquitoType: "okienne", szczotkaUszczelniajaca: true, narozniki: true });
  });

  it("takes the 50-line cart through the checkout page's action too", async () => {
    const lines = await maximalPleatLines(MAX_CART_LINES);
    const fields = checkoutFields(lines);
    const response = await postCheckout(fields);
    expect(response.status).toBe(302);
    expect(await ordersWithKey(fields.idempotencyKey!)).toBe(1);
  });
});

describe("an order line says exactly what was priced", () => {
  const contradictions: [string, () => Promise<CartItem>, RegExp][] = [
    [
      "a PCV and a metal angle on one pleat",
      async () => ({ ...((await seededPleatLine({ angle: "pcv" })) as PleatCartItem), katownikMetalowyPlisy: true }),
      /^Pozycja 1 \(plisa .*\): wybrano więcej niż jeden rodzaj kątownika/,
    ],
    ["invasive and non-invasive mounting", async () => ({ ...((await seededPleatLine()) as PleatCartItem), bezinwazyjne: true }), /^Pozycja 1 .*montaż inwazyjny i bezinwazyjny/],
    ["two guide colours", async () => ({ ...((await seededPleatLine()) as PleatCartItem), prowadnicaBiala: true }), /^Pozycja 1 .*prowadnic/],
    [
      "a sealing brush on a door screen",
      async () => ({
        ...((await seededScreenLine({
          type: "drzwiowe",
          widthCm: 90,
          heightCm: 210,
          quantity: 1,
          hookWidthMm: null,
          sealingBrush: false,
          doorSide: "prawa",
          extraBrace: false,
          dimensionGCm: null,
        })) as ScreenCartItem),
        szczotkaUszczelniajaca: true,
      }),
      /^Pozycja 1 \(moskitiera drzwiowe .*\): szczotka uszczelniająca jest dostępna tylko w moskitierach okiennych/,
    ],
    [
      "an extra brace on a window screen",
      async () => ({
        ...((await seededScreenLine({
          type: "okienne",
          widthCm: 100,
          heightCm: 120,
          quantity: 1,
          hookWidthMm: 11,
          sealingBrush: false,
          doorSide: null,
          extraBrace: false,
          dimensionGCm: null,
        })) as ScreenCartItem),
        dodatkowaRozpora: true,
      }),
      /^Pozycja 1 \(moskitiera okienne .*\): dodatkowa rozpora dotyczy tylko moskitier drzwiowych/,
    ],
  ];

  it.each(contradictions)("refuses %s with a message naming the line, and writes nothing", async (_, makeLine, message) => {
    const form = checkoutForm();
    const result = await placeOrder(env, db, form, [await makeLine()], null, await currentDeliveryPrices());
    expect(result).toMatchObject({ ok: false, status: 400, message: expect.stringMatching(message) });
    expect(await ordersWithKey(form.idempotencyKey)).toBe(0);
  });

  it("names the contradicting line by its position in a longer cart, through the page too", async () => {
    const honest = await seededPleatLine();
    const contradicting = { ...((await seededPleatLine({ angle: "metal" })) as PleatCartItem), katownikPCVPlisy: true };
    const fields = checkoutFields([honest, contradicting]);
    const response = await postCheckoutData(fields);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/Pozycja 2 \(plisa [^)]*\): wybrano więcej niż jeden rodzaj kątownika/);
    expect(await ordersWithKey(fields.idempotencyKey!)).toBe(0);
  });

  it("stores the line rebuilt by the server: its names and every component price, not what the browser sent", async () => {
    const honest = (await seededPleatLine({ angle: "metal", handle: true, handleQuantity: 2 })) as PleatCartItem;
    const tampered: PleatCartItem = {
      ...honest,
      fabricName: "Jedwab z Wenecji",
      katownikPrice: 1,
      prowadnicePrice: 1,
      raczkaPrice: 1,
      dystansPrice: 0,
      extrasMultipliers: 1,
      unitPrice: 1,
      totalPrice: 2,
      // The drawing's colours and swatch are the catalogue's too.
      appearance: { fabricColour: "złoty", fabricImage: "/zdjecia/podmieniona", profileColour: "tęczowy" },
    };
    const result = await placeOrder(env, db, checkoutForm(), [tampered], null, await currentDeliveryPrices());
    if (!result.ok) throw new Error(result.message);
    const order = await getPrivateOrder(db, result.number, { token: result.accessToken });
    expect(order!.lines[0]!.configuration).toEqual({ ...honest, notes: undefined });
  });

  it("stores a screen line's billed price and areas as the server computed them", async () => {
    const door = (await seededScreenLine({
      type: "drzwiowe",
      widthCm: 90,
      heightCm: 210,
      quantity: 2,
      hookWidthMm: null,
      sealingBrush: false,
      doorSide: "prawa",
      extraBrace: true,
      dimensionGCm: 100,
    })) as ScreenCartItem;
    const result = await placeOrder(env, db, checkoutForm(), [{ ...door, billingPrice: 1, billingArea: 0.01, realArea: 0.01 }], null, await currentDeliveryPrices());
    if (!result.ok) throw new Error(result.message);
    const order = await getPrivateOrder(db, result.number, { token: result.accessToken });
    expect(order!.lines[0]!.configuration).toEqual({ ...door, notes: undefined });
  });

  it("draws a line stored before lines had their appearance from today's catalogue, on the order page and the admin card", async () => {
    const pleat = (await seededPleatLine()) as PleatCartItem;
    const door = (await seededDoorScreenLine()) as ScreenCartItem;
    const result = await placeOrder(env, db, checkoutForm(), [pleat, door], null, await currentDeliveryPrices());
    if (!result.ok) throw new Error(result.message);
    await env.DB.prepare("update order_items set configuration = json_remove(configuration, '$.appearance') where order_id = (select id from orders where number = ?)")
      .bind(result.number)
      .run();
    const stored = await env.DB.prepare(
      "select count(*) as n from order_items where json_extract(configuration, '$.appearance') is not null and order_id = (select id from orders where number = ?)",
    )
      .bind(result.number)
      .first<{ n: number }>();
    expect(stored!.n).toBe(0);

    const expected = [pleat.appearance, door.appearance];
    expect(expected[0]).toMatchObject({ fabricColour: expect.any(String), fabricImage: expect.stringMatching(/^\//), profileColour: expect.any(String) });
    const order = await getPrivateOrder(db, result.number, { token: result.accessToken });
    expect(order!.lines.map((line) => line.configuration?.appearance)).toEqual(expected);
    const admin = await listAdminOrders(db, { orderStatus: null, paymentStatus: null, search: result.number, page: 1 });
    expect(admin.orders[0]!.lines.map((line) => line.configuration?.appearance)).toEqual(expected);
  });
});

describe("an idempotency key is not a credential", () => {
  it("gives a repeat of the same submission the first result", async () => {
    const form = checkoutForm();
    const lines = [await seededPleatLine()];
    const first = await placeOrder(env, db, form, lines, null, await currentDeliveryPrices());
    // A double click sends the same form again: the line objects are equal, not the same ones.
    const again = await placeOrder(env, db, { ...form }, structuredClone(lines), null, await currentDeliveryPrices());
    expect(again).toEqual(first);
  });

  it.each([
    ["another shopper's data", { firstName: "Jan", lastName: "Kowalski", email: "jan@example.pl" }, null, null],
    ["another cart", {}, 3, null],
    ["another account", {}, null, "user-someone-else"],
  ] as const)("refuses %s with a used key: 409, nothing of the first order, and no second order", async (_, change, quantity, userId) => {
    const form = checkoutForm();
    const lines = [await seededPleatLine()];
    const first = await placeOrder(env, db, form, lines, null, await currentDeliveryPrices());
    if (!first.ok) throw new Error(first.message);
    const otherLines = quantity ? [await seededPleatLine({ quantity })] : lines;
    const second = await placeOrder(env, db, { ...form, ...change }, otherLines, userId, await currentDeliveryPrices());
    expect(second).toEqual({ ok: false, status: 409, message: KEY_REUSED, errors: {} });
    expect(await ordersWithKey(form.idempotencyKey)).toBe(1);
  });

  it("answers a reused key with other data through the page with 409 and no private link, name or number", async () => {
    const lines = [await seededPleatLine()];
    const fields = checkoutFields(lines);
    const first = await postCheckout(fields);
    expect(first.status).toBe(302);
    const firstLocation = first.headers.get("location")!;

    const second = await postCheckoutData({ ...fields, firstName: "Jan", lastName: "Kowalski", email: "jan.kowalski@example.pl", street: "Krótka" });
    expect(second.status).toBe(409);
    const page = await second.text();
    expect(page).toContain(KEY_REUSED.slice(0, 40));
    const number = firstLocation.match(/ZAM-\d{4}-\d{6}/)![0];
    const token = new URL(firstLocation, ORIGIN).searchParams.get("klucz")!;
    for (const secret of [number, token, "Anna", "Nowak", "anna.nowak@example.pl"]) expect(page).not.toContain(secret);

    // The first shopper's own repeat still gets their order.
    const repeat = await postCheckout(fields);
    expect(repeat.headers.get("location")).toBe(firstLocation);
  });

  it("lets only one of two concurrent different submissions with one key become the order", async () => {
    const form = checkoutForm();
    const line = await seededPleatLine();
    const prices = await currentDeliveryPrices();
    const [a, b] = await Promise.all([placeOrder(env, db, form, [line], null, prices), placeOrder(env, db, { ...form, firstName: "Jan" }, [line], null, prices)]);
    expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1);
    expect([a, b].find((r) => !r.ok)).toMatchObject({ status: 409, message: KEY_REUSED });
    expect(await ordersWithKey(form.idempotencyKey)).toBe(1);
  });
});

describe("the checkout charges the price it showed", () => {
  it("refuses an order whose expected total is not the server's, with the new total and the repriced cart", async () => {
    const line = (await seededPleatLine({ quantity: 1 })) as PleatCartItem;
    const stale: PleatCartItem = { ...line, unitPrice: 1, totalPrice: 1, dystansPrice: 0 };
    const form = checkoutForm({ expectedTotal: String(1 + 3_000) });
    const before = await lastSequence();
    const result = await placeOrder(env, db, form, [stale], null, await currentDeliveryPrices());

    const finalTotal = orderTotals([line], "kurier", "przelew_tradycyjny", 0, SPEC_DELIVERY_PRICES).finalTotal;
    const zl = (finalTotal / 100).toFixed(2).replace(".", ",");
    expect(result).toMatchObject({ ok: false, status: 409, message: expect.stringMatching(new RegExp(`^Ceny w koszyku zostały zaktualizowane.*${zl}`)) });
    expect(!result.ok && result.repricedCart).toEqual([{ ...line, notes: undefined }]);
    expect(await ordersWithKey(form.idempotencyKey)).toBe(0);

    // The shopper confirms the new total: the same form, now expecting it, places the order and uses the next number.
    const confirmed = await placeOrder(env, db, { ...form, expectedTotal: String(finalTotal) }, !result.ok ? result.repricedCart! : [], null, await currentDeliveryPrices());
    expect(confirmed).toMatchObject({ ok: true, finalTotal });
    expect(confirmed.ok && Number(confirmed.number.slice(-6))).toBe(before + 1);
  });

  it("refuses through the page with 409 and the repriced cart for the form", async () => {
    const line = await seededPleatLine();
    const fields = checkoutFields([{ ...line, totalPrice: 1 }], { expectedTotal: "3001" });
    const response = await postCheckoutData(fields);
    expect(response.status).toBe(409);
    const body = await response.text();
    expect(body).toContain("Ceny w koszyku zostały zaktualizowane");
    expect(body).toContain("repricedCart");
    expect(await ordersWithKey(fields.idempotencyKey!)).toBe(0);
  });

  it("quotes the cart at the server's prices for the cart and checkout pages", async () => {
    const line = (await seededPleatLine()) as PleatCartItem;
    const contradicting = { ...line, id: "second", katownikPCVPlisy: true, katownikMetalowyPlisy: true };
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}/api/cart/quote`, {
        method: "POST",
        body: JSON.stringify({ items: [{ ...line, totalPrice: 1, unitPrice: 1 }, contradicting] }),
        headers: { Origin: ORIGIN, "Content-Type": "application/json" },
      }),
    );
    expect(response.status).toBe(200);
    const { lines } = await response.json<{ lines: unknown[] }>();
    expect(lines).toEqual([
      { ok: true, item: line },
      { ok: false, message: expect.stringMatching(/^Pozycja 2 .*kątownika/) },
    ]);
  });

  it.each([
    ["not JSON", "{"],
    ["no items", "{}"],
    ["a line that is no cart line", JSON.stringify({ items: [{ productType: "plisy" }] })],
    ["more lines than a cart holds", JSON.stringify({ items: Array.from({ length: MAX_CART_LINES + 1 }, () => ({})) })],
  ])("answers a quote request with %s with a Polish 400", async (_, body) => {
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}/api/cart/quote`, { method: "POST", body, headers: { Origin: ORIGIN, "Content-Type": "application/json" } }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty("error", expect.stringMatching(/^Nieprawidłow(e dane|y format danych)/));
  });
});

describe("mistakes do not lock a shopper out", () => {
  it("places a valid order after 12 refused attempts from the same address", async () => {
    const lines = [await seededPleatLine()];
    const address = "203.0.113.77";
    for (let attempt = 0; attempt < 12; attempt++) {
      const refused = await postCheckout(checkoutFields(lines, { houseNumber: "", acceptTerms: "" }), address);
      expect(refused.status).toBe(400);
    }
    const fields = checkoutFields(lines);
    const placed = await postCheckout(fields, address);
    expect(placed.status).toBe(302);
    expect(await ordersWithKey(fields.idempotencyKey!)).toBe(1);
  });

  it("still limits valid submissions from one address", async () => {
    const lines = [await seededPleatLine()];
    const address = "203.0.113.78";
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) statuses.push((await postCheckout(checkoutFields(lines), address)).status);
    expect(statuses.slice(0, 10).every((status) => status === 302)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
