import { env } from "cloudflare:workers";
import { type CartItem, pleatAppearanceOf, type ScreenExtras } from "~/lib/cart";
import type { CheckoutForm } from "~/lib/checkout";
import type { PleatConfiguration, ScreenConfiguration } from "~/lib/pricing";
import { getDb } from "~/server/platform/db.server";
import { deliveryPrices, type DeliveryPrices, fulfilmentDays, type FulfilmentDays } from "~/lib/shop-settings";
import { readShopSettings } from "~/server/settings/shop.server";
import { pleatAccessoriesQuery } from "~/server/catalogue/pleats.server";
import { maximalPleatConfiguration, pleatLine, screenLine, STANDARD_PLEAT } from "../cart-lines";

/** Cart lines built from the seeded catalogue exactly as the configurators build them. */
export async function seededPleatLine(change: Partial<PleatConfiguration> = {}, where = "available = 1"): Promise<CartItem> {
  const fabric = await env.DB.prepare(
    `select code, name, colour, image, price_per_m2 as pricePerM2, max_width_cm as maxWidthCm, available from fabrics where ${where} and max_width_cm >= 120 order by code limit 1`,
  ).first<{ code: string; name: string; colour: string; image: string; pricePerM2: number; maxWidthCm: number; available: number }>();
  const profile = await env.DB.prepare("select colour from pleat_profiles where code = 'P-01'").first<{ colour: string }>();
  return pleatLine({
    configuration: { ...STANDARD_PLEAT, quantity: 2, ...change },
    fabric: { ...fabric!, available: true },
    accessories: await pleatAccessoriesQuery(getDb(env)),
    fabricCode: fabric!.code,
    fabricName: fabric!.name,
    profileCode: "P-01",
    appearance: pleatAppearanceOf(fabric!, profile),
  });
}

export async function seededDoorScreenLine(): Promise<CartItem> {
  return seededScreenLine({
    type: "drzwiowe",
    widthCm: 90,
    heightCm: 210,
    quantity: 1,
    hookWidthMm: null,
    sealingBrush: false,
    doorSide: "prawa",
    extraBrace: false,
    dimensionGCm: null,
  });
}

export function checkoutForm(change: Partial<CheckoutForm> = {}) {
  return {
    idempotencyKey: crypto.randomUUID(),
    firstName: "Anna",
    lastName: "Nowak",
    email: "anna.nowak@example.pl",
    phone: "600700800",
    street: "Długa",
    houseNumber: "5",
    apartmentNumber: "",
    city: "Kraków",
    postalCode: "31-147",
    notes: "",
    deliveryMethod: "kurier" as const,
    paymentMethod: "przelew_tradycyjny" as const,
    acceptTerms: true,
    acceptPrivacy: true,
    acceptComplaints: true,
    promoCode: "",
    wantsInvoice: false,
    companyName: "",
    companyNip: "",
    expectedTotal: "",
    ...change,
  };
}

/** `count` pleat lines of as many different available fabrics, each as wide as its fabric allows and with every extra. */
export async function maximalPleatLines(count: number): Promise<CartItem[]> {
  const { results } = await env.DB.prepare("select code, name, price_per_m2 as pricePerM2, max_width_cm as maxWidthCm from fabrics where available = 1 order by code limit ?")
    .bind(count)
    .all<{ code: string; name: string; pricePerM2: number; maxWidthCm: number }>();
  if (results.length < count) throw new Error(`the seed has only ${results.length} available fabrics`);
  const accessories = await pleatAccessoriesQuery(getDb(env));
  return results.map((fabric) => {
    const configuration = maximalPleatConfiguration(Math.min(fabric.maxWidthCm, 140));
    return pleatLine({ configuration, fabric: { ...fabric, available: true }, accessories, fabricCode: fabric.code, fabricName: fabric.name, profileCode: "P-01" });
  });
}

/** A screen line on the first available profile of its type, with the given options. */
export async function seededScreenLine(configuration: ScreenConfiguration, extras: Partial<ScreenExtras> = {}): Promise<CartItem> {
  const profile = await env.DB.prepare("select code, colour, price_per_m2 as pricePerM2 from screen_profiles where type = ? and available = 1 order by code limit 1")
    .bind(configuration.type)
    .first<{ code: string; colour: string; pricePerM2: number }>();
  return screenLine({ configuration, profileCode: profile!.code, pricePerM2: profile!.pricePerM2, extras, appearance: { profileColour: profile!.colour } });
}

/** The largest door and window screens, with every option of their type. */
export async function maximalScreenLines(): Promise<CartItem[]> {
  const base = { widthCm: 250, heightCm: 250, quantity: 999 };
  return [
    await seededScreenLine(
      { ...base, type: "drzwiowe", hookWidthMm: null, sealingBrush: false, doorSide: "lewa", extraBrace: true, dimensionGCm: 240 },
      { meshColor: "biala", wymiarC: 250, wymiarD: 250, wymiarE: 250, wymiarF: 250 },
    ),
    await seededScreenLine({ ...base, type: "okienne", hookWidthMm: 22, sealingBrush: true, doorSide: null, extraBrace: false, dimensionGCm: null }, { narozniki: true }),
  ];
}

/** The delivery and payment prices and the fulfilment days, what placeOrder takes, as the shop's settings have them now (a test may have changed them). */
export async function currentDeliveryPrices(): Promise<DeliveryPrices & FulfilmentDays> {
  const settings = await readShopSettings(getDb(env), env);
  return { ...deliveryPrices(settings), ...fulfilmentDays(settings) };
}

/** A form's fields as the browser sends them: a checked box as "on", an unchecked one (false) or a null left out. */
export type Fields = Record<string, string | boolean | null>;

export function formData(fields: Fields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === true) form.set(name, "on");
    else if (typeof value === "string") form.set(name, value);
  }
  return form;
}
