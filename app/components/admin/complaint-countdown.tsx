import { daysLeftText } from "~/lib/complaints";

// The complaints inbox and a case's page show an open case's deadline alike.

/** A Warsaw day ('YYYY-MM-DD') as the pages write dates: noon UTC is that day in Warsaw. */

/** Within 3 days of its deadline, or past it: the owner must answer now. */
export const isUrgent = (daysLeft: number) => daysLeft <= 3;

/** The countdown of an open case, red when urgent; a company buyer's case has no deadline. */
export function Countdown({ daysLeft }: { daysLeft: number | null }) {
  if (daysLeft === null) return <span className="text-stone-600">Bez terminu ustawowego</span>;
  return <span className={isUrgent(daysLeft) ? "font-semibold text-red-700" : "text-stone-900"}>{daysLeftText(daysLeft)}</span>;
}
