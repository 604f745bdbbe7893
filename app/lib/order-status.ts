// How an order's states read and look, defined once for the order pages, the customer's order
// history and the admin panel (shop.md and accounts-and-backoffice.md section 4).
// The spec's stored values are defined here, not in the drizzle schema, so the browser bundle
// that shows them does not pull in drizzle.

import { href } from "react-router";
import type { NounForms } from "./plural";

/** Orders counted: 'Usunięto 1 zamówienie', 'najwyżej 2 zamówienia próbek', '5 zamówień'. */
export const ORDERS: NounForms = ["zamówienie", "zamówienia", "zamówień"];

export const ORDER_STATUSES = ["nowe", "oczekujace_akceptacji", "zaakceptowane", "odrzucone", "w_realizacji", "gotowe", "wysłane", "nieoplacone", "anulowane"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = [
  "oczekujaca",
  "pending",
  "paid",
  "failed",
  "refunded",
  "nieoplacone",
  "payu_pending",
  "payu_completed",
  "payu_cancelled",
  "transfer_pending",
  "phone_transfer_pending",
  "transfer_completed",
  "phone_transfer_completed",
  "paypo_pending",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  nowe: "Nowe",
  oczekujace_akceptacji: "Oczekuje akceptacji",
  zaakceptowane: "Zaakceptowane",
  odrzucone: "Odrzucone",
  w_realizacji: "W realizacji",
  gotowe: "Gotowe",
  wysłane: "Wysłane",
  nieoplacone: "Nieopłacone",
  anulowane: "Anulowane",
};

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  oczekujaca: "Oczekuje płatności",
  pending: "Oczekuje płatności",
  paid: "Opłacone",
  failed: "Płatność nieudana",
  refunded: "Zwrócone",
  nieoplacone: "Nieopłacone",
  payu_pending: "PayU - oczekuje płatności",
  payu_completed: "PayU - opłacone",
  payu_cancelled: "PayU - anulowane",
  transfer_pending: "Przelew - oczekuje",
  phone_transfer_pending: "Przelew na telefon - oczekuje",
  transfer_completed: "Przelew - opłacone",
  // The spec lists no label for it; this one follows its siblings.
  phone_transfer_completed: "Przelew na telefon - opłacone",
  paypo_pending: "PayPo - oczekuje płatności",
};

/** Values the admin never sets but the customer's pages still label (the spec's "customer labels also include"). */
const LEGACY_ORDER_STATUS_LABELS = { zrobione: "Zrobione", oczekujace: "Oczekujące" } as const;

const isKey = <T extends string>(labels: Readonly<Record<T, string>>, value: string): value is T => Object.hasOwn(labels, value);

/** An unknown value is shown as it is stored; an empty one as 'Nowe', the initial status. */
export function orderStatusLabel(value: string | null | undefined): string {
  if (!value) return ORDER_STATUS_LABELS.nowe;
  if (isKey(ORDER_STATUS_LABELS, value)) return ORDER_STATUS_LABELS[value];
  return isKey(LEGACY_ORDER_STATUS_LABELS, value) ? LEGACY_ORDER_STATUS_LABELS[value] : value;
}

/** An unknown value is shown as it is stored; an empty one as the initial 'Oczekuje płatności'. */
export function paymentStatusLabel(value: string | null | undefined): string {
  if (!value) return PAYMENT_STATUS_LABELS.oczekujaca;
  return isKey(PAYMENT_STATUS_LABELS, value) ? PAYMENT_STATUS_LABELS[value] : value;
}

export type BadgeColour = "green" | "red" | "blue" | "yellow" | "orange" | "purple" | "grey";

const BADGE_COLOURS: Readonly<Record<string, BadgeColour>> = {
  gotowe: "green",
  zaakceptowane: "green",
  paid: "green",
  payu_completed: "green",
  transfer_completed: "green",
  // Not in the spec's list; a booked phone transfer is as paid as a booked bank transfer.
  phone_transfer_completed: "green",
  odrzucone: "red",
  failed: "red",
  payu_cancelled: "red",
  w_realizacji: "blue",
  nowe: "yellow",
  pending: "yellow",
  // The initial payment status reads like 'pending' ('Oczekuje płatności'), so it looks like it too.
  oczekujaca: "yellow",
  oczekujace_akceptacji: "yellow",
  nieoplacone: "orange",
  transfer_pending: "orange",
  phone_transfer_pending: "orange",
  payu_pending: "purple",
  // Not in the spec's list; a provider's pending payment looks like PayU's.
  paypo_pending: "purple",
};

/** One colour table for order and payment statuses alike, as the spec gives it; grey for anulowane and anything else. */
export function statusColour(value: string | null | undefined): BadgeColour {
  return (value && Object.hasOwn(BADGE_COLOURS, value) && BADGE_COLOURS[value]) || "grey";
}

/** A status as a badge shows it; an empty value is the initial status ('nowe' or 'oczekujaca'). */
export function statusBadge(kind: "order" | "payment", value: string | null | undefined): { label: string; colour: BadgeColour } {
  if (kind === "order") return { label: orderStatusLabel(value), colour: statusColour(value || "nowe") };
  return { label: paymentStatusLabel(value), colour: statusColour(value || "oczekujaca") };
}

/** Who cancelled an 'anulowane' order: the customer or the shop. */
export const CANCELLERS = ["klient", "sklep"] as const;
export type Canceller = (typeof CANCELLERS)[number];

/** Payment states that mean the money arrived. */
export const PAID_PAYMENT_STATUSES = ["paid", "transfer_completed", "phone_transfer_completed", "payu_completed"] as const;

/** Payment states that are booked: the money arrived, or has already gone back. */
export const BOOKED_PAYMENT_STATUSES = [...PAID_PAYMENT_STATUSES, "refunded"] as const;

/**
 * Order statuses in which the customer may still cancel: the shop has not decided on the order nor
 * started it. An allowlist, so a status added later is not cancellable until someone says it is;
 * '' is the initial status ('Nowe') and 'oczekujace' the legacy name of waiting.
 */
export const CUSTOMER_CANCELLABLE_ORDER_STATUSES = ["", "nowe", "oczekujace_akceptacji", "nieoplacone", "oczekujace"] as const;

const isOneOf = (list: readonly string[], value: string) => list.includes(value);

/**
 * The customer's cancellation rule: not yet accepted or rejected, in a status before any work, not
 * paid (nor refunded), and with an e-mail to confirm it to. The history's button asks this; the
 * cancellation's UPDATE states the same lists in SQL (app/server/orders/history.server.ts).
 */
export function customerMayCancel(order: { accepted: boolean | null; orderStatus: string; paymentStatus: string; email: string }): boolean {
  return order.accepted === null && isOneOf(CUSTOMER_CANCELLABLE_ORDER_STATUSES, order.orderStatus) && !isOneOf(BOOKED_PAYMENT_STATUSES, order.paymentStatus) && order.email !== "";
}

/** Order statuses of an order that will not be made: nobody should be asked to pay for it. */
const ORDER_STATUSES_WITHOUT_PAYMENT = { anulowane: "anulowane", odrzucone: "odrzucone" } as const;

/** Whether the customer is still expected to pay (false for a cancelled or rejected order). */
export function paymentExpected(orderStatus: string): boolean {
  return !isKey(ORDER_STATUSES_WITHOUT_PAYMENT, orderStatus);
}

/**
 * The payment status as the customer reads it. A cancelled or rejected order whose payment was not
 * booked is not waiting for one: it says so in grey instead of 'Oczekuje płatności'. A booked
 * payment keeps its label, since the customer needs to know the money is there or was returned.
 */
export function customerPaymentStatus(orderStatus: string, paymentStatus: string | null | undefined): { label: string; colour: BadgeColour } {
  if (isKey(ORDER_STATUSES_WITHOUT_PAYMENT, orderStatus) && !isOneOf(BOOKED_PAYMENT_STATUSES, paymentStatus ?? "")) {
    return { label: `Nie dotyczy (zamówienie ${ORDER_STATUSES_WITHOUT_PAYMENT[orderStatus]})`, colour: "grey" };
  }
  return statusBadge("payment", paymentStatus);
}

/** The cancelled banner's sentence: it names who cancelled only when that was recorded (older orders did not record it). */
export function cancellationNotice(cancelledBy: Canceller | null): string {
  const by = { klient: " przez klienta", sklep: " przez sklep" } as const;
  return `To zamówienie zostało anulowane${cancelledBy ? by[cancelledBy] : ""}`;
}

/**
 * Every payment status with the same label as this one ('oczekujaca' and 'pending' both read
 * 'Oczekuje płatności'), in the list's order. The admin list filters by label: its first status
 * stands for the label, and the filter finds them all.
 */
export function paymentStatusesLabelled(status: PaymentStatus): PaymentStatus[] {
  const label = PAYMENT_STATUS_LABELS[status];
  return PAYMENT_STATUSES.filter((other) => PAYMENT_STATUS_LABELS[other] === label);
}

export const DELIVERY_METHODS = ["kurier", "odbior_osobisty"] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const DELIVERY_METHOD_LABELS: Readonly<Record<DeliveryMethod, string>> = {
  kurier: "Kurier DPD",
  odbior_osobisty: "Odbiór osobisty",
};

/** The stored payment methods; the checkout's choices map onto them (app/lib/checkout.ts). */
export const PAYMENT_METHODS = ["przelew_bankowy", "przelew_telefon", "payu", "za_pobraniem", "gotowka_odbior"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Stored payment methods, plus 'przelew_tradycyjny', the checkout's name for a bank transfer that URLs may carry. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod | "przelew_tradycyjny", string>> = {
  przelew_bankowy: "Przelew tradycyjny",
  przelew_tradycyjny: "Przelew tradycyjny",
  przelew_telefon: "Przelew na telefon",
  za_pobraniem: "Za pobraniem",
  gotowka_odbior: "Gotówka przy odbiorze",
  payu: "PayU",
};

/** What the checkout and the payment instructions say of PayU while the shop has no online payments configured. */
export const PAYU_UNAVAILABLE = "PayU jest obecnie niedostępne. Proszę wybrać inną metodę płatności.";

export function paymentMethodLabel(value: string): string {
  return Object.hasOwn(PAYMENT_METHOD_LABELS, value) ? PAYMENT_METHOD_LABELS[value as keyof typeof PAYMENT_METHOD_LABELS] : value;
}

/** accepted: null is still waiting for the shop's decision. */
export function acceptanceLabel(accepted: boolean | null): string {
  if (accepted === null) return "Oczekuje";
  return accepted ? "Zaakceptowane" : "Odrzucone";
}

export type TransferKind = "bank" | "phone";

/**
 * Which transfer instructions fit an order: a pending transfer status names its kind, otherwise the
 * payment method does (przelew_tradycyjny or przelew_bankowy: bank; przelew_telefon: phone).
 */
export function transferKind(paymentMethod: string, paymentStatus?: string): TransferKind | null {
  if (paymentStatus === "transfer_pending") return "bank";
  if (paymentStatus === "phone_transfer_pending") return "phone";
  if (paymentMethod === "przelew_bankowy" || paymentMethod === "przelew_tradycyjny") return "bank";
  if (paymentMethod === "przelew_telefon") return "phone";
  return null;
}

export function transferInstructionsPath(kind: TransferKind, orderNumber: string): string {
  return kind === "bank" ? href("/instrukcje-przelewu/:orderNumber", { orderNumber }) : href("/instrukcje-przelewu-telefon/:orderNumber", { orderNumber });
}

/**
 * Whether the money arrived, however it was paid: a transfer page of an order paid through PayU, or by
 * the other kind of transfer (the back-office books a phone transfer as 'transfer_completed'), asks for nothing.
 */
export function isPaid(paymentStatus: string): boolean {
  return isOneOf(PAID_PAYMENT_STATUSES, paymentStatus);
}

/** Whether the customer still has to pay: neither paid nor cancelled or rejected. */
export function awaitsPayment(order: { orderStatus: string; paymentStatus: string }): boolean {
  return paymentExpected(order.orderStatus) && !isPaid(order.paymentStatus);
}

/** The order number the generic instructions link to, and the other values that mean "no order given". */
export const PLACEHOLDER_ORDER_ID = "Nr-zamowienia";

/** An id that is empty, 'Nr-zamowienia' or '0' skips loading: the transfer pages show their generic instructions. */
export function isPlaceholderOrderId(id: string | undefined): boolean {
  const trimmed = id?.trim() ?? "";
  return trimmed === "" || trimmed === PLACEHOLDER_ORDER_ID || trimmed === "0";
}
