import { generatePath, matchPath, redirect } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundPage } from "~/components/layout/error-pages";
import { pageTitle } from "~/lib/page-meta";
import type { SeoHandle } from "~/lib/seo";
import { routeAliases } from "~/route-aliases";

export const handle: SeoHandle = { canonical: false };

/**
 * Any path no route has. An old or alternative address the spec lists is sent on permanently to its page (query
 * kept); anything else is thrown, so the response carries status 404. The aliases are looked up here rather than
 * being routes of their own: React Router builds every route's objects again for each page it renders.
 */
export function loader({ url }: Route.LoaderArgs) {
  for (const alias of routeAliases) {
    const match = matchPath(`/${alias.from}`, url.pathname);
    if (match) throw redirect(generatePath(alias.to, match.params as Record<string, string>) + url.search, 301);
  }
  throw new Response("Not Found", { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle("Nie znaleziono strony", matches) }, { name: "robots", content: "noindex" }];
}

/** Never rendered: the loader always throws. */
export default function NotFound() {
  return null;
}

/**
 * The same page the root boundary shows for a 404, caught here so that client-side navigation to an unknown
 * path swaps only the page: a root-level boundary re-mounts the whole document (header, toasts, banner state).
 */
export function ErrorBoundary() {
  return <NotFoundPage />;
}
