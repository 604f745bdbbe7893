import { useId, type ReactNode } from "react";
import { formatArea } from "~/lib/format";
import { formatPln } from "~/lib/money";
import type { PriceBreakdown } from "~/lib/pricing";

export interface PriceSummaryProps {
  breakdown: PriceBreakdown | null;
  /** Items of the line, shown as "× n szt."; the breakdown's total already includes it. */
  quantity: number | null;
  /** Shown instead of the price while the breakdown is null (dimensions missing or invalid). */
  emptyText: ReactNode;
  title?: string;
  titleAs?: "h2" | "h3";
  /** Under the price: the add-to-cart button and whatever goes with it. */
  children?: ReactNode;
}

function Row({ label, value, strong = false }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className={strong ? "font-medium text-stone-900" : "text-stone-600"}>{label}</dt>
      <dd className={`text-right whitespace-nowrap tabular-nums ${strong ? "font-semibold text-stone-950" : "text-stone-900"}`}>{value}</dd>
    </div>
  );
}

/**
 * A line's price as the pricing engine computed it: area, every component, unit price, quantity and
 * total. The figures are a polite live region, so a screen reader hears the new price after a change.
 */
export function PriceSummary({ breakdown, quantity, emptyText, title = "Kalkulacja ceny", titleAs: Title = "h2", children }: PriceSummaryProps) {
  const titleId = useId();
  const perUnit = breakdown?.components.filter((c) => c.per === "unit") ?? [];
  const perLine = breakdown?.components.filter((c) => c.per === "line") ?? [];
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <Title id={titleId} className="text-lg font-semibold tracking-tight text-stone-950">
        {title}
      </Title>
      <div aria-live="polite" className="mt-4 text-sm">
        {breakdown ? (
          <>
            <div className="border-b border-stone-200 pb-2">
              <dl>
                <Row label="Powierzchnia rozliczeniowa" value={formatArea(breakdown.billedArea)} />
              </dl>
              {breakdown.billedArea !== breakdown.realArea ? (
                <p className="pb-1 text-xs text-stone-600">Rzeczywista powierzchnia to {formatArea(breakdown.realArea)}; liczymy nie mniej niż minimum rozliczeniowe.</p>
              ) : null}
            </div>
            <dl className="border-b border-stone-200 py-2">
              {perUnit.map((component) => (
                <Row key={component.key} label={component.label} value={formatPln(component.amount)} />
              ))}
            </dl>
            <dl className="border-b border-stone-200 py-2">
              <Row label="Cena za sztukę" value={formatPln(breakdown.unit)} strong />
              {quantity !== null ? <Row label="Ilość" value={`× ${quantity} szt.`} /> : null}
              {perLine.map((component) => (
                <Row key={component.key} label={`${component.label} (za całą pozycję)`} value={formatPln(component.amount)} />
              ))}
            </dl>
            <dl className="pt-3">
              <div className="flex items-baseline justify-between gap-4">
                <dt className="text-base font-semibold text-stone-950">Razem</dt>
                <dd className="text-2xl font-bold tracking-tight text-stone-950 tabular-nums">{formatPln(breakdown.total)}</dd>
              </div>
            </dl>
            <p className="mt-1 text-xs text-stone-600">Cena zawiera VAT.</p>
          </>
        ) : (
          <p className="rounded-xl bg-stone-50 p-4 text-stone-700">{emptyText}</p>
        )}
      </div>
      {children ? <div className="mt-5 space-y-3">{children}</div> : null}
    </section>
  );
}
