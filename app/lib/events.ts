import "~/lib/zod-locale";
import { z } from "zod";
import { PAYMENT_PROVIDERS, PROVIDER_PAYMENT_STATES } from "./online-payments";
import { orderNumberPattern } from "./order-number";

/**
 * Every message on the events queue: `{ id, type, ... }`. The consumer validates
 * with this schema; later issues add their event types to the union.
 */
export const healthcheckEvent = z.object({
  id: z.uuid(),
  type: z.literal("healthcheck"),
  requestedAt: z.iso.datetime(),
});

const eventId = z.uuid();
const orderNumber = z.string().regex(orderNumberPattern);

/** A new order: the consumer e-mails the customer and the shop, reading the order from D1. */
export const newOrderEvent = z.object({ id: eventId, type: z.literal("new_order"), orderNumber });

/** Changes the customer hears about; the consumer reads the order's current state (and the rejection reason) from D1. */
export const orderUpdateTypes = ["order_accepted", "order_rejected", "order_cancelled", "status_update"] as const;
export type OrderUpdateType = (typeof orderUpdateTypes)[number];
const orderUpdateEvents = orderUpdateTypes.map((type) => z.object({ id: eventId, type: z.literal(type), orderNumber }));

/**
 * The order left: a courier order's parcel was recorded (the e-mail carries its tracking link), or a pickup order is
 * ready to collect (the pickup point and hours). The consumer reads the parcel and the settings when it sends.
 */
export const fulfilmentEventTypes = ["order_shipped", "order_ready_for_pickup"] as const;
export type FulfilmentEventType = (typeof fulfilmentEventTypes)[number];
const fulfilmentEvents = fulfilmentEventTypes.map((type) => z.object({ id: eventId, type: z.literal(type), orderNumber }));

/** Every event about one order that carries only its number. */
export type OrderEventType = OrderUpdateType | FulfilmentEventType;

/**
 * A 6-digit code for verifying the e-mail address. The code travels sealed (AES-GCM under a key of the
 * worker's secret, app/server/accounts/verification-codes.server.ts), so the queue, the outbox and a dead letter
 * hold only ciphertext; the consumer opens it.
 */
export const codeEvent = z.object({
  id: eventId,
  type: z.literal("verification_code"),
  email: z.email(),
  sealedCode: z.string().regex(/^[\w-]{20,200}$/),
});
export type CodeEvent = z.infer<typeof codeEvent>;

/**
 * An account's password reset was asked for: the consumer e-mails the reset that works then, its code and
 * link derived from the row in D1 (app/server/accounts/password-resets.server.ts), so the event carries no secret.
 */
export const passwordResetEvent = z.object({ id: eventId, type: z.literal("password_reset"), userId: z.string().min(1).max(100) });

/** Someone on an order's page asked for a fresh private link: the consumer e-mails one to the order's own address. */
export const orderLinkEvent = z.object({ id: eventId, type: z.literal("order_link_requested"), orderNumber });

/** A message from a form (contact, complaint, furniture, specialist pleat), already stored in D1. */
export const enquiryEvent = z.object({ id: eventId, type: z.literal("enquiry_received"), enquiryId: z.uuid() });

/** The owner answered an enquiry from the back-office: the consumer e-mails the reply, read from D1, to the enquiry's sender. */
export const enquiryAnsweredEvent = z.object({ id: eventId, type: z.literal("enquiry_answered"), replyId: z.number().int().positive() });

/** A request for free fabric samples, already stored in D1: the consumer e-mails its confirmation to the requester. */
export const sampleRequestEvent = z.object({ id: eventId, type: z.literal("sample_requested"), requestId: z.uuid() });

/** An administrator asked for the CSV of all orders; the consumer writes it to R2. */
export const exportEvent = z.object({ id: eventId, type: z.literal("orders_export"), jobId: z.uuid() });

/** An account's back-office gate was locked after too many failures: every administrator is e-mailed. */
export const adminGateLockedEvent = z.object({ id: eventId, type: z.literal("admin_gate_locked"), userId: z.string().min(1).max(100), lockedUntil: z.iso.datetime() });

/**
 * An account was deleted at its holder's request (app/server/accounts/account-deletion.server.ts): the consumer e-mails
 * the confirmation. The account is gone by then, so its address travels in the event; loggableEvent leaves it out.
 */
export const accountDeletedEvent = z.object({ id: eventId, type: z.literal("account_deleted"), email: z.email(), deletedAt: z.iso.datetime() });

const providerId = z.string().min(1).max(100);
const providerAmount = { amount: z.number().int().nonnegative(), currency: z.string().length(3) };

/**
 * What a payment provider said about a payment: a genuine notification (its signature checked at the edge)
 * or the provider's answer when reconciliation asked. The consumer applies it (app/server/payments/lifecycle.server.ts).
 */
export const paymentNotificationEvent = z.object({
  id: eventId,
  type: z.literal("payment_notification"),
  provider: z.enum(PAYMENT_PROVIDERS),
  notification: z.discriminatedUnion("kind", [
    z.object({
      kind: z.literal("payment"),
      payment: z.object({
        providerPaymentId: providerId,
        reference: providerId,
        state: z.enum(PROVIDER_PAYMENT_STATES),
        method: z.string().max(100).nullable(),
        ...providerAmount,
      }),
    }),
    z.object({ kind: z.literal("refund"), providerPaymentId: providerId, refundId: providerId, status: z.string().min(1).max(50), ...providerAmount }),
  ]),
});
export type PaymentNotificationEvent = z.infer<typeof paymentNotificationEvent>;

const invoiceId = z.number().int().positive();

/**
 * An invoice or correction was issued (app/server/invoices): the consumer renders its PDF into R2 and e-mails the
 * customer its link, once; a company buyer's invoice then goes on to KSeF (ksef_submission).
 */
export const invoiceIssuedEvent = z.object({ id: eventId, type: z.literal("invoice_issued"), invoiceId });

/**
 * Send an invoice to KSeF, or ask KSeF how the one sent is doing (app/server/ksef): retried until KSeF accepts or
 * refuses it; what was sent is recorded, so a redelivery never sends it twice.
 */
export const ksefSubmissionEvent = z.object({ id: eventId, type: z.literal("ksef_submission"), invoiceId });

const complaintId = z.number().int().positive();

/**
 * A complaint was filed (from the order page, or the public form naming the order with its own e-mail): the consumer
 * e-mails the customer its confirmation with the answer's due date, and the shop the case.
 */
export const complaintFiledEvent = z.object({ id: eventId, type: z.literal("complaint_filed"), complaintId });

/** A message of a complaint's conversation: the consumer e-mails it to the other side (the customer, or the shop). */
export const complaintMessageEvent = z.object({ id: eventId, type: z.literal("complaint_message"), messageId: z.number().int().positive() });

/**
 * The shop decided a complaint, or the law did (its deadline passed unanswered): the consumer renders the decision's
 * PDF into R2 and e-mails the customer the decision with it; a case accepted by law is also told to every administrator.
 */
export const complaintDecidedEvent = z.object({ id: eventId, type: z.literal("complaint_decided"), complaintId });

/** An open complaint's deadline is `daysLeft` days away: every administrator is e-mailed, once for each mark. */
export const complaintReminderEvent = z.object({ id: eventId, type: z.literal("complaint_reminder"), complaintId, daysLeft: z.union([z.literal(3), z.literal(1)]) });

export const shopEvent = z.discriminatedUnion("type", [
  healthcheckEvent,
  newOrderEvent,
  ...orderUpdateEvents,
  ...fulfilmentEvents,
  codeEvent,
  passwordResetEvent,
  orderLinkEvent,
  enquiryEvent,
  enquiryAnsweredEvent,
  sampleRequestEvent,
  exportEvent,
  adminGateLockedEvent,
  paymentNotificationEvent,
  accountDeletedEvent,
  ksefSubmissionEvent,
  invoiceIssuedEvent,
  complaintFiledEvent,
  complaintMessageEvent,
  complaintDecidedEvent,
  complaintReminderEvent,
]);
export type ShopEvent = z.infer<typeof shopEvent>;
export type ShopEventType = ShopEvent["type"];

/** What of an event a log line may carry: its references (order number, enquiry, job), never a recipient's address or a sealed code. */
export function loggableEvent(event: ShopEvent): Record<string, unknown> {
  switch (event.type) {
    case "verification_code": {
      const { email: _email, sealedCode: _code, ...rest } = event;
      return rest;
    }
    case "account_deleted": {
      const { email: _email, ...rest } = event;
      return rest;
    }
    default:
      return event;
  }
}

/** Only the envelope, for logging and recording a message whose body is otherwise invalid. */
export const eventEnvelope = z.object({
  id: z.string().optional(),
  type: z.string().optional(),
});

/** Seconds before the next delivery of a failed event: base, 2 × base, 4 × base … capped at 10 minutes. */
export function retryDelaySeconds(attempt: number, baseSeconds: number): number {
  return Math.min(baseSeconds * 2 ** Math.max(0, attempt - 1), 600);
}
