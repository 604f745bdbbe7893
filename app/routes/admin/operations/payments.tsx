import { CardTable, cardTableRow, Cell } from "~/components/admin/card-table";
import { TextLink } from "~/components/ui/text-link";
import { ordersHref } from "~/lib/admin-orders-query";
import { formatDateTime } from "~/lib/dates";
import { formatPln } from "~/lib/money";
import { PAYMENT_ATTEMPT_STATE_LABELS, paymentProblemLabel } from "~/lib/online-payments";
import { PAYMENT_ATTENTION_LABELS } from "~/lib/operations";
import { paymentStatusLabel } from "~/lib/order-status";
import type { Operations } from "~/server/admin/operations.server";
import { Moment, OperationsSection } from "./section";

type Attempt = Operations["payments"]["attempts"][number];

/** Each reason in words, with what the attempt's row says about it. */
function Reasons({ attempt }: { attempt: Attempt }) {
  return (
    <ul className="space-y-1">
      {attempt.reasons.map((reason) => (
        <li key={reason}>
          <span className="font-medium">{PAYMENT_ATTENTION_LABELS[reason]}</span>
          {reason === "problem" && attempt.problem ? <span className="block text-stone-700">{paymentProblemLabel(attempt.problem)}</span> : null}
          {reason === "open_too_long" ? (
            <span className="block text-stone-700">{attempt.checkedAt ? `Ostatnio sprawdzona w PayU: ${formatDateTime(attempt.checkedAt)}` : "Jeszcze nie sprawdzona w PayU"}</span>
          ) : null}
          {reason === "refund_unfinished" ? (
            <span className="block text-stone-700">
              Zwrot {attempt.refundId}: {attempt.refundStatus ?? "bez stanu"}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function PaymentsSection({ payments, now }: { payments: Operations["payments"]; now: number }) {
  return (
    <OperationsSection
      id="payments"
      title="Płatności wymagające uwagi"
      total={payments.total}
      empty="Żadna płatność online nie wymaga uwagi."
      lead={
        <p>
          Płatności PayU z problemem (kwota niezgodna z zamówieniem, anulowany zwrot), otwarte dłużej, niż trwa ich sprawdzanie w PayU, i zwroty jeszcze niezakończone. Numer
          zamówienia otwiera jego kartę.
        </p>
      }
    >
      <CardTable caption="Płatności wymagające uwagi, od ostatnio zmienionych" columns={["Zamówienie", "Płatność", "Powód", "Rozpoczęta"]}>
        {payments.attempts.map((attempt) => (
          <tr key={attempt.id} className={cardTableRow}>
            <Cell label="Zamówienie" className="md:align-top">
              <TextLink to={ordersHref({ orderStatus: null, paymentStatus: null, search: attempt.number, page: 1 })} className="font-medium tabular-nums">
                {attempt.number}
              </TextLink>
              <span className="block text-xs text-stone-600">{paymentStatusLabel(attempt.orderPaymentStatus)}</span>
            </Cell>
            <Cell label="Płatność" className="md:align-top">
              <span className="tabular-nums">{formatPln(attempt.amount)}</span>
              <span className="block text-xs text-stone-600">
                {attempt.reference}: {PAYMENT_ATTEMPT_STATE_LABELS[attempt.state]}
              </span>
            </Cell>
            <Cell label="Powód" className="md:align-top">
              <Reasons attempt={attempt} />
            </Cell>
            <Cell label="Rozpoczęta" className="md:align-top">
              <Moment at={attempt.createdAt} now={now} />
            </Cell>
          </tr>
        ))}
      </CardTable>
    </OperationsSection>
  );
}
