import type { CartItem } from "./cart";
import type { Grosze } from "./money";

/** A line's price as every place shows it: quantity × unit price + handles = total, always. */
export interface LinePriceParts {
  quantity: number;
  /** One blind, without its handles. */
  unitPrice: Grosze;
  /** The pleat handles of the whole line, null without any; `label` names their count ('Rączka (2 szt.)'). */
  handles: { label: string; count: number; amount: Grosze } | null;
  total: Grosze;
}

/**
 * The pricing engine charges a pleat's handles per line, on top of quantity × unit price (see
 * buildBreakdown), so a line's total is not its unit price times its quantity. Every place that
 * shows a line (cart, checkout, order pages, admin, e-mails, CSV) shows these parts, so the sum
 * reads true. The handles' amount is what the total adds to the units; their count comes from the
 * configuration (handles per blind × blinds).
 *
 * A cart line: `linePriceParts({ ...item, configuration: item })`; an order line:
 * `linePriceParts({ ...line, totalPrice: line.linePrice })`.
 */
export function linePriceParts(line: { quantity: number; unitPrice: Grosze; totalPrice: Grosze; configuration: CartItem | null }): LinePriceParts {
  const { quantity, unitPrice, totalPrice, configuration } = line;
  const amount = totalPrice - quantity * unitPrice;
  const perBlind = configuration?.productType === "plisy" && configuration.raczkaPlisy ? configuration.raczkaQuantityPlisy : 0;
  const count = perBlind * quantity;
  return {
    quantity,
    unitPrice,
    // A line whose configuration no longer validates still shows the difference, unnamed by count.
    handles: amount === 0 ? null : { label: count > 0 ? `Rączka (${count} szt.)` : "Rączka", count, amount },
    total: totalPrice,
  };
}
