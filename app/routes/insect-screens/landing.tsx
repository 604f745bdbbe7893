import { Link } from "~/components/ui/link";
import type { Route } from "./+types/landing";
import { pageMeta } from "~/lib/page-meta";
import { ScreenMeasuringIllustration, ScreenProfilesIllustration } from "~/components/insect-screens/illustrations";
import { buttonClasses } from "~/components/ui/button";
import { CheckCircleIcon } from "~/components/ui/icons";
import { InsectScreenIllustration } from "~/components/ui/illustrations";
import { LinkCard } from "~/components/ui/link-card";
import { publicPageHeaders } from "~/lib/caching";

export const headers = publicPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: "Moskitiery na wymiar",
      description: "Moskitiery okienne i drzwiowe na wymiar: wybierz profil, kolor siatki i wymiary, a cenę zobaczysz od razu. Poradnik pomiaru krok po kroku.",
    },
    matches,
  );
}

const POINTS = ["Okienne i drzwiowe, co do centymetra", "Siatka szara lub biała", "Cena widoczna od razu w konfiguratorze"];

export default function ScreensLanding() {
  return (
    <>
      <section className="border-b border-stone-200 bg-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-2 lg:px-8">
          <div>
            <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Moskitiery</p>
            <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance text-stone-950 sm:text-5xl">Moskitiery na wymiar</h1>
            <p className="mt-5 max-w-xl text-lg leading-8 text-pretty text-stone-600">
              Moskitiery okienne i drzwiowe wykonujemy na wymiar, w ramie z profilu w wybranym kolorze. Podaj wymiary, wybierz profil i kolor siatki, a cenę zobaczysz, zanim dodasz
              moskitierę do koszyka.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to="/moskitiery/typ" className={buttonClasses("primary", "lg")}>
                Skonfiguruj moskitierę
              </Link>
              <Link to="/siatki-moskitiery" className={buttonClasses("secondary", "lg")}>
                Zobacz kolory siatek
              </Link>
            </div>
            <ul className="mt-8 grid gap-3 text-sm text-stone-700">
              {POINTS.map((point) => (
                <li key={point} className="flex items-center gap-2">
                  <CheckCircleIcon className="size-5 shrink-0 text-accent-600" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex justify-center rounded-3xl bg-linear-to-br from-accent-50 to-stone-100 p-8">
            <InsectScreenIllustration className="h-56 w-auto sm:h-72" />
          </div>
        </div>
      </section>

      <section aria-labelledby="zanim-zamowisz" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
        <h2 id="zanim-zamowisz" className="text-3xl font-bold tracking-tight text-stone-950">
          Zanim zamówisz
        </h2>
        <p className="mt-3 max-w-2xl text-stone-600">Sprawdź, jak zmierzyć okno lub drzwi, i porównaj profile. Oba poradniki prowadzą dalej do konfiguratora.</p>
        <div className="mt-8 grid gap-6 sm:grid-cols-2">
          <LinkCard
            to="/moskitiery/pomiar"
            title="Jak zmierzyć"
            description="Poradnik pomiaru moskitier drzwiowych i okiennych: zakładki na ościeżnicę, strona zawiasów, szerokość haczyka."
            illustration={<ScreenMeasuringIllustration />}
            cta="Przejdź do poradnika"
          />
          <LinkCard
            to="/moskitiery/profile"
            title="Profile moskitier"
            description="Kolory, rodzaje i ceny za m² profili do moskitier okiennych i drzwiowych."
            illustration={<ScreenProfilesIllustration />}
            cta="Zobacz profile"
          />
        </div>
      </section>
    </>
  );
}
