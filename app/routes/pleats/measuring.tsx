import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { NumberedStep } from "~/components/ui/numbered-step";
import { TextLink } from "~/components/ui/text-link";
import type { Route } from "./+types/measuring";
import { pageMeta } from "~/lib/page-meta";
import { BeadDepthDiagram, InvasiveWidthDiagram, NonInvasiveFrontDiagram, NonInvasiveSideDiagram } from "./measuring/measuring-diagrams";
import { buttonClasses } from "~/components/ui/button";
import { CheckCircleIcon, InfoCircleIcon } from "~/components/ui/icons";
import { PageHeader } from "~/components/ui/page-header";
import { publicPageHeaders } from "~/lib/caching";
import { PLEAT_MAX_HEIGHT_CM, PLEAT_MAX_SHOP_WIDTH_CM, PLEAT_MIN_HEIGHT_CM, PLEAT_MIN_WIDTH_CM } from "~/lib/pricing";

export const headers = publicPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: "Jak zmierzyć okno pod plisę",
      description:
        "Poradnik pomiaru plis: montaż inwazyjny na listwach przyszybowych (szyba z uszczelkami minus 3 mm) i bezinwazyjny na skrzydle (szerokość z listwami lub szyba + 4 cm).",
    },
    matches,
  );
}

const BEFORE_YOU_START = [
  "Użyj sztywnej, metalowej miarki zwijanej: krawiecki centymetr się rozciąga.",
  "Mierz w milimetrach i zapisuj wynik od razu, osobno dla każdego okna, nawet jeśli okna wyglądają identycznie.",
  "Szerokość zmierz w trzech miejscach: u góry, pośrodku i u dołu. Do zamówienia weź najmniejszy wynik.",
  "Okno zamknij: mierzysz szybę i skrzydło w takim położeniu, w jakim będzie pracować plisa.",
];

function MountingSection({ id, title, lead, steps, diagrams }: { id: string; title: string; lead: string; steps: ReactNode; diagrams: ReactNode }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-20 border-t border-stone-200 pt-12">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-stone-950 sm:text-3xl">
        {title}
      </h2>
      <p className="mt-3 max-w-3xl text-lg leading-8 text-stone-600">{lead}</p>
      <div className="mt-8 grid gap-10 lg:grid-cols-2">
        <div>
          <h3 className="sr-only">Kolejne kroki</h3>
          <ol className="space-y-7">{steps}</ol>
        </div>
        <div className="space-y-6">{diagrams}</div>
      </div>
    </section>
  );
}

const SUMMARY = [
  { rule: "Montaż inwazyjny: szerokość", value: "szerokość szyby z uszczelkami − 3 mm" },
  { rule: "Montaż inwazyjny: listwa przyszybowa", value: "co najmniej 11 mm głębokości" },
  { rule: "Montaż inwazyjny: proste listwy", value: "3–5 mm luzu" },
  { rule: "Montaż bezinwazyjny: szerokość", value: "szerokość z listwami albo szyba + 4 cm" },
  { rule: "Montaż bezinwazyjny: wysokość", value: "wysokość skrzydła" },
  { rule: "Montaż bezinwazyjny: okucia", value: "wystają ok. 3 cm" },
];

export default function PleatMeasuringGuide() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
      <PageHeader eyebrow="Poradnik" title="Jak zmierzyć okno pod plisę" back={{ to: "/plisy", label: "Plisy" }}>
        <p>
          Stań przy oknie z miarką w ręku. Najpierw wybierz sposób montażu, bo od niego zależy, co mierzysz: szybę (montaż inwazyjny) albo skrzydło okna (montaż bezinwazyjny).
          Pomiar zajmie kilka minut na okno.
        </p>
      </PageHeader>

      <div className="mt-10 grid gap-6 lg:grid-cols-[2fr_3fr]">
        <section aria-labelledby="zanim-zaczniesz" className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
          <h2 id="zanim-zaczniesz" className="text-lg font-semibold text-stone-950">
            Zanim zaczniesz
          </h2>
          <ul className="mt-4 space-y-3 text-sm leading-6 text-stone-700">
            {BEFORE_YOU_START.map((tip) => (
              <li key={tip} className="flex gap-2.5">
                <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-accent-600" />
                {tip}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="ktory-montaz" className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
          <h2 id="ktory-montaz" className="text-lg font-semibold text-stone-950">
            Który montaż wybrać?
          </h2>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <a href="#montaz-inwazyjny" className="group rounded-xl border border-stone-200 p-4 hover:border-accent-200 hover:bg-accent-50">
              <span className="font-semibold text-stone-950 group-hover:text-accent-800">Montaż inwazyjny</span>
              <span className="mt-1 block text-sm leading-6 text-stone-600">
                Plisa przykręcona do listew przyszybowych, w świetle szyby. Nie odstaje od okna i nie przeszkadza w jego otwieraniu.
              </span>
            </a>
            <a href="#montaz-bezinwazyjny" className="group rounded-xl border border-stone-200 p-4 hover:border-accent-200 hover:bg-accent-50">
              <span className="font-semibold text-stone-950 group-hover:text-accent-800">Montaż bezinwazyjny</span>
              <span className="mt-1 block text-sm leading-6 text-stone-600">
                Bez wiercenia: plisa wisi na uchwytach zaczepionych o skrzydło. Dobry wybór w mieszkaniu na wynajem.
              </span>
            </a>
          </div>
        </section>
      </div>

      <div className="mt-14 space-y-14">
        <MountingSection
          id="montaz-inwazyjny"
          title="Montaż inwazyjny: mierzysz szybę"
          lead="Plisa stoi w świetle szyby, a jej kostki montażowe przykręcasz do listew przyszybowych. Mierzysz więc samą szybę, od uszczelki do uszczelki."
          steps={
            <>
              <NumberedStep heading="h4" number={1} title="Zmierz szerokość szyby z uszczelkami">
                <p>
                  Przyłóż miarkę do szyby i zmierz odległość od uszczelki po lewej do uszczelki po prawej, razem z uszczelkami. Zrób to u góry, pośrodku i u dołu szyby i zapisz
                  najmniejszy wynik.
                </p>
              </NumberedStep>
              <NumberedStep heading="h4" number={2} title="Odejmij 3 mm">
                <p>Szerokość plisy to szerokość szyby z uszczelkami minus 3 mm. Przykład: szyba z uszczelkami ma 628 mm, więc plisa ma 625 mm, czyli 62,5 cm.</p>
                <p>W konfiguratorze wpisujesz pełne centymetry: wynik zaokrąglij w dół, tu do 62 cm.</p>
              </NumberedStep>
              <NumberedStep heading="h4" number={3} title="Zmierz wysokość">
                <p>Wysokość zmierz tak samo: pionowo, od górnej do dolnej uszczelki, z lewej i z prawej strony szyby. Zapisz mniejszy wynik.</p>
              </NumberedStep>
              <NumberedStep heading="h4" number={4} title="Sprawdź głębokość listwy przyszybowej">
                <p>
                  Kostka montażowa potrzebuje oparcia: listwa przyszybowa musi mieć co najmniej 11 mm głębokości, licząc od szyby w stronę pokoju. Jeśli jest płytsza, wybierz
                  montaż bezinwazyjny.
                </p>
              </NumberedStep>
              <NumberedStep heading="h4" number={5} title="Proste listwy? Zostaw luz">
                <p>Jeśli listwy przyszybowe są proste (płaskie, bez zaokrąglenia przy szybie), zostaw 3–5 mm luzu, żeby plisa przesuwała się swobodnie i nie ocierała o listwy.</p>
              </NumberedStep>
            </>
          }
          diagrams={
            <>
              <InvasiveWidthDiagram />
              <BeadDepthDiagram />
            </>
          }
        />

        <MountingSection
          id="montaz-bezinwazyjny"
          title="Montaż bezinwazyjny: mierzysz skrzydło"
          lead="Plisa wisi na uchwytach zaczepionych o górę skrzydła i zasłania szybę razem z listwami przyszybowymi. Nic nie wiercisz, a mierzysz skrzydło okna."
          steps={
            <>
              <NumberedStep heading="h4" number={1} title="Zmierz szerokość z listwami">
                <p>Zmierz szerokość szyby razem z listwami przyszybowymi: od zewnętrznej krawędzi listwy po lewej do zewnętrznej krawędzi listwy po prawej.</p>
                <p>Jeśli trudno przyłożyć miarkę do listew, zmierz szerokość szyby i dodaj 4 cm.</p>
              </NumberedStep>
              <NumberedStep heading="h4" number={2} title="Zmierz wysokość skrzydła">
                <p>Wysokość plisy to wysokość skrzydła, czyli ruchomej części okna: zmierz ją od górnej do dolnej krawędzi skrzydła.</p>
              </NumberedStep>
              <NumberedStep heading="h4" number={3} title="Sprawdź miejsce na okucia">
                <p>
                  Uchwyty i plisa wystają ok. 3 cm w stronę pokoju. Sprawdź, czy skrzydło z zawieszoną plisą otworzy się swobodnie i nie zahaczy o klamkę, ościeżnicę, wnękę okna
                  ani parapet.
                </p>
              </NumberedStep>
            </>
          }
          diagrams={
            <>
              <NonInvasiveFrontDiagram />
              <NonInvasiveSideDiagram />
            </>
          }
        />

        <section aria-labelledby="w-skrocie" className="border-t border-stone-200 pt-12">
          <h2 id="w-skrocie" className="text-2xl font-bold tracking-tight text-stone-950 sm:text-3xl">
            Zasady w skrócie
          </h2>
          <dl className="mt-6 divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
            {SUMMARY.map((item) => (
              <div key={item.rule} className="grid gap-1 px-5 py-4 sm:grid-cols-2 sm:gap-6">
                <dt className="text-sm text-stone-600">{item.rule}</dt>
                <dd className="font-semibold text-stone-950">{item.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 flex items-start gap-3 rounded-xl border border-stone-200 bg-white p-5 text-sm leading-6 text-stone-700">
            <InfoCircleIcon className="mt-0.5 size-5 shrink-0 text-accent-700" />
            <span>
              W sklepie zamówisz plisę o szerokości od {PLEAT_MIN_WIDTH_CM} do {PLEAT_MAX_SHOP_WIDTH_CM} cm i wysokości od {PLEAT_MIN_HEIGHT_CM} do {PLEAT_MAX_HEIGHT_CM} cm.
              Szersze okno? <TextLink to="/kontakt">Skontaktuj się z nami</TextLink>, wykonamy plisę jako projekt indywidualny. Okno ma skosy albo łuk? Zobacz{" "}
              <TextLink to="/plisy-specjalistyczne">plisy specjalistyczne</TextLink>.
            </span>
          </p>
        </section>

        <section aria-labelledby="co-dalej" className="rounded-2xl bg-accent-50 p-6 ring-1 ring-accent-100 sm:p-10">
          <h2 id="co-dalej" className="text-2xl font-bold tracking-tight text-stone-950">
            Masz wymiary? Skonfiguruj plisę
          </h2>
          <p className="mt-3 max-w-2xl leading-7 text-stone-700">
            Wybierz tkaninę, wpisz wymiary i sposób montażu, a cenę zobaczysz od razu. Profil możesz wybrać wcześniej albo w konfiguratorze.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link to="/tkaniny-plisy" className={buttonClasses("primary", "lg")}>
              Skonfiguruj swoją plisę
            </Link>
            <Link to="/plisy/profile" className={buttonClasses("secondary", "lg")}>
              Wybierz profil
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
