import { formatDate } from "~/lib/dates";
import { type PickupDetails, pickupDetails } from "~/lib/pickup";
import { type Parcel, type ParcelRecord, parcelOf, readyForPickup } from "~/lib/shipping";
import type { ShopSettings } from "~/lib/shop-settings";

/** Where the order is on its way to the customer: its parcel once sent, or where and when to collect it once ready. */
export interface DeliveryStatusView {
  parcel: Parcel | null;
  pickup: PickupDetails | null;
}

/** `shop` is read only for a pickup order that is ready (readyForPickup); the page passes null otherwise. */
export function deliveryStatusView(order: ParcelRecord & { deliveryMethod: string; orderStatus: string }, shop: ShopSettings | null): DeliveryStatusView {
  return { parcel: order.deliveryMethod === "kurier" ? parcelOf(order) : null, pickup: shop && readyForPickup(order) ? pickupDetails(shop) : null };
}

/** The order page's part of it, under the delivery method: nothing before the order has left or is ready. */
export function DeliveryStatus({ delivery: { parcel, pickup } }: { delivery: DeliveryStatusView }) {
  if (parcel) {
    return (
      <div className="mt-5 rounded-xl bg-emerald-50 p-4 text-sm ring-1 ring-emerald-600/20">
        <h3 className="font-semibold text-emerald-900">Przesyłka w drodze</h3>
        <dl className="mt-2 space-y-1 text-stone-800">
          {parcel.shippedAt ? (
            <div>
              <dt className="inline">Wysłane: </dt>
              <dd className="inline font-medium">{formatDate(parcel.shippedAt)}</dd>
            </div>
          ) : null}
          <div>
            <dt className="inline">Przewoźnik: </dt>
            <dd className="inline font-medium">{parcel.carrierLabel}</dd>
          </div>
          <div>
            <dt className="inline">Numer przesyłki: </dt>
            <dd className="inline font-mono font-medium break-all">{parcel.trackingNumber}</dd>
          </div>
        </dl>
        {parcel.trackingLink ? (
          <a
            href={parcel.trackingLink}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-flex font-semibold text-emerald-900 underline underline-offset-2 hover:text-emerald-700"
          >
            Śledź przesyłkę
          </a>
        ) : null}
      </div>
    );
  }
  if (pickup) {
    return (
      <div className="mt-5 rounded-xl bg-emerald-50 p-4 text-sm ring-1 ring-emerald-600/20">
        <h3 className="font-semibold text-emerald-900">Gotowe do odbioru</h3>
        <dl className="mt-2 space-y-1 text-stone-800">
          <div>
            <dt className="inline">Adres odbioru: </dt>
            <dd className="inline font-medium">{pickup.address}</dd>
          </div>
          <div>
            <dt className="inline">Godziny odbioru: </dt>
            <dd className="inline font-medium">{pickup.hours}</dd>
          </div>
        </dl>
      </div>
    );
  }
  return null;
}
