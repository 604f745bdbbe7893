/**
 * The live product preview as data: what to draw of a configured pleat or insect screen, in the
 * coordinates of a fixed box, with one scale for both axes so the drawing keeps the product's
 * proportions (a 300 × 30 blind long and flat, a 40 × 200 one tall and narrow). The React side only
 * turns these shapes into SVG elements, so the server and the browser draw the same markup.
 * This module holds what both products share; each product's drawing is in its own module
 * (./product-preview-pleat, ./product-preview-screen), so a configurator loads only its own.
 */

export const PREVIEW_BOX = { width: 320, height: 240 } as const;
/** Room around the product for the dimension lines and their labels, in box units. */
export const MARGIN = { top: 18, right: 28, bottom: 38, left: 46 };
/** What can be drawn: a typed value outside this (a slip, millimetres) keeps the last drawable size. */
export const PREVIEW_MIN_CM = 10;
export const PREVIEW_MAX_CM = 1000;
/** Drawn before the shopper has typed a size. */
export const SAMPLE_SIZES = { pleat: { width: 100, height: 150 }, okienne: { width: 100, height: 120 }, drzwiowe: { width: 90, height: 210 } } as const;

/** A fill that the renderer resolves to the drawing's own pattern. */
export type PatternFill = "fabric" | "mesh";

export type Shape =
  | { kind: "rect"; part: string; x: number; y: number; width: number; height: number; fill: string | PatternFill; stroke?: string; rx?: number }
  | { kind: "path"; part: string; d: string; stroke: string; width: number; opacity?: number }
  /** vertical: turned to run up a vertical dimension line; central: centred on y rather than standing on it. */
  | { kind: "text"; part: string; x: number; y: number; text: string; anchor: "start" | "middle"; vertical?: boolean; central?: boolean };

export interface PreviewDrawing {
  /** The accessible name: 'Podgląd: …', saying what is drawn. */
  label: string;
  /** Pixels (box units) per centimetre. */
  scale: number;
  /** The product's outline in box units. */
  outline: { x: number; y: number; width: number; height: number };
  shapes: Shape[];
  /** The fabric's pattern: its colour as the base, its swatch over it. */
  fabric?: { colour: string; image: string | null };
  /** The mesh's pattern: a fine grid in its colour. */
  mesh?: { colour: string };
}

export interface DrawnSize {
  width: number;
  height: number;
  /** The sample size stands in for a dimension the shopper has not given yet. */
  sample: boolean;
}

export const round = (value: number) => Math.round(value * 10) / 10;

/** A typed centimetre value that can be drawn, or null. */
function drawable(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) return null;
  const cm = Number(value);
  return Number.isFinite(cm) && cm >= PREVIEW_MIN_CM && cm <= PREVIEW_MAX_CM ? cm : null;
}

/**
 * The size to draw: the typed one where it can be drawn, otherwise what was drawn before (the last
 * valid size, or the sample at first), so the picture never disappears while the shopper types.
 */
export function previewSize(typed: { width: string | number | null; height: string | number | null }, previous: DrawnSize): DrawnSize {
  const width = drawable(typed.width);
  const height = drawable(typed.height);
  return {
    width: width ?? previous.width,
    height: height ?? previous.height,
    sample: (width === null || height === null) && previous.sample,
  };
}

export type PreviewProduct = keyof typeof SAMPLE_SIZES;

export const sampleSize = (product: PreviewProduct): DrawnSize => ({ ...SAMPLE_SIZES[product], sample: true });

/** A length as Polish text writes it: '120', '120,5'. */
const decimal = (cm: number) => String(round(cm)).replace(".", ",");

/** Centimetres as a label reads them: '120 cm', '120,5 cm'. */
export const cmLabel = (cm: number) => `${decimal(cm)} cm`;

export const sizeText = (size: DrawnSize) => `${decimal(size.width)} × ${cmLabel(size.height)}${size.sample ? " (wymiary przykładowe)" : ""}`;

/** The product's outline fitted into the box below the top margin, centred, at one scale for both axes. */
export function fitToBox(size: DrawnSize, margin = MARGIN) {
  const room = { width: PREVIEW_BOX.width - margin.left - margin.right, height: PREVIEW_BOX.height - margin.top - margin.bottom };
  const scale = Math.min(room.width / size.width, room.height / size.height);
  // Whole box units: to scale within half a unit, and every coordinate derived from them stays a short number.
  const width = Math.max(1, Math.round(size.width * scale));
  const height = Math.max(1, Math.round(size.height * scale));
  return { scale, outline: { x: Math.round(margin.left + (room.width - width) / 2), y: Math.round(margin.top + (room.height - height) / 2), width, height } };
}

export const EDGE = "#57534e";
const LINE = "#44403c";

/** A dimension line with end ticks and its label: under a horizontal line, left of a vertical one (turned) or right of it. */
export function dimension(part: string, from: [number, number], to: [number, number], label: string, side: "left" | "right" = "right"): Shape[] {
  const [x1, y1] = from;
  const [x2, y2] = to;
  if (y1 === y2) {
    return [
      { kind: "path", part, d: `M${x1} ${y1}H${x2}M${x1} ${y1 - 4}v8M${x2} ${y2 - 4}v8`, stroke: LINE, width: 1 },
      { kind: "text", part, x: round((x1 + x2) / 2), y: y1 + 15, text: label, anchor: "middle" },
    ];
  }
  const left = side === "left";
  return [
    { kind: "path", part, d: `M${x1} ${y1}V${y2}M${x1 - 4} ${y1}h8M${x2 - 4} ${y2}h8`, stroke: LINE, width: 1 },
    { kind: "text", part, x: x1 + (left ? -7 : 5), y: round((y1 + y2) / 2), text: label, anchor: left ? "middle" : "start", vertical: left, central: true },
  ];
}

/** The width below the product and the height left of it. */
export function sizeDimensions(size: DrawnSize, o: PreviewDrawing["outline"]): Shape[] {
  return [
    ...dimension("width-dimension", [o.x, o.y + o.height + 12], [o.x + o.width, o.y + o.height + 12], cmLabel(size.width)),
    ...dimension("height-dimension", [o.x - 14, o.y], [o.x - 14, o.y + o.height], cmLabel(size.height), "left"),
  ];
}

/** A rail's thickness and a fold's spacing in box units: real ones (about 2.5 cm, 2 cm) where the scale allows, never thinner than a line can be seen. */
export const atLeast = (cm: number, scale: number, minimum: number) => Math.round(Math.max(cm * scale, minimum));
