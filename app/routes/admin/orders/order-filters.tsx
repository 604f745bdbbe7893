import { ORDER_STATUS_LABELS, ORDER_STATUSES, PAYMENT_STATUS_LABELS } from "~/lib/order-status";
import { ORDERS_PATH, ordersQueryParams, PAYMENT_STATUS_FILTERS, type AdminOrdersQuery } from "~/lib/admin-orders-query";
import { FilterSearch, FilterSelect, ListFilters } from "~/components/admin/list-filters";

export function OrderFilters({ query, filtered }: { query: AdminOrdersQuery; filtered: boolean }) {
  return (
    <ListFilters action={ORDERS_PATH} label="Filtry zamówień" className="grid grid-cols-2 gap-3 lg:grid-cols-[14rem_16rem_1fr] lg:items-end">
      <FilterSelect
        name={ordersQueryParams.orderStatus}
        label="Status zamówienia"
        value={query.orderStatus}
        options={ORDER_STATUSES.map((status) => [status, ORDER_STATUS_LABELS[status]])}
      />
      <FilterSelect
        name={ordersQueryParams.paymentStatus}
        label="Status płatności"
        value={query.paymentStatus}
        options={PAYMENT_STATUS_FILTERS.map((status) => [status, PAYMENT_STATUS_LABELS[status]])}
      />
      <FilterSearch
        name={ordersQueryParams.search}
        value={query.search}
        placeholder="Numer, imię i nazwisko lub e-mail"
        clearTo={ORDERS_PATH}
        filtered={filtered}
        className="col-span-2 lg:col-span-1"
      />
    </ListFilters>
  );
}
