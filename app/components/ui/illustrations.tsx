import type { ReactNode } from "react";

/** Decorative product pictures drawn in SVG: crisp at any size, no image requests, theme colours. */
export function Illustration({ children, className = "h-28 w-auto" }: { children: ReactNode; className?: string }) {
  return (
    <svg viewBox="0 0 120 96" aria-hidden="true" focusable="false" className={className}>
      {children}
    </svg>
  );
}

/** Horizontal pleats between two rails, as a pleated blind looks from the room. */
export function PleatedBlind({ x, y, width, pleats, pleatHeight }: { x: number; y: number; width: number; pleats: number; pleatHeight: number }) {
  const rail = pleatHeight * 1.2;
  const bottom = y + rail + pleats * pleatHeight;
  return (
    <g>
      <rect x={x} y={y} width={width} height={rail} rx={rail / 3} className="fill-stone-700" />
      {Array.from({ length: pleats }, (_, index) => (
        <rect key={index} x={x + 1} y={y + rail + index * pleatHeight} width={width - 2} height={pleatHeight} className={index % 2 ? "fill-accent-100" : "fill-accent-200"} />
      ))}
      <rect x={x} y={bottom} width={width} height={rail} rx={rail / 3} className="fill-stone-700" />
      <path d={`M${x + width * 0.2} ${y + rail}V${bottom}M${x + width * 0.8} ${y + rail}V${bottom}`} className="stroke-stone-500" strokeWidth={0.6} />
    </g>
  );
}

export function PleatIllustration({ className }: { className?: string }) {
  return (
    <Illustration className={className}>
      <rect x="22" y="6" width="76" height="80" rx="4" className="fill-white stroke-stone-400" strokeWidth="2" />
      <rect x="28" y="12" width="64" height="68" rx="1.5" className="fill-stone-100" />
      <PleatedBlind x={27} y={12} width={66} pleats={10} pleatHeight={4} />
      <rect x="14" y="86" width="92" height="5" rx="2.5" className="fill-stone-300" />
    </Illustration>
  );
}

export function InsectScreenIllustration({ className }: { className?: string }) {
  const mesh = Array.from({ length: 13 }, (_, index) => 30 + index * 5);
  return (
    <Illustration className={className}>
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

export function FurnitureIllustration({ className }: { className?: string }) {
  return (
    <Illustration className={className}>
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

export function PowderCoatingIllustration({ className }: { className?: string }) {
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
    <Illustration className={className}>
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
