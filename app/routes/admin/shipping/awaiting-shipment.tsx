import { Form, useNavigation } from "react-router";
import { ParcelFields } from "~/components/admin/parcel-fields";
import { StatusBadge } from "~/components/orders/status-badge";
import { SubmitButton } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";
import { ordersHref } from "~/lib/admin-orders-query";
import { formatDate } from "~/lib/dates";
import type { FieldErrors } from "~/lib/forms";
import { packingSlipPath } from "~/lib/shipping";
import type { AwaitingShipment } from "~/server/shipping/ship.server";

/** A waiting order as the list shows it: the server's row, its creation time left to the server's sorting. */
export type AwaitingOrderView = Omit<AwaitingShipment, "createdAt">;

/** The promised day ('YYYY-MM-DD', a Warsaw day) as a date: noon UTC is that day in Warsaw too. */
const dayText = (day: string) => formatDate(new Date(`${day}T12:00:00Z`));

/** One form for the page: a row per order, its parcel's fields beside it; the rows with a number are shipped together. */
export function AwaitingShipmentForm({ orders, errors }: { orders: readonly AwaitingOrderView[]; errors?: FieldErrors }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "ship-many";
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value="ship-many" />
      <ol className="space-y-3">
        {orders.map((order, row) => (
          <li key={order.number} className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
            <div className="min-w-0 space-y-1 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <Link
                  to={ordersHref({ orderStatus: null, paymentStatus: null, search: order.number, page: 1 })}
                  className="font-semibold text-stone-950 tabular-nums hover:underline"
                >
                  {order.number}
                </Link>
                <StatusBadge kind="order" value={order.orderStatus} />
              </p>
              <p className="text-stone-800">
                {order.firstName} {order.lastName}, {order.postalCode} {order.city}
              </p>
              {order.shipBy ? <p className="text-stone-600">Termin wysyłki: {dayText(order.shipBy)}</p> : null}
              <p>
                <Link to={packingSlipPath(order.number)} className="text-accent-700 hover:underline">
                  Specyfikacja przesyłki
                </Link>
              </p>
            </div>
            <ParcelFields row={row} number={order.number} errors={errors} required={false} />
          </li>
        ))}
      </ol>
      <SubmitButton pending={sending} pendingLabel="Zapisywanie...">
        Oznacz jako wysłane
      </SubmitButton>
    </Form>
  );
}
