import { render, toPlainText } from "@react-email/render";
import { and, eq, exists, lt } from "drizzle-orm";
import type { ReactElement } from "react";
import { emailDeliveries, orders } from "~/db/schema";
import { singleLine } from "~/lib/text";
import type { ShopIdentity } from "~/lib/shop-settings";
import type { Db } from "../platform/db.server";
import { BY_SYSTEM, timelineWhere } from "../orders/timeline.server";
import type { Recipient } from "./recipients.server";
import { consumeRateLimit } from "../platform/rate-limit.server";

export interface OutgoingEmail {
  to: string;
  /** Whose address `to` is: mail to an unverified one counts against that recipient's limit. */
  recipient: Recipient;
  subject: string;
  body: ReactElement;
  replyTo?: string;
  /** The order the e-mail is about: once sent, it is on the order's timeline ('email_sent'). */
  orderId?: number;
}

/** Far longer than any send: a claim this old was left by a delivery that died half-way, and may be taken over. */
export const STALE_CLAIM_MS = 10 * 60_000;

/**
 * Thrown for a delivery another run has claimed and not finished. Its event is retried no sooner than
 * `retakableAt`, when the claim may be taken over (workers/events/consumer.ts): a claim left by a worker that
 * died between claim and send then costs one retry, however many the queue allows, instead of every retry
 * finding it still fresh until the event is dead-lettered.
 */
export class DeliveryClaimed extends Error {
  constructor(
    key: string,
    readonly retakableAt: number,
  ) {
    super(`e-mail ${key} is being sent by another delivery of its event`);
  }
}

/**
 * sent: handed to the provider now; done_before: sent (or held back) by an earlier delivery; limited: the recipient's
 * limit held it back; no_address: there is nobody to send it to (an order whose personal data were removed).
 */
export type DeliveryOutcome = "sent" | "done_before" | "limited" | "no_address";

/**
 * Sends one e-mail at most once per delivery key, however often or concurrently its event is
 * delivered. The delivery is claimed first (its row written as 'sending'): only the claimant renders
 * and calls the provider, then marks the row 'sent'. A failed send releases the claim and throws, so
 * the event's retry can send. A delivery another run is still sending throws DeliveryClaimed: the event is
 * retried once that claim could be taken over, and by then the row says whether it went. Mail to an unverified address first takes one from the
 * recipient's limit; over it, nothing is sent and the row says 'limited'. An e-mail about an order goes on the
 * order's timeline in the batch that marks it sent, while the claim is still this run's: once per delivery key.
 */
export async function deliverOnce(env: Env, db: Db, shop: ShopIdentity, key: string, eventId: string, email: OutgoingEmail): Promise<DeliveryOutcome> {
  // An anonymised order keeps no address (app/server/retention/orders.server.ts): retrying would only end as a dead letter.
  if (!email.to.trim()) {
    console.log(JSON.stringify({ source: "email", outcome: "no_address", key }));
    return "no_address";
  }
  // Customer text (a name in a subject) can never start a new header or break the line.
  const subject = singleLine(email.subject);
  const claimedAt = Date.now();
  const claimed = await db
    .insert(emailDeliveries)
    .values({ key, eventId, recipient: email.to, subject, status: "sending", claimedAt })
    .onConflictDoUpdate({
      target: emailDeliveries.key,
      set: { claimedAt },
      setWhere: and(eq(emailDeliveries.status, "sending"), lt(emailDeliveries.claimedAt, claimedAt - STALE_CLAIM_MS)),
    })
    .returning({ key: emailDeliveries.key });
  if (!claimed.length) {
    const row = await db.select({ status: emailDeliveries.status, claimedAt: emailDeliveries.claimedAt }).from(emailDeliveries).where(eq(emailDeliveries.key, key)).get();
    if (row?.status === "sending") throw new DeliveryClaimed(key, (row.claimedAt ?? claimedAt) + STALE_CLAIM_MS);
    return "done_before";
  }
  const ours = and(eq(emailDeliveries.key, key), eq(emailDeliveries.status, "sending"), eq(emailDeliveries.claimedAt, claimedAt));

  let result: EmailSendResult | undefined;
  try {
    if (email.recipient === "unverified") {
      const limit = await consumeRateLimit(db, "unverifiedMail", `recipient:${email.to.toLowerCase()}`);
      if (!limit.allowed) {
        await db.update(emailDeliveries).set({ status: "limited" }).where(ours);
        console.log(JSON.stringify({ source: "email", outcome: "recipient_limited", key }));
        return "limited";
      }
    }
    const html = await render(email.body);
    result = await env.EMAIL.send({
      from: { name: shop.name, email: shop.email },
      to: email.to,
      subject,
      replyTo: email.replyTo ?? shop.email,
      html,
      text: toPlainText(html),
    });
  } catch (error) {
    await db.delete(emailDeliveries).where(ours);
    throw error;
  }
  // Not released if this write fails: the message went, and a stale claim is retaken only after STALE_CLAIM_MS.
  const marked = db
    .update(emailDeliveries)
    .set({ status: "sent", providerMessageId: result?.messageId ?? null })
    .where(ours);
  if (email.orderId === undefined) await marked;
  else {
    const stillOurs = exists(db.select({ key: emailDeliveries.key }).from(emailDeliveries).where(ours));
    const recipient = email.recipient === "shop" ? "shop" : "customer";
    await db.batch([timelineWhere(db, and(eq(orders.id, email.orderId), stillOurs), "email_sent", BY_SYSTEM, { subject, recipient }), marked]);
  }
  return "sent";
}
