import { DataTable } from "./data-table";

// Horizontal bars, one row per item: the label above its bar (long fabric names fit a phone), the figures after it.

const WIDTH = 400;
const ROW = 44;
/** The longest bar leaves room for its figures after it. */
const BAR_MAX = 200;

export interface Bar {
  label: string;
  value: number;
  /** What the bar's end says: the value formatted, maybe with a second figure. */
  text: string;
  /** The table's further columns, after the label. */
  cells: (string | number)[];
}

export function BarChart({
  title,
  summary,
  bars,
  head,
  empty = "Brak danych w wybranym okresie.",
}: {
  title: string;
  summary: string;
  bars: Bar[];
  head: string[];
  empty?: string;
}) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <figure className="rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4">
      <figcaption className="font-semibold text-stone-900">{title}</figcaption>
      {bars.length ? (
        <>
          <svg viewBox={`0 0 ${WIDTH} ${bars.length * ROW}`} width="100%" role="img" aria-label={summary} className="mt-2 block h-auto max-w-full">
            {bars.map((b, i) => {
              const length = Math.max(2, (b.value / max) * BAR_MAX);
              return (
                <g key={b.label} transform={`translate(0 ${i * ROW})`}>
                  <text x="0" y="15" fontSize="14" className="fill-stone-900">
                    {b.label}
                  </text>
                  <rect x="0" y="22" width={length} height="12" rx="3" className="fill-accent-600" />
                  <text x={length + 6} y="33" fontSize="13" className="fill-stone-700">
                    {b.text}
                  </text>
                </g>
              );
            })}
          </svg>
          <DataTable caption={title} head={head} rows={bars.map((b) => [b.label, ...b.cells])} />
        </>
      ) : (
        <p className="mt-2 text-sm text-stone-600">{empty}</p>
      )}
    </figure>
  );
}
