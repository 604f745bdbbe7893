import type { Grosze } from "~/lib/money";
import type { ProductionDeductions } from "~/lib/production-deductions";

// The shop's settings (/admin-settings): its identity, delivery and payment prices, fulfilment days and pickup
// point. Stored in D1 with the deployment's [vars] as defaults (app/server/settings/shop.server.ts); everything
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

/**
 * Who makes the products, as every product page and order confirmation names them (GPSR, Regulation (EU) 2023/988,
 * art. 19). The shop makes its blinds itself, so the defaults are the seller's own data; another manufacturer is a
 * change in /admin-settings.
 */
export interface ManufacturerSettings {
  /** Its name, registered trade name or trade mark. */
  manufacturerName: string;
  /** One line: street, postal code, city (and the country outside Poland). */
  manufacturerAddress: string;
  manufacturerEmail: string;
  /** Name, postal and e-mail address of the responsible person in the EU: only for a manufacturer outside the EU, else empty. */
  euResponsiblePerson: string;
}

/** How invoices and correcting invoices are numbered: {n} the month's sequence, {MM} the month, {RRRR} the year. */
export interface InvoiceSettings {
  invoiceNumberPattern: string;
  correctionNumberPattern: string;
}

export type ShopSettings = ShopIdentity & DeliveryPrices & FulfilmentDays & PickupAddress & ManufacturerSettings & InvoiceSettings & ProductionDeductions;
/** The fields the owner edits: all but the public URL, which is where the deployment answers. */
export type EditableSettings = Omit<ShopSettings, "publicUrl">;
export type SettingName = keyof EditableSettings;

export function deliveryPrices({ courierSmallParcelPrice, smallParcelMaxPieces, courierPrice, cashPaymentFee }: DeliveryPrices): DeliveryPrices {
  return { courierSmallParcelPrice, smallParcelMaxPieces, courierPrice, cashPaymentFee };
}

export function fulfilmentDays({ fulfilmentMinDays, fulfilmentMaxDays, fulfilmentUsualMinDays, fulfilmentUsualMaxDays }: FulfilmentDays): FulfilmentDays {
  return { fulfilmentMinDays, fulfilmentMaxDays, fulfilmentUsualMinDays, fulfilmentUsualMaxDays };
}
