import { asc, eq, gt, is, lte, or, SQL, sql } from "drizzle-orm";
import { eventOutbox } from "~/db/schema";
import { loggableEvent, shopEvent, type ShopEvent } from "~/lib/events";
import { getDb, type Db } from "./db.server";

// Every event that reports a change in D1 is written as an outbox row in the same batch as the change (keepEvent,
// keepEventWhere, keepEventsWhere), then sent to the queue after the response (sendKeptEvents); the minute's cron
// sends whatever is left (flushEventOutbox). A worker that dies between the two loses nothing, and the consumer's
// dedupe by event id makes a second send harmless (docs/decisions/2026-11-21-event-outbox.md).

type EventsEnv = Pick<Env, "EVENTS" | "DB">;

/** The request's waitUntil: a producer hands it the sending of its kept events, so the response never waits for the queue. */
export type AfterResponse = Pick<ExecutionContext, "waitUntil">;

function log(fields: Record<string, unknown>) {
  console.error(JSON.stringify({ source: "events", ...fields }));
}

/**
 * For an event that reports no change of ours in D1 (a PayU notification arriving at /api, a code better-auth
 * has written itself), so there is no batch to keep it in: sent to the queue at once, and kept in the outbox
 * only when the queue refuses it, for flushEventOutbox. Never fails the request. True when the event is on the
 * queue or safely in the outbox.
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
 * its event are written together or not at all. sendKeptEvents then sends it after the response;
 * flushEventOutbox sends it if that never happens or fails.
 */
export function keepEvent(db: Db, event: ShopEvent) {
  return db.insert(eventOutbox).values({ id: event.id, type: event.type, body: event });
}

/** An event some of whose fields (never its id or type) the batch fills in: SQL, read when its statement runs (the id of a row it inserted). */
export type EventDraft<E extends ShopEvent = ShopEvent> = E extends ShopEvent ? { [K in keyof E]: K extends "id" | "type" ? E[K] : E[K] | SQL } : never;

/** The created_at and updated_at of a row kept by a statement of its own, as the columns' defaults write them. */
const NOW_MS = sql`(unixepoch('subsec') * 1000)`;

/**
 * keepEvent for a change that may not happen (an order no longer cancellable, an enquiry that is not there): the
 * event is kept only where `reports` holds when the batch reaches this statement. Put it before the change when
 * the change ends what `reports` checks (the order is cancellable), after it when `reports` checks what the change
 * wrote (the request's row is there).
 */
export function keepEventWhere(db: Db, event: EventDraft, reports: SQL) {
  const fields = Object.entries(event);
  const known = Object.fromEntries(fields.filter(([, value]) => !is(value, SQL)));
  const body = fields.reduce((json, [name, value]) => (is(value, SQL) ? sql`json_set(${json}, ${`$.${name}`}, ${value})` : json), sql`${JSON.stringify(known)}`);
  return db.insert(eventOutbox).select(sql`select ${event.id}, ${event.type}, ${body}, 0, null, ${NOW_MS}, ${NOW_MS} where ${reports}`);
}

/**
 * keepEventWhere for a list (one event per order of a bulk change): each event is kept where `reports` holds for it,
 * `reports` reading the event's fields through `field`. The list is bound as one JSON parameter, so the statement
 * stays within D1's 100 bound parameters however long it is.
 */
export function keepEventsWhere(db: Db, events: readonly ShopEvent[], reports: (field: (name: string) => SQL) => SQL) {
  const field = (name: string) => sql`json_extract(kept.value, ${`$.${name}`})`;
  return db
    .insert(eventOutbox)
    .select(sql`select ${field("id")}, ${field("type")}, kept.value, 0, null, ${NOW_MS}, ${NOW_MS} from json_each(${JSON.stringify(events)}) as kept where ${reports(field)}`);
}

/** Counts a refused send of the kept row `id`, with why. */
function countFailedSend(db: Db, id: string, error: unknown) {
  return db
    .update(eventOutbox)
    .set({ attempts: sql`${eventOutbox.attempts} + 1`, lastError: String(error).slice(0, 500), updatedAt: new Date() })
    .where(eq(eventOutbox.id, id));
}

/**
 * Sends an event a batch kept and deletes its outbox row once the queue took it. A refused one stays, its
 * attempt counted so the next flush sends it without waiting out OUTBOX_GRACE_MS. Never throws: whatever
 * fails here is the outbox's to finish.
 */
export async function sendKeptEvent(env: EventsEnv, event: ShopEvent): Promise<void> {
  const db = getDb(env);
  try {
    await env.EVENTS.send(event, { contentType: "json" });
  } catch (error) {
    log({ outcome: "kept_in_outbox", id: event.id, type: event.type, error: String(error) });
    // Uncounted (D1 failing too), the row still goes once it is older than the grace period.
    await countFailedSend(db, event.id, error).catch(() => {});
    return;
  }
  // Left behind, the row is sent again by the flush: a duplicate the consumer drops.
  await db
    .delete(eventOutbox)
    .where(eq(eventOutbox.id, event.id))
    .catch((error) => log({ outcome: "sent_outbox_row_kept", id: event.id, type: event.type, error: String(error) }));
}

/**
 * The one way producers deliver what they kept: after the response when the request's waitUntil is given, so
 * the visitor never waits for the queue; without one (a cron run, a script) before returning.
 */
export async function sendKeptEvents(env: EventsEnv, events: readonly ShopEvent[], later?: AfterResponse): Promise<void> {
  if (events.length === 0) return;
  const sending = Promise.all(events.map((event) => sendKeptEvent(env, event)));
  if (later) later.waitUntil(sending);
  else await sending;
}

/** Events sent per run: a long outage drains over a few minutes without one run doing too much. */
const OUTBOX_BATCH = 100;

/**
 * How old an untried row must be before the flush sends it: younger, its producer's own send after the response
 * may still be under way (waitUntil allows 30 s), and sending it too would only make a duplicate.
 */
export const OUTBOX_GRACE_MS = 60_000;

/**
 * Sends the outbox's events to the queue, oldest first: those whose send failed, and those never tried for
 * OUTBOX_GRACE_MS (their producer died before sending); each row is deleted once the queue took it. One still
 * refused stays for the next run with its attempt counted. A row that is not a valid event any more is dropped
 * (it could never be consumed) with a log line.
 */
export async function flushEventOutbox(env: EventsEnv, now = Date.now()): Promise<{ sent: number; failed: number }> {
  const db = getDb(env);
  const rows = await db
    .select()
    .from(eventOutbox)
    .where(or(gt(eventOutbox.attempts, 0), lte(eventOutbox.createdAt, new Date(now - OUTBOX_GRACE_MS))))
    .orderBy(asc(eventOutbox.createdAt))
    .limit(OUTBOX_BATCH);
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
      await countFailedSend(db, row.id, error);
      continue;
    }
    sent++;
    await db.delete(eventOutbox).where(eq(eventOutbox.id, row.id));
  }
  if (rows.length) console.log(JSON.stringify({ source: "events", outcome: "outbox_flushed", sent, failed }));
  return { sent, failed };
}
