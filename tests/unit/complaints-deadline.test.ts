import { describe, expect, it } from "vitest";
import { type ComplaintReminderDays, complaintDueOn, daysLeft, isPastDeadline, reminderDue } from "~/lib/complaints";

// The law's deadline for a consumer's complaint in the Warsaw calendar (art. 7a of the Consumer Rights Act): 14 calendar
// days after the day of receipt, whatever the month's length, the year's end or a change of clocks. Times are written with
// Warsaw's offset of the day (+01:00 in winter, +02:00 in summer), so each row reads as the clock on a Polish wall.

describe("complaintDueOn: the 14th calendar day after the day of receipt", () => {
  it.each([
    ["a plain day", "2026-11-20T10:00:00+01:00", "2026-12-04"],
    ["January 31st", "2028-01-31T12:00:00+01:00", "2028-02-14"],
    ["into a leap February's 29th", "2028-02-15T12:00:00+01:00", "2028-02-29"],
    ["past a leap February's end", "2028-02-16T12:00:00+01:00", "2028-03-01"],
    ["past a common February's end", "2027-02-15T12:00:00+01:00", "2027-03-01"],
    ["February 28th of a leap year", "2028-02-28T12:00:00+01:00", "2028-03-13"],
    ["February 29th", "2028-02-29T12:00:00+01:00", "2028-03-14"],
    ["December 31st", "2027-12-31T12:00:00+01:00", "2028-01-14"],
    ["into a new year", "2026-12-18T12:00:00+01:00", "2027-01-01"],
    ["23:30 the evening before clocks go forward", "2028-03-25T23:30:00+01:00", "2028-04-08"],
    ["00:30 on the night clocks go forward", "2028-03-26T00:30:00+01:00", "2028-04-09"],
    ["23:30 on the day clocks went forward", "2028-03-26T23:30:00+02:00", "2028-04-09"],
    ["00:30 the day after clocks went forward", "2028-03-27T00:30:00+02:00", "2028-04-10"],
    ["23:30 the evening before clocks go back", "2028-10-28T23:30:00+02:00", "2028-11-11"],
    ["00:30 on the night clocks go back", "2028-10-29T00:30:00+02:00", "2028-11-12"],
    ["23:30 on the day clocks went back", "2028-10-29T23:30:00+01:00", "2028-11-12"],
    ["00:30 the day after clocks went back", "2028-10-30T00:30:00+01:00", "2028-11-13"],
    ["23:30 on December 31st, a UTC day earlier than Warsaw's next", "2027-12-31T23:30:00+01:00", "2028-01-14"],
    ["00:30 on January 1st, still December 31st in UTC", "2028-01-01T00:30:00+01:00", "2028-01-15"],
  ])("%s: received %s, due %s", (_, receivedAt, due) => {
    expect(complaintDueOn(new Date(receivedAt), true)).toBe(due);
  });

  it("has no deadline for a company buyer, so nothing is ever due or past", () => {
    const now = new Date("2028-03-26T00:30:00+01:00");
    expect(complaintDueOn(now, false)).toBeNull();
    expect(isPastDeadline(null, now)).toBe(false);
    expect(reminderDue(null, now, [])).toBeNull();
  });
});

describe("daysLeft: whole Warsaw days to the due day", () => {
  it.each([
    ["2028-02-29", "2028-02-26T12:00:00+01:00", 3],
    ["2028-02-29", "2028-02-28T23:59:00+01:00", 1],
    ["2028-02-29", "2028-02-29T00:00:00+01:00", 0],
    ["2028-02-29", "2028-02-29T23:59:00+01:00", 0],
    ["2028-02-29", "2028-03-01T00:00:00+01:00", -1],
    ["2028-03-01", "2028-02-27T00:00:00+01:00", 3],
    ["2028-01-01", "2027-12-29T08:00:00+01:00", 3],
    ["2028-01-01", "2027-12-31T23:30:00+01:00", 1],
    ["2028-01-02", "2028-01-01T00:30:00+01:00", 1],
    ["2028-03-27", "2028-03-24T00:30:00+01:00", 3],
    ["2028-04-09", "2028-03-26T00:30:00+01:00", 14],
    ["2028-04-09", "2028-03-26T23:30:00+02:00", 14],
    ["2028-11-01", "2028-10-29T00:30:00+02:00", 3],
    ["2028-11-01", "2028-10-29T23:30:00+01:00", 3],
    ["2028-11-01", "2028-11-03T10:00:00+01:00", -2],
  ])("due %s at %s: %i", (dueOn, now, left) => {
    expect(daysLeft(dueOn, new Date(now))).toBe(left);
  });
});

describe("isPastDeadline: only once the due day is over in Warsaw", () => {
  it.each([
    ["a leap day, its last minute", "2028-02-29", "2028-02-29T23:59:00+01:00", false],
    ["a leap day, the next midnight", "2028-02-29", "2028-03-01T00:00:00+01:00", true],
    ["December 31st, its last minute", "2027-12-31", "2027-12-31T23:59:00+01:00", false],
    ["December 31st, New Year's midnight", "2027-12-31", "2028-01-01T00:00:00+01:00", true],
    ["the day clocks go forward, its last minute", "2028-03-26", "2028-03-26T23:59:00+02:00", false],
    ["the day clocks go forward, the next midnight", "2028-03-26", "2028-03-27T00:00:00+02:00", true],
    ["the day clocks go back, its last minute", "2028-10-29", "2028-10-29T23:59:00+01:00", false],
    ["the day clocks go back, the next midnight", "2028-10-29", "2028-10-30T00:00:00+01:00", true],
    ["the day before it, in summer", "2028-06-10", "2028-06-09T23:59:00+02:00", false],
  ])("%s", (_, dueOn, now, past) => {
    expect(isPastDeadline(dueOn, new Date(now))).toBe(past);
  });
});

describe("reminderDue: each mark once, the nearer only when both are reached", () => {
  const due = "2028-03-01";
  const at = (day: string) => new Date(`${day}T09:00:00+01:00`);
  it.each<[string, string, ComplaintReminderDays[], ComplaintReminderDays | null]>([
    ["4 days left", "2028-02-26", [], null],
    ["3 days left", "2028-02-27", [], 3],
    ["3 days left, sent", "2028-02-27", [3], null],
    ["2 days left, the 3-day one missed", "2028-02-28", [], 3],
    ["2 days left, sent", "2028-02-28", [3], null],
    ["1 day left (a leap day)", "2028-02-29", [3], 1],
    ["1 day left, the 3-day one never sent", "2028-02-29", [], 1],
    ["1 day left, both sent", "2028-02-29", [3, 1], null],
    ["the last day, the 1-day one unsent", "2028-03-01", [3], 1],
    ["the last day, both sent", "2028-03-01", [1, 3], null],
    ["past the deadline", "2028-03-02", [], null],
  ])("%s", (_, day, sent, expected) => {
    expect(reminderDue(due, at(day), sent)).toBe(expected);
  });

  it.each<[string, string, ComplaintReminderDays | null]>([
    ["3 days before a due day after clocks go forward, at 00:30", "2028-03-24T00:30:00+01:00", 3],
    ["4 days before it, at 23:30", "2028-03-23T23:30:00+01:00", null],
    ["1 day before it, on the night clocks go forward", "2028-03-26T00:30:00+01:00", 1],
  ])("%s", (_, now, expected) => {
    expect(reminderDue("2028-03-27", new Date(now), [])).toBe(expected);
  });
});
