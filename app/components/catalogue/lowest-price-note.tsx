import { lowestPriceShown, lowestPriceText, type SaleFacts } from "~/lib/price-history";

/**
 * The lowest price of the 30 days before the reduction, next to a sale price (Omnibus; the decision note
 * docs/decisions/2026-11-23-lowest-price-before-a-reduction.md); nothing off sale. Plain text in the page's
 * secondary colour, so it reads without relying on colour; `className` sets its size and spacing.
 */
export function LowestPriceNote({ fabric, className = "" }: { fabric: SaleFacts; className?: string }) {
  const lowest = lowestPriceShown(fabric);
  if (lowest === null) return null;
  return <p className={`text-stone-600 ${className}`}>{lowestPriceText(lowest)}</p>;
}
