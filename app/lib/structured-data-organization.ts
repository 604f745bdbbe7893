import { absoluteUrl } from "~/lib/seo";
import type { ShopIdentity } from "~/lib/shop-settings";
import type { JsonLdObject } from "~/lib/structured-data";

// The home page's JSON-LD, the shop as an organisation: in a module of its own so only the home page loads it
// (the breadcrumbs every page may show are in ./structured-data, a product page's offer in ./structured-data-product).

type PublicShop = Pick<ShopIdentity, "name" | "street" | "postalCode" | "city" | "nip" | "phone" | "email" | "facebookUrl" | "instagramUrl" | "publicUrl">;

/** "500 600 700" → "+48500600700" */
function internationalPhone(phone: string): string {
  return `+48${phone.replace(/\D/g, "").slice(-9)}`;
}

export function organizationJsonLd(shop: PublicShop): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": absoluteUrl(shop.publicUrl, "/#organizacja"),
    name: shop.name,
    url: absoluteUrl(shop.publicUrl, "/"),
    logo: absoluteUrl(shop.publicUrl, "/icons/icon-512.png"),
    image: absoluteUrl(shop.publicUrl, "/og-image.png"),
    email: shop.email,
    telephone: internationalPhone(shop.phone),
    taxID: shop.nip,
    address: {
      "@type": "PostalAddress",
      streetAddress: shop.street,
      postalCode: shop.postalCode,
      addressLocality: shop.city,
      addressCountry: "PL",
    },
    areaServed: { "@type": "Country", name: "Polska" },
    sameAs: [shop.facebookUrl, shop.instagramUrl],
  };
}
