import { and, asc, count, desc, eq, exists, max, ne, sql, type SQL } from "drizzle-orm";
import { auditLog, emailDeliveries, enquiries, enquiryReplies, orders, searchIndexes } from "~/db/schema";
import type { AdminEnquiriesQuery } from "~/lib/admin-enquiries-query";
import type { EnquiryStatus } from "~/lib/enquiry-form";
import { enquiryDetailsSchema } from "~/lib/schemas/enquiry";
import { auditColumns, type AuditActor } from "../admin/audit.server";
import { getDb, searchedPage, type Db } from "../platform/db.server";
import { keepEventWhere, sendKeptEvents, type AfterResponse } from "../platform/event-outbox.server";

// The back-office's enquiries inbox: the list, one enquiry with its replies, its status and the owner's
// answers. Every change is written with its audit entry in one D1 batch.

export const ADMIN_ENQUIRIES_PAGE_SIZE = 25;

/** The e-mail of one reply is delivered once under this key, whichever event carries it; the page reads its state by it. */
const REPLY_DELIVERY_PREFIX = "enquiry-reply:";
export const enquiryReplyDeliveryKey = (replyId: number) => `${REPLY_DELIVERY_PREFIX}${replyId}`;

const listColumns = {
  id: enquiries.id,
  kind: enquiries.kind,
  status: enquiries.status,
  firstName: enquiries.firstName,
  lastName: enquiries.lastName,
  email: enquiries.email,
  subject: enquiries.subject,
  createdAt: enquiries.createdAt,
};

/** One page of the inbox, newest first, and the count: one D1 round trip. */
export async function listEnquiries(db: Db, query: AdminEnquiriesQuery) {
  const { rows, count } = searchedPage(db, enquiries, searchIndexes.enquiries, listColumns, {
    search: query.search,
    filters: [query.kind ? eq(enquiries.kind, query.kind) : undefined, query.status ? eq(enquiries.status, query.status) : undefined],
    order: [desc(enquiries.createdAt), desc(enquiries.id)],
    size: ADMIN_ENQUIRIES_PAGE_SIZE,
    page: query.page,
  });
  const [page, [total]] = await db.batch([rows, count]);
  return { enquiries: page, total: total?.n ?? 0 };
}
export type InboxEnquiry = Awaited<ReturnType<typeof listEnquiries>>["enquiries"][number];

/** How many enquiries nobody has taken up yet (an index-only count). */
export async function countNewEnquiries(db: Db): Promise<number> {
  const row = await db.select({ n: count() }).from(enquiries).where(eq(enquiries.status, "nowe")).get();
  return row?.n ?? 0;
}

/**
 * One enquiry, every field, its details read again with zod (a row that no longer fits shows none),
 * the number of the order a complaint names when the shop has that order, and the replies, oldest
 * first, each with the state of its e-mail. Null when there is no such enquiry.
 */
export async function getEnquiry(db: Db, id: string) {
  const [[row], replies] = await db.batch([
    db.select().from(enquiries).where(eq(enquiries.id, id)),
    db
      .select({
        id: enquiryReplies.id,
        body: enquiryReplies.body,
        userEmail: enquiryReplies.userEmail,
        createdAt: enquiryReplies.createdAt,
        delivery: emailDeliveries.status,
      })
      .from(enquiryReplies)
      .leftJoin(emailDeliveries, eq(emailDeliveries.key, sql`${REPLY_DELIVERY_PREFIX} || ${enquiryReplies.id}`))
      .where(eq(enquiryReplies.enquiryId, id))
      .orderBy(asc(enquiryReplies.createdAt), asc(enquiryReplies.id)),
  ]);
  if (!row) return null;
  const details = enquiryDetailsSchema.catch(null).parse(row.details);
  const typed = row.kind === "complaint" ? details?.orderNumber?.trim().toUpperCase() : undefined;
  const order = typed ? await db.select({ number: orders.number }).from(orders).where(eq(orders.number, typed)).get() : undefined;
  return { enquiry: { ...row, details }, orderNumber: order?.number ?? null, replies };
}
export type EnquiryView = NonNullable<Awaited<ReturnType<typeof getEnquiry>>>;

/** The audit entry of an enquiry's status change, read before the change in its batch: only when the status really changes. */
function statusAudit(db: Db, actor: AuditActor, where: SQL | undefined, to: EnquiryStatus, at: Date) {
  return db.insert(auditLog).select(
    db
      .select(auditColumns(actor, "enquiry_status_changed", sql`${enquiries.id}`, sql`json_object('from', ${enquiries.status}, 'to', ${to})`, at))
      .from(enquiries)
      .where(where),
  );
}

/** Any status to any other; 'unchanged' when it already had it, 'missing' when there is no such enquiry. */
export async function setEnquiryStatus(db: Db, actor: AuditActor, id: string, status: EnquiryStatus): Promise<"changed" | "unchanged" | "missing"> {
  const changing = and(eq(enquiries.id, id), ne(enquiries.status, status));
  const [, changed, [exists]] = await db.batch([
    statusAudit(db, actor, changing, status, new Date()),
    db.update(enquiries).set({ status }).where(changing).returning({ id: enquiries.id }),
    db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.id, id)),
  ]);
  if (changed.length) return "changed";
  return exists ? "unchanged" : "missing";
}

/**
 * Keeps the owner's reply with the enquiry, with its audit entry, for a new enquiry the move to 'w toku'
 * (audited too), and the event that e-mails it to the sender, in one batch; the event is sent after the
 * response (`later`). Null when there is no such enquiry (nothing is written).
 */
export async function answerEnquiry(env: Pick<Env, "DB" | "EVENTS">, actor: AuditActor, id: string, body: string, later?: AfterResponse): Promise<{ replyId: number } | null> {
  const db = getDb(env);
  const at = new Date();
  const enquiry = eq(enquiries.id, id);
  const fresh = and(enquiry, eq(enquiries.status, "nowe"));
  const eventId = crypto.randomUUID();
  // Ids only grow (AUTOINCREMENT), and the batch is one transaction: the enquiry's newest reply is the one it inserted.
  const newestReply = db
    .select({ id: max(enquiryReplies.id) })
    .from(enquiryReplies)
    .where(eq(enquiryReplies.enquiryId, id));
  const [inserted] = await db.batch([
    // Written from the enquiry's row, so an enquiry that is not there gets no reply and no entry.
    db
      .insert(enquiryReplies)
      .select(
        db
          .select({
            id: sql<number>`null`.as("id"),
            enquiryId: enquiries.id,
            body: sql<string>`${body}`.as("body"),
            userId: sql<string>`${actor.userId}`.as("user_id"),
            userEmail: sql<string>`${actor.email}`.as("user_email"),
            createdAt: sql<Date>`${at.getTime()}`.as("created_at"),
          })
          .from(enquiries)
          .where(enquiry),
      )
      .returning({ id: enquiryReplies.id }),
    // The batch is one transaction on one connection: the last row inserted is the reply above.
    db.insert(auditLog).select(
      db
        .select(auditColumns(actor, "enquiry_answered", sql`${enquiries.id}`, sql`json_object('replyId', last_insert_rowid())`, at))
        .from(enquiries)
        .where(enquiry),
    ),
    statusAudit(db, actor, fresh, "w_toku", at),
    db.update(enquiries).set({ status: "w_toku" }).where(fresh),
    keepEventWhere(db, { id: eventId, type: "enquiry_answered", replyId: sql`(${newestReply})` }, exists(db.select({ id: enquiries.id }).from(enquiries).where(enquiry))),
  ]);
  const reply = inserted[0];
  if (!reply) return null;
  await sendKeptEvents(env, [{ id: eventId, type: "enquiry_answered", replyId: reply.id }], later);
  return { replyId: reply.id };
}

/** A reply with its enquiry, as the events queue's consumer e-mails it; null when there is none. */
export async function replyWithEnquiry(db: Db, replyId: number) {
  const row = await db
    .select({ reply: enquiryReplies, enquiry: enquiries })
    .from(enquiryReplies)
    .innerJoin(enquiries, eq(enquiries.id, enquiryReplies.enquiryId))
    .where(eq(enquiryReplies.id, replyId))
    .get();
  return row ?? null;
}
