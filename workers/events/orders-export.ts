import { and, asc, count, eq, gt, lte } from "drizzle-orm";
import { exportJobs, orderItems, orders } from "~/db/schema";
import { readCartItem } from "~/lib/cart";
import { CSV_BOM, csvRows } from "~/lib/csv";
import { formatShortDateTime } from "~/lib/dates";
import { describeLine, detailText } from "~/lib/line-description";
import { linePriceParts } from "~/lib/line-prices";
import { commaAmount } from "~/lib/money";
import { acceptanceLabel, DELIVERY_METHOD_LABELS, orderStatusLabel, paymentMethodLabel, paymentStatusLabel } from "~/lib/order-status";
import { getDb } from "~/server/db.server";

/** Orders read per D1 query: small enough for D1's limits, large enough for 10 000 orders in seconds. */
const ORDERS_PER_CHUNK = 500;

export const EXPORT_HEADER = [
  "Numer zamówienia",
  "Data zamówienia",
  "Status zamówienia",
  "Status płatności",
  "Akceptacja",
  "Imię",
  "Nazwisko",
  "E-mail",
  "Telefon",
  "Ulica",
  "Numer domu",
  "Numer mieszkania",
  "Kod pocztowy",
  "Miasto",
  "Firma",
  "NIP",
  "Uwagi",
  "Sposób dostawy",
  "Sposób płatności",
  "Koszt dostawy",
  "Opłata za płatność",
  "Kod rabatowy",
  "Rabat (%)",
  "Rabat",
  "Wartość produktów",
  "Do zapłaty",
  "Pozycja",
  "Produkt",
  "Kod tkaniny",
  "Profil",
  "Szerokość (cm)",
  "Wysokość (cm)",
  "Ilość",
  "Cena jednostkowa",
  // A pleat's handles are priced per line: quantity × unit price + this = the line's value.
  "Koszt rączek",
  "Wartość pozycji",
  "Konfiguracja",
];

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

function exportRow(order: OrderRow, item: ItemRow): (string | number)[] {
  const configuration = readCartItem(item.configuration);
  const description = configuration && describeLine(configuration);
  const prices = linePriceParts({ ...item, totalPrice: item.linePrice, configuration });
  return [
    order.number,
    formatShortDateTime(order.createdAt),
    orderStatusLabel(order.orderStatus),
    paymentStatusLabel(order.paymentStatus),
    acceptanceLabel(order.accepted),
    order.firstName,
    order.lastName,
    order.email,
    order.phone,
    order.street,
    order.houseNumber,
    order.apartmentNumber ?? "",
    order.postalCode,
    order.city,
    order.companyName ?? "",
    order.companyNip ?? "",
    order.notes ?? "",
    DELIVERY_METHOD_LABELS[order.deliveryMethod],
    paymentMethodLabel(order.paymentMethod),
    commaAmount(order.deliveryCost),
    commaAmount(order.paymentFee),
    order.promoCode ?? "",
    order.discountPercent,
    commaAmount(order.discount),
    commaAmount(order.itemsTotal),
    commaAmount(order.finalTotal),
    item.position,
    description?.title ?? item.productType,
    item.fabricCode ?? "",
    item.profileCode ?? "",
    item.widthCm,
    item.heightCm,
    prices.quantity,
    commaAmount(prices.unitPrice),
    commaAmount(prices.handles?.amount ?? 0),
    commaAmount(prices.total),
    description?.details.map(detailText).join(" | ") ?? "",
  ];
}

/**
 * Builds the CSV of every order (one row per order line) into R2. Reads the orders in keyset
 * chunks so memory and each query stay small, and records progress on the job as it goes.
 * Running it again for a finished job does nothing.
 */
export async function buildOrdersExport(env: Env, jobId: string): Promise<{ recipient?: string; subject?: string }> {
  const db = getDb(env);
  const job = await db.select().from(exportJobs).where(eq(exportJobs.id, jobId)).get();
  if (!job) throw new Error(`export job ${jobId} not found`);
  if (job.status === "done") return { subject: job.fileName };

  const [total] = await db.select({ n: count() }).from(orders);
  await db
    .update(exportJobs)
    .set({ status: "running", ordersDone: 0, ordersTotal: total?.n ?? 0, error: null, updatedAt: new Date() })
    .where(eq(exportJobs.id, jobId));

  try {
    const parts: string[] = [CSV_BOM];
    let lastId = 0;
    let rowCount = 0;
    let ordersDone = 0;
    for (;;) {
      const chunk = await db.select().from(orders).where(gt(orders.id, lastId)).orderBy(asc(orders.id)).limit(ORDERS_PER_CHUNK);
      if (chunk.length === 0) break;
      const chunkEnd = chunk.at(-1)!.id;
      // The chunk is every order with an id in (lastId, chunkEnd], so its lines are a range too:
      // D1 allows only 100 bound parameters, too few for a list of 500 ids.
      const items = await db
        .select()
        .from(orderItems)
        .where(and(gt(orderItems.orderId, lastId), lte(orderItems.orderId, chunkEnd)))
        .orderBy(asc(orderItems.orderId), asc(orderItems.position));
      const byId = new Map(chunk.map((order) => [order.id, order]));
      const rows = items.map((item) => exportRow(byId.get(item.orderId)!, item));
      // The header goes out with the first rows; an export without orders is the header alone (below).
      if (rows.length) parts.push(parts.length === 1 ? csvRows(rows, EXPORT_HEADER) : `\r\n${csvRows(rows)}`);
      rowCount += rows.length;
      ordersDone += chunk.length;
      lastId = chunkEnd;
      await db.update(exportJobs).set({ ordersDone, updatedAt: new Date() }).where(eq(exportJobs.id, jobId));
    }
    if (parts.length === 1) parts.push(csvRows([], EXPORT_HEADER));
    const r2Key = `exports/${jobId}/${job.fileName}`;
    await env.EXPORTS.put(r2Key, parts.join(""), {
      httpMetadata: { contentType: "text/csv; charset=utf-8", contentDisposition: `attachment; filename="${job.fileName}"` },
    });
    await db.update(exportJobs).set({ status: "done", r2Key, rowCount, updatedAt: new Date() }).where(eq(exportJobs.id, jobId));
    return { subject: job.fileName };
  } catch (error) {
    // The panel shows the failure; the queue retries and may still succeed.
    await db
      .update(exportJobs)
      .set({ status: "failed", error: String(error).slice(0, 500), updatedAt: new Date() })
      .where(eq(exportJobs.id, jobId));
    throw error;
  }
}
