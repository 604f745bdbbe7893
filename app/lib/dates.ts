// Every date the shop shows or writes is in Polish time, whatever the server's or the browser's zone,
// so the server's render and the browser's hydration agree.

const WARSAW = "Europe/Warsaw";

const dateFormat = new Intl.DateTimeFormat("pl-PL", { timeZone: WARSAW, day: "numeric", month: "long", year: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat("pl-PL", { timeZone: WARSAW, dateStyle: "medium", timeStyle: "short" });
const shortDateTimeFormat = new Intl.DateTimeFormat("pl-PL", { timeZone: WARSAW, dateStyle: "short", timeStyle: "short" });
// What Date#toLocaleString("pl-PL") shows: every date and time part, numeric.
const timestampFormat = new Intl.DateTimeFormat("pl-PL", {
  timeZone: WARSAW,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});
const isoDateFormat = new Intl.DateTimeFormat("sv-SE", { timeZone: WARSAW });
const yearFormat = new Intl.DateTimeFormat("en", { timeZone: WARSAW, year: "numeric" });

/** "14 marca 2026" */
export function formatDate(date: Date): string {
  return dateFormat.format(date);
}

/** "21 lis 2026, 16:40" */
export function formatDateTime(date: Date): string {
  return dateTimeFormat.format(date);
}

/** "21.11.2026, 16:40": a spreadsheet cell. */
export function formatShortDateTime(date: Date): string {
  return shortDateTimeFormat.format(date);
}

/** "21.11.2026, 16:40:05": to the second, for a message's sending time. */
export function formatTimestamp(date: Date): string {
  return timestampFormat.format(date);
}

let lastIsoDate: { minute: number; day: string } | undefined;

/** "2026-11-21": a file name's date, and the day a cached page belongs to (asked on every request). */
export function isoDate(date: Date): string {
  // Poland's offset is whole hours, so one UTC minute is one Polish day: Intl is asked once a minute, not each time.
  const minute = Math.floor(date.getTime() / 60_000);
  if (lastIsoDate?.minute !== minute) lastIsoDate = { minute, day: isoDateFormat.format(date) };
  return lastIsoDate.day;
}

/** The calendar year in Poland. */
export function polishYear(date: Date): number {
  return Number(yearFormat.format(date));
}

/** The UTC instant Warsaw's day ("YYYY-MM-DD") begins (midnight is never in a DST gap: Poland changes at 2:00 and 3:00). */
export function warsawMidnight(day: string): number {
  const utcMidnight = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  // Warsaw is one or two hours ahead of UTC: the day begins at 23:00 or 22:00 UTC the day before.
  for (const offsetHours of [1, 2]) {
    const candidate = utcMidnight - offsetHours * 3_600_000;
    if (isoDate(new Date(candidate)) === day && isoDate(new Date(candidate - 1)) !== day) return candidate;
  }
  throw new Error(`no Warsaw midnight for ${day}`);
}
