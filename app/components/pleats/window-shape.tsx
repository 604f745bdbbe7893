import { useId, type ReactNode } from "react";
import { PleatedBlind } from "~/components/ui/drawing";
import type { WindowShapeKind } from "~/lib/specialist-pleat-models";

type OutlineShape = Exclude<WindowShapeKind, "electric">;

type ShapeDrawing = {
  /** The glass outline in a 100 × 100 box; the sided shapes are drawn as the P version. */
  d: string;
  /** Pleats fanning out from this point (round windows) instead of running horizontally. */
  fanFrom?: readonly [number, number];
  dayNight?: boolean;
  /** Drawn over the fabric: dividers, side guides. */
  extra?: ReactNode;
};

const roofWindow = "M24 8H76L90 92H10Z";
const roofWindowGuides = <path d="M24 8 10 92M76 8l14 84" className="stroke-stone-500" strokeWidth={3} />;
const rectangle = "M22 8H78V92H22Z";

const DRAWINGS: Record<OutlineShape, ShapeDrawing> = {
  rectangle: { d: rectangle },
  "day-night": { d: rectangle, dayNight: true },
  triangle: { d: "M50 8 92 92H8Z" },
  "right-triangle": { d: "M84 8V92H12Z" },
  gable: { d: "M14 40 50 8 86 40V92H14Z" },
  "round-top": { d: "M20 92V40A30 30 0 0 1 80 40V92Z" },
  "segment-arch": { d: "M10 92V34A62 62 0 0 1 90 34V92Z" },
  "pointed-arch": { d: "M22 92V46Q22 20 50 6 78 20 78 46V92Z" },
  "quarter-arch": { d: "M14 92V58A68 50 0 0 1 82 8V92Z" },
  "half-circle": { d: "M6 78A44 44 0 0 1 94 78Z", fanFrom: [50, 78] },
  circle: { d: "M8 50A42 42 0 1 1 92 50 42 42 0 1 1 8 50Z", fanFrom: [50, 50] },
  "split-circle": {
    d: "M8 50A42 42 0 1 1 92 50 42 42 0 1 1 8 50Z",
    fanFrom: [50, 50],
    extra: <path d="M8 50H92" className="stroke-stone-700" strokeWidth={3} />,
  },
  "trapezoid-wide-top": { d: "M8 8H92L74 92H26Z" },
  "trapezoid-narrow-top": { d: "M36 8H64L92 92H8Z" },
  "slanted-top": { d: "M16 44 84 8V92H16Z" },
  hexagon: { d: "M30 10H70L92 50 70 90H30L8 50Z" },
  octagon: { d: "M34 8H66L92 34V66L66 92H34L8 66V34Z" },
  parallelogram: { d: "M14 40 86 8V60L14 92Z" },
  skylight: { d: "M20 24H80L96 80H4Z" },
  "skylight-slanted": { d: "M20 24H58L96 80H4Z" },
  "roof-window": { d: roofWindow, extra: roofWindowGuides },
  "roof-window-day-night": { d: roofWindow, dayNight: true, extra: roofWindowGuides },
};

/** Alternating wedges around `centre`, clipped to the outline later: the look of a fan-pleated round blind. */
function FanPleats({ centre: [cx, cy] }: { centre: readonly [number, number] }) {
  const wedges = 36;
  return (
    <>
      {Array.from({ length: wedges }, (_, index) => {
        const from = (index / wedges) * 2 * Math.PI;
        const to = ((index + 1) / wedges) * 2 * Math.PI;
        const point = (angle: number) => `${(cx + 80 * Math.cos(angle)).toFixed(1)} ${(cy + 80 * Math.sin(angle)).toFixed(1)}`;
        return <path key={index} d={`M${cx} ${cy}L${point(from)}L${point(to)}Z`} className={index % 2 ? "fill-accent-100" : "fill-accent-200"} />;
      })}
    </>
  );
}

function HorizontalPleats({ from, to, dark = false }: { from: number; to: number; dark?: boolean }) {
  const rows = Math.ceil((to - from) / 4);
  return (
    <>
      {Array.from({ length: rows }, (_, index) => (
        <rect
          key={index}
          x={0}
          y={from + index * 4}
          width={100}
          height={4}
          className={dark ? (index % 2 ? "fill-stone-500" : "fill-stone-600") : index % 2 ? "fill-accent-100" : "fill-accent-200"}
        />
      ))}
    </>
  );
}

/** The elements of an electric pleat: the head rail with its motor, the remote and the charger. */
function ElectricElements() {
  return (
    <>
      <PleatedBlind x={8} y={8} width={84} pleats={5} pleatHeight={4} />
      <rect x={70} y={5.5} width={22} height={9} rx={2} className="fill-accent-700" />
      <path d="M74 8.5v3M78 8.5v3M82 8.5v3" className="stroke-accent-100" strokeWidth={1} />
      <rect x={14} y={48} width={20} height={42} rx={6} className="fill-stone-700" />
      <circle cx={24} cy={58} r={4} className="fill-accent-500" />
      <rect x={19} y={67} width={10} height={4} rx={2} className="fill-stone-400" />
      <rect x={19} y={75} width={10} height={4} rx={2} className="fill-stone-400" />
      <rect x={52} y={56} width={26} height={20} rx={3} className="fill-stone-200 stroke-stone-500" strokeWidth={1.5} />
      <path d="M60 56v-6M70 56v-6" className="stroke-stone-600" strokeWidth={2.5} strokeLinecap="round" />
      <path d="M65 76c0 10 14 8 24 14" fill="none" className="stroke-stone-500" strokeWidth={2} strokeLinecap="round" />
      <path d="M58 66h14" className="stroke-stone-400" strokeWidth={1.5} />
    </>
  );
}

/**
 * A specialist model's window drawn in SVG: the outline filled with pleats. `mirrored` draws the
 * L version of a sided model. With a `title` it is an image with that name, otherwise decorative.
 */
export function WindowShape({ shape, mirrored = false, title, className = "size-16" }: { shape: WindowShapeKind; mirrored?: boolean; title?: string; className?: string }) {
  // useId gives characters that url(#…) does not accept everywhere.
  const clipId = `shape-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const a11y = title ? { role: "img", "aria-label": title } : { "aria-hidden": true };

  if (shape === "electric") {
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: `a11y` names the drawing (role img + aria-label) or hides it
      <svg viewBox="0 0 100 100" focusable="false" className={className} {...a11y}>
        <ElectricElements />
      </svg>
    );
  }

  const drawing = DRAWINGS[shape];
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: `a11y` names the drawing (role img + aria-label) or hides it
    <svg viewBox="0 0 100 100" focusable="false" className={className} {...a11y}>
      <defs>
        <clipPath id={clipId}>
          <path d={drawing.d} />
        </clipPath>
      </defs>
      <g transform={mirrored ? "translate(100 0) scale(-1 1)" : undefined}>
        <path d={drawing.d} className="fill-white stroke-stone-300" strokeWidth={8} strokeLinejoin="round" />
        <g clipPath={`url(#${clipId})`}>
          {drawing.fanFrom ? <FanPleats centre={drawing.fanFrom} /> : <HorizontalPleats from={0} to={100} />}
          {drawing.dayNight ? <HorizontalPleats from={0} to={48} dark /> : null}
          {drawing.extra}
        </g>
        <path d={drawing.d} fill="none" className="stroke-stone-700" strokeWidth={2} strokeLinejoin="round" />
      </g>
    </svg>
  );
}
