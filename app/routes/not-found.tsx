import type { Route } from "./+types/not-found";
import { NotFoundPage } from "~/components/layout/error-pages";
import { pageTitle } from "~/components/layout/page-meta";
import type { SeoHandle } from "~/lib/seo";

export const handle: SeoHandle = { canonical: false };

/** Any unknown path. Thrown, so the response carries status 404. */
export function loader() {
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
