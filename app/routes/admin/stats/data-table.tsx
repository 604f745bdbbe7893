import type { ReactNode } from "react";

/** A chart's figures as a table, folded under the chart: what a screen reader reads, and anyone may open. */
export function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer rounded font-medium text-accent-800 hover:underline">Pokaż dane w tabeli</summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full border-collapse text-left tabular-nums">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-stone-300">
              {head.map((cell, i) => (
                <th key={cell} scope="col" className={`px-2 py-1 font-medium text-stone-700 ${i ? "text-right" : ""}`}>
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([first, ...rest], r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed per render, in the chart's order.
              <tr key={r} className="border-b border-stone-100">
                <th scope="row" className="px-2 py-1 font-normal text-stone-900">
                  {first}
                </th>
                {rest.map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns of a row, fixed by the head.
                  <td key={i} className="px-2 py-1 text-right text-stone-900">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
