import { useId } from "react";
import { Form } from "react-router";
import { Link } from "~/components/ui/link";
import { buttonClasses } from "~/components/ui/button";
import { selectClasses } from "~/components/ui/form-field";
import { ORDER_STATUS_LABELS, ORDER_STATUSES, PAYMENT_STATUS_LABELS } from "~/lib/order-status";
import { ORDERS_PATH, ordersQueryParams, PAYMENT_STATUS_FILTERS, SEARCH_MAX_LENGTH, type AdminOrdersQuery } from "~/lib/admin-orders-query";

// Shared with the shop's own forms; the back-office's other filters read it from here.
export { selectClasses };
export const smallLabelClasses = "block text-xs font-medium text-stone-700";

/** Filters and search as a GET form: the state lives in the URL and any change starts again at page 1. */
export function OrderFilters({ query }: { query: AdminOrdersQuery }) {
  const id = useId();
  const filtered = Boolean(query.orderStatus || query.paymentStatus || query.search);
  return (
    <Form
      method="get"
      action={ORDERS_PATH}
      role="search"
      aria-label="Filtry zamówień"
      className="grid grid-cols-2 gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4 lg:grid-cols-[14rem_16rem_1fr] lg:items-end"
    >
      <div>
        <label htmlFor={`${id}-status`} className={smallLabelClasses}>
          Status zamówienia
        </label>
        <select id={`${id}-status`} name={ordersQueryParams.orderStatus} defaultValue={query.orderStatus ?? ""} className={`mt-1 ${selectClasses}`}>
          <option value="">Wszystkie</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-payment`} className={smallLabelClasses}>
          Status płatności
        </label>
        <select id={`${id}-payment`} name={ordersQueryParams.paymentStatus} defaultValue={query.paymentStatus ?? ""} className={`mt-1 ${selectClasses}`}>
          <option value="">Wszystkie</option>
          {PAYMENT_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {PAYMENT_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-search`} className={smallLabelClasses}>
            Szukaj
          </label>
          <input
            id={`${id}-search`}
            type="search"
            name={ordersQueryParams.search}
            defaultValue={query.search}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder="Numer, imię i nazwisko lub e-mail"
            className={`mt-1 ${selectClasses}`}
          />
        </div>
        <button type="submit" className={buttonClasses("primary")}>
          Filtruj
        </button>
        {filtered ? (
          <Link to={ORDERS_PATH} className={buttonClasses("ghost")}>
            Wyczyść
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
