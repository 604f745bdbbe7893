import { Illustration, PleatedBlind } from "~/components/ui/drawing";

// The sources of the decorative drawings the pages show as static SVG files (app/assets/illustrations/, written by
// render.tsx): drawn here with the theme's classes, shipped without any JavaScript.

export function PleatIllustration() {
  return (
    <Illustration>
      <rect x="22" y="6" width="76" height="80" rx="4" className="fill-white stroke-stone-400" strokeWidth="2" />
      <rect x="28" y="12" width="64" height="68" rx="1.5" className="fill-stone-100" />
      <PleatedBlind x={27} y={12} width={66} pleats={10} pleatHeight={4} />
      <rect x="14" y="86" width="92" height="5" rx="2.5" className="fill-stone-300" />
    </Illustration>
  );
}

export function InsectScreenIllustration() {
  const mesh = Array.from({ length: 13 }, (_, index) => 30 + index * 5);
  return (
    <Illustration>
      <rect x="22" y="6" width="76" height="80" rx="4" className="fill-white stroke-stone-400" strokeWidth="2" />
      <rect x="28" y="12" width="64" height="68" rx="1.5" className="fill-stone-100 stroke-accent-600" strokeWidth="3" />
      <g className="stroke-stone-400" strokeWidth="0.6">
        {mesh.map((offset) => (
          <path key={offset} d={`M${offset} 14V78`} />
        ))}
        {Array.from({ length: 13 }, (_, index) => 16 + index * 5).map((offset) => (
          <path key={offset} d={`M30 ${offset}H90`} />
        ))}
      </g>
      <rect x="56" y="76" width="8" height="3" rx="1.5" className="fill-accent-700" />
      {/* A fly left outside. */}
      <g transform="translate(104 30)">
        <ellipse cx="0" cy="0" rx="3.2" ry="2" className="fill-stone-700" />
        <ellipse cx="-1.5" cy="-2.6" rx="2.2" ry="1.4" className="fill-stone-300" />
        <ellipse cx="1.5" cy="-2.6" rx="2.2" ry="1.4" className="fill-stone-300" />
      </g>
      <path d="M100 40c4-2 6 1 9-1" fill="none" className="stroke-stone-400" strokeWidth="0.8" strokeDasharray="1.5 1.5" />
      <rect x="14" y="86" width="92" height="5" rx="2.5" className="fill-stone-300" />
    </Illustration>
  );
}

export function FurnitureIllustration() {
  return (
    <Illustration>
      <path d="M52 24c0-6 4-10 8-10s8 4 8 10v4H52Z" className="fill-accent-200" />
      <path d="M60 14c-2-5 0-9 4-10M60 14c3-4 7-4 9-2" fill="none" className="stroke-emerald-800" strokeWidth="1.6" strokeLinecap="round" />
      <rect x="16" y="28" width="88" height="5" rx="2" className="fill-stone-700" />
      <rect x="20" y="33" width="80" height="44" className="fill-white stroke-stone-400" strokeWidth="2" />
      <path d="M60 33v44M20 55h40" className="stroke-stone-400" strokeWidth="2" />
      <rect x="64" y="37" width="32" height="36" rx="1.5" className="fill-accent-100" />
      <rect x="36" y="43" width="8" height="2.4" rx="1.2" className="fill-stone-600" />
      <rect x="36" y="65" width="8" height="2.4" rx="1.2" className="fill-stone-600" />
      <rect x="66.5" y="52" width="2.4" height="8" rx="1.2" className="fill-stone-600" />
      <path d="M26 77l-2 9M94 77l2 9" className="stroke-stone-700" strokeWidth="3" strokeLinecap="round" />
    </Illustration>
  );
}

export function PowderCoatingIllustration() {
  const spray = [
    [58, 40],
    [64, 34],
    [62, 47],
    [69, 42],
    [67, 53],
    [72, 30],
    [74, 48],
    [71, 58],
  ];
  return (
    <Illustration>
      {/* A profile half coated: bare metal at the bottom, the finished colour above. */}
      <rect x="82" y="10" width="18" height="76" rx="2" className="fill-stone-300" />
      <rect x="82" y="10" width="18" height="46" rx="2" className="fill-accent-600" />
      <path d="M86 14v68" className="stroke-white/40" strokeWidth="2" />
      {spray.map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="1.6" className="fill-accent-500" />
      ))}
      <path d="M14 36h30l8 4v6l-8 4H34l-4 22h-9l3-22h-10a4 4 0 0 1-4-4v-6a4 4 0 0 1 4-4Z" className="fill-stone-700" />
      <rect x="26" y="26" width="10" height="10" rx="2" className="fill-stone-500" />
      <path d="M52 43h3" className="stroke-stone-700" strokeWidth="3" strokeLinecap="round" />
    </Illustration>
  );
}

/** A two-sash window with pleated blinds at different heights and a tape measure: "made to measure" at a glance. */
export function HeroIllustration() {
  const ticks = Array.from({ length: 27 }, (_, index) => index);
  return (
    <svg viewBox="0 0 480 400" aria-hidden="true" focusable="false" className="h-auto w-full">
      <clipPath id="hero-backdrop">
        <rect x="10" y="10" width="460" height="380" rx="28" />
      </clipPath>
      <g clipPath="url(#hero-backdrop)">
        <rect x="10" y="10" width="460" height="380" className="fill-accent-50" />
        <circle cx="420" cy="40" r="110" className="fill-accent-100" />
      </g>

      {/* Frame and the view outside. */}
      <rect x="78" y="48" width="300" height="282" rx="8" className="fill-white stroke-stone-300" strokeWidth="3" />
      <rect x="96" y="66" width="126" height="246" rx="3" className="fill-sky-100" />
      <rect x="234" y="66" width="126" height="246" rx="3" className="fill-sky-100" />
      <circle cx="318" cy="196" r="20" className="fill-amber-200" />
      <path d="M96 262c30-22 62-26 126-8v58H96Z" className="fill-emerald-100" />
      <path d="M234 250c40-14 80-12 126 6v56H234Z" className="fill-emerald-100" />
      <path d="M228 60v258" className="stroke-stone-300" strokeWidth="8" />

      <PleatedBlind x={94} y={64} width={130} pleats={17} pleatHeight={8} />
      <PleatedBlind x={232} y={64} width={130} pleats={9} pleatHeight={8} />

      {/* Handles. */}
      <rect x="212" y="190" width="6" height="22" rx="3" className="fill-stone-400" />
      <rect x="238" y="190" width="6" height="22" rx="3" className="fill-stone-400" />

      <rect x="58" y="330" width="340" height="14" rx="7" className="fill-stone-300" />

      {/* A plant on the sill. */}
      <path d="M104 300c-16-18-18-40-6-52 8 14 10 32 6 52Z" className="fill-emerald-700" />
      <path d="M110 302c4-22 16-36 32-38-2 18-14 32-32 38Z" className="fill-emerald-600" />
      <path d="M106 302c-10-10-26-14-38-10 8 12 22 14 38 10Z" className="fill-emerald-800" />
      <path d="M88 300h36l-5 30H93Z" className="fill-accent-500" />

      {/* Tape measure along the right edge. */}
      <rect x="404" y="48" width="26" height="282" rx="3" className="fill-amber-300" />
      <g className="stroke-stone-700" strokeWidth="1.5">
        {ticks.map((tick) => (
          <path key={tick} d={`M404 ${52 + tick * 10.5}h${tick % 5 === 0 ? 12 : 6}`} />
        ))}
      </g>
      <rect x="396" y="320" width="42" height="36" rx="8" className="fill-stone-800" />
      <circle cx="417" cy="338" r="8" className="fill-stone-600" />
    </svg>
  );
}
