import { useFetcher } from "react-router";
import { ParcelFields } from "~/components/admin/parcel-fields";
import { successButtonClasses } from "~/components/admin/buttons";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { buttonClasses } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import type { AdminAnswer } from "~/lib/admin-route";
import { formatDateTime } from "~/lib/dates";
import type { AdminOrder } from "~/lib/order";
import { mayShip, packingSlipPath, parcelOf, SHIPPING_PATH } from "~/lib/shipping";

/** Order statuses from which a pickup order can no longer become ready: it is ready or collected, or it will not be made. */
const NOT_TO_READY = new Set(["gotowe", "wysłane", "anulowane", "odrzucone"]);

/**
 * The card's way out of the shop: a courier order's parcel (the form to record it, or the parcel with its tracking
 * link and a way to correct its number), a pickup order's 'Gotowe do odbioru', and the packing slip to print.
 */
export function ParcelPanel({ order }: { order: AdminOrder }) {
  const fetcher = useFetcher<AdminAnswer>({ key: `parcel-${order.number}` });
  useAnswerToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  const parcel = parcelOf(order);
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.errors : undefined;
  const shipForm = (label: string) => (
    <fetcher.Form method="post" action={SHIPPING_PATH} className="space-y-3">
      <input type="hidden" name="intent" value="ship" />
      <ParcelFields row={0} number={order.number} initial={order} errors={errors} required />
      <button type="submit" disabled={busy} className={successButtonClasses}>
        {busy ? "Zapisywanie..." : label}
      </button>
    </fetcher.Form>
  );

  return (
    <div className="mt-3 space-y-3 rounded-lg bg-stone-50 p-2.5 ring-1 ring-stone-200">
      {order.deliveryMethod === "odbior_osobisty" ? (
        <div className="space-y-2">
          {order.orderStatus === "gotowe" ? <p className="font-medium text-emerald-800">Gotowe do odbioru: klient dostał e-mail z adresem i godzinami odbioru.</p> : null}
          <button
            type="button"
            disabled={busy || NOT_TO_READY.has(order.orderStatus)}
            onClick={() => fetcher.submit({ intent: "order-status", orderStatus: "gotowe", numbers: order.number }, { method: "post" })}
            className={successButtonClasses}
          >
            {busy ? "Zapisywanie..." : "Gotowe do odbioru"}
          </button>
        </div>
      ) : parcel ? (
        <div className="space-y-2">
          <p>
            Wysłane{parcel.shippedAt ? ` ${formatDateTime(parcel.shippedAt)}` : ""}: <span className="font-medium text-stone-950">{parcel.carrierLabel}</span>, nr{" "}
            <span className="font-mono text-stone-950 break-all">{parcel.trackingNumber}</span>
          </p>
          {parcel.trackingLink ? (
            <p>
              <a href={parcel.trackingLink} target="_blank" rel="noopener noreferrer" className="text-accent-700 hover:underline">
                Śledź przesyłkę
              </a>
            </p>
          ) : null}
          <details>
            <summary className="cursor-pointer text-sm font-medium text-stone-900">Popraw numer przesyłki</summary>
            <div className="mt-2">{shipForm("Zapisz poprawkę")}</div>
          </details>
        </div>
      ) : mayShip(order) ? (
        shipForm("Oznacz jako wysłane")
      ) : order.accepted === null && order.orderStatus !== "anulowane" ? (
        <p className="text-stone-600">Numer przesyłki wpiszesz po akceptacji zamówienia.</p>
      ) : null}
      <Link to={packingSlipPath(order.number)} className={buttonClasses("secondary")}>
        Specyfikacja przesyłki
      </Link>
    </div>
  );
}
