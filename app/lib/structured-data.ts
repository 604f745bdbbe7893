import { type Crumb, pageTrail } from "~/lib/site-pages";
import { absoluteUrl } from "~/lib/seo";

// schema.org JSON-LD for search engines, built from the shop's own data. Pure: the pages render the result
// with <JsonLd>, and tests check it without a browser. The breadcrumbs every page may show are here; the
// home page's organisation and a product page's offer have modules of their own, loaded by those pages only.

export type JsonLdObject = { "@context": "https://schema.org"; "@type": string } & Record<string, unknown>;

export function breadcrumbJsonLd(publicUrl: string, trail: readonly Crumb[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(publicUrl, crumb.path),
    })),
  };
}

/**
 * The breadcrumbs of a nested site page (home, its ancestors, itself) as JSON for a <script>, with the address they
 * are for; null where a trail would say no more than "home, this page".
 */
export function siteBreadcrumbs(publicUrl: string, path: string): { path: string; json: string } | null {
  const trail = pageTrail(path);
  return trail.length > 2 ? { path, json: serializeJsonLd(breadcrumbJsonLd(publicUrl, trail)) } : null;
}

/** JSON for a <script> element: `<` escaped, so no value (a fabric's name, say) can close the script. */
export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
