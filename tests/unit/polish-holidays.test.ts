import { describe, expect, it } from "vitest";
import { addCalendarDays, easterSunday, isWorkingDay, polishHolidays } from "~/lib/polish-holidays";

describe("Easter Sunday", () => {
  it.each([
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2030, "2030-04-21"],
    [2038, "2038-04-25"], // the latest possible date
    [2285, "2285-03-22"], // the earliest possible date
    [2000, "2000-04-23"],
    [1583, "1583-04-10"], // the first full Gregorian year
  ])("%i: %s", (year, easter) => {
    expect(easterSunday(year)).toBe(easter);
  });

  it("is always a Sunday between 22 March and 25 April", () => {
    for (let year = 1583; year <= 3000; year++) {
      const easter = easterSunday(year);
      expect(new Date(`${easter}T00:00:00Z`).getUTCDay(), easter).toBe(0);
      expect(easter.slice(5) >= "03-22" && easter.slice(5) <= "04-25", easter).toBe(true);
    }
  });

  it.each([1582, 10_000, 2026.5, Number.NaN])("refuses the year %s", (year) => {
    expect(() => easterSunday(year)).toThrow(RangeError);
  });
});

describe("public holidays", () => {
  it("2026: the fourteen days of the act, in date order, with their names", () => {
    expect(polishHolidays(2026)).toEqual([
      { date: "2026-01-01", name: "Nowy Rok" },
      { date: "2026-01-06", name: "Święto Trzech Króli" },
      { date: "2026-04-05", name: "Wielkanoc" },
      { date: "2026-04-06", name: "Poniedziałek Wielkanocny" },
      { date: "2026-05-01", name: "Święto Pracy" },
      { date: "2026-05-03", name: "Święto Konstytucji 3 Maja" },
      { date: "2026-05-24", name: "Zielone Świątki" },
      { date: "2026-06-04", name: "Boże Ciało" },
      { date: "2026-08-15", name: "Wniebowzięcie Najświętszej Maryi Panny" },
      { date: "2026-11-01", name: "Wszystkich Świętych" },
      { date: "2026-11-11", name: "Narodowe Święto Niepodległości" },
      { date: "2026-12-24", name: "Wigilia Bożego Narodzenia" },
      { date: "2026-12-25", name: "Boże Narodzenie (pierwszy dzień)" },
      { date: "2026-12-26", name: "Boże Narodzenie (drugi dzień)" },
    ]);
  });

  it.each([
    // The movable ones, from Easter.
    [2024, "Boże Ciało", "2024-05-30"],
    [2025, "Boże Ciało", "2025-06-19"],
    [2027, "Boże Ciało", "2027-05-27"],
    [2025, "Zielone Świątki", "2025-06-08"],
    [2027, "Zielone Świątki", "2027-05-16"],
    [2027, "Poniedziałek Wielkanocny", "2027-03-29"],
    [2038, "Boże Ciało", "2038-06-24"], // the latest possible date
  ])("%i: %s on %s", (year, name, date) => {
    expect(polishHolidays(year)).toContainEqual({ date, name });
  });

  it.each([
    [2024, false], // before the act that made it a holiday (ustawa z 6 grudnia 2024 r.)
    [2025, true],
    [2026, true],
  ])("Christmas Eve %i is a holiday: %s", (year, holiday) => {
    expect(polishHolidays(year).some((h) => h.date === `${year}-12-24`)).toBe(holiday);
  });

  it("Epiphany is a holiday from 2011", () => {
    expect(polishHolidays(2010).map((h) => h.date)).not.toContain("2010-01-06");
    expect(polishHolidays(2011).map((h) => h.date)).toContain("2011-01-06");
  });

  it("every year's list is in date order, without duplicates", () => {
    for (let year = 1583; year <= 3000; year++) {
      const dates = polishHolidays(year).map((h) => h.date);
      expect(dates, String(year)).toEqual([...new Set(dates)].sort());
    }
  });
});

describe("working days", () => {
  it.each([
    ["2026-12-21", true], // Monday
    ["2026-12-24", false], // Wigilia, Thursday
    ["2024-12-24", true], // Wigilia 2024, Tuesday: not yet a holiday
    ["2026-12-25", false],
    ["2026-12-26", false], // Saturday and a holiday
    ["2026-12-31", true],
    ["2027-01-01", false],
    ["2027-01-06", false],
    ["2027-01-07", true],
    ["2026-11-28", false], // Saturday: the shop does not work Saturdays
    ["2026-11-29", false], // Sunday
    ["2026-04-06", false], // Easter Monday
    ["2026-04-07", true],
    ["2026-05-01", false], // Friday
    ["2026-05-04", true], // 3 May fell on a Sunday: no day in lieu for the shop's calendar
    ["2026-06-04", false], // Corpus Christi, Thursday
    ["2026-06-05", true],
    ["2026-08-14", true],
    ["2026-11-11", false],
    ["2028-02-29", true], // a leap day, Tuesday
  ])("%s: %s", (day, working) => {
    expect(isWorkingDay(day)).toBe(working);
  });

  it.each(["2026-02-30", "2026-13-01", "2026-1-5", "05.01.2026", "", "2026-01-05T00:00:00Z"])("refuses %j", (day) => {
    expect(() => isWorkingDay(day)).toThrow(RangeError);
  });
});

describe("calendar days", () => {
  it.each([
    ["2026-12-31", 1, "2027-01-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2027-02-28", 1, "2027-03-01"],
    ["2026-03-28", 2, "2026-03-30"], // across the spring change: calendar days know no clocks
    ["2026-01-01", -1, "2025-12-31"],
  ])("%s + %i = %s", (day, days, expected) => {
    expect(addCalendarDays(day, days)).toBe(expected);
  });
});
