import { MAX_ACCESSORY_QUANTITY, MAX_LINE_QUANTITY } from "./constants";
import type { Grosze } from "~/lib/money";

/**
 * One priced part of a line. `per: "unit"` parts make up the unit price and are paid once per
 * item; `per: "line"` parts (the pleat handle) already cover the whole line.
 */
export interface PriceComponent<K extends string = string> {
  key: K;
  /** Polish, shown to the shopper. */
  label: string;
  amount: Grosze;
  per: "unit" | "line";
}

/** The price of one cart line; areas in m² rounded to 2 decimals. */
export interface PriceBreakdown<K extends string = string> {
  realArea: number;
  billedArea: number;
  components: PriceComponent<K>[];
  /** Sum of the "unit" components. */
  unit: Grosze;
  /** unit × quantity + the "line" components. */
  total: Grosze;
}

/**
 * What a configurator shows and what checkout trusts.
 * - `breakdown` is null only when a number the price needs is missing or invalid.
 * - `errors`: the input is wrong (a dimension, a quantity, a missing choice).
 * - `warnings`: the input is fine but the shop cannot sell it (over 140 cm, unavailable product).
 * Both block adding to the cart; at most one message per field of each kind.
 */
export interface PricingResult<F extends string, B extends PriceBreakdown> {
  breakdown: B | null;
  errors: Partial<Record<F, string>>;
  warnings: Partial<Record<F, string>>;
  canAddToCart: boolean;
}

export function pricingResult<F extends string, B extends PriceBreakdown>(
  breakdown: B | null,
  errors: Partial<Record<F, string>>,
  warnings: Partial<Record<F, string>>,
): PricingResult<F, B> {
  const clean = Object.keys(errors).length === 0 && Object.keys(warnings).length === 0;
  return { breakdown, errors, warnings, canAddToCart: breakdown !== null && clean };
}

/** numerator / denominator rounded half up, in integers so no float drift; both non-negative. */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  const quotient = Math.floor(numerator / denominator);
  const remainder = numerator - quotient * denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

/** cm² to m² with 2 decimals (half up): 5929 → 0.59. */
export function cm2ToM2(areaCm2: number): number {
  return divideRoundHalfUp(areaCm2, 100) / 100;
}

export interface AreaPrice {
  realAreaCm2: number;
  billedAreaCm2: number;
  amount: Grosze;
}

/** max(width × height, minimum) × price per m², half up to the grosz. */
export function priceByArea(widthCm: number, heightCm: number, minBilledAreaCm2: number, pricePerM2: Grosze): AreaPrice {
  const realAreaCm2 = widthCm * heightCm;
  const billedAreaCm2 = Math.max(realAreaCm2, minBilledAreaCm2);
  return { realAreaCm2, billedAreaCm2, amount: divideRoundHalfUp(billedAreaCm2 * pricePerM2, 10_000) };
}

export function buildBreakdown<K extends string>(area: AreaPrice, components: PriceComponent<K>[], quantity: number): PriceBreakdown<K> {
  const sum = (per: PriceComponent["per"]) => components.filter((c) => c.per === per).reduce((total, c) => total + c.amount, 0);
  const unit = sum("unit");
  return {
    realArea: cm2ToM2(area.realAreaCm2),
    billedArea: cm2ToM2(area.billedAreaCm2),
    components,
    unit,
    total: unit * quantity + sum("line"),
  };
}

export interface WholeNumberRule {
  /** Missing, not a number, or not above 0. */
  invalid: string;
  fraction: string;
  min?: { value: number; message: string };
  max?: { value: number; message: string };
}

function brokenRule(value: number | null | undefined, rule: WholeNumberRule): string | null {
  if (value == null || !Number.isFinite(value) || value <= 0) return rule.invalid;
  if (!Number.isInteger(value)) return rule.fraction;
  if (rule.min && value < rule.min.value) return rule.min.message;
  if (rule.max && value > rule.max.value) return rule.max.message;
  return null;
}

/**
 * The value when it is a whole number within the bounds; otherwise null, with the first broken
 * rule's message recorded for the field.
 */
export function readWholeNumber<F extends string>(errors: Partial<Record<F, string>>, field: F, value: number | null | undefined, rule: WholeNumberRule): number | null {
  const message = brokenRule(value, rule);
  if (message === null) return value as number;
  errors[field] = message;
  return null;
}

/** Item and accessory quantities: a whole number from 1. */
export const QUANTITY_RULE: WholeNumberRule = {
  invalid: "Ilość musi być liczbą większą od 0",
  fraction: "Ilość musi być liczbą całkowitą.",
  max: { value: MAX_LINE_QUANTITY, message: `Maksymalna ilość to ${MAX_LINE_QUANTITY} szt. Większe zamówienia przyjmujemy przez formularz kontaktowy.` },
};

export const ACCESSORY_QUANTITY_RULE: WholeNumberRule = {
  ...QUANTITY_RULE,
  max: { value: MAX_ACCESSORY_QUANTITY, message: `Maksymalnie ${MAX_ACCESSORY_QUANTITY} szt. na jedną plisę.` },
};

/** Dimensions are whole centimetres in both configurators. */
export const WHOLE_CM_MESSAGES = {
  width: "Szerokość musi być podana w pełnych centymetrach.",
  height: "Wysokość musi być podana w pełnych centymetrach.",
} as const;
