import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { orders } from "~/db/schema";
import { complaintDueOn } from "~/lib/complaints";
import { listComplaints, answerComplaint, setComplaintConsumer } from "~/server/complaints/admin.server";
import { carryOutRemedy, decideComplaint } from "~/server/complaints/remedies.server";
import { issueInvoiceByHand, planInvoices } from "~/server/invoices/issue.server";
import { deleteOrders, setStatus } from "~/server/orders/admin.server";
import { waitingForProduction } from "~/server/production/plan.server";
import { getDb } from "~/server/platform/db.server";
import { answerOf, get, signedIn, testActor, visible } from "../support/workers/admin";
import { invoicesOf, newOrder } from "../support/workers/invoices";
import { keptEvents } from "../support/workers/queue";
import { fakePayu } from "../support/workers/payu";
import { payments } from "~/db/schema";

// The back-office of complaints (issue 47): the inbox by the days left, the shop's reply, the consumer/company switch,
// and each decision with its remedy's effect (a remake order into production, never invoiced; a refund's whole
// correction; a price reduction's partial one), written once.

const db = getDb(env);
const quiet = () => keptEvents().env;
const DAY = 86_400_000;

/** An order's complaint about all its lines, received `daysAgo` days ago, filed as the customer's pages file it. */
async function fileComplaint(order: { id: number }, { daysAgo = 0, consumer = true, remedy = "ponowne_wykonanie" } = {}) {
  const receivedAt = new Date(Date.now() - daysAgo * DAY);
  const row = await env.DB.prepare(
    `insert into complaints (order_id, reason, description, requested_remedy, first_name, last_name, email, consumer, received_at, due_on)
     values (?, 'niezgodnosc_z_zamowieniem', 'Roleta jest za wąska.', ?, 'Anna', 'Nowak', 'anna@example.pl', ?, ?, ?) returning id`,
  )
    .bind(order.id, remedy, consumer ? 1 : 0, receivedAt.getTime(), complaintDueOn(receivedAt, consumer))
    .first<{ id: number }>();
  await env.DB.prepare("insert into complaint_items (complaint_id, order_item_id) select ?, id from order_items where order_id = ?").bind(row!.id, order.id).run();
  return row!.id;
}

const complaintRow = (id: number) => env.DB.prepare("select * from complaints where id = ?").bind(id).first<Record<string, unknown>>();
const auditOf = async (id: number) =>
  (
    await env.DB.prepare("select action, details from audit_log where target = ? and action like 'complaint_%' order by id")
      .bind(String(id))
      .all<{ action: string; details: string }>()
  ).results;

/** A transfer order marked paid, so it has its invoice. */
async function paidOrder() {
  const order = await newOrder();
  await setStatus(quiet(), testActor, "paymentStatus", "transfer_completed", [order.number]);
  return order;
}

const lineOf = async (orderId: number) =>
  (await env.DB.prepare("select id, width_cm, height_cm from order_items where order_id = ? order by position")
    .bind(orderId)
    .first<{ id: number; width_cm: number; height_cm: number }>())!;

describe("the inbox", () => {
  it("lists open cases by the days left (a company's after them), then decided ones newest first", async () => {
    const made = [];
    for (const [daysAgo, consumer] of [
      [2, true],
      [12, true],
      [0, false],
      [7, true],
    ] as const)
      made.push(await fileComplaint(await newOrder(), { daysAgo, consumer }));
    const [twelveLeft, twoLeft, company, sevenLeft] = made as [number, number, number, number];
    const olderDecided = await fileComplaint(await newOrder());
    const newerDecided = await fileComplaint(await newOrder());
    await decideComplaint(quiet(), testActor, olderDecided, { verdict: "odrzucona", justification: "Wymiary zgodne z zamówieniem." });
    await decideComplaint(quiet(), testActor, newerDecided, { verdict: "odrzucona", justification: "Wymiary zgodne z zamówieniem." });
    const ours = new Set([...made, olderDecided, newerDecided]);
    const ids = [];
    for (let page = 1; ; page++) {
      const { complaints } = await listComplaints(db, { status: null, page });
      ids.push(...complaints.map((c) => c.id).filter((id) => ours.has(id)));
      if (complaints.length < 25) break;
    }
    // Other tests' open cases may sit between, never out of this order.
    expect(ids).toEqual([twoLeft, sevenLeft, twelveLeft, company, newerDecided, olderDecided]);
    const open = await listComplaints(db, { status: "otwarta", page: 1 });
    expect(open.complaints.every((c) => c.status === "otwarta")).toBe(true);
  });
});

describe("the shop's reply", () => {
  it("writes the message, its complaint_message event and its audit entry together, in any state", async () => {
    const id = await fileComplaint(await newOrder());
    await decideComplaint(quiet(), testActor, id, { verdict: "odrzucona", justification: "Nie." });
    const kept = keptEvents();
    const sent = await answerComplaint(kept.env, testActor, id, "Prosimy o zdjęcie z miarką.");
    expect(sent).not.toBeNull();
    const message = await env.DB.prepare("select * from complaint_messages where id = ?").bind(sent!.messageId).first<Record<string, unknown>>();
    expect(message).toMatchObject({ complaint_id: id, author: "sklep", author_email: testActor.email, body: "Prosimy o zdjęcie z miarką." });
    expect(kept.sent).toEqual([expect.objectContaining({ type: "complaint_message", messageId: sent!.messageId })]);
    expect((await auditOf(id)).map((entry) => entry.action)).toContain("complaint_answered");
    expect(JSON.parse((await auditOf(id)).find((entry) => entry.action === "complaint_answered")!.details)).toEqual({ messageId: sent!.messageId });
  });

  it("to a case that is not there: nothing written", async () => {
    expect(await answerComplaint(quiet(), testActor, 999_999_999, "Halo")).toBeNull();
    expect(await env.DB.prepare("select count(*) as n from complaint_messages where complaint_id = 999999999").first("n")).toBe(0);
  });
});

describe("the consumer switch", () => {
  it("recomputes the deadline from the day received, audited; a decided case keeps it", async () => {
    const id = await fileComplaint(await newOrder(), { daysAgo: 5, consumer: false });
    const received = new Date(Number((await complaintRow(id))!.received_at));
    expect((await complaintRow(id))!.due_on).toBeNull();
    expect(await setComplaintConsumer(db, testActor, id, true)).toBe("changed");
    expect(await complaintRow(id)).toMatchObject({ consumer: 1, due_on: complaintDueOn(received, true) });
    expect(await setComplaintConsumer(db, testActor, id, true)).toBe("unchanged");
    expect(await setComplaintConsumer(db, testActor, id, false)).toBe("changed");
    expect(await complaintRow(id)).toMatchObject({ consumer: 0, due_on: null });
    expect((await auditOf(id)).filter((entry) => entry.action === "complaint_consumer_changed")).toHaveLength(2);
    await decideComplaint(quiet(), testActor, id, { verdict: "odrzucona", justification: "Nie." });
    expect(await setComplaintConsumer(db, testActor, id, true)).toBe("decided");
  });
});

describe("the decision", () => {
  it("a remake: a free accepted order with the corrected size, in the production queue, never invoiced", async () => {
    const order = await paidOrder();
    const line = await lineOf(order.id);
    const id = await fileComplaint(order);
    const kept = keptEvents();
    const outcome = await decideComplaint(kept.env, testActor, id, {
      verdict: "uznana",
      justification: "Źle zmierzone, wykonamy ponownie.",
      remedy: "ponowne_wykonanie",
      lines: [{ orderItemId: line.id, widthCm: line.width_cm - 2, heightCm: line.height_cm + 3 }],
    });
    expect(outcome).toMatchObject({ ok: true });
    const complaint = (await complaintRow(id))!;
    expect(complaint).toMatchObject({ status: "uznana", remedy: "ponowne_wykonanie", decided_by: testActor.email });
    const remake = await env.DB.prepare("select * from orders where id = ?").bind(complaint.remake_order_id).first<Record<string, unknown>>();
    expect(remake).toMatchObject({
      accepted: 1,
      order_status: "zaakceptowane",
      payment_status: "paid",
      items_total: 0,
      delivery_cost: 0,
      payment_fee: 0,
      final_total: 0,
      discount: 0,
      notes: `Ponowne wykonanie w ramach reklamacji REK-${String(id).padStart(6, "0")}`,
    });
    expect(remake!.number).toMatch(/^\S+$/);
    expect(remake!.number).not.toBe(order.number);
    const original = await env.DB.prepare("select email, street, delivery_method, payment_method from orders where id = ?").bind(order.id).first();
    expect(remake).toMatchObject(original!);
    const items = (await env.DB.prepare("select * from order_items where order_id = ?").bind(remake!.id).all<Record<string, unknown>>()).results;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ width_cm: line.width_cm - 2, height_cm: line.height_cm + 3, unit_price: 0, line_price: 0, position: 1 });
    expect(JSON.parse(items[0]!.configuration as string)).toMatchObject({ width: line.width_cm - 2, height: line.height_cm + 3, totalPrice: 0 });
    expect(await env.DB.prepare("select remake_width_cm, remake_height_cm from complaint_items where complaint_id = ?").bind(id).first()).toEqual({
      remake_width_cm: line.width_cm - 2,
      remake_height_cm: line.height_cm + 3,
    });
    const queued = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, Number(remake!.id)), waitingForProduction));
    expect(queued).toHaveLength(1);
    // The decision's event, its audit entry; no new_order e-mail for the remake.
    expect(kept.sent).toEqual([expect.objectContaining({ type: "complaint_decided", complaintId: id })]);
    expect((await auditOf(id)).map((entry) => entry.action)).toContain("complaint_decided");
    // Never invoiced: not by a trigger's plan, not by hand.
    expect(await planInvoices(quiet(), db, [Number(remake!.id)], "wydanie")).toEqual([]);
    expect(await issueInvoiceByHand(quiet(), testActor, String(remake!.number))).toMatchObject({ ok: false });
    expect(await invoicesOf(Number(remake!.id))).toEqual([]);
    // Its card names the case it remakes and offers no delete.
    const card = await visible(await get(`/admin/excel-bot?szukaj=${remake!.number}`, (await signedIn({ admin: true, gate: true })).cookie));
    expect(card).toContain("Ponowne wykonanie w ramach tej reklamacji");
    expect(card).not.toContain("Usuń zamówienie");
  });

  it("a remake in a size the configurators refuse: 400, nothing written", async () => {
    const order = await newOrder();
    const line = await lineOf(order.id);
    const id = await fileComplaint(order);
    const outcome = await decideComplaint(quiet(), testActor, id, {
      verdict: "uznana",
      justification: "Wykonamy ponownie.",
      remedy: "ponowne_wykonanie",
      lines: [{ orderItemId: line.id, widthCm: 5, heightCm: line.height_cm }],
    });
    expect(outcome).toMatchObject({ ok: false, status: 400, errors: { [`width-${line.id}`]: expect.stringMatching(/Szerokość musi wynosić od 20/) } });
    expect(await complaintRow(id)).toMatchObject({ status: "otwarta", remake_order_id: null });
  });

  it("a refund of a transfer: the whole correction in the decision's batch, the order refunded", async () => {
    const order = await paidOrder();
    const id = await fileComplaint(order, { remedy: "zwrot" });
    const outcome = await decideComplaint(quiet(), testActor, id, { verdict: "uznana", justification: "Zwracamy pieniądze.", remedy: "zwrot" });
    expect(outcome).toMatchObject({ ok: true, message: expect.stringMatching(/przelewem/) });
    const [invoice, correction] = await invoicesOf(order.id);
    expect(correction).toMatchObject({ kind: "korekta", trigger: "zwrot", corrected_invoice_id: invoice!.id, gross_total: -invoice!.gross_total });
    expect(await env.DB.prepare("select payment_status from orders where id = ?").bind(order.id).first("payment_status")).toBe("refunded");
  });

  it("a price reduction: a partial correction for the amount, with the reason", async () => {
    const order = await paidOrder();
    const id = await fileComplaint(order, { remedy: "obnizenie_ceny" });
    const outcome = await decideComplaint(quiet(), testActor, id, { verdict: "uznana", justification: "Obniżamy cenę.", remedy: "obnizenie_ceny", reduction: 50_00 });
    expect(outcome).toMatchObject({ ok: true });
    const [invoice, correction] = await invoicesOf(order.id);
    expect(correction).toMatchObject({ kind: "korekta", trigger: "reklamacja", corrected_invoice_id: invoice!.id, gross_total: -50_00 });
    expect(correction!.net_total + correction!.vat_total).toBe(-50_00);
    const document = JSON.parse(correction!.document);
    expect(document.corrected.reason).toBe(`Obniżenie ceny: reklamacja REK-${String(id).padStart(6, "0")}`);
    expect(document.positions.reduce((sum: number, position: { gross: number }) => sum + position.gross, 0)).toBe(invoice!.gross_total - 50_00);
    expect(await complaintRow(id)).toMatchObject({ price_reduction: 50_00, remedy: "obnizenie_ceny" });
  });

  describe("of an order paid through PayU", () => {
    let payu: ReturnType<typeof fakePayu> | undefined;
    afterEach(() => payu?.restore());

    /** An order invoiced and paid through PayU, its payment COMPLETED in the shop and in the fake PayU. */
    async function paidThroughPayu() {
      payu = fakePayu();
      const order = await newOrder({ payment: "payu" });
      const finalTotal = (await env.DB.prepare("select final_total from orders where id = ?").bind(order.id).first<number>("final_total"))!;
      const providerPaymentId = `FAKE${crypto.randomUUID().replaceAll("-", "").slice(0, 16).toUpperCase()}`;
      payu.orders.set(providerPaymentId, {
        orderId: providerPaymentId,
        extOrderId: order.number,
        totalAmount: String(finalTotal),
        currencyCode: "PLN",
        status: "COMPLETED",
        payMethod: { type: "PBL" },
        description: `Zamówienie ${order.number}`,
        notifyUrl: "http://shop.test/api/payu/notify",
        customerIp: "127.0.0.1",
        buyer: {},
        products: [],
      });
      await db.insert(payments).values({ orderId: order.id, provider: "payu", reference: order.number, providerPaymentId, amount: finalTotal, state: "COMPLETED" });
      await setStatus(quiet(), testActor, "paymentStatus", "payu_completed", [order.number]);
      return { order, providerPaymentId };
    }

    it("a price reduction asks PayU to refund that amount alone, beside its partial correction; the payment stays paid", async () => {
      const { order, providerPaymentId } = await paidThroughPayu();
      const id = await fileComplaint(order, { remedy: "obnizenie_ceny" });
      const outcome = await decideComplaint(quiet(), testActor, id, { verdict: "uznana", justification: "Obniżamy cenę.", remedy: "obnizenie_ceny", reduction: 30_00 });
      expect(outcome).toMatchObject({ ok: true });
      expect(payu!.refunds()).toEqual([{ orderId: providerPaymentId, body: { refund: expect.objectContaining({ amount: "3000" }) } }]);
      const [, correction] = await invoicesOf(order.id);
      expect(correction).toMatchObject({ kind: "korekta", trigger: "reklamacja", gross_total: -30_00 });
      expect(await env.DB.prepare("select payment_status from orders where id = ?").bind(order.id).first("payment_status")).toBe("payu_completed");
    });

    it("a refund asks PayU for the whole payment back and marks the order refunded; the correction waits for PayU's FINALIZED", async () => {
      const { order, providerPaymentId } = await paidThroughPayu();
      const id = await fileComplaint(order, { remedy: "zwrot" });
      const outcome = await decideComplaint(quiet(), testActor, id, { verdict: "uznana", justification: "Zwracamy pieniądze.", remedy: "zwrot" });
      expect(outcome).toMatchObject({ ok: true });
      const [refund] = payu!.refunds();
      expect(refund).toMatchObject({ orderId: providerPaymentId });
      expect((refund!.body as { refund: { amount?: unknown } }).refund.amount).toBeUndefined();
      expect(await env.DB.prepare("select payment_status from orders where id = ?").bind(order.id).first("payment_status")).toBe("refunded");
      expect((await invoicesOf(order.id)).map((invoice) => invoice.kind)).toEqual(["faktura"]);
    });
  });

  it("a reduction above what was paid is refused with nothing written", async () => {
    const order = await paidOrder();
    const id = await fileComplaint(order, { remedy: "obnizenie_ceny" });
    const total = Number(await env.DB.prepare("select final_total from orders where id = ?").bind(order.id).first("final_total"));
    const outcome = await decideComplaint(quiet(), testActor, id, { verdict: "uznana", justification: "Obniżamy.", remedy: "obnizenie_ceny", reduction: total + 1 });
    expect(outcome).toMatchObject({ ok: false, status: 400 });
    expect(await invoicesOf(order.id)).toHaveLength(1);
    expect(await complaintRow(id)).toMatchObject({ status: "otwarta" });
  });

  it("a second decision is refused with 409 and writes nothing, even at once", async () => {
    const order = await paidOrder();
    const id = await fileComplaint(order, { remedy: "zwrot" });
    const kept = keptEvents();
    const decisions = await Promise.all([
      decideComplaint(kept.env, testActor, id, { verdict: "uznana", justification: "Zwracamy.", remedy: "zwrot" }),
      decideComplaint(kept.env, testActor, id, { verdict: "odrzucona", justification: "Nie." }),
    ]);
    expect(decisions.filter((decision) => decision.ok)).toHaveLength(1);
    expect(decisions.find((decision) => !decision.ok)).toMatchObject({ status: 409, message: "Decyzja w tej reklamacji została już podjęta." });
    const before = await complaintRow(id);
    const again = await decideComplaint(kept.env, testActor, id, { verdict: "odrzucona", justification: "Jednak nie." });
    expect(again).toMatchObject({ ok: false, status: 409 });
    expect(await complaintRow(id)).toEqual(before);
    expect((await auditOf(id)).filter((entry) => entry.action === "complaint_decided")).toHaveLength(1);
    expect(kept.sent.filter((event) => event.type === "complaint_decided")).toHaveLength(1);
    expect((await invoicesOf(order.id)).filter((invoice) => invoice.kind === "korekta").length).toBeLessThanOrEqual(1);
  });

  it("the trigger's refusal of a changed decision reaches the page as 409 in Polish, never 500", async () => {
    const admin = await signedIn({ admin: true, gate: true });
    const id = await fileComplaint(await newOrder());
    const path = `/admin-reklamacje/${id}`;
    const first = await answerOf(path, { intent: "decide", verdict: "odrzucona", justification: "Nie." }, admin.cookie);
    expect(first.status).toBe(200);
    const second = await answerOf(path, { intent: "decide", verdict: "uznana", remedy: "naprawa", justification: "Jednak tak." }, admin.cookie);
    expect(second.status).toBe(409);
    expect(second.text).toContain("Decyzja w tej reklamacji została już podjęta.");
    await expect(env.DB.prepare("update complaints set status = 'uznana' where id = ?").bind(id).run()).rejects.toThrow(/Decyzja w tej reklamacji/);
  });

  it("a case accepted by law is carried out with a remake once, its state unchanged", async () => {
    const order = await newOrder();
    const line = await lineOf(order.id);
    const id = await fileComplaint(order, { daysAgo: 20 });
    await env.DB.prepare("update complaints set status = 'uznana_z_mocy_prawa', remedy = requested_remedy, decided_at = ? where id = ?").bind(Date.now(), id).run();
    const lines = [{ orderItemId: line.id, widthCm: line.width_cm, heightCm: line.height_cm }];
    expect(await carryOutRemedy(quiet(), testActor, id, { lines, reduction: null })).toMatchObject({ ok: true });
    const complaint = (await complaintRow(id))!;
    expect(complaint).toMatchObject({ status: "uznana_z_mocy_prawa" });
    expect(complaint.remake_order_id).not.toBeNull();
    expect(await carryOutRemedy(quiet(), testActor, id, { lines, reduction: null })).toMatchObject({ ok: false, status: 409 });
    expect(
      await env.DB.prepare("select count(*) as n from orders where notes like ?")
        .bind(`%REK-${String(id).padStart(6, "0")}`)
        .first("n"),
    ).toBe(1);
  });
});

describe("orders with complaints", () => {
  it("are never deleted, nor their remakes; the orders page says why", async () => {
    const order = await newOrder();
    const plain = await newOrder();
    await fileComplaint(order);
    expect(await deleteOrders(quiet(), testActor, [order.number, plain.number])).toBe(1);
    expect(await env.DB.prepare("select count(*) as n from orders where id = ?").bind(order.id).first("n")).toBe(1);
    const admin = await signedIn({ admin: true, gate: true });
    const refused = await answerOf("/admin/excel-bot", { intent: "delete", numbers: order.number }, admin.cookie);
    expect(refused.status).toBe(409);
    expect(refused.text).toContain(`Zamówienia z reklamacją nie można usunąć (reklamacja zostaje w dokumentacji): ${order.number}`);
    // The card says so instead of offering the delete.
    const card = await visible(await get(`/admin/excel-bot?szukaj=${order.number}`, admin.cookie));
    expect(card).toContain("Zamówienia z reklamacją nie można usunąć: reklamacja zostaje w dokumentacji.");
    expect(card).not.toContain("Usuń zamówienie");
  });
});

describe("the pages", () => {
  it("the inbox and a case show the countdown, the facts, the conversation and the decision's form; files 404 in Polish", async () => {
    const admin = await signedIn({ admin: true, gate: true });
    const order = await newOrder();
    const id = await fileComplaint(order, { daysAgo: 12 });
    const reference = `REK-${String(id).padStart(6, "0")}`;
    const inbox = await visible(await get("/admin-reklamacje?status=otwarta", admin.cookie));
    expect(inbox).toContain(reference);
    expect(inbox).toContain(order.number);
    const page = await get(`/admin-reklamacje/${id}`, admin.cookie);
    expect(page.status).toBe(200);
    const html = await visible(page);
    for (const text of [
      "Zostało 2 dni",
      "Konsument",
      "Roleta jest za wąska.",
      "Odpowiedz klientowi",
      "Treść odpowiedzi",
      "Uznaj",
      "Odrzuć",
      "Uzasadnienie",
      "Zapisz decyzję",
      "Zakup firmowy",
    ]) {
      expect(html).toContain(text);
    }
    expect(await get(`/admin-reklamacje/${id}/zdjecia/1`, admin.cookie)).toMatchObject({ status: 404 });
    const pdf = await get(`/admin-reklamacje/${id}/decyzja.pdf`, admin.cookie);
    expect(pdf.status).toBe(404);
    expect(await pdf.text()).toBe("Nie znaleziono decyzji w PDF");
    expect((await get(`/admin-reklamacje/${id}`)).status).not.toBe(200);
  });
});
