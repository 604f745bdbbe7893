import { Form } from "react-router";
import { successButtonClasses } from "~/components/admin/buttons";
import { LineDoneButton, LineState, ProductionCard } from "~/components/admin/production-card";
import { ProductionPlanSummary } from "~/components/admin/production-plan";
import { buttonClasses } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { formatDateTime } from "~/lib/dates";
import { lineDimensions, lineTitle } from "~/lib/line-description";
import { ORDERS } from "~/lib/order-status";
import { countOf } from "~/lib/plural";
import { linesToMake, PRINT_LAYOUT_LABELS, PRINT_LAYOUTS, printPath, productionCardPath, type ProductionOrder, productionPlan } from "~/lib/production";
import type { ProductionDeductions } from "~/lib/production-deductions";
import { OrderFacts } from "./order-facts";

// The orders in production: the plan of their lines still to make (groups and totals), then each order with each
// line's card and its button.

/** The printouts of the plan: cards one per A4 sheet, a compact list, or labels with QR codes. */
export function PrintLinks() {
  return (
    <nav aria-label="Wydruki planu" className="flex flex-wrap gap-2">
      {PRINT_LAYOUTS.map((layout) => (
        <Link key={layout} to={printPath(layout)} className={buttonClasses("secondary")}>
          {PRINT_LAYOUT_LABELS[layout].print}
        </Link>
      ))}
    </nav>
  );
}

function OrderInProduction({ order, deductions }: { order: ProductionOrder; deductions: ProductionDeductions }) {
  const made = order.lines.filter((line) => line.madeAt !== null).length;
  return (
    <li className="rounded-2xl border border-stone-200 bg-white shadow-sm">
      <div className="flex flex-col gap-2 border-b border-stone-200 p-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <h4 className="font-semibold text-stone-950 tabular-nums">{order.number}</h4>
          <OrderFacts order={order} />
          {order.productionStartedAt ? (
            <p className="text-sm text-stone-600">
              W produkcji od <time dateTime={order.productionStartedAt.toISOString()}>{formatDateTime(order.productionStartedAt)}</time>
            </p>
          ) : null}
          {order.notes ? <p className="text-sm text-stone-800">Uwagi klienta: {order.notes}</p> : null}
        </div>
        <div className="flex flex-col items-start gap-2 sm:items-end">
          <p className="text-sm font-medium text-stone-900 tabular-nums">
            Wykonano {made} z {order.lines.length}
          </p>
          {made === order.lines.length ? (
            // Marking the last line does this; here for an order whose last mark went through but not its status.
            <Form method="post">
              <input type="hidden" name="intent" value="finish" />
              <input type="hidden" name="number" value={order.number} />
              <button type="submit" className={successButtonClasses}>
                Oznacz zamówienie jako gotowe
              </button>
            </Form>
          ) : null}
        </div>
      </div>
      <ul className="divide-y divide-stone-200">
        {order.lines.map((line) => (
          <li key={line.id}>
            <details className="group">
              <summary className="flex min-h-12 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm">
                <span className="font-medium text-stone-950">
                  Poz. {line.position}: {line.item ? `${lineTitle(line.item)}, ${lineDimensions(line.item)}` : `${line.widthCm} × ${line.heightCm} cm`} × {line.quantity}
                </span>
                <LineState line={line} />
              </summary>
              <div className="border-t border-stone-100 px-4 py-4">
                <ProductionCard
                  orderNumber={order.number}
                  line={line}
                  deductions={deductions}
                  actions={
                    <div className="flex flex-wrap items-center gap-3">
                      <LineDoneButton line={line} />
                      <Link to={productionCardPath(line.id)} className={buttonClasses("secondary")}>
                        Otwórz kartę (tablet)
                      </Link>
                    </div>
                  }
                />
              </div>
            </details>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function InProduction({ orders, more, deductions }: { orders: readonly ProductionOrder[]; more: boolean; deductions: ProductionDeductions }) {
  const lines = linesToMake(orders);
  return (
    <section aria-labelledby="plan-heading" className="space-y-6">
      <h2 id="plan-heading" className="text-xl font-semibold text-stone-950">
        Plan produkcji <span className="text-stone-500">({countOf(orders.length, ORDERS)} w realizacji)</span>
      </h2>
      {more ? <p className="text-sm text-amber-900">Plan pokazuje zamówienia najdłużej w realizacji; kolejne pojawią się, gdy te będą gotowe.</p> : null}
      {orders.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-6 text-center text-stone-700">Żadne zamówienie nie jest teraz w realizacji.</p>
      ) : (
        <>
          <ProductionPlanSummary plan={productionPlan(lines, deductions)} lines={lines} />
          <section aria-labelledby="orders-in-production" className="space-y-3">
            <h3 id="orders-in-production" className="text-lg font-semibold text-stone-950">
              Zamówienia w realizacji i karty produkcyjne
            </h3>
            <ul className="space-y-4">
              {orders.map((order) => (
                <OrderInProduction key={order.number} order={order} deductions={deductions} />
              ))}
            </ul>
          </section>
        </>
      )}
    </section>
  );
}
