import { TruckIcon } from "~/components/ui/icons";
import { formatDateTime } from "~/lib/dates";
import type { OrderHistoryView } from "~/lib/order-timeline";

/** 'Historia zamówienia': when the order leaves (or left), and what happened to it, as the server wrote it for the customer. */
export function OrderHistory({ history }: { history: OrderHistoryView }) {
  const { dispatch, entries } = history;
  return (
    <div className="space-y-4">
      {dispatch ? (
        <p className={`flex items-center gap-2 font-medium ${dispatch.shipped ? "text-emerald-800" : "text-stone-900"}`}>
          <TruckIcon className="size-5 shrink-0 text-accent-700" />
          <span>{dispatch.text}</span>
        </p>
      ) : null}
      <ol className="space-y-3 border-l border-stone-200 pl-4">
        {entries.map((entry) => (
          <li key={entry.id} className="text-sm">
            <p className="font-medium text-stone-950">{entry.text}</p>
            <p className="text-stone-600">
              <time dateTime={entry.at.toISOString()}>{formatDateTime(entry.at)}</time> · {entry.by}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
