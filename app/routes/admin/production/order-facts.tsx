import { StatusBadge } from "~/components/orders/status-badge";
import { formatDateTime } from "~/lib/dates";
import { type DeliveryMethod, DELIVERY_METHOD_LABELS } from "~/lib/order-status";
import type { ProductionOrder } from "~/lib/production";
import { shipDateText } from "~/lib/ship-date";

/** What the workshop wants to know of an order beside its lines: whose, how it leaves and by when, whether it is paid. */
export function OrderFacts({ order }: { order: ProductionOrder }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
      <span>{order.customerName}</span>
      <span>
        Złożone <time dateTime={order.createdAt.toISOString()}>{formatDateTime(order.createdAt)}</time>
      </span>
      <span>{DELIVERY_METHOD_LABELS[order.deliveryMethod as DeliveryMethod] ?? order.deliveryMethod}</span>
      {order.shipBy ? <span className="font-medium text-stone-900">{shipDateText(order.shipBy)}</span> : null}
      <span className="sr-only">Status płatności: </span>
      <StatusBadge kind="payment" value={order.paymentStatus} />
    </p>
  );
}
