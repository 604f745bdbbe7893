import { href } from "react-router";
import "~/lib/zod-locale";
import { z } from "zod";
import { listPageSchema, listTextSchema, queryValue } from "~/lib/list-query";
import { ORDER_STATUSES, PAYMENT_STATUSES, paymentStatusesLabelled, type OrderStatus, type PaymentStatus } from "~/lib/order-status";

export const ORDERS_PATH = href("/admin/excel-bot");

/** The order list's state, all of it in the URL, so a filtered page can be reloaded and shared. */
export interface AdminOrdersQuery {
  orderStatus: OrderStatus | null;
  /** The first status of its label (paymentStatusesLabelled): the list shows every status that reads the same. */
  paymentStatus: PaymentStatus | null;
  search: string;
  page: number;
}

export const ordersQueryParams = { orderStatus: "status", paymentStatus: "platnosc", search: "szukaj", page: "strona" } as const;

/** The payment statuses the shop sets by hand (the spec's admin choices); the list's filter offers every status. */
export const ADMIN_PAYMENT_STATUSES = [
  "pending",
  "paid",
  "payu_pending",
  "payu_completed",
  "payu_cancelled",
  "failed",
  "refunded",
  "transfer_pending",
  "transfer_completed",
] as const satisfies readonly PaymentStatus[];

/** Tolerant: a malformed or unknown value is dropped, never an error, because URLs get edited by hand. */
export function parseOrdersQuery(params: URLSearchParams): AdminOrdersQuery {
  const read = (name: string) => queryValue(params, name);
  const paymentStatus = z
    .enum(PAYMENT_STATUSES)
    .nullable()
    .catch(null)
    .parse(read(ordersQueryParams.paymentStatus) ?? null);
  return {
    orderStatus: z
      .enum(ORDER_STATUSES)
      .nullable()
      .catch(null)
      .parse(read(ordersQueryParams.orderStatus) ?? null),
    // 'pending' and 'oczekujaca' are one choice of the filter, so they are one URL too.
    paymentStatus: paymentStatus && paymentStatusesLabelled(paymentStatus)[0]!,
    search: listTextSchema.parse(read(ordersQueryParams.search) ?? ""),
    page: listPageSchema.parse(read(ordersQueryParams.page) ?? 1),
  };
}

/** The list's URL for a query; defaults are left out, so equal states share one URL. */
export function ordersHref(query: AdminOrdersQuery): string {
  const params = new URLSearchParams();
  if (query.orderStatus) params.set(ordersQueryParams.orderStatus, query.orderStatus);
  if (query.paymentStatus) params.set(ordersQueryParams.paymentStatus, query.paymentStatus);
  if (query.search) params.set(ordersQueryParams.search, query.search);
  if (query.page > 1) params.set(ordersQueryParams.page, String(query.page));
  const search = params.toString();
  return search ? `${ORDERS_PATH}?${search}` : ORDERS_PATH;
}

/** The list's payment filter: each label once, by the first status that has it. */
export const PAYMENT_STATUS_FILTERS = PAYMENT_STATUSES.filter((status) => paymentStatusesLabelled(status)[0] === status);

/**
 * A status select's options, labels only: the choices, and the current value first when it is not
 * one of them (the initial 'oczekujaca', say), without a choice that reads the same as the
 * current value ('pending' next to 'oczekujaca' would be two 'Oczekuje płatności').
 */
export function statusOptions(current: string, choices: readonly string[], label: (status: string) => string): string[] {
  const options = choices.filter((choice) => choice === current || label(choice) !== label(current));
  return options.includes(current) ? options : [current, ...options];
}
