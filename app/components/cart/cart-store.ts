import { useSyncExternalStore } from "react";
import { storedValue } from "~/components/ui/browser-storage";
import { CART_STORAGE_KEY, cartCount, cartItemSchema, MAX_CART_LINES, parseStoredCart, withQuantity, type CartItem } from "~/lib/cart";

const storedCart = storedValue(CART_STORAGE_KEY);
const EMPTY: CartItem[] = [];

// useSyncExternalStore wants the same snapshot while nothing changed: cache it by the stored text.
let cached: { raw: string | null; items: CartItem[] } = { raw: null, items: EMPTY };

function readCart(): CartItem[] {
  const raw = storedCart.read();
  if (raw !== cached.raw) cached = { raw, items: parseStoredCart(raw) };
  return cached.items;
}

function writeCart(items: CartItem[]) {
  storedCart.write(JSON.stringify(items));
}

/**
 * The cart's lines, or null on the server and during hydration, where the browser's storage
 * cannot be read yet: pages that show the cart itself tell "still loading" from "empty" with it.
 */
export function useStoredCart(): CartItem[] | null {
  return useSyncExternalStore(storedCart.subscribe, readCart, () => null);
}

/** The cart's lines; empty on the server and during hydration, then what the browser stores. */
export function useCart(): CartItem[] {
  return useStoredCart() ?? EMPTY;
}

/** Pieces in the cart, for the header badge. */
export function useCartCount(): number {
  return cartCount(useCart());
}

export const cartActions = {
  /** false when the cart already holds the most lines it may, or the line would not survive being read back. */
  add(item: CartItem): boolean {
    const items = readCart();
    if (items.length >= MAX_CART_LINES || !cartItemSchema.safeParse(item).success) return false;
    writeCart([...items, item]);
    return true;
  },
  setQuantity(id: string, quantity: number) {
    writeCart(readCart().map((item) => (item.id === id ? withQuantity(item, quantity) : item)));
  },
  remove(id: string) {
    writeCart(readCart().filter((item) => item.id !== id));
  },
  clear() {
    writeCart([]);
  },
};
