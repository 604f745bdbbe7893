import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { placeOrder } from "~/server/orders/place-order.server";
import { getDb } from "~/server/platform/db.server";
import { checkoutForm, currentDeliveryPrices, seededPleatLine } from "./orders";
import { keptEvents, uniqueEmail } from "./queue";

// Invoices in the integration tests: an order to invoice, its invoices as stored, the events kept for them, and the
// rule every test ends on: each series numbered 1..n in each month.

export async function newOrder({ company = false, pickup = false, payment = "przelew_tradycyjny" as "przelew_tradycyjny" | "payu" | "za_pobraniem" | "gotowka_odbior" } = {}) {
  const form = checkoutForm({
    email: uniqueEmail(),
    deliveryMethod: pickup ? "odbior_osobisty" : "kurier",
    paymentMethod: payment,
    ...(company ? { wantsInvoice: true, companyName: "Okna i Drzwi Sp. z o.o.", companyNip: "5260250274" } : {}),
  });
  const placed = await placeOrder(keptEvents().env, getDb(env), form, [await seededPleatLine()], null, await currentDeliveryPrices());
  if (!placed.ok) throw new Error(placed.message);
  const row = await env.DB.prepare("select id from orders where number = ?").bind(placed.number).first<{ id: number }>();
  return { number: placed.number, id: row!.id };
}

export type InvoiceRow = {
  id: number;
  order_id: number;
  kind: string;
  corrected_invoice_id: number | null;
  trigger: string;
  month: string;
  sequence: number;
  number: string;
  buyer_name: string;
  buyer_nip: string | null;
  net_total: number;
  vat_total: number;
  gross_total: number;
  document: string;
  ksef_state: string | null;
  issued_by: string | null;
};

export const invoicesOf = async (orderId: number) => (await env.DB.prepare("select * from invoices where order_id = ? order by id").bind(orderId).all<InvoiceRow>()).results;

/** Every series and month numbered 1..n: no gap, no repeat, and each counter at its last number. */
export async function expectNoGaps() {
  const { results } = await env.DB.prepare(
    "select kind, month, count(*) as n, max(sequence) as top, (select last_sequence from invoice_counters c where c.kind = i.kind and c.month = i.month) as counter from invoices i group by kind, month",
  ).all<{ kind: string; month: string; n: number; top: number; counter: number }>();
  for (const series of results) expect(series, `${series.kind} ${series.month}`).toMatchObject({ n: series.top, counter: series.top });
  const counters = await env.DB.prepare(
    "select count(*) as n from invoice_counters c where not exists (select 1 from invoices i where i.kind = c.kind and i.month = c.month)",
  ).first<{ n: number }>();
  expect(counters?.n).toBe(0);
}

/** The invoice events kept in the outbox for the given invoices. */
export const outboxFor = async (invoiceIds: number[]) =>
  (await env.DB.prepare("select type, body from event_outbox where type in ('invoice_issued', 'ksef_submission')").all<{ type: string; body: string }>()).results
    .map((row) => JSON.parse(row.body) as { id: string; type: string; invoiceId: number })
    .filter((event) => invoiceIds.includes(event.invoiceId));
