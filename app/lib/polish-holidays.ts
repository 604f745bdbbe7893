// Polish statutory public holidays (ustawa z 18 stycznia 1951 r. o dniach wolnych od pracy, as amended) and the shop's
// working days. Pure calendar arithmetic on 'YYYY-MM-DD' strings, no time zones and no I/O: it runs in the browser and
// the worker alike. The caller decides which Warsaw day it is asking about (app/lib/ship-date.ts).

/** A calendar day, 'YYYY-MM-DD'. */
export type IsoDay = string;

export interface PublicHoliday {
  date: IsoDay;
  name: string;
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

// The Gregorian Easter rule (and so this calendar) holds from 1583; four-digit years keep the ISO strings ISO.
function checkYear(year: number): void {
  if (!Number.isInteger(year) || year < 1583 || year > 9999) throw new RangeError(`Rok poza kalendarzem gregoriańskim: ${year}`);
}

function toUtc(day: IsoDay): number {
  const match = ISO_DAY.exec(day);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  // Date.UTC rolls 2026-02-30 over to 2 March: a day that does not come back unchanged does not exist.
  if (Number.isNaN(ms) || fromUtc(ms) !== day) throw new RangeError(`Niepoprawna data: ${day}`);
  return ms;
}

const fromUtc = (ms: number): IsoDay => new Date(ms).toISOString().slice(0, 10);

/** The day `days` calendar days after (or, negative, before) `day`. */
export const addCalendarDays = (day: IsoDay, days: number): IsoDay => fromUtc(toUtc(day) + days * DAY_MS);

const isoDay = (year: number, month: number, day: number): IsoDay => fromUtc(Date.UTC(year, month - 1, day));

/** Easter Sunday in the Gregorian calendar, by the anonymous (Meeus/Jones/Butcher) algorithm: 2026 → '2026-04-05'. */
export function easterSunday(year: number): IsoDay {
  checkYear(year);
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDay(year, month, day);
}

/**
 * The public holidays of `year`, in date order, under the act as in force from 2025. Two dates follow the act's history,
 * so that past orders keep their dates: Epiphany (6 January) is a holiday from 2011, Christmas Eve (24 December) from
 * 2025 (ustawa z 6 grudnia 2024 r.). Earlier changes (before 2011) are not modelled.
 */
export function polishHolidays(year: number): PublicHoliday[] {
  const easter = easterSunday(year);
  // Already in date order for every year: Easter falls between 22 March and 25 April, so its Monday comes before 1 May,
  // Pentecost (Easter + 49) after 3 May and Corpus Christi (Easter + 60) by 24 June.
  return [
    { date: isoDay(year, 1, 1), name: "Nowy Rok" },
    ...(year >= 2011 ? [{ date: isoDay(year, 1, 6), name: "Święto Trzech Króli" }] : []),
    { date: easter, name: "Wielkanoc" },
    { date: addCalendarDays(easter, 1), name: "Poniedziałek Wielkanocny" },
    { date: isoDay(year, 5, 1), name: "Święto Pracy" },
    { date: isoDay(year, 5, 3), name: "Święto Konstytucji 3 Maja" },
    { date: addCalendarDays(easter, 49), name: "Zielone Świątki" },
    { date: addCalendarDays(easter, 60), name: "Boże Ciało" },
    { date: isoDay(year, 8, 15), name: "Wniebowzięcie Najświętszej Maryi Panny" },
    { date: isoDay(year, 11, 1), name: "Wszystkich Świętych" },
    { date: isoDay(year, 11, 11), name: "Narodowe Święto Niepodległości" },
    ...(year >= 2025 ? [{ date: isoDay(year, 12, 24), name: "Wigilia Bożego Narodzenia" }] : []),
    { date: isoDay(year, 12, 25), name: "Boże Narodzenie (pierwszy dzień)" },
    { date: isoDay(year, 12, 26), name: "Boże Narodzenie (drugi dzień)" },
  ];
}

const holidaySets = new Map<number, ReadonlySet<IsoDay>>();

function holidaysOf(year: number): ReadonlySet<IsoDay> {
  let set = holidaySets.get(year);
  if (!set) {
    set = new Set(polishHolidays(year).map((holiday) => holiday.date));
    holidaySets.set(year, set);
  }
  return set;
}

/** A day the shop works: Monday to Friday and not a public holiday (Saturdays are not working days for the shop). */
export function isWorkingDay(day: IsoDay): boolean {
  const weekday = new Date(toUtc(day)).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !holidaysOf(Number(day.slice(0, 4))).has(day);
}
