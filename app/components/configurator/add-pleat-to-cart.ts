import { cartActions } from "~/components/cart/cart-store";
import { MAX_CART_LINES, pleatCartItem, pleatCartItemSchema } from "~/lib/cart";
import type { PleatConfiguration, PleatQuote } from "~/lib/pricing";

export type AddToCartFailure = "cart-full" | "out-of-range";

export const ADD_TO_CART_FAILURE_MESSAGES: Readonly<Record<AddToCartFailure, string>> = {
  "cart-full": `Koszyk jest pełny: może zawierać najwyżej ${MAX_CART_LINES} pozycji.`,
  "out-of-range": "Tej konfiguracji nie można zamówić przez sklep. Zmniejsz ilość lub skontaktuj się z nami.",
};

/**
 * Puts a priced, addable pleat configuration in the cart. Null when it was added, otherwise why not.
 * The line is checked against the cart's schema first: the engine sets no upper bound on quantities,
 * the stored cart does, and a line it refuses would silently vanish on the next read.
 */
export function addPleatToCart(
  line: { fabricCode: string; fabricName: string; profileCode: string | null },
  configuration: PleatConfiguration,
  quote: PleatQuote,
): AddToCartFailure | null {
  const item = pleatCartItem({ id: crypto.randomUUID(), createdAt: new Date().toISOString(), ...line }, configuration, quote);
  if (!pleatCartItemSchema.safeParse(item).success) return "out-of-range";
  return cartActions.add(item) ? null : "cart-full";
}
