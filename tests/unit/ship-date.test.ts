import { describe, expect, it } from "vitest";
import { isoDate } from "~/lib/dates";
import { addCalendarDays, isWorkingDay } from "~/lib/polish-holidays";
import { estimatedShipDate, shipBy, shipDateText } from "~/lib/ship-date";

const at = (iso: string) => new Date(iso);

describe("estimated ship date", () => {
  it.each([
    // Christmas and New Year 2026→2027: Wigilia (Thu), 25 Dec (Fri), 1 Jan (Fri), 6 Jan (Wed) are holidays.
    ["2026-12-21T09:00:00Z", 5, "2026-12-30", "Mon 21 Dec: 22, 23, 28, 29, 30"],
    ["2026-12-21T09:00:00Z", 10, "2027-01-08", "… 31 Dec, 4, 5, 7, 8 Jan"],
    ["2026-12-24T10:00:00Z", 1, "2026-12-28", "ordered on Wigilia"],
    ["2026-12-31T10:00:00Z", 1, "2027-01-04", "ordered on New Year's Eve"],
    // Easter 2027: Sunday 28 March, Monday 29 March.
    ["2027-03-25T10:00:00Z", 1, "2027-03-26", "Thu before Easter"],
    ["2027-03-25T10:00:00Z", 2, "2027-03-30", "skips Easter Monday"],
    ["2027-03-25T10:00:00Z", 3, "2027-03-31", ""],
    // 1–3 May 2026: Friday 1 May is a holiday, Sunday 3 May gives the shop no day in lieu.
    ["2026-04-29T10:00:00Z", 1, "2026-04-30", "Wed: Thursday 30 April works"],
    ["2026-04-30T10:00:00Z", 1, "2026-05-04", "Thu: Friday 1 May is a holiday"],
    ["2026-04-30T10:00:00Z", 2, "2026-05-05", ""],
    // Corpus Christi 2026, Thursday 4 June.
    ["2026-06-03T10:00:00Z", 1, "2026-06-05", ""],
    // Weekends: the order's day never counts, so Friday, Saturday and Sunday all give Monday.
    ["2026-11-27T10:00:00Z", 1, "2026-11-30", "Friday"],
    ["2026-11-28T10:00:00Z", 1, "2026-11-30", "Saturday"],
    ["2026-11-29T10:00:00Z", 1, "2026-11-30", "Sunday"],
    ["2026-11-30T06:00:00Z", 1, "2026-12-01", "Monday at 7:00 Warsaw: the day itself does not count"],
    ["2026-11-28T10:00:00Z", 5, "2026-12-04", "Saturday, a whole week"],
    // The Warsaw day, not the UTC one.
    ["2026-12-31T23:30:00Z", 1, "2027-01-04", "23:30 UTC on 31 Dec is 00:30 on 1 Jan in Warsaw"],
    ["2026-12-29T22:59:00Z", 1, "2026-12-30", "Tue 23:59 Warsaw (winter, UTC+1)"],
    ["2026-12-29T23:00:00Z", 1, "2026-12-31", "Wed 00:00 Warsaw"],
    ["2026-07-14T21:59:00Z", 1, "2026-07-15", "Tue 23:59 Warsaw (summer, UTC+2)"],
    ["2026-07-14T22:00:00Z", 1, "2026-07-16", "Wed 00:00 Warsaw"],
    // The spring change, Sunday 29 March 2026: that evening Warsaw is already two hours ahead.
    ["2026-03-22T22:30:00Z", 1, "2026-03-23", "the Sunday before, 23:30 Warsaw (UTC+1)"],
    ["2026-03-29T21:59:00Z", 1, "2026-03-30", "the change's Sunday, 23:59 Warsaw (UTC+2)"],
    ["2026-03-29T22:00:00Z", 1, "2026-03-31", "Mon 30 March 00:00 Warsaw"],
    ["2026-03-27T15:00:00Z", 2, "2026-03-31", "across the change weekend"],
    // The autumn change, Sunday 25 October 2026.
    ["2026-10-24T22:30:00Z", 1, "2026-10-26", "Sun 00:30 Warsaw (UTC+2)"],
    ["2026-10-25T22:59:00Z", 1, "2026-10-26", "the change's Sunday, 23:59 Warsaw (UTC+1)"],
    ["2026-10-25T23:00:00Z", 1, "2026-10-27", "Mon 26 October 00:00 Warsaw"],
    // The settings' range is 1–120: 120 working days from Mon 2 Nov 2026 is 24 weeks (Mon 19 Apr 2027) plus the six
    // weekday holidays between (11 Nov, 24 and 25 Dec, 1 and 6 Jan, Easter Monday 29 Mar).
    ["2026-11-02T10:00:00Z", 120, "2027-04-27", "the settings' most"],
    // 0 (below the settings' range): the order's own day when the shop works, else its next working day.
    ["2026-11-27T10:00:00Z", 0, "2026-11-27", "Friday"],
    ["2026-11-28T10:00:00Z", 0, "2026-11-30", "Saturday"],
    ["2026-12-31T22:59:00Z", 0, "2026-12-31", "23:59 on New Year's Eve in Warsaw"],
    ["2026-12-31T23:00:00Z", 0, "2027-01-04", "00:00 on New Year's Day in Warsaw"],
    ["2026-12-24T10:00:00Z", 0, "2026-12-28", "Wigilia"],
  ])("%s + %i working days → %s (%s)", (orderedAt, days, expected) => {
    expect(estimatedShipDate(at(orderedAt), days)).toBe(expected);
  });

  it("Wigilia 2024 was still a working day", () => {
    expect(estimatedShipDate(at("2024-12-23T10:00:00Z"), 1)).toBe("2024-12-24");
    expect(estimatedShipDate(at("2025-12-23T10:00:00Z"), 1)).toBe("2025-12-29");
  });

  it("is always a working day, with exactly the given number of working days after the order's day", () => {
    for (let start = at("2026-01-01T11:00:00Z").getTime(); start < at("2028-01-01T00:00:00Z").getTime(); start += 86_400_000) {
      const orderedDay = isoDate(new Date(start));
      for (const days of [1, 7, 14, 28]) {
        const shipped = estimatedShipDate(new Date(start), days);
        expect(isWorkingDay(shipped), `${orderedDay} + ${days}`).toBe(true);
        let worked = 0;
        for (let day = addCalendarDays(orderedDay, 1); day <= shipped; day = addCalendarDays(day, 1)) if (isWorkingDay(day)) worked++;
        expect(worked, `${orderedDay} + ${days}`).toBe(days);
      }
    }
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])("refuses %s working days", (days) => {
    expect(() => estimatedShipDate(at("2026-11-27T10:00:00Z"), days)).toThrow(RangeError);
  });
});

describe("the shop's promise", () => {
  const settings = { fulfilmentMinDays: 7, fulfilmentMaxDays: 28, fulfilmentUsualMinDays: 7, fulfilmentUsualMaxDays: 14 };

  it("ships by the end of the longest fulfilment time, the one the terms promise", () => {
    // 28 working days from Mon 21 Dec 2026: 22, 23, 28–31 Dec, 4, 5, 7, 8 Jan, four full weeks to 29 Jan, 1–3 Feb.
    expect(shipBy(at("2026-12-21T09:00:00Z"), settings)).toBe("2027-02-03");
    expect(shipBy(at("2026-12-21T09:00:00Z"), { ...settings, fulfilmentMaxDays: 10 })).toBe("2027-01-08");
  });
});

describe("ship date text", () => {
  it.each([
    ["2026-12-15", "Szacowana wysyłka: do 15 grudnia 2026"],
    ["2027-01-04", "Szacowana wysyłka: do 4 stycznia 2027"],
    ["2026-03-30", "Szacowana wysyłka: do 30 marca 2026"], // the day after the spring change
    ["2026-10-26", "Szacowana wysyłka: do 26 października 2026"], // the day after the autumn change
    ["2027-05-04", "Szacowana wysyłka: do 4 maja 2027"],
    ["2026-07-01", "Szacowana wysyłka: do 1 lipca 2026"],
  ])("%s: %s", (day, text) => {
    expect(shipDateText(day)).toBe(text);
  });

  it("refuses a day that does not exist", () => {
    expect(() => shipDateText("2026-02-30")).toThrow(RangeError);
  });
});
