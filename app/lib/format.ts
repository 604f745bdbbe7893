const areaFormat = new Intl.NumberFormat("pl-PL", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An area in m² as the shop shows it: 1.5 → "1,50 m²". */
export function formatArea(m2: number): string {
  return `${areaFormat.format(m2)} m²`;
}

const dateTimeFormat = new Intl.DateTimeFormat("pl-PL", { timeZone: "Europe/Warsaw", dateStyle: "medium", timeStyle: "short" });

/** A moment in Polish time, so the server's render and the browser's hydration agree: "21 lis 2026, 16:40". */
export function formatDateTime(date: Date): string {
  return dateTimeFormat.format(date);
}
