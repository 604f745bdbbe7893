import type { Route } from "./+types/sitemap";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/lib/caching";
import { sitemapXml } from "~/lib/seo";
import { getCloudflare } from "~/server/context";
import { getDb } from "~/server/db.server";
import { sitemapUrls } from "~/server/sitemap.server";

export async function loader({ context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  return new Response(sitemapXml(await sitemapUrls(getDb(env), env.SHOP_PUBLIC_URL)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL },
  });
}
