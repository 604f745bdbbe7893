import { DEFAULT_CORRECTION_NUMBER_PATTERN, DEFAULT_INVOICE_NUMBER_PATTERN } from "~/lib/invoice";
import { settings } from "~/db/schema";
import type { ShopSettings, SettingName } from "~/lib/shop-settings";
import { DEFAULT_DEDUCTIONS } from "~/lib/production-deductions";
import { parseSetting, SETTING_NAMES, shopSettingsSchema } from "~/lib/schemas/shop-settings";
import type { Db } from "../platform/db.server";

// The shop's settings: the deployment's [vars] are the defaults, a field the owner saved in /admin-settings
// (D1 `settings`) takes precedence. Read once per request (app/server/platform/request-context.server.ts) and by the
// queue consumer for each e-mail, so a change is effective at once everywhere.

/** The defaults from the deployment's vars; a misconfigured deployment fails loudly at its first request. */
export function defaultSettings(env: Env): ShopSettings {
  const count = (value: string) => (/^\d+$/.test(value) ? Number(value) : Number.NaN);
  const defaults = shopSettingsSchema.parse({
    name: env.SHOP_NAME,
    legalName: env.SHOP_LEGAL_NAME,
    street: env.SHOP_STREET,
    postalCode: env.SHOP_POSTAL_CODE,
    city: env.SHOP_CITY,
    nip: env.SHOP_NIP,
    phone: env.SHOP_PHONE,
    email: env.SHOP_EMAIL,
    adminEmail: env.SHOP_ADMIN_EMAIL,
    bankName: env.SHOP_BANK_NAME,
    bankAccount: env.SHOP_BANK_ACCOUNT,
    bankRecipient: env.SHOP_BANK_RECIPIENT,
    paymentPhone: env.SHOP_PAYMENT_PHONE,
    pickupHours: env.SHOP_PICKUP_HOURS,
    facebookUrl: env.SHOP_FACEBOOK_URL,
    instagramUrl: env.SHOP_INSTAGRAM_URL,
    powderCoatingUrl: env.SHOP_POWDER_COATING_URL,
    courierSmallParcelPrice: count(env.SHOP_COURIER_SMALL_PARCEL_PRICE),
    smallParcelMaxPieces: count(env.SHOP_SMALL_PARCEL_MAX_PIECES),
    courierPrice: count(env.SHOP_COURIER_PRICE),
    cashPaymentFee: count(env.SHOP_CASH_PAYMENT_FEE),
    fulfilmentMinDays: count(env.SHOP_FULFILMENT_MIN_DAYS),
    fulfilmentMaxDays: count(env.SHOP_FULFILMENT_MAX_DAYS),
    fulfilmentUsualMinDays: count(env.SHOP_FULFILMENT_USUAL_MIN_DAYS),
    fulfilmentUsualMaxDays: count(env.SHOP_FULFILMENT_USUAL_MAX_DAYS),
    pickupStreet: env.SHOP_PICKUP_STREET,
    pickupPostalCode: env.SHOP_PICKUP_POSTAL_CODE,
    pickupCity: env.SHOP_PICKUP_CITY,
    // The shop makes what it sells: the manufacturer is the seller unless the owner names another.
    manufacturerName: env.SHOP_LEGAL_NAME,
    manufacturerAddress: `${env.SHOP_STREET}, ${env.SHOP_POSTAL_CODE} ${env.SHOP_CITY}`,
    manufacturerEmail: env.SHOP_EMAIL,
    euResponsiblePerson: "",
    invoiceNumberPattern: DEFAULT_INVOICE_NUMBER_PATTERN,
    correctionNumberPattern: DEFAULT_CORRECTION_NUMBER_PATTERN,
    // The workshop's own figures are the owner's to set: no deployment var, a sensible start.
    ...DEFAULT_DEDUCTIONS,
  });
  return { ...defaults, publicUrl: new URL(env.SHOP_PUBLIC_URL).origin };
}

type SettingRow = { key: string; value: string };

/** A stored value; a row edited by hand into something that is not JSON is refused like any other bad value. */
function storedValue(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** The saved fields over the defaults. A row that no longer passes its field's rules is skipped (and logged), never served. */
export function mergeSettings(env: Env, rows: readonly SettingRow[]): ShopSettings {
  const merged: Record<string, unknown> = { ...defaultSettings(env) };
  for (const { key, value } of rows) {
    if (!(SETTING_NAMES as string[]).includes(key)) continue;
    const parsed = parseSetting(key as SettingName, storedValue(value));
    if (parsed.success) merged[key] = parsed.data;
    else console.error(JSON.stringify({ source: "settings", key, error: "stored value refused; the default applies" }));
  }
  const checked = shopSettingsSchema.safeParse(merged);
  // Fields valid alone but not together (e.g. a usual range outside a changed default): the defaults as a whole.
  if (!checked.success) {
    console.error(JSON.stringify({ source: "settings", error: "saved settings inconsistent; the defaults apply" }));
    return defaultSettings(env);
  }
  return { ...checked.data, publicUrl: defaultSettings(env).publicUrl };
}

/** The saved fields, as a query (so it can join a batch). */
export const settingRows = (db: Db) => db.select({ key: settings.key, value: settings.value }).from(settings);

export async function readShopSettings(db: Db, env: Env): Promise<ShopSettings> {
  return mergeSettings(env, await settingRows(db));
}
