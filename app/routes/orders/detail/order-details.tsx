import { Link } from "~/components/ui/link";
import { buttonClasses } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { formatDate } from "~/lib/dates";
import type { OrderRecord } from "~/lib/order";
import { withOrderToken } from "~/lib/order-number";
import { paymentOutcome, paymentResultPath } from "~/lib/online-payments";
import { acceptanceLabel, awaitsPayment, DELIVERY_METHOD_LABELS, paymentMethodLabel, transferInstructionsPath, transferKind } from "~/lib/order-status";
import { CancelledOrderBanner } from "~/components/orders/cancelled-banner";
import { OrderLines, type OrderLineView } from "~/components/orders/order-lines";
import { OrderTotals, type OrderTotalsView } from "~/components/orders/order-totals";
import { CustomerPaymentBadge, StatusBadge } from "~/components/orders/status-badge";
import { DeliveryStatus, type DeliveryStatusView } from "./delivery-status";
import type { OrderHistoryView } from "~/lib/order-timeline";
import { OrderHistory } from "./order-history";
import { OrderInvoices, type CustomerInvoiceView } from "./order-invoices";
import { OrderComplaints, type OrderComplaintsView } from "./order-complaints";
import { DetailCard, Fact } from "~/components/orders/detail-card";

/** The order as its owner sees it. */
export interface OrderDetailsView
  extends OrderTotalsView,
    Pick<
      OrderRecord,
      | "number"
      | "createdAt"
      | "orderStatus"
      | "paymentStatus"
      | "cancelledBy"
      | "accepted"
      | "rejectionReason"
      | "firstName"
      | "lastName"
      | "email"
      | "phone"
      | "street"
      | "houseNumber"
      | "apartmentNumber"
      | "postalCode"
      | "city"
      | "companyName"
      | "companyNip"
      | "notes"
      | "deliveryMethod"
      | "paymentMethod"
    > {
  lines: OrderLineView[];
}

/** Only what the page shows goes to the browser (not the user id, price breakdowns or timestamps it does not use). */
export function orderDetailsView(order: OrderDetailsView): OrderDetailsView {
  return {
    number: order.number,
    createdAt: order.createdAt,
    orderStatus: order.orderStatus,
    paymentStatus: order.paymentStatus,
    cancelledBy: order.cancelledBy,
    accepted: order.accepted,
    rejectionReason: order.rejectionReason,
    firstName: order.firstName,
    lastName: order.lastName,
    email: order.email,
    phone: order.phone,
    street: order.street,
    houseNumber: order.houseNumber,
    apartmentNumber: order.apartmentNumber,
    postalCode: order.postalCode,
    city: order.city,
    companyName: order.companyName,
    companyNip: order.companyNip,
    notes: order.notes,
    deliveryMethod: order.deliveryMethod,
    paymentMethod: order.paymentMethod,
    itemsTotal: order.itemsTotal,
    promoCode: order.promoCode,
    discountPercent: order.discountPercent,
    discount: order.discount,
    deliveryCost: order.deliveryCost,
    paymentFee: order.paymentFee,
    finalTotal: order.finalTotal,
    lines: order.lines.map((line) => ({
      id: line.id,
      position: line.position,
      productType: line.productType,
      fabricCode: line.fabricCode,
      profileCode: line.profileCode,
      widthCm: line.widthCm,
      heightCm: line.heightCm,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      linePrice: line.linePrice,
      configuration: line.configuration,
    })),
  };
}

/** `token`: the private link's, carried to the transfer instructions. */
export function OrderDetails({
  order,
  history,
  token,
  delivery,
  invoices,
  complaints,
}: {
  order: OrderDetailsView;
  history: OrderHistoryView;
  token?: string | null;
  delivery: DeliveryStatusView | null;
  invoices: readonly CustomerInvoiceView[];
  complaints: OrderComplaintsView;
}) {
  const cancelled = order.orderStatus === "anulowane";
  const kind = transferKind(order.paymentMethod, order.paymentStatus);
  const awaitingTransfer = kind !== null && awaitsPayment(order);
  // An online payment that failed or was cancelled: its result page offers 'Ponów płatność'.
  const payOnline = paymentOutcome(order) === "failed";
  const street = `${order.street} ${order.houseNumber}`.trim() + (order.apartmentNumber ? `/${order.apartmentNumber}` : "");
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
      {/* The number alone is the heading: 'Zamówienie ZAM-2026-…' would break at a hyphen on a phone. */}
      <PageHeader back={{ to: "/profile", label: "Wróć do profilu" }} eyebrow="Szczegóły zamówienia" title={order.number}>
        <p>Złożone {formatDate(order.createdAt)}</p>
      </PageHeader>

      {cancelled ? (
        <div className="mt-6">
          <CancelledOrderBanner cancelledBy={order.cancelledBy} />
        </div>
      ) : null}

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <DetailCard title="Produkty">
            <OrderLines lines={order.lines} />
            <div className="mt-6 border-t border-stone-200 pt-5 sm:ml-auto sm:max-w-sm">
              <OrderTotals totals={order} />
            </div>
          </DetailCard>
          <OrderComplaints orderNumber={order.number} complaints={complaints} token={token} />
        </div>

        <div className="space-y-6">
          <DetailCard title="Status">
            <dl className="space-y-3">
              <Fact label="Status zamówienia">
                <StatusBadge kind="order" value={order.orderStatus} />
              </Fact>
              <Fact label="Status płatności">
                <CustomerPaymentBadge orderStatus={order.orderStatus} paymentStatus={order.paymentStatus} />
              </Fact>
              <Fact label="Akceptacja zamówienia">
                {acceptanceLabel(order.accepted)}
                {order.accepted === false && order.rejectionReason ? <span className="mt-1 block text-sm font-normal text-stone-700">Powód: {order.rejectionReason}</span> : null}
              </Fact>
            </dl>
          </DetailCard>

          <DetailCard title="Historia zamówienia">
            <OrderHistory history={history} />
          </DetailCard>

          <DetailCard title="Dostawa i płatność">
            <dl className="space-y-3">
              <Fact label="Sposób dostawy">{DELIVERY_METHOD_LABELS[order.deliveryMethod]}</Fact>
              <Fact label="Sposób płatności">{paymentMethodLabel(order.paymentMethod)}</Fact>
            </dl>
            {delivery ? <DeliveryStatus delivery={delivery} /> : null}
            {payOnline ? (
              <Link to={paymentResultPath("/payment-failure", order.number, token)} className={`${buttonClasses("primary")} mt-5 w-full`}>
                Zapłać przez PayU
              </Link>
            ) : null}
            {awaitingTransfer ? (
              <Link to={withOrderToken(transferInstructionsPath(kind, order.number), token)} className={`${buttonClasses("primary")} mt-5 w-full`}>
                {kind === "bank" ? "Instrukcje przelewu" : "Instrukcje przelewu na telefon"}
              </Link>
            ) : null}
          </DetailCard>

          {invoices.length ? (
            <DetailCard title="Faktury">
              <OrderInvoices orderNumber={order.number} invoices={invoices} token={token} />
            </DetailCard>
          ) : null}

          <DetailCard title="Dane klienta">
            <dl className="space-y-3">
              <Fact label="Imię i nazwisko">
                {order.firstName} {order.lastName}
              </Fact>
              <Fact label="E-mail">{order.email}</Fact>
              <Fact label="Telefon">{order.phone}</Fact>
              <Fact label="Adres dostawy">
                {street}
                <br />
                {order.postalCode} {order.city}
              </Fact>
              {order.companyName ? (
                <Fact label="Faktura na firmę">
                  {order.companyName}
                  <br />
                  NIP {order.companyNip}
                </Fact>
              ) : null}
              {order.notes ? <Fact label="Uwagi do zamówienia">{order.notes}</Fact> : null}
            </dl>
          </DetailCard>
        </div>
      </div>

      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link to="/profile" className={buttonClasses("secondary", "lg")}>
          Wróć do profilu
        </Link>
        <Link to="/" className={buttonClasses("ghost", "lg")}>
          Wróć na stronę główną
        </Link>
      </div>
    </div>
  );
}
