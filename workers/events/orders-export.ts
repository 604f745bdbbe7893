import { and, asc, count, eq, gt, lte } from "drizzle-orm";
import { exportJobs, orderItems, orders } from "~/db/schema";
import { readCartItem } from "~/lib/cart";
import { CSV_BOM, csvRows } from "~/lib/csv";
import { formatShortDateTime } from "~/lib/dates";
import { describeLine, detailText } from "~/lib/line-description";
import { linePriceParts } from "~/lib/line-prices";
import { commaAmount } from "~/lib/money";
import { acceptanceLabel, DELIVERY_METHOD_LABELS, orderStatusLabel, paymentMethodLabel, paymentStatusLabel } from "~/lib/order-status";
import { getDb } from "~/server/platform/db.server";

/** Orders read per D1 query: small enough for D1's limits, large enough for 10 000 orders in seconds. */
const ORDERS_PER_CHUNK = 500;

/**
 * The file goes to R2 in parts of this many bytes (R2: at least 5 MiB, every part but the last of one size), so
 * at most one part and one chunk of rows are in memory: 100 000 orders make a CSV of about 100 MB, more than a
 * Worker's 128 MB once held as JavaScript strings (two bytes a character where Polish letters occur).
 */
export const EXPORT_PART_BYTES = 8 * 1024 * 1024;

/** Writes text to an R2 multipart upload in parts of exactly EXPORT_PART_BYTES, the rest as the last part. */
export class PartWriter {
  readonly #upload: R2MultipartUpload;
  readonly #encoder = new TextEncoder();
  readonly #parts: R2UploadedPart[] = [];
  #buffer = new Uint8Array(EXPORT_PART_BYTES);
  #filled = 0;

  constructor(upload: R2MultipartUpload) {
    this.#upload = upload;
  }

  async write(text: string) {
    let bytes = this.#encoder.encode(text);
    while (bytes.length) {
      const taken = Math.min(bytes.length, EXPORT_PART_BYTES - this.#filled);
      this.#buffer.set(bytes.subarray(0, taken), this.#filled);
      this.#filled += taken;
      bytes = bytes.subarray(taken);
      if (this.#filled === EXPORT_PART_BYTES) await this.#flush();
    }
  }

  async #flush() {
    this.#parts.push(await this.#upload.uploadPart(this.#parts.length + 1, this.#buffer.subarray(0, this.#filled)));
    this.#buffer = new Uint8Array(EXPORT_PART_BYTES);
    this.#filled = 0;
  }

  /** The last part (the whole file when it is small), then the object. */
  async complete() {
    if (this.#filled > 0 || this.#parts.length === 0) await this.#flush();
    return this.#upload.complete(this.#parts);
  }
}

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
 * chunks and writes the file in parts as it grows, so memory and each query stay small, and
 * records progress on the job as it goes.
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

  const r2Key = `exports/${jobId}/${job.fileName}`;
  let upload: R2MultipartUpload | undefined;
  try {
    upload = await env.EXPORTS.createMultipartUpload(r2Key, {
      httpMetadata: { contentType: "text/csv; charset=utf-8", contentDisposition: `attachment; filename="${job.fileName}"` },
    });
    const file = new PartWriter(upload);
    // The header and its line break go out first; an export without orders is that alone.
    await file.write(CSV_BOM + csvRows([], EXPORT_HEADER));
    let written = false;
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
      if (rows.length) await file.write(`${written ? "\r\n" : ""}${csvRows(rows)}`);
      written ||= rows.length > 0;
      rowCount += rows.length;
      ordersDone += chunk.length;
      lastId = chunkEnd;
      await db.update(exportJobs).set({ ordersDone, updatedAt: new Date() }).where(eq(exportJobs.id, jobId));
    }
    await file.complete();
    await db.update(exportJobs).set({ status: "done", r2Key, rowCount, updatedAt: new Date() }).where(eq(exportJobs.id, jobId));
    return { subject: job.fileName };
  } catch (error) {
    // The parts uploaded so far are dropped; the panel shows the failure; the queue retries and may still succeed.
    await upload?.abort().catch(() => undefined);
    await db
      .update(exportJobs)
      .set({ status: "failed", error: String(error).slice(0, 500), updatedAt: new Date() })
      .where(eq(exportJobs.id, jobId));
    throw error;
  }
}
