import { type PleatAppearance, pleatCartItem, type ScreenAppearance, screenCartItem, type PleatCartItem, type ScreenCartItem, type ScreenExtras } from "~/lib/cart";
import type { DeliveryPrices } from "~/lib/shop-settings";
import { quotePleat, quoteScreen, type PleatAccessoryPrice, type PleatConfiguration, type PleatFabric, type ScreenConfiguration } from "~/lib/pricing";

// Cart lines for tests in either runtime, built as the configurators build them: priced by the engine,
// then made a line. Where the rows come from (the seed file, D1, a literal) is the caller's business.

type LineMeta = { id: string; createdAt: string };

/** The spec's delivery and payment prices (shop.md section 9), which the deployment's [vars] default to. */
export const SPEC_DELIVERY_PRICES: DeliveryPrices = { courierSmallParcelPrice: 3_000, smallParcelMaxPieces: 5, courierPrice: 5_000, cashPaymentFee: 1_000 };

/** A new line's id and time, as the configurators give them. */
export const freshMeta = (): LineMeta => ({ id: crypto.randomUUID(), createdAt: new Date().toISOString() });

/** The usual test pleat: 100 × 150 cm with anodised guides, spacers and a handle. */
export const STANDARD_PLEAT: PleatConfiguration = {
  widthCm: 100,
  heightCm: 150,
  quantity: 1,
  mounting: "invasive",
  spacers: true,
  monofilamentGuide: false,
  angle: "none",
  juzKonQuantity: null,
  guide: 9,
  guideQuantity: 2,
  handle: true,
  handleQuantity: 1,
};

/** Every extra a pleat can have, at the largest quantities the cart accepts. */
export function maximalPleatConfiguration(widthCm: number): PleatConfiguration {
  return {
    widthCm,
    heightCm: 200,
    quantity: 999,
    mounting: "non_invasive",
    spacers: true,
    monofilamentGuide: true,
    angle: "juz_kon",
    juzKonQuantity: 20,
    guide: 11,
    guideQuantity: 20,
    handle: true,
    handleQuantity: 20,
  };
}

export const NO_SCREEN_EXTRAS: ScreenExtras = { meshColor: "szara", narozniki: false, wymiarC: null, wymiarD: null, wymiarE: null, wymiarF: null, wymiarZ: null };

export function pleatLine({
  configuration,
  fabric,
  accessories,
  fabricCode,
  fabricName,
  profileCode,
  appearance,
  meta = freshMeta(),
}: {
  configuration: PleatConfiguration;
  fabric: PleatFabric;
  accessories: readonly PleatAccessoryPrice[];
  fabricCode: string;
  fabricName: string;
  profileCode: string | null;
  /** The catalogue's colours and swatch, as the configurator adds them; none, like a line stored before lines had them. */
  appearance?: PleatAppearance;
  meta?: LineMeta;
}): PleatCartItem {
  const quote = quotePleat({ configuration, fabric, accessories });
  return pleatCartItem({ ...meta, fabricCode, fabricName, profileCode, appearance }, configuration, quote);
}

export function screenLine({
  configuration,
  profileCode,
  pricePerM2,
  extras = {},
  appearance,
  meta = freshMeta(),
}: {
  configuration: ScreenConfiguration;
  profileCode: string;
  pricePerM2: number;
  /** Over NO_SCREEN_EXTRAS. */
  extras?: Partial<ScreenExtras>;
  appearance?: ScreenAppearance;
  meta?: LineMeta;
}): ScreenCartItem {
  const quote = quoteScreen({ configuration, profile: { pricePerM2, available: true } });
  return screenCartItem({ ...meta, profileCode, appearance }, configuration, { ...NO_SCREEN_EXTRAS, ...extras }, quote);
}
