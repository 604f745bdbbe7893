import { data, isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/detail";
import { FabricDetailPage } from "./detail/fabric-detail-page";
import { JsonLd } from "~/components/layout/json-ld";
import { ProductSafety } from "~/components/catalogue/product-safety";
import { deferred } from "~/components/ui/deferred";
import { pageMeta } from "~/lib/page-meta";
import { publicPageHeaders } from "~/lib/caching";
import { formatPln } from "~/lib/money";
import { lowestPriceShown } from "~/lib/price-history";
import { pleatAccessories, pleatOfFabric, productSafetyInfo } from "~/lib/product-safety";
import { pageTrail } from "~/lib/site-pages";
import { breadcrumbJsonLd, serializeJsonLd } from "~/lib/structured-data";
import { productJsonLd } from "~/lib/structured-data-product";
import { getFabricPage } from "~/server/catalogue/fabrics.server";
import { getCatalogue } from "~/server/platform/request-context.server";

const fabricCode = z.string().min(1).max(40);

export async function loader({ params, context }: Route.LoaderArgs) {
  const code = fabricCode.safeParse(params.code);
  if (!code.success) throw data(null, { status: 404 });
  const catalogue = await getCatalogue(context);
  const page = getFabricPage(catalogue, code.data);
  if (!page) throw data(null, { status: 404 });
  const { fabric } = page;
  const shop = catalogue.settings;
  const path = `/tkanina/${encodeURIComponent(fabric.code)}`;
  const jsonLd = [
    productJsonLd(shop, {
      name: `Plisa na wymiar – ${fabric.name} (${fabric.code})`,
      description: `Plisa szyta na wymiar z tkaniny ${fabric.name}, kolor ${fabric.colour}, kolekcja ${fabric.collection}; cena za m² z VAT.`,
      sku: fabric.code,
      image: fabric.image,
      path,
      category: fabric.category,
      color: fabric.colour,
      pricePerM2: fabric.pricePerM2,
      lowestPricePerM2: lowestPriceShown(fabric),
      available: fabric.available,
    }),
    breadcrumbJsonLd(shop.publicUrl, [...pageTrail("/tkaniny-plisy"), { name: fabric.name, path }]),
  ].map(serializeJsonLd);
  const safety = productSafetyInfo(shop, [
    pleatOfFabric(
      fabric,
      page.profiles.map((profile) => profile.code),
    ),
    pleatAccessories(page.accessories.map((accessory) => accessory.name)),
  ]);
  return { ...page, jsonLd, safety };
}

/** The configuration lives in the search params and is priced in the browser: changing it needs no new data. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export const headers = publicPageHeaders;

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  if (!loaderData) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [
      ...pageMeta(
        {
          title: notFound ? "Tkanina nie została znaleziona" : "Nie udało się pobrać danych tkaniny",
          description: "Katalog tkanin do plis na wymiar.",
        },
        matches,
      ),
      { name: "robots", content: "noindex" },
    ];
  }
  const { fabric } = loaderData;
  return pageMeta(
    {
      title: `${fabric.name} (${fabric.code})`,
      description: `Plisa na wymiar z tkaniny ${fabric.name} (${fabric.code}), kolor ${fabric.colour}, kolekcja ${fabric.collection}, ${formatPln(fabric.pricePerM2)} za m². Podaj wymiary, wybierz profil i dodatki, a cenę zobaczysz od razu.`,
    },
    matches,
  );
}

export default function FabricDetail({ loaderData }: Route.ComponentProps) {
  const { jsonLd, safety, ...page } = loaderData;
  return (
    <>
      {jsonLd.map((json) => (
        <JsonLd key={json} json={json} />
      ))}
      <FabricDetailPage key={page.fabric.code} {...page} />
      <div className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 lg:px-8">
        <ProductSafety info={safety} />
      </div>
    </>
  );
}

// Few visits see it: the browser loads it when it is shown (the server renders it in place).
const FabricLoadError = deferred(() => import("./detail/fabric-load-error").then((module) => module.FabricLoadError));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <FabricLoadError notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
