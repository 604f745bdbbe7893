import { describeLine } from "~/lib/line-description";
import type { CartItem } from "~/lib/cart";
import { customerName } from "./customer-name";

/** The private part of the phone-transfer page's summary, for a viewer allowed to see the order. */
export interface PhoneOrderDetails {
  customer: string;
  product: string;
  /** Only for a single line: several lines have several sizes. */
  dimensions: string | null;
  quantity: number;
}

type Line = { productType: string; widthCm: number; heightCm: number; quantity: number; configuration: CartItem | null };

export function phoneOrderDetails(order: { firstName: string; lastName: string; lines: Line[] }): PhoneOrderDetails {
  const [first] = order.lines;
  const single = order.lines.length === 1 && first ? first : null;
  return {
    customer: customerName(order),
    product: single
      ? single.configuration
        ? describeLine(single.configuration).title
        : single.productType === "plisy"
          ? "Plisa"
          : "Moskitiera"
      : `${order.lines.length} produktów`,
    dimensions: single ? `${single.widthCm} × ${single.heightCm} cm` : null,
    quantity: order.lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}
