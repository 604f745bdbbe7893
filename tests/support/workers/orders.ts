import { env } from "cloudflare:workers";
import { pleatCartItem, screenCartItem, type CartItem } from "~/lib/cart";
import type { CheckoutForm } from "~/lib/checkout";
import { quotePleat, quoteScreen, type PleatConfiguration, type ScreenConfiguration } from "~/lib/pricing";
import { getDb } from "~/server/db.server";
import { listPleatAccessories } from "~/server/pleat-catalogue.server";

/** Cart lines built from the seeded catalogue exactly as the configurators build them. */
export async function seededPleatLine(change: Partial<PleatConfiguration> = {}, where = "available = 1"): Promise<CartItem> {
  const db = getDb(env);
  const fabric = await env.DB.prepare(`select code, name, price_per_m2 as pricePerM2, max_width_cm as maxWidthCm, available from fabrics where ${where} and max_width_cm >= 120 order by code limit 1`).first<{ code: string; name: string; pricePerM2: number; maxWidthCm: number; available: number }>();
  const configuration: PleatConfiguration = {
    widthCm: 100,
    heightCm: 150,
    quantity: 2,
    mounting: "invasive",
    spacers: true,
    monofilamentGuide: false,
    angle: "none",
    juzKonQuantity: null,
    guide: 9,
    guideQuantity: 2,
    handle: true,
    handleQuantity: 1,
    ...change,
  };
  const quote = quotePleat({ configuration, fabric: { ...fabric!, available: true }, accessories: await listPleatAccessories(db) });
  return pleatCartItem({ id: crypto.randomUUID(), createdAt: new Date().toISOString(), fabricCode: fabric!.code, fabricName: fabric!.name, profileCode: "P-01" }, configuration, quote);
}

export async function seededDoorScreenLine(): Promise<CartItem> {
  const profile = await env.DB.prepare("select code, price_per_m2 as pricePerM2 from screen_profiles where type = 'drzwiowe' and available = 1 order by code limit 1").first<{ code: string; pricePerM2: number }>();
  const configuration: ScreenConfiguration = { type: "drzwiowe", widthCm: 90, heightCm: 210, quantity: 1, hookWidthMm: null, sealingBrush: false, doorSide: "prawa", extraBrace: false, dimensionGCm: null };
  const quote = quoteScreen({ configuration, profile: { pricePerM2: profile!.pricePerM2, available: true } });
  return screenCartItem(
    { id: crypto.randomUUID(), createdAt: new Date().toISOString(), profileCode: profile!.code },
    configuration,
    { meshColor: "szara", narozniki: false, wymiarC: null, wymiarD: null, wymiarE: null, wymiarF: null, wymiarZ: null },
    quote,
  );
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
    ...change,
  };
}
