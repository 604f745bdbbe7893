import { useId, useState } from "react";
import { type DrawnSize, PREVIEW_BOX, type PreviewDrawing, type PreviewProduct, previewSize, sampleSize } from "~/lib/product-preview";

const TEXT_STYLE = { fontSize: 11, fill: "#292524", stroke: "#fff", strokeWidth: 3, paintOrder: "stroke", strokeLinejoin: "round" } as const;

/**
 * A product preview as plain SVG: the model's shapes in order, the fabric's swatch and the mesh as
 * patterns. Nothing here reads the browser, so the server's markup is the hydrated one.
 */
export function PreviewSvg({ drawing, className = "h-auto w-full" }: { drawing: PreviewDrawing; className?: string }) {
  const id = useId();
  const fill = (value: string) => (value === "fabric" || value === "mesh" ? `url(#${id}-${value})` : value);
  const o = drawing.outline;
  return (
    <svg viewBox={`0 0 ${PREVIEW_BOX.width} ${PREVIEW_BOX.height}`} role="img" aria-label={drawing.label} data-testid="product-preview" className={className}>
      <defs>
        {drawing.fabric ? (
          <pattern id={`${id}-fabric`} patternUnits="userSpaceOnUse" x={o.x} y={o.y} width={o.width} height={o.height}>
            <rect width={o.width} height={o.height} fill={drawing.fabric.colour} />
            {drawing.fabric.image ? <image href={drawing.fabric.image} width={o.width} height={o.height} preserveAspectRatio="xMidYMid slice" /> : null}
          </pattern>
        ) : null}
        {drawing.mesh ? (
          <pattern id={`${id}-mesh`} patternUnits="userSpaceOnUse" width="4" height="4">
            <rect width="4" height="4" fill="#e3ebf1" />
            <path d="M0 .5h4M.5 0v4" stroke={drawing.mesh.colour} strokeWidth="1" />
          </pattern>
        ) : null}
      </defs>
      {drawing.shapes.map((shape, index) => {
        const key = `${shape.part}-${index}`;
        if (shape.kind === "rect") {
          const { x, y, width, height, rx, stroke } = shape;
          return (
            <rect key={key} data-part={shape.part} x={x} y={y} width={width} height={height} rx={rx} fill={fill(shape.fill)} stroke={stroke} strokeWidth={stroke ? 1 : undefined} />
          );
        }
        if (shape.kind === "path") {
          return <path key={key} data-part={shape.part} d={shape.d} stroke={shape.stroke} strokeWidth={shape.width} strokeOpacity={shape.opacity} fill="none" />;
        }
        const { x, y } = shape;
        return (
          <text
            key={key}
            data-part={shape.part}
            x={x}
            y={y}
            textAnchor={shape.anchor}
            dominantBaseline={shape.central ? "central" : undefined}
            transform={shape.vertical ? `rotate(-90 ${x} ${y})` : undefined}
            style={TEXT_STYLE}
          >
            {shape.text}
          </text>
        );
      })}
    </svg>
  );
}

/**
 * The size a live preview draws: the typed one where it can be drawn, else the last one drawn (the
 * sample at first), so a half-typed or mistaken value never blanks the picture.
 */
export function useDrawnSize(typed: { width: string; height: string }, product: PreviewProduct): DrawnSize {
  const [last, setLast] = useState(() => previewSize(typed, sampleSize(product)));
  const next = previewSize(typed, last);
  // Remembered during render (React's pattern for state derived from the previous render), so the first paint is already right.
  if (next.width !== last.width || next.height !== last.height || next.sample !== last.sample) setLast(next);
  return next;
}

/** The live preview's frame beside the price: a card with a short caption. */
export function PreviewCard({ drawing }: { drawing: PreviewDrawing }) {
  return (
    <figure className="rounded-2xl border border-stone-200 bg-white p-3 shadow-sm">
      <PreviewSvg drawing={drawing} />
      <figcaption className="mt-1 text-center text-xs text-stone-500">Podgląd w skali, kolory orientacyjne.</figcaption>
    </figure>
  );
}
