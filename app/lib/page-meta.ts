import type { MetaDescriptor } from "react-router";
import type { ShopInfo } from "~/lib/shop-identity";

export type MetaMatch = { id: string; loaderData?: unknown } | undefined;

/** "Co chcesz zamówić? | Plisy Na Wymiar": the shop's name comes from the root loader, as configured per deployment. */
export function pageTitle(title: string, matches: readonly MetaMatch[]): string {
  const rootData = matches.find((match) => match?.id === "root")?.loaderData as { shop: ShopInfo } | undefined;
  return rootData ? `${title} | ${rootData.shop.name}` : title;
}

/**
 * A route's title and description, also as Open Graph tags (the rest of Open Graph and the canonical link
 * come from the root's SeoHead); a route's meta replaces the root's, so both are always given.
 */
export function pageMeta({ title, description }: { title: string; description: string }, matches: readonly MetaMatch[]): MetaDescriptor[] {
  return [
    { title: pageTitle(title, matches) },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
  ];
}
