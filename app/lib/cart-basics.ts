import type { CartItem } from "./cart";

// The cart's keys, limits and arithmetic, apart from its zod schema in ./cart: the header's cart
// store needs only these with the page and loads the schema after hydration (see cart-store.ts).

export const CART_STORAGE_KEY = "cart";
export const SELECTED_PROFILE_STORAGE_KEY = "selectedProfile";
export const MAX_CART_LINES = 50;

export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function cartTotal(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.totalPrice, 0);
}

/** The line with another quantity; the per-blind prices stay, the total follows. */
export function withQuantity<T extends CartItem>(item: T, newQuantity: number): T {
  const perBlind = item.unitPrice + (item.productType === "plisy" ? item.raczkaPrice : 0);
  return { ...item, quantity: newQuantity, totalPrice: perBlind * newQuantity };
}
