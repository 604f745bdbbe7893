import { useId, type ReactNode } from "react";
import { useFetcher, type FetcherWithComponents } from "react-router";
import { CancelledOrderBanner } from "~/components/orders/cancelled-banner";
import { OrderLines } from "~/components/orders/order-lines";
import { OrderTotals } from "~/components/orders/order-totals";
import { StatusBadge } from "~/components/orders/status-badge";
import { buttonClasses } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { ADMIN_PAYMENT_STATUSES, statusOptions } from "~/lib/admin-orders-query";
import { formatDateTime } from "~/lib/dates";
import { lineTitle } from "~/lib/line-description";
import { formatPln } from "~/lib/money";
import { isRefundable, PAYMENT_ATTEMPT_STATE_LABELS, paymentProblemLabel, type OnlinePaymentSummary } from "~/lib/online-payments";
import type { AdminOrder } from "~/lib/order";
import { hasInvoice } from "~/lib/invoice-register";
import { InvoiceButton } from "./invoice-button";
import { acceptanceLabel, DELIVERY_METHOD_LABELS, ORDER_STATUSES, orderStatusLabel, paymentMethodLabel, paymentStatusLabel } from "~/lib/order-status";
import { formatPhone } from "~/lib/schemas/account";
import { phoneHref } from "~/lib/shop-identity";
import { ActionDialog, useActionDialog } from "~/components/admin/action-dialog";
import type { AdminAnswer } from "~/lib/admin-route";
import { dangerOutlineButtonClasses, successButtonClasses } from "~/components/admin/buttons";
import { selectClasses } from "~/components/ui/form-field";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { ParcelPanel } from "./parcel-panel";
import { OrderTimeline } from "./order-timeline";
import { OrderInvoices } from "./order-invoices";
import { OrderComplaints } from "./order-complaints";

/** Deleting and bulk changes go through the list's fetcher: a deleted order's card is gone before it could show the answer. */
export const BULK_FETCHER_KEY = "orders-bulk";

type Fetcher = FetcherWithComponents<AdminAnswer>;

const acceptanceTone = { waiting: "text-amber-800", accepted: "text-emerald-800", rejected: "text-red-800" } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0">
      <h4 className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{title}</h4>
      <div className="mt-2 space-y-1 text-sm text-stone-800">{children}</div>
    </section>
  );
}

/** One status of one order as a select of labels that saves on change; it shows the chosen value while the answer is on its way. */
function StatusSelect({
  label,
  field,
  intent,
  value,
  choices,
  optionLabel,
  number,
  fetcher,
}: {
  label: string;
  field: "orderStatus" | "paymentStatus";
  intent: "order-status" | "payment-status";
  value: string;
  choices: readonly string[];
  optionLabel: (status: string) => string;
  number: string;
  fetcher: Fetcher;
}) {
  const id = useId();
  const sending = fetcher.formData?.get("intent") === intent ? String(fetcher.formData.get(field)) : null;
  const options = statusOptions(value, choices, optionLabel);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-900">
        {label}
      </label>
      <select
        id={id}
        value={sending ?? value}
        disabled={fetcher.state !== "idle"}
        onChange={(event) => fetcher.submit({ intent, [field]: event.target.value, numbers: number }, { method: "post" })}
        className={`mt-1 ${selectClasses}`}
      >
        {options.map((status) => (
          <option key={status} value={status}>
            {optionLabel(status)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The lines' fabric codes with the catalogue's name and category, as the list labels them. */
function FabricLabels({ lines }: { lines: AdminOrder["lines"] }) {
  const fabrics = lines.filter((line) => line.fabricCode);
  if (fabrics.length === 0) return null;
  return (
    <div className="mt-4 rounded-xl bg-stone-50 p-3 text-sm">
      <h5 className="font-medium text-stone-900">Tkaniny z katalogu</h5>
      <ul className="mt-1 space-y-0.5 text-stone-700">
        {fabrics.map((line) => (
          <li key={line.id}>
            Poz. {line.position}: <span className="font-mono font-medium text-stone-900">{line.fabricCode}</span> —{" "}
            {line.fabricName ? `${line.fabricName}, kategoria ${line.fabricCategory}` : "brak w katalogu"}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The order's online payment as PayU knows it: its id there (to find it in PayU's panel), its state, and anything to look at. */
function OnlinePayment({ payment }: { payment: OnlinePaymentSummary }) {
  return (
    <div className="mt-2 rounded-lg bg-stone-50 p-2.5 ring-1 ring-stone-200">
      <p>
        PayU: <span className="font-medium text-stone-950">{PAYMENT_ATTEMPT_STATE_LABELS[payment.state]}</span>
        {payment.attempts > 1 ? <span className="text-stone-600"> (próba {payment.attempts})</span> : null}
      </p>
      <p className="break-all text-stone-600">
        Nr transakcji PayU: <span className="font-mono text-stone-900">{payment.providerPaymentId ?? "—"}</span>
      </p>
      {payment.method ? <p className="text-stone-600">Metoda: {payment.method}</p> : null}
      {payment.refundId ? (
        <p className="text-stone-600">
          Zwrot {payment.refundId}: {payment.refundStatus === "FINALIZED" ? "zakończony" : payment.refundStatus === "CANCELED" ? "anulowany" : "w trakcie"}
        </p>
      ) : null}
      {payment.problem ? (
        <p role="alert" className="mt-1 font-medium text-red-800">
          {paymentProblemLabel(payment.problem)}
        </p>
      ) : null}
    </div>
  );
}

function linesSummary(lines: AdminOrder["lines"]): string {
  return lines.map((line) => `${line.configuration ? lineTitle(line.configuration) : (line.fabricCode ?? line.profileCode ?? line.productType)} × ${line.quantity}`).join(", ");
}

/** Everything about one order and what can be done with it; a card on every screen, dense on wide ones. */
export function OrderCard({ order, selected, onSelect }: { order: AdminOrder; selected: boolean; onSelect: (selected: boolean) => void }) {
  const fetcher = useFetcher<AdminAnswer>({ key: `order-${order.number}` });
  const bulk = useFetcher<AdminAnswer>({ key: BULK_FETCHER_KEY });
  useAnswerToast(fetcher.data);
  const toast = useToast();
  const rejectDialog = useActionDialog();
  const deleteDialog = useActionDialog();
  // Kept documents name the order: its invoice (the books), a complaint about it or the one it remakes.
  const undeletable = hasInvoice(order.invoices)
    ? "Zamówienia z fakturą nie można usunąć: faktura zostaje w dokumentacji księgowej."
    : order.complaints.length > 0
      ? "Zamówienia z reklamacją nie można usunąć: reklamacja zostaje w dokumentacji."
      : null;
  const refundDialog = useActionDialog();
  const headingId = useId();
  const busy = fetcher.state !== "idle";
  const cancelled = order.orderStatus === "anulowane";
  const acceptance = order.accepted === null ? "waiting" : order.accepted ? "accepted" : "rejected";
  const street = `${order.street} ${order.houseNumber}`.trim() + (order.apartmentNumber ? `/${order.apartmentNumber}` : "");

  async function copyJson() {
    try {
      await navigator.clipboard.writeText(JSON.stringify(order, null, 2));
      toast.success("Skopiowano zamówienie");
    } catch {
      toast.error("Nie udało się skopiować");
    }
  }

  return (
    <article aria-labelledby={headingId} className={`rounded-2xl border bg-white shadow-sm ${selected ? "border-accent-500 ring-1 ring-accent-500" : "border-stone-200"}`}>
      <header className="flex flex-col gap-3 border-b border-stone-200 px-4 py-3 sm:px-5 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={`Zaznacz zamówienie ${order.number}`}
            className="mt-1 size-5 shrink-0 accent-accent-600"
          />
          <div>
            <h3 id={headingId} className="font-semibold tracking-tight text-stone-950 tabular-nums">
              {order.number}
            </h3>
            <p className="text-sm text-stone-600">
              <time dateTime={order.createdAt.toISOString()}>{formatDateTime(order.createdAt)}</time> · {order.firstName} {order.lastName}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2 pl-8 lg:justify-end lg:pl-0">
          <span className="sr-only">Status zamówienia: </span>
          <StatusBadge kind="order" value={order.orderStatus} />
          <span className="sr-only">Status płatności: </span>
          <StatusBadge kind="payment" value={order.paymentStatus} />
          <span className={`text-sm font-medium ${acceptanceTone[acceptance]}`}>Akceptacja: {acceptanceLabel(order.accepted)}</span>
          <span className="ml-auto text-base font-semibold text-stone-950 tabular-nums lg:ml-3">{formatPln(order.finalTotal)}</span>
        </div>
      </header>

      <div className="space-y-4 px-4 py-4 sm:px-5">
        {cancelled ? <CancelledOrderBanner cancelledBy={order.cancelledBy} /> : null}

        <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-[1fr_1fr_1.1fr]">
          <Section title="Klient">
            {order.anonymisedAt ? <PersonalDataRemoved at={order.anonymisedAt} whole={!order.email} /> : null}
            <p className="font-medium text-stone-950">
              {order.firstName} {order.lastName}
            </p>
            {order.email ? (
              <p className="break-all">
                <a href={`mailto:${order.email}`} className="text-accent-700 hover:underline">
                  {order.email}
                </a>
              </p>
            ) : null}
            {order.phone ? (
              <p>
                <a href={phoneHref(order.phone)} className="text-accent-700 tabular-nums hover:underline">
                  {formatPhone(order.phone)}
                </a>
              </p>
            ) : null}
            {order.city ? (
              <p>
                {street}, {order.postalCode} {order.city}
              </p>
            ) : null}
            {order.companyName ? (
              <p>
                {order.companyName}, NIP {order.companyNip}
              </p>
            ) : null}
          </Section>

          <Section title="Dostawa i płatność">
            <p>
              {DELIVERY_METHOD_LABELS[order.deliveryMethod]} · {paymentMethodLabel(order.paymentMethod)}
            </p>
            <div className="pt-1">
              <OrderTotals totals={order} />
            </div>
            {order.onlinePayment ? <OnlinePayment payment={order.onlinePayment} /> : null}
            <ParcelPanel order={order} />
          </Section>

          <Section title="Obsługa">
            <div className="grid gap-3 sm:grid-cols-2 md:col-span-2 xl:grid-cols-1">
              <StatusSelect
                label="Status zamówienia"
                field="orderStatus"
                intent="order-status"
                value={order.orderStatus}
                choices={ORDER_STATUSES}
                optionLabel={orderStatusLabel}
                number={order.number}
                fetcher={fetcher}
              />
              <StatusSelect
                label="Status płatności"
                field="paymentStatus"
                intent="payment-status"
                value={order.paymentStatus}
                choices={ADMIN_PAYMENT_STATUSES}
                optionLabel={paymentStatusLabel}
                number={order.number}
                fetcher={fetcher}
              />
            </div>
            <div className="flex flex-wrap gap-2 pt-2">
              <fetcher.Form method="post">
                <input type="hidden" name="intent" value="accept" />
                <input type="hidden" name="number" value={order.number} />
                <button type="submit" disabled={busy || order.accepted === true || cancelled} className={successButtonClasses}>
                  {fetcher.formData?.get("intent") === "accept" ? "Akceptowanie..." : "Akceptuj"}
                </button>
              </fetcher.Form>
              <button type="button" disabled={busy || order.accepted === false || cancelled} className={dangerOutlineButtonClasses} {...rejectDialog.opener}>
                Odrzuć
              </button>
              <InvoiceButton order={order} fetcher={fetcher} busy={busy} />
              {isRefundable(order.onlinePayment, order.paymentStatus) ? (
                <button type="button" disabled={busy} className={dangerOutlineButtonClasses} {...refundDialog.opener}>
                  Zwróć płatność
                </button>
              ) : null}
            </div>
          </Section>
        </div>

        {order.notes || order.rejectionReason ? (
          <dl className="grid gap-3 text-sm md:grid-cols-2">
            {order.notes ? (
              <div className="rounded-xl bg-amber-50 p-3 ring-1 ring-amber-600/20">
                <dt className="font-medium text-amber-900">Uwagi klienta</dt>
                <dd className="mt-0.5 whitespace-pre-line text-stone-800">{order.notes}</dd>
              </div>
            ) : null}
            {order.rejectionReason ? (
              <div className="rounded-xl bg-red-50 p-3 ring-1 ring-red-600/20">
                <dt className="font-medium text-red-900">Powód odrzucenia</dt>
                <dd className="mt-0.5 whitespace-pre-line text-stone-800">{order.rejectionReason}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}

        <div className="flex flex-col gap-3 lg:flex-row lg:items-start">
          <details className="group min-w-0 flex-1 rounded-xl border border-stone-200">
            <summary className="flex cursor-pointer items-center justify-between gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-stone-900 hover:bg-stone-50">
              <span className="min-w-0">
                Pozycje zamówienia ({order.lines.length})<span className="block truncate font-normal text-stone-600">{linesSummary(order.lines)}</span>
              </span>
              <span aria-hidden="true" className="text-stone-500 transition-transform group-open:rotate-180">
                ▾
              </span>
            </summary>
            <div className="border-t border-stone-200 p-3 sm:p-4">
              <OrderLines lines={order.lines} />
              <FabricLabels lines={order.lines} />
            </div>
          </details>
          <div className="flex flex-wrap gap-2">
            <button type="button" onClick={copyJson} className={buttonClasses("secondary")}>
              Kopiuj JSON
            </button>
            {undeletable ? (
              <p className="ml-auto self-center text-sm text-stone-600 lg:ml-0">{undeletable}</p>
            ) : (
              <button type="button" className={`${dangerOutlineButtonClasses} ml-auto lg:ml-0`} {...deleteDialog.opener}>
                Usuń zamówienie
              </button>
            )}
          </div>
        </div>
        <OrderInvoices order={order} />
        <OrderComplaints order={order} />
        <OrderTimeline order={order} />
      </div>

      <ActionDialog
        dialog={rejectDialog}
        fetcher={fetcher}
        title={`Odrzucić zamówienie ${order.number}?`}
        description={<p>Klient dostanie e-mail o odrzuceniu zamówienia. Podany powód znajdzie się w tej wiadomości i przy zamówieniu.</p>}
        fields={{ intent: "reject", number: order.number }}
        confirmLabel="Odrzuć zamówienie"
        pendingLabel="Odrzucanie..."
      >
        <label className="block text-sm font-medium text-stone-900">
          Powód odrzucenia <span className="font-normal text-stone-500">(opcjonalnie)</span>
          <textarea name="reason" rows={3} maxLength={500} className={`mt-1.5 ${selectClasses}`} />
        </label>
      </ActionDialog>
      <ActionDialog
        dialog={refundDialog}
        fetcher={fetcher}
        title={`Zwrócić płatność za zamówienie ${order.number}?`}
        description={<p>PayU odda klientowi całą kwotę {formatPln(order.finalTotal)}. Status płatności zmieni się na „Zwrócone”. Tej operacji nie można cofnąć.</p>}
        fields={{ intent: "refund", number: order.number }}
        confirmLabel="Zwróć całą kwotę"
        pendingLabel="Zlecanie zwrotu..."
      />
      {undeletable ? null : (
        <ActionDialog
          dialog={deleteDialog}
          fetcher={bulk}
          title={`Usunąć zamówienie ${order.number}?`}
          description={<p>Zamówienie zniknie z listy i z eksportów razem ze wszystkimi pozycjami. Tej operacji nie można cofnąć.</p>}
          fields={{ intent: "delete", numbers: order.number }}
          confirmLabel="Usuń zamówienie"
          pendingLabel="Usuwanie..."
        />
      )}
    </article>
  );
}

/**
 * Why the customer's data are missing: the retention's anonymisation removed them all (`whole`), or the customer deleted
 * their account, which kept what accounting needs (app/lib/retention.ts, docs/decisions/2026-11-28-account-deletion.md).
 */
function PersonalDataRemoved({ at, whole }: { at: Date; whole: boolean }) {
  return (
    <p className="rounded-sm bg-stone-100 px-2 py-1 text-stone-700 text-xs">
      {whole ? "Dane osobowe usunięte po okresie przechowywania" : "Konto klienta usunięte: bez telefonu i uwag"} (<time dateTime={at.toISOString()}>{formatDateTime(at)}</time>)
    </p>
  );
}
