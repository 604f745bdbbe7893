import type { ProductType } from "~/lib/cart-basics";
import { commaAmount } from "~/lib/money";
import { DELIVERY_METHOD_LABELS, paymentMethodLabel } from "~/lib/order-status";
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

export const CSV_HEADER = ["Zestawienie", "Pozycja", "Zamówienia", "Sztuki", "Kwota (zł)"];

/**
 * The period's figures as spreadsheet rows: the totals, one row per bucket (revenue and orders
 * placed), then the splits, tops and promo codes. Amounts with a decimal comma, no currency.
 */
export function statsCsvRows(stats: ShopStats, period: Pick<StatsPeriod, "from" | "to"> & { bucket: Bucket }): (string | number)[][] {
  const { totals } = stats;
  const shares = (section: string, list: Share[], label: (share: Share) => string) =>
    list.map((share) => [section, label(share), share.orders ?? "", share.pieces ?? "", commaAmount(share.value)]);
  return [
    ["Okres", periodLabel(period), "", "", ""],
    ["Razem", "Przychód", totals.counted, "", commaAmount(totals.revenue)],
    ["Razem", "Zamówienia złożone", totals.orders, "", ""],
    ["Razem", "Anulowane", totals.cancelled, "", ""],
    ["Razem", "Odrzucone", totals.rejected, "", ""],
    ["Razem", "Średnia wartość zamówienia", "", "", commaAmount(totals.average)],
    ...stats.buckets.map((b) => ["Przychód w okresie", `${b.key} (${bucketLabel(b.key, period.bucket)})`, b.orders, "", commaAmount(b.revenue)]),
    ...shares("Rodzaj produktu", stats.productTypes, (s) => productTypeLabel(s.key)),
    ...shares("Dostawa", stats.delivery, (s) => deliveryLabel(s.key)),
    ...shares("Płatność", stats.payment, (s) => paymentMethodLabel(s.key)),
    ...shares("Tkanina", stats.fabrics, (s) => (s.label ? `${s.key} ${s.label}` : s.key)),
    ...shares("Profil", stats.profiles, (s) => s.key),
    ...shares("Kolor tkaniny", stats.colours, (s) => s.key),
    ...stats.promoCodes.map((p) => ["Kod rabatowy", p.code, p.orders, "", commaAmount(p.discount)]),
  ];
}
