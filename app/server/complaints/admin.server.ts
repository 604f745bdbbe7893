import { and, asc, count, desc, eq, exists, inArray, max, ne, or, sql } from "drizzle-orm";
import { auditLog, complaintMessages, complaintPhotos, complaints, invoices, orders, payments } from "~/db/schema";
import type { AdminComplaintsQuery } from "~/lib/admin-complaints-query";
import { complaintDueOn, complaintReference } from "~/lib/complaints";
import { type AuditActor, auditColumns } from "../admin/audit.server";
import type { Db } from "../platform/db.server";
import { getDb } from "../platform/db.server";
import { type AfterResponse, keepEventWhere, sendKeptEvents } from "../platform/event-outbox.server";
import { readComplaintCase } from "./case.server";
import { complaintFileResponse } from "./files.server";

// The back-office's complaints (issue 47): the inbox by the days left, one case with its order's facts, the shop's
// replies and the consumer/company switch. Every change is written with its audit entry (and its event) in one batch.
// The decision and its remedy: remedies.server.ts.

export const ADMIN_COMPLAINTS_PAGE_SIZE = 25;

const isOpen = sql`${complaints.status} = 'otwarta'`;

/**
 * One page of the inbox and the count: open cases first, the soonest deadline first (its ISO day sorts as the days
 * left do; a company buyer's case, which has none, after them), then decided ones, the newest decision first.
 */
export async function listComplaints(db: Db, query: AdminComplaintsQuery) {
  const filter = query.status ? eq(complaints.status, query.status) : undefined;
  const [rows, [total]] = await db.batch([
    db
      .select({
        id: complaints.id,
        orderNumber: orders.number,
        firstName: complaints.firstName,
        lastName: complaints.lastName,
        reason: complaints.reason,
        status: complaints.status,
        consumer: complaints.consumer,
        receivedAt: complaints.receivedAt,
        dueOn: complaints.dueOn,
        decidedAt: complaints.decidedAt,
      })
      .from(complaints)
      .innerJoin(orders, eq(orders.id, complaints.orderId))
      .where(filter)
      .orderBy(
        sql`case when ${isOpen} then 0 else 1 end`,
        sql`case when ${isOpen} then ${complaints.dueOn} is null end`,
        sql`case when ${isOpen} then ${complaints.dueOn} end`,
        sql`case when ${isOpen} then ${complaints.receivedAt} end`,
        desc(sql`case when ${isOpen} then null else coalesce(${complaints.decidedAt}, ${complaints.receivedAt}) end`),
        desc(complaints.id),
      )
      .limit(ADMIN_COMPLAINTS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_COMPLAINTS_PAGE_SIZE),
    db.select({ n: count() }).from(complaints).where(filter),
  ]);
  return { complaints: rows, total: total?.n ?? 0 };
}
export type InboxComplaint = Awaited<ReturnType<typeof listComplaints>>["complaints"][number];

/** How many cases wait for the shop's answer (an index-only count). */
export async function countOpenComplaints(db: Db): Promise<number> {
  const row = await db.select({ n: count() }).from(complaints).where(eq(complaints.status, "otwarta")).get();
  return row?.n ?? 0;
}

/**
 * One case as the back-office shows it: the case (readComplaintCase) and what its decision depends on of its order:
 * the customer's contact, what was paid and how, the order's invoice and whether it has its correction, and whether a
 * completed PayU payment can be refunded through PayU. Null when there is no such case.
 */
export async function readAdminComplaint(db: Db, id: number) {
  const found = await readComplaintCase(db, id);
  if (!found) return null;
  const orderId = found.complaint.orderId;
  const [[order], [invoice], [payu]] = await db.batch([
    db
      .select({
        id: orders.id,
        number: orders.number,
        email: orders.email,
        phone: orders.phone,
        companyName: orders.companyName,
        companyNip: orders.companyNip,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
        finalTotal: orders.finalTotal,
      })
      .from(orders)
      .where(eq(orders.id, orderId)),
    db
      .select({
        number: invoices.number,
        gross: invoices.grossTotal,
        corrected: sql<number>`exists (select 1 from ${invoices} as c where c.corrected_invoice_id = ${invoices.id} and c.kind = 'korekta')`,
      })
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "faktura"))),
    db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.state, "COMPLETED"), sql`${payments.providerPaymentId} is not null`)),
  ]);
  return {
    ...found,
    order: order!,
    invoice: invoice ? { number: invoice.number, gross: invoice.gross, corrected: Boolean(invoice.corrected) } : null,
    paidByPayu: Boolean(payu) && order?.paymentStatus === "payu_completed",
  };
}
export type AdminComplaint = NonNullable<Awaited<ReturnType<typeof readAdminComplaint>>>;

/** The complaints about the orders `orderIds` (a page of the orders list), oldest first, for their cards. */
export function complaintsOfOrders(db: Db, orderIds: readonly number[]) {
  return db
    .select({ id: complaints.id, orderId: complaints.orderId, status: complaints.status, receivedAt: complaints.receivedAt, remakeOrderId: complaints.remakeOrderId })
    .from(complaints)
    .where(or(inArray(complaints.orderId, [...orderIds]), inArray(complaints.remakeOrderId, [...orderIds])))
    .orderBy(asc(complaints.receivedAt), asc(complaints.id));
}

/** Which of the orders `numbers` have a complaint about them or are a complaint's remake (and so are never deleted). */
export async function complainedOrders(db: Db, numbers: readonly string[]): Promise<string[]> {
  if (numbers.length === 0) return [];
  const rows = await db
    .selectDistinct({ number: orders.number })
    .from(orders)
    .innerJoin(complaints, or(eq(complaints.orderId, orders.id), eq(complaints.remakeOrderId, orders.id)))
    .where(inArray(orders.number, [...numbers]));
  return rows.map((row) => row.number);
}

/**
 * The shop's reply in a case's conversation: the message (signed with the administrator's e-mail), its audit entry and
 * the complaint_message event that e-mails it to the customer, in one batch, written from the case's row so a case
 * that is not there gets none of them; the event is sent after the response. Allowed in every state of the case.
 */
export async function answerComplaint(env: Pick<Env, "DB" | "EVENTS">, actor: AuditActor, id: number, body: string, later?: AfterResponse): Promise<{ messageId: number } | null> {
  const db = getDb(env);
  const at = new Date();
  const theCase = eq(complaints.id, id);
  const eventId = crypto.randomUUID();
  // Ids only grow (AUTOINCREMENT) and the batch is one transaction: the case's newest message is the one it inserted.
  const newest = db
    .select({ id: max(complaintMessages.id) })
    .from(complaintMessages)
    .where(eq(complaintMessages.complaintId, id));
  const [inserted] = await db.batch([
    db
      .insert(complaintMessages)
      .select(
        db
          .select({
            id: sql<number>`null`.as("id"),
            complaintId: complaints.id,
            author: sql<string>`'sklep'`.as("author"),
            authorEmail: sql<string>`${actor.email}`.as("author_email"),
            body: sql<string>`${body}`.as("body"),
            createdAt: sql<Date>`${at.getTime()}`.as("created_at"),
          })
          .from(complaints)
          .where(theCase),
      )
      .returning({ id: complaintMessages.id }),
    db.insert(auditLog).select(
      db
        .select(auditColumns(actor, "complaint_answered", sql`${complaints.id}`, sql`json_object('messageId', (${newest}))`, at))
        .from(complaints)
        .where(theCase),
    ),
    keepEventWhere(db, { id: eventId, type: "complaint_message", messageId: sql`(${newest})` }, exists(db.select({ id: complaints.id }).from(complaints).where(theCase))),
  ]);
  const message = inserted[0];
  if (!message) return null;
  await sendKeptEvents(env, [{ id: eventId, type: "complaint_message", messageId: message.id }], later);
  return { messageId: message.id };
}

export type ConsumerOutcome = "changed" | "unchanged" | "decided" | "missing";

/**
 * Marks an open case's buyer a consumer or a company and sets its deadline again from the day it was received (none
 * for a company), with its audit entry, in one batch; a decided case keeps what it was decided as.
 */
export async function setComplaintConsumer(db: Db, actor: AuditActor, id: number, consumer: boolean): Promise<ConsumerOutcome> {
  const found = await db.select({ status: complaints.status, receivedAt: complaints.receivedAt }).from(complaints).where(eq(complaints.id, id)).get();
  if (!found) return "missing";
  if (found.status !== "otwarta") return "decided";
  const dueOn = complaintDueOn(found.receivedAt, consumer);
  const changing = and(eq(complaints.id, id), eq(complaints.status, "otwarta"), ne(complaints.consumer, consumer));
  const at = new Date();
  const [, changed] = await db.batch([
    db.insert(auditLog).select(
      db
        .select(
          auditColumns(
            actor,
            "complaint_consumer_changed",
            sql`${complaints.id}`,
            sql`json_object('consumer', ${consumer ? 1 : 0}, 'dueOn', ${dueOn}, 'dueOnBefore', ${complaints.dueOn})`,
            at,
          ),
        )
        .from(complaints)
        .where(changing),
    ),
    db.update(complaints).set({ consumer, dueOn, updatedAt: at }).where(changing).returning({ id: complaints.id }),
  ]);
  return changed.length ? "changed" : "unchanged";
}

/** A case's photo for the back-office, shown in the page (inline); null when the case has no such photo. */
export async function adminComplaintPhoto(env: Pick<Env, "DB" | "EXPORTS">, complaintId: number, photoId: number): Promise<Response | null> {
  const photo = await getDb(env)
    .select({ key: complaintPhotos.key })
    .from(complaintPhotos)
    .where(and(eq(complaintPhotos.id, photoId), eq(complaintPhotos.complaintId, complaintId)))
    .get();
  return photo ? complaintFileResponse(env, photo.key, "inline") : null;
}

/** A case's decision as a PDF for the back-office, downloaded; null before its PDF is rendered. */
export async function adminComplaintDecision(env: Pick<Env, "DB" | "EXPORTS">, complaintId: number): Promise<Response | null> {
  const row = await getDb(env).select({ key: complaints.decisionPdfKey }).from(complaints).where(eq(complaints.id, complaintId)).get();
  return row?.key ? complaintFileResponse(env, row.key, `attachment; filename="decyzja-${complaintReference(complaintId)}.pdf"`) : null;
}
