import type { ComponentType, ReactNode } from "react";
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

/**
 * What the page that renders a text lends it: its link to the shop's other pages. The texts are data: they name
 * no component, so the component layer can import them and never the other way round.
 */
export interface LegalParts {
  Link: ComponentType<{ to: string; children: ReactNode }>;
}

export interface LegalSection {
  /** The heading's id and the table of contents' anchor. */
  id: string;
  title: string;
  body: (seller: Seller, parts: LegalParts) => ReactNode;
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
