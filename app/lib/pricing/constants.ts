import type { Grosze } from "~/lib/money";
import type { ScreenType } from "~/lib/screen-types";

export type { ScreenType };

/** The kinds of pleat accessories; the drizzle schema's column takes its values from here. */
export const ACCESSORY_KINDS = ["spacer", "monofilament_guide", "non_invasive_mounting", "angle_pcv", "angle_metal", "angle_juz_kon", "handle", "guide"] as const;
export type AccessoryKind = (typeof ACCESSORY_KINDS)[number];

// Every limit and fixed price of shop.md section 9, in one place for the engine and the UI.
// Dimensions are whole centimetres, areas cm² (1 m² = 10 000 cm²), money integer grosze.

export const PLEAT_MIN_WIDTH_CM = 20;
/** Wider pleats are a custom project through contact: adding to the cart is blocked above this. */
export const PLEAT_MAX_SHOP_WIDTH_CM = 140;
export const PLEAT_MIN_HEIGHT_CM = 20;
export const PLEAT_MAX_HEIGHT_CM = 200;
/** 0.6 m². */
export const PLEAT_MIN_BILLED_AREA_CM2 = 6_000;

/** From this width up the extras multiplier is the wide one. */
export const EXTRAS_WIDE_FROM_CM = 100;
export const EXTRAS_MULTIPLIER_NO_WIDTH = 1;
export const EXTRAS_MULTIPLIER_NARROW = 4;
export const EXTRAS_MULTIPLIER_WIDE = 6;

/** Used when the accessory table has no spacer row. */
export const DEFAULT_SPACER_PRICE: Grosze = 200;
/** Used when the accessory table has no handle row. */
export const DEFAULT_HANDLE_PRICE: Grosze = 4_500;
export const NON_INVASIVE_MOUNTING_PRICE: Grosze = 4_000;
/** PCV or metal angle per piece: this base × the width's extras multiplier, so 12 or 18 zł once a width is known. */
export const ANGLE_BASE_PRICE: Grosze = 300;

export const GUIDE_IDS = { anodised: 9, white: 10, pine: 11 } as const;
export type GuideId = (typeof GUIDE_IDS)[keyof typeof GUIDE_IDS];
/** Per metre of blind height, per guide. */
export const GUIDE_PRICE_PER_M: Readonly<Record<GuideId, Grosze>> = { 9: 7_800, 10: 7_800, 11: 9_600 };

export const SCREEN_MIN_SIZE_CM = 20;
export const SCREEN_MAX_SIZE_CM = 250;
/** 0.6 m² for window screens, 1.5 m² for door screens. */
export const SCREEN_MIN_BILLED_AREA_CM2: Readonly<Record<ScreenType, number>> = { okienne: 6_000, drzwiowe: 15_000 };
/** Estimate per m² while no profile (with its price) is chosen; such a line cannot be added. */
export const SCREEN_FALLBACK_PRICE_PER_M2: Grosze = 12_000;
/** Window sealing brush per running metre of perimeter. */
export const SEALING_BRUSH_PRICE_PER_M: Grosze = 500;
export const HOOK_WIDTHS_MM = [5, 8, 11, 15, 18, 22] as const;
export type HookWidthMm = (typeof HOOK_WIDTHS_MM)[number];
export const DOOR_SIDES = ["prawa", "lewa"] as const;
export type DoorSide = (typeof DOOR_SIDES)[number];
/** Dimension G of the extra brace is at most the height minus this. */
export const BRACE_G_MARGIN_CM = 10;
/** Where the door screen's crossbar is when dimension C is not given (the measuring guide and the door drawing's C hint). */
export const DOOR_CROSSBAR_STANDARD_CM = 85;

/** Pieces of one configured product in one cart line. */
export const MAX_LINE_QUANTITY = 999;
/** Guides, angles and handles for one blind. */
export const MAX_ACCESSORY_QUANTITY = 20;

/** The door screen's optional extra dimensions, as on the measurement drawing. */
export const EXTRA_DIMENSIONS = ["c", "d", "e", "f"] as const;
export type ExtraDimension = (typeof EXTRA_DIMENSIONS)[number];
