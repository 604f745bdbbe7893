import { LinePreview } from "~/components/preview/line-preview";
import { describeOrderLine, detailText } from "~/lib/line-description";
import { linePriceParts } from "~/lib/line-prices";
import { formatPln } from "~/lib/money";
import type { OrderLineRecord } from "~/lib/order";

export type OrderLineView = Omit<OrderLineRecord, "orderId">;

/** An order's lines with their configuration, unit price, handles and line price. */
export function OrderLines({ lines }: { lines: readonly OrderLineView[] }) {
  return (
    <ol className="divide-y divide-stone-200">
      {lines.map((line) => {
        const { title, details } = describeOrderLine(line);
        const prices = linePriceParts({ ...line, totalPrice: line.linePrice });
        return (
          <li key={line.id} className="flex flex-col gap-3 py-5 first:pt-0 last:pb-0 sm:flex-row sm:gap-6">
            <div className="flex min-w-0 flex-1 gap-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-50 text-sm font-semibold text-accent-800 ring-1 ring-accent-100"
              >
                {line.position}
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold text-stone-950">{title}</h3>
                <ul className="mt-1.5 space-y-0.5 text-sm text-stone-600">
                  {details.map((detail) => (
                    <li key={detail.label}>{detailText(detail)}</li>
                  ))}
                </ul>
                {line.configuration ? <LinePreview item={line.configuration} className="mt-3 h-auto w-full max-w-64" /> : null}
              </div>
            </div>
            <dl className="space-y-1 pl-12 text-sm sm:w-48 sm:shrink-0 sm:pl-0">
              {[
                { label: "Ilość", value: `${prices.quantity} szt.` },
                { label: "Cena jednostkowa", value: formatPln(prices.unitPrice) },
                ...(prices.handles ? [{ label: prices.handles.label, value: formatPln(prices.handles.amount) }] : []),
                { label: "Wartość", value: formatPln(prices.total), strong: true },
              ].map(({ label, value, strong }) => (
                <div key={label} className="flex justify-between gap-4 sm:block sm:text-right">
                  <dt className="text-stone-600">{label}</dt>
                  <dd className={strong ? "font-semibold text-stone-950" : "font-medium text-stone-900"}>{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
