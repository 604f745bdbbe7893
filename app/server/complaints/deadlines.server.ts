import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { auditLog, complaints, eventOutbox } from "~/db/schema";
import { COMPLAINT_REMINDER_DAYS, type ComplaintReminderDays, DEEMED_ACCEPTED_JUSTIFICATION, isPastDeadline, reminderDue } from "~/lib/complaints";
import { isoDate } from "~/lib/dates";
import type { ShopEvent } from "~/lib/events";
import { addCalendarDays } from "~/lib/polish-holidays";
import { chunks, D1_MAX_BOUND_PARAMETERS, type Db, getDb } from "../platform/db.server";
import { keepEventsWhere, sendKeptEvents } from "../platform/event-outbox.server";
import { auditColumns, type AuditActor } from "../admin/audit.server";

// The minute's watch over consumers' complaints (the cron task complaint_deadlines): every administrator is reminded
// 3 days and 1 day before a case's deadline, once for each, and a case still open when its last Warsaw day is over is
// accepted by law (art. 7a ust. 2 of the Consumer Rights Act), with its complaint_decided event. Each change is written
// with its event in one batch, each event kept only where the change happened, so two runs at once send each once.

/** Cases a run handles at most; the rest wait for the next minute. */
export const DEADLINE_CASES_PER_RUN = 50;
/** Ids per statement: the rest of its bound parameters are the values it sets. */
const IDS_PER_STATEMENT = D1_MAX_BOUND_PARAMETERS - 10;

const open = eq(complaints.status, "otwarta");

/** Who the audit log names for a case the law accepted: no administrator decided it. */
const BY_LAW: AuditActor = { userId: "system", email: "automatycznie (termin ustawowy)", ipAddress: null, userAgent: null };

/**
 * The open consumer cases with something due at `now`: a deadline over, or a reminder mark reached and unsent. The same
 * as reminderDue and isPastDeadline say, narrowed in SQL so complaints_status_idx reads only the cases close to their day.
 */
function dueCases(db: Db, today: string) {
  return db
    .select({ id: complaints.id, dueOn: complaints.dueOn, reminder3SentAt: complaints.reminder3SentAt, reminder1SentAt: complaints.reminder1SentAt })
    .from(complaints)
    .where(
      and(
        open,
        lte(complaints.dueOn, addCalendarDays(today, Math.max(...COMPLAINT_REMINDER_DAYS))),
        or(
          lt(complaints.dueOn, today),
          and(isNull(complaints.reminder1SentAt), lte(complaints.dueOn, addCalendarDays(today, 1))),
          and(isNull(complaints.reminder3SentAt), isNull(complaints.reminder1SentAt)),
        ),
      ),
    )
    .orderBy(asc(complaints.dueOn), asc(complaints.id))
    .limit(DEADLINE_CASES_PER_RUN);
}

/** The marks a case's reminders were sent for. */
const sentMarks = (row: { reminder3SentAt: Date | null; reminder1SentAt: Date | null }): ComplaintReminderDays[] => [
  ...(row.reminder3SentAt ? [3 as const] : []),
  ...(row.reminder1SentAt ? [1 as const] : []),
];

export async function runComplaintDeadlines(env: Pick<Env, "DB" | "EVENTS">, now: Date = new Date()): Promise<{ reminded: number; deemedAccepted: number }> {
  const db = getDb(env);
  const today = isoDate(now);
  const rows = await dueCases(db, today);
  if (rows.length === 0) return { reminded: 0, deemedAccepted: 0 };

  const deemed: number[] = [];
  const reminders: Record<ComplaintReminderDays, number[]> = { 3: [], 1: [] };
  for (const row of rows) {
    if (isPastDeadline(row.dueOn, now)) deemed.push(row.id);
    else {
      const days = reminderDue(row.dueOn, now, sentMarks(row));
      if (days) reminders[days].push(row.id);
    }
  }

  const statements: BatchItem<"sqlite">[] = [];
  const events: { event: ShopEvent; complaintId: number; kind: "deemed" | ComplaintReminderDays }[] = [];
  const changed: { kind: "deemed" | ComplaintReminderDays; index: number }[] = [];

  // A deadline over: accepted by law with what the customer asked for, where the case is still open and still a consumer's.
  const pastDeadline = and(open, lt(complaints.dueOn, today));
  for (const ids of chunks(deemed, IDS_PER_STATEMENT)) {
    const told = ids.map((complaintId) => ({ event: { id: crypto.randomUUID(), type: "complaint_decided" as const, complaintId }, complaintId, kind: "deemed" as const }));
    events.push(...told);
    // Kept before the change, which ends what it checks.
    statements.push(
      keepEventsWhere(
        db,
        told.map(({ event }) => event),
        (field) => sql`exists (select 1 from ${complaints} where ${complaints.id} = ${field("complaintId")} and ${pastDeadline})`,
      ),
    );
    changed.push({ kind: "deemed", index: statements.length });
    statements.push(
      db
        .update(complaints)
        .set({
          status: "uznana_z_mocy_prawa",
          decidedAt: now,
          decidedBy: null,
          remedy: sql`${complaints.requestedRemedy}`,
          justification: DEEMED_ACCEPTED_JUSTIFICATION,
          updatedAt: now,
        })
        .where(and(inArray(complaints.id, ids), pastDeadline))
        .returning({ id: complaints.id }),
    );
    // Every decision is audited, the law's too: an entry for each case whose event this batch kept (none for a case a
    // run beside this one accepted first).
    const keptHere = sql`(select json_extract(${eventOutbox.body}, '$.complaintId') from ${eventOutbox} where ${eventOutbox.id} in (select value from json_each(${JSON.stringify(told.map(({ event }) => event.id))})))`;
    statements.push(
      db.insert(auditLog).select(
        db
          .select(auditColumns(BY_LAW, "complaint_deemed_accepted", sql`${complaints.id}`, sql`json_object('remedy', ${complaints.remedy}, 'dueOn', ${complaints.dueOn})`, now))
          .from(complaints)
          .where(sql`${complaints.id} in ${keptHere}`),
      ),
    );
  }

  // A mark reached: sent where not sent yet; the 1-day mark also marks the 3-day one, which is then never sent.
  for (const days of COMPLAINT_REMINDER_DAYS) {
    const unsent = and(open, isNull(days === 3 ? complaints.reminder3SentAt : complaints.reminder1SentAt), gte(complaints.dueOn, today));
    for (const ids of chunks(reminders[days], IDS_PER_STATEMENT)) {
      const told = ids.map((complaintId) => ({ event: { id: crypto.randomUUID(), type: "complaint_reminder" as const, complaintId, daysLeft: days }, complaintId, kind: days }));
      events.push(...told);
      statements.push(
        keepEventsWhere(
          db,
          told.map(({ event }) => event),
          (field) => sql`exists (select 1 from ${complaints} where ${complaints.id} = ${field("complaintId")} and ${unsent})`,
        ),
      );
      changed.push({ kind: days, index: statements.length });
      statements.push(
        db
          .update(complaints)
          .set(days === 3 ? { reminder3SentAt: now } : { reminder1SentAt: now, reminder3SentAt: sql`coalesce(${complaints.reminder3SentAt}, ${now.getTime()})` })
          .where(and(inArray(complaints.id, ids), unsent))
          .returning({ id: complaints.id }),
      );
    }
  }
  if (statements.length === 0) return { reminded: 0, deemedAccepted: 0 };

  const results: unknown[] = await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  const done = new Set(changed.flatMap(({ kind, index }) => (results[index] as { id: number }[]).map(({ id }) => `${kind}:${id}`)));
  const toSend = events.filter(({ kind, complaintId }) => done.has(`${kind}:${complaintId}`));
  await sendKeptEvents(
    env,
    toSend.map(({ event }) => event),
  );
  return { reminded: toSend.filter(({ kind }) => kind !== "deemed").length, deemedAccepted: toSend.filter(({ kind }) => kind === "deemed").length };
}
