import { and, inArray, lt } from "drizzle-orm";
import { adminGateFailures, exportJobs, processedEvents } from "~/db/schema";
import { GATE_FAILURE_WINDOW_MS } from "~/lib/admin-gate";
import { getDb } from "./db.server";

// What the daily cron removes: records that no longer protect or serve anything.

/** Processed-event rows guard against redelivery, which the queue gives up on within hours. */
export const PROCESSED_EVENTS_KEPT_DAYS = 30;
/** An order export holds every customer's data: it is a working file, not an archive. */
export const EXPORTS_KEPT_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes consumed events older than the redelivery window's generous bound; events still processing stay. */
export async function pruneProcessedEvents(env: Pick<Env, "DB">, now: number): Promise<number> {
  const deleted = await getDb(env)
    .delete(processedEvents)
    .where(and(lt(processedEvents.createdAt, new Date(now - PROCESSED_EVENTS_KEPT_DAYS * DAY_MS)), inArray(processedEvents.status, ["done", "failed"])))
    .returning({ id: processedEvents.id });
  return deleted.length;
}

/** Gate failures count only within their window; older ones lock nothing. */
export async function pruneAdminGateFailures(env: Pick<Env, "DB">, now: number): Promise<number> {
  const deleted = await getDb(env)
    .delete(adminGateFailures)
    .where(lt(adminGateFailures.at, new Date(now - GATE_FAILURE_WINDOW_MS)))
    .returning({ id: adminGateFailures.id });
  return deleted.length;
}

/** Deletes export files older than EXPORTS_KEPT_DAYS from R2, then their jobs (so the panel lists no dead link). */
export async function deleteExpiredExports(env: Pick<Env, "DB" | "EXPORTS">, now: number): Promise<number> {
  const db = getDb(env);
  // Small batches: the cron runs daily, and a backlog drains over a few days at worst.
  const expired = await db
    .select({ id: exportJobs.id, r2Key: exportJobs.r2Key })
    .from(exportJobs)
    .where(lt(exportJobs.createdAt, new Date(now - EXPORTS_KEPT_DAYS * DAY_MS)))
    .limit(100);
  if (expired.length === 0) return 0;
  const keys = expired.flatMap((job) => (job.r2Key ? [job.r2Key] : []));
  if (keys.length) await env.EXPORTS.delete(keys);
  await db.delete(exportJobs).where(
    inArray(
      exportJobs.id,
      expired.map((job) => job.id),
    ),
  );
  return expired.length;
}
