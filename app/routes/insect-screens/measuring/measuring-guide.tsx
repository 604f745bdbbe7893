import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { buttonClasses } from "~/components/ui/button";
import { NumberedStep } from "~/components/ui/numbered-step";
import { BRACE_G_MARGIN_CM, HOOK_WIDTHS_MM, SCREEN_MAX_SIZE_CM, SCREEN_MIN_SIZE_CM } from "~/lib/pricing";
import { configuratorPath } from "~/lib/screen-types";
import { DimensionLegend, DoorMeasurementDrawing, WindowHookDrawing } from "~/components/insect-screens/drawings";

// The spec's measuring rules (shop.md section 2, "Measuring guides"), written as steps for the shopper.

function Steps({ children }: { children: ReactNode }) {
  return <ol className="space-y-5">{children}</ol>;
}

function GuideLayout({ steps, figure, caption }: { steps: ReactNode; figure: ReactNode; caption: ReactNode }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div>{steps}</div>
      <figure className="self-start rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <div className="flex justify-center">{figure}</div>
        <figcaption className="mt-4 text-sm leading-6 text-stone-600">{caption}</figcaption>
      </figure>
    </div>
  );
}

const SIZE_RULE = `Wymiary podaj w pełnych centymetrach, od ${SCREEN_MIN_SIZE_CM} do ${SCREEN_MAX_SIZE_CM} cm.`;

export function DoorScreenGuide() {
  return (
    <GuideLayout
      steps={
        <>
          <Steps>
            <NumberedStep heading="h2" number={1} title="Sprawdź stronę drzwi">
              <p>
                Stań przed drzwiami <strong>od zewnątrz</strong> i zobacz, po której stronie są zawiasy: po prawej to strona <strong>prawa (P)</strong>, po lewej{" "}
                <strong>lewa (L)</strong>.
              </p>
            </NumberedStep>
            <NumberedStep heading="h2" number={2} title="Zmierz szerokość i wysokość (A i B)">
              <p>
                Moskitiera zachodzi na ościeżnicę: co najmniej <strong>1 cm</strong> z każdej strony, najlepiej około <strong>3 cm</strong>, a po stronie magnesu (przeciwnej do
                zawiasów) co najmniej <strong>2,5 cm</strong>. Zmierz światło drzwi (E i F) i dodaj zakładki, a wynik wpisz jako szerokość A i wysokość B.
              </p>
              <p className="text-sm text-stone-600">{SIZE_RULE}</p>
            </NumberedStep>
            <NumberedStep heading="h2" number={3} title="Sprawdź miejsce na ościeżnicy">
              <p>
                Rama moskitiery potrzebuje płaskiego miejsca na ościeżnicy: po stronie magnesu od <strong>2,5 do 4 cm</strong>, po stronie zawiasów od{" "}
                <strong>2,5 do 4,5 cm</strong>. Jeśli miejsca jest mniej, zadzwoń do nas przed zamówieniem.
              </p>
            </NumberedStep>
            <NumberedStep heading="h2" number={4} title="Poprzeczka i rozpora (C i G)">
              <p>
                Poprzeczka standardowo jest na wysokości <strong>85 cm</strong>
                {". Jeśli chcesz ją mieć gdzie indziej, podaj wymiar C. Dodatkową rozporę możesz zamówić w konfiguratorze, " +
                  `podając jej wysokość G (najwyżej wysokość moskitiery minus ${BRACE_G_MARGIN_CM} cm).`}
              </p>
            </NumberedStep>
          </Steps>
          <Link to={configuratorPath("drzwiowe")} className={`${buttonClasses("primary", "lg")} mt-10`}>
            Skonfiguruj moskitierę drzwiową
          </Link>
        </>
      }
      figure={<DoorMeasurementDrawing doorSide="prawa" showBrace />}
      caption={<DimensionLegend />}
    />
  );
}

export function WindowScreenGuide() {
  return (
    <GuideLayout
      steps={
        <>
          <Steps>
            <NumberedStep heading="h2" number={1} title="Zmierz profil okna razem z uszczelką">
              <p>
                Haczyki moskitiery okiennej obejmują ramę okna. Zmierz szerokość profilu ramy <strong>razem z uszczelką</strong>, w milimetrach.
              </p>
            </NumberedStep>
            <NumberedStep heading="h2" number={2} title="Odejmij 5 mm: to szerokość haczyka">
              <p>
                Szerokość haczyka to szerokość profilu z uszczelką <strong>minus 5 mm</strong>. Na przykład profil z uszczelką 16 mm to haczyk 11 mm.
              </p>
              <p>
                Dostępne szerokości haczyka: <strong>{HOOK_WIDTHS_MM.map((mm) => `${mm} mm`).join(", ")}</strong>. Jeśli wynik wypada pomiędzy nimi, skontaktuj się z nami, a
                pomożemy dobrać haczyk.
              </p>
            </NumberedStep>
            <NumberedStep heading="h2" number={3} title="Podaj szerokość i wysokość moskitiery">
              <p>{SIZE_RULE}</p>
            </NumberedStep>
          </Steps>
          <Link to={configuratorPath("okienne")} className={`${buttonClasses("primary", "lg")} mt-10`}>
            Skonfiguruj moskitierę okienną
          </Link>
        </>
      }
      figure={<WindowHookDrawing />}
      caption="Szerokość haczyka = szerokość profilu okna z uszczelką minus 5 mm."
    />
  );
}
