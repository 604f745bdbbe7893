import { desc, eq } from "drizzle-orm";
import { exportJobs } from "~/db/schema";
import { isoDate } from "~/lib/dates";
import { auditEntry, type AuditActor } from "../admin/audit.server";
import { getDb, type Db } from "../platform/db.server";
import { enqueueEvent } from "../platform/event-outbox.server";

// The back-office's order exports: a job queued here, its CSV written to R2 by the queue consumer
// (workers/events/orders-export.ts), its file served to an administrator (routes/admin/export-download.tsx).

/** Queues an export of every order; the consumer writes `zamowienia_{date}.csv` to R2. */
export async function requestOrdersExport(env: Env, actor: AuditActor): Promise<string> {
  const db = getDb(env);
  const id = crypto.randomUUID();
  const now = new Date();
  const fileName = `zamowienia_${isoDate(now)}.csv`;
  await db.batch([db.insert(exportJobs).values({ id, requestedBy: actor.userId, fileName }), auditEntry(db, actor, "orders_exported", fileName, { jobId: id }, now)]);
  const queued = await enqueueEvent(env, { id: crypto.randomUUID(), type: "orders_export", jobId: id });
  if (!queued) await db.update(exportJobs).set({ status: "failed", error: "queue unavailable" }).where(eq(exportJobs.id, id));
  return id;
}

export function listExportJobs(db: Db, limit = 5) {
  return db.select().from(exportJobs).orderBy(desc(exportJobs.createdAt)).limit(limit);
}

export function getExportJob(db: Db, id: string) {
  return db.select().from(exportJobs).where(eq(exportJobs.id, id)).get();
}
