import { useSearchParams } from "react-router";
import type { Route } from "./+types/measuring";
import { pageMeta } from "~/lib/page-meta";
import { LinkTabs } from "./measuring/link-tabs";
import { DoorScreenGuide, WindowScreenGuide } from "./measuring/measuring-guide";
import { PageHeader } from "~/components/ui/page-header";
import { publicPageHeaders } from "~/lib/caching";

export const headers = publicPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: "Jak zmierzyć moskitierę",
      description:
        "Poradnik pomiaru moskitier: drzwiowe (zakładki na ościeżnicę, strona zawiasów, poprzeczka 85 cm) i okienne (szerokość haczyka = profil z uszczelką minus 5 mm).",
    },
    matches,
  );
}

const TABS = [
  { key: "drzwiowe", label: "Drzwiowe", to: "?typ=drzwiowe" },
  { key: "okienne", label: "Okienne", to: "?typ=okienne" },
] as const;

export default function ScreenMeasuring() {
  const [searchParams] = useSearchParams();
  // Door screens open by default, as the spec says.
  const current = searchParams.get("typ") === "okienne" ? "okienne" : "drzwiowe";
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
      <PageHeader eyebrow="Moskitiery" title="Jak zmierzyć moskitierę" back={{ to: "/moskitiery", label: "Powrót do moskitier" }}>
        <p>Dobrze zmierzona moskitiera przylega do ościeżnicy i nie przepuszcza owadów. Wybierz typ i przejdź przez kroki, zanim wpiszesz wymiary w konfiguratorze.</p>
      </PageHeader>
      <div className="mt-10">
        <LinkTabs id="pomiar" label="Typ moskitiery" tabs={TABS} current={current}>
          {current === "drzwiowe" ? <DoorScreenGuide /> : <WindowScreenGuide />}
        </LinkTabs>
      </div>
    </div>
  );
}
