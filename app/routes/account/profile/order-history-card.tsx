import { useEffect, useId, useRef } from "react";
import { href, useFetcher } from "react-router";
import { Link } from "~/components/ui/link";
import { CancelledOrderBanner } from "~/components/orders/cancelled-banner";
import { CustomerPaymentBadge, StatusBadge } from "~/components/orders/status-badge";
import { buttonClasses } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { formatDate } from "~/lib/dates";
import { formatPln } from "~/lib/money";
import type { OrderHistoryEntry } from "~/lib/order";
import { paymentExpected, paymentMethodLabel, transferInstructionsPath, transferKind } from "~/lib/order-status";
import { CancelOrderDialog, type CancelAnswer } from "./order-history-cancel";

const TRANSFER_PENDING = new Set(["transfer_pending", "phone_transfer_pending"]);

/**
 * The spec's buttons: a pending transfer shows only its instructions; otherwise the details, plus the
 * instructions for a transfer payment method. A cancelled or rejected order offers no instructions:
 * nobody should pay for it.
 */
function orderLinks(order: OrderHistoryEntry): { to: string; label: string; primary: boolean }[] {
  const details = { to: href("/order-details/:orderNumber", { orderNumber: order.number }), label: "Zobacz szczegóły", primary: false };
  const kind = transferKind(order.paymentMethod, order.paymentStatus);
  if (!paymentExpected(order.orderStatus) || !kind) return [details];
  const instructions = {
    to: transferInstructionsPath(kind, order.number),
    label: kind === "bank" ? "Instrukcje przelewu" : "Instrukcje przelewu na telefon",
    primary: true,
  };
  return TRANSFER_PENDING.has(order.paymentStatus) ? [instructions] : [details, instructions];
}

function Fact({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <dt className="text-stone-600">{label}</dt>
      <dd className={`mt-0.5 tabular-nums ${strong ? "font-semibold text-stone-950" : "font-medium text-stone-900"}`}>{value}</dd>
    </div>
  );
}

export function OrderHistoryCard({ order }: { order: OrderHistoryEntry }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const toast = useToast();
  // Kept here, not in the dialog: the cancel button goes away with a successful cancellation, the card stays.
  const cancel = useFetcher<CancelAnswer>({ key: `cancel-${order.number}` });

  useEffect(() => {
    if (!cancel.data) return;
    if (!cancel.data.ok) {
      toast.error(cancel.data.message);
      return;
    }
    toast.success(cancel.data.message);
    // The button that had focus disappears with the cancellation: the order's heading takes it.
    headingRef.current?.focus();
  }, [cancel.data, toast]);

  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-stone-50/60 p-4 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 id={headingId} ref={headingRef} tabIndex={-1} className="rounded-sm font-semibold tracking-tight text-stone-950 tabular-nums">
            {order.number}
          </h3>
          <p className="mt-0.5 text-sm text-stone-600">
            Złożone <time dateTime={order.createdAt.toISOString()}>{formatDate(order.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <p>
            <span className="sr-only">Status zamówienia: </span>
            <StatusBadge kind="order" value={order.orderStatus} />
          </p>
          <p>
            <span className="sr-only">Status płatności: </span>
            <CustomerPaymentBadge orderStatus={order.orderStatus} paymentStatus={order.paymentStatus} />
          </p>
        </div>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
        <Fact label="Produkty" value={`${order.productCount} szt.`} />
        <Fact label="Wartość produktów" value={formatPln(order.itemsTotal)} />
        <Fact label="Do zapłaty" value={formatPln(order.finalTotal)} strong />
        <Fact label="Płatność" value={paymentMethodLabel(order.paymentMethod)} />
      </dl>

      {order.orderStatus === "anulowane" ? (
        <div className="mt-4">
          <CancelledOrderBanner cancelledBy={order.cancelledBy} />
        </div>
      ) : null}

      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        {orderLinks(order).map((link) => (
          <Link key={link.to} to={link.to} className={buttonClasses(link.primary ? "primary" : "secondary")}>
            {link.label}
            <span className="sr-only">, zamówienie {order.number}</span>
          </Link>
        ))}
        {order.cancellable ? <CancelOrderDialog number={order.number} fetcher={cancel} /> : null}
      </div>
    </article>
  );
}
