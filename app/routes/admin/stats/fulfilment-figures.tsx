import { formatShare } from "~/lib/shop-stats";
import { type FulfilmentFigures as Figures, type FulfilmentStats, formatDays } from "~/lib/stats-fulfilment";
import { BUCKET_LABELS, bucketLabel, periodLabel, type StatsPeriod } from "~/lib/stats-period";
import { DataTable } from "./data-table";
import { count, Figure } from "./stats-figures";

const days = (value: number | null) => formatDays(value) || "—";
const share = ({ onTime, promised }: Figures) => (promised ? `${formatShare(onTime, promised)} (${count(onTime)} z ${count(promised)})` : "—");

/** 'Realizacja zamówień': the orders shipped in the period, how long they took and whether by the day promised. */
export function FulfilmentFigures({ period, fulfilment: { totals, buckets } }: { period: StatsPeriod; fulfilment: FulfilmentStats }) {
  const untimed = totals.shipped - totals.timed;
  const unpromised = totals.shipped - totals.promised;
  return (
    <section aria-labelledby="stats-fulfilment" className="space-y-4">
      <h2 id="stats-fulfilment" className="text-lg font-semibold text-stone-900">
        Realizacja zamówień
      </h2>
      <p className="text-sm text-stone-700">
        Zamówienia wysłane w okresie {periodLabel(period)}: ile dni roboczych minęło od akceptacji do wysyłki i ile wyszło najpóźniej w dniu wysyłki obiecanym klientowi.
      </p>
      {totals.shipped === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-8 text-center text-stone-700">Brak zamówień wysłanych w wybranym okresie.</p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Figure label="Wysłane" value={count(totals.shipped)} />
            <Figure label="Od akceptacji do wysyłki: mediana" value={days(totals.medianDays)} note="dni robocze" />
            <Figure label="Od akceptacji do wysyłki: średnio" value={days(totals.averageDays)} note="dni robocze" />
            <Figure
              label="Wysłane w obiecanym terminie"
              value={totals.promised ? formatShare(totals.onTime, totals.promised) : "—"}
              note={`${count(totals.onTime)} z ${count(totals.promised)}`}
            />
          </dl>
          {untimed || unpromised ? (
            <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
              {untimed ? <li>Czasu od akceptacji nie liczymy dla {count(untimed)} zam.: nie zapisano ich akceptacji albo zaakceptowano je dopiero po dniu wysyłki.</li> : null}
              {unpromised ? <li>Do udziału w terminie nie liczymy {count(unpromised)} zam.: złożono je, zanim sklep zapisywał obiecany dzień wysyłki.</li> : null}
            </ul>
          ) : null}
          <DataTable
            caption={`Realizacja zamówień, podział: ${BUCKET_LABELS[period.bucket].toLowerCase()}`}
            head={["Okres", "Wysłane", "Mediana (dni robocze)", "Średnio (dni robocze)", "W obiecanym terminie"]}
            rows={buckets.map((b) => [bucketLabel(b.key, period.bucket), count(b.shipped), days(b.medianDays), days(b.averageDays), share(b)])}
          />
        </>
      )}
      <details className="rounded-2xl border border-stone-200 bg-stone-50 p-4 text-sm text-stone-700">
        <summary className="cursor-pointer font-medium text-stone-900">Jak liczymy realizację</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>Wysłane: zamówienia przekazane przewoźnikowi albo przygotowane do odbioru osobistego w okresie, według czasu polskiego, bez względu na ich dzisiejszy status.</li>
          <li>
            Czas od akceptacji do wysyłki liczymy w dniach roboczych, tak jak obiecany termin: dzień akceptacji się nie liczy, liczy się każdy dzień od poniedziałku do piątku po
            nim, aż do dnia wysyłki włącznie, oprócz świąt ustawowych. Wysyłka w dniu akceptacji to 0 dni.
          </li>
          <li>W obiecanym terminie: wysłane najpóźniej w dniu wysyłki pokazanym klientowi (według czasu polskiego). Udział liczymy od zamówień, które mają ten dzień zapisany.</li>
        </ul>
      </details>
    </section>
  );
}
