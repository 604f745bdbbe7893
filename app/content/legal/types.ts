import type { ReactNode } from "react";
import type { ShopIdentity } from "~/lib/shop-identity";

/** The seller as the policies identify it: from the deployment's shop identity, never written into the texts. */
export type Seller = Pick<ShopIdentity, "name" | "legalName" | "street" | "postalCode" | "city" | "nip" | "email" | "phone" | "publicUrl">;

export function toSeller({ name, legalName, street, postalCode, city, nip, email, phone, publicUrl }: ShopIdentity): Seller {
  return { name, legalName, street, postalCode, city, nip, email, phone, publicUrl };
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
