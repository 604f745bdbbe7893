import {
  BRACE_G_MARGIN_CM,
  DOOR_CROSSBAR_STANDARD_CM,
  PLEAT_MAX_HEIGHT_CM,
  PLEAT_MAX_SHOP_WIDTH_CM,
  PLEAT_MIN_HEIGHT_CM,
  PLEAT_MIN_WIDTH_CM,
  SCREEN_MAX_SIZE_CM,
  SCREEN_MIN_SIZE_CM,
  type ScreenType,
} from "~/lib/pricing";
import { EXTRA_DIMENSIONS, type ExtraDimension } from "~/lib/pricing/constants";

/**
 * The measuring assistant of both configurators: hints beside a field when what the shopper typed looks like a
 * measuring mistake. Pure, so the browser shows them as the shopper types and the server renders them for a
 * shared link. A hint never changes a value and never blocks adding to the cart; the pricing engine's errors and
 * warnings stay the only judges of validity. Hints are for valid but suspicious values, plus the millimetre case,
 * whose value is invalid as typed: that hint is returned beside the engine's error for the same field.
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

interface Range {
  min: number;
  max: number;
}

function wholeIn(value: number | null | undefined, range: Range): value is number {
  return value != null && Number.isInteger(value) && value >= range.min && value <= range.max;
}

/**
 * 'Czy chodziło o {value / 10} cm?' (one decimal, with a comma) by the rule of MILLIMETRES_ABOVE_CM. The value is
 * invalid as typed, so the engine has an error or warning for the field too: the hint is returned to stand beside it.
 */
function millimetresHint<F extends string>(field: F, value: number | null | undefined, range: Range): MeasuringHint<F> | null {
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
function ratioHint(product: keyof typeof RATIO_LIMITS, width: number, height: number): MeasuringHint<"width" | "height"> | null {
  const limits = RATIO_LIMITS[product];
  const texts = RATIO_TEXTS[product];
  // Whole numbers and integer limits: compare products, no float division.
  if (height > limits.tall * width) return { field: "height", kind: "ratio", message: texts.tall(width, height, limits.tall) };
  if (width > limits.wide * height) return { field: "width", kind: "ratio", message: texts.wide(width, height, limits.wide) };
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Pleats

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

// ---------------------------------------------------------------------------------------------------------------
// Insect screens

export type ScreenHintField = "width" | "height" | ExtraDimension | "dimensionG";

export interface ScreenHintInput {
  type: ScreenType;
  widthCm: number | null;
  heightCm: number | null;
  /** Door only: C (crossbar height), D, E, F as typed; missing or null when empty. */
  extraDimensionsCm?: Partial<Record<ExtraDimension, number | null>>;
  /** Door only. */
  extraBrace?: boolean;
  /** Door only, read with the extra brace. */
  dimensionGCm?: number | null;
}

const SCREEN_RANGE: Range = { min: SCREEN_MIN_SIZE_CM, max: SCREEN_MAX_SIZE_CM };
/** The configurator's rule for C–F (extraDimensionErrors in screen-form.ts): whole cm from 1 to SCREEN_MAX_SIZE_CM. */
const EXTRA_DIMENSION_RANGE: Range = { min: 1, max: SCREEN_MAX_SIZE_CM };

/**
 * The insect-screen configurator's hints, in the form's order: width, height, C–F, G. Window screens get the
 * millimetre and ratio hints; door screens also the millimetre hint on C–G and the brace hint.
 *
 * The brace hint: the pricing engine's only brace rule is G ≤ height − BRACE_G_MARGIN_CM (maxDimensionGCm in
 * pricing/screens.ts); the rules have no width limit for a brace. Read the other way round it is a minimum height:
 * a door screen needs at least G + 10 cm, and, as the crossbar (dimension C, measured like G from the bottom to
 * its middle) is the same kind of bar, at least C + 10 cm, with C the standard 85 cm when not given. A height below
 * that gets a hint beside the height field; a G too high for the height also keeps the engine's error beside G.
 */
export function screenHints(input: ScreenHintInput): MeasuringHint<ScreenHintField>[] {
  const { type, widthCm, heightCm } = input;
  const hints: (MeasuringHint<ScreenHintField> | null)[] = [millimetresHint("width", widthCm, SCREEN_RANGE), millimetresHint("height", heightCm, SCREEN_RANGE)];
  const width = wholeIn(widthCm, SCREEN_RANGE) ? widthCm : null;
  const height = wholeIn(heightCm, SCREEN_RANGE) ? heightCm : null;
  if (width !== null && height !== null) hints.push(ratioHint(type, width, height));
  if (type !== "drzwiowe") return sortByField(hints, SCREEN_FIELD_ORDER);

  const extra = input.extraDimensionsCm ?? {};
  for (const name of EXTRA_DIMENSIONS) hints.push(millimetresHint(name, extra[name], EXTRA_DIMENSION_RANGE));
  // G is at most the height − 10 once the height is known, at most the tallest screen's − 10 before.
  const gRange = { min: 1, max: (height ?? SCREEN_MAX_SIZE_CM) - BRACE_G_MARGIN_CM };
  if (input.extraBrace) hints.push(millimetresHint("dimensionG", input.dimensionGCm, gRange));

  if (height !== null) hints.push(braceHint(height, extra.c, input.extraBrace ? input.dimensionGCm : null));
  return sortByField(hints, SCREEN_FIELD_ORDER);
}

const SCREEN_FIELD_ORDER: readonly ScreenHintField[] = ["width", "height", "c", "d", "e", "f", "dimensionG"];

interface Bar {
  cm: number;
  /** Which bar, for the message. */
  is: "standard-crossbar" | "crossbar" | "brace";
}

const BAR_TEXTS: Record<Bar["is"], { where: (cm: number) => string; check: string }> = {
  "standard-crossbar": {
    where: (cm) => `Poprzeczka moskitiery drzwiowej jest standardowo na wysokości ${cm} cm`,
    check: "Sprawdź wysokość, a jeśli poprzeczka ma być niżej, podaj wymiar C.",
  },
  crossbar: { where: (cm) => `Poprzeczka (wymiar C) jest na wysokości ${cm} cm`, check: "Sprawdź wysokość i wymiar C." },
  brace: { where: (cm) => `Dodatkowa rozpora (wymiar G) jest na wysokości ${cm} cm`, check: "Sprawdź wysokość i wymiar G." },
};

/** A height below the highest bar + BRACE_G_MARGIN_CM; a bar the fields do not accept (mm, a fraction) is left to its own messages. */
function braceHint(height: number, crossbarCm: number | null | undefined, braceCm: number | null | undefined): MeasuringHint<ScreenHintField> | null {
  const bars: Bar[] = [];
  if (crossbarCm == null) bars.push({ cm: DOOR_CROSSBAR_STANDARD_CM, is: "standard-crossbar" });
  else if (wholeIn(crossbarCm, EXTRA_DIMENSION_RANGE)) bars.push({ cm: crossbarCm, is: "crossbar" });
  if (wholeIn(braceCm, EXTRA_DIMENSION_RANGE)) bars.push({ cm: braceCm, is: "brace" });
  // The brace wins a tie: its limit is the engine's rule.
  const highest = bars.reduce<Bar | null>((top, bar) => (top === null || bar.cm >= top.cm ? bar : top), null);
  if (highest === null || height >= highest.cm + BRACE_G_MARGIN_CM) return null;
  const text = BAR_TEXTS[highest.is];
  return {
    field: "height",
    kind: "brace",
    message: `${text.where(highest.cm)}, a nad nią potrzeba co najmniej ${BRACE_G_MARGIN_CM} cm ramy, więc moskitiera musi mieć co najmniej ${highest.cm + BRACE_G_MARGIN_CM} cm wysokości. ${text.check}`,
  };
}

/** The messages that stand beside one field. */
export function hintMessages<F extends string>(hints: readonly MeasuringHint<F>[], field: F): string[] {
  return hints.filter((hint) => hint.field === field).map((hint) => hint.message);
}

function sortByField<F extends string>(hints: readonly (MeasuringHint<F> | null)[], order: readonly F[]): MeasuringHint<F>[] {
  return hints.filter((hint) => hint !== null).sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}
