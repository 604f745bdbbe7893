import type { ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { ordersHref } from "~/lib/admin-orders-query";
import { formatDate } from "~/lib/dates";
import { describeOrderLine, detailText, lineDimensions } from "~/lib/line-description";
import { formatPln, type Grosze } from "~/lib/money";
import type { OrderLineRecord, OrderRecord } from "~/lib/order";
import { DELIVERY_METHOD_LABELS, type DeliveryMethod, PAID_PAYMENT_STATUSES, paymentMethodLabel } from "~/lib/order-status";
import { pickupDetails, type PickupDetails } from "~/lib/pickup";
import { parcelOf, type Parcel, type ParcelRecord } from "~/lib/shipping";
import type { ShopSettings } from "~/lib/shop-settings";

/** What the slip prints: who sends, who receives, how, and what is in the parcel. No prices: it travels with the goods. */
export interface PackingSlipView {
  number: string;
  createdAt: Date;
  sender: { name: string; street: string; postalCode: string; city: string; phone: string; email: string };
  recipient: { name: string; company: string | null; street: string; postalCode: string; city: string; phone: string; email: string };
  deliveryMethod: DeliveryMethod;
  paymentMethod: string;
  /** The amount the courier collects, for a cash-on-delivery order not yet paid. */
  cashOnDelivery: Grosze | null;
  pickup: PickupDetails | null;
  parcel: Parcel | null;
  notes: string | null;
  lines: { position: number; title: string; details: string[]; dimensions: string; quantity: number }[];
  pieces: number;
}

type SlipOrder = Pick<
  OrderRecord,
  | "number"
  | "createdAt"
  | "firstName"
  | "lastName"
  | "companyName"
  | "street"
  | "houseNumber"
  | "apartmentNumber"
  | "postalCode"
  | "city"
  | "phone"
  | "email"
  | "deliveryMethod"
  | "paymentMethod"
  | "paymentStatus"
  | "finalTotal"
  | "notes"
> &
  ParcelRecord & { lines: Omit<OrderLineRecord, "id" | "orderId" | "unitPrice" | "linePrice">[] };

export function packingSlipView(order: SlipOrder, shop: ShopSettings): PackingSlipView {
  const paid = (PAID_PAYMENT_STATUSES as readonly string[]).includes(order.paymentStatus);
  return {
    number: order.number,
    createdAt: order.createdAt,
    sender: { name: shop.legalName, street: shop.street, postalCode: shop.postalCode, city: shop.city, phone: shop.phone, email: shop.email },
    recipient: {
      name: `${order.firstName} ${order.lastName}`.trim(),
      company: order.companyName,
      street: `${order.street} ${order.houseNumber}`.trim() + (order.apartmentNumber ? `/${order.apartmentNumber}` : ""),
      postalCode: order.postalCode,
      city: order.city,
      phone: order.phone,
      email: order.email,
    },
    deliveryMethod: order.deliveryMethod,
    paymentMethod: paymentMethodLabel(order.paymentMethod),
    cashOnDelivery: order.paymentMethod === "za_pobraniem" && !paid ? order.finalTotal : null,
    pickup: order.deliveryMethod === "odbior_osobisty" ? pickupDetails(shop) : null,
    parcel: parcelOf(order),
    notes: order.notes,
    lines: order.lines.map((line) => {
      const { title, details } = describeOrderLine(line);
      return {
        position: line.position,
        title,
        // The size has its own column.
        details: details.filter((detail) => detail.label !== "Wymiary").map(detailText),
        dimensions: lineDimensions({ width: line.widthCm, height: line.heightCm }),
        quantity: line.quantity,
      };
    }),
    pieces: order.lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

function Party({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-stone-300 p-4 print:break-inside-avoid">
      <h2 className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{title}</h2>
      <div className="mt-2 space-y-0.5 text-sm leading-relaxed">{children}</div>
    </section>
  );
}

/** 'Specyfikacja przesyłki': one order on one or more A4 sheets, the site's frame and the buttons left out of the print. */
export function PackingSlip({ slip }: { slip: PackingSlipView }) {
  const { sender, recipient } = slip;
  return (
    <article className="mx-auto max-w-4xl px-4 py-8 text-stone-950 sm:px-6 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap gap-3 print:hidden">
        <button type="button" onClick={() => window.print()} className={buttonClasses("primary")}>
          Drukuj
        </button>
        <Link to={ordersHref({ orderStatus: null, paymentStatus: null, search: slip.number, page: 1 })} className={buttonClasses("secondary")}>
          Wróć do zamówienia
        </Link>
      </div>

      <header className="flex flex-wrap items-end justify-between gap-4 border-b-2 border-stone-900 pb-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Specyfikacja przesyłki</h1>
          <p className="mt-1 text-sm text-stone-700">
            Zamówienie <strong className="tabular-nums">{slip.number}</strong> z dnia {formatDate(slip.createdAt)}
          </p>
        </div>
        <p className="font-mono text-3xl font-bold tabular-nums">{slip.number}</p>
      </header>

      <div className="mt-5 grid grid-cols-2 gap-4">
        <Party title="Nadawca">
          <p className="font-semibold">{sender.name}</p>
          <p>{sender.street}</p>
          <p>
            {sender.postalCode} {sender.city}
          </p>
          <p>
            tel. {sender.phone}, {sender.email}
          </p>
        </Party>
        <Party title={slip.pickup ? "Odbiorca (odbiór osobisty)" : "Odbiorca"}>
          <p className="font-semibold">{recipient.name}</p>
          {recipient.company ? <p>{recipient.company}</p> : null}
          {slip.pickup ? null : (
            <>
              <p>{recipient.street}</p>
              <p>
                {recipient.postalCode} {recipient.city}
              </p>
            </>
          )}
          {recipient.phone ? <p>tel. {recipient.phone}</p> : null}
          {recipient.email ? <p>{recipient.email}</p> : null}
        </Party>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-stone-600">Sposób dostawy</dt>
          <dd className="font-medium">{DELIVERY_METHOD_LABELS[slip.deliveryMethod]}</dd>
        </div>
        <div>
          <dt className="text-stone-600">Płatność</dt>
          <dd className="font-medium">{slip.paymentMethod}</dd>
        </div>
        {slip.cashOnDelivery !== null ? (
          <div>
            <dt className="text-stone-600">Kwota pobrania</dt>
            <dd className="font-semibold tabular-nums">{formatPln(slip.cashOnDelivery)}</dd>
          </div>
        ) : null}
        {slip.parcel ? (
          <div>
            <dt className="text-stone-600">Przesyłka</dt>
            <dd className="font-medium">
              {slip.parcel.carrierLabel}, nr <span className="font-mono">{slip.parcel.trackingNumber}</span>
            </dd>
          </div>
        ) : null}
        {slip.pickup ? (
          <div className="col-span-2">
            <dt className="text-stone-600">Punkt odbioru</dt>
            <dd className="font-medium">
              {slip.pickup.address}, {slip.pickup.hours}
            </dd>
          </div>
        ) : null}
      </dl>

      <table className="mt-6 w-full border-collapse text-sm">
        <caption className="sr-only">Zawartość przesyłki</caption>
        <thead>
          <tr className="border-b-2 border-stone-900 text-left">
            <th scope="col" className="w-12 py-2 pr-2">
              Poz.
            </th>
            <th scope="col" className="py-2 pr-2">
              Produkt
            </th>
            <th scope="col" className="py-2 pr-2 whitespace-nowrap">
              Wymiary
            </th>
            <th scope="col" className="w-16 py-2 text-right">
              Ilość
            </th>
          </tr>
        </thead>
        <tbody>
          {slip.lines.map((line) => (
            <tr key={line.position} className="border-b border-stone-300 align-top print:break-inside-avoid">
              <td className="py-2 pr-2 tabular-nums">{line.position}</td>
              <td className="py-2 pr-2">
                <p className="font-semibold">{line.title}</p>
                <p className="text-stone-700">{line.details.join("; ")}</p>
              </td>
              <td className="py-2 pr-2 whitespace-nowrap tabular-nums">{line.dimensions}</td>
              <td className="py-2 text-right font-semibold tabular-nums">{line.quantity} szt.</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3} className="pt-2 text-right font-medium">
              Razem sztuk
            </td>
            <td className="pt-2 text-right font-bold tabular-nums">{slip.pieces} szt.</td>
          </tr>
        </tfoot>
      </table>

      {slip.notes ? (
        <section className="mt-6 rounded-xl border border-stone-300 p-4 print:break-inside-avoid">
          <h2 className="text-xs font-semibold tracking-wide text-stone-600 uppercase">Uwagi klienta</h2>
          <p className="mt-1 text-sm whitespace-pre-line">{slip.notes}</p>
        </section>
      ) : null}

      <footer className="mt-10 grid grid-cols-2 gap-8 text-sm print:break-inside-avoid">
        <p className="border-t border-stone-500 pt-1 text-stone-700">Skompletował (data, podpis)</p>
        <p className="border-t border-stone-500 pt-1 text-stone-700">Sprawdził (data, podpis)</p>
      </footer>
    </article>
  );
}
