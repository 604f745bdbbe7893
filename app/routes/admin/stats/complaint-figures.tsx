import type { ComplaintStats } from "~/lib/complaint-stats";
import { COMPLAINT_REMEDY_LABELS, COMPLAINT_STATUS_LABELS, COMPLAINT_STATUSES, complaintReasons } from "~/lib/complaints";
import { formatShare } from "~/lib/shop-stats";
import { BUCKET_LABELS, bucketLabel, periodLabel, type StatsPeriod } from "~/lib/stats-period";
import { DataTable } from "./data-table";
import { count, Figure } from "./stats-figures";

/** 'Reklamacje': the complaints filed in the period, what about, how they ended, and the share answered within the law's 14 days. */
export function ComplaintFigures({ period, complaints }: { period: StatsPeriod; complaints: ComplaintStats }) {
  const { filed, buckets, byReason, byRemedy, byStatus, answeredInTime, judged, openNow } = complaints;
  return (
    <section aria-labelledby="stats-complaints" className="space-y-4">
      <h2 id="stats-complaints" className="text-lg font-semibold text-stone-900">
        Reklamacje
      </h2>
      <p className="text-sm text-stone-700">Reklamacje otrzymane w okresie {periodLabel(period)}, ich przyczyny i rozstrzygnięcia, oraz terminowość odpowiedzi konsumentom.</p>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Otrzymane w okresie" value={count(filed)} />
        <Figure label="W rozpatrzeniu z okresu" value={count(byStatus.otwarta)} />
        <Figure label="Otwarte teraz" value={count(openNow)} note="wszystkie, bez względu na datę" />
        <Figure label="Odpowiedź w terminie 14 dni" value={judged ? formatShare(answeredInTime, judged) : "—"} note={`${count(answeredInTime)} z ${count(judged)}`} />
      </dl>
      {filed === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-8 text-center text-stone-700">Brak reklamacji otrzymanych w wybranym okresie.</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-3">
          <ShareList title="Przyczyny" rows={byReason.map(({ reason, complaints: n }) => [complaintReasons[reason], n])} />
          <ShareList title="Stan" rows={COMPLAINT_STATUSES.map((status) => [COMPLAINT_STATUS_LABELS[status], byStatus[status]])} />
          <ShareList title="Sposób załatwienia (uznane)" rows={byRemedy.map(({ remedy, complaints: n }) => [COMPLAINT_REMEDY_LABELS[remedy], n])} />
        </div>
      )}
      {filed ? (
        <DataTable
          caption={`Reklamacje otrzymane, podział: ${BUCKET_LABELS[period.bucket].toLowerCase()}`}
          head={["Okres", "Otrzymane"]}
          rows={buckets.map((b) => [bucketLabel(b.key, period.bucket), count(b.filed)])}
        />
      ) : null}
      <details className="rounded-2xl border border-stone-200 bg-stone-50 p-4 text-sm text-stone-700">
        <summary className="cursor-pointer font-medium text-stone-900">Jak liczymy reklamacje</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>Otrzymane: reklamacje z datą otrzymania w okresie (czas polski); przyczyny, stan i sposób załatwienia dotyczą tych reklamacji, w stanie na dziś.</li>
          <li>
            Odpowiedź w terminie: reklamacje konsumentów, na które odpowiedź przypadała albo została udzielona w okresie. W terminie, gdy sklep rozstrzygnął reklamację najpóźniej w
            ostatnim dniu terminu; uznane z mocy prawa i otwarte po terminie liczymy jako spóźnione. Reklamacje firm (bez ustawowego terminu) nie są tu liczone.
          </li>
        </ul>
      </details>
    </section>
  );
}

function ShareList({ title, rows }: { title: string; rows: [string, number][] }) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <h3 className="text-sm font-medium text-stone-900">{title}</h3>
      <dl className="mt-2 space-y-1 text-sm">
        {rows.map(([label, n]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-stone-700">{label}</dt>
            <dd className="tabular-nums text-stone-950">{count(n)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
