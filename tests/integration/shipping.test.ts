import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { privateOrderPath } from "~/lib/order-number";
import type { ShopEvent } from "~/lib/events";
import { SHIPPING_PATH, packingSlipPath } from "~/lib/shipping";
import { setStatus } from "~/server/orders/admin.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { readTimeline } from "~/server/orders/timeline.server";
import { getDb } from "~/server/platform/db.server";
import { consumeRateLimit } from "~/server/platform/rate-limit.server";
import { shipOrders } from "~/server/shipping/ship.server";
import { answerOf, get, signedIn, testActor, visible, type Session } from "../support/workers/admin";
import { checkoutForm, currentDeliveryPrices, seededDoorScreenLine, seededPleatLine } from "../support/workers/orders";
import { deliver, keptEvents, recordingEmail, uniqueEmail } from "../support/workers/queue";

// The parcel and the pickup (app/server/shipping/ship.server.ts, setStatus's pickup part in app/server/orders/admin.server.ts):
// what one batch writes, the one e-mail each customer gets, the forms' refusals, the packing slip and the order page.

const db = getDb(env);
const DPD_LINK = (number: string) => `https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=${number}`;

/** An accepted order of a guest at an address of its own, its own events left unconsumed; `status` where the workshop left it. */
async function acceptedOrder({ pickup = false, status = "gotowe", notes = "" } = {}) {
  const form = checkoutForm({
    email: uniqueEmail(),
    deliveryMethod: pickup ? "odbior_osobisty" : "kurier",
    paymentMethod: pickup ? "gotowka_odbior" : "przelew_tradycyjny",
    notes,
  });
  const placed = await placeOrder(keptEvents().env, db, form, [await seededPleatLine(), await seededDoorScreenLine()], null, await currentDeliveryPrices());
  if (!placed.ok) throw new Error(placed.message);
  const row = await env.DB.prepare("update orders set accepted = 1, order_status = ? where number = ? returning id").bind(status, placed.number).first<{ id: number }>();
  return { number: placed.number, id: row!.id, email: form.email, accessToken: placed.accessToken };
}

const parcelRow = (number: string) =>
  env.DB.prepare("select order_status, carrier, tracking_number, tracking_url, shipped_at from orders where number = ?")
    .bind(number)
    .first<{ order_status: string; carrier: string | null; tracking_number: string | null; tracking_url: string | null; shipped_at: number | null }>();
const auditOf = async (number: string) =>
  (
    await env.DB.prepare("select action, user_email, details from audit_log where target = ? order by id")
      .bind(number)
      .all<{ action: string; user_email: string; details: string }>()
  ).results;
const kindsOf = async (id: number) => (await readTimeline(db, id, "owner")).map((entry) => entry.kind);
const outboxCount = async (type: string, number: string) =>
  (await env.DB.prepare("select count(*) as n from event_outbox where type = ? and json_extract(body, '$.orderNumber') = ?").bind(type, number).first<{ n: number }>())!.n;

/** Whatever e-mails `events` bring, each delivered twice as the queue may, and what was sent. */
async function mailed(events: readonly ShopEvent[]) {
  const email = recordingEmail();
  for (const event of events) {
    expect((await deliver(event, email.env)).explicitAcks).toHaveLength(1);
    await deliver(event, email.env, 2);
  }
  return email.sent;
}

/** A card's form, or a list's rows, as posted: `<row>.<field>`. */
const rows = (parcels: Record<string, string>[]) => Object.fromEntries(parcels.flatMap((fields, row) => Object.entries(fields).map(([name, value]) => [`${row}.${name}`, value])));

describe("shipping a courier order", () => {
  it("writes the status, the parcel, its timeline and audit entries and one event in one go; the customer gets one e-mail with the tracking link", async () => {
    const order = await acceptedOrder();
    const events = keptEvents();
    expect(await shipOrders(events.env, testActor, [{ number: order.number, carrier: "dpd", trackingNumber: "0000123456789U", trackingUrl: null }])).toEqual({
      ok: true,
      shipped: [order.number],
      corrected: [],
    });

    const row = await parcelRow(order.number);
    expect(row).toMatchObject({ order_status: "wysłane", carrier: "dpd", tracking_number: "0000123456789U", tracking_url: null });
    expect(row!.shipped_at).toBeGreaterThan(Date.now() - 60_000);
    const [shipped] = (await readTimeline(db, order.id, "customer")).filter((entry) => entry.kind === "shipped");
    expect(shipped).toMatchObject({ actor: "admin", details: { carrier: "dpd", trackingNumber: "0000123456789U", trackingUrl: DPD_LINK("0000123456789U") } });
    const audit = await auditOf(order.number);
    expect(audit.map((entry) => entry.action)).toEqual(["order_shipped"]);
    expect(JSON.parse(audit[0]!.details)).toEqual({ from: "gotowe", carrier: "dpd", trackingNumber: "0000123456789U" });
    // The parcel's e-mail, and not the generic status one as well; sent after the batch, so the outbox keeps nothing.
    expect(events.sent).toEqual([{ id: expect.any(String), type: "order_shipped", orderNumber: order.number }]);
    expect(await outboxCount("order_shipped", order.number)).toBe(0);

    const sent = await mailed(events.sent);
    expect(sent).toHaveLength(1);
    const [message] = sent;
    expect(message).toMatchObject({ to: order.email, subject: `Zamówienie ${order.number} zostało wysłane` });
    expect(message!.text).toContain("Przewoźnik: DPD");
    expect(message!.text).toContain("Numer przesyłki: 0000123456789U");
    expect(message!.html).toContain(`href="${DPD_LINK("0000123456789U").replaceAll("&", "&amp;")}"`);
    // The private link of this e-mail opens the order, whose page shows the parcel.
    const link = /href="http:\/\/localhost:5173(\/order-details\/[^"]+)"/.exec(message!.html)![1]!.replaceAll("&amp;", "&");
    const page = await visible(await get(link));
    expect(page).toContain("Przesyłka w drodze");
    expect(page).toContain(`href="${DPD_LINK("0000123456789U").replaceAll("&", "&amp;")}"`);

    // Once per order: a second event of the kind (a replayed dead letter) sends nothing either.
    expect(await mailed([{ id: crypto.randomUUID(), type: "order_shipped", orderNumber: order.number }])).toEqual([]);
  });

  it("corrects a shipped order's number without a second e-mail, a second timeline entry or a new shipping date", async () => {
    const order = await acceptedOrder();
    const events = keptEvents();
    await shipOrders(events.env, testActor, [{ number: order.number, carrier: "dpd", trackingNumber: "0000111111111U", trackingUrl: null }]);
    const shippedAt = (await parcelRow(order.number))!.shipped_at;
    expect(
      await shipOrders(events.env, testActor, [{ number: order.number, carrier: "inny", trackingNumber: "X-99887766", trackingUrl: "https://kurier.example.pl/sledz/X-99887766" }]),
    ).toEqual({ ok: true, shipped: [], corrected: [order.number] });
    expect(await parcelRow(order.number)).toEqual({
      order_status: "wysłane",
      carrier: "inny",
      tracking_number: "X-99887766",
      tracking_url: "https://kurier.example.pl/sledz/X-99887766",
      shipped_at: shippedAt,
    });
    expect(events.sent.map((event) => event.type)).toEqual(["order_shipped"]);
    expect((await kindsOf(order.id)).filter((kind) => kind === "shipped")).toHaveLength(1);
    const audit = await auditOf(order.number);
    expect(audit.map((entry) => entry.action)).toEqual(["order_shipped", "tracking_corrected"]);
    expect(JSON.parse(audit[1]!.details)).toEqual({ was: "0000111111111U", carrier: "inny", trackingNumber: "X-99887766" });
    // The e-mail reads the parcel when it goes: a number corrected before then is the one the customer gets.
    const [message] = await mailed(events.sent);
    expect(message!.html).toContain('href="https://kurier.example.pl/sledz/X-99887766"');
    expect(message!.text).toContain("Przewoźnik: Inny przewoźnik");
  });

  it("refuses a pickup, a cancelled, a rejected, a not yet accepted or a missing order, writing nothing for any of the list", async () => {
    const good = await acceptedOrder();
    const pickup = await acceptedOrder({ pickup: true });
    const cancelled = await acceptedOrder({ status: "anulowane" });
    const rejected = await acceptedOrder({ status: "odrzucone" });
    const waiting = await acceptedOrder({ status: "nowe" });
    await env.DB.prepare("update orders set accepted = null where number = ?").bind(waiting.number).run();
    const events = keptEvents();
    const parcels = [good, pickup, cancelled, rejected, waiting, { number: "ZAM-2099-999999" }].map(({ number }) => ({
      number,
      carrier: "gls" as const,
      trackingNumber: "12345678901",
      trackingUrl: null,
    }));
    expect(await shipOrders(events.env, testActor, parcels)).toEqual({
      ok: false,
      refusals: {
        [pickup.number]: "To zamówienie ma odbiór osobisty: użyj przycisku „Gotowe do odbioru”.",
        [cancelled.number]: "Zamówienie jest anulowane.",
        [rejected.number]: "Zamówienie jest odrzucone.",
        [waiting.number]: "Zamówienie nie jest jeszcze zaakceptowane.",
        "ZAM-2099-999999": "Nie ma takiego zamówienia.",
      },
    });
    expect(await parcelRow(good.number)).toMatchObject({ order_status: "gotowe", carrier: null, shipped_at: null });
    expect(await auditOf(good.number)).toEqual([]);
    expect(events.sent).toEqual([]);
  });
});

describe("a guest whose address had the hour's e-mails", () => {
  it("still hears of what the shop did to the order: the parcel, the pickup, a status", async () => {
    const courier = await acceptedOrder();
    const pickup = await acceptedOrder({ pickup: true, status: "w_realizacji" });
    // The hour's allowance of each address used up, as a confirmation, an acceptance and a status e-mail would.
    for (const { email } of [courier, pickup]) {
      for (let sent = 0; sent < 3; sent++) expect((await consumeRateLimit(db, "unverifiedMail", `recipient:${email}`)).allowed).toBe(true);
    }
    const events = keptEvents();
    await shipOrders(events.env, testActor, [{ number: courier.number, carrier: "dpd", trackingNumber: "0000123456789U", trackingUrl: null }]);
    await setStatus(events.env, testActor, "orderStatus", "gotowe", [pickup.number]);
    await setStatus(events.env, testActor, "orderStatus", "w_realizacji", [courier.number]);
    const sent = await mailed(events.sent);
    expect(sent.map(({ to, subject }) => ({ to, subject }))).toEqual([
      { to: courier.email, subject: `Zamówienie ${courier.number} zostało wysłane` },
      { to: pickup.email, subject: `Zamówienie ${pickup.number} jest gotowe do odbioru` },
      { to: courier.email, subject: `Zmiana statusu zamówienia ${courier.number}` },
    ]);
    // What a visitor can cause is still counted: a fresh link asked for on the order's page.
    const link = recordingEmail();
    await deliver({ id: crypto.randomUUID(), type: "order_link_requested", orderNumber: courier.number }, link.env);
    expect(link.sent).toEqual([]);
  });
});

describe("the shipping page and the card's form", () => {
  let admin: Session;
  beforeAll(async () => {
    admin = await signedIn({ admin: true, gate: true });
  });

  it("ships a whole page of 25 orders at once, each with its own number, and each customer gets exactly one e-mail", { timeout: 120_000 }, async () => {
    const orders: Awaited<ReturnType<typeof acceptedOrder>>[] = [];
    for (let i = 0; i < 25; i++) orders.push(await acceptedOrder({ status: i % 2 ? "gotowe" : "w_realizacji" }));
    const numberOf = (i: number) => `62000000000${String(i).padStart(2, "0")}12345678901`;
    const answer = await answerOf(
      SHIPPING_PATH,
      { intent: "ship-many", ...rows(orders.map((order, i) => ({ number: order.number, carrier: "inpost", trackingNumber: numberOf(i) }))) },
      admin.cookie,
    );
    expect(answer).toMatchObject({ status: 200 });
    expect(answer.text).toContain("Wysłano 25 zamówień");

    for (const [i, order] of orders.entries()) {
      expect(await parcelRow(order.number)).toMatchObject({ order_status: "wysłane", carrier: "inpost", tracking_number: numberOf(i) });
      expect((await kindsOf(order.id)).filter((kind) => kind === "shipped")).toHaveLength(1);
      expect((await auditOf(order.number)).map((entry) => entry.action)).toEqual(["order_shipped"]);
    }
    // Through the real queue and consumer: one e-mail to each address, keyed by its order, and none of them a status e-mail.
    const deliveries = async () =>
      (
        await env.DB.prepare(`select recipient, subject from email_deliveries where status = 'sent' and recipient in (${orders.map(() => "?").join(", ")}) order by recipient`)
          .bind(...orders.map((order) => order.email))
          .all<{ recipient: string; subject: string }>()
      ).results;
    await vi.waitFor(async () => expect(await deliveries()).toHaveLength(25), { timeout: 60_000, interval: 200 });
    expect(await deliveries()).toEqual(
      orders.map((order) => ({ recipient: order.email, subject: `Zamówienie ${order.number} zostało wysłane` })).sort((a, b) => a.recipient.localeCompare(b.recipient)),
    );
    // They left the page's list.
    const page = await visible(await get(SHIPPING_PATH, admin.cookie));
    for (const order of orders) expect(page).not.toContain(order.number);
  });

  it("lists accepted courier orders waiting for a parcel, ready ones first, and skips rows without a number", async () => {
    const ready = await acceptedOrder({ status: "gotowe" });
    const making = await acceptedOrder({ status: "w_realizacji" });
    const pickup = await acceptedOrder({ pickup: true });
    const page = await visible(await get(SHIPPING_PATH, admin.cookie));
    expect(page).toContain(ready.number);
    expect(page).toContain(making.number);
    expect(page).not.toContain(pickup.number);
    expect(page.indexOf(ready.number)).toBeLessThan(page.indexOf(making.number));

    const answer = await answerOf(
      SHIPPING_PATH,
      {
        intent: "ship-many",
        ...rows([
          { number: making.number, carrier: "dpd", trackingNumber: "" },
          { number: ready.number, carrier: "dpd", trackingNumber: "0000222222222U" },
        ]),
      },
      admin.cookie,
    );
    expect(answer.text).toContain(`Zamówienie ${ready.number} oznaczone jako wysłane`);
    expect(await parcelRow(making.number)).toMatchObject({ order_status: "w_realizacji", carrier: null });
  });

  it("refuses a bad form with 400 and each field's Polish message, and an order that cannot leave with 409, writing nothing", async () => {
    const order = await acceptedOrder();
    const pickup = await acceptedOrder({ pickup: true });
    const refused = [
      [{ number: order.number, carrier: "dpd", trackingNumber: "12 3" }, "0.trackingNumber", "Numer przesyłki ma od 6 do 40 znaków."],
      [{ number: order.number, carrier: "dpd", trackingNumber: "" }, "0.trackingNumber", "Podaj numer przesyłki."],
      [{ number: order.number, carrier: "dpd", trackingNumber: "<script>1</script>" }, "0.trackingNumber", "Numer przesyłki może zawierać tylko litery, cyfry i myślniki."],
      [{ number: order.number, carrier: "ups", trackingNumber: "1Z999AA10123456784" }, "0.carrier", "Wybierz przewoźnika z listy."],
      [{ number: order.number, carrier: "inny", trackingNumber: "1234567" }, "0.trackingUrl", "Podaj adres śledzenia przesyłki (https://…) dla innego przewoźnika."],
      [
        { number: order.number, carrier: "inny", trackingNumber: "1234567", trackingUrl: "http://kurier.pl/1" },
        "0.trackingUrl",
        "Podaj pełny adres śledzenia, zaczynający się od https://",
      ],
      [{ number: "ZAM-1", carrier: "dpd", trackingNumber: "1234567" }, "0.number", "Nieprawidłowy numer zamówienia."],
    ] as const;
    for (const [fields, field, message] of refused) {
      const answer = await answerOf(SHIPPING_PATH, { intent: "ship", ...rows([fields]) }, admin.cookie);
      expect(answer.status).toBe(400);
      expect(answer.text).toContain(field);
      expect(answer.text).toContain(message);
    }
    const notShippable = await answerOf(SHIPPING_PATH, { intent: "ship", ...rows([{ number: pickup.number, carrier: "dpd", trackingNumber: "0000333333333U" }]) }, admin.cookie);
    expect(notShippable.status).toBe(409);
    expect(notShippable.text).toContain("Nic nie zostało zapisane.");
    expect(notShippable.text).toContain(`${pickup.number}: To zamówienie ma odbiór osobisty`);

    for (const untouched of [order, pickup]) {
      expect(await parcelRow(untouched.number)).toMatchObject({ order_status: "gotowe", carrier: null, tracking_number: null, shipped_at: null });
      expect(await auditOf(untouched.number)).toEqual([]);
      expect(await kindsOf(untouched.id)).not.toContain("shipped");
      expect(await outboxCount("order_shipped", untouched.number)).toBe(0);
    }
  });

  it("shows the card's form for an accepted courier order, then the parcel with its link; a pickup order's card has its button", async () => {
    const order = await acceptedOrder();
    const pickup = await acceptedOrder({ pickup: true, status: "w_realizacji" });
    const card = async (number: string) => visible(await get(`/admin/excel-bot?szukaj=${number}`, admin.cookie));
    const before = await card(order.number);
    expect(before).toContain('name="0.trackingNumber"');
    expect(before).toContain('<option value="dpd" selected="">DPD</option>');
    expect(before).toContain(`href="${packingSlipPath(order.number)}"`);
    expect((await answerOf(SHIPPING_PATH, { intent: "ship", ...rows([{ number: order.number, carrier: "dpd", trackingNumber: "0000444444444U" }]) }, admin.cookie)).status).toBe(
      200,
    );
    const after = await card(order.number);
    expect(after).toContain("0000444444444U");
    expect(after).toContain(`href="${DPD_LINK("0000444444444U").replaceAll("&", "&amp;")}"`);
    expect(after).toContain("Popraw numer przesyłki");
    expect(await card(pickup.number)).toMatch(/<button[^>]*>Gotowe do odbioru<\/button>/);
  });
});

describe("a pickup order that becomes ready", () => {
  it("gets one pickup e-mail with the point and hours, no status e-mail, and its timeline entry; a courier order keeps its status e-mail", async () => {
    const pickup = await acceptedOrder({ pickup: true, status: "w_realizacji" });
    const courier = await acceptedOrder({ status: "w_realizacji" });
    const events = keptEvents();
    expect(await setStatus(events.env, testActor, "orderStatus", "gotowe", [pickup.number, courier.number])).toEqual({ found: 2, changed: 2 });
    expect(events.sent.map(({ type, ...event }) => [type, "orderNumber" in event ? event.orderNumber : null])).toEqual([
      ["status_update", courier.number],
      ["order_ready_for_pickup", pickup.number],
    ]);
    expect(await kindsOf(pickup.id)).toContain("ready_for_pickup");
    expect(await kindsOf(courier.id)).not.toContain("ready_for_pickup");
    // Ready to collect counts as gone for the ship-by promise; a courier order leaves with its parcel.
    expect((await parcelRow(pickup.number))!.shipped_at).toBeGreaterThan(Date.now() - 60_000);
    expect((await parcelRow(courier.number))!.shipped_at).toBeNull();

    const sent = await mailed(events.sent);
    const toPickup = sent.filter((message) => message.to === pickup.email);
    expect(toPickup).toHaveLength(1);
    expect(toPickup[0]!.subject).toBe(`Zamówienie ${pickup.number} jest gotowe do odbioru`);
    const address = `${env.SHOP_NAME}, ${env.SHOP_PICKUP_STREET}, ${env.SHOP_PICKUP_POSTAL_CODE} ${env.SHOP_PICKUP_CITY}`;
    expect(toPickup[0]!.text).toContain(`Adres odbioru: ${address}`);
    expect(toPickup[0]!.text).toContain(`Godziny odbioru: ${env.SHOP_PICKUP_HOURS}`);
    expect(toPickup[0]!.text).toContain("Do zapłaty przy odbiorze");
    const toCourier = sent.filter((message) => message.to === courier.email);
    expect(toCourier.map((message) => message.subject)).toEqual([`Zmiana statusu zamówienia ${courier.number}`]);

    // Set again (back and forth by hand): a second timeline entry, but the customer was told once.
    await setStatus(events.env, testActor, "orderStatus", "w_realizacji", [pickup.number]);
    await setStatus(events.env, testActor, "orderStatus", "gotowe", [pickup.number]);
    expect(await mailed(events.sent.slice(-1))).toEqual([]);

    // The order page says where and when.
    const page = await visible(await get(privateOrderPath(pickup.number, pickup.accessToken)));
    expect(page).toContain("Gotowe do odbioru");
    expect(page).toContain(address);
    expect(page).toContain(env.SHOP_PICKUP_HOURS);
  });

  it("is the same from the orders list's status select", async () => {
    const admin = await signedIn({ admin: true, gate: true });
    const pickup = await acceptedOrder({ pickup: true, status: "w_realizacji" });
    expect(await answerOf("/admin/excel-bot", { intent: "order-status", orderStatus: "gotowe", numbers: pickup.number }, admin.cookie)).toMatchObject({ status: 200 });
    expect((await readTimeline(db, pickup.id, "customer")).map((entry) => [entry.kind, entry.actor])).toContainEqual(["ready_for_pickup", "admin"]);
  });
});

describe("the packing slip", () => {
  it("prints the sender, the recipient, the lines with sizes and quantities and the notes, for an administrator only", async () => {
    const admin = await signedIn({ admin: true, gate: true });
    const order = await acceptedOrder({ notes: "<b>Dzwonić</b> przed dostawą" });
    const response = await get(packingSlipPath(order.number), admin.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await visible(response);
    expect(html).toContain("Specyfikacja przesyłki");
    expect(html).toContain(`${env.SHOP_POSTAL_CODE} ${env.SHOP_CITY}`);
    expect(html).toContain("Długa 5");
    expect(html).toContain("31-147 Kraków");
    expect(html).toContain("Kurier DPD");
    expect(html).toContain("100 × 150 cm");
    expect(html).toContain("90 × 210 cm");
    expect(html).toContain("Moskitiera drzwiowa");
    expect(html).toMatch(/Razem sztuk<\/td><td[^>]*>3 szt\./);
    expect(html).toContain("&lt;b&gt;Dzwonić&lt;/b&gt; przed dostawą");
    // It travels with the goods: no prices.
    expect(html).not.toMatch(/\d,\d\d\s?zł/);

    expect((await get(packingSlipPath("ZAM-2099-999999"), admin.cookie)).status).toBe(404);
    const customer = await signedIn();
    expect((await get(packingSlipPath(order.number), customer.cookie)).status).toBe(302);
    expect((await get(packingSlipPath(order.number))).status).toBe(302);
  });
});
