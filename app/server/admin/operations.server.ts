import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import { auditLog, cronRuns, deadLetters, emailDeliveries, eventOutbox, orders, payments, processedEvents } from "~/db/schema";
import { shopEvent, type ShopEvent } from "~/lib/events";
import { OPEN_PAYMENT_STATES } from "~/lib/online-payments";
import { CRON_TASK_NAMES, cronRunState, OPERATIONS_LIST_SIZE, PAYMENT_OPEN_TOO_LONG_MS, paymentAttention, type CronTask } from "~/lib/operations";
import { STALE_CLAIM_MS } from "../email/delivery.server";
import { getDb, type Db } from "../platform/db.server";
import { sendKeptEvent } from "../platform/event-outbox.server";
import { auditColumns, type AuditActor } from "./audit.server";

// The operations page (/admin-operations): the machinery behind the shop as the owner needs to see it. Every list
// is the newest OPERATIONS_LIST_SIZE with the count of all, and holds nothing the back-office does not show elsewhere
// (recipients yes, codes and event bodies no).

/** A dead letter's body as the event it was, when it still is one: only such a letter can be sent again. */
function replayableEvent(body: string): ShopEvent | null {
  try {
    const parsed = shopEvent.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const openTooLong = (now: number) => and(inArray(payments.state, OPEN_PAYMENT_STATES), lt(payments.createdAt, new Date(now - PAYMENT_OPEN_TOO_LONG_MS)));
const refundUnfinished = and(isNotNull(payments.refundId), or(isNull(payments.refundStatus), ne(payments.refundStatus, "FINALIZED")));
const stuckSending = (now: number) => and(eq(emailDeliveries.status, "sending"), lt(emailDeliveries.claimedAt, now - STALE_CLAIM_MS));

/** Everything the page shows, read in one round trip. */
export async function readOperations(db: Db, now = Date.now()) {
  const size = OPERATIONS_LIST_SIZE;
  const attention = or(isNotNull(payments.problem), openTooLong(now), refundUnfinished);
  const [[outbox], [oldest], [letterCounts], letters, [failedCount], failed, [limitedCount], limited, [stuckCount], stuck, runs, [paymentCount], attempts] = await db.batch([
    db.select({ waiting: count() }).from(eventOutbox),
    db
      .select({ id: eventOutbox.id, type: eventOutbox.type, attempts: eventOutbox.attempts, lastError: eventOutbox.lastError, createdAt: eventOutbox.createdAt })
      .from(eventOutbox)
      .orderBy(asc(eventOutbox.createdAt))
      .limit(1),
    db.select({ total: count(), waiting: sql<number>`count(*) filter (where ${deadLetters.replayedAt} is null)` }).from(deadLetters),
    db
      .select({
        messageId: deadLetters.messageId,
        eventId: deadLetters.eventId,
        type: deadLetters.type,
        body: deadLetters.body,
        attempts: deadLetters.attempts,
        receivedAt: deadLetters.receivedAt,
        replayedAt: deadLetters.replayedAt,
        status: processedEvents.status,
        error: processedEvents.error,
      })
      .from(deadLetters)
      .leftJoin(processedEvents, eq(processedEvents.id, deadLetters.eventId))
      .orderBy(desc(deadLetters.receivedAt), desc(deadLetters.messageId))
      .limit(size),
    db.select({ n: count() }).from(processedEvents).where(eq(processedEvents.status, "failed")),
    db
      .select({
        id: processedEvents.id,
        type: processedEvents.type,
        attempts: processedEvents.attempts,
        recipient: processedEvents.recipient,
        subject: processedEvents.subject,
        error: processedEvents.error,
        updatedAt: processedEvents.updatedAt,
      })
      .from(processedEvents)
      .where(eq(processedEvents.status, "failed"))
      .orderBy(desc(processedEvents.updatedAt), desc(processedEvents.id))
      .limit(size),
    db.select({ n: count() }).from(emailDeliveries).where(eq(emailDeliveries.status, "limited")),
    db
      .select({ key: emailDeliveries.key, eventId: emailDeliveries.eventId, recipient: emailDeliveries.recipient, subject: emailDeliveries.subject, at: emailDeliveries.sentAt })
      .from(emailDeliveries)
      .where(eq(emailDeliveries.status, "limited"))
      .orderBy(desc(emailDeliveries.sentAt), desc(emailDeliveries.key))
      .limit(size),
    db.select({ n: count() }).from(emailDeliveries).where(stuckSending(now)),
    db
      .select({
        key: emailDeliveries.key,
        eventId: emailDeliveries.eventId,
        recipient: emailDeliveries.recipient,
        subject: emailDeliveries.subject,
        claimedAt: emailDeliveries.claimedAt,
      })
      .from(emailDeliveries)
      .where(stuckSending(now))
      .orderBy(desc(emailDeliveries.claimedAt), desc(emailDeliveries.key))
      .limit(size),
    db.select().from(cronRuns),
    db.select({ n: count() }).from(payments).where(attention),
    db
      .select({
        id: payments.id,
        number: orders.number,
        orderPaymentStatus: orders.paymentStatus,
        reference: payments.reference,
        state: payments.state,
        amount: payments.amount,
        problem: payments.problem,
        refundId: payments.refundId,
        refundStatus: payments.refundStatus,
        checkedAt: payments.checkedAt,
        createdAt: payments.createdAt,
        updatedAt: payments.updatedAt,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(attention)
      .orderBy(desc(payments.updatedAt), desc(payments.id))
      .limit(size),
  ]);

  const runsByTask = new Map(runs.map((run) => [run.task, run]));
  return {
    now,
    outbox: { waiting: outbox?.waiting ?? 0, oldest: oldest ?? null },
    deadLetters: {
      total: letterCounts?.total ?? 0,
      waiting: letterCounts?.waiting ?? 0,
      // The body stays here: it may hold an address; the page needs only whether it can be sent again.
      letters: letters.map(({ body, ...letter }) => ({ ...letter, replayable: replayableEvent(body) !== null })),
    },
    failedEvents: { total: failedCount?.n ?? 0, events: failed },
    limitedEmails: { total: limitedCount?.n ?? 0, emails: limited },
    stuckEmails: { total: stuckCount?.n ?? 0, emails: stuck.map(({ claimedAt, ...email }) => ({ ...email, claimedAt: new Date(claimedAt ?? 0) })) },
    cronRuns: CRON_TASK_NAMES.map((task: CronTask) => {
      const run = runsByTask.get(task) ?? null;
      const state = cronRunState(task, run && { startedAt: run.startedAt.getTime(), finishedAt: run.finishedAt?.getTime() ?? null, outcome: run.outcome }, now);
      return { task, state, run };
    }),
    payments: {
      total: paymentCount?.n ?? 0,
      attempts: attempts.map((attempt) => ({ ...attempt, reasons: paymentAttention({ ...attempt, createdAt: attempt.createdAt.getTime() }, now) })),
    },
  };
}
export type Operations = Awaited<ReturnType<typeof readOperations>>;

export type ReplayOutcome = { ok: true; type: ShopEvent["type"] } | { ok: false; reason: "missing" | "replayed" | "not_an_event" };

/**
 * Sends a dead letter's event (the same event, by its id) to the queue again, once. One batch marks the letter
 * replayed, writes its audit entry and keeps the event in the outbox, each only while the letter is not replayed
 * yet, so of two replays at once only one does anything; the event is then sent (sendKeptEvent), and should the
 * queue refuse, the outbox's cron sends it. A second delivery of it has no second effect: the consumer skips an event
 * done before and sends each e-mail once (processed_events, email_deliveries); an event that failed, as a
 * dead-lettered one has, is taken up again (workers/events/consumer.ts).
 */
export async function replayDeadLetter(env: Pick<Env, "DB" | "EVENTS">, actor: AuditActor, messageId: string): Promise<ReplayOutcome> {
  const db = getDb(env);
  const letter = await db.select({ body: deadLetters.body, replayedAt: deadLetters.replayedAt }).from(deadLetters).where(eq(deadLetters.messageId, messageId)).get();
  if (!letter) return { ok: false, reason: "missing" };
  if (letter.replayedAt) return { ok: false, reason: "replayed" };
  const event = replayableEvent(letter.body);
  if (!event) return { ok: false, reason: "not_an_event" };

  const at = new Date();
  const notReplayed = and(eq(deadLetters.messageId, messageId), isNull(deadLetters.replayedAt));
  const [, , marked] = await db.batch([
    // The outbox's columns in order: id, type, body, attempts, last_error, created_at, updated_at.
    db
      .insert(eventOutbox)
      .select(
        sql`select ${event.id}, ${event.type}, ${JSON.stringify(event)}, 0, null, ${at.getTime()}, ${at.getTime()} where exists (select 1 from ${deadLetters} where ${notReplayed})`,
      )
      .onConflictDoNothing(),
    db.insert(auditLog).select(
      db
        .select(auditColumns(actor, "dead_letter_replayed", sql`${deadLetters.eventId}`, sql`json_object('type', ${deadLetters.type}, 'messageId', ${deadLetters.messageId})`, at))
        .from(deadLetters)
        .where(notReplayed),
    ),
    db.update(deadLetters).set({ replayedAt: at }).where(notReplayed).returning({ messageId: deadLetters.messageId }),
  ]);
  if (marked.length === 0) return { ok: false, reason: "replayed" };
  await sendKeptEvent(env, event);
  return { ok: true, type: event.type };
}
