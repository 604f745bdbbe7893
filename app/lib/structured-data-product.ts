import { decimalAmount, type Grosze } from "~/lib/money";
import { absoluteUrl } from "~/lib/seo";
import type { ShopIdentity } from "~/lib/shop-settings";
import type { JsonLdObject } from "~/lib/structured-data";

// A product page's JSON-LD, its offer: loaded by the fabric and screen profile pages only (see ./structured-data).

export interface ProductFacts {
  name: string;
  description: string;
  /** The catalogue code. */
  sku: string;
  /** Site-relative or absolute. */
  image: string;
  /** The product page, site-relative. */
  path: string;
  category: string;
  color: string;
  pricePerM2: Grosze;
  available: boolean;
  /** On sale: the lowest price per m² of the 30 days before the reduction (app/lib/price-history.ts `lowestPriceShown`). */
  lowestPricePerM2?: Grosze | null;
}

/** A price per m², VAT included, as schema.org states a unit price. */
function unitPrice(amount: Grosze) {
  return {
    "@type": "UnitPriceSpecification",
    price: decimalAmount(amount),
    priceCurrency: "PLN",
    valueAddedTaxIncluded: true,
    unitCode: "MTK",
    unitText: "m²",
    referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MTK" },
  };
}

/**
 * A made-to-measure product priced per m²: the Offer carries that unit price, VAT included. On sale, the
 * lowest price of the 30 days before the reduction follows the sale price as its StrikethroughPrice (Google's
 * merchant listings: the current price unmarked, the earlier one marked), the only "was" price the Omnibus
 * rule allows; a reference not above the price (a sale older than the history) is no reduction to mark.
 */
export function productJsonLd(shop: Pick<ShopIdentity, "name" | "publicUrl">, product: ProductFacts): JsonLdObject {
  const url = absoluteUrl(shop.publicUrl, product.path);
  const price = decimalAmount(product.pricePerM2);
  const lowest = product.lowestPricePerM2 ?? null;
  const priceSpecification =
    lowest !== null && lowest > product.pricePerM2
      ? [unitPrice(product.pricePerM2), { ...unitPrice(lowest), priceType: "https://schema.org/StrikethroughPrice" }]
      : unitPrice(product.pricePerM2);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    sku: product.sku,
    image: new URL(product.image, shop.publicUrl).href,
    url,
    category: product.category,
    color: product.color,
    brand: { "@type": "Brand", name: shop.name },
    offers: {
      "@type": "Offer",
      url,
      price,
      priceCurrency: "PLN",
      availability: product.available ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: shop.name },
      priceSpecification,
    },
  };
}
