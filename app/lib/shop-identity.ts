import { useRouteLoaderData } from "react-router";

// The one home of the shop's identity in lib; app/server/shop-identity.server.ts reads and checks it from the deployment's vars.
// No zod here: the browser needs only the type, the helpers and the hooks.

/** The shop's identity, configured per deployment through the worker's vars. */
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

/** The part of the shop's identity every page may show (header, footer, contact hints, SEO tags); no bank or admin data. */
export type ShopInfo = Pick<
  ShopIdentity,
  "name" | "street" | "postalCode" | "city" | "nip" | "phone" | "email" | "facebookUrl" | "instagramUrl" | "powderCoatingUrl" | "publicUrl"
>;

export function toShopInfo({ name, street, postalCode, city, nip, phone, email, facebookUrl, instagramUrl, powderCoatingUrl, publicUrl }: ShopIdentity): ShopInfo {
  return { name, street, postalCode, city, nip, phone, email, facebookUrl, instagramUrl, powderCoatingUrl, publicUrl };
}

/** Undefined only while the root loader itself has failed (the error page then renders without the frame). */
export function useOptionalShopInfo(): ShopInfo | undefined {
  return useRouteLoaderData<{ shop: ShopInfo }>("root")?.shop;
}

/** For pages: they render only when the root loader succeeded. */
export function useShopInfo(): ShopInfo {
  const shop = useOptionalShopInfo();
  if (!shop) throw new Error("The root loader's shop info is missing");
  return shop;
}

/** "PL61109010140000071219812874" → "PL61 1090 1014 0000 0712 1981 2874" */
export function formatBankAccount(iban: string): string {
  return iban.replace(/(.{4})/g, "$1 ").trim();
}

/** "500600700" or "500 600 700" → "tel:+48500600700" */
export function phoneHref(phone: string): string {
  return `tel:+48${phone.replace(/\D/g, "").slice(-9)}`;
}
