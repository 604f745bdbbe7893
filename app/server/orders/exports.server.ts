import { desc, eq } from "drizzle-orm";
import { exportJobs } from "~/db/schema";
import { isoDate } from "~/lib/dates";
import { auditEntry, type AuditActor } from "../admin/audit.server";
import { getDb, type Db } from "../platform/db.server";
import { keepEvent, sendKeptEvents, type AfterResponse } from "../platform/event-outbox.server";

// The back-office's order exports: a job queued here, its CSV written to R2 by the queue consumer
// (workers/events/orders-export.ts), its file served to an administrator (routes/admin/export-download.tsx).

/**
 * Queues an export of every order: the job, its audit entry and its event in one batch, so a job is never left
 * 'queued' without an event to run it (the outbox sends one the queue refused later); the consumer writes
 * `zamowienia_{date}.csv` to R2.
 */
export async function requestOrdersExport(env: Env, actor: AuditActor, later?: AfterResponse): Promise<string> {
  const db = getDb(env);
  const id = crypto.randomUUID();
  const now = new Date();
  const fileName = `zamowienia_${isoDate(now)}.csv`;
  const event = { id: crypto.randomUUID(), type: "orders_export" as const, jobId: id };
  await db.batch([
    db.insert(exportJobs).values({ id, requestedBy: actor.userId, fileName }),
    auditEntry(db, actor, "orders_exported", fileName, { jobId: id }, now),
    keepEvent(db, event),
  ]);
  await sendKeptEvents(env, [event], later);
  return id;
}

export function listExportJobs(db: Db, limit = 5) {
  return db.select().from(exportJobs).orderBy(desc(exportJobs.createdAt)).limit(limit);
}

export function getExportJob(db: Db, id: string) {
  return db.select().from(exportJobs).where(eq(exportJobs.id, id)).get();
}
