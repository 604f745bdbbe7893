import { z } from "zod";
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

/** A 6-digit code for verifying the e-mail address or resetting the password. */
export const codeEvent = z.object({
  id: eventId,
  type: z.literal("verification_code"),
  purpose: z.enum(["email_verification", "password_reset"]),
  email: z.email(),
  code: z.string().regex(/^\d{6}$/),
});

/** A message from a form (contact, complaint, furniture, specialist pleat), already stored in D1. */
export const enquiryEvent = z.object({ id: eventId, type: z.literal("enquiry_received"), enquiryId: z.uuid() });

/** An administrator asked for the CSV of all orders; the consumer writes it to R2. */
export const exportEvent = z.object({ id: eventId, type: z.literal("orders_export"), jobId: z.uuid() });

export const shopEvent = z.discriminatedUnion("type", [healthcheckEvent, newOrderEvent, ...orderUpdateEvents, codeEvent, enquiryEvent, exportEvent]);
export type ShopEvent = z.infer<typeof shopEvent>;
export type ShopEventType = ShopEvent["type"];

/** Only the envelope, for logging and recording a message whose body is otherwise invalid. */
export const eventEnvelope = z.object({
  id: z.string().optional(),
  type: z.string().optional(),
});

/** Seconds before the next delivery of a failed event: base, 2 × base, 4 × base … capped at 10 minutes. */
export function retryDelaySeconds(attempt: number, baseSeconds: number): number {
  return Math.min(baseSeconds * 2 ** Math.max(0, attempt - 1), 600);
}
