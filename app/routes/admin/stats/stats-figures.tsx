import { buttonClasses } from "~/components/ui/button";
import { formatPln } from "~/lib/money";
import { deliveryLabel, formatShare, paymentMethodLabel, productTypeLabel, type Share, type ShopStats } from "~/lib/shop-stats";
import { bucketLabel, periodLabel, periodQuery, STATS_CSV_PATH, type StatsPeriod } from "~/lib/stats-period";
import { type Bar, BarChart } from "./bar-chart";
import { ColumnChart } from "./column-chart";
import { ORDERS } from "~/lib/order-status";
import { pluralForm } from "~/lib/plural";

const countFormat = new Intl.NumberFormat("pl-PL");
export const count = (n: number) => countFormat.format(n);

/** Bars by value, the end saying the amount and how many (pieces or orders). */
function valueBars(shares: Share[], label: (share: Share) => string, unit: "szt." | "zam."): Bar[] {
  return shares.map((share) => {
    const many = unit === "szt." ? (share.pieces ?? 0) : (share.orders ?? 0);
    return { label: label(share), value: share.value, text: `${formatPln(share.value)} · ${count(many)} ${unit}`, cells: [formatPln(share.value), count(many)] };
  });
}

/** Bars by pieces, for the tops: what sells most often. */
function pieceBars(shares: Share[], label: (share: Share) => string): Bar[] {
  return shares.map((share) => ({
    label: label(share),
    value: share.pieces ?? 0,
    text: `${count(share.pieces ?? 0)} szt. · ${formatPln(share.value)}`,
    cells: [count(share.pieces ?? 0), formatPln(share.value)],
  }));
}

const summaryOf = (title: string, bars: Bar[]) => `${title}: ${bars.map((b) => `${b.label} ${b.text}`).join("; ")}`;

export function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-stone-950">{value}</dd>
      {note ? <dd className="text-xs text-stone-600">{note}</dd> : null}
    </div>
  );
}

/** The period's figures: the summary, the charts with their tables, the CSV link and how it is counted. */
export function StatsFigures({ period, stats }: { period: StatsPeriod; stats: ShopStats }) {
  const { totals } = stats;
  const csvHref = `${STATS_CSV_PATH}${periodQuery({ from: period.from, to: period.to, bucket: period.bucket })}`;
  const charts: { title: string; bars: Bar[]; head: string[] }[] = [
    { title: "Rodzaje produktów", bars: valueBars(stats.productTypes, (s) => productTypeLabel(s.key), "szt."), head: ["Rodzaj", "Wartość pozycji", "Sztuki"] },
    { title: "Sposoby dostawy", bars: valueBars(stats.delivery, (s) => deliveryLabel(s.key), "zam."), head: ["Dostawa", "Przychód", "Zamówienia"] },
    { title: "Sposoby płatności", bars: valueBars(stats.payment, (s) => paymentMethodLabel(s.key), "zam."), head: ["Płatność", "Przychód", "Zamówienia"] },
    { title: "Najczęściej zamawiane tkaniny", bars: pieceBars(stats.fabrics, (s) => (s.label ? `${s.label}, ${s.key}` : s.key)), head: ["Tkanina", "Sztuki", "Wartość pozycji"] },
    { title: "Najczęściej zamawiane profile", bars: pieceBars(stats.profiles, (s) => s.key), head: ["Profil", "Sztuki", "Wartość pozycji"] },
    { title: "Najczęściej zamawiane kolory tkanin", bars: pieceBars(stats.colours, (s) => s.key), head: ["Kolor", "Sztuki", "Wartość pozycji"] },
    {
      title: "Kody rabatowe",
      bars: stats.promoCodes.map((p) => ({
        label: p.code,
        value: p.orders,
        text: `${count(p.orders)} zam. · rabat ${formatPln(p.discount)}`,
        cells: [count(p.orders), formatPln(p.discount)],
      })),
      head: ["Kod", "Zamówienia", "Rabat razem"],
    },
  ];
  return (
    <section aria-labelledby="stats-period" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="stats-period" className="text-lg font-semibold text-stone-900">
          Okres: {periodLabel(period)}
        </h2>
        <a href={csvHref} download className={buttonClasses("secondary")}>
          Pobierz CSV
        </a>
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Figure label="Przychód" value={formatPln(totals.revenue)} />
        <Figure label="Zamówienia" value={count(totals.orders)} note={`w tym liczone: ${count(totals.counted)}`} />
        <Figure label="Średnia wartość zamówienia" value={formatPln(totals.average)} />
        <Figure label="Anulowane" value={formatShare(totals.cancelled, totals.orders)} note={`${count(totals.cancelled)} zam.`} />
        <Figure label="Odrzucone" value={formatShare(totals.rejected, totals.orders)} note={`${count(totals.rejected)} zam.`} />
      </dl>
      {totals.orders === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-8 text-center text-stone-700">Brak zamówień w wybranym okresie.</p>
      ) : (
        <>
          <ColumnChart
            title="Przychód i zamówienia"
            summary={`Przychód i liczba zamówień w okresie ${periodLabel(period)}: razem ${formatPln(totals.revenue)}, ${count(totals.orders)} ${pluralForm(totals.orders, ORDERS)}.`}
            columns={stats.buckets.map((b) => ({ label: bucketLabel(b.key, period.bucket), value: b.revenue, count: b.orders }))}
            formatValue={formatPln}
            valueHead="Przychód"
            countHead="Zamówienia"
          />
          <div className="grid gap-4 lg:grid-cols-2">
            {charts.map((chart) => (
              <BarChart key={chart.title} title={chart.title} summary={summaryOf(chart.title, chart.bars)} bars={chart.bars} head={[...chart.head]} />
            ))}
          </div>
        </>
      )}
      <details className="rounded-2xl border border-stone-200 bg-stone-50 p-4 text-sm text-stone-700">
        <summary className="cursor-pointer font-medium text-stone-900">Jak liczymy</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>Zamówienie liczy się w dniu złożenia, według czasu polskiego.</li>
          <li>Zamówienia: wszystkie złożone w okresie, także anulowane i odrzucone.</li>
          <li>Przychód: suma kwot do zapłaty (z dostawą i opłatą, po rabacie) zamówień, które nie zostały anulowane ani odrzucone.</li>
          <li>Średnia wartość: przychód podzielony przez liczbę tych zamówień.</li>
          <li>Anulowane: status „Anulowane”. Odrzucone: odrzucone przez sklep (a nie anulowane). Udział liczony od wszystkich zamówień.</li>
          <li>Podziały, najczęściej zamawiane tkaniny, profile i kolory oraz kody rabatowe: tylko zamówienia liczone do przychodu; wartość pozycji przed rabatem z kodu.</li>
        </ul>
      </details>
    </section>
  );
}
