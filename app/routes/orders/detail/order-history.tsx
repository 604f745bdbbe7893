import { TruckIcon } from "~/components/ui/icons";
import { formatDateTime } from "~/lib/dates";
import { type TimelineEntry, type TimelineLine, timelineLine } from "~/lib/order-timeline";
import { orderDispatch, type OrderDispatch } from "~/lib/ship-date";
import type { FulfilmentDays } from "~/lib/shop-settings";

/** 'Historia zamówienia' on the customer's order page: when the order leaves (or left), and what happened to it. */
export interface OrderHistoryView {
  dispatch: OrderDispatch | null;
  entries: TimelineLine[];
}

/** The customer's part only: `timeline` is what readTimeline gives the customer (no notes, nobody in the shop named). */
export function orderHistoryView(
  order: Parameters<typeof orderDispatch>[0] & { timeline: readonly TimelineEntry[] },
  days: Pick<FulfilmentDays, "fulfilmentMaxDays">,
): OrderHistoryView {
  return { dispatch: orderDispatch(order, days), entries: order.timeline.map((entry) => timelineLine(entry, "customer")) };
}

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
