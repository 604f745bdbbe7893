import { formatPln } from "~/lib/money";

// Price history and the Omnibus rule (docs/decisions/2026-11-23-lowest-price-before-a-reduction.md):
// every announced price reduction shows the lowest price of the 30 days before the reduction took effect.
// Pure, so the rule is tested on its own and the write path and the pages agree.

/** What has a price the back-office can change; price_history.item_kind takes its values from here. */
export const PRICED_ITEM_KINDS = ["fabric", "pleat_accessory", "screen_profile", "mesh"] as const;
export type PricedItemKind = (typeof PRICED_ITEM_KINDS)[number];

export const LOWEST_PRICE_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One change of an item's price or sale flag: the state it left and the state it set, and when. */
export interface PriceChange {
  at: number;
  oldPrice: number | null;
  newPrice: number;
  /** Whether the item was on sale after this change. */
  onSale: boolean;
}

/** A sale as the shop announces it: since when the reduced price holds, and the lowest price of the 30 days before. */
export interface SaleReference {
  saleStartedAt: number;
  lowestPrice: number;
}

/**
 * The reference of the sale in force after `changes` (oldest first, the newest being the current
 * state), or null when the item is not on sale. The sale starts at the change that put the item on
 * sale; a further cut during the same uninterrupted sale keeps that start (the Polish act on price
 * information, art. 4 ust. 4: a reduction increased step by step refers to the price before the first
 * one). The lowest price is taken over every price in force at some moment of the 30 days before
 * the start: the one in force when the window opened, and each set within it.
 */
export function saleReference(changes: readonly PriceChange[]): SaleReference | null {
  const current = changes.at(-1);
  if (!current?.onSale) return null;

  let startIndex = changes.length - 1;
  while (startIndex > 0 && changes[startIndex - 1]!.onSale) startIndex--;
  const start = changes[startIndex]!;
  const windowOpens = start.at - LOWEST_PRICE_WINDOW_DAYS * DAY_MS;

  const prices: number[] = [];
  // The price in force when the window opened: the last one set before it, or the one the first change within it replaced.
  const before = changes.slice(0, startIndex).findLast((change) => change.at <= windowOpens);
  const firstWithin = changes.slice(0, startIndex + 1).find((change) => change.at > windowOpens);
  const inForceAtOpening = before?.newPrice ?? firstWithin?.oldPrice ?? null;
  if (inForceAtOpening !== null) prices.push(inForceAtOpening);
  for (const change of changes.slice(0, startIndex)) if (change.at > windowOpens) prices.push(change.newPrice);
  // Nothing known before the sale (an item created on sale): its own first price is the only one there was.
  if (prices.length === 0) prices.push(start.oldPrice ?? start.newPrice);
  return { saleStartedAt: start.at, lowestPrice: Math.min(...prices) };
}

/** A reduction as a whole percentage of the lowest 30-day price (the EU Court, C-330/23); 0 when there is none. */
export function reductionPercent(price: number, lowestPrice: number): number {
  return price < lowestPrice ? Math.round(((lowestPrice - price) / lowestPrice) * 100) : 0;
}

/** A fabric's price and sale flag, as a change leaves them. */
export interface FabricPriceState {
  pricePerM2: number;
  sale: boolean;
}

/** One fabric's change as the sale rule reads it, whichever path makes it (the form, a collection's percentage, an import). */
export interface FabricSaleChange {
  code: string;
  name: string;
  /** The stored fabric with the reference of its sale (null off sale or when none was stored); undefined for a new fabric. */
  before: (FabricPriceState & { reference: SaleReference | null }) | undefined;
  after: FabricPriceState;
  /** The fabric's recorded changes before this one, oldest first. */
  history: readonly PriceChange[];
  at: number;
}

/** Why a change may not leave a fabric on sale: `message` for the form's field, `reason` naming the fabric for a list. */
export interface SaleRefusal {
  code: string;
  name: string;
  field: "pricePerM2" | "sale";
  message: string;
  reason: string;
}

/** The fabric's sale after the change: as asked (with its reference), refused, or ended at the new price because the owner asked for that. */
export type SaleOutcome = { kind: "allowed"; reference: SaleReference | null } | { kind: "refused"; refusal: SaleRefusal } | { kind: "saleEnded"; refusal: SaleRefusal };

export const saleNotLowerMessage = (lowestPrice: number) =>
  `Cena w wyprzedaży musi być niższa od najniższej ceny z ${LOWEST_PRICE_WINDOW_DAYS} dni przed obniżką (${formatPln(lowestPrice)}/m²).`;
export const NEW_FABRIC_ON_SALE_MESSAGE = "Nowa tkanina nie może od razu być w wyprzedaży: nie ma jeszcze ceny sprzed obniżki.";

/**
 * The one rule every path applies: a change may leave a fabric on sale only at a price below the lowest
 * price of the 30 days before the reduction, so the 'Wyprzedaż' badge never marks a price that is not
 * reduced. A sale going on keeps the reference stored when it started; a sale starting (or one stored
 * without its reference) takes it from the history. A new fabric has no earlier price to be reduced
 * from. With `endSale`, a change the rule refuses is made with the sale ended instead.
 */
export function saleOutcome({ code, name, before, after, history, at }: FabricSaleChange, endSale: boolean): SaleOutcome {
  if (!after.sale) return { kind: "allowed", reference: null };
  const reference =
    (before?.sale ? before.reference : null) ?? saleReference([...history, { at, oldPrice: before?.pricePerM2 ?? null, newPrice: after.pricePerM2, onSale: true }])!;
  let refused: Pick<SaleRefusal, "field" | "message"> | null = null;
  if (!before) refused = { field: "sale", message: NEW_FABRIC_ON_SALE_MESSAGE };
  else if (after.pricePerM2 >= reference.lowestPrice) refused = { field: "pricePerM2", message: saleNotLowerMessage(reference.lowestPrice) };
  if (!refused) return { kind: "allowed", reference };
  const refusal = { code, name, ...refused, reason: `${code} „${name}”: ${refused.message}` };
  return endSale ? { kind: "saleEnded", refusal } : { kind: "refused", refusal };
}

/** The fabric's fields its sale is announced from. */
export interface SaleFacts {
  sale: boolean;
  lowestPriceBeforeSale: number | null;
}

/** The lowest 30-day price announced next to a fabric's sale price (stored when the sale started), or null off sale. */
export function lowestPriceShown(fabric: SaleFacts): number | null {
  return fabric.sale ? fabric.lowestPriceBeforeSale : null;
}

/** 'Najniższa cena z 30 dni przed obniżką: 89,00 zł/m²', one string, so a page renders it as one text. */
export function lowestPriceText(lowestPricePerM2: number): string {
  return `Najniższa cena z ${LOWEST_PRICE_WINDOW_DAYS} dni przed obniżką: ${formatPln(lowestPricePerM2)}/m²`;
}
