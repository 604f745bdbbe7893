import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "~/db/schema";
import type { InvoiceDocument } from "~/lib/invoice";
import { issueInvoiceByHand, issuing, planCorrections, planInvoices } from "~/server/invoices/issue.server";
import { getDb } from "~/server/platform/db.server";
import { testActor } from "../support/workers/admin";
import { expectNoGaps, invoicesOf, newOrder, outboxFor } from "../support/workers/invoices";
import { keptEvents } from "../support/workers/queue";

// Issuing (app/server/invoices/issue.server.ts): numbers allocated with the invoice row in one batch, no gap and no
// second invoice whatever the concurrency or the repetition, the event kept with it, and the owner's button.

const db = getDb(env);

async function issue(orderIds: number[]) {
  const plans = await planInvoices(env, db, orderIds, "platnosc");
  const { statements, send } = issuing(db, plans);
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  return { plans, send };
}

describe("issuing an invoice", () => {
  it("numbers it with its month's next number, its document and totals the order's, and keeps one event for it", async () => {
    const order = await newOrder();
    await issue([order.id]);
    const [invoice] = await invoicesOf(order.id);
    const document = JSON.parse(invoice!.document) as InvoiceDocument;
    const [year, month] = invoice!.month.split("-");
    expect(invoice).toMatchObject({
      kind: "faktura",
      trigger: "platnosc",
      number: `FV/${invoice!.sequence}/${month}/${year}`,
      buyer_nip: null,
      ksef_state: null,
      buyer_name: "Anna Nowak",
    });
    expect(document.number).toBe(invoice!.number);
    expect(document.orderNumber).toBe(order.number);
    const total = await env.DB.prepare("select final_total from orders where id = ?").bind(order.id).first<{ final_total: number }>();
    expect([invoice!.gross_total, document.totals.gross]).toEqual([total!.final_total, total!.final_total]);
    expect(invoice!.net_total + invoice!.vat_total).toBe(invoice!.gross_total);
    expect(await outboxFor([invoice!.id])).toEqual([expect.objectContaining({ type: "invoice_issued", invoiceId: invoice!.id })]);
    await expectNoGaps();
  });

  it("sends a company buyer's invoice to KSeF first", async () => {
    const order = await newOrder({ company: true });
    await issue([order.id]);
    const [invoice] = await invoicesOf(order.id);
    expect(invoice).toMatchObject({ buyer_name: "Okna i Drzwi Sp. z o.o.", buyer_nip: "5260250274", ksef_state: "oczekuje" });
    expect(await outboxFor([invoice!.id])).toEqual([expect.objectContaining({ type: "ksef_submission", invoiceId: invoice!.id })]);
  });

  it("sends the events it kept after the batch, with their invoices' ids", async () => {
    const order = await newOrder();
    const kept = keptEvents();
    const { send } = await issue([order.id]);
    await send(kept.env);
    const [invoice] = await invoicesOf(order.id);
    expect(kept.sent).toEqual([expect.objectContaining({ type: "invoice_issued", invoiceId: invoice!.id })]);
    expect(await outboxFor([invoice!.id])).toEqual([]);
  });

  it("issues nothing the second time: a replay of the same plans, or a new plan for an invoiced order", async () => {
    const order = await newOrder();
    const { plans } = await issue([order.id]);
    const { statements } = issuing(db, plans);
    await db.batch([statements[0]!, ...statements.slice(1)]);
    expect(await planInvoices(env, db, [order.id], "platnosc")).toEqual([]);
    const invoices = await invoicesOf(order.id);
    expect(invoices).toHaveLength(1);
    expect(await outboxFor([invoices[0]!.id])).toHaveLength(1);
    await expectNoGaps();
  });

  it("numbers invoices issued at once for different orders 1..n without a gap", async () => {
    const placed = await Promise.all(Array.from({ length: 6 }, () => newOrder()));
    const before = await env.DB.prepare("select coalesce(max(sequence), 0) as top from invoices where kind = 'faktura'").first<{ top: number }>();
    await Promise.all(placed.map((order) => issue([order.id])));
    const sequences = (await Promise.all(placed.map(async (order) => (await invoicesOf(order.id))[0]!.sequence))).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 6 }, (_, i) => before!.top + i + 1));
    await expectNoGaps();
  });

  it("gives one invoice to an order issued at once by several requests", async () => {
    const order = await newOrder();
    const plans = await Promise.all(Array.from({ length: 5 }, () => planInvoices(env, db, [order.id], "platnosc")));
    await Promise.all(
      plans.map((planned) => {
        const { statements } = issuing(db, planned);
        return db.batch([statements[0]!, ...statements.slice(1)]);
      }),
    );
    const invoices = await invoicesOf(order.id);
    expect(invoices).toHaveLength(1);
    expect(await outboxFor([invoices[0]!.id])).toHaveLength(1);
    await expectNoGaps();
  });

  it("issues for many orders in one batch, each numbered", async () => {
    const placed = await Promise.all(Array.from({ length: 30 }, () => newOrder()));
    await issue(placed.map((order) => order.id));
    const rows = await Promise.all(placed.map((order) => invoicesOf(order.id)));
    expect(rows.every((invoices) => invoices.length === 1)).toBe(true);
    await expectNoGaps();
  });

  it("issues only where the change happens", async () => {
    const order = await newOrder();
    const plans = await planInvoices(env, db, [order.id], "wydanie");
    const unchanged = issuing(db, plans, () => sql`${orders.orderStatus} = 'wysłane'`).statements;
    await db.batch([unchanged[0]!, ...unchanged.slice(1)]);
    expect(await invoicesOf(order.id)).toEqual([]);
    await env.DB.prepare("update orders set order_status = 'wysłane' where id = ?").bind(order.id).run();
    await db.batch([unchanged[0]!, ...unchanged.slice(1)]);
    expect(await invoicesOf(order.id)).toHaveLength(1);
    await expectNoGaps();
  });
});

describe("corrections", () => {
  it("reverse the invoice whole, in their own series, once", async () => {
    const order = await newOrder({ company: true });
    await issue([order.id]);
    const plans = await planCorrections(env, db, [order.id], "zwrot");
    const { statements } = issuing(db, plans);
    await db.batch([statements[0]!, ...statements.slice(1)]);
    await db.batch([statements[0]!, ...statements.slice(1)]);
    expect(await planCorrections(env, db, [order.id], "anulowanie")).toEqual([]);
    const [invoice, correction] = await invoicesOf(order.id);
    const [year, month] = correction!.month.split("-");
    expect(correction).toMatchObject({
      kind: "korekta",
      trigger: "zwrot",
      corrected_invoice_id: invoice!.id,
      number: `FK/${correction!.sequence}/${month}/${year}`,
      gross_total: -invoice!.gross_total,
      vat_total: -invoice!.vat_total,
      net_total: -invoice!.net_total,
      ksef_state: "oczekuje",
    });
    const document = JSON.parse(correction!.document) as InvoiceDocument;
    expect(document).toMatchObject({ kind: "korekta", number: correction!.number, positions: [], corrected: { number: invoice!.number, reason: "Zwrot zapłaty za zamówienie" } });
    expect(await outboxFor([correction!.id])).toEqual([expect.objectContaining({ type: "ksef_submission" })]);
    expect(await invoicesOf(order.id)).toHaveLength(2);
    await expectNoGaps();
  });

  it("are not issued for an order without an invoice", async () => {
    const order = await newOrder();
    expect(await planCorrections(env, db, [order.id], "anulowanie")).toEqual([]);
  });
});

describe("issueInvoiceByHand", () => {
  it("issues the invoice, audited, and says its number; a second click says the order has it", async () => {
    const order = await newOrder();
    const kept = keptEvents();
    const outcome = await issueInvoiceByHand(kept.env, testActor, order.number);
    const [invoice] = await invoicesOf(order.id);
    expect(outcome).toEqual({ ok: true, number: invoice!.number });
    expect(invoice).toMatchObject({ trigger: "recznie", issued_by: testActor.email });
    expect(kept.sent).toEqual([expect.objectContaining({ type: "invoice_issued", invoiceId: invoice!.id })]);
    const audit = await env.DB.prepare("select user_email, details from audit_log where action = 'invoice_issued' and target = ?")
      .bind(order.number)
      .all<{ user_email: string; details: string }>();
    expect(audit.results).toEqual([{ user_email: testActor.email, details: JSON.stringify({ number: invoice!.number }) }]);
    expect(await issueInvoiceByHand(kept.env, testActor, order.number)).toEqual({ ok: false, message: `Zamówienie ma już fakturę ${invoice!.number}.` });
    expect(await invoicesOf(order.id)).toHaveLength(1);
  });

  it("refuses an unknown, cancelled or rejected order", async () => {
    expect(await issueInvoiceByHand(env, testActor, "ZAM-2026-999999")).toEqual({ ok: false, message: "Nie ma takiego zamówienia." });
    const cancelled = await newOrder();
    await env.DB.prepare("update orders set order_status = 'anulowane', cancelled_by = 'sklep' where id = ?").bind(cancelled.id).run();
    expect(await issueInvoiceByHand(env, testActor, cancelled.number)).toMatchObject({ ok: false, message: expect.stringContaining("anulowane") });
    const rejected = await newOrder();
    await env.DB.prepare("update orders set order_status = 'odrzucone', accepted = 0 where id = ?").bind(rejected.id).run();
    expect(await issueInvoiceByHand(env, testActor, rejected.number)).toMatchObject({ ok: false, message: expect.stringContaining("odrzucone") });
    expect([...(await invoicesOf(cancelled.id)), ...(await invoicesOf(rejected.id))]).toEqual([]);
  });

  it("gives one invoice to an order clicked at once from several tabs", async () => {
    const order = await newOrder();
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => issueInvoiceByHand(keptEvents().env, testActor, order.number)));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(await invoicesOf(order.id)).toHaveLength(1);
    await expectNoGaps();
  });
});
