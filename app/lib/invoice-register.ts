import type { InvoiceKind, InvoiceRateTotal, KsefState } from "~/lib/invoice";
import { VAT_RATE } from "~/lib/invoice";
import { commaAmount, type Grosze } from "~/lib/money";

// What the owner, the accountant and the customer read of issued invoices (issue 46): the labels, the KSeF state as
// the card and the list word it, and the monthly register as spreadsheet rows. Pure and without
// zod, so the customer's order page carries little of it; the list's query is app/lib/admin-invoices-query.ts.

export const INVOICES_PATH = "/admin-faktury";
export const INVOICE_REGISTER_CSV_PATH = "/admin-faktury/rejestr.csv";

export const INVOICE_KIND_LABELS: Readonly<Record<InvoiceKind, string>> = { faktura: "Faktura VAT", korekta: "Faktura korygująca" };

/** What the card and the list say of an invoice in KSeF: the issue's own words, and 'poza KSeF' for a private buyer's. */
export function ksefStateLabel({ ksefState, ksefNumber, ksefError }: { ksefState: KsefState | null; ksefNumber: string | null; ksefError: string | null }): string {
  switch (ksefState) {
    case null:
      return "poza KSeF";
    case "oczekuje":
      return "oczekuje na wysłanie";
    case "wysłana":
      return "wysłana do KSeF";
    case "przyjęta":
      return `przyjęta: ${ksefNumber ?? ""}`.trim();
    case "odrzucona":
      return ksefError ? `odrzucona: ${ksefError}` : "odrzucona";
  }
}

/** One invoice as an order's card and page list it. */
export interface OrderInvoice {
  id: number;
  orderId: number;
  kind: InvoiceKind;
  number: string;
  issueDate: string;
  grossTotal: Grosze;
  ksefState: KsefState | null;
  ksefNumber: string | null;
  ksefError: string | null;
}

/** The order has its VAT invoice (a correction only follows one): it is in the books, so it stays. */
export function hasInvoice(invoices: readonly Pick<OrderInvoice, "kind">[]): boolean {
  return invoices.some((invoice) => invoice.kind === "faktura");
}

/** One row of /admin-faktury. */
export interface InvoiceListRow extends OrderInvoice {
  orderNumber: string;
  buyerName: string;
  buyerNip: string | null;
  netTotal: Grosze;
  vatTotal: Grosze;
}

export interface AmountTotals {
  net: Grosze;
  vat: Grosze;
  gross: Grosze;
}

// ---- The monthly register ---------------------------------------------------------------------------------------

/** One invoice or correction of the register, as D1 holds it. Amounts signed: a correction's are its difference. */
export interface RegisterEntry {
  kind: InvoiceKind;
  number: string;
  issueDate: string;
  saleDate: string;
  orderNumber: string;
  buyerName: string;
  buyerNip: string | null;
  /** The document's totals per VAT rate. */
  perRate: readonly InvoiceRateTotal[];
  netTotal: Grosze;
  vatTotal: Grosze;
  grossTotal: Grosze;
  correctedNumber: string | null;
  ksefNumber: string | null;
}

export const REGISTER_HEADER = [
  "Numer",
  "Rodzaj",
  "Data wystawienia",
  "Data sprzedaży",
  "Numer zamówienia",
  "Nabywca",
  "NIP",
  `Netto ${VAT_RATE}%`,
  `VAT ${VAT_RATE}%`,
  `Brutto ${VAT_RATE}%`,
  "Netto razem",
  "VAT razem",
  "Brutto razem",
  "Faktura korygowana",
  "Numer KSeF",
];

/** The register's order: the invoices by number, then the corrections by number (each series runs without gaps). */
export function registerOrder(a: { kind: InvoiceKind; sequence: number }, b: { kind: InvoiceKind; sequence: number }): number {
  return a.kind === b.kind ? a.sequence - b.sequence : a.kind === "faktura" ? -1 : 1;
}

/** The register's rows, amounts in złote with a decimal comma (negative for a correction that gives money back). */
export function registerCsvRows(entries: readonly RegisterEntry[]): string[][] {
  return entries.map((entry) => {
    const rate = entry.perRate.find((total) => total.vatRate === VAT_RATE) ?? { net: 0, vat: 0, gross: 0 };
    return [
      entry.number,
      INVOICE_KIND_LABELS[entry.kind],
      entry.issueDate,
      entry.saleDate,
      entry.orderNumber,
      entry.buyerName,
      entry.buyerNip ?? "",
      commaAmount(rate.net),
      commaAmount(rate.vat),
      commaAmount(rate.gross),
      commaAmount(entry.netTotal),
      commaAmount(entry.vatTotal),
      commaAmount(entry.grossTotal),
      entry.correctedNumber ?? "",
      entry.ksefNumber ?? "",
    ];
  });
}
