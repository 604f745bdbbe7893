import "~/lib/zod-locale";
import { z } from "zod";
import { isoDate, warsawMidnight } from "~/lib/dates";

// The statistics page's period and its buckets, in Polish time. Orders are stored with UTC
// milliseconds; D1 groups them by UTC hour (Warsaw's offset is whole hours, so an hour never straddles
// two Warsaw days) and these rules fold the hours into Warsaw days, ISO weeks and months, so a day
// across a DST change has 23 or 25 hours and nothing is counted on the wrong day.

export const STATS_PATH = "/admin-stats";
export const STATS_CSV_PATH = "/admin-stats/statystyki.csv";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The longest period the page reads (three years and a leap day). */
export const MAX_PERIOD_DAYS = 3 * 365 + 1;

export const BUCKETS = ["dzien", "tydzien", "miesiac"] as const;
export type Bucket = (typeof BUCKETS)[number];
export const BUCKET_LABELS: Readonly<Record<Bucket, string>> = { dzien: "Dni", tydzien: "Tygodnie", miesiac: "Miesiące" };

export const PRESETS = ["ten-miesiac", "poprzedni-miesiac", "30-dni", "ten-rok", "poprzedni-rok"] as const;
export type Preset = (typeof PRESETS)[number];
export const PRESET_LABELS: Readonly<Record<Preset, string>> = {
  "ten-miesiac": "Ten miesiąc",
  "poprzedni-miesiac": "Poprzedni miesiąc",
  "30-dni": "Ostatnie 30 dni",
  "ten-rok": "Ten rok",
  "poprzedni-rok": "Poprzedni rok",
};
export const DEFAULT_PRESET: Preset = "ten-miesiac";

/** A calendar date in Poland, "YYYY-MM-DD". */
export type Day = string;

export interface StatsPeriod {
  /** First and last day, both included. */
  from: Day;
  to: Day;
  /** The preset the period is, if it is one. */
  preset: Preset | null;
  bucket: Bucket;
  /** Whether the bucket was asked for (`?podzial=`) rather than chosen from the length. */
  bucketChosen: boolean;
  /** UTC milliseconds: from the start of `from` in Warsaw to the start of the day after `to`. */
  startMs: number;
  endMs: number;
}

// Calendar arithmetic on dates alone: a UTC Date at midnight stands for the day, whatever the zone.
const toUtc = (day: Day) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const fromUtc = (ms: number): Day => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: Day, days: number): Day => fromUtc(toUtc(day) + days * DAY_MS);
/** Days from `from` to `to`, both included. */
export const daysIn = (from: Day, to: Day) => Math.round((toUtc(to) - toUtc(from)) / DAY_MS) + 1;

/** The Monday of the ISO week the day is in. */
export function weekStart(day: Day): Day {
  const weekday = (new Date(toUtc(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The bucket a Warsaw day belongs to: the day, its ISO week's Monday, or its month "YYYY-MM". */
export function bucketKey(day: Day, bucket: Bucket): string {
  if (bucket === "dzien") return day;
  if (bucket === "tydzien") return weekStart(day);
  return day.slice(0, 7);
}

/** Every bucket of the period in order, the empty ones too (a chart shows a gap as a zero). */
export function bucketKeys(period: Pick<StatsPeriod, "from" | "to" | "bucket">): string[] {
  const keys: string[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
    const key = bucketKey(day, period.bucket);
    if (keys.at(-1) !== key) keys.push(key);
  }
  return keys;
}

/** A UTC hour number (created_at / 3 600 000) to the Warsaw day it falls in. */
export function hourToDay(hour: number): Day {
  return isoDate(new Date(hour * HOUR_MS));
}

const warsawHour = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Warsaw", hour: "2-digit", hourCycle: "h23" });
const warsawOffsetHours = (ms: number) => (Number(warsawHour.format(ms)) - new Date(ms).getUTCHours() + 24) % 24;

/**
 * hourToDay for many hours: Intl twice per UTC day (its offset at 00:00 and 23:00) instead of once
 * per hour, and per hour only on the two days a year the offset changes. Each UTC day keeps the two
 * Warsaw days its hours fall on, so an hour is a lookup and no date is formatted: three years of
 * hours, or a hundred thousand shipped orders' hours, take a few milliseconds instead of hundreds.
 */
export function hourToDayCached(): (hour: number) => Day {
  const utcDays = new Map<number, { offset: number; same: Day; next: Day } | null>();
  return (hour) => {
    const utcDay = Math.floor(hour / 24);
    let known = utcDays.get(utcDay);
    if (known === undefined) {
      const offset = warsawOffsetHours(utcDay * DAY_MS);
      known = offset === warsawOffsetHours(utcDay * DAY_MS + 23 * HOUR_MS) ? { offset, same: fromUtc(utcDay * DAY_MS), next: fromUtc((utcDay + 1) * DAY_MS) } : null;
      utcDays.set(utcDay, known);
    }
    if (known === null) return hourToDay(hour);
    // Warsaw is one or two hours ahead: an hour is on its UTC day or, late in the evening, the next.
    return hour - utcDay * 24 + known.offset >= 24 ? known.next : known.same;
  };
}

/**
 * Sums rows grouped by UTC hour into the period's buckets, in order, every bucket present. Each
 * field of `T` is added up; rows outside the period (there should be none) are ignored.
 */
export function foldHours<T extends Record<string, number>>(
  rows: readonly ({ hour: number } & T)[],
  period: Pick<StatsPeriod, "from" | "to" | "bucket">,
  zero: T,
): { key: string; values: T }[] {
  const buckets = new Map(bucketKeys(period).map((key) => [key, { ...zero }]));
  const dayOf = hourToDayCached();
  for (const { hour, ...values } of rows) {
    const sums = buckets.get(bucketKey(dayOf(hour), period.bucket)) as Record<string, number> | undefined;
    if (!sums) continue;
    for (const [name, value] of Object.entries(values)) sums[name] = (sums[name] ?? 0) + Number(value);
  }
  return [...buckets].map(([key, values]) => ({ key, values }));
}

/** Up to 45 days by day, up to half a year by week, longer by month. */
export function autoBucket(from: Day, to: Day): Bucket {
  const days = daysIn(from, to);
  if (days <= 45) return "dzien";
  if (days <= 186) return "tydzien";
  return "miesiac";
}

/** The preset's first and last day, seen from `today` in Poland. */
export function presetRange(preset: Preset, today: Day): { from: Day; to: Day } {
  const year = today.slice(0, 4);
  const monthStart = `${today.slice(0, 7)}-01`;
  switch (preset) {
    case "ten-miesiac":
      return { from: monthStart, to: today };
    case "poprzedni-miesiac": {
      const lastOfPrevious = addDays(monthStart, -1);
      return { from: `${lastOfPrevious.slice(0, 7)}-01`, to: lastOfPrevious };
    }
    case "30-dni":
      return { from: addDays(today, -29), to: today };
    case "ten-rok":
      return { from: `${year}-01-01`, to: today };
    case "poprzedni-rok":
      return { from: `${Number(year) - 1}-01-01`, to: `${Number(year) - 1}-12-31` };
  }
}

function period(from: Day, to: Day, preset: Preset | null, bucket: Bucket | undefined): StatsPeriod {
  return {
    from,
    to,
    preset,
    bucket: bucket ?? autoBucket(from, to),
    bucketChosen: bucket !== undefined,
    startMs: warsawMidnight(from),
    endMs: warsawMidnight(addDays(to, 1)),
  };
}

const day = z.iso.date({ error: "Podaj datę w formacie RRRR-MM-DD." }).refine((value) => value >= "2000-01-01" && value <= "2099-12-31", "Podaj datę między 2000 a 2099 rokiem.");

const querySchema = z
  .object({
    okres: z.enum(PRESETS, { error: "Nie ma takiego okresu do wyboru." }).optional(),
    od: day.optional(),
    do: day.optional(),
    podzial: z.enum(BUCKETS, { error: "Podział może być na dni, tygodnie albo miesiące." }).optional(),
  })
  .refine((q) => (q.od === undefined) === (q.do === undefined), { error: "Podaj obie daty: początek i koniec okresu.", path: ["od"] })
  .refine((q) => !q.od || !q.do || q.od <= q.do, { error: "Początek okresu musi być przed jego końcem albo tego samego dnia.", path: ["od"] })
  .refine((q) => !q.od || !q.do || q.od > q.do || daysIn(q.od, q.do) <= MAX_PERIOD_DAYS, { error: "Okres może mieć najwyżej 3 lata.", path: ["od"] });

export type PeriodQuery = { period: StatsPeriod; error: string | null };

/**
 * The period a query string asks for: a preset (`?okres=`), or custom dates (`?od=&do=`), and the
 * bucket (`?podzial=`), else this month in Poland by day. A query it cannot use gives the default
 * period and a Polish message saying why, never an error.
 */
export function parsePeriodQuery(params: URLSearchParams, now: Date): PeriodQuery {
  const today = isoDate(now);
  const raw = Object.fromEntries(["okres", "od", "do", "podzial"].flatMap((name) => (params.get(name) ? [[name, params.get(name)]] : [])));
  const parsed = querySchema.safeParse(raw);
  if (!parsed.success) {
    const { from, to } = presetRange(DEFAULT_PRESET, today);
    return { period: period(from, to, DEFAULT_PRESET, undefined), error: parsed.error.issues[0]?.message ?? "Nieprawidłowy okres." };
  }
  const q = parsed.data;
  if (q.od && q.do) {
    const preset = PRESETS.find((p) => presetRange(p, today).from === q.od && presetRange(p, today).to === q.do) ?? null;
    return { period: period(q.od, q.do, preset, q.podzial), error: null };
  }
  const preset = q.okres ?? DEFAULT_PRESET;
  const { from, to } = presetRange(preset, today);
  return { period: period(from, to, preset, q.podzial), error: null };
}

/** The query string of a period (custom dates always, so a bookmarked link keeps its dates). */
export function periodQuery(p: Pick<StatsPeriod, "from" | "to"> & { bucket?: Bucket }): string {
  const params = new URLSearchParams({ od: p.from, do: p.to });
  if (p.bucket) params.set("podzial", p.bucket);
  return `?${params}`;
}

const monthFormat = new Intl.DateTimeFormat("pl-PL", { month: "short", year: "numeric", timeZone: "UTC" });
const shortDay = (day: Day) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;

/** A bucket's short label for a chart's axis: "23.11", "od 23.11", "lis 2026". */
export function bucketLabel(key: string, bucket: Bucket): string {
  if (bucket === "dzien") return shortDay(key);
  if (bucket === "tydzien") return `od ${shortDay(key)}`;
  return monthFormat.format(new Date(toUtc(`${key}-01`)));
}

/** "1.11.2026 – 23.11.2026" */
export function periodLabel(p: Pick<StatsPeriod, "from" | "to">): string {
  const full = (day: Day) => `${Number(day.slice(8, 10))}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
  return p.from === p.to ? full(p.from) : `${full(p.from)} – ${full(p.to)}`;
}
