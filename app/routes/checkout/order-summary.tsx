import { TextLink } from "~/components/ui/text-link";
import { lineDimensions, lineTitle } from "~/lib/line-description";
import { linePriceParts } from "~/lib/line-prices";
import type { CartItem } from "~/lib/cart";
import type { OrderTotals } from "~/lib/checkout";
import { formatPln } from "~/lib/money";

/** The cart in one short list: what, how big, how many at what unit price, the handles, and the line's total. */
export function OrderLines({ items }: { items: readonly CartItem[] }) {
  return (
    <div>
      <ul className="divide-y divide-stone-200">
        {items.map((item) => {
          const prices = linePriceParts({ ...item, configuration: item });
          return (
            <li key={item.id} className="flex justify-between gap-4 py-3 first:pt-0">
              <div className="min-w-0">
                <p className="font-medium text-stone-950">{lineTitle(item)}</p>
                <p className="text-sm text-stone-600">
                  {lineDimensions(item)} · {prices.quantity} szt. × {formatPln(prices.unitPrice)}
                </p>
                {prices.handles ? (
                  <p className="text-sm text-stone-600">
                    {prices.handles.label}: {formatPln(prices.handles.amount)}
                  </p>
                ) : null}
              </div>
              <p className="shrink-0 text-sm font-semibold text-stone-950">{formatPln(prices.total)}</p>
            </li>
          );
        })}
      </ul>
      <TextLink to="/koszyk" className="mt-1 inline-block text-sm">
        Zmień zawartość koszyka
      </TextLink>
    </div>
  );
}

/** What the browser expects the order to cost; the server prices it again when it is placed. */
export function TotalsBox({ totals, promoCode, deliveryChosen }: { totals: OrderTotals; promoCode: string | null; deliveryChosen: boolean }) {
  const row = "flex justify-between gap-4";
  return (
    <dl className="space-y-2 text-sm">
      <div className={row}>
        <dt className="text-stone-600">Wartość produktów</dt>
        <dd className="text-stone-900">{formatPln(totals.itemsTotal)}</dd>
      </div>
      {totals.discount > 0 ? (
        <div className={row}>
          <dt className="text-emerald-800">
            Rabat {totals.discountPercent}%{promoCode ? ` (${promoCode})` : null}
          </dt>
          <dd className="text-emerald-800">−{formatPln(totals.discount)}</dd>
        </div>
      ) : null}
      <div className={row}>
        <dt className="text-stone-600">Dostawa</dt>
        <dd className="text-stone-900">{deliveryChosen ? formatPln(totals.deliveryCost) : "wybierz sposób dostawy"}</dd>
      </div>
      <div className={row}>
        <dt className="text-stone-600">Opłata za płatność</dt>
        <dd className="text-stone-900">{formatPln(totals.paymentFee)}</dd>
      </div>
      <div className={`${row} items-baseline border-t border-stone-200 pt-3`}>
        <dt className="font-semibold text-stone-950">Do zapłaty</dt>
        <dd className="text-2xl font-bold text-stone-950">{formatPln(totals.finalTotal)}</dd>
      </div>
    </dl>
  );
}
