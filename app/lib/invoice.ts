import type { Grosze } from "~/lib/money";

// Invoices (issue 46): what an issued invoice says, kept as a snapshot with its row (invoices.document), so the PDF,
// the FA(3) XML for KSeF and the register read one immutable content. Pure: no I/O, shared by the server and pages.

/** 'faktura': the VAT invoice of an order; 'korekta': the correcting invoice that reverses it. */
export const INVOICE_KINDS = ["faktura", "korekta"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * Why an invoice was issued: its order's payment booked, a cash order shipped or collected, by the owner's hand; a
 * correction's cause ('reklamacja': a complaint accepted with a price reduction, a partial correction).
 */
export const INVOICE_TRIGGERS = ["platnosc", "wydanie", "recznie", "zwrot", "anulowanie", "reklamacja"] as const;
export type InvoiceTrigger = (typeof INVOICE_TRIGGERS)[number];

/**
 * Where a company buyer's invoice stands in KSeF; a private buyer's invoice stays outside it (null).
 * 'oczekuje': issued, not yet sent; 'wysłana': in a KSeF session, waiting for its verdict; 'przyjęta': KSeF gave
 * it its number; 'odrzucona': KSeF refused it (the reason is kept).
 */
export const KSEF_STATES = ["oczekuje", "wysłana", "przyjęta", "odrzucona"] as const;
export type KsefState = (typeof KSEF_STATES)[number];

/** The one VAT rate the shop sells at. */
export const VAT_RATE = 23;

/** Number patterns: {n} the month's sequence, {MM} the month, {RRRR} the year, each required so numbers stay unique. */
export const NUMBER_PATTERN_PARTS = ["{n}", "{MM}", "{RRRR}"] as const;
export const DEFAULT_INVOICE_NUMBER_PATTERN = "FV/{n}/{MM}/{RRRR}";
export const DEFAULT_CORRECTION_NUMBER_PATTERN = "FK/{n}/{MM}/{RRRR}";

export interface InvoiceAddress {
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166 code; the shop sells in Poland. */
  country: "PL";
}

export interface InvoiceSeller extends InvoiceAddress {
  name: string;
  nip: string;
  bankName: string;
  /** The IBAN as the settings hold it (PL + 26 digits). */
  bankAccount: string;
}

/** A company (with its NIP) or a private person (nip null, the name is the person's). */
export interface InvoiceBuyer extends InvoiceAddress {
  name: string;
  nip: string | null;
}

/** One line of the invoice: an order line, the delivery, or the cash payment fee. Amounts after the promo discount. */
export interface InvoicePosition {
  description: string;
  quantity: number;
  /** 'szt.' for goods, 'usł.' for delivery and the fee. */
  unit: "szt." | "usł.";
  unitNet: Grosze;
  unitGross: Grosze;
  net: Grosze;
  vat: Grosze;
  gross: Grosze;
  vatRate: typeof VAT_RATE;
}

export interface InvoiceRateTotal {
  vatRate: typeof VAT_RATE;
  net: Grosze;
  vat: Grosze;
  gross: Grosze;
}

export interface InvoiceTotals {
  perRate: InvoiceRateTotal[];
  net: Grosze;
  vat: Grosze;
  gross: Grosze;
}

/** What a correction corrects: the original's identity and content, and why. */
export interface CorrectedInvoice {
  number: string;
  issueDate: string;
  reason: string;
  positions: InvoicePosition[];
  totals: InvoiceTotals;
}

export interface InvoiceDocument {
  kind: InvoiceKind;
  number: string;
  /** Warsaw dates, 'YYYY-MM-DD'. */
  issueDate: string;
  saleDate: string;
  orderNumber: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  /** For an invoice its content; for a correction the content after it (a whole reversal: none). */
  positions: InvoicePosition[];
  /** For a correction: the difference it makes (negative for a reversal). */
  totals: InvoiceTotals;
  /** The order's payment method label ('Przelew tradycyjny', ...) and whether it was paid when issued. */
  paymentMethod: string;
  paid: boolean;
  corrected: CorrectedInvoice | null;
}
