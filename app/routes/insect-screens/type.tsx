import { useSearchParams } from "react-router";
import type { Route } from "./+types/type";
import { pageMeta } from "~/lib/page-meta";
import { DoorScreenIllustration } from "~/components/insect-screens/illustrations";
import { configuratorPath } from "~/lib/screen-types";
import { InsectScreenIllustration } from "~/components/ui/illustrations";
import { LinkCard } from "~/components/ui/link-card";
import { publicPageHeaders } from "~/lib/caching";
import { MESH_COLOURS, SCREEN_PARAMS } from "~/lib/screen-configuration-url";
import { PageHeader } from "~/components/ui/page-header";

export const headers = publicPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: "Wybierz typ moskitiery",
      description: "Moskitiera drzwiowa czy okienna? Wybierz typ i skonfiguruj moskitierę na wymiar z ceną od razu.",
    },
    matches,
  );
}

export default function ScreenTypeChoice() {
  // A mesh chosen on /siatki-moskitiery travels on to the configurator.
  const [searchParams] = useSearchParams();
  const mesh = MESH_COLOURS.find((colour) => colour === searchParams.get(SCREEN_PARAMS.mesh));
  const search = mesh ? new URLSearchParams({ [SCREEN_PARAMS.mesh]: mesh }).toString() : "";
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
      <PageHeader eyebrow="Moskitiery" title="Wybierz typ moskitiery" back={{ to: "/moskitiery", label: "Powrót do moskitier" }}>
        <p>Moskitiera drzwiowa otwiera się jak drzwi, na zawiasach. Okienna zakłada się na ramę okna i trzyma na haczykach, bez wiercenia.</p>
      </PageHeader>
      <div className="mt-10 grid gap-6 sm:grid-cols-2">
        <LinkCard
          headingLevel={2}
          to={configuratorPath("drzwiowe", search)}
          title="Moskitiera drzwiowa"
          description="Na drzwi balkonowe i tarasowe: rama na zawiasach z poprzeczką i zamknięciem na magnes."
          illustration={<DoorScreenIllustration />}
          cta="Konfiguruj drzwiową"
        />
        <LinkCard
          headingLevel={2}
          to={configuratorPath("okienne", search)}
          title="Moskitiera okienna"
          description="Na okna: rama zakładana na ramę okna, z haczykami dobranymi do jej profilu."
          illustration={<InsectScreenIllustration />}
          cta="Konfiguruj okienną"
        />
      </div>
    </div>
  );
}
