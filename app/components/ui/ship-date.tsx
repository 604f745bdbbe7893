import { useRouteLoaderData } from "react-router";
import { TruckIcon } from "./icons";

/**
 * 'Szacowana wysyłka: do {date}' for an order placed today, as the root loader wrote it (app/lib/ship-date.ts).
 * Nothing while the root loader has failed (the error pages).
 */
export function ShipDate({ className = "" }: { className?: string }) {
  const text = useRouteLoaderData<{ shipDate: string }>("root")?.shipDate;
  if (!text) return null;
  return (
    <p className={`flex items-center gap-2 text-sm text-stone-700 ${className}`}>
      <TruckIcon className="size-5 shrink-0 text-accent-700" />
      <span>{text}</span>
    </p>
  );
}
