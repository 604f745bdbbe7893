import type { CartItem } from "~/lib/cart";
import { MAX_CART_LINES } from "~/lib/cart-basics";
import { type CartModule, cartActions, loadCartModule } from "./cart-store";
import { countOf, type NounForms } from "~/lib/plural";

const CART_LINES_ACCUSATIVE: NounForms = ["pozycję", "pozycje", "pozycji"];

export type AddToCartFailure = "cart-full" | "out-of-range" | "not-loaded";

export const ADD_TO_CART_FAILURE_MESSAGES: Readonly<Record<AddToCartFailure, string>> = {
  "cart-full": `Koszyk jest pełny: może zawierać najwyżej ${countOf(MAX_CART_LINES, CART_LINES_ACCUSATIVE)}.`,
  "out-of-range": "Tej konfiguracji nie można zamówić przez sklep. Zmniejsz ilość lub skontaktuj się z nami.",
  "not-loaded": "Nie udało się dodać do koszyka. Odśwież stronę i spróbuj ponownie.",
};

/**
 * Puts a new line, built from its fresh id and time, in the cart; both configurators add through here.
 * Null when it was added, otherwise why not. The line is checked against the cart's schema first: the engine
 * sets no upper bound on quantities, the stored cart does, and a line it refuses would silently vanish on the next read.
 * The cart's module (schema and line builders, `cart` below) comes after hydration, not with the page: by the time
 * anyone clicks it has usually loaded, and if not, this waits for it.
 */
export async function addToCart(line: (cart: CartModule, meta: { id: string; createdAt: string }) => CartItem): Promise<AddToCartFailure | null> {
  let cart: CartModule;
  try {
    cart = await loadCartModule();
  } catch {
    return "not-loaded";
  }
  const item = line(cart, { id: crypto.randomUUID(), createdAt: new Date().toISOString() });
  if (!cart.cartItemSchema.safeParse(item).success) return "out-of-range";
  return cartActions.add(item) ? null : "cart-full";
}
