import { PleatedBlind } from "~/components/ui/illustrations";

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
