import type { CartItem } from "./cart";
import type { ProductType } from "./cart-basics";
import { PLEAT_MAX_HEIGHT_CM, PLEAT_MAX_SHOP_WIDTH_CM, PLEAT_MIN_HEIGHT_CM, PLEAT_MIN_WIDTH_CM, SCREEN_MAX_SIZE_CM, SCREEN_MIN_SIZE_CM } from "./pricing/constants";

// A complaint's remake (issue 47): the owner may correct a complained line's size when the customer mis-measured. The
// size must be one the configurators would take for the product, or the workshop would be asked for what it cannot make.

export interface SizeRange {
  min: number;
  max: number;
}

/** The widths and heights a line of `productType` may be made in: the configurators' limits (a pleat's width also its fabric's). */
export function remakeSizeLimits(productType: ProductType, fabricMaxWidthCm: number | null): { width: SizeRange; height: SizeRange } {
  if (productType === "plisy") {
    return {
      width: { min: PLEAT_MIN_WIDTH_CM, max: Math.min(fabricMaxWidthCm ?? PLEAT_MAX_SHOP_WIDTH_CM, PLEAT_MAX_SHOP_WIDTH_CM) },
      height: { min: PLEAT_MIN_HEIGHT_CM, max: PLEAT_MAX_HEIGHT_CM },
    };
  }
  const range = { min: SCREEN_MIN_SIZE_CM, max: SCREEN_MAX_SIZE_CM };
  return { width: range, height: range };
}

/** Why a size is refused, in Polish, or null when it fits `range`. */
export function sizeRefusal(label: "Szerokość" | "Wysokość", value: number, range: SizeRange): string | null {
  if (!Number.isInteger(value)) return `${label}: podaj liczbę całkowitą centymetrów.`;
  if (value < range.min || value > range.max) return `${label} musi wynosić od ${range.min} do ${range.max} cm.`;
  return null;
}

/** The line's configuration as the remake makes it: its size corrected, and free (the complaint pays for it). */
export function remadeConfiguration(configuration: CartItem, widthCm: number, heightCm: number): CartItem {
  return { ...configuration, width: widthCm, height: heightCm, unitPrice: 0, totalPrice: 0 };
}

/** The decision form's field of a line's size: `width-12`, `height-12` (12: the order line's id). */
export const remakeSizeField = (dimension: "width" | "height", orderItemId: number) => `${dimension}-${orderItemId}`;
