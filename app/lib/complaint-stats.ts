import { COMPLAINT_REMEDIES, COMPLAINT_STATUSES, type ComplaintReason, type ComplaintRemedy, type ComplaintStatus, complaintReasons } from "./complaints";
import { isoDate } from "./dates";
import { foldHours, type StatsPeriod } from "./stats-period";

// The statistics page's 'Reklamacje': the complaints filed in a period (by the Warsaw day received), what they were about
// and how they ended, and how many consumers' cases the shop answered within the law's 14 days. Pure sums of the rows
// app/server/complaints/stats.server.ts reads.

/** Complaints received in one UTC hour with one reason, status and remedy. */
export interface FiledRow {
  hour: number;
  reason: ComplaintReason;
  status: ComplaintStatus;
  remedy: ComplaintRemedy | null;
  complaints: number;
}

/** A consumer's case as its deadline is judged: its last day, how it stands, and when and by whom it was decided. */
export interface DeadlineRow {
  dueOn: string;
  status: ComplaintStatus;
  decidedAt: Date | null;
  /** The administrator who decided; null for a case accepted by law. */
  decidedBy: string | null;
}

export interface ComplaintStats {
  filed: number;
  buckets: { key: string; filed: number }[];
  byReason: { reason: ComplaintReason; complaints: number }[];
  /** The accepted cases of the period by how they are made good. */
  byRemedy: { remedy: ComplaintRemedy; complaints: number }[];
  byStatus: Record<ComplaintStatus, number>;
  /** Consumers' cases whose answer was due or given in the period: answered by the shop by the due day, and all judged. */
  answeredInTime: number;
  judged: number;
  /** Open now, whenever filed. */
  openNow: number;
}

/**
 * Whether a consumer's case counts for the period's share answered in time, and how: answered by the shop on or before its
 * due day (Warsaw), or late (accepted by law, decided after the day, or still open past it). A case still open before
 * its day is over is neither yet. Counted where the answer was due in the period or given in it.
 */
export function deadlineOutcome(row: DeadlineRow, period: Pick<StatsPeriod, "from" | "to" | "startMs" | "endMs">, now: Date): "in_time" | "late" | null {
  const answeredBy = row.decidedBy !== null && row.decidedAt !== null && row.status !== "uznana_z_mocy_prawa" ? isoDate(row.decidedAt) : null;
  const dueInPeriod = row.dueOn >= period.from && row.dueOn <= period.to;
  const givenInPeriod = row.decidedAt !== null && row.decidedAt.getTime() >= period.startMs && row.decidedAt.getTime() < period.endMs;
  if (!dueInPeriod && !givenInPeriod) return null;
  if (answeredBy !== null) return answeredBy <= row.dueOn ? "in_time" : "late";
  if (row.status === "otwarta") return isoDate(now) > row.dueOn ? "late" : null;
  return "late";
}

export function complaintStats(
  period: Pick<StatsPeriod, "from" | "to" | "bucket" | "startMs" | "endMs">,
  filed: readonly FiledRow[],
  deadlines: readonly DeadlineRow[],
  openNow: number,
  now: Date,
): ComplaintStats {
  const byReason = new Map<ComplaintReason, number>();
  const byRemedy = new Map<ComplaintRemedy, number>();
  const byStatus = Object.fromEntries(COMPLAINT_STATUSES.map((status) => [status, 0])) as Record<ComplaintStatus, number>;
  for (const row of filed) {
    byReason.set(row.reason, (byReason.get(row.reason) ?? 0) + row.complaints);
    byStatus[row.status] += row.complaints;
    if (row.remedy && row.status !== "odrzucona") byRemedy.set(row.remedy, (byRemedy.get(row.remedy) ?? 0) + row.complaints);
  }
  const outcomes = deadlines.map((row) => deadlineOutcome(row, period, now));
  return {
    filed: filed.reduce((sum, row) => sum + row.complaints, 0),
    buckets: foldHours(
      filed.map(({ hour, complaints }) => ({ hour, filed: complaints })),
      period,
      { filed: 0 },
    ).map(({ key, values }) => ({ key, filed: values.filed })),
    byReason: (Object.keys(complaintReasons) as ComplaintReason[]).map((reason) => ({ reason, complaints: byReason.get(reason) ?? 0 })),
    byRemedy: COMPLAINT_REMEDIES.map((remedy) => ({ remedy, complaints: byRemedy.get(remedy) ?? 0 })),
    byStatus,
    answeredInTime: outcomes.filter((outcome) => outcome === "in_time").length,
    judged: outcomes.filter((outcome) => outcome !== null).length,
    openNow,
  };
}
