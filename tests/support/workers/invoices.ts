import { env } from "cloudflare:workers";
import {
  DEFAULT_CORRECTION_NUMBER_PATTERN,
  DEFAULT_INVOICE_NUMBER_PATTERN,
  type InvoiceDocument,
  type InvoiceKind,
  type InvoiceTotals,
  type KsefState,
  VAT_RATE,
} from "~/lib/invoice";
import { placeOrder } from "~/server/orders/place-order.server";
import { getDb } from "~/server/platform/db.server";
import { checkoutForm, currentDeliveryPrices, seededPleatLine } from "./orders";
import { keptEvents, uniqueEmail } from "./queue";

// Invoices written as issuing writes them (app/server/invoices/): the series' counter raised and the
// invoice inserted with its sequence in one batch, its content a whole snapshot. The tables' triggers forbid changing
// an invoice's identity and amounts or deleting it, so tests build each row right the first time.

/** A placed order of a guest, its events left unconsumed. */
export async function placedOrder({ userId = null }: { userId?: string | null } = {}) {
  const form = checkoutForm({ email: uniqueEmail() });
  const placed = await placeOrder(keptEvents().env, getDb(env), form, [await seededPleatLine()], userId, await currentDeliveryPrices());
  if (!placed.ok) throw new Error(placed.message);
  const row = await env.DB.prepare("select id from orders where number = ?").bind(placed.number).first<{ id: number }>();
  return { id: row!.id, number: placed.number, accessToken: placed.accessToken };
}

/** Net and VAT of a gross amount at 23 %, net rounded to the grosz (the rounding itself is the issuing part's to test). */
export function splitGross(gross: number) {
  const net = Math.round((gross * 100) / (100 + VAT_RATE));
  return { net, vat: gross - net, gross };
}

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
