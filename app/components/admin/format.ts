const dateTimeFormat = new Intl.DateTimeFormat("pl-PL", { timeZone: "Europe/Warsaw", dateStyle: "medium", timeStyle: "short" });

/** Polish time, so the server's render and the browser's hydration agree: "21 lis 2026, 16:40". */
export function formatAdminDateTime(date: Date): string {
  return dateTimeFormat.format(date);
}
