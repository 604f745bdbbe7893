import { redirect } from "react-router";
import type { Route } from "./+types/catalogue";
import { FabricCatalogue } from "./catalogue/fabric-catalogue";
import { deferred } from "~/components/ui/deferred";
import { pageMeta } from "~/lib/page-meta";
import { publicPageHeaders } from "~/lib/caching";
import { fabricQueryToSearch, parseFabricQuery } from "~/lib/catalogue";
import type { SeoHandle } from "~/lib/seo";
import { listFabrics } from "~/server/catalogue/fabrics.server";
import { getCatalogue } from "~/server/platform/request-context.server";

export async function loader({ url, context }: Route.LoaderArgs) {
  const query = parseFabricQuery(url.searchParams);
  const result = listFabrics(await getCatalogue(context), query);
  // A page past the end (a stale link, fewer fabrics now) shows page 1, so the URL must say page 1.
  if (result.page !== query.page) throw redirect(url.pathname + fabricQueryToSearch({ ...query, page: 1 }));
  return { query, ...result };
}

/** Filters and page name what is listed; the sort only reorders it, so it stays out of the canonical URL. */
export const handle: SeoHandle = {
  canonicalSearch: (params) => fabricQueryToSearch({ ...parseFabricQuery(params), sort: "nazwa" }),
};

export const headers = publicPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const page = loaderData?.page ?? 1;
  return pageMeta(
    {
      title: page > 1 ? `Tkaniny do plis – strona ${page}` : "Tkaniny do plis",
      description: "Tkaniny do plis na wymiar: kolekcje, kolory i wyprzedaże, z ceną za m², maksymalną szerokością oraz przepuszczalnością, odbiciem i pochłanianiem światła.",
    },
    matches,
  );
}

export default function FabricCataloguePage({ loaderData }: Route.ComponentProps) {
  return <FabricCatalogue data={loaderData} />;
}

// Few visits see it: the browser loads it when it is shown (the server renders it in place).
const CatalogueError = deferred(() => import("./catalogue/catalogue-error").then((module) => module.CatalogueError));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CatalogueError details={import.meta.env.DEV && error instanceof Error ? error.message : undefined} />;
}
