import { eq } from "drizzle-orm";
import { enquiries, orders } from "~/db/schema";
import type { EnquiryKind } from "~/lib/enquiry-form";
import type { ContactEnquiry, EnquiryDetails } from "~/lib/schemas/enquiry";
import { getDb, type Db } from "../platform/db.server";
import { enqueueEvent } from "../platform/event-outbox.server";
import { verifiedAddressOf, type Recipient } from "../email/recipients.server";

/** Keeps a visitor's message in D1 first, so it survives whatever happens to its e-mail; `userId` is the signed-in sender's. */
export async function saveEnquiry(
  db: Db,
  kind: EnquiryKind,
  enquiry: ContactEnquiry,
  details?: NonNullable<EnquiryDetails>,
  userId: string | null = null,
): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  await db.insert(enquiries).values({ id, kind, ...enquiry, phone: enquiry.phone ?? null, details: details ?? null, userId });
  return { id };
}

/** A visitor's message: stored first, then handed to the events queue, whose consumer e-mails the shop. */
export async function receiveEnquiry(
  env: Env,
  kind: EnquiryKind,
  enquiry: ContactEnquiry,
  details?: NonNullable<EnquiryDetails>,
  userId: string | null = null,
): Promise<{ id: string }> {
  const saved = await saveEnquiry(getDb(env), kind, enquiry, details, userId);
  await enqueueEvent(env, { id: crypto.randomUUID(), type: "enquiry_received", enquiryId: saved.id });
  return saved;
}

/** Where a complaint's confirmation goes, and the order it names as the shop found it (null when none matched). */
export type ComplaintCopy = { to: string; recipient: Exclude<Recipient, "shop">; orderNumber: string | null };

/**
 * The complaint's confirmation goes only to an address that is the sender's own: the verified address
 * of the signed-in sender's account (the whole copy), else the e-mail of the order the complaint names
 * when the sender typed that same address (only the shop's texts and facts). Any other address typed in
 * gets nothing, so the form cannot mail a stranger.
 */
export async function complaintCopy(db: Db, enquiry: { userId: string | null; email: string; details: EnquiryDetails }): Promise<ComplaintCopy | null> {
  const typed = enquiry.details?.orderNumber?.trim().toUpperCase();
  const order = typed ? await db.select({ number: orders.number, email: orders.email }).from(orders).where(eq(orders.number, typed)).get() : undefined;
  const account = await verifiedAddressOf(db, enquiry.userId);
  if (account) return { to: account, recipient: "verified", orderNumber: order?.number ?? null };
  if (order && order.email.toLowerCase() === enquiry.email.toLowerCase()) return { to: order.email, recipient: "unverified", orderNumber: order.number };
  return null;
}
