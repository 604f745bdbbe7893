import "~/lib/zod-locale";
import { z } from "zod";
import type { SaleRefusal } from "~/lib/price-history";
import { CATALOGUE_MAX_ROWS, fabricCount } from "./catalogue-csv";

// The owner's choice, in a bulk change's preview (a collection's percentage, a CSV import), to end the
// sales the change would leave without a real reduction instead of refusing it. The checkbox carries the
// codes the preview listed, so applying ends exactly those sales or, if they are no longer the ones, nothing.

export const END_SALES_FIELD = "endSales";

/** The checkbox's value: the listed fabrics' codes (a code has no spaces: FABRIC_CODE_PATTERN). */
export const endSalesValue = (refusals: readonly SaleRefusal[]) => refusals.map((refusal) => refusal.code).join(" ");

/** The codes whose sales the owner chose to end; none when the box was left unticked. */
export const endSalesSchema = z
  .string()
  .max(CATALOGUE_MAX_ROWS * 41)
  .optional()
  .transform((value) => new Set((value ?? "").split(" ").filter(Boolean)));

/**
 * What stops a confirmation over the sales its plan (made again, with the owner's choice) would refuse or end:
 * "notEnded" when the owner left the listed sales as they are, "stale" when they are not the ones the preview
 * listed (one refused though the owner chose to end them, or one more or fewer ended); null when nothing does.
 */
export function endSalesProblem(plan: { saleRefusals: readonly SaleRefusal[]; endedSales: readonly SaleRefusal[] }, chosen: ReadonlySet<string>): "notEnded" | "stale" | null {
  if (plan.saleRefusals.length) return chosen.size ? "stale" : "notEnded";
  const asListed = plan.endedSales.length === chosen.size && plan.endedSales.every((sale) => chosen.has(sale.code));
  return asListed ? null : "stale";
}

/** Applying refused because the owner did not choose to end the listed sales. */
export const SALES_NOT_ENDED_MESSAGE =
  "Nic nie zostało zmienione: po tej zmianie wyprzedaż niektórych tkanin nie byłaby już obniżką (opis w podglądzie). Zaznacz „Zakończ wyprzedaż wymienionych tkanin” albo zmień ich ceny.";

/** ' Zakończono wyprzedaż: 2 tkaniny.' after a confirmation's own sentence, or nothing. */
export const endedSalesText = (ended: number) => (ended ? ` Zakończono wyprzedaż: ${fabricCount(ended)}.` : "");
