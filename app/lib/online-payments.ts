import { ORDER_TOKEN_PARAM } from "./order-number";
import { isPaid, type PaymentStatus } from "./order-status";

// The rules of online payments, shared by the server (which applies them) and the panel (which shows them):
// how an attempt's state moves, and what it makes of the order's payment_status.

export const PAYMENT_PROVIDERS = ["payu"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** A provider's own state of one payment, as its API and notifications name it (PayU's order statuses). */
export const PROVIDER_PAYMENT_STATES = ["NEW", "PENDING", "WAITING_FOR_CONFIRMATION", "COMPLETED", "CANCELED"] as const;
export type ProviderPaymentState = (typeof PROVIDER_PAYMENT_STATES)[number];

/**
 * An attempt's state: the provider's own, plus ours before it answered: STARTING while we ask it,
 * START_FAILED when it could not be reached or refused.
 */
export const PAYMENT_ATTEMPT_STATES = ["STARTING", "START_FAILED", ...PROVIDER_PAYMENT_STATES] as const;
export type PaymentAttemptState = (typeof PAYMENT_ATTEMPT_STATES)[number];

export const PAYMENT_ATTEMPT_STATE_LABELS: Readonly<Record<PaymentAttemptState, string>> = {
  STARTING: "Rozpoczęta",
  START_FAILED: "Nie udało się połączyć z PayU",
  NEW: "Nowa",
  PENDING: "W trakcie",
  WAITING_FOR_CONFIRMATION: "Oczekuje na potwierdzenie",
  COMPLETED: "Zakończona (opłacona)",
  CANCELED: "Anulowana",
};

/**
 * How far an attempt has got. A state moves only forward: a late or repeated notification (PENDING after
 * COMPLETED, anything after CANCELED) changes nothing. COMPLETED and CANCELED are final.
 */
const STATE_RANK: Readonly<Record<PaymentAttemptState, number>> = {
  STARTING: 0,
  START_FAILED: 0,
  NEW: 1,
  PENDING: 2,
  WAITING_FOR_CONFIRMATION: 3,
  COMPLETED: 4,
  CANCELED: 4,
};

/** The states an attempt may be in for `next` to replace it. */
export function statesBefore(next: PaymentAttemptState): PaymentAttemptState[] {
  return PAYMENT_ATTEMPT_STATES.filter((state) => STATE_RANK[state] < STATE_RANK[next]);
}

/** Not yet final: reconciliation asks the provider about these once they are old enough. */
export const OPEN_PAYMENT_STATES = ["STARTING", "NEW", "PENDING", "WAITING_FOR_CONFIRMATION"] as const satisfies readonly PaymentAttemptState[];

/** A payment still open this long after it started is looked up with the provider (the 30 minutes). */
export const RECONCILE_AFTER_MS = 30 * 60 * 1000;

/**
 * PayU's pay-later methods (PayPo, Twisto, Klarna…), by their payMethod value: a payment waiting on one of
 * them is 'paypo_pending' for the order, not 'payu_pending'.
 */
const PAY_LATER_METHODS: ReadonlySet<string> = new Set(["dpp", "dpt", "dpkl", "dpcz", "dppron", "dp"]);

/** What an attempt's state makes of the order's payment_status. */
export function orderPaymentStatusFor(state: PaymentAttemptState, method: string | null): PaymentStatus {
  if (state === "COMPLETED") return "payu_completed";
  if (state === "CANCELED") return "payu_cancelled";
  if ((state === "PENDING" || state === "WAITING_FOR_CONFIRMATION") && method && PAY_LATER_METHODS.has(method.toLowerCase())) return "paypo_pending";
  return "payu_pending";
}

/** The order still waits for its online payment: an attempt may speak for it, and 'Ponów płatność' may start another. */
export const AWAITING_ONLINE_PAYMENT = ["oczekujaca", "payu_pending", "paypo_pending", "payu_cancelled", "failed", "nieoplacone"] as const satisfies readonly PaymentStatus[];

/** The reference of an order's n-th attempt (1-based): the provider wants a new one each time. */
export function paymentReference(orderNumber: string, attempt: number): string {
  return attempt === 1 ? orderNumber : `${orderNumber}-${attempt}`;
}

/** Why a notification changed nothing it would otherwise have changed, shown on the order card. */
export const PAYMENT_PROBLEM_LABELS = {
  amount_mismatch: "Kwota lub waluta w powiadomieniu PayU nie zgadza się z zamówieniem: płatność nie została zaliczona. Sprawdź ją w panelu PayU.",
  refund_canceled: "PayU anulowało zwrot: pieniądze nie wróciły do klienta.",
} as const;
export type PaymentProblem = keyof typeof PAYMENT_PROBLEM_LABELS;

/** What a payment result page knows of the order in its URL (only for its owner or the private link's holder). */
export interface PaymentResultOrder {
  number: string;
  finalTotal: number;
  paymentMethod: string;
  paymentStatus: string;
  orderStatus: string;
  accepted: boolean | null;
}

/** How a payment result page reads an order's payment: paid, still being confirmed, failed (and payable again), or something else. */
export type PaymentOutcome = "paid" | "pending" | "failed" | "other";

export function paymentOutcome(order: Omit<PaymentResultOrder, "number" | "finalTotal">): PaymentOutcome {
  if (isPaid(order.paymentStatus)) return "paid";
  if (order.paymentMethod !== "payu" || order.orderStatus === "anulowane" || order.accepted === false) return "other";
  if (order.paymentStatus === "payu_pending" || order.paymentStatus === "paypo_pending") return "pending";
  if ((AWAITING_ONLINE_PAYMENT as readonly string[]).includes(order.paymentStatus)) return "failed";
  return "other";
}

/** What the order card shows of an order's latest online payment attempt. */
export interface OnlinePaymentSummary {
  reference: string;
  providerPaymentId: string | null;
  state: PaymentAttemptState;
  method: string | null;
  problem: string | null;
  refundId: string | null;
  refundStatus: string | null;
  /** How many attempts the order has had ('Ponów płatność' makes more). */
  attempts: number;
}

/** The owner may refund it in full from the panel: paid through this attempt and not refunded yet (or PayU called the refund off). */
export function isRefundable(payment: OnlinePaymentSummary | null, paymentStatus: string): boolean {
  const refunding = !!payment?.refundId && payment.refundStatus !== "CANCELED";
  return !!payment && payment.state === "COMPLETED" && !refunding && !!payment.providerPaymentId && paymentStatus === "payu_completed";
}

export function paymentProblemLabel(problem: string): string {
  return problem in PAYMENT_PROBLEM_LABELS ? PAYMENT_PROBLEM_LABELS[problem as PaymentProblem] : problem;
}

/** A payment result page for the order, with its private link when there is one, so the page may show this order's status. */
export function paymentResultPath(page: "/payment-success" | "/payment-failure", number: string, token: string | null | undefined): string {
  const query = new URLSearchParams({ orderId: number });
  if (token) query.set(ORDER_TOKEN_PARAM, token);
  return `${page}?${query}`;
}
