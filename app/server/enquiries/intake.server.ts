import { eq } from "drizzle-orm";
import { enquiries, orders } from "~/db/schema";
import type { EnquiryKind } from "~/lib/enquiry-form";
import type { Complaint, ContactEnquiry, EnquiryDetails } from "~/lib/schemas/enquiry";
import { getDb, type Db } from "../platform/db.server";
import { keepEvent, sendKeptEvents, type AfterResponse } from "../platform/event-outbox.server";
import { verifiedAddressOf, type Recipient } from "../email/recipients.server";
import { complaintFiling } from "../complaints/filing.server";
import { canViewOrder } from "../orders/views.server";

/** What comes with a visitor's message: its form's own fields, the signed-in sender's account. */
export type EnquiryExtras = { details?: NonNullable<EnquiryDetails>; userId?: string | null };

/** The statement that stores a visitor's message (receiveEnquiry writes it with its event). */
export function enquiryInsert(db: Db, id: string, kind: EnquiryKind, enquiry: ContactEnquiry, { details, userId = null }: EnquiryExtras) {
  return db.insert(enquiries).values({ id, kind, ...enquiry, phone: enquiry.phone ?? null, details: details ?? null, userId });
}

/**
 * A visitor's message: stored with the event whose consumer e-mails the shop, in one batch, so it survives whatever
 * happens to its e-mail and its e-mail is never lost; the event is sent after the response (`later`).
 */
export async function receiveEnquiry(env: Env, kind: EnquiryKind, enquiry: ContactEnquiry, extras: EnquiryExtras = {}, later?: AfterResponse): Promise<{ id: string }> {
  const db = getDb(env);
  const id = crypto.randomUUID();
  const event = { id: crypto.randomUUID(), type: "enquiry_received" as const, enquiryId: id };
  await db.batch([enquiryInsert(db, id, kind, enquiry, extras), keepEvent(db, event)]);
  await sendKeptEvents(env, [event], later);
  return { id };
}

/** The order a public complaint names (its number as typed, case aside), when it is the sender's: its e-mail typed alike, or the signed-in sender owns it. */
async function sendersOrder(db: Db, orderNumber: string, email: string, userId: string | null) {
  const order = await db.select().from(orders).where(eq(orders.number, orderNumber.trim().toUpperCase())).get();
  if (!order || order.anonymisedAt) return null;
  if (order.email !== "" && order.email.toLowerCase() === email.toLowerCase()) return { order, owner: false };
  const owner = !!userId && (await canViewOrder(db, order, { user: { id: userId, email: await verifiedAddressOf(db, userId) } }));
  return owner ? { order, owner } : null;
}

/**
 * The public complaint form (/zloz-reklamacje): the enquiry as any other; and when it names the sender's own order
 * (sendersOrder), also a complaint case of that order about all its lines, in the same batch, whatever the order's
 * state (the public form never refuses). Then only the case's `complaint_filed` event is kept, not `enquiry_received`,
 * so the customer and the shop each get one e-mail about it, not two.
 */
export async function receiveComplaint(env: Env, complaint: Complaint, userId: string | null, later?: AfterResponse): Promise<{ id: string }> {
  const { orderNumber, complaintReason, description, ...sender } = complaint;
  const enquiry = { ...sender, subject: `Reklamacja zamówienia ${orderNumber}`, message: description };
  const extras = { details: { orderNumber, complaintReason }, userId };
  const db = getDb(env);
  const found = await sendersOrder(db, orderNumber, sender.email, userId);
  if (!found) return receiveEnquiry(env, "complaint", enquiry, extras, later);
  const { order, owner } = found;
  const id = crypto.randomUUID();
  const filing = complaintFiling(
    db,
    {
      order,
      enquiryId: id,
      // The account the order is filed under, else the signed-in sender's when the order is theirs: /profile lists it.
      userId: order.userId ?? (owner ? userId : null),
      reason: complaintReason,
      description,
      requestedRemedy: null,
      firstName: sender.firstName,
      lastName: sender.lastName,
      email: sender.email,
      phone: sender.phone ?? null,
    },
    "all",
    [],
  );
  const [, inserted] = await db.batch([enquiryInsert(db, id, "complaint", enquiry, extras), filing.insert, ...filing.rest]);
  await sendKeptEvents(env, [filing.event(inserted[0]!.id)], later);
  return { id };
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
