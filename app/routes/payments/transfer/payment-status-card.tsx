import { useId, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import { CustomerPaymentBadge } from "~/components/orders/status-badge";
import { buttonClasses } from "~/components/ui/button";
import { CheckCircleIcon } from "~/components/ui/icons";
import { Loading } from "~/components/ui/loading";
import { formatDate } from "~/lib/dates";
import { formatPln, type Grosze } from "~/lib/money";
import { awaitsPayment, isPaid, orderStatusLabel, paymentExpected } from "~/lib/order-status";

/** What the card shows: the order's payment view, no personal data. */
export interface PaymentSummary {
  number: string;
  createdAt: Date;
  orderStatus: string;
  paymentStatus: string;
  finalTotal: Grosze;
  deliveryCost: Grosze;
  paymentFee: Grosze;
  discount: Grosze;
}

/** The card's part of an order, and nothing more: it is all the page hands the browser of the order's row. */
export function toPaymentSummary({ number, createdAt, orderStatus, paymentStatus, finalTotal, deliveryCost, paymentFee, discount }: PaymentSummary): PaymentSummary {
  return { number, createdAt, orderStatus, paymentStatus, finalTotal, deliveryCost, paymentFee, discount };
}

/** "Kwota zawiera koszt dostawy (30,00 zł) i opłatę za płatność (10,00 zł)."; null when the amount is just the goods. */
function amountNote({ deliveryCost, paymentFee, discount }: Pick<PaymentSummary, "deliveryCost" | "paymentFee" | "discount">): string | null {
  const parts = [deliveryCost > 0 ? `koszt dostawy (${formatPln(deliveryCost)})` : null, paymentFee > 0 ? `opłatę za płatność (${formatPln(paymentFee)})` : null].filter(Boolean);
  const included = parts.length ? `zawiera ${parts.join(" i ")}` : null;
  const discounted = discount > 0 ? `uwzględnia rabat (${formatPln(discount)})` : null;
  if (!included && !discounted) return null;
  return `Kwota ${[included, discounted].filter(Boolean).join(" oraz ")}.`;
}

export function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm text-stone-600 sm:pt-0.5">{label}</dt>
      <dd className="mt-0.5 font-medium text-stone-950 sm:mt-0">{children}</dd>
    </div>
  );
}

/**
 * The order's payment state on a transfer page: number, date, payment status, amount, and while
 * unpaid 'Oczekuje na płatność' with a button that loads the status again; a paid order (however it
 * was paid) or a cancelled or rejected one asks for no payment. `children` adds rows.
 */
export function PaymentStatusCard({ order, children }: { order: PaymentSummary; children?: ReactNode }) {
  const id = useId();
  const revalidator = useRevalidator();
  const checking = revalidator.state === "loading";
  const paid = isPaid(order.paymentStatus);
  const note = amountNote(order);
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold tracking-tight text-stone-950">
        Status zamówienia
      </h2>
      <dl className="mt-2 divide-y divide-stone-100">
        <SummaryRow label="Numer zamówienia">
          <span className="font-mono tracking-tight">{order.number}</span>
        </SummaryRow>
        <SummaryRow label="Data zamówienia">{formatDate(order.createdAt)}</SummaryRow>
        <SummaryRow label="Status płatności">
          <CustomerPaymentBadge orderStatus={order.orderStatus} paymentStatus={order.paymentStatus} />
        </SummaryRow>
        {children}
        {/* Nothing is asked of a paid, cancelled or rejected order: not even "to pay" beside its amount. */}
        <SummaryRow label={awaitsPayment(order) ? "Kwota do zapłaty" : "Kwota zamówienia"}>
          <span className="text-lg font-semibold">{formatPln(order.finalTotal)}</span>
          {note ? <span className="mt-0.5 block text-sm font-normal text-stone-600">{note}</span> : null}
        </SummaryRow>
      </dl>

      <div aria-live="polite" className="mt-4">
        {checking ? (
          <Loading label="Sprawdzanie statusu płatności..." />
        ) : paid ? (
          <p className="flex items-start gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-600/20">
            <CheckCircleIcon className="size-6 shrink-0 text-emerald-700" />
            <span>
              <strong className="block font-semibold">Płatność zaksięgowana</strong>
              Dziękujemy! Zamówienie przekazujemy do realizacji.
            </span>
          </p>
        ) : !paymentExpected(order.orderStatus) ? (
          <p className="rounded-xl bg-stone-100 p-4 text-stone-800 ring-1 ring-stone-500/20">
            <strong className="block font-semibold">Zamówienie {orderStatusLabel(order.orderStatus).toLowerCase()}</strong>
            Tego zamówienia nie realizujemy, więc nie trzeba za nie płacić. W razie pytań skontaktuj się z nami.
          </p>
        ) : (
          <div className="flex flex-col gap-4 rounded-xl bg-orange-50 p-4 ring-1 ring-orange-600/20 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-orange-950">
              <strong className="block font-semibold">Oczekuje na płatność</strong>
              <span className="text-sm">Przelewy księgujemy ręcznie, więc status nie zmieni się od razu po wysłaniu przelewu.</span>
            </p>
            <button type="button" onClick={() => revalidator.revalidate()} className={`${buttonClasses("secondary")} shrink-0`}>
              Sprawdź status płatności
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
