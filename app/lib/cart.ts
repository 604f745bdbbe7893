// zod/mini: the same schema checks with a tree-shakable API, so the header's cart count costs
// the browser a few kB instead of all of zod on every page. Classic zod schemas (checkout) nest it.
import "~/lib/zod-locale";
import * as z from "zod/mini";
import { DOOR_SIDES, EXTRAS_MULTIPLIER_NO_WIDTH, EXTRAS_MULTIPLIER_WIDE, GUIDE_IDS, HOOK_WIDTHS_MM, MAX_ACCESSORY_QUANTITY, MAX_LINE_QUANTITY } from "~/lib/pricing/constants";
import type { GuideChoice, PleatConfiguration, PleatQuote, ScreenConfiguration, ScreenQuote } from "~/lib/pricing";
import { SCREEN_TYPES } from "~/lib/screen-types";
import { MAX_CART_LINES } from "./cart-basics";

/**
 * The cart as the browser keeps it in localStorage `cart`, with the spec's field names
 * (shop.md section 3, Cart item). Prices in it are only what the shopper saw: checkout
 * prices every line again on the server from D1.
 */
export { MAX_CART_LINES, cartCount, cartTotal, withQuantity } from "./cart-basics";
export { MAX_LINE_QUANTITY };

const intBetween = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));
const wholeCm = intBetween(1, 1000);
// Up to 100 million zł: far above any real line, only a guard against nonsense in storage.
const grosze = intBetween(0, 10_000_000_000);
const quantity = intBetween(1, MAX_LINE_QUANTITY);
const accessoryQuantity = intBetween(0, MAX_ACCESSORY_QUANTITY);
const code = z.string().check(z.trim(), z.minLength(1), z.maxLength(40));

const lineBase = {
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  width: wholeCm,
  height: wholeCm,
  quantity,
  unitPrice: grosze,
  totalPrice: grosze,
  createdAt: z.iso.datetime(),
  notes: z.optional(z.string().check(z.maxLength(500))),
};

/** A same-origin path (a swatch under /images or /zdjecia), never another site's address. */
const imagePath = z.string().check(z.maxLength(300), z.regex(/^\/(?![/\\])/));
const colourName = z.string().check(z.maxLength(60));

/**
 * How the line looks, for its drawing (app/lib/product-preview.ts): the catalogue's colour names and
 * swatch when the line was added or last priced by the server. Optional, so carts stored before it still read.
 */
const pleatAppearance = z.object({ fabricColour: colourName, fabricImage: z.nullable(imagePath), profileColour: z.nullable(colourName) });
const screenAppearance = z.object({ profileColour: colourName });
export type PleatAppearance = z.infer<typeof pleatAppearance>;
export type ScreenAppearance = z.infer<typeof screenAppearance>;

/** Built in one place so the browser's line and the server's rebuilt one serialise alike. */
export const pleatAppearanceOf = (fabric: { colour: string; image: string | null }, profile: { colour: string } | null | undefined): PleatAppearance => ({
  fabricColour: fabric.colour,
  fabricImage: fabric.image,
  profileColour: profile?.colour ?? null,
});

const guideId = z.union([z.literal(GUIDE_IDS.anodised), z.literal(GUIDE_IDS.white), z.literal(GUIDE_IDS.pine)]);

export const pleatCartItemSchema = z.object({
  ...lineBase,
  productType: z.literal("plisy"),
  fabricCode: code,
  fabricName: z.string().check(z.maxLength(120)),
  profileCode: z.nullable(code),
  installationType: z.enum(["inwazyjny", "bezinwazyjny"]),
  extrasMultipliers: intBetween(EXTRAS_MULTIPLIER_NO_WIDTH, EXTRAS_MULTIPLIER_WIDE),
  plisaInwazyjna: z.boolean(),
  bezinwazyjne: z.boolean(),
  dystansPlisy: z.boolean(),
  prowadzenieZylkowePlisy: z.boolean(),
  katownikPCVPlisy: z.boolean(),
  katownikMetalowyPlisy: z.boolean(),
  katownikJuzKonPCV: z.boolean(),
  katownikJuzKonQuantity: accessoryQuantity,
  /** [] is the spec's 'brak'; at most one guide colour per blind. */
  selectedProwadnice: z.array(guideId).check(z.maxLength(1)),
  prowadnicaAnoda: z.boolean(),
  prowadnicaBiala: z.boolean(),
  prowadnicaSosna: z.boolean(),
  prowadnicaQuantity: accessoryQuantity,
  raczkaPlisy: z.boolean(),
  raczkaQuantityPlisy: accessoryQuantity,
  dystansPrice: grosze,
  katownikPrice: grosze,
  prowadnicePrice: grosze,
  raczkaPrice: grosze,
  prowadzenieZylkowePrice: grosze,
  bezinwazyjnePrice: grosze,
  appearance: z.optional(pleatAppearance),
});
export type PleatCartItem = z.infer<typeof pleatCartItemSchema>;

const optionalCm = z.nullable(wholeCm);

export const screenCartItemSchema = z.object({
  ...lineBase,
  productType: z.literal("moskitiery"),
  profileCode: code,
  mosquitoType: z.enum(SCREEN_TYPES),
  meshColor: z.enum(["szara", "biala"]),
  doorSide: z.nullable(z.enum(DOOR_SIDES)),
  billingPrice: grosze,
  billingArea: z.number().check(z.minimum(0), z.maximum(100)),
  realArea: z.number().check(z.minimum(0), z.maximum(100)),
  szczotkaUszczelniajaca: z.boolean(),
  dodatkowaRozpora: z.boolean(),
  narozniki: z.boolean(),
  wymiarC: optionalCm,
  wymiarD: optionalCm,
  wymiarE: optionalCm,
  wymiarF: optionalCm,
  wymiarG: optionalCm,
  wymiarZ: optionalCm,
  szerokoscHaczyka: z.nullable(z.number().check(z.refine((mm) => (HOOK_WIDTHS_MM as readonly number[]).includes(mm)))),
  appearance: z.optional(screenAppearance),
});
export type ScreenCartItem = z.infer<typeof screenCartItemSchema>;

export const cartItemSchema = z.discriminatedUnion("productType", [pleatCartItemSchema, screenCartItemSchema]);
export type CartItem = z.infer<typeof cartItemSchema>;

/** A stored line (in the browser's cart or an order's configuration column), or null when it no longer reads as one. */
export function readCartItem(value: unknown): CartItem | null {
  const parsed = cartItemSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * A stored cart as the shop can use it: anything that is not a list (bad JSON, another shape)
 * is an empty cart, and a line that fails validation is dropped so the valid ones survive.
 */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((line) => readCartItem(line) ?? []).slice(0, MAX_CART_LINES);
}

const guideFlags = (guide: GuideChoice) => ({
  selectedProwadnice: guide === "none" ? [] : [guide],
  prowadnicaAnoda: guide === GUIDE_IDS.anodised,
  prowadnicaBiala: guide === GUIDE_IDS.white,
  prowadnicaSosna: guide === GUIDE_IDS.pine,
});

type LineMeta = { id: string; createdAt: string; notes?: string };

/** A priced, valid pleat configuration as a cart line. */
export function pleatCartItem(
  { appearance, ...meta }: LineMeta & { fabricCode: string; fabricName: string; profileCode: string | null; appearance?: PleatAppearance },
  configuration: PleatConfiguration,
  quote: PleatQuote,
): PleatCartItem {
  const { breakdown } = quote;
  if (!quote.canAddToCart || !breakdown) throw new Error("Only a configuration that can be added becomes a cart line");
  const c = configuration;
  const component = (...keys: string[]) => breakdown.components.filter((x) => keys.includes(x.key)).reduce((sum, x) => sum + x.amount, 0);
  return {
    ...meta,
    productType: "plisy",
    width: c.widthCm!,
    height: c.heightCm!,
    quantity: c.quantity!,
    unitPrice: breakdown.unit,
    totalPrice: breakdown.total,
    installationType: c.mounting === "non_invasive" ? "bezinwazyjny" : "inwazyjny",
    extrasMultipliers: breakdown.multiplier,
    plisaInwazyjna: c.mounting === "invasive",
    bezinwazyjne: c.mounting === "non_invasive",
    dystansPlisy: c.spacers,
    prowadzenieZylkowePlisy: c.monofilamentGuide,
    katownikPCVPlisy: c.angle === "pcv",
    katownikMetalowyPlisy: c.angle === "metal",
    katownikJuzKonPCV: c.angle === "juz_kon",
    katownikJuzKonQuantity: c.angle === "juz_kon" ? (c.juzKonQuantity ?? 0) : 0,
    ...guideFlags(c.guide ?? "none"),
    prowadnicaQuantity: c.guide !== null && c.guide !== "none" ? (c.guideQuantity ?? 0) : 0,
    raczkaPlisy: c.handle,
    raczkaQuantityPlisy: c.handle ? (c.handleQuantity ?? 0) : 0,
    dystansPrice: component("spacer"),
    katownikPrice: component("angle_pcv", "angle_metal", "angle_juz_kon"),
    prowadnicePrice: component("guide"),
    // Per blind, so a quantity change in the cart is plain arithmetic (see withQuantity).
    raczkaPrice: component("handle") / c.quantity!,
    prowadzenieZylkowePrice: component("monofilament_guide"),
    bezinwazyjnePrice: component("non_invasive_mounting"),
    ...(appearance ? { appearance } : {}),
  };
}

/** The configuration a pleat line was made from, for pricing it again. */
export function pleatConfigurationOf(item: PleatCartItem): PleatConfiguration {
  const guide = item.selectedProwadnice[0] ?? "none";
  return {
    widthCm: item.width,
    heightCm: item.height,
    quantity: item.quantity,
    mounting: item.installationType === "bezinwazyjny" ? "non_invasive" : "invasive",
    spacers: item.dystansPlisy,
    monofilamentGuide: item.prowadzenieZylkowePlisy,
    angle: item.katownikJuzKonPCV ? "juz_kon" : item.katownikMetalowyPlisy ? "metal" : item.katownikPCVPlisy ? "pcv" : "none",
    juzKonQuantity: item.katownikJuzKonPCV ? item.katownikJuzKonQuantity : null,
    guide,
    guideQuantity: guide === "none" ? null : item.prowadnicaQuantity,
    handle: item.raczkaPlisy,
    handleQuantity: item.raczkaPlisy ? item.raczkaQuantityPlisy : null,
  };
}

export type ScreenExtras = Pick<ScreenCartItem, "meshColor" | "narozniki" | "wymiarC" | "wymiarD" | "wymiarE" | "wymiarF" | "wymiarZ">;

/** A priced, valid screen configuration as a cart line. */
export function screenCartItem(
  { appearance, ...meta }: LineMeta & { profileCode: string; appearance?: ScreenAppearance },
  configuration: ScreenConfiguration,
  extras: ScreenExtras,
  quote: ScreenQuote,
): ScreenCartItem {
  const { breakdown } = quote;
  if (!quote.canAddToCart || !breakdown) throw new Error("Only a configuration that can be added becomes a cart line");
  const c = configuration;
  const isDoor = c.type === "drzwiowe";
  return {
    ...meta,
    ...extras,
    productType: "moskitiery",
    mosquitoType: c.type,
    width: c.widthCm!,
    height: c.heightCm!,
    quantity: c.quantity!,
    unitPrice: breakdown.unit,
    totalPrice: breakdown.total,
    billingPrice: breakdown.components.find((x) => x.key === "profile")?.amount ?? 0,
    billingArea: breakdown.billedArea,
    realArea: breakdown.realArea,
    doorSide: isDoor ? c.doorSide : null,
    szczotkaUszczelniajaca: !isDoor && c.sealingBrush,
    dodatkowaRozpora: isDoor && c.extraBrace,
    wymiarG: isDoor && c.extraBrace ? c.dimensionGCm : null,
    szerokoscHaczyka: isDoor ? null : c.hookWidthMm,
    ...(appearance ? { appearance } : {}),
  };
}

/**
 * What the shopper chose for a line, without its prices, ids and times: two lines with the same
 * normalised form are the same product to make. Used to recognise a resubmitted order.
 */
export function normalisedLine(item: CartItem) {
  if (item.productType === "plisy") {
    return { productType: item.productType, fabricCode: item.fabricCode, profileCode: item.profileCode, notes: item.notes ?? "", ...pleatConfigurationOf(item) };
  }
  const { profileCode, meshColor, narozniki, wymiarC, wymiarD, wymiarE, wymiarF, wymiarZ } = item;
  return { productType: item.productType, profileCode, notes: item.notes ?? "", ...screenConfigurationOf(item), meshColor, narozniki, wymiarC, wymiarD, wymiarE, wymiarF, wymiarZ };
}

/**
 * Why a line's options cannot all hold at once, or null when they agree. The configurators never
 * build such a line, so it was edited or corrupted; checkout refuses it rather than guess which
 * option was meant (one would be charged and both described).
 */
export function lineContradiction(item: CartItem): string | null {
  return item.productType === "plisy" ? pleatContradiction(item) : screenContradiction(item);
}

function pleatContradiction(item: PleatCartItem): string | null {
  const angles = [item.katownikPCVPlisy, item.katownikMetalowyPlisy, item.katownikJuzKonPCV].filter(Boolean).length;
  if (angles > 1) return "wybrano więcej niż jeden rodzaj kątownika, a plisa może mieć tylko jeden";
  const invasive = item.installationType === "inwazyjny";
  if (item.plisaInwazyjna !== invasive || item.bezinwazyjne === invasive) {
    return "wybrano jednocześnie montaż inwazyjny i bezinwazyjny";
  }
  const guide = item.selectedProwadnice[0] ?? "none";
  const expected = guideFlags(guide);
  if (item.prowadnicaAnoda !== expected.prowadnicaAnoda || item.prowadnicaBiala !== expected.prowadnicaBiala || item.prowadnicaSosna !== expected.prowadnicaSosna) {
    return "wybrane prowadnice nie zgadzają się ze sobą, a plisa może mieć tylko jeden rodzaj prowadnic";
  }
  return null;
}

const WINDOW_ONLY = "dostępna tylko w moskitierach okiennych";
const DOOR_ONLY = "dotyczy tylko moskitier drzwiowych";

function screenContradiction(item: ScreenCartItem): string | null {
  if (item.mosquitoType === "drzwiowe") {
    if (item.szczotkaUszczelniajaca) return `szczotka uszczelniająca jest ${WINDOW_ONLY}`;
    if (item.narozniki) return `opcja narożników jest ${WINDOW_ONLY}`;
    if (item.szerokoscHaczyka !== null) return "szerokość haczyka dotyczy tylko moskitier okiennych";
    if (!item.dodatkowaRozpora && item.wymiarG !== null) return "podano wymiar G bez dodatkowej rozpory";
    return null;
  }
  if (item.dodatkowaRozpora || item.wymiarG !== null) return `dodatkowa rozpora ${DOOR_ONLY}`;
  if (item.doorSide !== null) return `strona zawiasów ${DOOR_ONLY}`;
  if ([item.wymiarC, item.wymiarD, item.wymiarE, item.wymiarF].some((cm) => cm !== null)) return `wymiary C–F ${DOOR_ONLY}`;
  return null;
}

/** The configuration a screen line was made from, for pricing it again. */
export function screenConfigurationOf(item: ScreenCartItem): ScreenConfiguration {
  return {
    type: item.mosquitoType,
    widthCm: item.width,
    heightCm: item.height,
    quantity: item.quantity,
    hookWidthMm: item.szerokoscHaczyka,
    sealingBrush: item.szczotkaUszczelniajaca,
    doorSide: item.doorSide,
    extraBrace: item.dodatkowaRozpora,
    dimensionGCm: item.wymiarG,
  };
}
