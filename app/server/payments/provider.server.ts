// What the shop needs of an online payment provider, whoever it is (PayU first: ./payu.server.ts).
// The shop's own rules (which order, which status, e-mails, refunds in the panel) live in
// ./lifecycle.server.ts and talk to a provider only through this interface.

import type { ProviderPaymentState } from "~/lib/online-payments";

export { PROVIDER_PAYMENT_STATES, type ProviderPaymentState } from "~/lib/online-payments";

/** What the shop asks the provider to collect. Amounts in grosze, PLN only. */
export interface PaymentRequest {
  /** Our reference, unique per attempt: the order number for the first attempt (PayU: extOrderId). */
  reference: string;
  description: string;
  amount: number;
  buyer: { email: string; phone: string; firstName: string; lastName: string };
  products: { name: string; unitPrice: number; quantity: number }[];
  /** Where the shopper comes back to (PayU adds `error=501` on a failed payment). */
  continueUrl: string;
  /** Where the provider posts its notifications. */
  notifyUrl: string;
  /** The shopper's address as Cloudflare saw it. */
  customerIp: string;
}

/** The provider took the payment: the shopper is sent to `redirectUrl`. */
export interface CreatedPayment {
  providerPaymentId: string;
  redirectUrl: string;
}

/** The provider's current view of one payment (a notification, or an answer to retrieve). */
export interface ProviderPaymentView {
  providerPaymentId: string;
  reference: string;
  state: ProviderPaymentState;
  amount: number;
  currency: string;
  /** The method the buyer chose, as the provider names it (PayU: payMethod.type, e.g. "PBL", "CARD_TOKEN", "PAYMENT_WALL"), when known. */
  method: string | null;
}

/** A genuine notification: a payment's new state, or news of a refund (PayU sends both to the same address). */
export type ProviderNotification =
  | { kind: "payment"; payment: ProviderPaymentView }
  | { kind: "refund"; providerPaymentId: string; refundId: string; status: string; amount: number; currency: string };

export interface RefundResult {
  refundId: string;
  /** The provider's refund status when it answered (PayU: "PENDING" until finalised). */
  status: string;
}

/** Why a call to the provider failed; the message is for logs, never for shoppers. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    /** The provider's own status code when it answered (PayU: status.statusCode), null for a network failure or an unreadable answer. */
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}

export interface PaymentProvider {
  readonly name: "payu";
  /** Registers the payment with the provider; throws PaymentProviderError when it cannot. */
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /**
   * A notification as it arrived (its raw body and headers): what it says when it is genuine (its signature
   * checks out with the shop's key, compared in constant time) and well-formed; null for anything else.
   */
  verifyNotification(body: string, headers: Headers): Promise<ProviderNotification | null>;
  /** The payment as the provider sees it now; throws PaymentProviderError when it cannot say. */
  retrieve(providerPaymentId: string): Promise<ProviderPaymentView>;
  /** A refund of a completed payment: the whole of it, or `amount` grosze of it; throws PaymentProviderError when refused. */
  refund(providerPaymentId: string, description: string, amount?: number): Promise<RefundResult>;
}
