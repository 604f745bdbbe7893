import { DOOR_CROSSBAR_STANDARD_CM, type ScreenType } from "~/lib/pricing";

/**
 * The measuring assistant of both configurators: hints beside a field when what the shopper typed looks like a
 * measuring mistake. Pure, so the browser shows them as the shopper types and the server renders them for a
 * shared link. A hint never changes a value and never blocks adding to the cart; the pricing engine's errors and
 * warnings stay the only judges of validity. Hints are for valid but suspicious values, plus the millimetre case,
 * whose value is invalid as typed: that hint is returned beside the engine's error for the same field.
 * This module holds the rules both share; each product's hints are in their own module (./measuring-hints-pleat,
 * ./measuring-hints-screen), so a configurator loads only its own.
 */

export type MeasuringHintKind = "millimetres" | "ratio" | "fabric-limit" | "brace";

export interface MeasuringHint<F extends string> {
  /** The configurator field the hint stands beside (the pricing engine's field names). */
  field: F;
  kind: MeasuringHintKind;
  /** Polish, shown to the shopper. */
  message: string;
}

/**
 * Looks like millimetres: a whole number above MILLIMETRES_ABOVE_CM (300) whose tenth lies within the field's
 * range ('1200' in the width → 'Czy chodziło o 120 cm?'; '1205' → 'Czy chodziło o 120,5 cm?', and the field's
 * whole-centimetre error then asks the shopper to round). Nothing the shop makes measures over 300 cm (screens end
 * at SCREEN_MAX_SIZE_CM = 250, pleats at PLEAT_MAX_HEIGHT_CM = 200, the fabric table's widths at 300), so above it
 * the value cannot be centimetres; at or below it the value may be a real but too large measurement (a 230 cm
 * balcony door for a pleat, 260 cm for a screen), where 'Czy chodziło o 23 cm?' would mislead.
 */
export const MILLIMETRES_ABOVE_CM = 300;

/**
 * A pleat at most this much narrower than the fabric's maximum width gets a hint (5 cm left: hint; 6: none). In cm,
 * not a percentage: a measuring error or a mounting allowance is a few cm whatever the width, while 3 % would be
 * 1.8 cm of a 60 cm fabric and 4.2 cm of a 140 cm one.
 */
export const FABRIC_LIMIT_HINT_CM = 5;

/**
 * Beyond these ratios a blind or screen is implausible, as windows and doors are built. `tall`: height over width;
 * `wide`: width over height; equal to the limit is fine, above it gets a hint. Pleat: 30 × 150 cm is fine (a narrow
 * window beside a balcony door), the 30 × 250 is not; 120 × 20 cm (a fanlight) is fine. Window screen: a
 * sash wider than 3 times its height is rare. Door screen: 50 × 200 cm is the narrowest ordinary door.
 */
export const RATIO_LIMITS = {
  pleat: { tall: 5, wide: 6 },
  okienne: { tall: 5, wide: 3 },
  /** A door is taller than it is wide: a door screen wider than high is suspicious. */
  drzwiowe: { tall: 4, wide: 1 },
} as const satisfies Record<"pleat" | ScreenType, { tall: number; wide: number }>;

export { DOOR_CROSSBAR_STANDARD_CM };

export interface Range {
  min: number;
  max: number;
}

export function wholeIn(value: number | null | undefined, range: Range): value is number {
  return value != null && Number.isInteger(value) && value >= range.min && value <= range.max;
}

/**
 * 'Czy chodziło o {value / 10} cm?' (one decimal, with a comma) by the rule of MILLIMETRES_ABOVE_CM. The value is
 * invalid as typed, so the engine has an error or warning for the field too: the hint is returned to stand beside it.
 */
export function millimetresHint<F extends string>(field: F, value: number | null | undefined, range: Range): MeasuringHint<F> | null {
  if (value == null || !Number.isInteger(value) || value <= MILLIMETRES_ABOVE_CM) return null;
  const cm = value / 10;
  if (cm < range.min || cm > range.max) return null;
  return { field, kind: "millimetres", message: `Czy chodziło o ${String(cm).replace(".", ",")} cm?` };
}

interface RatioTexts {
  tall: (width: number, height: number, limit: number) => string;
  wide: (width: number, height: number, limit: number) => string;
}

const CHECK = "Sprawdź, czy szerokość i wysokość są dobrze zmierzone i wpisane we właściwe pola.";

const RATIO_TEXTS: Record<keyof typeof RATIO_LIMITS, RatioTexts> = {
  pleat: {
    tall: (w, h, n) => `Plisa ${w} × ${h} cm byłaby ponad ${n} razy wyższa niż szeroka – takie okna zdarzają się rzadko. ${CHECK}`,
    wide: (w, h, n) => `Plisa ${w} × ${h} cm byłaby ponad ${n} razy szersza niż wysoka – takie okna zdarzają się rzadko. ${CHECK}`,
  },
  okienne: {
    tall: (w, h, n) => `Moskitiera ${w} × ${h} cm byłaby ponad ${n} razy wyższa niż szeroka – takie okna zdarzają się rzadko. ${CHECK}`,
    wide: (w, h, n) => `Moskitiera ${w} × ${h} cm byłaby ponad ${n} razy szersza niż wysoka – takie okna zdarzają się rzadko. ${CHECK}`,
  },
  drzwiowe: {
    tall: (w, h, n) => `Moskitiera drzwiowa ${w} × ${h} cm byłaby ponad ${n} razy wyższa niż szeroka – drzwi tak wąskie zdarzają się rzadko. ${CHECK}`,
    wide: (w, h) => `Moskitiera drzwiowa ${w} × ${h} cm byłaby szersza niż wysoka, a drzwi są zwykle wyższe niż szersze. Sprawdź, czy szerokość i wysokość nie zostały zamienione.`,
  },
};

/** Both dimensions valid, their ratio beyond the product's limit: the hint stands beside the dimension that is too large (height when too tall, width when too wide). */
export function ratioHint(product: keyof typeof RATIO_LIMITS, width: number, height: number): MeasuringHint<"width" | "height"> | null {
  const limits = RATIO_LIMITS[product];
  const texts = RATIO_TEXTS[product];
  // Whole numbers and integer limits: compare products, no float division.
  if (height > limits.tall * width) return { field: "height", kind: "ratio", message: texts.tall(width, height, limits.tall) };
  if (width > limits.wide * height) return { field: "width", kind: "ratio", message: texts.wide(width, height, limits.wide) };
  return null;
}

/** The messages that stand beside one field. */
export function hintMessages<F extends string>(hints: readonly MeasuringHint<F>[], field: F): string[] {
  return hints.filter((hint) => hint.field === field).map((hint) => hint.message);
}

export function sortByField<F extends string>(hints: readonly (MeasuringHint<F> | null)[], order: readonly F[]): MeasuringHint<F>[] {
  return hints.filter((hint) => hint !== null).sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}
