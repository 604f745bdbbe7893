import { describe, expect, it } from "vitest";
import { complaintStats, type DeadlineRow, deadlineOutcome, type FiledRow } from "~/lib/complaint-stats";
import { parsePeriodQuery } from "~/lib/stats-period";

// The statistics' 'Reklamacje' sums: which consumer cases a period judges for the answer's deadline, and how.

const june = parsePeriodQuery(new URLSearchParams("od=2032-06-01&do=2032-06-30"), new Date("2032-07-10T12:00:00Z")).period;
const now = new Date("2032-07-10T12:00:00+02:00");
const at = (iso: string) => new Date(iso);

describe("deadlineOutcome", () => {
  it.each<[string, DeadlineRow, "in_time" | "late" | null]>([
    ["decided by the shop well before its day", { dueOn: "2032-06-17", status: "uznana", decidedAt: at("2032-06-10T10:00:00+02:00"), decidedBy: "a@x.pl" }, "in_time"],
    ["rejected at 23:30 on its last day", { dueOn: "2032-06-19", status: "odrzucona", decidedAt: at("2032-06-19T23:30:00+02:00"), decidedBy: "a@x.pl" }, "in_time"],
    ["decided a day after its day", { dueOn: "2032-06-19", status: "uznana", decidedAt: at("2032-06-20T00:00:00+02:00"), decidedBy: "a@x.pl" }, "late"],
    ["accepted by law", { dueOn: "2032-06-20", status: "uznana_z_mocy_prawa", decidedAt: at("2032-06-21T00:00:00+02:00"), decidedBy: null }, "late"],
    ["open past its day", { dueOn: "2032-06-03", status: "otwarta", decidedAt: null, decidedBy: null }, "late"],
    ["open, due after the period", { dueOn: "2032-07-04", status: "otwarta", decidedAt: null, decidedBy: null }, null],
    ["due before the period, answered in it", { dueOn: "2032-06-08", status: "uznana", decidedAt: at("2032-06-01T00:00:00+02:00"), decidedBy: "a@x.pl" }, "in_time"],
    ["due after the period, answered in it", { dueOn: "2032-07-05", status: "uznana", decidedAt: at("2032-06-30T23:59:00+02:00"), decidedBy: "a@x.pl" }, "in_time"],
    ["due after the period, answered after it", { dueOn: "2032-07-05", status: "uznana", decidedAt: at("2032-07-01T00:00:00+02:00"), decidedBy: "a@x.pl" }, null],
    ["due and answered before the period", { dueOn: "2032-05-31", status: "odrzucona", decidedAt: at("2032-05-31T23:59:00+02:00"), decidedBy: "a@x.pl" }, null],
  ])("%s", (_, row, outcome) => {
    expect(deadlineOutcome(row, june, now)).toBe(outcome);
  });

  it("judges an open case due in the period only once its day is over", () => {
    const row: DeadlineRow = { dueOn: "2032-06-30", status: "otwarta", decidedAt: null, decidedBy: null };
    expect(deadlineOutcome(row, june, at("2032-06-30T23:59:00+02:00"))).toBeNull();
    expect(deadlineOutcome(row, june, at("2032-07-01T00:00:00+02:00"))).toBe("late");
  });
});

describe("complaintStats", () => {
  it("sums the period's complaints by day, reason, status and remedy, a rejection's remedy aside", () => {
    const hourOf = (iso: string) => Math.floor(Date.parse(iso) / 3_600_000);
    const filed: FiledRow[] = [
      { hour: hourOf("2032-06-01T00:30:00+02:00"), reason: "wada_produkcyjna", status: "uznana", remedy: "naprawa", complaints: 2 },
      { hour: hourOf("2032-06-01T23:30:00+02:00"), reason: "inne", status: "odrzucona", remedy: "naprawa", complaints: 1 },
      { hour: hourOf("2032-06-30T23:30:00+02:00"), reason: "wada_produkcyjna", status: "otwarta", remedy: null, complaints: 1 },
    ];
    const stats = complaintStats(june, filed, [], 7, now);
    expect(stats.filed).toBe(4);
    expect(stats.buckets).toHaveLength(30);
    expect(stats.buckets[0]).toEqual({ key: "2032-06-01", filed: 3 });
    expect(stats.buckets[29]).toEqual({ key: "2032-06-30", filed: 1 });
    expect(stats.byReason.find((r) => r.reason === "wada_produkcyjna")?.complaints).toBe(3);
    expect(stats.byReason.find((r) => r.reason === "inne")?.complaints).toBe(1);
    expect(stats.byRemedy.find((r) => r.remedy === "naprawa")?.complaints).toBe(2);
    expect(stats.byStatus).toEqual({ otwarta: 1, uznana: 2, odrzucona: 1, uznana_z_mocy_prawa: 0 });
    expect(stats).toMatchObject({ answeredInTime: 0, judged: 0, openNow: 7 });
  });
});
