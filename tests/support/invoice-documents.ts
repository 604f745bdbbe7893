import type { InvoiceDocument, InvoicePosition, InvoiceTotals } from "~/lib/invoice";

// Invoice snapshots for the tests of what reads them (the FA(3) XML, the KSeF submission, the PDF and its announcement):
// well-formed documents as issuing writes them, amounts in grosze computed from gross (23 %), so a test states only what it is about.

/** A position from its gross unit price and quantity (net from gross, VAT the difference). */
export function position(description: string, unitGross: number, quantity = 1, unit: InvoicePosition["unit"] = "szt."): InvoicePosition {
  const gross = unitGross * quantity;
  const net = Math.round((gross * 100) / 123);
  return { description, quantity, unit, unitNet: Math.round((unitGross * 100) / 123), unitGross, net, vat: gross - net, gross, vatRate: 23 };
}

export function totalsOf(positions: InvoicePosition[], sign = 1): InvoiceTotals {
  const sum = (pick: (p: InvoicePosition) => number) => sign * positions.reduce((n, p) => n + pick(p), 0);
  const net = sum((p) => p.net);
  const vat = sum((p) => p.vat);
  const gross = sum((p) => p.gross);
  return { perRate: [{ vatRate: 23, net, vat, gross }], net, vat, gross };
}

export function companyInvoice(change: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const positions = change.positions ?? [position("Plisa PL-01, tkanina Aria 105, 60 × 120 cm", 24_900, 2)];
  return {
    kind: "faktura",
    number: "FV/1/11/2026",
    issueDate: "2026-11-28",
    saleDate: "2026-11-28",
    orderNumber: "ZAM-2026-000042",
    seller: {
      name: "Plisy Na Wymiar Jan Kowalski",
      nip: "5260001246",
      street: "ul. Przykładowa 12",
      postalCode: "00-950",
      city: "Warszawa",
      country: "PL",
      bankName: "Bank Przykładowy S.A.",
      bankAccount: "PL61109010140000071219812874",
    },
    buyer: { name: "Okna Nowak sp. z o.o.", nip: "1234563218", street: "ul. Długa 5/7", postalCode: "30-001", city: "Kraków", country: "PL" },
    positions,
    totals: totalsOf(positions),
    paymentMethod: "Przelew tradycyjny",
    paid: true,
    corrected: null,
    ...change,
  };
}

/** The correction that reverses an invoice whole (a refund or a cancellation). */
export function reversalOf(original: InvoiceDocument, change: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    ...original,
    kind: "korekta",
    number: "FK/1/11/2026",
    issueDate: "2026-11-30",
    saleDate: original.saleDate,
    positions: [],
    totals: totalsOf(original.positions, -1),
    corrected: { number: original.number, issueDate: original.issueDate, reason: "Zwrot należności za zamówienie", positions: original.positions, totals: original.totals },
    ...change,
  };
}

export const LONG_DESCRIPTION =
  "Plisa na wymiar „Żółta łąka” — tkanina Gęśla Jaźń 123, 80 × 150 cm, profil biały, żyłki prowadzące, uchwyty zaciskowe, sterowanie góra–dół, montaż na ramie okna…";

/** Amounts a PDF test reads back, Polish letters in every part. */
export const positions: InvoicePosition[] = [
  { description: LONG_DESCRIPTION, quantity: 2, unit: "szt.", unitNet: 50_185, unitGross: 61_728, net: 100_371, vat: 23_085, gross: 123_456, vatRate: 23 },
  { description: "Dostawa kurierem", quantity: 1, unit: "usł.", unitNet: 4_065, unitGross: 5_000, net: 4_065, vat: 935, gross: 5_000, vatRate: 23 },
];

export function sampleInvoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return companyInvoice({
    number: "FV/7/11/2026",
    saleDate: "2026-11-27",
    buyer: { name: "Zakład Stolarski Łukasz Świętochowski", street: "ul. Źródlana 5/7", postalCode: "30-001", city: "Kraków", country: "PL", nip: "6770065406" },
    positions,
    totals: totalsOf(positions),
    ...overrides,
  });
}

/** The sample invoice reversed whole. */
export function sampleCorrection(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return reversalOf(sampleInvoice(), {
    number: "FK/1/12/2026",
    issueDate: "2026-12-02",
    corrected: { ...reversalOf(sampleInvoice()).corrected!, reason: "Zwrot należności: anulowanie zamówienia" },
    ...overrides,
  });
}
