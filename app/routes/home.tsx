import { Link } from "~/components/ui/link";
import { TextLink } from "~/components/ui/text-link";
import type { Route } from "./+types/home";
import { FabricCard } from "~/components/catalogue/fabric-card";
import { JsonLd } from "~/components/layout/json-ld";
import { pageMeta } from "~/lib/page-meta";
import { phoneHref, useShopInfo } from "~/lib/shop-identity";
import { buttonClasses } from "~/components/ui/button";
import { CheckCircleIcon, PhoneIcon } from "~/components/ui/icons";
import hero from "~/assets/illustrations/hero.svg?no-inline";
import { FurnitureIllustration, InsectScreenIllustration, PleatIllustration, PowderCoatingIllustration } from "~/components/ui/illustrations";
import { LinkCard } from "~/components/ui/link-card";
import { publicPageHeaders } from "~/lib/caching";
import { fulfilmentSentence } from "~/lib/fulfilment";
import { organizationJsonLd } from "~/lib/structured-data-organization";
import { serializeJsonLd } from "~/lib/structured-data";
import { featuredFabrics } from "~/server/catalogue/fabrics.server";
import { getCatalogue } from "~/server/platform/request-context.server";

export async function loader({ context }: Route.LoaderArgs) {
  const catalogue = await getCatalogue(context);
  return { featured: featuredFabrics(catalogue), jsonLd: serializeJsonLd(organizationJsonLd(catalogue.settings)) };
}

export const headers = publicPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: "Plisy i moskitiery na wymiar",
      description: "Plisy i moskitiery szyte na wymiar co do centymetra, meble na zamówienie. Rodzinna firma z ponad 15-letnim doświadczeniem, wysyłka na terenie całej Polski.",
    },
    matches,
  );
}

const HIGHLIGHTS = ["Ponad 15 lat doświadczenia", "Wymiar co do centymetra", "Wysyłka na terenie całej Polski", "Ceny zawierają VAT"];

const FACTS = [
  { value: "15+", label: "lat doświadczenia" },
  { value: "1 cm", label: "dokładność wymiaru" },
  { value: "cała Polska", label: "zasięg wysyłki" },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const shop = useShopInfo();
  return (
    <>
      <JsonLd json={loaderData.jsonLd} />
      <section className="overflow-hidden border-b border-stone-200 bg-white">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-2 lg:px-8">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-accent-50 px-3 py-1 text-sm font-medium text-accent-800 ring-1 ring-accent-100">
              Szyjemy na wymiar od ponad 15 lat
            </p>
            <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance text-stone-950 sm:text-5xl lg:text-6xl">Plisy i moskitiery na wymiar</h1>
            <p className="mt-5 max-w-xl text-lg leading-8 text-pretty text-stone-600">
              Wybierz tkaninę, podaj wymiary, a my uszyjemy plisę dopasowaną do Twojego okna. Wykonujemy też moskitiery okienne i drzwiowe oraz meble na zamówienie.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to="/zamow" className={buttonClasses("primary", "lg")}>
                Zamów
              </Link>
              <Link to="/kontakt" className={buttonClasses("secondary", "lg")}>
                Skontaktuj się z nami
              </Link>
            </div>
            <ul className="mt-10 grid gap-x-6 gap-y-3 text-sm text-stone-700 sm:grid-cols-2">
              {HIGHLIGHTS.map((highlight) => (
                <li key={highlight} className="flex items-center gap-2">
                  <CheckCircleIcon className="size-5 shrink-0 text-accent-600" />
                  {highlight}
                </li>
              ))}
            </ul>
          </div>
          <div className="mx-auto w-full max-w-md lg:max-w-none">
            {/* A static file, drawn in scripts/illustrations/: the page's JavaScript need not carry the drawing. */}
            <img src={hero} alt="" width={480} height={400} className="h-auto w-full" />
          </div>
        </div>
      </section>

      <section aria-labelledby="o-nas" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <h2 id="o-nas" className="text-3xl font-bold tracking-tight text-stone-950">
              O nas
            </h2>
            <div className="mt-5 space-y-4 text-base leading-7 text-stone-700">
              <p>
                Jesteśmy rodzinną firmą, która od ponad 15 lat szyje plisy i wykonuje moskitiery na wymiar. Każde zamówienie przygotowujemy indywidualnie, co do centymetra, według
                wymiarów podanych przez Ciebie.
              </p>
              <p>
                Wysyłamy na terenie całej Polski. Wszystkie ceny w sklepie zawierają podatek VAT, więc cena, którą widzisz w konfiguratorze, jest ceną końcową produktu.{" "}
                {fulfilmentSentence(shop)}
              </p>
              <p>
                Nie wiesz, jak zmierzyć okno? Zajrzyj do poradników pomiaru <TextLink to="/plisy/pomiar">plis</TextLink> i <TextLink to="/moskitiery/pomiar">moskitier</TextLink>{" "}
                albo zadzwoń, a chętnie pomożemy.
              </p>
            </div>
            <a href={phoneHref(shop.phone)} className="mt-6 inline-flex items-center gap-2 text-lg font-semibold text-stone-950 hover:text-accent-700">
              <PhoneIcon className="size-5 text-accent-600" />
              {shop.phone}
            </a>
          </div>
          <dl className="grid content-start gap-4 sm:grid-cols-3 lg:col-span-2 lg:grid-cols-1">
            {FACTS.map((fact) => (
              <div key={fact.label} className="flex flex-col gap-1 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
                <dt className="text-sm text-stone-600">{fact.label}</dt>
                <dd className="order-first text-3xl font-bold tracking-tight text-accent-700">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      {loaderData.featured.length > 0 ? (
        <section aria-labelledby="wyprzedaz" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 md:pb-24 lg:px-8">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="wyprzedaz" className="text-3xl font-bold tracking-tight text-stone-950">
                Tkaniny w wyprzedaży
              </h2>
              <p className="mt-3 max-w-2xl text-stone-600">Wybrane tkaniny do plis w niższej cenie, dopóki starczy zapasu.</p>
            </div>
            <Link to="/tkaniny-plisy?wyprzedaz=1" className={buttonClasses("secondary")}>
              Wszystkie tkaniny w wyprzedaży
            </Link>
          </div>
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {loaderData.featured.map((fabric) => (
              <FabricCard key={fabric.code} fabric={fabric} />
            ))}
          </div>
        </section>
      ) : null}

      <section aria-labelledby="oferta" className="border-t border-stone-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24 lg:px-8">
          <h2 id="oferta" className="text-3xl font-bold tracking-tight text-stone-950">
            Nasza oferta
          </h2>
          <p className="mt-3 max-w-2xl text-stone-600">Wszystko, co wykonujemy, powstaje na zamówienie, pod konkretne okno, drzwi lub wnętrze.</p>
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            <LinkCard
              to="/plisy"
              title="Plisy"
              description="Plisy na wymiar z szerokiej gamy tkanin, z wybranym profilem i dodatkami, także do okien nietypowych."
              illustration={<PleatIllustration />}
              cta="Zobacz plisy"
            />
            <LinkCard
              to="/moskitiery"
              title="Moskitiery"
              description="Moskitiery okienne i drzwiowe wykonywane na wymiar, z siatką w kolorze szarym lub białym."
              illustration={<InsectScreenIllustration />}
              cta="Zobacz moskitiery"
            />
            <LinkCard
              to="/meble"
              title="Meble"
              description="Meble na zamówienie, dopasowane do wnętrza. Opisz swój pomysł, a przygotujemy wycenę."
              illustration={<FurnitureIllustration />}
              cta="Zapytaj o meble"
            />
            <LinkCard
              externalHref={shop.powderCoatingUrl}
              title="Malowanie proszkowe"
              description="Trwałe malowanie proszkowe elementów metalowych. Usługę prowadzimy w osobnym serwisie."
              illustration={<PowderCoatingIllustration />}
              cta="Przejdź do serwisu"
            />
          </div>
        </div>
      </section>
    </>
  );
}
