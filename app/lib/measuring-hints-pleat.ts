import { PLEAT_MAX_HEIGHT_CM, PLEAT_MAX_SHOP_WIDTH_CM, PLEAT_MIN_HEIGHT_CM, PLEAT_MIN_WIDTH_CM } from "~/lib/pricing";
import { type MeasuringHint, wholeIn, millimetresHint, ratioHint, sortByField, FABRIC_LIMIT_HINT_CM } from "./measuring-hints";

// The pleat configurator's measuring hints (the rules both configurators share: ./measuring-hints).

export type PleatHintField = "width" | "height";

export interface PleatHintInput {
  /** As typed, converted to a number; null when empty or not a number. */
  widthCm: number | null;
  heightCm: number | null;
  /** The fabric's maksymalna_szerokosc. */
  fabricMaxWidthCm: number;
}

/**
 * The pleat configurator's hints, in the form's order. The width the shop sells is up to the lower of the fabric's
 * maximum and PLEAT_MAX_SHOP_WIDTH_CM (140, wider is a custom order); the height is PLEAT_MIN_HEIGHT_CM to
 * PLEAT_MAX_HEIGHT_CM. The profile does not change any limit, so it is not an input.
 */
export function pleatHints({ widthCm, heightCm, fabricMaxWidthCm }: PleatHintInput): MeasuringHint<PleatHintField>[] {
  const widthRange = { min: PLEAT_MIN_WIDTH_CM, max: Math.min(fabricMaxWidthCm, PLEAT_MAX_SHOP_WIDTH_CM) };
  const heightRange = { min: PLEAT_MIN_HEIGHT_CM, max: PLEAT_MAX_HEIGHT_CM };
  const hints: (MeasuringHint<PleatHintField> | null)[] = [millimetresHint("width", widthCm, widthRange), millimetresHint("height", heightCm, heightRange)];

  const width = wholeIn(widthCm, widthRange) ? widthCm : null;
  const height = wholeIn(heightCm, heightRange) ? heightCm : null;
  // Only the fabric's own limit: above PLEAT_MAX_SHOP_WIDTH_CM the shop's limit binds and wider is a custom order, not a fabric's end.
  if (width !== null && fabricMaxWidthCm <= PLEAT_MAX_SHOP_WIDTH_CM && width >= fabricMaxWidthCm - FABRIC_LIMIT_HINT_CM) {
    const left = fabricMaxWidthCm - width;
    const closeness =
      left === 0
        ? `${width} cm to maksymalna szerokość tej tkaniny.`
        : `Szerokość ${width} cm jest tylko o ${left} cm mniejsza od maksymalnej szerokości tej tkaniny (${fabricMaxWidthCm} cm).`;
    hints.push({
      field: "width",
      kind: "fabric-limit",
      message: `${closeness} Szerszej plisy z niej nie wykonamy – jeśli po ponownym pomiarze okaże się, że potrzebujesz więcej, wybierz tkaninę o większej szerokości.`,
    });
  }
  if (width !== null && height !== null) hints.push(ratioHint("pleat", width, height));
  return sortByField(hints, ["width", "height"]);
}
