import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, passwordResets } from "~/db/schema";
import { getDb } from "~/server/platform/db.server";
import { register, requestPasswordReset } from "~/server/accounts/customers.server";
import { saveEnquiry } from "../support/workers/enquiries";
import { placeOrder } from "~/server/orders/place-order.server";
import { verificationCodeEvent } from "~/server/accounts/verification-codes.server";
import { clientRequest, registration } from "../support/workers/accounts";
import { checkoutForm, seededPleatLine, currentDeliveryPrices } from "../support/workers/orders";
import { deliver, keptEvents, recordingEmail, uniqueEmail } from "../support/workers/queue";

const db = getDb(env);

/** A registered account's password reset, its password_reset event left unconsumed. */
async function requestedReset() {
  const email = uniqueEmail();
  expect(await register(keptEvents().env, clientRequest(), registration(email))).toMatchObject({ ok: true });
  const events = keptEvents();
  expect(await requestPasswordReset(events.env, clientRequest(), email)).toMatchObject({ ok: true });
  const event = events.sent.find((e) => e.type === "password_reset");
  if (event?.type !== "password_reset") throw new Error("no password_reset event");
  return { email, event };
}

/** A guest's order at an address of its own, its new_order event left unconsumed. */
async function placedOrder() {
  const form = checkoutForm({ email: uniqueEmail() });
  const result = await placeOrder(keptEvents().env, db, form, [await seededPleatLine()], null, await currentDeliveryPrices());
  if (!result.ok) throw new Error(result.message);
  return { ...result, email: form.email };
}

describe("order update e-mails", () => {
  it.each([
    ["order_accepted", { orderStatus: "zaakceptowane", accepted: true }, "zostało przyjęte do realizacji", "Zaakceptowane"],
    ["order_rejected", { orderStatus: "odrzucone", accepted: false, rejectionReason: "Brak tkaniny u dostawcy" }, "nie może zostać zrealizowane", "Powód: Brak tkaniny u dostawcy"],
    ["order_rejected", { orderStatus: "odrzucone", accepted: false }, "nie może zostać zrealizowane", "Status płatności: Nie dotyczy (zamówienie odrzucone)"],
    ["order_cancelled", { orderStatus: "anulowane", cancelledBy: "klient" }, "zostało anulowane", "Anulowane"],
    ["order_cancelled", { orderStatus: "anulowane", cancelledBy: "klient" }, "zostało anulowane", "Status płatności: Nie dotyczy (zamówienie anulowane)"],
    ["status_update", { orderStatus: "w_realizacji", paymentStatus: "transfer_completed" }, "Zmiana statusu zamówienia", "Przelew - opłacone"],
  ] as const)("%s tells the customer, once", async (type, change, subjectPart, bodyPart) => {
    const order = await placedOrder();
    await db.update(orders).set(change).where(eq(orders.number, order.number));
    const email = recordingEmail();
    const event = { id: crypto.randomUUID(), type, orderNumber: order.number };
    expect((await deliver(event, email.env)).explicitAcks).toHaveLength(1);
    await deliver(event, email.env, 2);

    const toCustomer = email.sent.filter((m) => m.to === order.email);
    expect(toCustomer).toHaveLength(1);
    const [message] = toCustomer;
    expect(message!.to).toBe(order.email);
    expect(message!.subject).toContain(order.number);
    expect(message!.subject).toContain(subjectPart);
    expect(message!.text).toContain(bodyPart);
  });

  it("tells the shop, once, that the customer cancelled, with the customer as reply-to", async () => {
    const order = await placedOrder();
    await db.update(orders).set({ orderStatus: "anulowane", cancelledBy: "klient" }).where(eq(orders.number, order.number));
    const email = recordingEmail();
    const event = { id: crypto.randomUUID(), type: "order_cancelled", orderNumber: order.number };
    expect((await deliver(event, email.env)).explicitAcks).toHaveLength(1);
    expect((await deliver(event, email.env, 2)).explicitAcks).toHaveLength(1);

    expect(email.sent.map((m) => [m.to, m.subject, m.replyTo])).toEqual([
      [order.email, `Zamówienie ${order.number} zostało anulowane`, env.SHOP_EMAIL],
      [env.SHOP_ADMIN_EMAIL, `Klient anulował zamówienie ${order.number}`, order.email],
    ]);
    const shop = email.sent[1]!;
    expect(shop.text).toContain("Klient Anna Nowak anulował w swoim koncie zamówienie");
    expect(shop.text).toContain(`${order.email}, tel. 600700800`);
    expect(shop.html).toContain(`/admin/excel-bot?szukaj=${order.number}`);
    expect(shop.html).not.toContain("klucz=");
  });

  it("sends the shop's message on a retry when only it failed", async () => {
    const order = await placedOrder();
    await db.update(orders).set({ orderStatus: "anulowane", cancelledBy: "klient" }).where(eq(orders.number, order.number));
    const event = { id: crypto.randomUUID(), type: "order_cancelled", orderNumber: order.number };
    const failing = recordingEmail((message) => message.to === env.SHOP_ADMIN_EMAIL);
    expect((await deliver(event, failing.env)).retryMessages).toHaveLength(1);
    const healthy = recordingEmail();
    expect((await deliver(event, healthy.env, 2)).explicitAcks).toHaveLength(1);
    expect(failing.sent.map((m) => m.to)).toEqual([order.email]);
    expect(healthy.sent.map((m) => m.to)).toEqual([env.SHOP_ADMIN_EMAIL]);
  });

  it.each(["order_accepted", "order_rejected", "status_update"] as const)("%s tells only the customer", async (type) => {
    const order = await placedOrder();
    const email = recordingEmail();
    await deliver({ id: crypto.randomUUID(), type, orderNumber: order.number }, email.env);
    expect(email.sent.map((m) => m.to)).toEqual([order.email]);
  });
});

describe("verification codes", () => {
  it("sends the verification code, and no link", async () => {
    const email = recordingEmail();
    await deliver(await verificationCodeEvent(env, { email: "klient@example.pl", code: "042917" }), email.env);
    expect(email.sent.map((m) => [m.to, m.subject])).toEqual([["klient@example.pl", "Kod weryfikacyjny do konta"]]);
    expect(email.sent[0]!.text).toContain("042917");
    expect(email.sent[0]!.html).not.toContain("/reset-password");
  });

  it("sends a password reset's code and its one-time link, which carries a token rather than the code", async () => {
    const { email: address, event } = await requestedReset();
    const email = recordingEmail();
    await deliver(event, email.env);
    await deliver(event, email.env, 2);
    expect(email.sent.map((m) => [m.to, m.subject])).toEqual([[address, "Kod do zmiany hasła"]]);
    const code = /^\s*(\d{6})\s*$/m.exec(email.sent[0]!.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const link = /href="[^"]*(\/reset-password\?[^"]*)"/.exec(email.sent[0]!.html)?.[1];
    expect(link).toMatch(new RegExp(`^/reset-password\\?email=${encodeURIComponent(address)}&amp;token=[\\w-]{43}$`));
    expect(link).not.toContain(code);
  });

  it("sends nothing for a reset used or expired before its e-mail went", async () => {
    const { event } = await requestedReset();
    await db.delete(passwordResets).where(eq(passwordResets.userId, event.userId));
    const email = recordingEmail();
    expect((await deliver(event, email.env)).explicitAcks).toHaveLength(1);
    expect(email.sent).toEqual([]);
  });

  it("rejects a malformed code message without sending or crashing", async () => {
    const email = recordingEmail();
    const sealed = await verificationCodeEvent(env, { email: "klient@example.pl", code: "12ab" });
    const result = await deliver(sealed, email.env);
    expect(result.retryMessages).toHaveLength(1);
    expect(email.sent).toEqual([]);
  });

  it("retries a code that does not open (moved to another address, or altered) without sending", async () => {
    const email = recordingEmail();
    const sealed = await verificationCodeEvent(env, { email: "klient@example.pl", code: "042917" });
    for (const tampered of [
      { ...sealed, email: "ktos.inny@example.pl" },
      { ...sealed, sealedCode: `${sealed.sealedCode.slice(0, 20)}${sealed.sealedCode[20] === "A" ? "B" : "A"}${sealed.sealedCode.slice(21)}` },
    ]) {
      expect((await deliver(tampered, email.env)).retryMessages).toHaveLength(1);
    }
    expect(email.sent).toEqual([]);
  });
});

describe("enquiry e-mails", () => {
  const sender = {
    firstName: "Jan",
    lastName: "Kowalski",
    email: "jan@example.pl",
    phone: "600700800",
    subject: "Pytanie",
    message: "Czy szyjecie plisy <script>alert(1)</script> do okien dachowych?",
  };

  it("delivers a contact message to the shop with the sender as reply-to, escaped", async () => {
    const { id } = await saveEnquiry(db, "contact", sender);
    const email = recordingEmail();
    await deliver({ id: crypto.randomUUID(), type: "enquiry_received", enquiryId: id }, email.env);
    expect(email.sent.map((m) => [m.to, m.replyTo])).toEqual([[env.SHOP_ADMIN_EMAIL, "jan@example.pl"]]);
    expect(email.sent[0]!.subject).toBe("Wiadomość z formularza kontaktowego: Pytanie");
    expect(email.sent[0]!.html).not.toContain("<script>");
    expect(email.sent[0]!.html).toContain("&lt;script&gt;");
  });

  it("sends a complaint to the shop, and a confirmation to the e-mail of the order it names", async () => {
    const order = await placedOrder();
    const { id } = await saveEnquiry(
      db,
      "complaint",
      { ...sender, email: order.email, subject: `Reklamacja zamówienia ${order.number}` },
      { orderNumber: order.number, complaintReason: "wada_produkcyjna" },
    );
    const email = recordingEmail();
    await deliver({ id: crypto.randomUUID(), type: "enquiry_received", enquiryId: id }, email.env);
    expect(email.sent.map((m) => m.to)).toEqual([env.SHOP_ADMIN_EMAIL, order.email]);
    expect(email.sent[0]!.text).toContain("Powód reklamacji: Wada produkcyjna");
    expect(email.sent[1]!.subject).toBe(`Otrzymaliśmy Twoją reklamację zamówienia ${order.number}`);
  });

  it("carries the specialist pleat model", async () => {
    const { id } = await saveEnquiry(db, "specialist_pleat", sender, { selectedModel: "10" });
    const email = recordingEmail();
    await deliver({ id: crypto.randomUUID(), type: "enquiry_received", enquiryId: id }, email.env);
    expect(email.sent[0]!.text).toContain("Model: 10");
  });
});
