import { commaAmount, type Grosze } from "~/lib/money";

// The shop's settings (/admin-settings): its identity, delivery and payment prices, fulfilment days and pickup
// point. Stored in D1 with the deployment's [vars] as defaults (app/server/shop-settings.server.ts); everything
// that prices or prints them takes them as input. No zod here: the checkout's bundle needs only the types.

/** The shop's identity: who sells, where, how to reach and pay them. */
export interface ShopIdentity {
  name: string;
  legalName: string;
  street: string;
  postalCode: string;
  city: string;
  nip: string;
  phone: string;
  email: string;
  adminEmail: string;
  bankName: string;
  bankAccount: string;
  bankRecipient: string;
  paymentPhone: string;
  /** When pickup orders can be collected at the shop's address, e.g. 'pon.–pt. 9:00–17:00'. */
  pickupHours: string;
  facebookUrl: string;
  instagramUrl: string;
  powderCoatingUrl: string;
  publicUrl: string;
}

/** What delivery and payment cost: the pricing engine's input (app/lib/checkout.ts), never a constant. */
export interface DeliveryPrices {
  /** DPD when every line is a pleat and there are at most smallParcelMaxPieces pieces. */
  courierSmallParcelPrice: Grosze;
  smallParcelMaxPieces: number;
  /** DPD for every other order. */
  courierPrice: Grosze;
  /** Paying in cash: on delivery (za pobraniem) or at pickup (gotówka przy odbiorze). */
  cashPaymentFee: Grosze;
}

/** Working days from payment (or, for cash, from confirmation) to dispatch: the range the terms promise and the usual one. */
export interface FulfilmentDays {
  fulfilmentMinDays: number;
  fulfilmentMaxDays: number;
  fulfilmentUsualMinDays: number;
  fulfilmentUsualMaxDays: number;
}

/** Where pickup orders are collected; the hours are the identity's pickupHours. */
export interface PickupAddress {
  pickupStreet: string;
  pickupPostalCode: string;
  pickupCity: string;
}

export type ShopSettings = ShopIdentity & DeliveryPrices & FulfilmentDays & PickupAddress;
/** The fields the owner edits: all but the public URL, which is where the deployment answers. */
export type EditableSettings = Omit<ShopSettings, "publicUrl">;
export type SettingName = keyof EditableSettings;

export function deliveryPrices({ courierSmallParcelPrice, smallParcelMaxPieces, courierPrice, cashPaymentFee }: DeliveryPrices): DeliveryPrices {
  return { courierSmallParcelPrice, smallParcelMaxPieces, courierPrice, cashPaymentFee };
}

export function fulfilmentDays({ fulfilmentMinDays, fulfilmentMaxDays, fulfilmentUsualMinDays, fulfilmentUsualMaxDays }: FulfilmentDays): FulfilmentDays {
  return { fulfilmentMinDays, fulfilmentMaxDays, fulfilmentUsualMinDays, fulfilmentUsualMaxDays };
}

/** How the settings page groups and labels the fields, in the form's order. */
export const SETTING_SECTIONS: readonly { title: string; fields: readonly { name: SettingName; label: string; hint?: string }[] }[] = [
  {
    title: "Dane sklepu",
    fields: [
      { name: "name", label: "Nazwa sklepu" },
      { name: "legalName", label: "Nazwa firmy (sprzedawca)", hint: "Tak, jak w regulaminie i na dokumentach." },
      { name: "street", label: "Ulica i numer" },
      { name: "postalCode", label: "Kod pocztowy" },
      { name: "city", label: "Miasto" },
      { name: "nip", label: "NIP" },
      { name: "phone", label: "Telefon" },
      { name: "email", label: "E-mail sklepu", hint: "Pokazywany klientom i podawany jako adres odpowiedzi." },
      { name: "adminEmail", label: "E-mail na zamówienia", hint: "Tu trafiają powiadomienia o zamówieniach i wiadomości." },
    ],
  },
  {
    title: "Płatności",
    fields: [
      { name: "bankName", label: "Nazwa banku" },
      { name: "bankAccount", label: "Numer rachunku (IBAN)", hint: "PL i 26 cyfr; spacje są dozwolone." },
      { name: "bankRecipient", label: "Odbiorca przelewu" },
      { name: "paymentPhone", label: "Telefon do przelewu na telefon" },
      { name: "cashPaymentFee", label: "Dopłata za płatność gotówką (za pobraniem, przy odbiorze), zł" },
    ],
  },
  {
    title: "Dostawa",
    fields: [
      { name: "courierSmallParcelPrice", label: "Kurier DPD – mała paczka z plisami, zł" },
      { name: "smallParcelMaxPieces", label: "Mała paczka – najwyżej sztuk plis", hint: "Zamówienie tylko z plisami, do tylu sztuk, płaci cenę małej paczki." },
      { name: "courierPrice", label: "Kurier DPD – pozostałe zamówienia, zł" },
    ],
  },
  {
    title: "Czas realizacji (dni robocze)",
    fields: [
      { name: "fulfilmentMinDays", label: "Najkrócej" },
      { name: "fulfilmentMaxDays", label: "Najdłużej" },
      { name: "fulfilmentUsualMinDays", label: "Zwykle od" },
      { name: "fulfilmentUsualMaxDays", label: "Zwykle do" },
    ],
  },
  {
    title: "Odbiór osobisty",
    fields: [
      { name: "pickupStreet", label: "Ulica i numer" },
      { name: "pickupPostalCode", label: "Kod pocztowy" },
      { name: "pickupCity", label: "Miasto" },
      { name: "pickupHours", label: "Godziny odbioru", hint: "Np. pon.–pt. 9:00–17:00" },
    ],
  },
  {
    title: "Linki",
    fields: [
      { name: "facebookUrl", label: "Facebook" },
      { name: "instagramUrl", label: "Instagram" },
      { name: "powderCoatingUrl", label: "Malowanie proszkowe (strona partnera)" },
    ],
  },
];

/** The settings kept in grosze, shown and typed in złote. */
export const MONEY_SETTINGS = ["cashPaymentFee", "courierSmallParcelPrice", "courierPrice"] as const satisfies readonly SettingName[];
export const isMoneySetting = (name: SettingName) => (MONEY_SETTINGS as readonly SettingName[]).includes(name);

/** The stored settings as the settings form's fields show them (amounts in złote with a comma). */
export function settingsFormValues(settings: EditableSettings): Record<SettingName, string> {
  const values = {} as Record<SettingName, string>;
  for (const section of SETTING_SECTIONS) {
    for (const { name } of section.fields) values[name] = isMoneySetting(name) ? commaAmount(settings[name] as number) : String(settings[name]);
  }
  return values;
}
