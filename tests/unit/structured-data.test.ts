import { describe, expect, it } from "vitest";
import { decimalAmount as schemaPrice } from "~/lib/money";
import { breadcrumbJsonLd, serializeJsonLd } from "~/lib/structured-data";
import { organizationJsonLd } from "~/lib/structured-data-organization";
import { productJsonLd } from "~/lib/structured-data-product";

const shop = {
  name: "Plisy Na Wymiar",
  street: "ul. Przykładowa 12",
  postalCode: "00-950",
  city: "Warszawa",
  nip: "5260001246",
  phone: "500 600 700",
  email: "sklep@plisy.example",
  facebookUrl: "https://facebook.example/plisy",
  instagramUrl: "https://instagram.example/plisy",
  publicUrl: "https://plisy.example",
};

describe("Organization", () => {
  it("describes the shop from its identity", () => {
    const data = organizationJsonLd(shop);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Plisy Na Wymiar",
      url: "https://plisy.example/",
      telephone: "+48500600700",
      email: "sklep@plisy.example",
      taxID: "5260001246",
      address: { "@type": "PostalAddress", streetAddress: "ul. Przykładowa 12", postalCode: "00-950", addressLocality: "Warszawa", addressCountry: "PL" },
      sameAs: ["https://facebook.example/plisy", "https://instagram.example/plisy"],
    });
  });
});

describe("Product with Offer", () => {
  const product = {
    name: "Plisa na wymiar – Basic 101 (PL-101)",
    description: "Plisa z tkaniny Basic 101.",
    sku: "PL-101",
    image: "/images/fabrics/PL-101.svg",
    path: "/tkanina/PL-101",
    category: "Półprzezroczysta",
    color: "czarny",
    pricePerM2: 6_950,
    available: true,
  };

  it("prices the offer per m² in PLN with VAT, from grosze", () => {
    const data = productJsonLd(shop, product);
    expect(data).toMatchObject({
      "@type": "Product",
      sku: "PL-101",
      image: "https://plisy.example/images/fabrics/PL-101.svg",
      url: "https://plisy.example/tkanina/PL-101",
      offers: {
        "@type": "Offer",
        price: "69.50",
        priceCurrency: "PLN",
        availability: "https://schema.org/InStock",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: "69.50",
          priceCurrency: "PLN",
          valueAddedTaxIncluded: true,
          unitCode: "MTK",
          referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MTK" },
        },
      },
    });
  });

  it("marks an unavailable product out of stock", () => {
    expect(productJsonLd(shop, { ...product, available: false }).offers).toMatchObject({ availability: "https://schema.org/OutOfStock" });
  });

  it("follows a sale price with the lowest 30-day price as its StrikethroughPrice, both per m²", () => {
    const offers = productJsonLd(shop, { ...product, pricePerM2: 5_560, lowestPricePerM2: 6_950 }).offers as Record<string, unknown>;
    expect(offers.price).toBe("55.60");
    const unit = { "@type": "UnitPriceSpecification", priceCurrency: "PLN", valueAddedTaxIncluded: true, unitCode: "MTK" };
    const specifications = offers.priceSpecification as Record<string, unknown>[];
    expect(specifications).toEqual([
      expect.objectContaining({ ...unit, price: "55.60" }),
      expect.objectContaining({ ...unit, price: "69.50", priceType: "https://schema.org/StrikethroughPrice" }),
    ]);
    // Google reads the unmarked specification as the current price: only the reference is marked.
    expect(specifications[0]).not.toHaveProperty("priceType");
  });

  it.each([
    ["not on sale", undefined],
    ["not on sale (null)", null],
    ["on sale with its own price as the lowest (a sale older than the history)", 6_950],
  ])("marks no strikethrough price when %s", (_, lowestPricePerM2) => {
    const offers = productJsonLd(shop, { ...product, lowestPricePerM2 }).offers as Record<string, unknown>;
    expect(offers.priceSpecification).toMatchObject({ "@type": "UnitPriceSpecification", price: "69.50" });
    expect(JSON.stringify(offers)).not.toContain("StrikethroughPrice");
  });

  it("formats prices as decimal strings", () => {
    expect(schemaPrice(12_345)).toBe("123.45");
    expect(schemaPrice(9_800)).toBe("98.00");
  });
});

describe("BreadcrumbList", () => {
  it("numbers the trail and makes each address absolute", () => {
    const data = breadcrumbJsonLd("https://plisy.example", [
      { name: "Strona główna", path: "/" },
      { name: "Profile moskitier drzwiowych", path: "/moskitiery/profile?type=drzwiowe" },
    ]);
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Strona główna", item: "https://plisy.example/" },
      { "@type": "ListItem", position: 2, name: "Profile moskitier drzwiowych", item: "https://plisy.example/moskitiery/profile?type=drzwiowe" },
    ]);
  });
});

describe("serialisation", () => {
  it("cannot close the script element, whatever a value holds", () => {
    const json = serializeJsonLd(breadcrumbJsonLd("https://plisy.example", [{ name: "</script><script>alert(1)</script>", path: "/" }]));
    expect(json).not.toContain("<");
    expect(JSON.parse(json).itemListElement[0].name).toBe("</script><script>alert(1)</script>");
  });
});
