import { describe, expect, it } from "vitest";
import {
  allowedPayments,
  checkoutFormSchema,
  checkoutFormSchemaFor,
  deliveryCost,
  keepAllowedPayment,
  normalisedSubmission,
  normalizePromoCode,
  orderTotals,
  paymentFee,
  paymentOptions,
} from "~/lib/checkout";
import { paymentMethodLabel } from "~/lib/order-status";
import { isValidNip } from "~/lib/checksums";
import { SPEC_DELIVERY_PRICES } from "../support/cart-lines";
import type { z } from "zod";

type CheckoutForm = z.input<typeof checkoutFormSchema>;
import { firstMessage, parseForm } from "~/lib/forms";

const pleats = (quantity: number) => ({ productType: "plisy" as const, quantity });
const screens = (quantity: number) => ({ productType: "moskitiery" as const, quantity });

describe("deliveryCost", () => {
  it.each([
    ["pickup, anything", "odbior_osobisty", [pleats(20), screens(3)], 0],
    ["courier, 1 pleat", "kurier", [pleats(1)], 3_000],
    ["courier, 5 pleats over lines", "kurier", [pleats(2), pleats(3)], 3_000],
    ["courier, 6 pleats", "kurier", [pleats(6)], 5_000],
    ["courier, a screen", "kurier", [screens(1)], 5_000],
    ["courier, a pleat and a screen", "kurier", [pleats(1), screens(1)], 5_000],
    ["no delivery chosen", null, [pleats(1)], 0],
  ] as const)("%s → %i grosze", (_, delivery, lines, cost) => {
    expect(deliveryCost(delivery, lines, SPEC_DELIVERY_PRICES)).toBe(cost);
  });
});

describe("payments", () => {
  it.each([
    ["kurier", ["przelew_tradycyjny", "payu", "za_pobraniem"]],
    ["odbior_osobisty", ["przelew_tradycyjny", "payu", "gotowka_odbior"]],
    [null, ["przelew_tradycyjny", "payu"]],
  ] as const)("%s allows %j", (delivery, payments) => {
    expect(allowedPayments(delivery)).toEqual(payments);
  });

  it.each([
    ["za_pobraniem", "odbior_osobisty", null],
    ["gotowka_odbior", "kurier", null],
    ["przelew_tradycyjny", "kurier", "przelew_tradycyjny"],
    ["za_pobraniem", "kurier", "za_pobraniem"],
  ] as const)("%s after switching to %s → %s", (payment, delivery, kept) => {
    expect(keepAllowedPayment(payment, delivery)).toBe(kept);
  });

  it.each([
    ["przelew_tradycyjny", 0],
    ["payu", 0],
    ["za_pobraniem", 1_000],
    ["gotowka_odbior", 1_000],
  ] as const)("%s costs a %i grosze fee", (payment, fee) => {
    expect(paymentFee(payment, SPEC_DELIVERY_PRICES)).toBe(fee);
  });
});

describe("the payment choices' names", () => {
  it("are the names every page and e-mail gives the stored method, PayU's with the note that it is paid online", () => {
    expect(Object.fromEntries(Object.entries(paymentOptions).map(([choice, option]) => [choice, option.label]))).toEqual({
      przelew_tradycyjny: "Przelew tradycyjny",
      payu: "PayU (płatność online)",
      za_pobraniem: "Za pobraniem",
      gotowka_odbior: "Gotówka przy odbiorze",
    });
    for (const option of Object.values(paymentOptions)) expect(option.label.startsWith(paymentMethodLabel(option.stored))).toBe(true);
  });
});

describe("orderTotals", () => {
  const line = (productType: "plisy" | "moskitiery", quantity: number, totalPrice: number) => ({ productType, quantity, totalPrice });
  it.each([
    [
      "pleats by courier and transfer",
      [line("plisy", 2, 38_700)],
      "kurier",
      "przelew_tradycyjny",
      0,
      { itemsTotal: 38_700, discount: 0, deliveryCost: 3_000, paymentFee: 0, finalTotal: 41_700 },
    ],
    [
      "10% off, cash on delivery",
      [line("plisy", 1, 19_350), line("moskitiery", 1, 22_350)],
      "kurier",
      "za_pobraniem",
      10,
      { itemsTotal: 41_700, discount: 4_170, deliveryCost: 5_000, paymentFee: 1_000, finalTotal: 43_530 },
    ],
    [
      "5% rounds half up",
      [line("plisy", 1, 12_345)],
      "odbior_osobisty",
      "gotowka_odbior",
      5,
      { itemsTotal: 12_345, discount: 617, deliveryCost: 0, paymentFee: 1_000, finalTotal: 12_728 },
    ],
  ] as const)("%s", (_, lines, delivery, payment, percent, totals) => {
    expect(orderTotals(lines, delivery, payment, percent, SPEC_DELIVERY_PRICES)).toMatchObject(totals);
  });
});

describe("isValidNip", () => {
  it.each([
    ["5260001246", true],
    ["526-000-12-46", true],
    ["526 000 12 46", true],
    ["5260001247", false],
    ["123456789", false],
    ["12345678901", false],
    ["abcdefghij", false],
    ["", false],
  ])("%s → %s", (nip, valid) => {
    expect(isValidNip(nip)).toBe(valid);
  });
});

describe("normalizePromoCode", () => {
  it.each([
    ["rabat10", "RABAT10"],
    ["  Witaj5 ", "WITAJ5"],
  ])("%s → %s", (code, normalized) => {
    expect(normalizePromoCode(code)).toBe(normalized);
  });
});

/** A complete checkout form as the browser posts it. */
const valid: CheckoutForm = {
  idempotencyKey: "8f14e45f-ceea-467f-a0e6-2e7c3b3a9b11",
  firstName: "Anna",
  lastName: "Nowak",
  email: "anna@example.pl",
  phone: "600 700 800",
  street: "Długa",
  houseNumber: "5",
  apartmentNumber: "",
  city: "Kraków",
  postalCode: "31-147",
  notes: "",
  deliveryMethod: "kurier",
  paymentMethod: "przelew_tradycyjny",
  acceptTerms: true,
  acceptPrivacy: true,
  acceptComplaints: true,
  promoCode: "",
  wantsInvoice: false,
  companyName: "",
  companyNip: "",
  expectedTotal: "",
};

describe("checkoutFormSchema", () => {
  const errorsOf = (change: Partial<CheckoutForm>) => {
    const result = parseForm({ ...valid, ...change }, checkoutFormSchema);
    return result.ok ? {} : result.fieldErrors;
  };

  it("stores names and address lines on one line, without bidi controls; notes keep their lines", () => {
    const parsed = checkoutFormSchema.parse({
      ...valid,
      firstName: "Anna\u202e",
      lastName: "No\r\nwak",
      street: "Długa\u0000",
      city: "Kraków\n",
      notes: "Proszę dzwonić\nprzed dostawą",
    });
    expect(parsed).toMatchObject({ firstName: "Anna", lastName: "No wak", street: "Długa", city: "Kraków", notes: "Proszę dzwonić\nprzed dostawą" });
  });

  it("accepts a complete form", () => {
    expect(checkoutFormSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ firstName: "", city: " " }, "form", "Proszę wypełnić wszystkie wymagane pola: Imię, Miasto"],
    [{ email: "", deliveryMethod: null }, "form", "Proszę wypełnić wszystkie wymagane pola: Email"],
    [{ deliveryMethod: null, paymentMethod: null, acceptTerms: false }, "deliveryMethod", "Proszę wybrać sposób dostawy"],
    [{ paymentMethod: null, acceptTerms: false }, "paymentMethod", "Proszę wybrać sposób płatności"],
    [{ deliveryMethod: "odbior_osobisty", paymentMethod: "za_pobraniem" }, "paymentMethod", "Proszę wybrać sposób płatności"],
    [{ acceptTerms: false, acceptPrivacy: false }, "acceptTerms", "Musisz zaakceptować regulamin"],
    [{ acceptPrivacy: false, acceptComplaints: false }, "acceptPrivacy", "Musisz zaakceptować politykę prywatności"],
    [{ acceptComplaints: false }, "acceptComplaints", "Musisz zaakceptować politykę reklamacji"],
    [{ email: "anna@" }, "email", "Nieprawidłowy format adresu email."],
    [{ postalCode: "31147" }, "postalCode", "Kod pocztowy w formacie 00-000."],
    [{ wantsInvoice: true, companyName: "Firma", companyNip: "5260001247" }, "companyNip", "Nieprawidłowy numer NIP."],
  ] as const)("%j → %s: %s", (change, field, message) => {
    const errors = errorsOf(change as Partial<CheckoutForm>);
    expect(errors[field]).toBe(message);
  });

  it("refuses PayU with the spec's message, before the acceptances, only while the shop has no online payments", () => {
    const change = { paymentMethod: "payu", acceptTerms: false } as const;
    const offline = parseForm({ ...valid, ...change }, checkoutFormSchemaFor(false));
    expect(offline.ok).toBe(false);
    if (!offline.ok) {
      expect(offline.fieldErrors.paymentMethod).toBe("PayU jest obecnie niedostępne. Proszę wybrać inną metodę płatności.");
      expect(firstMessage(offline)).toBe("PayU jest obecnie niedostępne. Proszę wybrać inną metodę płatności.");
    }
    const online = parseForm({ ...valid, ...change }, checkoutFormSchemaFor(true));
    expect(online.ok).toBe(false);
    if (!online.ok) {
      expect(online.fieldErrors.paymentMethod).toBeUndefined();
      expect(firstMessage(online)).toBe("Musisz zaakceptować regulamin");
    }
    expect(checkoutFormSchemaFor(true).safeParse({ ...valid, paymentMethod: "payu" }).success).toBe(true);
  });

  it("reports every mistake at once, each under its field, in the form's order", () => {
    const empty = { firstName: "", lastName: "", email: "", phone: "", street: "", houseNumber: "", city: "", postalCode: "" };
    const errors = errorsOf({ ...empty, deliveryMethod: null, paymentMethod: null, acceptTerms: false, acceptPrivacy: false, acceptComplaints: false });
    expect(errors).toEqual({
      form: "Proszę wypełnić wszystkie wymagane pola: Imię, Nazwisko, Email, Telefon, Ulica, Numer domu, Kod pocztowy, Miasto",
      firstName: "To pole jest wymagane",
      lastName: "To pole jest wymagane",
      email: "To pole jest wymagane",
      phone: "To pole jest wymagane",
      street: "To pole jest wymagane",
      houseNumber: "To pole jest wymagane",
      postalCode: "To pole jest wymagane",
      city: "To pole jest wymagane",
      deliveryMethod: "Proszę wybrać sposób dostawy",
      paymentMethod: "Proszę wybrać sposób płatności",
      acceptTerms: "Musisz zaakceptować regulamin",
      acceptPrivacy: "Musisz zaakceptować politykę prywatności",
      acceptComplaints: "Musisz zaakceptować politykę reklamacji",
    });
  });

  it("flags wrong formats beside missing fields and unchosen options in the same pass", () => {
    const errors = errorsOf({ firstName: "", email: "anna@", postalCode: "31147", deliveryMethod: null, acceptPrivacy: false });
    expect(Object.keys(errors)).toEqual(["form", "firstName", "email", "postalCode", "deliveryMethod", "acceptPrivacy"]);
  });

  it("requires the house number", () => {
    expect(errorsOf({ houseNumber: " " })).toEqual({ form: "Proszę wypełnić wszystkie wymagane pola: Numer domu", houseNumber: "To pole jest wymagane" });
  });

  it("accepts a company invoice with a valid NIP", () => {
    expect(checkoutFormSchema.safeParse({ ...valid, wantsInvoice: true, companyName: "Firma", companyNip: "526-000-12-46" }).success).toBe(true);
  });
});

describe("normalisedSubmission", () => {
  const form = (change: Partial<CheckoutForm> = {}) => checkoutFormSchema.parse({ ...valid, ...change });

  it("is what the order stores: the e-mail lower-cased, the promo code upper-cased, the company only with an invoice and its NIP bare", () => {
    expect(normalisedSubmission(form({ email: "Anna@Example.PL", promoCode: "witaj5", companyName: "Firma", companyNip: "526-000-12-46" }), [], null)).toMatchObject({
      email: "anna@example.pl",
      promoCode: "WITAJ5",
      companyName: "",
      companyNip: "",
    });
    expect(normalisedSubmission(form({ wantsInvoice: true, companyName: "Firma", companyNip: "526-000-12-46" }), [], null)).toMatchObject({
      companyName: "Firma",
      companyNip: "5260001246",
    });
  });

  it("makes a retyped form the same submission, and another shopper or another choice a different one", () => {
    const first = normalisedSubmission(form(), [], "user-1");
    expect(normalisedSubmission(form({ idempotencyKey: "0b1c2d3e-4f50-4617-8899-aabbccddeeff", expectedTotal: "12345", email: "ANNA@example.pl" }), [], "user-1")).toEqual(first);
    expect(normalisedSubmission(form(), [], "user-2")).not.toEqual(first);
    expect(normalisedSubmission(form({ deliveryMethod: "odbior_osobisty" }), [], "user-1")).not.toEqual(first);
    expect(first).not.toHaveProperty("idempotencyKey");
    expect(first).not.toHaveProperty("expectedTotal");
  });
});
