import { redirect } from "react-router";
import type { Route } from "./+types/configurator";
import { pageMeta } from "~/lib/page-meta";
import { skipRevalidationForSearch } from "~/lib/revalidation";
import { ScreenConfigurator } from "~/components/insect-screens/screen-configurator";
import { ProductSafety } from "~/components/catalogue/product-safety";
import { insectScreen, productSafetyInfo } from "~/lib/product-safety";
import { publicPageHeaders } from "~/lib/caching";
import { configuratorPath, isScreenType } from "~/lib/screen-types";
import { listMeshes, listScreenProfiles } from "~/server/catalogue/screens.server";
import { getCatalogue } from "~/server/platform/request-context.server";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // The spec treats any type but 'drzwiowe' as 'okienne'; redirecting keeps one URL per configurator.
  if (!isScreenType(params.type)) {
    return redirect(configuratorPath("okienne", new URL(request.url).searchParams.toString()), 301);
  }
  const catalogue = await getCatalogue(context);
  const profiles = listScreenProfiles(catalogue, params.type);
  const safety = productSafetyInfo(catalogue.settings, [
    insectScreen(
      params.type,
      profiles.map((profile) => profile.code),
      listMeshes(catalogue).map((mesh) => mesh.code),
    ),
  ]);
  return { type: params.type, profiles, safety };
}

export const shouldRevalidate = skipRevalidationForSearch;

export const headers = publicPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const door = loaderData?.type === "drzwiowe";
  return pageMeta(
    {
      title: door ? "Moskitiera drzwiowa na wymiar" : "Moskitiera okienna na wymiar",
      description: door
        ? "Skonfiguruj moskitierę drzwiową na wymiar: profil, wymiary, kolor siatki, strona zawiasów i dodatkowa rozpora. Cena od razu."
        : "Skonfiguruj moskitierę okienną na wymiar: profil, wymiary, kolor siatki, szerokość haczyka i szczotka uszczelniająca. Cena od razu.",
    },
    matches,
  );
}

export default function ScreenConfiguratorPage({ loaderData: { type, profiles, safety } }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
      {/* Keyed by type: going from one type's configurator to the other's starts a fresh form. */}
      <ScreenConfigurator key={type} type={type} profiles={profiles} />
      <ProductSafety info={safety} className="mt-10" />
    </div>
  );
}
