import { TextLink } from "~/components/ui/text-link";
import type { Route } from "./+types/order-category";
import { pageMeta } from "~/lib/page-meta";
import { FurnitureIllustration, InsectScreenIllustration, PleatIllustration } from "~/components/ui/illustrations";
import { LinkCard } from "~/components/ui/link-card";
import { publicPageHeaders } from "~/lib/caching";
import { PLEAT_MAX_SHOP_WIDTH_CM } from "~/lib/pricing";

export const headers = publicPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: "Co chcesz zamówić?",
      description: "Wybierz, co chcesz zamówić: plisy na wymiar, moskitiery okienne lub drzwiowe albo meble na zamówienie.",
    },
    matches,
  );
}

export default function OrderCategory() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">Zamów</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-stone-950 sm:text-4xl">Co chcesz zamówić?</h1>
        <p className="mt-4 text-lg leading-8 text-stone-600">Wybierz kategorię, a krok po kroku dobierzesz wymiary i wykonanie. Cenę zobaczysz, zanim dodasz produkt do koszyka.</p>
      </header>

      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <LinkCard
          headingLevel={2}
          to="/plisy"
          title="Plisy"
          description="Wybierz tkaninę, profil i dodatki, podaj wymiary i od razu sprawdź cenę."
          illustration={<PleatIllustration />}
          cta="Zamów plisy"
        />
        <LinkCard
          headingLevel={2}
          to="/moskitiery/typ"
          title="Moskitiery"
          description="Okienne lub drzwiowe: wybierz typ i skonfiguruj moskitierę na wymiar."
          illustration={<InsectScreenIllustration />}
          cta="Zamów moskitiery"
        />
        <LinkCard
          headingLevel={2}
          to="/meble"
          title="Meble"
          description="Meble na zamówienie wyceniamy indywidualnie: wyślij zapytanie, a odpowiemy z propozycją."
          illustration={<FurnitureIllustration />}
          cta="Zapytaj o meble"
        />
      </div>

      <p className="mt-10 rounded-xl border border-stone-200 bg-white p-5 text-sm leading-6 text-stone-700">
        {`Plisy w sklepie zamówisz do szerokości ${PLEAT_MAX_SHOP_WIDTH_CM} cm. Szersze wykonujemy jako projekt indywidualny,`}{" "}
        <TextLink to="/kontakt">skontaktuj się z nami</TextLink>.
      </p>
    </div>
  );
}
