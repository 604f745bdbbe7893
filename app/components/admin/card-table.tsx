import type { ReactNode } from "react";

// The back-office's lists: a table on wide screens, a card per row on a phone, where each cell
// shows its column's name before the value.

/** A cell's layout; each table adds how its cells align. */
export const cardTableCell = "px-3 py-1 max-md:block md:py-3";

/** A row: a line of the table, or on a phone a card of its own. */
export const cardTableRow = "text-stone-900 max-md:block max-md:rounded-2xl max-md:border max-md:border-stone-200 max-md:bg-white max-md:py-3 max-md:shadow-sm";

/** The column's name before the value on a phone, where the table's header is hidden. */
export function CellLabel({ children }: { children: string }) {
  return <span className="mr-1 text-stone-600 md:hidden">{children}:</span>;
}

/** A cell that names its column on a phone; `className` adds how it aligns and its type. */
export function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td className={className ? `${cardTableCell} ${className}` : cardTableCell}>
      <CellLabel>{label}</CellLabel>
      {children}
    </td>
  );
}

export function CardTable({ caption, columns, children }: { caption: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <div className="md:overflow-x-auto md:rounded-2xl md:border md:border-stone-200 md:bg-white md:shadow-sm">
      <table className="w-full text-sm max-md:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase max-md:sr-only">
          <tr>
            {columns.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-3 whitespace-nowrap">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:block max-md:space-y-3 md:divide-y md:divide-stone-200">{children}</tbody>
      </table>
    </div>
  );
}
