import type { Grosze } from "~/lib/money";
import {
  BRACE_G_MARGIN_CM,
  DOOR_SIDES,
  type DoorSide,
  HOOK_WIDTHS_MM,
  SCREEN_FALLBACK_PRICE_PER_M2,
  SCREEN_MAX_SIZE_CM,
  SCREEN_MIN_BILLED_AREA_CM2,
  SCREEN_MIN_SIZE_CM,
  type ScreenType,
  SEALING_BRUSH_PRICE_PER_M,
} from "./constants";
import {
  buildBreakdown,
  divideRoundHalfUp,
  type PriceBreakdown,
  type PriceComponent,
  priceByArea,
  pricingResult,
  type PricingResult,
  QUANTITY_RULE,
  readWholeNumber,
  WHOLE_CM_MESSAGES,
  type WholeNumberRule,
} from "./shared";

/** What the shopper chose; fields of the other screen type are not read. */
export interface ScreenConfiguration {
  type: ScreenType;
  widthCm: number | null;
  heightCm: number | null;
  quantity: number | null;
  /** Window only. */
  hookWidthMm: number | null;
  /** Window only. */
  sealingBrush: boolean;
  /** Door only: the hinge side. */
  doorSide: DoorSide | null;
  /** Door only. */
  extraBrace: boolean;
  /** Door only, read with the extra brace. */
  dimensionGCm: number | null;
}

/** The profile row's fields the price needs; null while none is chosen. */
export interface ScreenProfilePrice {
  pricePerM2: Grosze;
  available: boolean;
}

export interface ScreenQuoteInput {
  configuration: ScreenConfiguration;
  profile: ScreenProfilePrice | null;
}

export type ScreenField = "width" | "height" | "quantity" | "profile" | "hookWidth" | "doorSide" | "dimensionG";

export type ScreenComponentKey = "profile" | "sealing_brush";

export interface ScreenBreakdown extends PriceBreakdown<ScreenComponentKey> {
  /** Metres, (width + height) × 2 / 100. */
  perimeter: number;
}

export type ScreenQuote = PricingResult<ScreenField, ScreenBreakdown>;

const WIDTH_RULE: WholeNumberRule = {
  invalid: "Szerokość musi być liczbą większą od 0",
  fraction: WHOLE_CM_MESSAGES.width,
  min: { value: SCREEN_MIN_SIZE_CM, message: `Minimalna szerokość to ${SCREEN_MIN_SIZE_CM} cm` },
  max: { value: SCREEN_MAX_SIZE_CM, message: `Maksymalna szerokość to ${SCREEN_MAX_SIZE_CM} cm` },
};

const HEIGHT_RULE: WholeNumberRule = {
  invalid: "Wysokość musi być liczbą większą od 0",
  fraction: WHOLE_CM_MESSAGES.height,
  min: { value: SCREEN_MIN_SIZE_CM, message: `Minimalna wysokość to ${SCREEN_MIN_SIZE_CM} cm` },
  max: { value: SCREEN_MAX_SIZE_CM, message: `Maksymalna wysokość to ${SCREEN_MAX_SIZE_CM} cm` },
};

/** The highest dimension G the extra brace may have at this height; null while the height is not known. */
export function maxDimensionGCm(heightCm: number | null): number | null {
  return heightCm === null ? null : heightCm - BRACE_G_MARGIN_CM;
}

function dimensionGRule(heightCm: number | null): WholeNumberRule {
  const rule: WholeNumberRule = {
    invalid: "Podaj wymiar G dodatkowej rozpory.",
    fraction: "Wymiar G musi być podany w pełnych centymetrach.",
  };
  const max = maxDimensionGCm(heightCm);
  if (max === null) return rule;
  return { ...rule, max: { value: max, message: `Wymiar G nie może być większy niż ${max} cm (wysokość - ${BRACE_G_MARGIN_CM} cm)` } };
}

export function quoteScreen({ configuration: c, profile }: ScreenQuoteInput): ScreenQuote {
  const errors: Partial<Record<ScreenField, string>> = {};
  const warnings: Partial<Record<ScreenField, string>> = {};

  const width = readWholeNumber(errors, "width", c.widthCm, WIDTH_RULE);
  const height = readWholeNumber(errors, "height", c.heightCm, HEIGHT_RULE);
  const quantity = readWholeNumber(errors, "quantity", c.quantity, QUANTITY_RULE);
  if (profile === null) errors.profile = "Musisz wybrać profil";
  else if (!profile.available) warnings.profile = "Ten profil jest obecnie niedostępny.";

  if (c.type === "okienne") {
    if (!HOOK_WIDTHS_MM.some((w) => w === c.hookWidthMm)) {
      errors.hookWidth = "Dla moskitier okiennych musisz wybrać szerokość haczyka";
    }
  } else {
    if (!DOOR_SIDES.some((side) => side === c.doorSide)) {
      errors.doorSide = "Dla moskitier drzwiowych musisz wybrać stronę zawiasów";
    }
    if (c.extraBrace) readWholeNumber(errors, "dimensionG", c.dimensionGCm, dimensionGRule(height));
  }

  // A type from an old link or a tampered cart that the shop does not make.
  const minBilledAreaCm2: number | undefined = Object.hasOwn(SCREEN_MIN_BILLED_AREA_CM2, String(c.type)) ? SCREEN_MIN_BILLED_AREA_CM2[c.type] : undefined;
  if (minBilledAreaCm2 === undefined) errors.profile = "Wybierz rodzaj moskitiery: okienna lub drzwiowa.";

  if (width === null || height === null || quantity === null || minBilledAreaCm2 === undefined) {
    return pricingResult<ScreenField, ScreenBreakdown>(null, errors, warnings);
  }

  // Without a profile the calculator still shows an estimate; the error above keeps it out of the cart.
  const area = priceByArea(width, height, minBilledAreaCm2, profile?.pricePerM2 ?? SCREEN_FALLBACK_PRICE_PER_M2);
  const perimeterCm = (width + height) * 2;
  const components: PriceComponent<ScreenComponentKey>[] = [{ key: "profile", label: "Moskitiera", amount: area.amount, per: "unit" }];
  if (c.type === "okienne" && c.sealingBrush) {
    const amount = divideRoundHalfUp(SEALING_BRUSH_PRICE_PER_M * perimeterCm, 100);
    components.push({ key: "sealing_brush", label: "Szczotka uszczelniająca", amount, per: "unit" });
  }

  return pricingResult({ ...buildBreakdown(area, components, quantity), perimeter: perimeterCm / 100 }, errors, warnings);
}
