import { asc, eq, sql } from "drizzle-orm";
import { eventOutbox } from "~/db/schema";
import { loggableEvent, shopEvent, type ShopEvent } from "~/lib/events";
import { getDb, type Db } from "./db.server";

type EventsEnv = Pick<Env, "EVENTS" | "DB">;

function log(fields: Record<string, unknown>) {
  console.error(JSON.stringify({ source: "events", ...fields }));
}

/**
 * Producers only enqueue, and never fail the request that made the event. When the queue refuses,
 * the event is kept in the D1 outbox and sent again by the scheduled handler (flushEventOutbox), so
 * it is not lost. True when the event is on the queue or safely in the outbox.
 */
export async function enqueueEvent(env: EventsEnv, event: ShopEvent): Promise<boolean> {
  try {
    await env.EVENTS.send(event, { contentType: "json" });
    return true;
  } catch (error) {
    log({ outcome: "enqueue_failed", id: event.id, type: event.type, error: String(error) });
  }
  try {
    await getDb(env).insert(eventOutbox).values({ id: event.id, type: event.type, body: event, attempts: 1, lastError: "enqueue failed" }).onConflictDoNothing();
    log({ outcome: "kept_in_outbox", id: event.id, type: event.type });
    return true;
  } catch (error) {
    // The references let an operator redo the work; an address or a sealed code never goes to the logs.
    log({ outcome: "lost", id: event.id, type: event.type, event: loggableEvent(event), error: String(error) });
    return false;
  }
}

/**
 * The statement that keeps `event` in the outbox, for the batch of the change it reports: the change and
 * its event are written together or not at all. sendKeptEvent then sends it at once; flushEventOutbox
 * sends it if that fails.
 */
export function keepEvent(db: Db, event: ShopEvent) {
  return db.insert(eventOutbox).values({ id: event.id, type: event.type, body: event });
}

/** Sends an event keepEvent wrote and deletes its outbox row once the queue took it; refused, it stays for flushEventOutbox. */
export async function sendKeptEvent(env: EventsEnv, event: ShopEvent): Promise<void> {
  try {
    await env.EVENTS.send(event, { contentType: "json" });
  } catch (error) {
    log({ outcome: "kept_in_outbox", id: event.id, type: event.type, error: String(error) });
    return;
  }
  await getDb(env).delete(eventOutbox).where(eq(eventOutbox.id, event.id));
}

/** Events sent per run: a long outage drains over a few minutes without one run doing too much. */
const OUTBOX_BATCH = 100;

/**
 * Sends the outbox's events to the queue, oldest first; each row is deleted once the queue took it.
 * One still refused stays for the next run with its attempt counted. A row that is not a valid event
 * any more is dropped (it could never be consumed) with a log line.
 */
export async function flushEventOutbox(env: EventsEnv): Promise<{ sent: number; failed: number }> {
  const db = getDb(env);
  const rows = await db.select().from(eventOutbox).orderBy(asc(eventOutbox.createdAt)).limit(OUTBOX_BATCH);
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    const event = shopEvent.safeParse(row.body);
    if (!event.success) {
      log({ outcome: "outbox_invalid_dropped", id: row.id, type: row.type });
      await db.delete(eventOutbox).where(eq(eventOutbox.id, row.id));
      continue;
    }
    try {
      await env.EVENTS.send(event.data, { contentType: "json" });
    } catch (error) {
      failed++;
      await db
        .update(eventOutbox)
        .set({ attempts: sql`${eventOutbox.attempts} + 1`, lastError: String(error).slice(0, 500), updatedAt: new Date() })
        .where(eq(eventOutbox.id, row.id));
      continue;
    }
    sent++;
    await db.delete(eventOutbox).where(eq(eventOutbox.id, row.id));
  }
  if (rows.length) console.log(JSON.stringify({ source: "events", outcome: "outbox_flushed", sent, failed }));
  return { sent, failed };
}
