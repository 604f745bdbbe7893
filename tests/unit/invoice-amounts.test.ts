import { describe, expect, it } from "vitest";
import { orderTotals } from "~/lib/checkout";
import { DEFAULT_CORRECTION_NUMBER_PATTERN, DEFAULT_INVOICE_NUMBER_PATTERN, type InvoiceDocument } from "~/lib/invoice";
import {
  correctionDocument,
  formatInvoiceNumber,
  type InvoicedOrder,
  invoiceBuyer,
  invoicePosition,
  invoicePositions,
  invoiceTotals,
  numberTemplate,
  orderInvoiceDocument,
  reductionCorrectionDocument,
  shareInProportion,
  splitGross,
  vatFromGross,
} from "~/lib/invoice-amounts";
import { SPEC_DELIVERY_PRICES } from "../support/cart-lines";

describe("vatFromGross: gross × 23/123, half-up to the grosz", () => {
  it.each([
    // gross, VAT, net: the exact quotient in the comment
    [0, 0, 0],
    [1, 0, 1], // 0,01 zł: 0.187 gr
    [2, 0, 2], // 0.374
    [3, 1, 2], // 0.561
    [5, 1, 4], // 0.935
    [123, 23, 100], // 1,23 zł: exactly 23
    [9_999, 1_870, 8_129], // 99,99 zł: 1869.73
    [10_000, 1_870, 8_130], // 100 zł: 1869.92
    [3_000, 561, 2_439], // the spec's courier price: 560.98
    [5_000, 935, 4_065], // 50 zł: 934.96
    [1_000, 187, 813], // the spec's cash fee: 186.99
    [12_345_678, 2_308_541, 10_037_137], // 2 308 541.41
  ])("%i gr → VAT %i, net %i", (gross, vat, net) => {
    expect(vatFromGross(gross)).toBe(vat);
    expect(splitGross(gross)).toEqual({ net, vat, gross });
  });

  it("rounds a correction's negative amount as its positive one, away from zero", () => {
    for (const gross of [1, 3, 5, 123, 9_999, 10_000]) expect(vatFromGross(-gross)).toBe(-vatFromGross(gross));
  });

  it("matches the decimal rule on every amount up to 1 000 zł", () => {
    // 23/123 never falls on half a grosz (123 is odd), so half-up is Math.round of the exact quotient.
    for (let gross = 0; gross <= 100_000; gross++) expect(vatFromGross(gross)).toBe(Math.round((gross * 23) / 123));
  });
});

describe("shareInProportion", () => {
  it.each([
    ["even split", 30, [100, 100, 100], [10, 10, 10]],
    ["a grosz left: to the first of equal remainders", 10, [100, 100, 100], [4, 3, 3]],
    ["two grosze left: the first two", 11, [100, 100, 100], [4, 4, 3]],
    ["the leftover to the largest remainder", 1_000, [3_333, 3_333, 3_334], [333, 333, 334]],
    ["by value", 1, [1, 99], [0, 1]],
    ["nothing to share", 0, [500, 700], [0, 0]],
    ["nothing to share it by", 5, [0, 0], [0, 0]],
  ])("%s", (_name, total, weights, shares) => {
    const result = shareInProportion(total, weights);
    expect(result).toEqual(shares);
    if (weights.some((w) => w > 0)) expect(result.reduce((a, b) => a + b, 0)).toBe(total);
  });
});

describe("invoicePosition", () => {
  it.each([
    // description, quantity, gross → unit gross, unit net, net, VAT
    [1, 1, 1, 1, 1, 0],
    [1, 123, 123, 100, 100, 23],
    [1, 9_999, 9_999, 8_129, 8_129, 1_870],
    [3, 29_997, 9_999, 8_129, 24_388, 5_609], // 3 × 99,99 zł: VAT from the line's gross (5609.1), not 3 × 1870
    [3, 100, 33, 27, 81, 19], // 1 zł over 3 pieces: the unit price rounds, the line's value does not
    [2, 3, 2, 2, 2, 1], // 1.5 gr a piece rounds half-up
  ])("%i × for %i gr", (quantity, gross, unitGross, unitNet, net, vat) => {
    expect(invoicePosition("Plisa", quantity, "szt.", gross)).toEqual({ description: "Plisa", quantity, unit: "szt.", unitGross, unitNet, net, vat, gross, vatRate: 23 });
  });
});

describe("invoiceTotals: 'od sumy brutto'", () => {
  it("computes the rate's VAT from the sum of gross, which may differ from the positions' VAT by a grosz", () => {
    const positions = [3, 3, 3].map((gross) => invoicePosition("x", 1, "szt.", gross));
    expect(positions.reduce((sum, p) => sum + p.vat, 0)).toBe(3);
    expect(invoiceTotals(positions)).toEqual({ perRate: [{ vatRate: 23, net: 7, vat: 2, gross: 9 }], net: 7, vat: 2, gross: 9 });
  });

  it("has no rate without positions", () => {
    expect(invoiceTotals([])).toEqual({ perRate: [], net: 0, vat: 0, gross: 0 });
  });
});

const line = (position: number, linePrice: number, quantity = 1) => ({
  position,
  quantity,
  linePrice,
  configuration: null,
  productType: "plisy" as const,
  fabricCode: `T${position}`,
  profileCode: null,
  widthCm: 100 + position,
  heightCm: 150,
});

function order(
  lines: ReturnType<typeof line>[],
  discountPercent: number,
  delivery: "kurier" | "odbior_osobisty",
  payment: "payu" | "za_pobraniem" | "przelew_tradycyjny",
): InvoicedOrder {
  const totals = orderTotals(
    lines.map((l) => ({ productType: l.productType, quantity: l.quantity, totalPrice: l.linePrice })),
    delivery,
    payment,
    discountPercent,
    SPEC_DELIVERY_PRICES,
  );
  return {
    number: "ZAM-2026-000042",
    firstName: "Anna",
    lastName: "Łęcka",
    street: "Długa",
    houseNumber: "5",
    apartmentNumber: "12",
    postalCode: "00-001",
    city: "Warszawa",
    companyName: null,
    companyNip: null,
    deliveryMethod: delivery,
    paymentMethod: payment === "przelew_tradycyjny" ? "przelew_bankowy" : payment,
    itemsTotal: totals.itemsTotal,
    deliveryCost: totals.deliveryCost,
    paymentFee: totals.paymentFee,
    finalTotal: totals.finalTotal,
    lines,
  };
}

describe("invoicePositions", () => {
  it.each([
    ["no discount, courier, cash fee", [line(1, 9_999), line(2, 123)], 0, "kurier", "za_pobraniem", [9_999, 123, 3_000, 1_000]],
    ["10 % off three equal lines", [line(1, 3_333), line(2, 3_333), line(3, 3_334)], 10, "kurier", "payu", [3_000, 3_000, 3_000, 3_000]],
    // 10 % of 3 × 1,01 zł is 30.3 gr, rounded to 30: 10 gr each
    ["10 % off 3 × 1,01 zł", [line(1, 101), line(2, 101), line(3, 101)], 10, "odbior_osobisty", "przelew_tradycyjny", [91, 91, 91]],
    // 5 % of 3 × 0,67 zł is 10.05 gr → 10: 3.33 each, the leftover grosz to the first line
    ["5 % off 3 × 0,67 zł: a grosz left over", [line(1, 67), line(2, 67), line(3, 67)], 5, "odbior_osobisty", "przelew_tradycyjny", [63, 64, 64]],
    ["15 % off 99,99 zł and 0,01 zł", [line(1, 9_999), line(2, 1)], 15, "kurier", "payu", [8_499, 1, 3_000]],
    ["the lines in their order's positions", [line(2, 500), line(1, 100)], 0, "odbior_osobisty", "przelew_tradycyjny", [100, 500]],
    ["100 % off: only the delivery is paid", [line(1, 4_999)], 100, "kurier", "payu", [0, 3_000]],
  ] as const)("%s", (_name, lines, discount, delivery, payment, grosses) => {
    const subject = order([...lines], discount, delivery, payment);
    const positions = invoicePositions(subject);
    expect(positions.map((p) => p.gross)).toEqual(grosses);
    expect(positions.reduce((sum, p) => sum + p.gross, 0)).toBe(subject.finalTotal);
    for (const p of positions) expect(p.net + p.vat).toBe(p.gross);
  });

  it("describes a line as the order does, and the delivery and the fee as services", () => {
    const positions = invoicePositions(order([line(1, 9_999, 2)], 0, "kurier", "za_pobraniem"));
    expect(positions.map(({ description, quantity, unit }) => ({ description, quantity, unit }))).toEqual([
      { description: "Plisa T1; Wymiary: 101 × 150 cm", quantity: 2, unit: "szt." },
      { description: "Dostawa: Kurier DPD", quantity: 1, unit: "usł." },
      { description: "Opłata za płatność przy odbiorze", quantity: 1, unit: "usł." },
    ]);
  });
});

describe("invoiceBuyer", () => {
  const base = order([line(1, 100)], 0, "odbior_osobisty", "przelew_tradycyjny");
  it.each([
    ["a private person", base, { name: "Anna Łęcka", nip: null, street: "Długa 5/12", postalCode: "00-001", city: "Warszawa", country: "PL" }],
    [
      "a company with its NIP",
      { ...base, companyName: "Okna Sp. z o.o.", companyNip: "5260250274", apartmentNumber: null },
      { name: "Okna Sp. z o.o.", nip: "5260250274", street: "Długa 5", postalCode: "00-001", city: "Warszawa", country: "PL" },
    ],
  ])("%s", (_name, subject, buyer) => {
    expect(invoiceBuyer(subject)).toEqual(buyer);
  });
});

describe("numbers", () => {
  it.each([
    [DEFAULT_INVOICE_NUMBER_PATTERN, "2026-04", 1, "FV/1/04/2026"],
    [DEFAULT_CORRECTION_NUMBER_PATTERN, "2026-11", 123, "FK/123/11/2026"],
    ["{RRRR}-{MM}-{n}", "2027-01", 7, "2027-01-7"],
  ])("%s in %s, %i → %s", (pattern, month, sequence, number) => {
    expect(formatInvoiceNumber(pattern, month, sequence)).toBe(number);
    expect(numberTemplate(pattern, month).replace("{n}", String(sequence))).toBe(number);
  });
});

describe("documents", () => {
  const shop = {
    legalName: "Plisy Sp. z o.o.",
    street: "Polna 1",
    postalCode: "00-950",
    city: "Warszawa",
    nip: "5260250274",
    bankName: "Bank",
    bankAccount: "PL61109010140000071219812874",
  };
  const invoice: InvoiceDocument = {
    ...orderInvoiceDocument(order([line(1, 9_999)], 10, "kurier", "payu"), shop, { issueDate: "2026-11-28", saleDate: "2026-11-27", paid: true }),
    number: "FV/1/11/2026",
  };

  it("is the order's invoice, its totals from its positions", () => {
    expect(invoice).toMatchObject({ kind: "faktura", orderNumber: "ZAM-2026-000042", paymentMethod: "PayU", paid: true, corrected: null });
    expect(invoice.seller).toEqual({
      name: "Plisy Sp. z o.o.",
      street: "Polna 1",
      postalCode: "00-950",
      city: "Warszawa",
      country: "PL",
      nip: "5260250274",
      bankName: "Bank",
      bankAccount: "PL61109010140000071219812874",
    });
    // 99,99 zł − 10 % (10,00 zł) + 30 zł courier
    expect(invoice.totals).toEqual({ perRate: [{ vatRate: 23, net: 9_755, vat: 2_244, gross: 11_999 }], net: 9_755, vat: 2_244, gross: 11_999 });
  });

  it("corrects a whole invoice: the original named, nothing after, the totals negated", () => {
    const correction = correctionDocument(invoice, "Zwrot płatności", "2026-12-01");
    expect(correction).toMatchObject({ kind: "korekta", number: "", issueDate: "2026-12-01", saleDate: "2026-11-27", positions: [], buyer: invoice.buyer, seller: invoice.seller });
    expect(correction.corrected).toEqual({ number: "FV/1/11/2026", issueDate: "2026-11-28", reason: "Zwrot płatności", positions: invoice.positions, totals: invoice.totals });
    expect(correction.totals).toEqual({ perRate: [{ vatRate: 23, net: -9_755, vat: -2_244, gross: -11_999 }], net: -9_755, vat: -2_244, gross: -11_999 });
  });
});

describe("reductionCorrectionDocument: a complaint's price reduction as a partial correction", () => {
  const original = (grosses: number[]): InvoiceDocument => {
    const positions = grosses.map((gross, index) => invoicePosition(`Pozycja ${index + 1}`, index + 1, "szt.", gross));
    return {
      kind: "faktura",
      number: "FV/7/11/2026",
      issueDate: "2026-11-10",
      saleDate: "2026-11-10",
      orderNumber: "ZAM-2026-00001",
      seller: {
        name: "Plisy",
        nip: "5260250274",
        street: "Długa 1",
        postalCode: "00-001",
        city: "Warszawa",
        country: "PL",
        bankName: "Bank",
        bankAccount: "PL61109010140000071219812874",
      },
      buyer: { name: "Anna Nowak", nip: null, street: "Długa 5", postalCode: "31-147", city: "Kraków", country: "PL" },
      positions,
      totals: invoiceTotals(positions),
      paymentMethod: "Przelew tradycyjny",
      paid: true,
      corrected: null,
    };
  };

  it.each([
    // positions' gross, reduction, positions' gross after, the difference (net, VAT, gross)
    ["one position", [123_00], 23_00, [100_00], { net: -18_70, vat: -4_30, gross: -23_00 }],
    ["in proportion, the leftover grosze to the largest remainders", [100_00, 50_00, 30_00], 10_00, [94_45, 47_22, 28_33], { net: -8_13, vat: -1_87, gross: -10_00 }],
    ["one grosz: to the first of equal positions", [10_00, 10_00, 10_00], 1, [9_99, 10_00, 10_00], { net: -1, vat: 0, gross: -1 }],
    ["the whole amount", [61_50, 38_50], 100_00, [0, 0], { net: -81_30, vat: -18_70, gross: -100_00 }],
  ])("%s", (_name, grosses, reduction, after, difference) => {
    const invoice = original(grosses);
    const correction = reductionCorrectionDocument(invoice, reduction, "Obniżenie ceny: reklamacja REK-000001", "2026-11-28");
    expect(correction.positions.map((position) => position.gross)).toEqual(after);
    for (const position of correction.positions) expect(position.net + position.vat).toBe(position.gross);
    expect(correction.totals).toEqual({ perRate: [{ vatRate: 23, ...difference }], ...difference });
    expect(invoice.totals.gross + correction.totals.gross).toBe(invoiceTotals(correction.positions).gross);
    expect(invoice.totals.vat + correction.totals.vat).toBe(vatFromGross(invoice.totals.gross - reduction));
    expect(correction).toMatchObject({
      kind: "korekta",
      number: "",
      issueDate: "2026-11-28",
      saleDate: "2026-11-10",
      corrected: { number: "FV/7/11/2026", issueDate: "2026-11-10", reason: "Obniżenie ceny: reklamacja REK-000001", positions: invoice.positions, totals: invoice.totals },
    });
  });

  it.each([0, -1, 1.5, 100_01])("refuses a reduction of %s on 100 zł", (reduction) => {
    expect(() => reductionCorrectionDocument(original([100_00]), reduction, "x", "2026-11-28")).toThrow(RangeError);
  });
});
