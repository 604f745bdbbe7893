import { useRouteLoaderData } from "react-router";

import { deliveryPrices, fulfilmentDays, type DeliveryPrices, type FulfilmentDays, type PickupAddress, type ShopIdentity, type ShopSettings } from "~/lib/shop-settings";

// What pages show of the shop's identity (part of its settings, app/lib/shop-settings.ts), and its formats.
// No zod here: the browser needs only the type, the helpers and the hooks.

/**
 * The part of the settings every page may show (header, footer, contact hints, SEO tags, the checkout's prices,
 * the fulfilment time, the pickup address); no bank or admin data, and the pickup hours only on a pickup order's pages.
 */
export type ShopInfo = Pick<
  ShopIdentity,
  "name" | "street" | "postalCode" | "city" | "nip" | "phone" | "email" | "facebookUrl" | "instagramUrl" | "powderCoatingUrl" | "publicUrl"
> &
  DeliveryPrices &
  FulfilmentDays &
  PickupAddress;

export function toShopInfo(settings: ShopSettings): ShopInfo {
  const { name, street, postalCode, city, nip, phone, email, facebookUrl, instagramUrl, powderCoatingUrl, publicUrl } = settings;
  const { pickupStreet, pickupPostalCode, pickupCity } = settings;
  return {
    ...{ name, street, postalCode, city, nip, phone, email, facebookUrl, instagramUrl, powderCoatingUrl, publicUrl },
    ...{ pickupStreet, pickupPostalCode, pickupCity },
    ...deliveryPrices(settings),
    ...fulfilmentDays(settings),
  };
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
