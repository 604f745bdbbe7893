import type { ReactNode } from "react";
import { formatDateTime } from "~/lib/dates";
import { formatAgo, OPERATIONS_LIST_SIZE } from "~/lib/operations";

/** One part of the page: its heading with how many there are, what it means, and its list or a note that it is empty. */
export function OperationsSection({
  id,
  title,
  total,
  lead,
  empty,
  children,
}: {
  id: string;
  title: string;
  total?: number;
  lead: ReactNode;
  empty?: string;
  children: ReactNode;
}) {
  const heading = `${id}-heading`;
  const shown = total !== undefined && total > OPERATIONS_LIST_SIZE ? ` (najnowsze ${OPERATIONS_LIST_SIZE})` : "";
  return (
    <section aria-labelledby={heading} className="space-y-3">
      <h2 id={heading} className="text-lg font-semibold text-stone-950">
        {title}
        {total !== undefined ? (
          <>
            : <span className="tabular-nums">{total}</span>
            {shown}
          </>
        ) : null}
      </h2>
      <div className="max-w-3xl text-sm text-stone-600">{lead}</div>
      {total === 0 && empty ? <p className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-6 text-center text-stone-700">{empty}</p> : children}
    </section>
  );
}

/** A moment as a date and, beside it, how long ago that was (counted by the server when the page was read). */
export function Moment({ at, now }: { at: Date; now: number }) {
  return (
    <>
      <time dateTime={at.toISOString()} className="whitespace-nowrap tabular-nums">
        {formatDateTime(at)}
      </time>
      <span className="block text-xs text-stone-600">{formatAgo(now - at.getTime())}</span>
    </>
  );
}
