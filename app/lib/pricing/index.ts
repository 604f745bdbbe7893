// The one pricing engine: pure, integer grosze, run by the configurators in the browser and by
// checkout on the server with rows from D1.
export * from "./constants";
export {
  type AngleChoice,
  extrasMultiplier,
  INVALID_PLEAT_DIMENSIONS,
  multipliedExtraPrice,
  type GuideChoice,
  type PleatAccessoryPrice,
  type PleatBreakdown,
  type PleatComponentKey,
  type PleatConfiguration,
  type PleatFabric,
  type PleatField,
  type PleatMounting,
  type PleatOptionPrices,
  pleatOptionPrices,
  type PleatQuote,
  type PleatQuoteInput,
  quotePleat,
} from "./pleats";
export {
  maxDimensionGCm,
  quoteScreen,
  type ScreenBreakdown,
  type ScreenComponentKey,
  type ScreenConfiguration,
  type ScreenField,
  type ScreenProfilePrice,
  type ScreenQuote,
  type ScreenQuoteInput,
} from "./screens";
export type { PriceBreakdown, PriceComponent, PricingResult } from "./shared";
