import { BRACE_G_MARGIN_CM, DOOR_CROSSBAR_STANDARD_CM, SCREEN_MAX_SIZE_CM, SCREEN_MIN_SIZE_CM, type ScreenType } from "~/lib/pricing";
import { EXTRA_DIMENSIONS, type ExtraDimension } from "~/lib/pricing/constants";
import { type MeasuringHint, type Range, wholeIn, millimetresHint, ratioHint, sortByField } from "./measuring-hints";

// The screen configurators' measuring hints (the rules both configurators share: ./measuring-hints).

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
