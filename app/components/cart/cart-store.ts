import { useSyncExternalStore } from "react";
import { storedValue } from "~/components/ui/browser-storage";
import { CART_STORAGE_KEY, cartCount, MAX_CART_LINES, withQuantity } from "~/lib/cart-basics";
import type { CartItem } from "~/lib/cart";

const storedCart = storedValue(CART_STORAGE_KEY);
const EMPTY: CartItem[] = [];

/**
 * The cart's module (its zod schema and the lines' builders) is loaded once the page is interactive,
 * not with it: on most pages the header's count is its only use, and that count is filled in after
 * hydration anyway; the configurators need it only when a line is added (add-to-cart.ts waits for it).
 * Until it is there, the stored cart reads as "not known yet" (null), as on the server.
 */
export type CartModule = typeof import("~/lib/cart");
let validator: CartModule | null = null;
let loading: Promise<CartModule> | null = null;
const waiting = new Set<() => void>();

/** The cart's module, loaded once; a failed load is tried again by the next caller. */
export function loadCartModule(): Promise<CartModule> {
  loading ??= import("~/lib/cart").then(
    (module) => {
      validator = module;
      for (const notify of waiting) notify();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function subscribe(onChange: () => void): () => void {
  loadCartModule().catch((error: unknown) => console.error("cart: could not load the cart's schema", error));
  waiting.add(onChange);
  const unsubscribe = storedCart.subscribe(onChange);
  return () => {
    waiting.delete(onChange);
    unsubscribe();
  };
}

// useSyncExternalStore wants the same snapshot while nothing changed: cache it by the stored text.
let cached: { raw: string | null; items: CartItem[] } = { raw: null, items: EMPTY };

function readCart(): CartItem[] | null {
  if (!validator) return null;
  const raw = storedCart.read();
  if (raw !== cached.raw) cached = { raw, items: validator.parseStoredCart(raw) };
  return cached.items;
}

function writeCart(items: CartItem[]) {
  storedCart.write(JSON.stringify(items));
}

/**
 * The cart's lines, or null on the server, during hydration and until the cart's schema has
 * loaded, while the browser's storage cannot be read yet: pages that show the cart itself tell
 * "still loading" from "empty" with it.
 */
export function useStoredCart(): CartItem[] | null {
  return useSyncExternalStore(subscribe, readCart, () => null);
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
  /**
   * Appends a line add-to-cart.ts has checked against the cart's schema, once its module has loaded;
   * false when the cart already holds the most lines it may.
   */
  add(item: CartItem): boolean {
    const items = readCart();
    if (!items || items.length >= MAX_CART_LINES) return false;
    writeCart([...items, item]);
    return true;
  },
  setQuantity(id: string, quantity: number) {
    const items = readCart();
    if (items) writeCart(items.map((item) => (item.id === id ? withQuantity(item, quantity) : item)));
  },
  /** The lines as the server priced them; nothing changes unless every line would survive being read back. */
  replace(lines: CartItem[]) {
    if (!validator || lines.length > MAX_CART_LINES || !lines.every((line) => validator!.cartItemSchema.safeParse(line).success)) return;
    writeCart(lines);
  },
  remove(id: string) {
    const items = readCart();
    if (items) writeCart(items.filter((item) => item.id !== id));
  },
  clear() {
    writeCart([]);
  },
};
