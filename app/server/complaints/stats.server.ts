import { and, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import { complaints } from "~/db/schema";
import { COMPLAINT_ANSWER_DAYS } from "~/lib/complaints";
import { type ComplaintStats, complaintStats } from "~/lib/complaint-stats";
import type { StatsPeriod } from "~/lib/stats-period";
import type { Db } from "../platform/db.server";

// /admin-stats' 'Reklamacje' in one D1 round trip: the period's complaints by hour, reason, status and remedy, and the
// consumers' cases whose answer fell due or was given in it, both read by received_at (complaints_received_idx), and the
// open count (complaints_status_idx). The sums are app/lib/complaint-stats.ts's.

const DAY_MS = 86_400_000;

export async function complaintPeriodStats(db: Db, period: Pick<StatsPeriod, "from" | "to" | "bucket" | "startMs" | "endMs">, now = new Date()): Promise<ComplaintStats> {
  const hour = sql<number>`${complaints.receivedAt} / 3600000`;
  const [filed, deadlines, open] = await db.batch([
    db
      .select({ hour, reason: complaints.reason, status: complaints.status, remedy: complaints.remedy, complaints: sql<number>`count(*)` })
      .from(complaints)
      .where(and(gte(complaints.receivedAt, new Date(period.startMs)), lt(complaints.receivedAt, new Date(period.endMs))))
      .groupBy(hour, complaints.reason, complaints.status, complaints.remedy),
    // A case due in the period was received up to 14 days (and a DST day) before it; one the shop answered in it, before
    // its deadline, too: a later answer is impossible, the case being accepted by law at its deadline.
    db
      .select({ dueOn: sql<string>`${complaints.dueOn}`, status: complaints.status, decidedAt: complaints.decidedAt, decidedBy: complaints.decidedBy })
      .from(complaints)
      .where(
        and(
          gte(complaints.receivedAt, new Date(period.startMs - (COMPLAINT_ANSWER_DAYS + 1) * DAY_MS)),
          lt(complaints.receivedAt, new Date(period.endMs)),
          isNotNull(complaints.dueOn),
        ),
      ),
    db.select({ open: sql<number>`count(*)` }).from(complaints).where(eq(complaints.status, "otwarta")),
  ]);
  return complaintStats(period, filed, deadlines, open[0]?.open ?? 0, now);
}
