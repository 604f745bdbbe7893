import { and, eq, inArray, sql } from "drizzle-orm";
import { fabrics, meshes, orderItems, orders, pleatProfiles, promoCodes, screenProfiles } from "~/db/schema";
import { pleatConfigurationOf, screenConfigurationOf, type CartItem } from "~/lib/cart";
import { normalizePromoCode, orderTotals, paymentOptions, type CheckoutForm } from "~/lib/checkout";
import type { FieldErrors } from "~/lib/forms";
import { quotePleat, quoteScreen, type PriceBreakdown } from "~/lib/pricing";
import { orderSequence } from "../../workers/order-sequence";
import type { Db } from "./db.server";
import { enqueueEvent } from "./events.server";
import { listPleatAccessories } from "./pleat-catalogue.server";

export type PlacedOrder = { number: string; paymentMethod: string; accessToken: string; finalTotal: number };

export type PlaceOrderResult =
  | ({ ok: true } & PlacedOrder)
  | { ok: false; status: 400 | 503; message: string; errors: FieldErrors };

interface PricedLine {
  item: CartItem;
  breakdown: PriceBreakdown;
}

const failed = (status: 400 | 503, message: string, errors: FieldErrors = {}): PlaceOrderResult => ({ ok: false, status, message, errors });

function lineName(item: CartItem, position: number): string {
  const what = item.productType === "plisy" ? `plisa ${item.fabricName || item.fabricCode}` : `moskitiera ${item.mosquitoType} ${item.profileCode}`;
  return `Pozycja ${position} (${what}, ${item.width} × ${item.height} cm)`;
}

function firstMessage(quote: { errors: Record<string, string | undefined>; warnings: Record<string, string | undefined> }): string {
  return Object.values(quote.errors).find(Boolean) ?? Object.values(quote.warnings).find(Boolean) ?? "nie można jej zamówić";
}

/**
 * Prices every cart line again from D1 with the pricing engine; the browser's prices are never
 * used. A line whose product is missing or cannot be sold is refused with a message naming it.
 */
async function priceCart(db: Db, items: CartItem[]): Promise<{ lines: PricedLine[] } | { error: string }> {
  const fabricCodes = [...new Set(items.flatMap((i) => (i.productType === "plisy" ? [i.fabricCode] : [])))];
  const screenCodes = [...new Set(items.flatMap((i) => (i.productType === "moskitiery" ? [i.profileCode] : [])))];
  const pleatProfileCodes = [...new Set(items.flatMap((i) => (i.productType === "plisy" && i.profileCode ? [i.profileCode] : [])))];
  const [fabricRows, accessoryRows, screenRows, profileRows, meshRows] = await Promise.all([
    fabricCodes.length ? db.select().from(fabrics).where(inArray(fabrics.code, fabricCodes)) : [],
    listPleatAccessories(db),
    screenCodes.length ? db.select().from(screenProfiles).where(inArray(screenProfiles.code, screenCodes)) : [],
    pleatProfileCodes.length ? db.select().from(pleatProfiles).where(inArray(pleatProfiles.code, pleatProfileCodes)) : [],
    db.select().from(meshes),
  ]);

  const lines: PricedLine[] = [];
  for (const [index, item] of items.entries()) {
    const name = lineName(item, index + 1);
    if (item.productType === "plisy") {
      const fabric = fabricRows.find((f) => f.code === item.fabricCode);
      if (!fabric) return { error: `${name}: tej tkaniny nie ma już w ofercie. Usuń pozycję z koszyka.` };
      const profile = item.profileCode ? profileRows.find((p) => p.code === item.profileCode) : undefined;
      if (item.profileCode && !profile?.available) return { error: `${name}: wybrany profil ${item.profileCode} jest niedostępny.` };
      const configuration = pleatConfigurationOf(item);
      const quote = quotePleat({ configuration, fabric, accessories: accessoryRows });
      if (!quote.canAddToCart || !quote.breakdown) return { error: `${name}: ${firstMessage(quote)}` };
      lines.push({ item: { ...item, fabricName: fabric.name, unitPrice: quote.breakdown.unit, totalPrice: quote.breakdown.total }, breakdown: quote.breakdown });
    } else {
      const profile = screenRows.find((p) => p.code === item.profileCode && p.type === item.mosquitoType);
      if (!profile) return { error: `${name}: tego profilu nie ma już w ofercie. Usuń pozycję z koszyka.` };
      const mesh = meshRows.find((m) => m.code === item.meshColor);
      if (!mesh?.available) return { error: `${name}: wybrana siatka jest niedostępna.` };
      const quote = quoteScreen({ configuration: screenConfigurationOf(item), profile });
      if (!quote.canAddToCart || !quote.breakdown) return { error: `${name}: ${firstMessage(quote)}` };
      const b = quote.breakdown;
      lines.push({
        item: {
          ...item,
          unitPrice: b.unit,
          totalPrice: b.total,
          billingPrice: b.components.find((c) => c.key === "profile")?.amount ?? 0,
          billingArea: b.billedArea,
          realArea: b.realArea,
        },
        breakdown: b,
      });
    }
  }
  return { lines };
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
    .select({ number: orders.number, paymentMethod: orders.paymentMethod, accessToken: orders.accessToken, finalTotal: orders.finalTotal })
    .from(orders)
    .where(eq(orders.idempotencyKey, key))
    .get();
}

function newAccessToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The calendar year in Poland, which names the order-number sequence. */
function polishYear(now: Date): number {
  return Number(new Intl.DateTimeFormat("en", { timeZone: "Europe/Warsaw", year: "numeric" }).format(now));
}

function isUniqueViolation(error: unknown): boolean {
  return /UNIQUE constraint failed/i.test(String(error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : error));
}

/**
 * Places an order exactly once per idempotency key: the same key always yields the same order
 * and number, however often or concurrently it is submitted. The order and all its lines are
 * written in one D1 batch (one transaction), so nothing is ever half-written.
 */
export async function placeOrder(
  env: Env,
  db: Db,
  form: CheckoutForm,
  items: CartItem[],
  userId: string | null,
): Promise<PlaceOrderResult> {
  const existing = await findByIdempotencyKey(db, form.idempotencyKey);
  if (existing) return { ok: true, ...existing };
  if (items.length === 0) return failed(400, "Twój koszyk jest pusty");

  const priced = await priceCart(db, items);
  if ("error" in priced) return failed(400, priced.error, { cart: priced.error });

  let discountPercent = 0;
  if (form.promoCode) {
    const discount = await activePromoDiscount(db, form.promoCode);
    if (discount === null) return failed(400, "Kod promocyjny nie istnieje lub jest nieaktywny", { promoCode: "Kod promocyjny nie istnieje lub jest nieaktywny" });
    discountPercent = discount;
  }

  const lines = priced.lines;
  const totals = orderTotals(lines.map((l) => l.item), form.deliveryMethod, form.paymentMethod, discountPercent);
  const paymentMethod = paymentOptions[form.paymentMethod].stored;

  let number: string;
  try {
    ({ number } = await orderSequence(env).numberFor(form.idempotencyKey, polishYear(new Date())));
  } catch (error) {
    console.error(JSON.stringify({ source: "orders", step: "order_number", error: String(error) }));
    return failed(503, "Błąd generowania numeru zamówienia: usługa jest chwilowo niedostępna. Spróbuj ponownie za chwilę.");
  }

  const accessToken = newAccessToken();
  const orderId = sql`(select id from ${orders} where ${orders.number} = ${number})`;
  try {
    await db.batch([
      db.insert(orders).values({
        number,
        idempotencyKey: form.idempotencyKey,
        accessToken,
        userId,
        firstName: form.firstName,
        lastName: form.lastName,
        email: form.email.toLowerCase(),
        phone: form.phone,
        street: form.street,
        houseNumber: form.houseNumber,
        apartmentNumber: form.apartmentNumber || null,
        city: form.city,
        postalCode: form.postalCode,
        notes: form.notes || null,
        companyName: form.wantsInvoice ? form.companyName : null,
        companyNip: form.wantsInvoice ? form.companyNip.replace(/[\s-]/g, "") : null,
        deliveryMethod: form.deliveryMethod,
        paymentMethod,
        itemsTotal: totals.itemsTotal,
        promoCode: discountPercent ? normalizePromoCode(form.promoCode) : null,
        discountPercent: totals.discountPercent,
        discount: totals.discount,
        deliveryCost: totals.deliveryCost,
        paymentFee: totals.paymentFee,
        finalTotal: totals.finalTotal,
      }),
      db.insert(orderItems).values(
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
    ]);
  } catch (error) {
    // A concurrent submission with the same key won the race: its order is this order.
    if (isUniqueViolation(error)) {
      const winner = await findByIdempotencyKey(db, form.idempotencyKey);
      if (winner) return { ok: true, ...winner };
    }
    console.error(JSON.stringify({ source: "orders", step: "write", number, error: String(error) }));
    return failed(503, "Błąd zapisu zamówienia: nie udało się zapisać zamówienia. Spróbuj ponownie — nic nie zostało pobrane.");
  }

  await enqueueEvent(env, { id: crypto.randomUUID(), type: "new_order", orderNumber: number });
  return { ok: true, number, paymentMethod, accessToken, finalTotal: totals.finalTotal };
}
