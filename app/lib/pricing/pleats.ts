import type { Grosze } from "~/lib/money";
import {
  type AccessoryKind,
  ANGLE_BASE_PRICE,
  DEFAULT_HANDLE_PRICE,
  DEFAULT_SPACER_PRICE,
  EXTRAS_MULTIPLIER_NARROW,
  EXTRAS_MULTIPLIER_NO_WIDTH,
  EXTRAS_MULTIPLIER_WIDE,
  EXTRAS_WIDE_FROM_CM,
  GUIDE_PRICE_PER_M,
  type GuideId,
  NON_INVASIVE_MOUNTING_PRICE,
  PLEAT_MAX_HEIGHT_CM,
  PLEAT_MAX_SHOP_WIDTH_CM,
  PLEAT_MIN_BILLED_AREA_CM2,
  PLEAT_MIN_HEIGHT_CM,
  PLEAT_MIN_WIDTH_CM,
} from "./constants";
import {
  buildBreakdown,
  divideRoundHalfUp,
  type PriceBreakdown,
  type PriceComponent,
  priceByArea,
  pricingResult,
  type PricingResult,
  ACCESSORY_QUANTITY_RULE,
  QUANTITY_RULE,
  readWholeNumber,
  WHOLE_CM_MESSAGES,
  type WholeNumberRule,
} from "./shared";

/** "none" is the spec's 'brak'. */
export type GuideChoice = GuideId | "none";
export type AngleChoice = "none" | "pcv" | "metal" | "juz_kon";
export type PleatMounting = "invasive" | "non_invasive";

/** What the shopper chose; dimensions and quantities may be anything a form produced. */
export interface PleatConfiguration {
  widthCm: number | null;
  heightCm: number | null;
  quantity: number | null;
  mounting: PleatMounting;
  spacers: boolean;
  monofilamentGuide: boolean;
  angle: AngleChoice;
  /** Read only for the 'juz-kon' angle. */
  juzKonQuantity: number | null;
  /** null: not chosen yet, which blocks adding. */
  guide: GuideChoice | null;
  /** Read only when a guide (not 'brak') is chosen. */
  guideQuantity: number | null;
  handle: boolean;
  /** Read only with the handle; per blind. */
  handleQuantity: number | null;
}

/** The fabric row's fields the price needs. */
export interface PleatFabric {
  pricePerM2: Grosze;
  maxWidthCm: number;
  available: boolean;
}

/** An accessory row (kind as in the accessory table); the first row of a kind prices that kind. */
export interface PleatAccessoryPrice {
  kind: AccessoryKind;
  price: Grosze;
}

export interface PleatQuoteInput {
  configuration: PleatConfiguration;
  fabric: PleatFabric;
  accessories: readonly PleatAccessoryPrice[];
}

export type PleatField = "width" | "height" | "quantity" | "fabric" | "guide" | "guideQuantity" | "monofilamentGuide" | "angle" | "juzKonQuantity" | "handleQuantity";

/** The accessory table's kinds, plus the fabric. */
export type PleatComponentKey = "fabric" | "spacer" | "monofilament_guide" | "non_invasive_mounting" | "angle_pcv" | "angle_metal" | "angle_juz_kon" | "guide" | "handle";

export interface PleatBreakdown extends PriceBreakdown<PleatComponentKey> {
  multiplier: number;
}

export type PleatQuote = PricingResult<PleatField, PleatBreakdown>;

const MIN_DIMENSIONS = `Minimalne wymiary to ${PLEAT_MIN_WIDTH_CM} cm (szerokość) × ${PLEAT_MIN_HEIGHT_CM} cm (wysokość).`;
/** Also the configurator's refusal for missing or too small dimensions. */
export const INVALID_PLEAT_DIMENSIONS = `Proszę wprowadzić prawidłowe wymiary (minimum ${PLEAT_MIN_WIDTH_CM}cm)`;
const ACCESSORY_UNAVAILABLE = "Ten dodatek jest obecnie niedostępny.";

const WIDTH_RULE: WholeNumberRule = {
  invalid: INVALID_PLEAT_DIMENSIONS,
  fraction: WHOLE_CM_MESSAGES.width,
  min: { value: PLEAT_MIN_WIDTH_CM, message: MIN_DIMENSIONS },
};

const HEIGHT_RULE: WholeNumberRule = {
  invalid: INVALID_PLEAT_DIMENSIONS,
  fraction: WHOLE_CM_MESSAGES.height,
  min: { value: PLEAT_MIN_HEIGHT_CM, message: MIN_DIMENSIONS },
  max: { value: PLEAT_MAX_HEIGHT_CM, message: `Maksymalna wysokość to ${PLEAT_MAX_HEIGHT_CM} cm.` },
};

const FIXED_PRICE_ANGLES = {
  pcv: { key: "angle_pcv", label: "Kątownik PCV" },
  metal: { key: "angle_metal", label: "Kątownik metalowy" },
} as const;

/** Multiplies spacers, the monofilament guide and the angles; 1 until a width is known. */
export function extrasMultiplier(widthCm: number | null): number {
  if (widthCm === null) return EXTRAS_MULTIPLIER_NO_WIDTH;
  return widthCm < EXTRAS_WIDE_FROM_CM ? EXTRAS_MULTIPLIER_NARROW : EXTRAS_MULTIPLIER_WIDE;
}

/** An accessory's price per piece at a width: its table price × the width's multiplier; PCV and metal angles have a fixed base. */
export function multipliedExtraPrice(kind: AccessoryKind, tablePrice: Grosze, widthCm: number | null): Grosze {
  const base = kind === "angle_pcv" || kind === "angle_metal" ? ANGLE_BASE_PRICE : tablePrice;
  return base * extrasMultiplier(widthCm);
}

/** What each option costs for a blind of this width, as the configurator offers it and the quote adds it up. */
export interface PleatOptionPrices {
  /** Per blind. */
  spacer: Grosze;
  /** Per blind; null without its accessory row, which makes it unavailable. */
  monofilamentGuide: Grosze | null;
  /** Per blind. */
  nonInvasiveMounting: Grosze;
  /** A PCV or metal angle, per blind. */
  angle: Grosze;
  /** Per piece; null without its accessory row, which makes it unavailable. */
  juzKonAngle: Grosze | null;
  /** Per metre of blind height, per guide. */
  guidePerM: Readonly<Record<GuideId, Grosze>>;
  /** Per piece, not multiplied. */
  handle: Grosze;
}

/** The option prices at a width (null while unknown: multiplier 1) from the accessory rows; the first row of a kind counts. */
export function pleatOptionPrices(widthCm: number | null, accessories: readonly PleatAccessoryPrice[]): PleatOptionPrices {
  const tablePrice = (kind: AccessoryKind) => accessories.find((a) => a.kind === kind)?.price ?? null;
  const multiplied = (kind: AccessoryKind, price: Grosze | null) => (price === null ? null : multipliedExtraPrice(kind, price, widthCm));
  return {
    spacer: multipliedExtraPrice("spacer", tablePrice("spacer") ?? DEFAULT_SPACER_PRICE, widthCm),
    monofilamentGuide: multiplied("monofilament_guide", tablePrice("monofilament_guide")),
    nonInvasiveMounting: NON_INVASIVE_MOUNTING_PRICE,
    angle: multipliedExtraPrice("angle_pcv", ANGLE_BASE_PRICE, widthCm),
    juzKonAngle: multiplied("angle_juz_kon", tablePrice("angle_juz_kon")),
    guidePerM: GUIDE_PRICE_PER_M,
    handle: tablePrice("handle") ?? DEFAULT_HANDLE_PRICE,
  };
}

export function quotePleat({ configuration: c, fabric, accessories }: PleatQuoteInput): PleatQuote {
  const errors: Partial<Record<PleatField, string>> = {};
  const warnings: Partial<Record<PleatField, string>> = {};

  const width = readWholeNumber(errors, "width", c.widthCm, WIDTH_RULE);
  const height = readWholeNumber(errors, "height", c.heightCm, HEIGHT_RULE);
  const quantity = readWholeNumber(errors, "quantity", c.quantity, QUANTITY_RULE);
  // The binding limit is the lower of the fabric's maximum and the shop's 140 cm, and only its message
  // is shown: a wider pleat of a wide fabric is a custom order, one of a narrow fabric is not made at all.
  const overMaxWidth = width !== null && width > Math.min(fabric.maxWidthCm, PLEAT_MAX_SHOP_WIDTH_CM);
  if (overMaxWidth && fabric.maxWidthCm < PLEAT_MAX_SHOP_WIDTH_CM) {
    errors.width = `Maksymalna szerokość dla tej tkaniny to ${fabric.maxWidthCm} cm.`;
  } else if (overMaxWidth) {
    warnings.width = `UWAGA: Szerokość większa niż ${PLEAT_MAX_SHOP_WIDTH_CM} cm wymaga spersonalizowanego zamówienia!`;
  }
  if (!fabric.available) warnings.fabric = "Ta tkanina jest obecnie niedostępna.";
  if (c.guide === null) errors.guide = "Proszę wybrać prowadnice";

  const guide = c.guide === null || c.guide === "none" ? null : c.guide;
  // A guide id from an old link or a tampered cart that the price table does not know.
  const unknownGuide = guide !== null && typeof GUIDE_PRICE_PER_M[guide] !== "number";
  if (unknownGuide) errors.guide = "Proszę wybrać prowadnice";
  const guideQuantity = guide === null ? 0 : readWholeNumber(errors, "guideQuantity", c.guideQuantity, ACCESSORY_QUANTITY_RULE);
  const juzKonQuantity = c.angle === "juz_kon" ? readWholeNumber(errors, "juzKonQuantity", c.juzKonQuantity, ACCESSORY_QUANTITY_RULE) : 0;
  const handleQuantity = c.handle ? readWholeNumber(errors, "handleQuantity", c.handleQuantity, ACCESSORY_QUANTITY_RULE) : 0;

  const prices = pleatOptionPrices(width, accessories);
  // These two have no default in the spec: without their row the line cannot be priced.
  const monofilamentPrice = c.monofilamentGuide ? prices.monofilamentGuide : 0;
  const juzKonPrice = c.angle === "juz_kon" ? prices.juzKonAngle : 0;
  if (monofilamentPrice === null) errors.monofilamentGuide = ACCESSORY_UNAVAILABLE;
  if (juzKonPrice === null) errors.angle = ACCESSORY_UNAVAILABLE;

  if (
    // A width that cannot be ordered gets no price: a configuration is priced only if it can be bought.
    overMaxWidth ||
    unknownGuide ||
    width === null ||
    height === null ||
    quantity === null ||
    guideQuantity === null ||
    juzKonQuantity === null ||
    handleQuantity === null ||
    monofilamentPrice === null ||
    juzKonPrice === null
  ) {
    return pricingResult<PleatField, PleatBreakdown>(null, errors, warnings);
  }

  const area = priceByArea(width, height, PLEAT_MIN_BILLED_AREA_CM2, fabric.pricePerM2);
  const components: PriceComponent<PleatComponentKey>[] = [{ key: "fabric", label: "Tkanina", amount: area.amount, per: "unit" }];
  const addUnit = (key: PleatComponentKey, label: string, amount: Grosze) => components.push({ key, label, amount, per: "unit" });

  if (c.spacers) addUnit("spacer", "Dystanse", prices.spacer);
  if (c.monofilamentGuide) addUnit("monofilament_guide", "Prowadzenie żyłkowe", monofilamentPrice);
  if (c.mounting === "non_invasive") addUnit("non_invasive_mounting", "Mocowanie bezinwazyjne", prices.nonInvasiveMounting);
  if (c.angle === "pcv" || c.angle === "metal") {
    const { key, label } = FIXED_PRICE_ANGLES[c.angle];
    addUnit(key, label, prices.angle);
  }
  if (c.angle === "juz_kon") addUnit("angle_juz_kon", "Kątownik juz-kon", juzKonPrice * juzKonQuantity);
  if (guide !== null) {
    // Per metre of height: price per m × height cm / 100.
    addUnit("guide", "Prowadnice", divideRoundHalfUp(prices.guidePerM[guide] * height * guideQuantity, 100));
  }
  if (c.handle) {
    // Every blind of the line gets its handles, so the handle cost already covers the line.
    const amount = prices.handle * handleQuantity * quantity;
    components.push({ key: "handle", label: "Rączka", amount, per: "line" });
  }

  return pricingResult({ ...buildBreakdown(area, components, quantity), multiplier: extrasMultiplier(width) }, errors, warnings);
}
