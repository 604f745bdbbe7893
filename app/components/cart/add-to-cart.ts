import { type CartItem, cartItemSchema, MAX_CART_LINES } from "~/lib/cart";
import { cartActions } from "./cart-store";

export type AddToCartFailure = "cart-full" | "out-of-range";

export const ADD_TO_CART_FAILURE_MESSAGES: Readonly<Record<AddToCartFailure, string>> = {
  "cart-full": `Koszyk jest pełny: może zawierać najwyżej ${MAX_CART_LINES} pozycji.`,
  "out-of-range": "Tej konfiguracji nie można zamówić przez sklep. Zmniejsz ilość lub skontaktuj się z nami.",
};

/**
 * Puts a new line, built from its fresh id and time, in the cart; both configurators add through here.
 * Null when it was added, otherwise why not. The line is checked against the cart's schema first: the engine
 * sets no upper bound on quantities, the stored cart does, and a line it refuses would silently vanish on the next read.
 */
export function addToCart(line: (meta: { id: string; createdAt: string }) => CartItem): AddToCartFailure | null {
  const item = line({ id: crypto.randomUUID(), createdAt: new Date().toISOString() });
  if (!cartItemSchema.safeParse(item).success) return "out-of-range";
  return cartActions.add(item) ? null : "cart-full";
}
