import { useRouteLoaderData } from "react-router";
import type { IsoDay } from "~/lib/polish-holidays";
import { shipDateText } from "~/lib/ship-date";
import { TruckIcon } from "./icons";

/**
 * 'Szacowana wysyłka: do {date}' for an order placed today: the root loader's day (app/lib/ship-date.ts), so the
 * server's render and the browser's agree. Nothing while the root loader has failed (the error pages).
 */
export function ShipDate({ className = "" }: { className?: string }) {
  const day = useRouteLoaderData<{ shipDay: IsoDay }>("root")?.shipDay;
  if (!day) return null;
  return (
    <p className={`flex items-center gap-2 text-sm text-stone-700 ${className}`}>
      <TruckIcon className="size-5 shrink-0 text-accent-700" />
      <span>{shipDateText(day)}</span>
    </p>
  );
}
