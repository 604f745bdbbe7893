import { z } from "zod";
import { ORDER_STATUSES, PAYMENT_STATUS_LABELS, PAYMENT_STATUSES, paymentStatusLabel, type PaymentStatus } from "~/lib/order-status";

export const ORDERS_PATH = "/admin/excel-bot";

/** The order list's state, all of it in the URL, so a filtered page can be reloaded and shared. */
export interface AdminOrdersQuery {
  orderStatus: string | null;
  paymentStatus: string | null;
  search: string;
  page: number;
}

export const ordersQueryParams = { orderStatus: "status", paymentStatus: "platnosc", search: "szukaj", page: "strona" } as const;

export const SEARCH_MAX_LENGTH = 100;

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
  const read = (name: string) => params.get(name)?.trim() || undefined;
  return {
    orderStatus: z.enum(ORDER_STATUSES).nullable().catch(null).parse(read(ordersQueryParams.orderStatus) ?? null),
    paymentStatus: z.enum(PAYMENT_STATUSES).nullable().catch(null).parse(read(ordersQueryParams.paymentStatus) ?? null),
    search: z.string().max(SEARCH_MAX_LENGTH).catch("").parse(read(ordersQueryParams.search) ?? ""),
    page: z.coerce.number().int().min(1).max(100_000).catch(1).parse(read(ordersQueryParams.page) ?? 1),
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

const paymentLabelCounts = Object.values(PAYMENT_STATUS_LABELS).reduce<Record<string, number>>((counts, label) => {
  counts[label] = (counts[label] ?? 0) + 1;
  return counts;
}, {});

/** A payment status in a list of choices: where two statuses share a label, the stored value tells them apart. */
export function paymentStatusOption(status: string): string {
  const label = paymentStatusLabel(status);
  return (paymentLabelCounts[label] ?? 0) > 1 ? `${label} (${status})` : label;
}
