import type { CartItem } from "~/lib/cart";
import { MAX_CART_LINES } from "~/lib/cart-basics";
import { countOf, type NounForms } from "~/lib/plural";
import { useToast } from "~/components/ui/toast";
import { type CartModule, cartActions, loadCartModule } from "./cart-store";

const CART_LINES_ACCUSATIVE: NounForms = ["pozycję", "pozycje", "pozycji"];

type AddToCartFailure = "cart-full" | "out-of-range" | "not-loaded";

const FAILURE_MESSAGES: Readonly<Record<AddToCartFailure, string>> = {
  "cart-full": `Koszyk jest pełny: może zawierać najwyżej ${countOf(MAX_CART_LINES, CART_LINES_ACCUSATIVE)}.`,
  "out-of-range": "Tej konfiguracji nie można zamówić przez sklep. Zmniejsz ilość lub skontaktuj się z nami.",
  "not-loaded": "Nie udało się dodać do koszyka. Odśwież stronę i spróbuj ponownie.",
};

/** Builds a cart line from the cart's module and the line's fresh id and time. */
export type LineBuilder = (cart: CartModule, meta: { id: string; createdAt: string }) => CartItem;

/**
 * Puts a new line in the cart: null when it was added, otherwise why not. The line is checked against the cart's
 * schema here, once: the engine sets no upper bound on quantities, the stored cart does, and a line it refuses would
 * silently vanish on the next read. The cart's module (schema and line builders) comes after hydration, not with the
 * page: by the time anyone clicks it has usually loaded, and if not, this waits for it.
 */
async function addToCart(line: LineBuilder): Promise<AddToCartFailure | null> {
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

/**
 * Every add-to-cart button's path (both configurators and the quick add): adds the line and says how it went in a
 * toast, `added` on success (the spec words it per product). Resolves to whether the line is in the cart.
 */
export function useAddToCart(): (line: LineBuilder, added: string) => Promise<boolean> {
  const toast = useToast();
  return async (line, added) => {
    const failure = await addToCart(line);
    if (failure) toast.error(FAILURE_MESSAGES[failure]);
    else toast.success(added);
    return failure === null;
  };
}
