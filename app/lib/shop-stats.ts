import type { ProductType } from "~/lib/cart-basics";
import { commaAmount } from "~/lib/money";
import { DELIVERY_METHOD_LABELS, paymentMethodLabel } from "~/lib/order-status";
import { type FulfilmentFigures, type FulfilmentStats, formatDays } from "~/lib/stats-fulfilment";
import { bucketLabel, periodLabel, type Bucket, type StatsPeriod } from "~/lib/stats-period";

// What the statistics page and its CSV show of a period's figures (app/server/admin/stats.server.ts reads them).

export interface BucketFigures {
  key: string;
  revenue: number;
  orders: number;
  counted: number;
}

export interface Share {
  key: string;
  /** A fabric's name and colour. */
  label?: string;
  orders?: number;
  pieces?: number;
  value: number;
}

export interface ShopStats {
  buckets: BucketFigures[];
  totals: { revenue: number; orders: number; counted: number; cancelled: number; rejected: number; average: number };
  productTypes: Share[];
  delivery: Share[];
  payment: Share[];
  fabrics: Share[];
  profiles: Share[];
  colours: Share[];
  promoCodes: { code: string; orders: number; discount: number }[];
  /** The orders shipped in the period (not placed in it): how long they took and whether by their ship-by day. */
  fulfilment: FulfilmentStats;
}

export const PRODUCT_TYPE_LABELS: Readonly<Record<ProductType, string>> = { plisy: "Plisy", moskitiery: "Moskitiery" };

export const productTypeLabel = (key: string) => PRODUCT_TYPE_LABELS[key as ProductType] ?? key;
export const deliveryLabel = (key: string) => DELIVERY_METHOD_LABELS[key as keyof typeof DELIVERY_METHOD_LABELS] ?? key;
export { paymentMethodLabel };

const percentFormat = new Intl.NumberFormat("pl-PL", { style: "percent", maximumFractionDigits: 1 });

/** 3 of 40 → "7,5%"; of none → "0%". */
export function formatShare(part: number, whole: number): string {
  return percentFormat.format(whole ? part / whole : 0);
}

export const CSV_HEADER = ["Zestawienie", "Pozycja", "Zamówienia", "Sztuki", "Kwota (zł)", "Dni robocze"];

/** The promise's figures in the CSV: each its orders, and the time ones their working days. */
const FULFILMENT_CSV: readonly [name: string, orders: (f: FulfilmentFigures) => number, days?: (f: FulfilmentFigures) => number | null][] = [
  ["Wysłane", (f) => f.shipped],
  ["Wysłane z obiecanym dniem wysyłki", (f) => f.promised],
  ["Wysłane do obiecanego dnia", (f) => f.onTime],
  ["Mediana dni od akceptacji do wysyłki", (f) => f.timed, (f) => f.medianDays],
  ["Średnia dni od akceptacji do wysyłki", (f) => f.timed, (f) => f.averageDays],
];

/**
 * The period's figures as spreadsheet rows: the totals, one row per bucket (revenue and orders
 * placed; then each figure of the orders shipped), then the splits, tops and promo codes. Amounts
 * with a decimal comma, no currency; working days with one decimal.
 */
export function statsCsvRows(stats: ShopStats, period: Pick<StatsPeriod, "from" | "to"> & { bucket: Bucket }): (string | number)[][] {
  const { totals, fulfilment } = stats;
  const shares = (section: string, list: Share[], label: (share: Share) => string) =>
    list.map((share) => [section, label(share), share.orders ?? "", share.pieces ?? "", commaAmount(share.value)]);
  return [
    ["Okres", periodLabel(period), "", "", ""],
    ["Razem", "Przychód", totals.counted, "", commaAmount(totals.revenue)],
    ["Razem", "Zamówienia złożone", totals.orders, "", ""],
    ["Razem", "Anulowane", totals.cancelled, "", ""],
    ["Razem", "Odrzucone", totals.rejected, "", ""],
    ["Razem", "Średnia wartość zamówienia", "", "", commaAmount(totals.average)],
    ...FULFILMENT_CSV.map(([name, orders, days]) => ["Razem", name, orders(fulfilment.totals), "", "", formatDays(days?.(fulfilment.totals) ?? null)]),
    ...stats.buckets.map((b) => ["Przychód w okresie", `${b.key} (${bucketLabel(b.key, period.bucket)})`, b.orders, "", commaAmount(b.revenue)]),
    ...FULFILMENT_CSV.flatMap(([name, orders, days]) =>
      fulfilment.buckets.map((b) => [`${name} w okresie`, `${b.key} (${bucketLabel(b.key, period.bucket)})`, orders(b), "", "", formatDays(days?.(b) ?? null)]),
    ),
    ...shares("Rodzaj produktu", stats.productTypes, (s) => productTypeLabel(s.key)),
    ...shares("Dostawa", stats.delivery, (s) => deliveryLabel(s.key)),
    ...shares("Płatność", stats.payment, (s) => paymentMethodLabel(s.key)),
    ...shares("Tkanina", stats.fabrics, (s) => (s.label ? `${s.key} ${s.label}` : s.key)),
    ...shares("Profil", stats.profiles, (s) => s.key),
    ...shares("Kolor tkaniny", stats.colours, (s) => s.key),
    ...stats.promoCodes.map((p) => ["Kod rabatowy", p.code, p.orders, "", commaAmount(p.discount)]),
  ];
}
