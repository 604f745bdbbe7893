import { generatePath, matchPath, redirect } from "react-router";
import { routeAliases } from "~/route-aliases";
import type { Route } from "./+types/alias";

export function loader({ url }: Route.LoaderArgs) {
  for (const alias of routeAliases) {
    const match = matchPath(`/${alias.from}`, url.pathname);
    if (match) return redirect(generatePath(alias.to, match.params as Record<string, string>) + url.search, 301);
  }
  throw new Response("Not Found", { status: 404 });
}
