import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { orders } from "~/db/schema";
import { getDb } from "~/server/platform/db.server";
import { placeOrder } from "~/server/orders/place-order.server";
import type { CartItem } from "~/lib/cart";
import { SAFETY_TEXTS } from "~/lib/product-safety";
import { shipBy, shipDateText } from "~/lib/ship-date";
import { checkoutForm, seededDoorScreenLine, seededPleatLine, currentDeliveryPrices } from "../support/workers/orders";
import { deliver, keptEvents, recordingEmail, uniqueEmail } from "../support/workers/queue";

const db = getDb(env);

/** A guest's order, placed without its own event being consumed: each test delivers the event itself. */
async function newOrder(paymentMethod: "przelew_tradycyjny" | "za_pobraniem" | "gotowka_odbior" = "przelew_tradycyjny") {
  const deliveryMethod = paymentMethod === "gotowka_odbior" ? "odbior_osobisty" : "kurier";
  const form = checkoutForm({ email: uniqueEmail(), deliveryMethod, paymentMethod, notes: "<b>Proszę dzwonić</b> przed dostawą" });
  const result = await placeOrder(keptEvents().env, db, form, [await seededPleatLine(), await seededDoorScreenLine()], null, await currentDeliveryPrices());
  if (!result.ok) throw new Error(result.message);
  return { ...result, email: form.email, event: { id: crypto.randomUUID(), type: "new_order", orderNumber: result.number } };
}

describe("new_order e-mails", () => {
  it("sends the confirmation to the customer and the order to the shop, once each", async () => {
    const order = await newOrder();
    const email = recordingEmail();
    const result = await deliver(order.event, email.env);
    expect(result.explicitAcks).toHaveLength(1);

    expect(email.sent.map((m) => [m.to, m.subject])).toEqual([
      [order.email, `Potwierdzenie zamówienia ${order.number}`],
      [env.SHOP_ADMIN_EMAIL, `Nowe zamówienie ${order.number} – Anna Nowak`],
    ]);
    const [customer, shop] = email.sent;
    expect(customer!.from).toEqual({ name: env.SHOP_NAME, email: env.SHOP_EMAIL });
    expect(shop!.replyTo).toBe(order.email);
    for (const html of [customer!.html, shop!.html]) {
      expect(html).toContain(order.number);
      expect(html).toContain("Moskitiera drzwiowa");
      expect(html).not.toContain("<b>Proszę dzwonić</b>");
    }
    // The shop sees the notes, escaped; a guest's own address gets none of what was typed (tests/integration/no-mail-relay.test.ts).
    expect(shop!.html).toContain("&lt;b&gt;Proszę dzwonić&lt;/b&gt;");
    expect(customer!.html).not.toContain("Proszę dzwonić");
    // The customer's private link is one of its own, for this e-mail, and it opens the order.
    const link = /href="(http:\/\/localhost:5173\/order-details\/[^"]+)"/.exec(customer!.html)![1]!;
    expect(link).toMatch(new RegExp(`/order-details/${order.number}\\?klucz=[\\w-]{43}$`));
    expect(link).not.toContain(order.accessToken);
    expect((await exports.default.fetch(link.replace("http://localhost:5173", "http://shop.test"))).status).toBe(200);
    expect(shop!.html).toContain(`/admin/excel-bot?szukaj=${order.number}`);
    expect(shop!.html).not.toContain("klucz=");
    // The ship-by date counts the settings' longest time in working days from the order's day (app/lib/ship-date.ts).
    const placedAt = await env.DB.prepare("select created_at from orders where number = ?").bind(order.number).first<{ created_at: number }>();
    const shipping = shipDateText(shipBy(new Date(placedAt!.created_at), { fulfilmentMaxDays: Number(env.SHOP_FULFILMENT_MAX_DAYS) }));
    expect(customer!.text).toContain(shipping);
    expect(shop!.text).toContain(shipping);
    expect(customer!.text).toContain("Dane do przelewu");
    expect(customer!.text).toContain("PL61 1090 1014 0000 0712 1981 2874");
    expect(shop!.text).not.toContain("Dane do przelewu");

    const again = await deliver(order.event, email.env, 2);
    expect(again.explicitAcks).toHaveLength(1);
    expect(email.sent).toHaveLength(2);

    const row = await env.DB.prepare("select status, recipient, subject from processed_events where id = ?").bind(order.event.id).first();
    expect(row).toMatchObject({ status: "done", subject: `Potwierdzenie zamówienia ${order.number}` });
  });

  it("leaves out transfer details for cash on delivery", async () => {
    const order = await newOrder("za_pobraniem");
    const email = recordingEmail();
    await deliver(order.event, email.env);
    expect(email.sent[0]!.text).not.toContain("Dane do przelewu");
    expect(email.sent[0]!.text).toContain("Za pobraniem");
  });

  it("tells the customer of a pickup order where and when to collect it", async () => {
    const pickupAddress = `${env.SHOP_PICKUP_STREET}, ${env.SHOP_PICKUP_POSTAL_CODE} ${env.SHOP_PICKUP_CITY}`;
    const pickup = await newOrder("gotowka_odbior");
    const email = recordingEmail();
    await deliver(pickup.event, email.env);
    const [customer, shop] = email.sent;
    expect(customer!.text).toContain("Odbiór osobisty");
    // On its own line: the manufacturer's line names the same address by default, so the address alone proves nothing.
    expect(customer!.text).toContain(`Adres odbioru: ${env.SHOP_NAME}, ${pickupAddress}`);
    expect(customer!.text).toContain(`Godziny odbioru: ${env.SHOP_PICKUP_HOURS}`);
    expect(customer!.text).toContain("gotowe do odbioru");
    expect(shop!.text).not.toContain(env.SHOP_PICKUP_HOURS);

    const courier = await newOrder("za_pobraniem");
    const courierEmail = recordingEmail();
    await deliver(courier.event, courierEmail.env);
    expect(courierEmail.sent[0]!.text).not.toContain(env.SHOP_PICKUP_HOURS);
  });

  it("retries when the provider fails, and then sends only what was not sent yet", async () => {
    const order = await newOrder();
    const failing = recordingEmail((message) => message.to === env.SHOP_ADMIN_EMAIL);
    const first = await deliver(order.event, failing.env);
    expect(first.retryMessages).toHaveLength(1);
    expect(failing.sent.map((m) => m.to)).toEqual([order.email]);
    const failed = await env.DB.prepare("select status, error from processed_events where id = ?").bind(order.event.id).first();
    expect(failed).toMatchObject({ status: "failed", error: "provider unavailable" });

    const healthy = recordingEmail();
    const second = await deliver(order.event, healthy.env, 2);
    expect(second.explicitAcks).toHaveLength(1);
    expect(healthy.sent.map((m) => m.to)).toEqual([env.SHOP_ADMIN_EMAIL]);
  });

  it("gives the customer the product safety information: the manufacturer, each line's identifier, each kind's texts once", async () => {
    const pleat = (await seededPleatLine()) as Extract<CartItem, { productType: "plisy" }>;
    const screen = (await seededDoorScreenLine()) as Extract<CartItem, { productType: "moskitiery" }>;
    const form = checkoutForm({ email: uniqueEmail() });
    // Two pleats of one kind: their texts come once.
    const placed = await placeOrder(keptEvents().env, db, form, [pleat, { ...pleat, id: crypto.randomUUID(), width: 60 }, screen], null, await currentDeliveryPrices());
    if (!placed.ok) throw new Error(placed.message);
    const email = recordingEmail();
    await deliver({ id: crypto.randomUUID(), type: "new_order", orderNumber: placed.number }, email.env);
    const [customer, shop] = email.sent;

    const fabric = `tkanina: ${pleat.fabricName}, kod ${pleat.fabricCode}`;
    const expected = [
      "Informacje o bezpieczeństwie produktów",
      `Producent: ${env.SHOP_LEGAL_NAME}, ${env.SHOP_STREET}, ${env.SHOP_POSTAL_CODE} ${env.SHOP_CITY}, e-mail: ${env.SHOP_EMAIL}`,
      `Pozycja 1: Plisa na wymiar – ${fabric}; profil: P-01; wymiary: 100 × 150 cm`,
      `Pozycja 2: Plisa na wymiar – ${fabric}; profil: P-01; wymiary: 60 × 150 cm`,
      `Pozycja 3: Moskitiera drzwiowa na wymiar – profil: ${screen.profileCode}; siatka: szara; wymiary: 90 × 210 cm`,
    ];
    // The seeded pleat has spacers, a guide and a handle: the accessories' texts come too.
    const texts = [SAFETY_TEXTS.pleat, SAFETY_TEXTS.pleatAccessory, SAFETY_TEXTS.insectScreen];
    const flat = (text: string) => text.replace(/\s+/g, " ");
    for (const part of [flat(customer!.text), flat(customer!.html)]) {
      for (const line of expected) expect(part).toContain(line);
      for (const safety of texts) {
        expect(part).toContain(safety.title);
        for (const { label, sentences } of safety.parts) expect(part.split(`${label}: ${sentences.join(" ")}`)).toHaveLength(2);
      }
    }
    expect(customer!.text).not.toContain("Osoba odpowiedzialna w UE");
    // The shop's copy stays a work order.
    expect(shop!.text).not.toContain("Informacje o bezpieczeństwie produktów");
    expect(shop!.text).not.toContain(SAFETY_TEXTS.pleat.parts[0]!.sentences[0]!);
  });

  it("retries an event for an order that does not exist, instead of dropping it", async () => {
    const email = recordingEmail();
    const result = await deliver({ id: crypto.randomUUID(), type: "new_order", orderNumber: "ZAM-2026-999999" }, email.env);
    expect(result.retryMessages).toHaveLength(1);
    expect(email.sent).toEqual([]);
  });
});

describe("an order whose personal data were removed", () => {
  it("has no address to write to: a change of its status e-mails nobody and is not retried", async () => {
    const order = await newOrder();
    // What the retention's anonymisation leaves of an order (app/server/retention/orders.server.ts).
    await db.update(orders).set({ email: "", firstName: "", lastName: "", anonymisedAt: new Date() }).where(eq(orders.number, order.number));
    const email = recordingEmail();
    const result = await deliver({ id: crypto.randomUUID(), type: "status_update", orderNumber: order.number }, email.env);
    expect(result.explicitAcks).toHaveLength(1);
    expect(result.retryMessages).toHaveLength(0);
    expect(email.sent).toEqual([]);
  });
});
