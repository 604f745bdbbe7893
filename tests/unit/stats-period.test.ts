import { describe, expect, it } from "vitest";
import { autoBucket, bucketKey, bucketKeys, bucketLabel, foldHours, hourToDay, hourToDayCached, MAX_PERIOD_DAYS, addDays, parsePeriodQuery, presetRange } from "~/lib/stats-period";
import { warsawMidnight } from "~/lib/dates";

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const query = (search: string, now = at("2026-11-23T12:00:00Z")) => parsePeriodQuery(new URLSearchParams(search), now);

describe("Warsaw midnight", () => {
  it.each([
    ["2026-01-15", "2026-01-14T23:00:00.000Z"], // winter, UTC+1
    ["2026-07-15", "2026-07-14T22:00:00.000Z"], // summer, UTC+2
    ["2026-03-29", "2026-03-28T23:00:00.000Z"], // the spring change: the day begins in winter time
    ["2026-03-30", "2026-03-29T22:00:00.000Z"], // the day after it: summer time
    ["2025-10-26", "2025-10-25T22:00:00.000Z"], // the autumn change: the day begins in summer time
    ["2025-10-27", "2025-10-26T23:00:00.000Z"],
  ])("%s begins at %s", (day, utc) => {
    expect(new Date(warsawMidnight(day)).toISOString()).toBe(utc);
  });

  it("a DST-change day is 23 or 25 hours long", () => {
    expect((warsawMidnight("2026-03-30") - warsawMidnight("2026-03-29")) / HOUR).toBe(23);
    expect((warsawMidnight("2025-10-27") - warsawMidnight("2025-10-26")) / HOUR).toBe(25);
  });
});

describe("hours to Warsaw days", () => {
  it.each([
    ["2026-11-22T22:59:59Z", "2026-11-22"], // 23:59 in Warsaw
    ["2026-11-22T23:00:00Z", "2026-11-23"], // midnight in Warsaw
    ["2026-06-30T21:30:00Z", "2026-06-30"],
    ["2026-06-30T22:00:00Z", "2026-07-01"],
    ["2025-10-25T22:00:00Z", "2025-10-26"], // first hour of the 25-hour day
    ["2025-10-26T22:00:00Z", "2025-10-26"], // its 25th hour (23:00 winter time)
    ["2025-10-26T23:00:00Z", "2025-10-27"],
  ])("%s is on %s", (utc, day) => {
    expect(hourToDay(Math.floor(at(utc).getTime() / HOUR))).toBe(day);
  });
  it("the cached conversion agrees with Intl for every hour of 2024-2026, DST changes included", () => {
    const dayOf = hourToDayCached();
    const first = Date.parse("2024-01-01T00:00:00Z") / HOUR;
    const wrong: number[] = [];
    for (let hour = first; hour < first + 3 * 366 * 24; hour++) if (dayOf(hour) !== hourToDay(hour)) wrong.push(hour);
    expect(wrong).toEqual([]);
  });
});

describe("buckets", () => {
  it.each([
    ["2026-11-23", "dzien", "2026-11-23"],
    ["2026-11-23", "tydzien", "2026-11-23"], // a Monday
    ["2026-11-29", "tydzien", "2026-11-23"], // the Sunday of that week
    ["2026-01-01", "tydzien", "2025-12-29"], // ISO week across the new year
    ["2026-11-29", "miesiac", "2026-11"],
  ] as const)("%s by %s is %s", (day, bucket, key) => {
    expect(bucketKey(day, bucket)).toBe(key);
  });

  it.each([
    ["2026-11-01", "2026-11-01", "dzien"],
    ["2026-10-01", "2026-11-14", "dzien"], // 45 days
    ["2026-10-01", "2026-11-15", "tydzien"],
    ["2026-01-01", "2026-07-05", "tydzien"], // 186 days
    ["2026-01-01", "2026-07-06", "miesiac"],
  ] as const)("%s to %s is read by %s", (from, to, bucket) => {
    expect(autoBucket(from, to)).toBe(bucket);
  });

  it("lists every bucket of the period, empty ones too", () => {
    expect(bucketKeys({ from: "2026-11-28", to: "2026-12-02", bucket: "dzien" })).toEqual(["2026-11-28", "2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02"]);
    expect(bucketKeys({ from: "2026-11-28", to: "2026-12-08", bucket: "tydzien" })).toEqual(["2026-11-23", "2026-11-30", "2026-12-07"]);
    expect(bucketKeys({ from: "2025-11-15", to: "2026-02-01", bucket: "miesiac" })).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
  });

  it("folds UTC hours into Warsaw days across the autumn DST change", () => {
    const hour = (utc: string) => Math.floor(at(utc).getTime() / HOUR);
    const rows = [
      { hour: hour("2025-10-25T21:00:00Z"), orders: 1, revenue: 100 }, // 23:00 on the 25th (summer time)
      { hour: hour("2025-10-25T22:00:00Z"), orders: 2, revenue: 200 }, // 00:00 on the 26th
      { hour: hour("2025-10-26T22:00:00Z"), orders: 4, revenue: 400 }, // 23:00 on the 26th (winter time)
      { hour: hour("2025-10-26T23:00:00Z"), orders: 8, revenue: 800 }, // 00:00 on the 27th
    ];
    expect(foldHours(rows, { from: "2025-10-25", to: "2025-10-27", bucket: "dzien" }, { orders: 0, revenue: 0 })).toEqual([
      { key: "2025-10-25", values: { orders: 1, revenue: 100 } },
      { key: "2025-10-26", values: { orders: 6, revenue: 600 } },
      { key: "2025-10-27", values: { orders: 8, revenue: 800 } },
    ]);
    expect(foldHours(rows, { from: "2025-10-25", to: "2025-10-27", bucket: "tydzien" }, { orders: 0, revenue: 0 })).toEqual([
      { key: "2025-10-20", values: { orders: 7, revenue: 700 } },
      { key: "2025-10-27", values: { orders: 8, revenue: 800 } },
    ]);
  });

  it.each([
    ["2026-11-03", "dzien", "03.11"],
    ["2026-11-02", "tydzien", "od 02.11"],
    ["2026-11", "miesiac", "lis 2026"],
  ] as const)("%s by %s is labelled %s", (key, bucket, label) => {
    expect(bucketLabel(key, bucket)).toBe(label);
  });
});

describe("presets", () => {
  it.each([
    ["ten-miesiac", "2026-11-23", "2026-11-01", "2026-11-23"],
    ["poprzedni-miesiac", "2026-11-23", "2026-10-01", "2026-10-31"],
    ["poprzedni-miesiac", "2026-01-05", "2025-12-01", "2025-12-31"],
    ["poprzedni-miesiac", "2028-03-10", "2028-02-01", "2028-02-29"],
    ["30-dni", "2026-11-23", "2026-10-25", "2026-11-23"],
    ["ten-rok", "2026-11-23", "2026-01-01", "2026-11-23"],
    ["poprzedni-rok", "2026-11-23", "2025-01-01", "2025-12-31"],
  ] as const)("%s on %s is %s to %s", (preset, today, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
  });

  it("today is the Polish date: 23:30 UTC on the 30th is already the 1st in Warsaw", () => {
    const { period } = query("", at("2026-11-30T23:30:00Z"));
    expect([period.from, period.to]).toEqual(["2026-12-01", "2026-12-01"]);
  });
});

describe("the query string", () => {
  it("is this month by day by default", () => {
    const { period, error } = query("");
    expect(error).toBeNull();
    expect(period).toMatchObject({ from: "2026-11-01", to: "2026-11-23", preset: "ten-miesiac", bucket: "dzien", bucketChosen: false });
    expect(new Date(period.startMs).toISOString()).toBe("2026-10-31T23:00:00.000Z");
    expect(new Date(period.endMs).toISOString()).toBe("2026-11-23T23:00:00.000Z");
  });

  it("takes a preset and a bucket", () => {
    expect(query("okres=poprzedni-rok").period).toMatchObject({ from: "2025-01-01", to: "2025-12-31", preset: "poprzedni-rok", bucket: "miesiac" });
    expect(query("okres=ten-rok&podzial=tydzien").period).toMatchObject({ bucket: "tydzien", bucketChosen: true });
  });

  it("takes custom dates, and names the preset they match", () => {
    const { period, error } = query("od=2025-10-26&do=2025-10-26");
    expect(error).toBeNull();
    expect(period).toMatchObject({ from: "2025-10-26", to: "2025-10-26", preset: null, bucket: "dzien" });
    expect((period.endMs - period.startMs) / HOUR).toBe(25);
    expect(query("od=2026-10-01&do=2026-10-31").period.preset).toBe("poprzedni-miesiac");
  });

  it("accepts a period of exactly the longest length", () => {
    expect(query(`od=2023-01-01&do=${addDays("2023-01-01", MAX_PERIOD_DAYS - 1)}`).error).toBeNull();
  });

  it.each([
    ["od=2026-13-01&do=2026-12-31", "Podaj datę w formacie RRRR-MM-DD."],
    ["od=jutro&do=2026-12-31", "Podaj datę w formacie RRRR-MM-DD."],
    ["od=2026-02-30&do=2026-03-31", "Podaj datę w formacie RRRR-MM-DD."],
    ["od=2026-11-10&do=2026-11-01", "Początek okresu musi być przed jego końcem albo tego samego dnia."],
    ["od=2020-01-01&do=2026-11-01", "Okres może mieć najwyżej 3 lata."],
    [`od=2023-01-01&do=${addDays("2023-01-01", MAX_PERIOD_DAYS)}`, "Okres może mieć najwyżej 3 lata."],
    ["od=2026-11-01", "Podaj obie daty: początek i koniec okresu."],
    ["od=1999-12-31&do=2000-01-31", "Podaj datę między 2000 a 2099 rokiem."],
    ["okres=wczoraj", "Nie ma takiego okresu do wyboru."],
    ["podzial=kwartal", "Podział może być na dni, tygodnie albo miesiące."],
  ])("%s: %s, and the default period", (search, message) => {
    const { period, error } = query(search);
    expect(error).toBe(message);
    expect(period).toMatchObject({ from: "2026-11-01", to: "2026-11-23", preset: "ten-miesiac", bucket: "dzien" });
  });
});
