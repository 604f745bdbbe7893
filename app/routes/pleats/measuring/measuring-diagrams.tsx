import type { ReactNode } from "react";
import { PleatedBlind } from "~/components/ui/drawing";

/** Schematic drawings for the pleat measuring guide; each is one figure with a spoken description. */

const LABEL = "fill-stone-800 text-[13px] font-medium";
const DIMENSION = "stroke-accent-700";

function Figure({
  viewBox,
  label,
  caption,
  children,
}: {
  viewBox: string;
  /** What the drawing shows, for people who cannot see it. */
  label: string;
  caption: ReactNode;
  children: ReactNode;
}) {
  return (
    <figure className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <svg viewBox={viewBox} role="img" aria-label={label} focusable="false" className="mx-auto h-auto w-full max-w-md">
        {children}
      </svg>
      <figcaption className="mt-4 text-sm leading-6 text-stone-600">{caption}</figcaption>
    </figure>
  );
}

type LabelPlacement = { x: number; y: number; anchor: "start" | "middle" | "end" };

/** A horizontal dimension line with arrowheads; the label is centred above it unless placed elsewhere. */
function WidthDimension({ x1, x2, y, label, labelAt }: { x1: number; x2: number; y: number; label: string; labelAt?: LabelPlacement }) {
  const at = labelAt ?? { x: (x1 + x2) / 2, y: y - 7, anchor: "middle" };
  return (
    <g>
      <path d={`M${x1} ${y}H${x2}M${x1 + 6} ${y - 4}L${x1} ${y}l6 4M${x2 - 6} ${y - 4}L${x2} ${y}l-6 4`} fill="none" className={DIMENSION} strokeWidth={1.6} />
      <path d={`M${x1} ${y - 8}v16M${x2} ${y - 8}v16`} className={DIMENSION} strokeWidth={1} />
      <text x={at.x} y={at.y} textAnchor={at.anchor} className={LABEL}>
        {label}
      </text>
    </g>
  );
}

function HeightDimension({ x, y1, y2, label }: { x: number; y1: number; y2: number; label: string }) {
  const middle = (y1 + y2) / 2;
  return (
    <g>
      <path d={`M${x} ${y1}V${y2}M${x - 4} ${y1 + 6}L${x} ${y1}l4 6M${x - 4} ${y2 - 6}L${x} ${y2}l4-6`} fill="none" className={DIMENSION} strokeWidth={1.6} />
      <path d={`M${x - 8} ${y1}h16M${x - 8} ${y2}h16`} className={DIMENSION} strokeWidth={1} />
      <text x={x + 18} y={middle} textAnchor="middle" transform={`rotate(-90 ${x + 18} ${middle})`} className={LABEL}>
        {label}
      </text>
    </g>
  );
}

/** A folded fabric seen from the side: a zigzag hanging from (x, y). */
function PleatSide({ x, y, length }: { x: number; y: number; length: number }) {
  const folds = Math.floor(length / 8);
  const points = Array.from({ length: folds }, (_, index) => `${index % 2 ? -6 : 6} 8`).join(" ");
  return <path d={`M${x} ${y}l${points}`} fill="none" className="stroke-accent-500" strokeWidth={2} strokeLinejoin="round" />;
}

export function InvasiveWidthDiagram() {
  return (
    <Figure
      viewBox="0 0 320 230"
      label="Okno od strony pokoju. Szerokość mierzona na szybie od uszczelki do uszczelki; od tego wymiaru odejmuje się 3 mm."
      caption={<>Ciemna linia to uszczelka, szary pas wokół niej to listwa przyszybowa. Mierzysz szybę razem z uszczelkami, a szerokość plisy to ten wymiar minus 3 mm.</>}
    >
      <rect x="20" y="10" width="280" height="210" rx="6" className="fill-stone-300 stroke-stone-400" strokeWidth="2" />
      <rect x="40" y="30" width="240" height="170" rx="2" className="fill-stone-200 stroke-stone-400" strokeWidth="1.5" />
      <rect x="52" y="42" width="216" height="146" className="fill-stone-50 stroke-stone-800" strokeWidth="3" />
      <PleatedBlind x={54} y={44} width={212} pleats={9} pleatHeight={5} />
      <WidthDimension x1={52} x2={268} y={150} label="szerokość szyby z uszczelkami" />
      <text x="160" y="178" textAnchor="middle" className="fill-accent-700 text-[13px] font-semibold">
        − 3 mm = szerokość plisy
      </text>
    </Figure>
  );
}

export function BeadDepthDiagram() {
  return (
    <Figure
      viewBox="0 0 320 220"
      label="Przekrój przez górę okna: szyba, uszczelka, listwa przyszybowa i przykręcona pod nią kostka montażowa. Listwa musi mieć co najmniej 11 mm głębokości."
      caption={
        <>Przekrój przez górną listwę: kostka montażowa plisy przykręcana jest do listwy przyszybowej, więc listwa musi mieć co najmniej 11 mm głębokości, licząc od szyby.</>
      }
    >
      <text x="20" y="210" className="fill-stone-500 text-[12px]">
        pokój
      </text>
      <text x="300" y="210" textAnchor="end" className="fill-stone-500 text-[12px]">
        na zewnątrz
      </text>
      <rect x="196" y="10" width="26" height="200" className="fill-stone-100 stroke-stone-400" strokeWidth="1.5" />
      <path d="M209 10v200" className="stroke-stone-300" strokeWidth="1" />
      <rect x="188" y="56" width="8" height="14" rx="2" className="fill-stone-800" />
      <path d="M124 40H188V72H144Q124 72 124 56Z" className="fill-stone-300 stroke-stone-500" strokeWidth="1.5" strokeLinejoin="round" />
      <rect x="134" y="72" width="48" height="20" rx="3" className="fill-accent-600" />
      <text x="158" y="86" textAnchor="middle" className="fill-white text-[11px] font-semibold">
        kostka
      </text>
      <PleatSide x={158} y={92} length={112} />
      <path d="M124 72v52M188 72v52" className="stroke-accent-700" strokeWidth="1" strokeDasharray="3 3" />
      <WidthDimension x1={124} x2={188} y={120} label="min. 11 mm" labelAt={{ x: 114, y: 124, anchor: "end" }} />
      <text x="12" y="22" className={LABEL}>
        listwa przyszybowa
      </text>
      <path d="M72 28 132 48" className="stroke-stone-500" strokeWidth="1" />
      <text x="230" y="120" className={LABEL}>
        szyba
      </text>
    </Figure>
  );
}

export function NonInvasiveFrontDiagram() {
  return (
    <Figure
      viewBox="0 0 320 262"
      label="Okno od strony pokoju z plisą zawieszoną na skrzydle. Szerokość mierzona razem z listwami przyszybowymi, wysokość to wysokość skrzydła."
      caption={
        <>
          Plisa bez wiercenia wisi na uchwytach zaczepionych o górę skrzydła i zasłania szybę razem z listwami. Szerokość mierzysz z listwami (albo szyba + 4 cm), wysokość to
          wysokość skrzydła.
        </>
      }
    >
      <rect x="30" y="24" width="210" height="196" rx="4" className="fill-stone-300 stroke-stone-400" strokeWidth="2" />
      <rect x="48" y="42" width="174" height="160" className="fill-stone-200 stroke-stone-400" strokeWidth="1.5" />
      <rect x="58" y="52" width="154" height="140" className="fill-stone-50 stroke-stone-800" strokeWidth="2" />
      <PleatedBlind x={48} y={38} width={174} pleats={12} pleatHeight={6} />
      <path d="M78 38V18h14v12M178 38V18h14v12" fill="none" className="stroke-accent-700" strokeWidth="3" strokeLinejoin="round" />
      <path d="M48 202v30M222 202v30" className="stroke-accent-700" strokeWidth="1" strokeDasharray="3 3" />
      <WidthDimension x1={48} x2={222} y={230} label="szerokość z listwami (lub szyba + 4 cm)" labelAt={{ x: 135, y: 254, anchor: "middle" }} />
      <path d="M240 24h28M240 220h28" className="stroke-accent-700" strokeWidth="1" strokeDasharray="3 3" />
      <HeightDimension x={268} y1={24} y2={220} label="wysokość skrzydła" />
    </Figure>
  );
}

export function NonInvasiveSideDiagram() {
  return (
    <Figure
      viewBox="0 0 320 210"
      label="Widok z boku: uchwyt zaczepiony o górę skrzydła, plisa wisi przed skrzydłem, okucia wystają około 3 cm."
      caption={
        <>
          Widok z boku: uchwyty zaczepiasz o górną krawędź skrzydła, a plisa wisi tuż przed nim. Okucia wystają około 3 cm w stronę pokoju, więc sprawdź, czy skrzydło dalej
          swobodnie się otworzy.
        </>
      }
    >
      <text x="20" y="196" className="fill-stone-500 text-[12px]">
        pokój
      </text>
      <text x="300" y="196" textAnchor="end" className="fill-stone-500 text-[12px]">
        na zewnątrz
      </text>
      <rect x="150" y="44" width="44" height="160" className="fill-stone-300 stroke-stone-400" strokeWidth="1.5" />
      <rect x="194" y="60" width="20" height="144" className="fill-stone-100 stroke-stone-400" strokeWidth="1.5" />
      <path d="M116 84V36H200V56" fill="none" className="stroke-accent-700" strokeWidth="4" strokeLinejoin="round" />
      <rect x="108" y="84" width="16" height="10" rx="2" className="fill-stone-700" />
      <PleatSide x={116} y={94} length={88} />
      <path d="M108 30V10M150 44V10" className="stroke-accent-700" strokeWidth="1" strokeDasharray="3 3" />
      <WidthDimension x1={108} x2={150} y={16} label="ok. 3 cm" labelAt={{ x: 100, y: 20, anchor: "end" }} />
      <text x="204" y="40" className={LABEL}>
        uchwyt
      </text>
      <text x="100" y="140" textAnchor="end" className={LABEL}>
        plisa
      </text>
      <text x="224" y="130" className={LABEL}>
        skrzydło
      </text>
    </Figure>
  );
}
