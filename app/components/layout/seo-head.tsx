import { useLocation, useMatches, useRouteError } from "react-router";
import { absoluteUrl, canonicalUrl, readSeoHandle } from "~/lib/seo";
import type { ShopInfo } from "~/lib/shop-identity";
import { JsonLd } from "./json-ld";

export const OG_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;

/**
 * The head tags every page shares: canonical link, Open Graph (title and description come from each
 * route's pageMeta) and the breadcrumbs of the static nested pages (built by the root loader). The leaf route's `handle` decides
 * which query, if any, belongs to the canonical address.
 */
export function SeoHead({ shop, breadcrumbs }: { shop: ShopInfo; breadcrumbs: { path: string; json: string } | null }) {
  const location = useLocation();
  const leaf = useMatches().at(-1);
  // The root's error page (a 404 or a crash caught at the root) has no address of its own.
  const rootError = useRouteError();
  const canonical = rootError ? null : canonicalUrl(shop.publicUrl, location.pathname, location.search, readSeoHandle(leaf?.handle));
  return (
    <>
      {canonical ? (
        <>
          <link rel="canonical" href={canonical} />
          <meta property="og:url" content={canonical} />
        </>
      ) : null}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="pl_PL" />
      <meta property="og:site_name" content={shop.name} />
      <meta property="og:image" content={absoluteUrl(shop.publicUrl, OG_IMAGE.path)} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(OG_IMAGE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE.height)} />
      <meta property="og:image:alt" content={`${shop.name}: plisy i moskitiery na wymiar`} />
      <meta name="twitter:card" content="summary_large_image" />
      {breadcrumbs?.path === location.pathname ? <JsonLd json={breadcrumbs.json} /> : null}
    </>
  );
}
