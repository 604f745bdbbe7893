import type { Route } from "./+types/profiles";
import { pageMeta } from "~/lib/page-meta";
import { ScreenProfileCard } from "~/components/insect-screens/screen-profile-card";
import { ProductSafety } from "~/components/catalogue/product-safety";
import { insectScreen, productSafetyInfo } from "~/lib/product-safety";
import { ScreenTypeLinks } from "./profiles/screen-type-links";
import { publicPageHeaders } from "~/lib/caching";
import { isScreenType, screenProfilesPath } from "~/lib/screen-types";
import { listScreenProfiles } from "~/server/catalogue/screens.server";
import { PageHeader } from "~/components/ui/page-header";
import type { SeoHandle } from "~/lib/seo";
import { getCatalogue } from "~/server/platform/request-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("type");
  // The spec's default: a missing or unknown type lists the window profiles.
  const type = isScreenType(requested) ? requested : "okienne";
  const catalogue = await getCatalogue(context);
  const profiles = listScreenProfiles(catalogue, type);
  return {
    type,
    profiles,
    safety: productSafetyInfo(catalogue.settings, [
      insectScreen(
        type,
        profiles.map((profile) => profile.code),
      ),
    ]),
  };
}

/** The door list is its own page; the window list (the default) is the address without a query. */
export const handle: SeoHandle = {
  canonicalSearch: (params) => (params.get("type") === "drzwiowe" ? "?type=drzwiowe" : ""),
};

export const headers = publicPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const kind = loaderData?.type === "drzwiowe" ? "drzwiowych" : "okiennych";
  return pageMeta(
    {
      title: `Profile moskitier ${kind}`,
      description: `Profile moskitier ${kind}: kolory, rodzaje i ceny za m². Wybierz profil i skonfiguruj moskitierę na wymiar.`,
    },
    matches,
  );
}

export default function ScreenProfiles({ loaderData: { type, profiles, safety } }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
      <PageHeader eyebrow="Moskitiery" title="Profile moskitier" back={{ to: "/moskitiery", label: "Powrót do moskitier" }}>
        <p>Profil to rama moskitiery. Wybierz typ, porównaj kolory i ceny za m², a potem skonfiguruj moskitierę z wybranym profilem.</p>
      </PageHeader>

      <div className="mt-8">
        <ScreenTypeLinks current={type} label="Typ moskitiery" hrefFor={screenProfilesPath} />
      </div>

      {profiles.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">Brak dostępnych profili {type} w bazie danych.</p>
      ) : (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {profiles.map((profile, index) => (
            <ScreenProfileCard key={profile.code} profile={profile} eager={index < 4} />
          ))}
        </div>
      )}

      <ProductSafety info={safety} className="mt-10" />
    </div>
  );
}
