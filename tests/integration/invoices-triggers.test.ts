import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { issueInvoiceByHand } from "~/server/invoices/issue.server";
import { cancelOrder } from "~/server/orders/history.server";
import { deleteOrders, setStatus } from "~/server/orders/admin.server";
import { applyPaymentNotification } from "~/server/payments/lifecycle.server";
import { getDb } from "~/server/platform/db.server";
import { shipOrders } from "~/server/shipping/ship.server";
import { answerOf, get, signedIn, testActor, visible } from "../support/workers/admin";
import { expectNoGaps, invoicesOf, newOrder } from "../support/workers/invoices";
import { keptEvents } from "../support/workers/queue";

// What issues invoices and corrections (issue 46), each in the batch of its change: the payment booked (PayU, a transfer
// marked paid), a cash order handed over (shipped, or a pickup order collected: set 'wysłane'), a refund finished, a
// cancellation; never twice, whatever is repeated.

const db = getDb(env);
const quiet = () => keptEvents().env;

/** A PayU order with an attempt the provider knows, as the checkout leaves it. */
async function payuOrder(company = false) {
  const order = await newOrder({ payment: "payu", company });
  const total = await env.DB.prepare("select final_total from orders where id = ?").bind(order.id).first<{ final_total: number }>();
  const providerPaymentId = `PAYU${crypto.randomUUID().replaceAll("-", "").slice(0, 16).toUpperCase()}`;
  await env.DB.prepare("insert into payments (order_id, provider, reference, amount, provider_payment_id, state) values (?, 'payu', ?, ?, ?, 'PENDING')")
    .bind(order.id, `${order.number}-1`, total!.final_total, providerPaymentId)
    .run();
  await env.DB.prepare("update orders set payment_status = 'payu_pending' where id = ?").bind(order.id).run();
  return { ...order, providerPaymentId, amount: total!.final_total };
}

const completed = (order: Awaited<ReturnType<typeof payuOrder>>) =>
  applyPaymentNotification(quiet(), db, {
    kind: "payment",
    payment: { providerPaymentId: order.providerPaymentId, reference: `${order.number}-1`, state: "COMPLETED", method: null, amount: order.amount, currency: "PLN" },
  });

const refund = (order: Awaited<ReturnType<typeof payuOrder>>, status: "FINALIZED" | "CANCELED", testEnv = quiet()) =>
  applyPaymentNotification(testEnv, db, { kind: "refund", providerPaymentId: order.providerPaymentId, refundId: "R1", status, amount: order.amount, currency: "PLN" });

describe("the payment booked", () => {
  it("PayU COMPLETED issues the invoice with the booking, once however often it is told", async () => {
    const order = await payuOrder();
    await Promise.all([completed(order), completed(order)]);
    await completed(order);
    const invoices = await invoicesOf(order.id);
    expect(invoices).toMatchObject([{ kind: "faktura", trigger: "platnosc" }]);
    expect(JSON.parse(invoices[0]!.document)).toMatchObject({ paid: true, paymentMethod: "PayU" });
    await expectNoGaps();
  });

  it("a PayU payment not completed issues nothing", async () => {
    const order = await payuOrder();
    await applyPaymentNotification(quiet(), db, {
      kind: "payment",
      payment: { providerPaymentId: order.providerPaymentId, reference: `${order.number}-1`, state: "CANCELED", method: null, amount: order.amount, currency: "PLN" },
    });
    expect(await invoicesOf(order.id)).toEqual([]);
  });

  it("a transfer marked paid issues a company's invoice for KSeF, once", async () => {
    const order = await newOrder({ company: true });
    const kept = keptEvents();
    await setStatus(kept.env, testActor, "paymentStatus", "transfer_completed", [order.number]);
    await setStatus(kept.env, testActor, "paymentStatus", "paid", [order.number]);
    const invoices = await invoicesOf(order.id);
    expect(invoices).toMatchObject([{ trigger: "platnosc", ksef_state: "oczekuje", buyer_nip: "5260250274" }]);
    expect(kept.sent.filter((event) => (event.type as string) === "ksef_submission")).toEqual([expect.objectContaining({ invoiceId: invoices[0]!.id })]);
  });

  it("a page of transfers marked paid at once: each its invoice, numbered without a gap", async () => {
    const orders = await Promise.all(Array.from({ length: 25 }, () => newOrder()));
    await setStatus(
      quiet(),
      testActor,
      "paymentStatus",
      "transfer_completed",
      orders.map((order) => order.number),
    );
    for (const order of orders) expect(await invoicesOf(order.id)).toHaveLength(1);
    await expectNoGaps();
  });
});

describe("a cash order handed over", () => {
  it("shipped by courier (za pobraniem): the invoice, not paid yet", async () => {
    const order = await newOrder({ payment: "za_pobraniem" });
    await env.DB.prepare("update orders set accepted = 1, order_status = 'gotowe' where id = ?").bind(order.id).run();
    const outcome = await shipOrders(quiet(), testActor, [{ number: order.number, carrier: "dpd", trackingNumber: "12345678901234", trackingUrl: null }]);
    expect(outcome.ok).toBe(true);
    const invoices = await invoicesOf(order.id);
    expect(invoices).toMatchObject([{ trigger: "wydanie" }]);
    expect(JSON.parse(invoices[0]!.document)).toMatchObject({ paid: false, paymentMethod: "Za pobraniem" });
  });

  it("a transfer order shipped issues nothing (its invoice comes with its payment)", async () => {
    const order = await newOrder();
    await env.DB.prepare("update orders set accepted = 1, order_status = 'gotowe' where id = ?").bind(order.id).run();
    await shipOrders(quiet(), testActor, [{ number: order.number, carrier: "dpd", trackingNumber: "12345678901234", trackingUrl: null }]);
    expect(await invoicesOf(order.id)).toEqual([]);
  });

  it("a pickup order collected ('wysłane'): the invoice, paid in cash; 'gotowe' alone issues nothing", async () => {
    const order = await newOrder({ pickup: true, payment: "gotowka_odbior" });
    await env.DB.prepare("update orders set accepted = 1 where id = ?").bind(order.id).run();
    await setStatus(quiet(), testActor, "orderStatus", "gotowe", [order.number]);
    expect(await invoicesOf(order.id)).toEqual([]);
    await setStatus(quiet(), testActor, "orderStatus", "wysłane", [order.number]);
    await setStatus(quiet(), testActor, "orderStatus", "gotowe", [order.number]);
    await setStatus(quiet(), testActor, "orderStatus", "wysłane", [order.number]);
    const invoices = await invoicesOf(order.id);
    expect(invoices).toMatchObject([{ trigger: "wydanie" }]);
    expect(JSON.parse(invoices[0]!.document)).toMatchObject({ paid: true, paymentMethod: "Gotówka przy odbiorze" });
  });
});

describe("corrections", () => {
  it("a refund finished corrects the invoice once; one called off corrects nothing", async () => {
    const order = await payuOrder(true);
    await completed(order);
    await env.DB.prepare("update orders set payment_status = 'refunded' where id = ?").bind(order.id).run();
    await env.DB.prepare("update payments set refund_id = 'R1', refund_status = 'PENDING' where order_id = ?").bind(order.id).run();
    await refund(order, "CANCELED");
    expect(await invoicesOf(order.id)).toHaveLength(1);
    await env.DB.prepare("update orders set payment_status = 'refunded' where id = ?").bind(order.id).run();
    const kept = keptEvents();
    await Promise.all([refund(order, "FINALIZED", kept.env), refund(order, "FINALIZED", kept.env)]);
    const [invoice, correction, ...more] = await invoicesOf(order.id);
    expect(more).toEqual([]);
    expect(correction).toMatchObject({ kind: "korekta", trigger: "zwrot", corrected_invoice_id: invoice!.id, gross_total: -invoice!.gross_total, ksef_state: "oczekuje" });
    expect(kept.sent).toEqual([expect.objectContaining({ type: "ksef_submission", invoiceId: correction!.id })]);
    await expectNoGaps();
  });

  it("the shop's cancellation of an invoiced order corrects it; cancelling again, or refunding after, adds nothing", async () => {
    const order = await newOrder();
    await setStatus(quiet(), testActor, "paymentStatus", "transfer_completed", [order.number]);
    await setStatus(quiet(), testActor, "orderStatus", "anulowane", [order.number]);
    await setStatus(quiet(), testActor, "orderStatus", "nowe", [order.number]);
    await setStatus(quiet(), testActor, "orderStatus", "anulowane", [order.number]);
    const [invoice, correction, ...more] = await invoicesOf(order.id);
    expect(more).toEqual([]);
    expect(correction).toMatchObject({ kind: "korekta", trigger: "anulowanie", corrected_invoice_id: invoice!.id });
    expect(JSON.parse(correction!.document)).toMatchObject({ corrected: { number: invoice!.number, reason: "Anulowanie zamówienia" } });
    await expectNoGaps();
  });

  it("the customer's cancellation of an order invoiced by hand corrects it", async () => {
    const order = await newOrder();
    const user = `user-${crypto.randomUUID()}`;
    await env.DB.prepare("update orders set user_id = ? where id = ?").bind(user, order.id).run();
    await issueInvoiceByHand(quiet(), testActor, order.number);
    const customer = { user: { id: user, email: "x@example.pl", emailVerified: true } } as unknown as Parameters<typeof cancelOrder>[1];
    expect(await cancelOrder(quiet(), customer, order.number)).toBe(true);
    expect(await invoicesOf(order.id)).toMatchObject([{ kind: "faktura" }, { kind: "korekta", trigger: "anulowanie" }]);
  });

  it("a cancellation of an order without an invoice corrects nothing", async () => {
    const order = await newOrder();
    await setStatus(quiet(), testActor, "orderStatus", "anulowane", [order.number]);
    expect(await invoicesOf(order.id)).toEqual([]);
  });
});

describe("deleting orders", () => {
  it("keeps an invoiced order (never a failed batch) and deletes the rest", async () => {
    const invoiced = await newOrder();
    const plain = await newOrder();
    await issueInvoiceByHand(quiet(), testActor, invoiced.number);
    expect(await deleteOrders(quiet(), testActor, [invoiced.number, plain.number])).toBe(1);
    expect(await invoicesOf(invoiced.id)).toHaveLength(1);
    const left = await env.DB.prepare("select number from orders where id in (?, ?)").bind(invoiced.id, plain.id).all<{ number: string }>();
    expect(left.results).toEqual([{ number: invoiced.number }]);
    const audit = await env.DB.prepare("select count(*) as n from audit_log where action = 'order_deleted' and target = ?").bind(invoiced.number).first<{ n: number }>();
    expect(audit?.n).toBe(0);
  });
});

describe("'Wystaw fakturę' on the order card", () => {
  it("issues through the list's action and says the number, then why not; the card stops offering it", async () => {
    const admin = await signedIn({ admin: true, gate: true });
    const order = await newOrder();
    const card = () => get(`/admin/excel-bot?szukaj=${order.number}`, admin.cookie).then(visible);
    expect(await card()).toContain("Wystaw fakturę");
    const issued = await answerOf("/admin/excel-bot", { intent: "invoice", number: order.number }, admin.cookie);
    const [invoice] = await invoicesOf(order.id);
    expect(issued).toMatchObject({ status: 200, text: expect.stringContaining(`Faktura ${invoice!.number} została wystawiona.`) });
    expect(await answerOf("/admin/excel-bot", { intent: "invoice", number: order.number }, admin.cookie)).toMatchObject({
      status: 409,
      text: expect.stringContaining(`Zamówienie ma już fakturę ${invoice!.number}.`),
    });
    expect(await card()).not.toContain("Wystaw fakturę");
    expect(await answerOf("/admin/excel-bot", { intent: "invoice", number: "nie-numer" }, admin.cookie)).toMatchObject({ status: 400 });
  });

  it("refuses to delete an invoiced order with the reason", async () => {
    const admin = await signedIn({ admin: true, gate: true });
    const order = await newOrder();
    await issueInvoiceByHand(quiet(), testActor, order.number);
    expect(await answerOf("/admin/excel-bot", { intent: "delete", numbers: order.number }, admin.cookie)).toMatchObject({
      status: 409,
      text: expect.stringContaining(`Zamówienia z wystawioną fakturą nie można usunąć (faktura zostaje w dokumentacji księgowej): ${order.number}`),
    });
  });
});
