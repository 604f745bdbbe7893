import { useRouteLoaderData } from "react-router";
import type { ShopIdentity } from "~/lib/shop-identity";

/** The part of the shop's identity every page may show (header, footer, contact hints, SEO tags); no bank or admin data. */
export type ShopInfo = Pick<
  ShopIdentity,
  "name" | "street" | "postalCode" | "city" | "nip" | "phone" | "email" | "facebookUrl" | "instagramUrl" | "powderCoatingUrl" | "publicUrl"
>;

export function toShopInfo({
  name,
  street,
  postalCode,
  city,
  nip,
  phone,
  email,
  facebookUrl,
  instagramUrl,
  powderCoatingUrl,
  publicUrl,
}: ShopIdentity): ShopInfo {
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
