import { Illustration } from "~/components/ui/drawing";

/** The pictures of the /plisy landing cards, in the 120 × 96 frame of the shop's illustrations. */

export function MeasuringIllustration({ className }: { className?: string }) {
  const ticks = Array.from({ length: 15 }, (_, index) => 26 + index * 4.5);
  return (
    <Illustration className={className}>
      <rect x="18" y="20" width="72" height="66" rx="4" className="fill-white stroke-stone-400" strokeWidth="2" />
      <rect x="25" y="27" width="58" height="52" rx="1.5" className="fill-stone-100" />
      <path d="M31 33h14M31 38h8" className="stroke-white" strokeWidth="2" strokeLinecap="round" />
      {/* The tape runs across the glass from seal to seal. */}
      <rect x="24" y="10" width="70" height="8" className="fill-accent-200" />
      {ticks.map((x, index) => (
        <path key={x} d={`M${x} 10v${index % 2 ? 2.5 : 4.5}`} className="stroke-accent-800" strokeWidth="0.8" />
      ))}
      <circle cx="100" cy="16" r="13" className="fill-accent-600" />
      <circle cx="100" cy="16" r="5" className="fill-accent-800" />
      <rect x="86" y="9" width="6" height="10" rx="1" className="fill-stone-700" />
      <path d="M25 52h58" className="stroke-accent-600" strokeWidth="1.2" strokeDasharray="2 2" />
      <path d="M28 49l-3 3 3 3M80 49l3 3-3 3" fill="none" className="stroke-accent-600" strokeWidth="1.2" />
    </Illustration>
  );
}

export function ProfileIllustration({ className }: { className?: string }) {
  const profile = "M0 10q0-8 8-8h28q8 0 8 8v22q0 4-4 4h-12v-6h10v-22h-32v22h10v6h-12q-4 0-4-4z";
  return (
    <Illustration className={className}>
      <path d={profile} transform="translate(10 14)" className="fill-stone-200 stroke-stone-500" strokeWidth="1.5" />
      <path d={profile} transform="translate(66 14)" className="fill-stone-700 stroke-stone-900" strokeWidth="1.5" />
      <path d={profile} transform="translate(38 50)" className="fill-accent-500 stroke-accent-800" strokeWidth="1.5" />
    </Illustration>
  );
}

export function FabricIllustration({ className }: { className?: string }) {
  const swatches = [
    { x: 22, rotate: -10, light: "fill-stone-200", dark: "fill-stone-300" },
    { x: 44, rotate: 0, light: "fill-accent-100", dark: "fill-accent-200" },
    { x: 66, rotate: 10, light: "fill-stone-600", dark: "fill-stone-700" },
  ];
  return (
    <Illustration className={className}>
      {swatches.map((swatch) => (
        <g key={swatch.x} transform={`rotate(${swatch.rotate} ${swatch.x + 16} 86)`}>
          {Array.from({ length: 9 }, (_, index) => (
            <rect key={index} x={swatch.x} y={14 + index * 8} width="32" height="8" className={index % 2 ? swatch.dark : swatch.light} />
          ))}
          <rect x={swatch.x} y="14" width="32" height="72" rx="1" fill="none" className="stroke-stone-400" strokeWidth="1" />
        </g>
      ))}
    </Illustration>
  );
}

export function AccessoriesIllustration({ className }: { className?: string }) {
  return (
    <Illustration className={className}>
      {/* A handle rod with its hook. */}
      <path d="M22 10v64" className="stroke-stone-600" strokeWidth="4" strokeLinecap="round" />
      <path d="M22 10c0-5 8-5 8 0v4" fill="none" className="stroke-stone-600" strokeWidth="2.5" strokeLinecap="round" />
      <rect x="18" y="66" width="8" height="18" rx="3" className="fill-accent-600" />
      {/* An angle bracket. */}
      <path d="M44 24h30v8H52v30h-8Z" className="fill-stone-300 stroke-stone-500" strokeWidth="1.5" strokeLinejoin="round" />
      <circle cx="64" cy="28" r="2" className="fill-stone-500" />
      <circle cx="48" cy="50" r="2" className="fill-stone-500" />
      {/* Spacers. */}
      <rect x="82" y="50" width="12" height="16" rx="3" className="fill-accent-200 stroke-accent-700" strokeWidth="1.2" />
      <rect x="98" y="56" width="12" height="16" rx="3" className="fill-accent-200 stroke-accent-700" strokeWidth="1.2" />
      {/* A side guide. */}
      <rect x="80" y="12" width="30" height="6" rx="1.5" className="fill-stone-400" />
      <rect x="80" y="22" width="30" height="6" rx="1.5" className="fill-accent-500" />
    </Illustration>
  );
}
