import "~/lib/zod-locale";
import { z } from "zod";
import { normalisedLine, type CartItem } from "~/lib/cart";
import { tooLongMessage } from "~/lib/forms";
import type { Grosze } from "~/lib/money";
import { DELIVERY_METHODS, PAYMENT_METHOD_LABELS, PAYU_UNAVAILABLE, type DeliveryMethod, type PaymentMethod } from "~/lib/order-status";
import { emailField } from "~/lib/schemas/enquiry";
import type { DeliveryPrices } from "~/lib/shop-settings";
import { singleLine } from "~/lib/text";
import { isValidNip } from "~/lib/checksums";

// The checkout's rules from shop.md sections 5 and 9, pure, shared by the form and the order action.

export type { DeliveryMethod };

/**
 * What the shopper picks, named as every page and e-mail names the stored method (PAYMENT_METHOD_LABELS); the
 * form says of PayU that it is paid online. 'przelew_tradycyjny' is stored as 'przelew_bankowy'. Paying in
 * cash costs the settings' cash fee.
 */
export const paymentOptions = {
  przelew_tradycyjny: { label: PAYMENT_METHOD_LABELS.przelew_bankowy, stored: "przelew_bankowy", inCash: false },
  payu: { label: `${PAYMENT_METHOD_LABELS.payu} (płatność online)`, stored: "payu", inCash: false },
  za_pobraniem: { label: PAYMENT_METHOD_LABELS.za_pobraniem, stored: "za_pobraniem", inCash: true },
  gotowka_odbior: { label: PAYMENT_METHOD_LABELS.gotowka_odbior, stored: "gotowka_odbior", inCash: true },
} as const satisfies Record<string, { label: string; stored: PaymentMethod; inCash: boolean }>;
export type PaymentChoice = keyof typeof paymentOptions;
const PAYMENT_CHOICES = Object.keys(paymentOptions) as [PaymentChoice, ...PaymentChoice[]];

/** The payments a delivery allows; with no delivery chosen yet, transfer and PayU. */
export function allowedPayments(delivery: DeliveryMethod | null): PaymentChoice[] {
  if (delivery === "kurier") return ["przelew_tradycyjny", "payu", "za_pobraniem"];
  if (delivery === "odbior_osobisty") return ["przelew_tradycyjny", "payu", "gotowka_odbior"];
  return ["przelew_tradycyjny", "payu"];
}

/** A payment the new delivery no longer allows is cleared. */
export function keepAllowedPayment(payment: PaymentChoice | null, delivery: DeliveryMethod | null): PaymentChoice | null {
  return payment && allowedPayments(delivery).includes(payment) ? payment : null;
}

type DeliveryLine = Pick<CartItem, "productType" | "quantity">;

/** Whether an order goes as the small pleat parcel: every line a pleat, at most the settings' pieces. */
export function isSmallPleatParcel(lines: readonly DeliveryLine[], prices: Pick<DeliveryPrices, "smallParcelMaxPieces">): boolean {
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
  return lines.every((line) => line.productType === "plisy") && pieces <= prices.smallParcelMaxPieces;
}

/** DPD: the small parcel's price for a few pleats (spec: 30 zł up to 5), otherwise the courier's (spec: 50 zł); pickup is free. */
export function deliveryCost(delivery: DeliveryMethod | null, lines: readonly DeliveryLine[], prices: DeliveryPrices): Grosze {
  if (delivery !== "kurier") return 0;
  return isSmallPleatParcel(lines, prices) ? prices.courierSmallParcelPrice : prices.courierPrice;
}

export function paymentFee(payment: PaymentChoice | null, prices: Pick<DeliveryPrices, "cashPaymentFee">): Grosze {
  return payment && paymentOptions[payment].inCash ? prices.cashPaymentFee : 0;
}

export interface OrderTotals {
  itemsTotal: Grosze;
  discountPercent: number;
  discount: Grosze;
  deliveryCost: Grosze;
  paymentFee: Grosze;
  finalTotal: Grosze;
}

/** Final = items × (1 − discount %) + delivery + fee; the discount rounds half up to the grosz. Prices come from the settings. */
export function orderTotals(
  lines: readonly (DeliveryLine & { totalPrice: Grosze })[],
  delivery: DeliveryMethod | null,
  payment: PaymentChoice | null,
  discountPercent: number,
  prices: DeliveryPrices,
): OrderTotals {
  const itemsTotal = lines.reduce((sum, line) => sum + line.totalPrice, 0);
  const discount = Math.floor((itemsTotal * discountPercent + 50) / 100);
  const delivered = deliveryCost(delivery, lines, prices);
  const fee = paymentFee(payment, prices);
  return {
    itemsTotal,
    discountPercent,
    discount,
    deliveryCost: delivered,
    paymentFee: fee,
    finalTotal: itemsTotal - discount + delivered + fee,
  };
}

/** Promo codes are compared upper-cased and trimmed. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The form's required fields, in the form's order, with the labels the required-fields message lists. */
export const customerFieldLabels = {
  firstName: "Imię",
  lastName: "Nazwisko",
  email: "Email",
  phone: "Telefon",
  street: "Ulica",
  houseNumber: "Numer domu",
  postalCode: "Kod pocztowy",
  city: "Miasto",
} as const;
type RequiredCustomerField = keyof typeof customerFieldLabels;

const text = (max: number) => z.string().trim().max(max, tooLongMessage(max));
/** A one-line field: no line breaks, control or bidi characters (see singleLine). */
const line = (max: number) => z.string().overwrite(singleLine).max(max, tooLongMessage(max));

/** What a filled-in field must look like. */
const formatRules: Partial<Record<RequiredCustomerField, { test: (value: string) => boolean; message: string }>> = {
  email: { test: (value) => emailField.safeParse(value).success, message: "Nieprawidłowy format adresu email." },
  phone: { test: (value) => /^\+?[\d\s-]{9,16}$/.test(value) && value.replace(/\D/g, "").length >= 9, message: "Podaj prawidłowy numer telefonu (9 cyfr)." },
  postalCode: { test: (value) => /^\d{2}-\d{3}$/.test(value), message: "Kod pocztowy w formacie 00-000." },
};

/** The acceptances, in the form's order, each with the spec's message. */
const acceptances = {
  acceptTerms: "Musisz zaakceptować regulamin",
  acceptPrivacy: "Musisz zaakceptować politykę prywatności",
  acceptComplaints: "Musisz zaakceptować politykę reklamacji",
} as const;

/**
 * The checkout form. Every mistake is reported at once, each under its field in the form's order
 * (the missing ones also listed in the spec's one sentence), so one submission shows them all.
 * PayU is refused, with the spec's message, while the shop has no online payments configured.
 */
const buildCheckoutFormSchema = (onlinePayments: boolean) =>
  z
    .object({
      idempotencyKey: z.uuid("Formularz wygasł. Odśwież stronę i spróbuj ponownie."),
      firstName: line(80),
      lastName: line(80),
      email: z.string().trim().max(254),
      phone: line(20),
      street: line(120),
      houseNumber: line(20),
      apartmentNumber: line(20),
      city: line(80),
      postalCode: line(10),
      notes: text(1000),
      deliveryMethod: z.enum(DELIVERY_METHODS).nullable(),
      paymentMethod: z.enum(PAYMENT_CHOICES).nullable(),
      acceptTerms: z.boolean(),
      acceptPrivacy: z.boolean(),
      acceptComplaints: z.boolean(),
      promoCode: line(40),
      wantsInvoice: z.boolean(),
      companyName: line(200),
      companyNip: line(20),
      /** "Do zapłaty" in grosze as the checkout showed it; an order that would cost otherwise is refused. "" when not sent. */
      expectedTotal: text(20),
    })
    .superRefine((form, ctx) => {
      const flag = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
      const missing = (Object.keys(customerFieldLabels) as RequiredCustomerField[]).filter((field) => form[field] === "");
      if (missing.length > 0) {
        flag("form", `Proszę wypełnić wszystkie wymagane pola: ${missing.map((field) => customerFieldLabels[field]).join(", ")}`);
      }
      for (const field of Object.keys(customerFieldLabels) as RequiredCustomerField[]) {
        const format = formatRules[field];
        if (form[field] === "") flag(field, "To pole jest wymagane");
        else if (format && !format.test(form[field])) flag(field, format.message);
      }
      if (form.wantsInvoice) {
        if (form.companyName === "") flag("companyName", "Podaj nazwę firmy.");
        if (!isValidNip(form.companyNip)) flag("companyNip", "Nieprawidłowy numer NIP.");
      }
      if (form.deliveryMethod === null) flag("deliveryMethod", "Proszę wybrać sposób dostawy");
      if (form.paymentMethod === null || !allowedPayments(form.deliveryMethod).includes(form.paymentMethod)) {
        flag("paymentMethod", "Proszę wybrać sposób płatności");
      } else if (form.paymentMethod === "payu" && !onlinePayments) flag("paymentMethod", PAYU_UNAVAILABLE);
      for (const [field, message] of Object.entries(acceptances)) {
        if (!form[field as keyof typeof acceptances]) flag(field, message);
      }
    })
    // The refinement above guarantees both choices; the output type says so.
    .transform((form) => ({ ...form, deliveryMethod: form.deliveryMethod!, paymentMethod: form.paymentMethod! }));

/** The checkout form of a shop that takes online payments. */
export const checkoutFormSchema = buildCheckoutFormSchema(true);
const offlineCheckoutFormSchema = buildCheckoutFormSchema(false);
/** The form's rules as the shop stands: with or without online payments. */
export const checkoutFormSchemaFor = (onlinePayments: boolean) => (onlinePayments ? checkoutFormSchema : offlineCheckoutFormSchema);
export type CheckoutForm = z.output<typeof checkoutFormSchema>;

/**
 * What makes two submissions of one checkout form the same order: everything the shopper typed and
 * chose, normalised, and who was signed in; not the prices the browser showed. A reused idempotency
 * key must come with the same submission, or it would hand one shopper another's order. The order is
 * stored with these fields (e-mail, promo code, company), so what is kept is what was compared.
 */
export function normalisedSubmission(form: CheckoutForm, items: readonly CartItem[], userId: string | null) {
  const { idempotencyKey: _key, expectedTotal: _shown, ...fields } = form;
  return {
    ...fields,
    email: fields.email.toLowerCase(),
    promoCode: normalizePromoCode(fields.promoCode),
    companyName: fields.wantsInvoice ? fields.companyName : "",
    companyNip: fields.wantsInvoice ? fields.companyNip.replace(/[\s-]/g, "") : "",
    userId,
    lines: items.map(normalisedLine),
  };
}

export type NormalisedSubmission = ReturnType<typeof normalisedSubmission>;

/** Reads the posted form into the schema's shape: checkboxes are "on" or absent, empty choices null. */
export function checkoutFormInput(form: FormData): Record<string, unknown> {
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  const choice = (name: string) => value(name) || null;
  const checked = (name: string) => form.get(name) === "on";
  return {
    idempotencyKey: value("idempotencyKey"),
    firstName: value("firstName"),
    lastName: value("lastName"),
    email: value("email"),
    phone: value("phone"),
    street: value("street"),
    houseNumber: value("houseNumber"),
    apartmentNumber: value("apartmentNumber"),
    city: value("city"),
    postalCode: value("postalCode"),
    notes: value("notes"),
    deliveryMethod: choice("deliveryMethod"),
    paymentMethod: choice("paymentMethod"),
    acceptTerms: checked("acceptTerms"),
    acceptPrivacy: checked("acceptPrivacy"),
    acceptComplaints: checked("acceptComplaints"),
    promoCode: value("promoCode"),
    wantsInvoice: checked("wantsInvoice"),
    companyName: value("companyName"),
    companyNip: value("companyNip"),
    expectedTotal: value("expectedTotal"),
  };
}
