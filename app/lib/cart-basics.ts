import type { Grosze } from "./money";

// The cart's keys, limits and arithmetic, apart from its zod schema in ./cart: the header's cart
// store needs only these with the page and loads the schema after hydration (see cart-store.ts).
// The lines are typed by the fields used, so this file does not import ./cart, which imports it.

export const CART_STORAGE_KEY = "cart";
export const SELECTED_PROFILE_STORAGE_KEY = "selectedProfile";
export const MAX_CART_LINES = 50;

/** What the shop sells; the drizzle schema's order-line column takes its values from here. */
export const PRODUCT_TYPES = ["plisy", "moskitiery"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** The part of a cart line (./cart's CartItem) the arithmetic reads. */
type PricedLine = { quantity: number; unitPrice: Grosze; totalPrice: Grosze } & ({ productType: "plisy"; raczkaPrice: Grosze } | { productType: "moskitiery" });

export function cartCount(items: readonly Pick<PricedLine, "quantity">[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function cartTotal(items: readonly Pick<PricedLine, "totalPrice">[]): number {
  return items.reduce((sum, item) => sum + item.totalPrice, 0);
}

/** The line with another quantity; the per-blind prices stay, the total follows. */
export function withQuantity<T extends PricedLine>(item: T, newQuantity: number): T {
  const perBlind = item.unitPrice + (item.productType === "plisy" ? item.raczkaPrice : 0);
  return { ...item, quantity: newQuantity, totalPrice: perBlind * newQuantity };
}
