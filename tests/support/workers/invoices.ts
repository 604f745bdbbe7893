import { env } from "cloudflare:workers";
import { expect } from "vitest";
import {
  DEFAULT_CORRECTION_NUMBER_PATTERN,
  DEFAULT_INVOICE_NUMBER_PATTERN,
  type InvoiceDocument,
  type InvoiceKind,
  type InvoiceTotals,
  type KsefState,
  VAT_RATE,
} from "~/lib/invoice";
import { splitGross } from "~/lib/invoice-amounts";
import { placeOrder } from "~/server/orders/place-order.server";
import { getDb } from "~/server/platform/db.server";
import { checkoutForm, currentDeliveryPrices, seededPleatLine } from "./orders";
import { keptEvents, uniqueEmail } from "./queue";

// Invoices in the integration tests: an order to invoice, its invoices as stored, the events kept for them, the
// rule every test ends on (each series numbered 1..n in each month), and invoices written directly as issuing writes
// them (the series' counter raised and the invoice inserted with its sequence in one batch, its content a whole
// snapshot) for the tests of what reads them. The triggers forbid changing an invoice's identity and amounts or
// deleting it, so tests build each row right the first time.

/** A placed order of a guest (or of `userId`'s account), its events left unconsumed. */
export async function newOrder({
  company = false,
  pickup = false,
  payment = "przelew_tradycyjny" as "przelew_tradycyjny" | "payu" | "za_pobraniem" | "gotowka_odbior",
  userId = null as string | null,
} = {}) {
  const form = checkoutForm({
    email: uniqueEmail(),
    deliveryMethod: pickup ? "odbior_osobisty" : "kurier",
    paymentMethod: payment,
    ...(company ? { wantsInvoice: true, companyName: "Okna i Drzwi Sp. z o.o.", companyNip: "5260250274" } : {}),
  });
  const placed = await placeOrder(keptEvents().env, getDb(env), form, [await seededPleatLine()], userId, await currentDeliveryPrices());
  if (!placed.ok) throw new Error(placed.message);
  const row = await env.DB.prepare("select id from orders where number = ?").bind(placed.number).first<{ id: number }>();
  return { number: placed.number, id: row!.id, accessToken: placed.accessToken };
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

let issued = 0;

export interface TestInvoice {
  id: number;
  number: string;
  kind: InvoiceKind;
  month: string;
  sequence: number;
  net: number;
  vat: number;
  gross: number;
}

/**
 * Issues an invoice of `order` in `month` ('YYYY-MM', issued on its `day`) for `gross` grosze, numbered by the
 * default pattern; a correction (`corrects`) reverses the invoice whole, its amounts negative.
 */
export async function issueTestInvoice(
  order: { id: number; number: string },
  {
    month,
    day = 15,
    gross = 123_00,
    buyer = { name: "Anna Nowak", nip: null },
    ksef = null,
    corrects,
  }: {
    month: string;
    day?: number;
    gross?: number;
    buyer?: { name: string; nip: string | null };
    ksef?: { state: KsefState; number?: string; error?: string } | null;
    corrects?: TestInvoice;
  },
): Promise<TestInvoice> {
  const kind: InvoiceKind = corrects ? "korekta" : "faktura";
  const amounts = corrects ? { net: -corrects.net, vat: -corrects.vat, gross: -corrects.gross } : splitGross(gross);
  const [year, mm] = month.split("-") as [string, string];
  const issueDate = `${month}-${String(day).padStart(2, "0")}`;
  // A second apart on the day, in the order the test issues them.
  const issuedAt = Date.UTC(Number(year), Number(mm) - 1, day, 10) + ++issued * 1000;
  // The number's pattern with the sequence left for SQL to put in: FV/{n}/11/2031 → 'FV/' || n || '/11/2031'.
  const [before, after] = (kind === "faktura" ? DEFAULT_INVOICE_NUMBER_PATTERN : DEFAULT_CORRECTION_NUMBER_PATTERN).replace("{MM}", mm).replace("{RRRR}", year).split("{n}") as [
    string,
    string,
  ];
  const totals: InvoiceTotals = { perRate: [{ vatRate: VAT_RATE, ...amounts }], ...amounts };
  const document: Omit<InvoiceDocument, "number"> = {
    kind,
    issueDate,
    saleDate: issueDate,
    orderNumber: order.number,
    seller: {
      name: "Plisy Test",
      nip: "5260250274",
      street: "Długa 1",
      postalCode: "00-001",
      city: "Warszawa",
      country: "PL",
      bankName: "Bank",
      bankAccount: "PL61109010140000071219812874",
    },
    buyer: { name: buyer.name, nip: buyer.nip, street: "Długa 5", postalCode: "31-147", city: "Kraków", country: "PL" },
    positions: [],
    totals,
    paymentMethod: "Przelew tradycyjny",
    paid: true,
    corrected: corrects ? { number: corrects.number, issueDate, reason: "Zwrot", positions: [], totals } : null,
  };
  const sequence = `(select last_sequence from invoice_counters where kind = ?1 and month = ?2)`;
  const [, inserted] = await env.DB.batch([
    env.DB.prepare("insert into invoice_counters (kind, month, last_sequence) values (?, ?, 1) on conflict (kind, month) do update set last_sequence = last_sequence + 1").bind(
      kind,
      month,
    ),
    env.DB.prepare(
      `insert into invoices (order_id, kind, corrected_invoice_id, trigger, month, sequence, number, issue_date, sale_date, issued_at, buyer_name, buyer_nip,
         net_total, vat_total, gross_total, document, ksef_state, ksef_number, ksef_error)
       values (?3, ?1, ?4, ?5, ?2, ${sequence}, ?6 || ${sequence} || ?7, ?8, ?8, ?9, ?10, ?11, ?12, ?13, ?14,
         json_set(?15, '$.number', ?6 || ${sequence} || ?7), ?16, ?17, ?18)
       returning id, number, sequence`,
    ).bind(
      kind,
      month,
      order.id,
      corrects?.id ?? null,
      corrects ? "zwrot" : "platnosc",
      before,
      after,
      issueDate,
      issuedAt,
      buyer.name,
      buyer.nip,
      amounts.net,
      amounts.vat,
      amounts.gross,
      JSON.stringify(document),
      ksef?.state ?? null,
      ksef?.number ?? null,
      ksef?.error ?? null,
    ),
  ]);
  const row = (inserted!.results as { id: number; number: string; sequence: number }[])[0]!;
  return { ...row, kind, month, ...amounts };
}
