import { describe, expect, it } from "vitest";
import { addCalendarDays } from "~/lib/polish-holidays";
import { estimatedShipDate } from "~/lib/ship-date";
import { formatDays, fulfilmentStats, type ShippedGroup, workingDayCounter } from "~/lib/stats-fulfilment";
import type { Bucket } from "~/lib/stats-period";

const HOUR = 3_600_000;
const hourOf = (iso: string) => Math.floor(Date.parse(iso) / HOUR);
/** One shipped order (or `orders` of them) as D1 groups it. */
const shipped = (at: string, acceptedAt: string | null, shipBy: string | null, orders = 1): ShippedGroup => ({
  shippedHour: hourOf(at),
  acceptedHour: acceptedAt === null ? null : hourOf(acceptedAt),
  shipBy,
  orders,
});
const period = (from: string, to: string, bucket: Bucket = "dzien") => ({ from, to, bucket });
const none = { shipped: 0, timed: 0, medianDays: null, averageDays: null, promised: 0, onTime: 0 };

describe("working days between two Warsaw days, counted as the promise counts them", () => {
  it.each([
    ["2026-11-23", "2026-11-23", 0, "the same day"],
    ["2026-11-23", "2026-11-24", 1, "Monday to Tuesday"],
    ["2026-11-23", "2026-11-27", 4, "Monday to Friday"],
    ["2026-11-27", "2026-11-30", 1, "Friday to Monday: the weekend does not count"],
    ["2026-11-28", "2026-11-30", 1, "accepted on a Saturday"],
    ["2026-11-27", "2026-11-29", 0, "shipped on a Sunday after a Friday's acceptance"],
    ["2026-11-10", "2026-11-12", 1, "over 11 November"],
    ["2026-12-23", "2026-12-28", 1, "over Wigilia and Christmas"],
    ["2027-03-26", "2027-03-30", 1, "over Easter Monday"],
    ["2026-11-30", "2026-11-27", 0, "an end before the start"],
  ])("%s → %s: %i (%s)", (start, end, days) => {
    expect(workingDayCounter()(start, end)).toBe(days);
  });

  it("gives one counter's answers in any order, whichever way it has to walk", () => {
    const between = workingDayCounter();
    expect(between("2026-11-23", "2026-11-27")).toBe(4);
    expect(between("2026-11-10", "2026-11-12")).toBe(1); // before the days it knew: 11 November is a holiday
    expect(between("2026-12-23", "2026-12-28")).toBe(1); // after them: Wigilia, Christmas and a weekend
    expect(between("2026-11-09", "2026-12-31")).toBe(35); // 38 weekdays less 11 November, 24 and 25 December
  });

  it("undoes the ship-by rule: an order shipped on its ship-by day took the promised working days", () => {
    const workingDaysBetween = workingDayCounter();
    for (let day = "2026-01-01"; day < "2028-01-01"; day = addCalendarDays(day, 1)) {
      for (const days of [1, 7, 14, 28]) {
        expect(workingDaysBetween(day, estimatedShipDate(new Date(`${day}T10:00:00Z`), days)), `${day} + ${days}`).toBe(days);
      }
    }
  });
});

describe("the promise's figures", () => {
  it.each([
    // Winter time (UTC+1): 22:59 UTC is 23:59 on the ship-by day, 23:30 UTC already the next day.
    ["2026-11-27T22:59:00Z", "2026-11-27", 1, "23:59 on the ship-by day, winter"],
    ["2026-11-27T23:30:00Z", "2026-11-27", 0, "23:30 UTC on the ship-by day is 00:30 the next day in Warsaw"],
    // Summer time (UTC+2): the next day begins at 22:00 UTC.
    ["2026-07-14T21:59:00Z", "2026-07-14", 1, "23:59 on the ship-by day, summer"],
    ["2026-07-14T22:00:00Z", "2026-07-14", 0, "midnight after the ship-by day, summer"],
    // The spring change, Sunday 29 March 2026: that evening Warsaw is two hours ahead.
    ["2026-03-29T21:30:00Z", "2026-03-29", 1, "23:30 on the change's Sunday"],
    ["2026-03-29T22:30:00Z", "2026-03-29", 0, "00:30 on Monday after the spring change"],
    // The autumn change, Sunday 25 October 2026: from 01:00 UTC Warsaw is one hour ahead again.
    ["2026-10-25T22:30:00Z", "2026-10-25", 1, "23:30 on the change's Sunday, winter time again"],
    ["2026-10-25T23:00:00Z", "2026-10-25", 0, "midnight after it"],
    ["2026-11-26T10:00:00Z", "2026-11-27", 1, "a day early"],
  ])("shipped at %s, ship by %s: %i on time (%s)", (at, shipBy, onTime) => {
    const { totals } = fulfilmentStats([shipped(at, null, shipBy)], period("2026-01-01", "2026-12-31", "miesiac"));
    expect([totals.shipped, totals.promised, totals.onTime]).toEqual([1, 1, onTime]);
  });

  it("counts an order on the Warsaw day it shipped, across both DST changes and midnight", () => {
    const stats = fulfilmentStats(
      [
        shipped("2026-03-28T22:59:00Z", null, null), // Saturday 23:59 in Warsaw (UTC+1)
        shipped("2026-03-28T23:00:00Z", null, null), // Sunday 29 March 00:00
        shipped("2026-03-29T21:59:00Z", null, null), // Sunday 23:59 (UTC+2 since 01:00 UTC)
        shipped("2026-03-29T22:00:00Z", null, null), // Monday 30 March 00:00
        shipped("2026-03-30T21:59:00Z", null, null), // Monday 23:59: the last minute of the period
        shipped("2026-03-30T22:00:00Z", null, null), // Tuesday: after it
      ],
      period("2026-03-29", "2026-03-30"),
    );
    expect(stats.buckets.map((b) => [b.key, b.shipped])).toEqual([
      ["2026-03-29", 2],
      ["2026-03-30", 2],
    ]);
    expect(stats.totals.shipped).toBe(4);
  });

  it("times acceptance to shipping in working days: median and mean, per bucket and in total", () => {
    const stats = fulfilmentStats(
      [
        // Week of 23 November 2026 (Monday).
        shipped("2026-11-24T09:00:00Z", "2026-11-23T15:00:00Z", "2026-12-01"), // 1 working day
        shipped("2026-11-27T14:00:00Z", "2026-11-23T08:00:00Z", "2026-12-01", 2), // 4, twice
        shipped("2026-11-27T14:00:00Z", "2026-11-27T08:00:00Z", "2026-11-26"), // 0, and late
        // Week of 30 November: accepted on Friday evening in Warsaw, shipped Monday.
        shipped("2026-11-30T12:00:00Z", "2026-11-27T22:30:00Z", "2026-11-30"), // 1
        // Accepted on Monday 00:30 in Warsaw (Sunday 23:30 UTC): the Monday does not count, so 0.
        shipped("2026-11-30T12:00:00Z", "2026-11-29T23:30:00Z", "2026-11-30"), // 0
      ],
      period("2026-11-23", "2026-12-06", "tydzien"),
    );
    expect(stats.buckets).toEqual([
      // 0, 1, 4, 4: median (1 + 4) / 2, mean 9 / 4.
      { key: "2026-11-23", shipped: 4, timed: 4, medianDays: 2.5, averageDays: 2.25, promised: 4, onTime: 3 },
      { key: "2026-11-30", shipped: 2, timed: 2, medianDays: 0.5, averageDays: 0.5, promised: 2, onTime: 2 },
    ]);
    // 0, 0, 1, 1, 4, 4.
    expect(stats.totals).toEqual({ shipped: 6, timed: 6, medianDays: 1, averageDays: 10 / 6, promised: 6, onTime: 5 });
  });

  it("leaves an order without a kept ship-by day out of the share, and one without a usable acceptance out of the time", () => {
    const { totals } = fulfilmentStats(
      [
        shipped("2026-11-24T09:00:00Z", "2026-11-23T09:00:00Z", "2026-11-24"), // 1 day, on time
        shipped("2026-11-24T09:00:00Z", null, "2026-11-23"), // no acceptance recorded; late
        shipped("2026-11-24T09:00:00Z", "2026-11-25T09:00:00Z", null), // accepted only after it shipped; no ship-by day
        shipped("2026-11-24T09:00:00Z", "2026-11-24T10:00:00Z", null), // accepted later the same day: 0 days
      ],
      period("2026-11-01", "2026-11-30"),
    );
    expect(totals).toEqual({ shipped: 4, timed: 2, medianDays: 0.5, averageDays: 0.5, promised: 2, onTime: 1 });
  });

  it("an empty period has every bucket and no figures", () => {
    expect(fulfilmentStats([], period("2026-09-15", "2026-11-02", "miesiac"))).toEqual({
      totals: none,
      buckets: [
        { key: "2026-09", ...none },
        { key: "2026-10", ...none },
        { key: "2026-11", ...none },
      ],
    });
  });

  it("a median of one order is its time", () => {
    const { totals } = fulfilmentStats([shipped("2026-12-04T09:00:00Z", "2026-11-23T09:00:00Z", "2026-12-04", 3)], period("2026-12-01", "2026-12-31"));
    expect([totals.medianDays, totals.averageDays]).toEqual([9, 9]);
  });
});

describe("working days as shown", () => {
  it.each([
    [4.5, "4,5"],
    [4, "4,0"],
    [10 / 6, "1,7"],
    [0, "0,0"],
    [null, ""],
  ])("%s → '%s'", (days, text) => {
    expect(formatDays(days)).toBe(text);
  });
});
