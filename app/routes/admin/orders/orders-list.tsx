import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { ADMIN_PAYMENT_STATUSES } from "~/lib/admin-orders-query";
import type { AdminOrder } from "~/lib/order";
import { ORDER_STATUSES, orderStatusLabel, paymentStatusLabel } from "~/lib/order-status";
import { ActionDialog, useActionDialog } from "~/components/admin/action-dialog";
import type { AdminAnswer } from "~/lib/admin-route";
import { dangerOutlineButtonClasses } from "~/components/admin/buttons";
import { BULK_FETCHER_KEY, OrderCard } from "./order-card";
import { selectClasses } from "~/components/ui/form-field";
import { smallLabelClasses } from "~/components/admin/list-filters";
import { useAnswerToast } from "~/components/admin/use-answer-toast";

const SelectedFields = ({ numbers }: { numbers: readonly string[] }) => numbers.map((number) => <input key={number} type="hidden" name="numbers" value={number} />);

/** A bulk status change: the new status for every selected order. Without a selection the server says so. */
function BulkStatusForm({
  intent,
  field,
  label,
  button,
  choices,
  optionLabel,
  selected,
}: {
  intent: "order-status" | "payment-status";
  field: "orderStatus" | "paymentStatus";
  label: string;
  /** The button's full name: it shows only 'Zmień', its select says the rest. */
  button: string;
  choices: readonly string[];
  optionLabel: (status: string) => string;
  selected: readonly string[];
}) {
  const fetcher = useFetcher<AdminAnswer>({ key: BULK_FETCHER_KEY });
  const id = useId();
  return (
    <fetcher.Form method="post" className="flex w-full items-end gap-2 sm:w-auto">
      <input type="hidden" name="intent" value={intent} />
      <SelectedFields numbers={selected} />
      <div className="min-w-0 flex-1 sm:w-48 sm:flex-none">
        <label htmlFor={id} className={smallLabelClasses}>
          {label}
        </label>
        <select id={id} name={field} required defaultValue="" className={`mt-1 ${selectClasses}`}>
          <option value="" disabled>
            Wybierz status
          </option>
          {choices.map((status) => (
            <option key={status} value={status}>
              {optionLabel(status)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" aria-label={button} disabled={fetcher.state !== "idle"} className={buttonClasses("secondary")}>
        Zmień
      </button>
    </fetcher.Form>
  );
}

/**
 * The page's orders with a selection for the bulk actions. The selection belongs to this page of
 * results: the page keys the list by its URL, so another page or filter starts with none.
 */
export function OrdersList({ orders }: { orders: readonly AdminOrder[] }) {
  const [picked, setPicked] = useState<string[]>([]);
  const bulk = useFetcher<AdminAnswer>({ key: BULK_FETCHER_KEY });
  useAnswerToast(bulk.data);
  const deleteDialog = useActionDialog();
  const allRef = useRef<HTMLInputElement>(null);
  // Deleted orders leave the list, and the selection with them.
  const selected = picked.filter((number) => orders.some((order) => order.number === number));
  const all = selected.length > 0 && selected.length === orders.length;

  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = selected.length > 0 && !all;
  }, [selected.length, all]);

  const select = (number: string, on: boolean) => setPicked((current) => (on ? [...current.filter((n) => n !== number), number] : current.filter((n) => n !== number)));

  return (
    <div className="space-y-4">
      <div className="z-10 rounded-2xl border border-stone-200 bg-stone-50/95 p-3 shadow-sm backdrop-blur-sm sm:p-4 md:sticky md:top-20">
        <h2 className="sr-only">Operacje na zaznaczonych zamówieniach</h2>
        <div className="flex flex-wrap items-end gap-x-5 gap-y-3">
          <div className="flex min-h-10 w-full items-center justify-between gap-4 sm:w-auto">
            <label className="inline-flex items-center gap-2 text-sm font-medium text-stone-900">
              <input
                ref={allRef}
                type="checkbox"
                checked={all}
                onChange={(event) => setPicked(event.target.checked ? orders.map((order) => order.number) : [])}
                className="size-5 accent-accent-600"
              />
              Zaznacz wszystkie na tej stronie
            </label>
            <span role="status" className="text-sm whitespace-nowrap text-stone-600 tabular-nums">
              Zaznaczone: {selected.length}
            </span>
          </div>
          <BulkStatusForm
            intent="order-status"
            field="orderStatus"
            label="Nowy status zamówienia"
            button="Zmień status zamówienia"
            choices={ORDER_STATUSES}
            optionLabel={orderStatusLabel}
            selected={selected}
          />
          <BulkStatusForm
            intent="payment-status"
            field="paymentStatus"
            label="Nowy status płatności"
            button="Zmień status płatności"
            choices={ADMIN_PAYMENT_STATUSES}
            optionLabel={paymentStatusLabel}
            selected={selected}
          />
          <button
            type="button"
            aria-haspopup="dialog"
            disabled={bulk.state !== "idle"}
            onClick={() => (selected.length ? deleteDialog.show() : bulk.submit({ intent: "delete" }, { method: "post" }))}
            className={`${dangerOutlineButtonClasses} w-full sm:w-auto xl:ml-auto`}
          >
            Usuń zaznaczone
          </button>
        </div>
      </div>

      <ul className="space-y-4">
        {orders.map((order) => (
          <li key={order.number}>
            <OrderCard order={order} selected={selected.includes(order.number)} onSelect={(on) => select(order.number, on)} />
          </li>
        ))}
      </ul>

      <ActionDialog
        dialog={deleteDialog}
        fetcher={bulk}
        title={`Usunąć zaznaczone zamówienia (${selected.length})?`}
        description={<p>Zaznaczone zamówienia znikną z listy i z eksportów razem ze wszystkimi pozycjami. Tej operacji nie można cofnąć.</p>}
        fields={{ intent: "delete", numbers: selected }}
        confirmLabel="Usuń zaznaczone"
        pendingLabel="Usuwanie..."
      />
    </div>
  );
}
