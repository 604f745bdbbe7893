import { and, eq, sql } from "drizzle-orm";
import type { SQLiteInsertValue } from "drizzle-orm/sqlite-core";
import { orderItems, orderLinks, orders, promoCodes } from "~/db/schema";
import type { CartItem } from "~/lib/cart";
import { normalisedSubmission, normalizePromoCode, orderTotals, paymentOptions, type CheckoutForm, type NormalisedSubmission } from "~/lib/checkout";
import type { DeliveryPrices, FulfilmentDays } from "~/lib/shop-settings";
import { polishYear } from "~/lib/dates";
import type { FieldErrors } from "~/lib/forms";
import { formatPln } from "~/lib/money";
import { shipBy } from "~/lib/ship-date";
import { orderSequence } from "./order-sequence.server";
import { quoteCart } from "./cart-quote.server";
import { chunks, D1_MAX_BOUND_PARAMETERS, type Db } from "../platform/db.server";
import { keepEvent, sendKeptEvents, type AfterResponse } from "../platform/event-outbox.server";
import { orderLinkFields, orderLinkToken } from "./links.server";
import { BY_CUSTOMER, timelineEntry } from "./timeline.server";

export type PlacedOrder = { number: string; paymentMethod: string; accessToken: string; finalTotal: number };

export interface OrderRefusal {
  ok: false;
  status: 400 | 409 | 503;
  message: string;
  errors: FieldErrors;
  /** Set when the server's prices differ from those the shopper saw: nothing was ordered, and these are the cart's lines at today's prices. */
  repricedCart?: CartItem[];
}

export type PlaceOrderResult = ({ ok: true } & PlacedOrder) | OrderRefusal;

const failed = (status: 400 | 409 | 503, message: string, errors: FieldErrors = {}): PlaceOrderResult => ({ ok: false, status, message, errors });

export const KEY_REUSED =
  "Ten formularz zamówienia został już wysłany z innymi danymi. Jeśli złożyłeś już zamówienie, potwierdzenie znajdziesz w skrzynce e-mail. Aby złożyć nowe zamówienie, odśwież stronę.";

function pricesChangedMessage(finalTotal: number): string {
  return `Ceny w koszyku zostały zaktualizowane. Nowa kwota do zapłaty: ${formatPln(finalTotal)}. Sprawdź podsumowanie i złóż zamówienie ponownie.`;
}

/** The promo code's discount in percent; null when a code was given that does not exist or is inactive. */
export async function activePromoDiscount(db: Db, code: string): Promise<number | null> {
  const row = await db
    .select({ discountPercent: promoCodes.discountPercent })
    .from(promoCodes)
    .where(and(eq(promoCodes.code, normalizePromoCode(code)), eq(promoCodes.active, true)))
    .get();
  return row?.discountPercent ?? null;
}

function findByIdempotencyKey(db: Db, key: string) {
  return db
    .select({ number: orders.number, paymentMethod: orders.paymentMethod, finalTotal: orders.finalTotal, submissionHash: orders.submissionHash })
    .from(orders)
    .where(eq(orders.idempotencyKey, key))
    .get();
}

/** The thank-you page's private link of the order placed with this checkout form: the same for every repeat of it. */
const checkoutLinkToken = (env: Env, number: string, idempotencyKey: string) => orderLinkToken(env, number, `checkout:${idempotencyKey}`);

/** The first order's result for a repeat of its submission (a double click, a retry); for any other submission with its key, nothing of it. */
async function repeatOf(env: Env, key: string, existing: Omit<PlacedOrder, "accessToken"> & { submissionHash: string | null }, submissionHash: string): Promise<PlaceOrderResult> {
  const { submissionHash: stored, ...placed } = existing;
  return stored === submissionHash ? { ok: true, ...placed, accessToken: await checkoutLinkToken(env, placed.number, key) } : failed(409, KEY_REUSED);
}

async function hashSubmission(submission: NormalisedSubmission): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(submission));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Inserts of the order's lines, each binding at most D1's limit: a 50-line cart is several
 * statements, all in the order's one batch, so the order is still written whole or not at all.
 */
function orderLineInserts(db: Db, rows: SQLiteInsertValue<typeof orderItems>[]) {
  const perRow = Math.max(...rows.map((row) => db.insert(orderItems).values(row).toSQL().params.length));
  return chunks(rows, Math.floor(D1_MAX_BOUND_PARAMETERS / perRow)).map((chunk) => db.insert(orderItems).values(chunk));
}

function isUniqueViolation(error: unknown): boolean {
  return /UNIQUE constraint failed/i.test(String(error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : error));
}

/**
 * Places an order exactly once per idempotency key: the same submission with the same key always
 * yields the same order and number, however often or concurrently it is sent; another submission
 * with a used key is refused. The order and all its lines are written in one D1 batch (one
 * transaction), so nothing is ever half-written; its new_order event and the first entry of its
 * timeline are kept in the same batch, the event sent after the response (`later`). Every line is stored
 * as the server rebuilt and priced it, never as the browser sent it. `settings` price the delivery and
 * give the ship-by day the checkout showed, which the order keeps.
 */
export async function placeOrder(
  env: Env,
  db: Db,
  form: CheckoutForm,
  items: CartItem[],
  userId: string | null,
  settings: DeliveryPrices & Pick<FulfilmentDays, "fulfilmentMaxDays">,
  later?: AfterResponse,
): Promise<PlaceOrderResult> {
  // The order is written as its hash was taken: the same normalised fields, so a repeat is the order it finds.
  const submission = normalisedSubmission(form, items, userId);
  const submissionHash = await hashSubmission(submission);
  const existing = await findByIdempotencyKey(db, form.idempotencyKey);
  if (existing) return repeatOf(env, form.idempotencyKey, existing, submissionHash);
  if (items.length === 0) return failed(400, "Twój koszyk jest pusty");

  const quotes = await quoteCart(db, items);
  const refused = quotes.find((quote) => !quote.ok);
  if (refused && !refused.ok) return failed(400, refused.message, { cart: refused.message });
  const lines = quotes.flatMap((quote) => (quote.ok ? [quote] : []));

  let discountPercent = 0;
  if (form.promoCode) {
    const discount = await activePromoDiscount(db, form.promoCode);
    if (discount === null) return failed(400, "Kod promocyjny nie istnieje lub jest nieaktywny", { promoCode: "Kod promocyjny nie istnieje lub jest nieaktywny" });
    discountPercent = discount;
  }

  const repricedCart = lines.map((line) => line.item);
  const totals = orderTotals(repricedCart, form.deliveryMethod, form.paymentMethod, discountPercent, settings);
  if (form.expectedTotal !== "" && form.expectedTotal !== String(totals.finalTotal)) {
    return { ok: false, status: 409, message: pricesChangedMessage(totals.finalTotal), errors: {}, repricedCart };
  }
  const paymentMethod = paymentOptions[form.paymentMethod].stored;

  let number: string;
  try {
    ({ number } = await orderSequence(env).numberFor(form.idempotencyKey, polishYear(new Date())));
  } catch (error) {
    console.error(JSON.stringify({ source: "orders", step: "order_number", error: String(error) }));
    return failed(503, "Błąd generowania numeru zamówienia: usługa jest chwilowo niedostępna. Spróbuj ponownie za chwilę.");
  }

  const accessToken = await checkoutLinkToken(env, number, form.idempotencyKey);
  const orderId = sql`(select id from ${orders} where ${orders.number} = ${number})`;
  const event = { id: crypto.randomUUID(), type: "new_order" as const, orderNumber: number };
  const placedAt = new Date();
  try {
    await db.batch([
      db.insert(orders).values({
        number,
        idempotencyKey: form.idempotencyKey,
        submissionHash,
        userId,
        firstName: submission.firstName,
        lastName: submission.lastName,
        email: submission.email,
        phone: submission.phone,
        street: submission.street,
        houseNumber: submission.houseNumber,
        apartmentNumber: submission.apartmentNumber || null,
        city: submission.city,
        postalCode: submission.postalCode,
        notes: submission.notes || null,
        companyName: submission.companyName || null,
        companyNip: submission.companyNip || null,
        deliveryMethod: submission.deliveryMethod,
        paymentMethod,
        // Paid online next: the shopper goes to PayU at once (app/server/payments).
        paymentStatus: paymentMethod === "payu" ? "payu_pending" : undefined,
        itemsTotal: totals.itemsTotal,
        promoCode: discountPercent ? submission.promoCode : null,
        discountPercent: totals.discountPercent,
        discount: totals.discount,
        deliveryCost: totals.deliveryCost,
        paymentFee: totals.paymentFee,
        finalTotal: totals.finalTotal,
        shipBy: shipBy(placedAt, settings),
      }),
      ...orderLineInserts(
        db,
        lines.map(({ item, breakdown }, index) => ({
          orderId,
          position: index + 1,
          productType: item.productType,
          fabricCode: item.productType === "plisy" ? item.fabricCode : null,
          profileCode: item.profileCode,
          widthCm: item.width,
          heightCm: item.height,
          quantity: item.quantity,
          unitPrice: item.unitPrice,
          linePrice: item.totalPrice,
          configuration: item,
          priceBreakdown: breakdown,
        })),
      ),
      db.insert(orderLinks).values({ ...(await orderLinkFields(accessToken)), orderId }),
      timelineEntry(db, orderId, "placed", BY_CUSTOMER, null, placedAt),
      keepEvent(db, event),
    ]);
  } catch (error) {
    // A concurrent submission with the same key won the race: its order is this order, if it is this submission.
    if (isUniqueViolation(error)) {
      const winner = await findByIdempotencyKey(db, form.idempotencyKey);
      if (winner) return repeatOf(env, form.idempotencyKey, winner, submissionHash);
    }
    console.error(JSON.stringify({ source: "orders", step: "write", number, error: String(error) }));
    return failed(503, "Błąd zapisu zamówienia: nie udało się zapisać zamówienia. Spróbuj ponownie — nic nie zostało pobrane.");
  }

  await sendKeptEvents(env, [event], later);
  return { ok: true, number, paymentMethod, accessToken, finalTotal: totals.finalTotal };
}
