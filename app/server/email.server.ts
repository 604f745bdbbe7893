import { render, toPlainText } from "@react-email/render";
import { eq } from "drizzle-orm";
import type { ReactElement } from "react";
import { emailDeliveries } from "~/db/schema";
import type { ShopIdentity } from "~/lib/shop-identity";
import type { Db } from "./db.server";

export interface OutgoingEmail {
  to: string;
  subject: string;
  body: ReactElement;
  replyTo?: string;
}

/** A header line: customer text (a name in a subject) can never start a new header or break the line. */
export function headerText(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").trim();
}

/**
 * Renders and sends one e-mail unless the delivery with this key was already sent, so a
 * redelivered event never mails anybody twice. The row is written only after the provider
 * accepted the message; a failure throws and the event is retried.
 */
export async function deliverOnce(env: Env, db: Db, shop: ShopIdentity, key: string, eventId: string, email: OutgoingEmail) {
  const done = await db.select({ key: emailDeliveries.key }).from(emailDeliveries).where(eq(emailDeliveries.key, key)).get();
  if (done) return;
  const html = await render(email.body);
  const subject = headerText(email.subject);
  const result = await env.EMAIL.send({
    from: { name: shop.name, email: shop.email },
    to: email.to,
    subject,
    replyTo: email.replyTo ?? shop.email,
    html,
    text: toPlainText(html),
  });
  await db
    .insert(emailDeliveries)
    .values({ key, eventId, recipient: email.to, subject, providerMessageId: result?.messageId ?? null })
    .onConflictDoNothing();
}
