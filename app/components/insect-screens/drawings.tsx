import { useId } from "react";
import { BRACE_G_MARGIN_CM, type DoorSide } from "~/lib/pricing";

// Measurement drawings, inline SVG: readable at any size, labelled for screen readers, theme colours.

export type DoorDimension = "A" | "B" | "C" | "D" | "E" | "F" | "G";

/** What each letter on the door drawing measures (the legend under it, the hints in the configurator). */
export const DOOR_DIMENSIONS: Record<DoorDimension, { name: string; hint: string }> = {
  A: { name: "Szerokość moskitiery", hint: "Zewnętrzna szerokość ramy moskitiery, razem z zakładkami na ościeżnicę." },
  B: { name: "Wysokość moskitiery", hint: "Zewnętrzna wysokość ramy moskitiery, od progu do górnej krawędzi." },
  C: { name: "Wysokość poprzeczki", hint: "Od dołu moskitiery do środka poprzeczki. Standardowo 85 cm." },
  D: { name: "Wysokość progu", hint: "Od podłogi do górnej krawędzi progu, jeśli próg wystaje." },
  E: { name: "Szerokość światła drzwi", hint: "Wewnętrzna szerokość ościeżnicy, między jej krawędziami." },
  F: { name: "Wysokość światła drzwi", hint: "Od progu do górnej krawędzi ościeżnicy, od wewnątrz." },
  G: { name: "Wysokość dodatkowej rozpory", hint: `Od dołu moskitiery do środka rozpory, najwyżej wysokość B minus ${BRACE_G_MARGIN_CM} cm.` },
};

type DimensionLineProps = { x1: number; y1: number; x2: number; y2: number; label: string; at: number };

/** A dimension line with end ticks and its label in a gap of the line, at `at` along it (x for horizontal, y for vertical). */
function DimensionLine({ x1, y1, x2, y2, label, at }: DimensionLineProps) {
  const vertical = x1 === x2;
  // Half the gap the label needs: its text runs along x, so a vertical line needs only a line's height.
  const half = vertical ? 10 : label.length * 3.7 + 5;
  const line = vertical
    ? `M${x1} ${y1}V${at - half}M${x1} ${at + half}V${y2}M${x1 - 5} ${y1}h10M${x2 - 5} ${y2}h10`
    : `M${x1} ${y1}H${at - half}M${at + half} ${y1}H${x2}M${x1} ${y1 - 5}v10M${x2} ${y2 - 5}v10`;
  return (
    <g>
      <path d={line} className="stroke-stone-700" strokeWidth="1.4" fill="none" />
      <text x={vertical ? x1 : at} y={vertical ? at : y1} textAnchor="middle" dominantBaseline="central" className="fill-accent-800 text-[13px] font-semibold">
        {label}
      </text>
    </g>
  );
}

/**
 * A hinged door screen seen from outside, in its door frame, with every dimension of the order form.
 * `values` puts the entered centimetres beside the letters; the brace appears only when it is ordered.
 */
export function DoorMeasurementDrawing({
  doorSide,
  showBrace,
  values = {},
  className = "h-auto w-full max-w-sm",
}: {
  doorSide: DoorSide;
  showBrace: boolean;
  values?: Partial<Record<DoorDimension, string>>;
  className?: string;
}) {
  const titleId = useId();
  const meshId = useId();
  const label = (letter: DoorDimension) => (values[letter] ? `${letter} = ${values[letter]} cm` : letter);
  // Frame opening 90–250 × 60–370; the screen overlaps it by 10 px on each side and stands on the threshold.
  const screen = { left: 80, right: 260, top: 50, bottom: 362 };
  const hingesRight = doorSide === "prawa";
  const hingeX = hingesRight ? screen.right - 4 : screen.left - 4;
  const magnetX = hingesRight ? screen.left + 2 : screen.right - 8;
  const crossbarY = 235;
  const braceY = 140;
  return (
    <svg viewBox="0 0 340 420" role="img" aria-labelledby={titleId} className={className}>
      <title id={titleId}>{`Rysunek pomiarowy moskitiery drzwiowej widzianej od zewnątrz, zawiasy po stronie ${hingesRight ? "prawej" : "lewej"}`}</title>
      <defs>
        <pattern id={meshId} width="6" height="6" patternUnits="userSpaceOnUse">
          <path d="M0 .5h6M.5 0v6" className="stroke-stone-300" strokeWidth="1" />
        </pattern>
      </defs>
      {/* Wall, door frame and floor. */}
      <rect x="50" y="30" width="240" height="340" className="fill-stone-200" />
      <rect x="90" y="60" width="160" height="310" className="fill-white stroke-stone-400" strokeWidth="1.5" />
      <rect x="20" y="370" width="300" height="6" className="fill-stone-400" />
      <rect x="90" y="364" width="160" height="6" className="fill-stone-500" />
      {/* The screen. */}
      <rect
        x={screen.left}
        y={screen.top}
        width={screen.right - screen.left}
        height={screen.bottom - screen.top}
        fill={`url(#${meshId})`}
        className="stroke-accent-600"
        strokeWidth="7"
      />
      <rect x={screen.left} y={crossbarY - 4} width={screen.right - screen.left} height="8" className="fill-accent-600" />
      {showBrace ? <rect x={screen.left} y={braceY - 3} width={screen.right - screen.left} height="6" className="fill-accent-500" strokeDasharray="4 3" /> : null}
      {[95, 205, 320].map((y) => (
        <rect key={y} x={hingeX} y={y} width="8" height="22" rx="2" className="fill-stone-800" />
      ))}
      <rect x={magnetX} y={screen.top + 6} width="6" height={screen.bottom - screen.top - 12} className="fill-stone-600" opacity="0.55" />

      <DimensionLine x1={screen.left} y1={16} x2={screen.right} y2={16} label={label("A")} at={170} />
      <DimensionLine x1={28} y1={screen.top} x2={28} y2={screen.bottom} label={label("B")} at={200} />
      <DimensionLine x1={90} y1={80} x2={250} y2={80} label={label("E")} at={170} />
      <DimensionLine x1={312} y1={60} x2={312} y2={364} label={label("F")} at={290} />
      <DimensionLine x1={130} y1={crossbarY} x2={130} y2={screen.bottom} label={label("C")} at={300} />
      {showBrace ? <DimensionLine x1={210} y1={braceY} x2={210} y2={screen.bottom} label={label("G")} at={180} /> : null}
      <path d="M250 367h30" className="stroke-stone-700" strokeWidth="1.2" />
      <text x="284" y="398" textAnchor="middle" className="fill-accent-800 text-[13px] font-semibold">
        {label("D")}
      </text>
      <path d="M284 386v-19" className="stroke-stone-700" strokeWidth="1.2" />
      <text x={hingesRight ? 258 : 82} y="42" textAnchor={hingesRight ? "end" : "start"} className="fill-stone-700 text-[11px]">
        zawiasy
      </text>
      <text x={hingesRight ? 82 : 258} y="42" textAnchor={hingesRight ? "start" : "end"} className="fill-stone-700 text-[11px]">
        magnes
      </text>
    </svg>
  );
}

/** A window frame profile in section with the screen's hook over it: hook width = profile with the seal − 5 mm. */
export function WindowHookDrawing({ className = "h-auto w-full max-w-sm" }: { className?: string }) {
  const titleId = useId();
  return (
    <svg viewBox="0 0 340 250" role="img" aria-labelledby={titleId} className={className}>
      <title id={titleId}>Przekrój ramy okna z uszczelką i haczykiem moskitiery: szerokość haczyka to szerokość profilu z uszczelką minus 5 mm</title>
      {/* Window frame profile with its seal. */}
      <rect x="110" y="70" width="120" height="140" rx="4" className="fill-stone-100 stroke-stone-500" strokeWidth="2" />
      <rect x="230" y="74" width="14" height="132" rx="3" className="fill-stone-700" />
      <text x="170" y="144" textAnchor="middle" className="fill-stone-600 text-[12px]">
        profil okna
      </text>
      {/* The screen frame in front, its hook over the profile. */}
      <rect x="80" y="40" width="18" height="190" rx="2" className="fill-accent-600" />
      <path d="M98 56H234V66" className="fill-none stroke-accent-700" strokeWidth="6" strokeLinejoin="round" strokeLinecap="round" />

      <DimensionLine x1={110} y1={26} x2={234} y2={26} label="haczyk" at={172} />
      <DimensionLine x1={110} y1={232} x2={244} y2={232} label="profil z uszczelką" at={177} />
      <text x="252" y="144" className="fill-stone-600 text-[12px]">
        uszczelka
      </text>
      <text x="70" y="136" textAnchor="end" className="fill-stone-600 text-[12px]">
        rama
      </text>
      <text x="70" y="151" textAnchor="end" className="fill-stone-600 text-[12px]">
        moskitiery
      </text>
    </svg>
  );
}

/** The letters of the door drawing and what each measures. */
export function DimensionLegend({ showBrace = true }: { showBrace?: boolean }) {
  const letters = (Object.keys(DOOR_DIMENSIONS) as DoorDimension[]).filter((letter) => showBrace || letter !== "G");
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
      {letters.map((letter) => (
        <div key={letter} className="contents">
          <dt className="font-semibold text-accent-800">{letter}</dt>
          <dd>{DOOR_DIMENSIONS[letter].name}</dd>
        </div>
      ))}
    </dl>
  );
}
