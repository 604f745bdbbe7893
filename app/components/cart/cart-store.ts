import { useSyncExternalStore } from "react";
import { CART_STORAGE_KEY, cartCount, cartItemSchema, MAX_CART_LINES, parseStoredCart, withQuantity, type CartItem } from "~/lib/cart";

/** `storage` fires only in other tabs; this event tells this tab's subscribers. */
const CART_CHANGED_EVENT = "cart-changed";
const EMPTY: CartItem[] = [];

// useSyncExternalStore wants the same snapshot while nothing changed: cache it by the stored text.
let cached: { raw: string | null; items: CartItem[] } = { raw: null, items: EMPTY };

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    // Storage can be disabled (privacy settings): no cart then.
    return null;
  }
}

function readCart(): CartItem[] {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, items: parseStoredCart(raw) };
  return cached.items;
}

function writeCart(items: CartItem[]) {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } finally {
    window.dispatchEvent(new Event(CART_CHANGED_EVENT));
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
  };
}

/**
 * The cart's lines, or null on the server and during hydration, where the browser's storage
 * cannot be read yet: pages that show the cart itself tell "still loading" from "empty" with it.
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
