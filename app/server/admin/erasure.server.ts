import { count, eq, exists, inArray, or, sql } from "drizzle-orm";
import { auditLog, enquiries, enquiryReplies, sampleRequests } from "~/db/schema";
import type { SenderCounts } from "~/lib/sender-erasure";
import type { Db } from "../platform/db.server";
import { auditColumns, type AuditActor } from "./audit.server";

// A guest's right to erasure (GDPR art. 17), exercised through the owner: every enquiry (with the shop's replies) and
// every samples request sent from one e-mail address, deleted on request from the back-office. The forms store
// addresses lower-cased, so the address matches exactly: another spelling of the mailbox ('+tag') is another address.

const enquiriesFrom = (email: string) => eq(enquiries.email, email);
const sampleRequestsFrom = (email: string) => eq(sampleRequests.email, email);

function countsFrom(db: Db, email: string) {
  const fromSender = db.select({ id: enquiries.id }).from(enquiries).where(enquiriesFrom(email));
  return {
    enquiries: db.select({ n: count() }).from(enquiries).where(enquiriesFrom(email)),
    replies: db.select({ n: count() }).from(enquiryReplies).where(inArray(enquiryReplies.enquiryId, fromSender)),
    sampleRequests: db.select({ n: count() }).from(sampleRequests).where(sampleRequestsFrom(email)),
  };
}

/** What the shop holds from `email` (already lower-cased): the counts only, never the content. */
export async function countSenderData(db: Db, email: string): Promise<SenderCounts> {
  const counts = countsFrom(db, email);
  const [[enquiryCount], [replyCount], [sampleCount]] = await db.batch([counts.enquiries, counts.replies, counts.sampleRequests]);
  return { enquiries: enquiryCount?.n ?? 0, replies: replyCount?.n ?? 0, sampleRequests: sampleCount?.n ?? 0 };
}

/**
 * Deletes what the shop holds from `email` in one batch with its audit entry: who erased, when and how many rows of
 * each kind, neither the address nor anything the rows said. Nothing to erase writes no entry. The replies go first,
 * by their enquiries, so none is left behind whatever the database's foreign-key setting.
 */
export async function eraseSenderData(db: Db, actor: AuditActor, email: string, at = new Date()): Promise<SenderCounts> {
  const counts = countsFrom(db, email);
  const details = sql`json_object('enquiries', ${counts.enquiries}, 'replies', ${counts.replies}, 'sampleRequests', ${counts.sampleRequests})`;
  const anything = or(
    exists(db.select({ id: enquiries.id }).from(enquiries).where(enquiriesFrom(email))),
    exists(db.select({ id: sampleRequests.id }).from(sampleRequests).where(sampleRequestsFrom(email))),
  );
  const [, replies, erasedEnquiries, erasedRequests] = await db.batch([
    db.insert(auditLog).select(
      db
        .select(auditColumns(actor, "sender_data_erased", sql`null`, details, at))
        .from(sql`(select 1)`)
        .where(anything),
    ),
    db
      .delete(enquiryReplies)
      .where(inArray(enquiryReplies.enquiryId, db.select({ id: enquiries.id }).from(enquiries).where(enquiriesFrom(email))))
      .returning({ id: enquiryReplies.id }),
    db.delete(enquiries).where(enquiriesFrom(email)).returning({ id: enquiries.id }),
    db.delete(sampleRequests).where(sampleRequestsFrom(email)).returning({ id: sampleRequests.id }),
  ]);
  return { enquiries: erasedEnquiries.length, replies: replies.length, sampleRequests: erasedRequests.length };
}
