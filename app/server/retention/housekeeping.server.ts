import { and, eq, gte, inArray, lt, lte, ne, notExists, type SQL } from "drizzle-orm";
import {
  adminGateFailures,
  auditLog,
  deadLetters,
  emailDeliveries,
  enquiries,
  enquiryReplies,
  exportJobs,
  loginFailures,
  orderLinks,
  passwordResets,
  processedEvents,
  rateLimits,
  sampleRequests,
  session,
  verification,
} from "~/db/schema";
import { cutoffFor, type HousekeptData } from "~/lib/retention";
import { orderSequence } from "../orders/order-sequence.server";
import { D1_MAX_BOUND_PARAMETERS, type Db, getDb } from "../platform/db.server";
import { CHUNKS_PER_RUN, combined, DELETE_CHUNK, deleteDue, type StepResult, withinBudget } from "./chunks.server";
import { anonymiseExpiredInvoices, anonymiseExpiredOrders } from "./orders.server";
import { deleteExpiredComplaints } from "./complaints.server";

// One step per kind of stored data in the retention table (app/lib/retention.ts): each deletes (or, for orders,
// anonymises) what its period no longer covers, at most a budget of chunks a run, and says what it did.

type HousekeepingEnv = Pick<Env, "DB" | "EXPORTS" | "ORDER_SEQUENCE">;
export type HousekeepingStep = (env: HousekeepingEnv, now: number) => Promise<StepResult>;

const at = (data: HousekeptData, now: number) => new Date(cutoffFor(data, now));

/** An enquiry of these kinds whose last message (its own or a reply) is older than the cutoff; its replies go with it (ON DELETE CASCADE). */
function quietEnquiries(db: Db, kinds: SQL, cutoff: Date): SQL | undefined {
  const recentReply = db
    .select()
    .from(enquiryReplies)
    .where(and(eq(enquiryReplies.enquiryId, enquiries.id), gte(enquiryReplies.createdAt, cutoff)));
  return and(kinds, lt(enquiries.createdAt, cutoff), notExists(recentReply));
}

/** Export files are deleted from R2 and their jobs from D1 by id, as many a chunk as one statement may bind. */
const EXPORTS_CHUNK = D1_MAX_BOUND_PARAMETERS;

async function deleteExpiredExports(env: HousekeepingEnv, now: number): Promise<StepResult> {
  const db = getDb(env);
  return withinBudget("deleted", { size: EXPORTS_CHUNK }, async () => {
    const expired = await db
      .select({ id: exportJobs.id, r2Key: exportJobs.r2Key })
      .from(exportJobs)
      .where(lt(exportJobs.createdAt, at("exports", now)))
      .limit(EXPORTS_CHUNK);
    if (expired.length === 0) return 0;
    // The files first: a job whose file could not be deleted stays listed, and the next run tries again.
    const keys = expired.flatMap((job) => (job.r2Key ? [job.r2Key] : []));
    if (keys.length) await env.EXPORTS.delete(keys);
    await db.delete(exportJobs).where(
      inArray(
        exportJobs.id,
        expired.map((job) => job.id),
      ),
    );
    return expired.length;
  });
}

/** Idempotency keys the order-number Durable Object prunes per run (its own SQLite, no D1 limits). */
export const ORDER_NUMBER_KEYS_PER_RUN = DELETE_CHUNK * CHUNKS_PER_RUN;

/** Every kind the retention table has housekeeping enforce, and its step: a new row of the table needs one here. */
export const housekeepingSteps: Record<HousekeptData, HousekeepingStep> = {
  orders: async (env, now) => combined([await anonymiseExpiredOrders(getDb(env), now), await anonymiseExpiredInvoices(env, now)]),
  // The public form's complaint messages, and the cases (from the order page or attached to an order by that form).
  complaints: async (env, now) =>
    combined([
      await deleteExpiredComplaints(env, getDb(env), at("complaints", now)),
      await deleteDue(getDb(env), enquiries, enquiries.id, quietEnquiries(getDb(env), eq(enquiries.kind, "complaint"), at("complaints", now))),
    ]),
  enquiries: (env, now) => deleteDue(getDb(env), enquiries, enquiries.id, quietEnquiries(getDb(env), ne(enquiries.kind, "complaint"), at("enquiries", now))),
  sampleRequests: (env, now) => deleteDue(getDb(env), sampleRequests, sampleRequests.id, lt(sampleRequests.createdAt, at("sampleRequests", now))),
  emailDeliveries: (env, now) => deleteDue(getDb(env), emailDeliveries, emailDeliveries.key, lt(emailDeliveries.sentAt, at("emailDeliveries", now))),
  // Only consumed events: one still processing is left for its delivery to finish or take over.
  processedEvents: (env, now) =>
    deleteDue(getDb(env), processedEvents, processedEvents.id, and(lt(processedEvents.createdAt, at("processedEvents", now)), inArray(processedEvents.status, ["done", "failed"]))),
  deadLetters: (env, now) => deleteDue(getDb(env), deadLetters, deadLetters.messageId, lt(deadLetters.receivedAt, at("deadLetters", now))),
  exports: deleteExpiredExports,
  orderLinks: (env, now) => deleteDue(getDb(env), orderLinks, orderLinks.tokenHash, lt(orderLinks.expiresAt, at("orderLinks", now))),
  orderNumberKeys: async (env, now) => {
    const deleted = await orderSequence(env).pruneIdempotencyKeys(cutoffFor("orderNumberKeys", now), ORDER_NUMBER_KEYS_PER_RUN);
    return { deleted, backlog: deleted >= ORDER_NUMBER_KEYS_PER_RUN };
  },
  sessions: (env, now) => deleteDue(getDb(env), session, session.id, lt(session.expiresAt, at("sessions", now))),
  codes: async (env, now) =>
    combined([
      await deleteDue(getDb(env), verification, verification.id, lt(verification.expiresAt, at("codes", now))),
      await deleteDue(getDb(env), passwordResets, passwordResets.userId, lt(passwordResets.expiresAt, cutoffFor("codes", now))),
    ]),
  // A row whose expiry is now limits nothing any more (consumeRateLimit counts only attempts after now - window).
  rateLimits: async (env, now) =>
    combined([
      await deleteDue(getDb(env), rateLimits, rateLimits.key, lte(rateLimits.expiresAt, cutoffFor("rateLimits", now))),
      await deleteDue(getDb(env), loginFailures, loginFailures.key, lte(loginFailures.expiresAt, cutoffFor("rateLimits", now))),
    ]),
  adminGateFailures: (env, now) => deleteDue(getDb(env), adminGateFailures, adminGateFailures.id, lt(adminGateFailures.at, at("adminGateFailures", now))),
  auditLog: (env, now) => deleteDue(getDb(env), auditLog, auditLog.id, lt(auditLog.createdAt, at("auditLog", now))),
};
