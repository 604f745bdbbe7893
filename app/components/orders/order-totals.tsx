import { formatPln } from "~/lib/money";
import type { OrderTotalsRecord } from "~/lib/order";

export type OrderTotalsView = OrderTotalsRecord;

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? "border-t border-stone-200 pt-3 text-lg font-semibold text-stone-950" : "text-stone-700"}`}>
      <dt>{label}</dt>
      <dd className={strong ? "" : "font-medium text-stone-900"}>{value}</dd>
    </div>
  );
}

/** Items, discount, delivery, fee and the final amount, as the checkout computed them. */
export function OrderTotals({ totals }: { totals: OrderTotalsView }) {
  return (
    <dl className="space-y-2">
      <Row label="Wartość produktów" value={formatPln(totals.itemsTotal)} />
      {totals.discount > 0 ? (
        <Row label={`Rabat${totals.promoCode ? ` (kod ${totals.promoCode}, ${totals.discountPercent}%)` : ""}`} value={`−${formatPln(totals.discount)}`} />
      ) : null}
      <Row label="Dostawa" value={formatPln(totals.deliveryCost)} />
      {totals.paymentFee > 0 ? <Row label="Opłata za płatność" value={formatPln(totals.paymentFee)} /> : null}
      <Row label="Do zapłaty" value={formatPln(totals.finalTotal)} strong />
    </dl>
  );
}
