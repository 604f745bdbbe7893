import { useEffect, useRef, useState } from "react";
import "~/lib/zod-locale";
import * as z from "zod/mini";
import { cartItemSchema, type CartItem } from "~/lib/cart";
import { cartActions } from "./cart-store";

export const CART_QUOTE_PATH = "/api/cart/quote";
/** A burst of quantity clicks asks once, for the last of them. */
const QUOTE_DELAY_MS = 250;

const quoteResponseSchema = z.object({
  lines: z.array(z.union([z.object({ ok: z.literal(true), item: cartItemSchema }), z.object({ ok: z.literal(false), message: z.string() })])),
});
type QuotedLine = z.infer<typeof quoteResponseSchema>["lines"][number];

export interface CartQuote {
  /** checking: asked, no answer yet; unavailable: no answer could be had, the stored prices stand until the order is priced. */
  state: "checking" | "checked" | "unavailable";
  /** The server's prices differed from the stored ones, and the stored cart now holds the server's. */
  repriced: boolean;
  /** Lines that cannot be ordered, each message naming its line. */
  problems: string[];
}

/** The server's answer for each line, in the cart's order. */
async function fetchQuote(items: CartItem[], signal: AbortSignal): Promise<QuotedLine[]> {
  const response = await fetch(CART_QUOTE_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ items }),
    signal,
  });
  const answer = response.ok ? quoteResponseSchema.safeParse(await response.json()) : null;
  if (!answer?.success || answer.data.lines.length !== items.length) throw new Error(`cart quote: HTTP ${response.status}`);
  return answer.data.lines;
}

/**
 * Asks the server what each line of the stored cart costs now and keeps its answer in the cart, so
 * the page shows what the order will be charged, not what was true when the line was added.
 */
export function useCartQuote(items: CartItem[] | null): CartQuote {
  const [quote, setQuote] = useState<CartQuote>({ state: "checking", repriced: false, problems: [] });
  // The cart as last priced: storing the server's lines changes the cart, which needs no second quote.
  const priced = useRef<string | null>(null);
  const key = items ? JSON.stringify(items) : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the cart's content (`key`), not by the array's identity, which changes every render
  useEffect(() => {
    if (!items || key === priced.current) return;
    if (items.length === 0) return setQuote((current) => ({ ...current, state: "checked", problems: [] }));
    const controller = new AbortController();
    setQuote((current) => ({ ...current, state: "checking" }));
    const timer = setTimeout(async () => {
      try {
        const answer = await fetchQuote(items, controller.signal);
        const lines = answer.map((line, index) => (line.ok ? line.item : items[index]!));
        priced.current = JSON.stringify(lines);
        if (priced.current !== key) cartActions.replace(lines);
        // Only a price is news to the shopper; the server also fills in what the line looks like (its drawing).
        const repriced = lines.some((line, index) => line.unitPrice !== items[index]!.unitPrice || line.totalPrice !== items[index]!.totalPrice);
        const problems = answer.flatMap((line) => (line.ok ? [] : [line.message]));
        setQuote((current) => ({ state: "checked", repriced: current.repriced || repriced, problems }));
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error(error);
        setQuote((current) => ({ ...current, state: "unavailable" }));
      }
    }, QUOTE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // The key is the cart's content; the array itself is a new one on every read.
  }, [key]);

  return quote;
}
