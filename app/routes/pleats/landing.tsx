import { Link } from "~/components/ui/link";
import { TextLink } from "~/components/ui/text-link";
import type { Route } from "./+types/landing";
import { pageMeta } from "~/lib/page-meta";
import { AccessoriesIllustration, FabricIllustration, MeasuringIllustration, ProfileIllustration } from "./landing/pleat-illustrations";
import { WindowShape } from "~/components/pleats/window-shape";
import { buttonClasses } from "~/components/ui/button";
import { ArrowRightIcon, InfoCircleIcon } from "~/components/ui/icons";
import { PleatIllustration } from "~/components/ui/illustrations";
import { LinkCard } from "~/components/ui/link-card";
import { PageHeader } from "~/components/ui/page-header";
import { publicPageHeaders } from "~/lib/caching";
import { PLEAT_MAX_HEIGHT_CM, PLEAT_MAX_SHOP_WIDTH_CM, PLEAT_MIN_HEIGHT_CM, PLEAT_MIN_WIDTH_CM } from "~/lib/pricing";
import type { WindowShapeKind } from "~/lib/specialist-pleat-models";

export const headers = publicPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: "Plisy na wymiar",
      description: `Plisy szyte na wymiar co do centymetra, do ${PLEAT_MAX_SHOP_WIDTH_CM} cm szerokości. Zmierz okno, wybierz tkaninę, profil i dodatki, a cenę zobaczysz od razu.`,
    },
    matches,
  );
}

const STEPS = [
  { title: "Zmierz okno", text: "Zdecyduj, czy plisa ma być przykręcona do listew, czy założona bez wiercenia, i zmierz okno według poradnika." },
  { title: "Wybierz tkaninę", text: "Porównaj kolory, kolekcje i to, ile światła przepuszcza tkanina. Cena jest podana za metr kwadratowy." },
  { title: "Skonfiguruj plisę", text: "Podaj wymiary, wybierz profil, sposób montażu i dodatki. Cenę widzisz na bieżąco, zanim cokolwiek zamówisz." },
  { title: "Zamów", text: "Dodaj plisę do koszyka, a gdy skompletujesz zamówienie, wybierz dostawę i płatność." },
];

const SPECIALIST_PREVIEW: WindowShapeKind[] = ["slanted-top", "half-circle", "triangle", "round-top"];

export default function PleatsLanding() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
      <div className="grid items-center gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <PageHeader eyebrow="Plisy" title="Plisy na wymiar">
            <p>
              Plisa to harmonijkowo złożona tkanina rozpięta między dwoma profilami. Przesuwasz ją z góry na dół i z dołu do góry, więc zasłaniasz dokładnie tę część okna, którą
              chcesz, a reszta zostaje jasna.
            </p>
          </PageHeader>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/tkaniny-plisy" className={buttonClasses("primary", "lg")}>
              Skonfiguruj swoją plisę
            </Link>
            <Link to="/plisy-specjalistyczne" className={buttonClasses("secondary", "lg")}>
              Plisy specjalistyczne
            </Link>
          </div>
        </div>
        <div className="hidden justify-center rounded-2xl bg-linear-to-br from-accent-50 to-stone-100 p-8 lg:flex">
          <PleatIllustration className="h-56 w-auto" />
        </div>
      </div>

      <div className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <LinkCard
          headingLevel={2}
          to="/plisy/pomiar"
          title="Jak zmierzyć okno"
          description="Krok po kroku: jak zmierzyć szybę do montażu na listwach i skrzydło do montażu bez wiercenia."
          illustration={<MeasuringIllustration />}
          cta="Przeczytaj poradnik"
        />
        <LinkCard
          headingLevel={2}
          to="/plisy/profile"
          title="Profile"
          description="Wybierz kolor profili, między którymi rozpięta jest tkanina, tak by pasował do ramy okna."
          illustration={<ProfileIllustration />}
          cta="Wybierz profil"
        />
        <LinkCard
          headingLevel={2}
          to="/tkaniny-plisy"
          title="Tkaniny"
          description="Kolory, kolekcje, przepuszczalność światła i cena za m²: wybierz tkaninę i od razu skonfiguruj plisę."
          illustration={<FabricIllustration />}
          cta="Zobacz tkaniny"
        />
        <LinkCard
          headingLevel={2}
          to="/plisy/dodatki"
          title="Dodatki"
          description="Prowadnice, rączki, kątowniki i montaż bez wiercenia: sprawdź, co możesz dołożyć do plisy."
          illustration={<AccessoriesIllustration />}
          cta="Zobacz dodatki"
        />
      </div>

      <p className="mt-8 flex items-start gap-3 rounded-xl border border-stone-200 bg-white p-5 text-sm leading-6 text-stone-700">
        <InfoCircleIcon className="mt-0.5 size-5 shrink-0 text-accent-700" />
        <span>
          W sklepie zamówisz plisę o szerokości od {PLEAT_MIN_WIDTH_CM} do {PLEAT_MAX_SHOP_WIDTH_CM} cm i wysokości od {PLEAT_MIN_HEIGHT_CM} do {PLEAT_MAX_HEIGHT_CM} cm. Szersze
          plisy wykonujemy jako projekt indywidualny: <TextLink to="/kontakt">skontaktuj się z nami</TextLink>, a przygotujemy wycenę.
        </span>
      </p>

      <section aria-labelledby="jak-zamowic" className="mt-16 md:mt-24">
        <h2 id="jak-zamowic" className="text-3xl font-bold tracking-tight text-stone-950">
          Jak zamówić plisę
        </h2>
        <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
              <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-accent-50 text-sm font-bold text-accent-700 ring-1 ring-accent-100">
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold text-stone-950">{step.title}</h3>
              <p className="mt-2 text-sm leading-6 text-stone-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="nietypowe-okna" className="mt-16 grid items-center gap-8 rounded-2xl bg-stone-900 p-6 text-white sm:p-10 md:mt-24 lg:grid-cols-[3fr_2fr]">
        <div>
          <h2 id="nietypowe-okna" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Okno w nietypowym kształcie?
          </h2>
          <p className="mt-4 max-w-2xl leading-7 text-stone-300">
            Skosy, łuki, trójkąty, okna okrągłe i dachowe, a także plisy z napędem elektrycznym. Wybierz model plisy specjalistycznej, a przygotujemy wycenę dla Twojego okna.
          </p>
          <Link
            to="/plisy-specjalistyczne"
            className="mt-6 inline-flex min-h-12 items-center gap-2 rounded-lg bg-white px-6 py-3 font-medium text-stone-950 shadow-sm hover:bg-accent-50"
          >
            Zobacz plisy specjalistyczne
            <ArrowRightIcon className="size-4" />
          </Link>
        </div>
        <div className="grid grid-cols-4 gap-3">
          {SPECIALIST_PREVIEW.map((shape) => (
            <div key={shape} className="flex aspect-square items-center justify-center rounded-xl bg-white/95 p-2">
              <WindowShape shape={shape} className="size-full" />
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
