import type { Route } from "./+types/sitemap";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/lib/caching";
import { sitemapXml } from "~/lib/seo";
import { sitemapUrls } from "~/server/catalogue/sitemap.server";
import { getDb, getEnv } from "~/server/platform/request-context.server";

export async function loader({ context }: Route.LoaderArgs) {
  const env = getEnv(context);
  return new Response(sitemapXml(await sitemapUrls(getDb(context), env.SHOP_PUBLIC_URL)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL },
  });
}
