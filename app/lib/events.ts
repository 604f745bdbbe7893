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

/** A new order: the consumer e-mails the customer and the shop, reading the order from D1. */
export const newOrderEvent = z.object({
  id: eventId,
  type: z.literal("new_order"),
  orderNumber: z.string().regex(orderNumberPattern),
});

export const shopEvent = z.discriminatedUnion("type", [healthcheckEvent, newOrderEvent]);
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
