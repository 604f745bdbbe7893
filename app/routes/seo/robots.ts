import type { Route } from "./+types/robots";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/lib/caching";
import { robotsTxt } from "~/lib/seo";
import { getEnv } from "~/server/platform/request-context.server";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(getEnv(context).SHOP_PUBLIC_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL },
  });
}
