import type { ReactNode } from "react";
import { deliveryPrices, fulfilmentDays, type DeliveryPrices, type FulfilmentDays, type PickupAddress, type ShopSettings } from "~/lib/shop-settings";

/** The seller and its terms as the policies state them: from the shop's settings, never written into the texts. */
export type Seller = Pick<ShopSettings, "name" | "legalName" | "street" | "postalCode" | "city" | "nip" | "email" | "phone" | "publicUrl" | "pickupHours"> &
  DeliveryPrices &
  FulfilmentDays &
  PickupAddress & {
    /** The shop takes PayU (its credentials are configured). */
    onlinePayments: boolean;
  };

export function toSeller(settings: ShopSettings, onlinePayments: boolean): Seller {
  const { name, legalName, street, postalCode, city, nip, email, phone, publicUrl, pickupHours, pickupStreet, pickupPostalCode, pickupCity } = settings;
  return {
    ...{ name, legalName, street, postalCode, city, nip, email, phone, publicUrl },
    ...{ pickupHours, pickupStreet, pickupPostalCode, pickupCity },
    ...deliveryPrices(settings),
    ...fulfilmentDays(settings),
    onlinePayments,
  };
}

export interface LegalSection {
  /** The heading's id and the table of contents' anchor. */
  id: string;
  title: string;
  body: (seller: Seller) => ReactNode;
}

export interface LegalDocument {
  path: string;
  title: string;
  /** The page's meta description. */
  description: string;
  lead: string;
  /** ISO date the text took effect. */
  effectiveFrom: string;
  sections: LegalSection[];
}
