import { data } from "react-router";
import type { Route } from "./+types/profile-detail";
import { JsonLd } from "~/components/layout/json-ld";
import { pageMeta } from "~/lib/page-meta";
import { profileErrorMeta } from "~/lib/screen-profile-error";
import { deferred } from "~/components/ui/deferred";
import { ScreenProfileDetail } from "./profile-detail/screen-profile-detail";
import { skipRevalidationForSearch } from "~/lib/revalidation";
import { ScreenConfigurator } from "~/components/insect-screens/screen-configurator";
import { ProductSafety } from "~/components/catalogue/product-safety";
import { insectScreen, productSafetyInfo } from "~/lib/product-safety";
import { isScreenType, screenProfilePath, screenProfilesPath } from "~/lib/screen-types";
import { PageHeader } from "~/components/ui/page-header";
import { publicPageHeaders } from "~/lib/caching";
import { pageTrail } from "~/lib/site-pages";
import { breadcrumbJsonLd, serializeJsonLd } from "~/lib/structured-data";
import { productJsonLd } from "~/lib/structured-data-product";
import { getScreenProfile, listScreenProfiles } from "~/server/catalogue/screens.server";
import { getCatalogue } from "~/server/platform/request-context.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isScreenType(params.type)) throw data(null, { status: 404 });
  const catalogue = await getCatalogue(context);
  // The profile first: when the catalogue could not be read it fails the page (its error boundary), the list would only be empty.
  const profile = getScreenProfile(catalogue, params.type, params.code);
  const profiles = listScreenProfiles(catalogue, params.type);
  if (!profile) throw data(null, { status: 404 });
  const shop = catalogue.settings;
  const path = screenProfilePath(profile.type, profile.code);
  const screen = profile.type === "drzwiowe" ? "Moskitiera drzwiowa" : "Moskitiera okienna";
  const jsonLd = [
    productJsonLd(shop, {
      name: `${screen} na wymiar – profil ${profile.code}`,
      description: `${screen} wykonywana na wymiar na profilu ${profile.code} (${profile.colour}, ${profile.kind}); cena za m² z VAT.`,
      sku: profile.code,
      image: profile.image,
      path,
      category: screen,
      color: profile.colour,
      pricePerM2: profile.pricePerM2,
      available: profile.available,
    }),
    breadcrumbJsonLd(shop.publicUrl, [
      ...pageTrail("/moskitiery"),
      {
        name: profile.type === "drzwiowe" ? "Profile moskitier drzwiowych" : "Profile moskitier okiennych",
        path: profile.type === "drzwiowe" ? screenProfilesPath("drzwiowe") : "/moskitiery/profile",
      },
      { name: `Profil ${profile.code}`, path },
    ]),
  ].map(serializeJsonLd);
  const safety = productSafetyInfo(shop, [insectScreen(profile.type, [profile.code])]);
  return { profile, profiles, jsonLd, safety };
}

export const shouldRevalidate = skipRevalidationForSearch;

export const headers = publicPageHeaders;

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (!loaderData) {
    return profileErrorMeta(error, matches);
  }
  const { profile } = loaderData;
  const kind = profile.type === "drzwiowe" ? "drzwiowej" : "okiennej";
  return pageMeta(
    {
      title: `Profil ${profile.code} do moskitiery ${kind}`,
      description: `Profil ${profile.code} (${profile.colour}, ${profile.kind}) do moskitiery ${kind}. Skonfiguruj moskitierę na wymiar z tym profilem i od razu sprawdź cenę.`,
    },
    matches,
  );
}

export default function ScreenProfilePage({ loaderData: { profile, profiles, jsonLd, safety } }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
      {jsonLd.map((json) => (
        <JsonLd key={json} json={json} />
      ))}
      <PageHeader eyebrow="Profile moskitier" title={`Profil ${profile.code}`} back={{ to: screenProfilesPath(profile.type), label: "Wróć do listy profili" }} />
      {/* Side by side only where the configurator still has room for its own two columns. */}
      <div className="mt-8 grid items-start gap-8 xl:grid-cols-[16rem_minmax(0,1fr)]">
        <ScreenProfileDetail profile={profile} />
        <ScreenConfigurator key={profile.type} type={profile.type} profiles={profiles} profileInPath={profile.code} variant="section" />
      </div>
      <ProductSafety info={safety} className="mt-10" />
    </div>
  );
}

// Few visits see it: the browser loads it when it is shown (the server renders it in place).
const ProfileError = deferred(() => import("~/components/insect-screens/profile-not-found").then((module) => module.ProfileErrorContent));

export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  return <ProfileError error={error} type={isScreenType(params.type) ? params.type : undefined} />;
}
