import { describeLine } from "~/lib/line-description";
import type { CartItem } from "~/lib/cart";
import { countOf, type NounForms } from "~/lib/plural";

const PRODUCTS: NounForms = ["produkt", "produkty", "produktów"];

/** What the phone-transfer page's summary tells of the products, for a viewer allowed to see the order (who also sees their name). */
export interface PhoneOrderDetails {
  product: string;
  /** Only for a single line: several lines have several sizes. */
  dimensions: string | null;
  quantity: number;
}

type Line = { productType: string; widthCm: number; heightCm: number; quantity: number; configuration: CartItem | null };

export function phoneOrderDetails(order: { lines: Line[] }): PhoneOrderDetails {
  const [first] = order.lines;
  const single = order.lines.length === 1 && first ? first : null;
  return {
    product: single
      ? single.configuration
        ? describeLine(single.configuration).title
        : single.productType === "plisy"
          ? "Plisa"
          : "Moskitiera"
      : countOf(order.lines.length, PRODUCTS),
    dimensions: single ? `${single.widthCm} × ${single.heightCm} cm` : null,
    quantity: order.lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}
