import { and, inArray, lt, sql } from "drizzle-orm";
import { invoices } from "~/db/schema";
import type { ShopEvent } from "~/lib/events";
import { getDb } from "~/server/platform/db.server";
import { keepEvent, sendKeptEvents } from "~/server/platform/event-outbox.server";

// The queue retries a ksef_submission for a few minutes (its back-off), then gives up into the dead letters. KSeF may be
// away for longer (maintenance, an expired token), so the minute's cron hands every invoice still waiting for KSeF back
// to the queue once it has waited this long since its last step: the submission is exactly once however often it runs
// (app/server/ksef/submission.server.ts), so a second hand-over only asks again.

/** Longer than the queue's own retries, so the sweep picks up only what they gave up on. */
export const KSEF_FOLLOW_UP_AFTER_MS = 15 * 60_000;
/** Each run's share: the queue takes them in its batches; the rest wait for the next minute. */
const FOLLOW_UP_PER_RUN = 25;

export async function followUpKsefSubmissions(env: Pick<Env, "DB" | "EVENTS">, now = Date.now()): Promise<{ requeued: number }> {
  const db = getDb(env);
  const due = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(inArray(invoices.ksefState, ["oczekuje", "wysłana"]), lt(sql`coalesce(${invoices.ksefUpdatedAt}, ${invoices.issuedAt})`, now - KSEF_FOLLOW_UP_AFTER_MS)))
    .orderBy(invoices.id)
    .limit(FOLLOW_UP_PER_RUN);
  if (due.length === 0) return { requeued: 0 };
  const ids = due.map(({ id }) => id);
  const events: ShopEvent[] = ids.map((invoiceId) => ({ id: crypto.randomUUID(), type: "ksef_submission", invoiceId }));
  // The hand-over restarts each invoice's wait, in the batch that keeps its event.
  await db.batch([
    db
      .update(invoices)
      .set({ ksefUpdatedAt: new Date(now) })
      .where(inArray(invoices.id, ids)),
    ...events.map((event) => keepEvent(db, event)),
  ]);
  await sendKeptEvents(env, events);
  return { requeued: events.length };
}
