import { Illustration } from "~/components/ui/drawing";

// Card pictures for the insect-screen pages, in the shop's illustration frame (120 × 96, theme colours).

function Mesh({ x, y, width, height, step = 5 }: { x: number; y: number; width: number; height: number; step?: number }) {
  const columns = Math.floor(width / step);
  const rows = Math.floor(height / step);
  return (
    <g className="stroke-stone-400" strokeWidth="0.6">
      {Array.from({ length: columns }, (_, i) => (
        <path key={`v${i}`} d={`M${x + (i + 0.5) * step} ${y}V${y + height}`} />
      ))}
      {Array.from({ length: rows }, (_, i) => (
        <path key={`h${i}`} d={`M${x} ${y + (i + 0.5) * step}H${x + width}`} />
      ))}
    </g>
  );
}

/** A hinged door screen in its frame, with the crossbar and the magnet strip. */
export function DoorScreenIllustration({ className }: { className?: string }) {
  return (
    <Illustration className={className}>
      <rect x="34" y="4" width="52" height="84" rx="2" className="fill-white stroke-stone-400" strokeWidth="2" />
      <rect x="39" y="9" width="42" height="77" rx="1" className="fill-stone-100 stroke-accent-600" strokeWidth="3" />
      <Mesh x={41} y={11} width={38} height={73} />
      <rect x="40" y="52" width="40" height="3" className="fill-accent-600" />
      <rect x="77" y="36" width="2" height="12" rx="1" className="fill-stone-700" />
      <rect x="20" y="88" width="80" height="4" rx="2" className="fill-stone-300" />
    </Illustration>
  );
}

/** A tape measure across a window screen. */
export function ScreenMeasuringIllustration({ className }: { className?: string }) {
  return (
    <Illustration className={className}>
      <rect x="26" y="14" width="68" height="70" rx="3" className="fill-white stroke-stone-400" strokeWidth="2" />
      <rect x="32" y="20" width="56" height="58" rx="1" className="fill-stone-100" />
      <Mesh x={33} y={21} width={54} height={56} />
      <rect x="18" y="4" width="84" height="8" rx="1.5" className="fill-accent-200 stroke-accent-600" strokeWidth="1" />
      <g className="stroke-accent-700" strokeWidth="0.8">
        {Array.from({ length: 16 }, (_, i) => 22 + i * 5).map((x, i) => (
          <path key={x} d={`M${x} 4v${i % 2 ? 3 : 5}`} />
        ))}
      </g>
      <path d="M14 20v58M10 20h8M10 78h8" className="stroke-stone-600" strokeWidth="1.2" />
      <rect x="100" y="52" width="14" height="14" rx="3" className="fill-stone-700" />
      <path d="M100 59H94" className="stroke-accent-600" strokeWidth="2" />
    </Illustration>
  );
}

/** Cross-sections of three frame profiles in different colours. */
export function ScreenProfilesIllustration({ className }: { className?: string }) {
  const profiles = [
    { x: 14, className: "fill-white stroke-stone-400" },
    { x: 46, className: "fill-stone-600 stroke-stone-800" },
    { x: 78, className: "fill-accent-500 stroke-accent-700" },
  ];
  return (
    <Illustration className={className}>
      {profiles.map((profile) => (
        <g key={profile.x} transform={`translate(${profile.x} 18)`}>
          <path d="M0 0h28v10h-8v40h8v10H0V50h8V10H0Z" className={profile.className} strokeWidth="1.5" strokeLinejoin="round" />
          <rect x="11" y="14" width="6" height="32" rx="1" className="fill-stone-50/70" />
        </g>
      ))}
      <rect x="10" y="84" width="100" height="4" rx="2" className="fill-stone-300" />
    </Illustration>
  );
}
