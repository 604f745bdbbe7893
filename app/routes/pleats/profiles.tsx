import type { MouseEvent } from "react";
import { TextLink } from "~/components/ui/text-link";
import { ProductSafety } from "~/components/catalogue/product-safety";
import type { Route } from "./+types/profiles";
import { pageMeta } from "~/lib/page-meta";
import { ProfileCard } from "./profiles/profile-card";
import { storeProfileCode, useStoredProfileCode } from "~/components/pleats/selected-profile";
import { useToast } from "~/components/ui/toast";
import { PageHeader } from "~/components/ui/page-header";
import { publicPageHeaders } from "~/lib/caching";
import { fabricPath, PROFILE_RETURN_PARAM } from "~/lib/catalogue-paths";
import { pleatProfiles, productSafetyInfo } from "~/lib/product-safety";
import { getProfilePicker } from "~/server/catalogue/pleats.server";
import { getCatalogue } from "~/server/platform/request-context.server";

/** Where choosing a profile leads: the fabric page the picker was opened from, if it names a real fabric (never elsewhere). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const fabricCode = new URL(request.url).searchParams.get(PROFILE_RETURN_PARAM)?.slice(0, 40) || null;
  const catalogue = await getCatalogue(context);
  const { profiles, fabric } = getProfilePicker(catalogue, fabricCode);
  return {
    profiles: profiles.map(({ code, colour, image }) => ({ code, colour, image })),
    returnTo: fabric ? { path: fabricPath(fabric.code), name: fabric.name } : null,
    safety: productSafetyInfo(catalogue.settings, [pleatProfiles(profiles.map((profile) => profile.code))]),
  };
}

export const headers = publicPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: "Profile plis",
      description: "Wybierz kolor profili plisy, tak by pasował do ramy okna. Wybrany profil zapamiętamy i podstawimy w konfiguratorze.",
    },
    matches,
  );
}

export default function PleatProfiles({ loaderData }: Route.ComponentProps) {
  const { profiles, returnTo, safety } = loaderData;
  const selected = useStoredProfileCode();
  const toast = useToast();

  const choose = (code: string, event: MouseEvent<HTMLAnchorElement>) => {
    if (storeProfileCode(code)) {
      toast.success(returnTo ? `Wybrano profil ${code}.` : `Wybrano profil ${code}. Teraz wybierz tkaninę.`);
    } else {
      event.preventDefault();
      toast.error("Nie udało się zapamiętać profilu. Sprawdź, czy przeglądarka pozwala zapisywać dane stron.");
    }
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
      <PageHeader eyebrow="Plisy" title="Profile plis" back={returnTo ? { to: returnTo.path, label: `Wróć do tkaniny ${returnTo.name}` } : { to: "/plisy", label: "Plisy" }}>
        <p>
          Profile to aluminiowe listwy, między którymi rozpięta jest tkanina plisy. Dobierz ich kolor do ramy okna: wybrany profil zapamiętamy i podstawimy w konfiguratorze, a
          zmienisz go tam w każdej chwili.
        </p>
      </PageHeader>

      {profiles.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center text-stone-600">Brak dostępnych profili w bazie danych.</p>
      ) : (
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {profiles.map((profile, index) => (
            <ProfileCard
              key={profile.code}
              profile={profile}
              selected={profile.code === selected}
              chooseHref={returnTo?.path ?? "/tkaniny-plisy"}
              onChoose={choose}
              eager={index < 4}
            />
          ))}
        </div>
      )}

      <p className="mt-10 text-sm text-stone-600">
        Nie wiesz, jaki kolor wybrać? <TextLink to="/tkaniny-plisy">Przejdź do tkanin</TextLink> i wybierz profil w konfiguratorze, gdy będziesz już wiedzieć, jaką tkaninę
        zamawiasz.
      </p>

      <ProductSafety info={safety} className="mt-10" />
    </div>
  );
}
