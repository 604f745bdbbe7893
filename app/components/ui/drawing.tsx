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
        // biome-ignore lint/suspicious/noArrayIndexKey: a pleat is its position; the list never reorders
        <rect key={index} x={x + 1} y={y + rail + index * pleatHeight} width={width - 2} height={pleatHeight} className={index % 2 ? "fill-accent-100" : "fill-accent-200"} />
      ))}
      <rect x={x} y={bottom} width={width} height={rail} rx={rail / 3} className="fill-stone-700" />
      <path d={`M${x + width * 0.2} ${y + rail}V${bottom}M${x + width * 0.8} ${y + rail}V${bottom}`} className="stroke-stone-500" strokeWidth={0.6} />
    </g>
  );
}
