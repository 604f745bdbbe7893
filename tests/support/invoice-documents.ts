import type { InvoiceDocument, InvoicePosition } from "~/lib/invoice";

// Invoice snapshots for the PDF's and the announcement's tests: amounts that add up, Polish letters in every part.

export const LONG_DESCRIPTION =
  "Plisa na wymiar „Żółta łąka” — tkanina Gęśla Jaźń 123, 80 × 150 cm, profil biały, żyłki prowadzące, uchwyty zaciskowe, sterowanie góra–dół, montaż na ramie okna…";

export const positions: InvoicePosition[] = [
  { description: LONG_DESCRIPTION, quantity: 2, unit: "szt.", unitNet: 50_185, unitGross: 61_728, net: 100_371, vat: 23_085, gross: 123_456, vatRate: 23 },
  { description: "Dostawa kurierem", quantity: 1, unit: "usł.", unitNet: 4_065, unitGross: 5_000, net: 4_065, vat: 935, gross: 5_000, vatRate: 23 },
];

const totals = { perRate: [{ vatRate: 23 as const, net: 104_436, vat: 24_020, gross: 128_456 }], net: 104_436, vat: 24_020, gross: 128_456 };

export function sampleInvoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    kind: "faktura",
    number: "FV/7/11/2026",
    issueDate: "2026-11-28",
    saleDate: "2026-11-27",
    orderNumber: "ZAM-2026-000042",
    seller: {
      name: "Plisy Na Wymiar Jan Kowalski",
      street: "ul. Przykładowa 12",
      postalCode: "00-950",
      city: "Warszawa",
      country: "PL",
      nip: "5260001246",
      bankName: "Bank Przykładowy S.A.",
      bankAccount: "PL61109010140000071219812874",
    },
    buyer: { name: "Zakład Stolarski Łukasz Świętochowski", street: "ul. Źródlana 5/7", postalCode: "30-001", city: "Kraków", country: "PL", nip: "6770065406" },
    positions,
    totals,
    paymentMethod: "Przelew tradycyjny",
    paid: true,
    corrected: null,
    ...overrides,
  };
}

/** The whole invoice reversed: no positions after it, the difference the negative of its totals. */
export function sampleCorrection(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const invoice = sampleInvoice();
  const negative = { perRate: [{ vatRate: 23 as const, net: -104_436, vat: -24_020, gross: -128_456 }], net: -104_436, vat: -24_020, gross: -128_456 };
  return sampleInvoice({
    kind: "korekta",
    number: "FK/1/12/2026",
    issueDate: "2026-12-02",
    positions: [],
    totals: negative,
    corrected: { number: invoice.number, issueDate: invoice.issueDate, reason: "Zwrot należności: anulowanie zamówienia", positions: invoice.positions, totals: invoice.totals },
    ...overrides,
  });
}
