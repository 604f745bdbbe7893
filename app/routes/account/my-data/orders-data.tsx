import { orderLineKey, type AccountOrder } from "~/lib/account-data";
import { detailText, type LineDescription } from "~/lib/line-description";
import { formatPln } from "~/lib/money";
import { acceptanceLabel, DELIVERY_METHOD_LABELS, orderStatusLabel, paymentMethodLabel, paymentStatusLabel } from "~/lib/order-status";
import { Facts, Nothing, when } from "./facts";

/** The address as the order form took it: street and number, then postal code and town. */
function address({ street, houseNumber, apartmentNumber, postalCode, city }: AccountOrder["customer"]): string {
  return `${street} ${houseNumber}${apartmentNumber ? `/${apartmentNumber}` : ""}, ${postalCode} ${city}`;
}

function OrderLines({ order, lines }: { order: AccountOrder; lines: Readonly<Record<string, LineDescription | null>> }) {
  return (
    <ol className="mt-4 space-y-3">
      {order.lines.map((line) => {
        const description = lines[orderLineKey(order.number, line.position)];
        return (
          <li key={line.position} className="rounded-lg border border-stone-200 p-3 text-sm">
            <p className="font-semibold text-stone-950">
              {line.position}. {description?.title ?? (line.productType === "plisy" ? "Plisa" : "Moskitiera")}
            </p>
            <p className="mt-1 text-stone-700">{description ? description.details.map(detailText).join(" · ") : `Wymiary: ${line.widthCm} × ${line.heightCm} cm`}</p>
            <p className="mt-1 tabular-nums text-stone-700">
              Ilość: {line.quantity} · Cena za sztukę: {formatPln(line.unitPrice)} · Wartość: {formatPln(line.linePrice)}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

/** What happened to the order, as its page told the customer. */
function OrderTimeline({ timeline }: { timeline: AccountOrder["timeline"] }) {
  if (timeline.length === 0) return null;
  return (
    <div className="mt-4">
      <h4 className="text-sm font-semibold text-stone-950">Historia zamówienia</h4>
      <ol className="mt-2 space-y-1 text-sm text-stone-700">
        {timeline.map((entry) => (
          <li key={`${entry.at}-${entry.kind}-${entry.text}`}>
            {when(entry.at)}: {entry.text} ({entry.by})
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Every order of the account, each with what was typed into the order form, its totals, its lines and its history. */
export function OrdersData({ orders, lines }: { orders: readonly AccountOrder[]; lines: Readonly<Record<string, LineDescription | null>> }) {
  if (orders.length === 0) return <Nothing>Brak zamówień.</Nothing>;
  return (
    <div className="space-y-6">
      {orders.map((order) => (
        <article
          key={order.number}
          aria-labelledby={`zamowienie-${order.number}`}
          className="border-t border-stone-200 pt-5 first:border-t-0 first:pt-0 print:break-inside-avoid-page"
        >
          <h3 id={`zamowienie-${order.number}`} className="font-semibold tabular-nums text-stone-950">
            {order.number}
          </h3>
          <div className="mt-3">
            <Facts
              facts={[
                { label: "Złożone", value: when(order.createdAt) },
                { label: "Status zamówienia", value: orderStatusLabel(order.orderStatus) },
                { label: "Status płatności", value: paymentStatusLabel(order.paymentStatus) },
                { label: "Decyzja sklepu", value: acceptanceLabel(order.accepted) },
                ...(order.rejectionReason ? [{ label: "Powód odrzucenia", value: order.rejectionReason }] : []),
                { label: "Zamawiający", value: `${order.customer.firstName} ${order.customer.lastName}` },
                { label: "E-mail", value: order.customer.email },
                { label: "Telefon", value: order.customer.phone },
                { label: "Adres", value: address(order.customer) },
                ...(order.customer.companyName ? [{ label: "Faktura na firmę", value: `${order.customer.companyName}, NIP ${order.customer.companyNip ?? ""}` }] : []),
                { label: "Uwagi", value: order.notes },
                { label: "Dostawa", value: DELIVERY_METHOD_LABELS[order.deliveryMethod] ?? order.deliveryMethod },
                { label: "Płatność", value: paymentMethodLabel(order.paymentMethod) },
                ...(order.promoCode ? [{ label: "Kod rabatowy", value: `${order.promoCode} (−${order.discountPercent}%, ${formatPln(order.totals.discount)})` }] : []),
                { label: "Wartość produktów", value: formatPln(order.totals.itemsTotal) },
                { label: "Dostawa i opłaty", value: formatPln(order.totals.deliveryCost + order.totals.paymentFee) },
                { label: "Do zapłaty", value: formatPln(order.totals.finalTotal) },
              ]}
            />
          </div>
          <OrderLines order={order} lines={lines} />
          <OrderTimeline timeline={order.timeline} />
        </article>
      ))}
    </div>
  );
}
