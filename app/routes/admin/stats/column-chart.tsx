import { DataTable } from "./data-table";

// Revenue per bucket as columns, the order count as dots on its own scale: server-rendered SVG that
// scales to its box (viewBox, width 100%), with text sized for a 390 px phone.

const WIDTH = 400;
const HEIGHT = 220;
const PLOT = { left: 4, right: 396, top: 18, bottom: 188 };
/** At most this many axis labels, so they never overlap. */
const MAX_LABELS = 6;
const LABEL_FONT_SIZE = 13;
/** A label's width at most, a digit or letter of the chart's sans-serif being about 0.6 of the font size. */
const labelWidth = (label: string) => label.length * LABEL_FONT_SIZE * 0.6;

/**
 * Where an axis label is drawn: centred under its column, unless that would cut it at the chart's edge
 * (the first of a month's thirty days, '31.10' drawn as ')1.10'): then flush with the edge.
 */
function labelPlacement(label: string, centre: number): { x: number; textAnchor: "start" | "middle" | "end" } {
  const half = labelWidth(label) / 2;
  if (centre - half < 0) return { x: 0, textAnchor: "start" };
  if (centre + half > WIDTH) return { x: WIDTH, textAnchor: "end" };
  return { x: centre, textAnchor: "middle" };
}

export interface Column {
  label: string;
  value: number;
  count: number;
}

export function ColumnChart({
  title,
  summary,
  columns,
  formatValue,
  valueHead,
  countHead,
}: {
  title: string;
  /** What the chart shows in a sentence: its accessible name. */
  summary: string;
  columns: Column[];
  formatValue: (value: number) => string;
  valueHead: string;
  countHead: string;
}) {
  const maxValue = Math.max(1, ...columns.map((c) => c.value));
  const maxCount = Math.max(1, ...columns.map((c) => c.count));
  const step = (PLOT.right - PLOT.left) / Math.max(1, columns.length);
  const barWidth = Math.max(1, step * 0.7);
  const labelEvery = Math.ceil(columns.length / MAX_LABELS);
  const y = (fraction: number) => PLOT.bottom - fraction * (PLOT.bottom - PLOT.top);
  const countPoints = columns.map((c, i) => `${PLOT.left + step * (i + 0.5)},${y(c.count / maxCount)}`).join(" ");
  return (
    <figure className="rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4">
      <figcaption className="font-semibold text-stone-900">{title}</figcaption>
      <p className="mt-1 flex flex-wrap gap-x-4 text-xs text-stone-600" aria-hidden="true">
        <span>
          <span className="mr-1 inline-block size-2.5 rounded-sm bg-accent-600 align-middle" />
          {valueHead} (najwyżej {formatValue(maxValue)})
        </span>
        <span>
          <span className="mr-1 inline-block size-2.5 rounded-full bg-stone-900 align-middle" />
          {countHead} (najwyżej {maxCount})
        </span>
      </p>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={summary} className="mt-2 block h-auto max-w-full">
        <line x1={PLOT.left} x2={PLOT.right} y1={PLOT.bottom} y2={PLOT.bottom} className="stroke-stone-300" />
        {columns.map((c, i) => {
          const height = (c.value / maxValue) * (PLOT.bottom - PLOT.top);
          const x = PLOT.left + step * i + (step - barWidth) / 2;
          return (
            <g key={c.label}>
              <rect x={x} y={PLOT.bottom - height} width={barWidth} height={height} rx={Math.min(2, barWidth / 4)} className="fill-accent-600">
                <title>{`${c.label}: ${formatValue(c.value)}, ${countHead.toLowerCase()}: ${c.count}`}</title>
              </rect>
              {i % labelEvery === 0 ? (
                <text {...labelPlacement(c.label, PLOT.left + step * (i + 0.5))} y={HEIGHT - 12} fontSize={LABEL_FONT_SIZE} className="fill-stone-700">
                  {c.label}
                </text>
              ) : null}
            </g>
          );
        })}
        {columns.length > 1 ? <polyline points={countPoints} fill="none" strokeWidth="1.5" className="stroke-stone-900" /> : null}
        {columns.map((c, i) => (
          <circle key={c.label} cx={PLOT.left + step * (i + 0.5)} cy={y(c.count / maxCount)} r={columns.length > 40 ? 1.5 : 2.5} className="fill-stone-900" />
        ))}
      </svg>
      <DataTable caption={title} head={["Okres", valueHead, countHead]} rows={columns.map((c) => [c.label, formatValue(c.value), c.count])} />
    </figure>
  );
}
