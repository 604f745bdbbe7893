import { colourHex, isLight, shade } from "~/lib/colours";
import { DOOR_CROSSBAR_STANDARD_CM, type DoorSide, GUIDE_IDS, type GuideId } from "~/lib/pricing/constants";
import type { GuideChoice, PleatMounting } from "~/lib/pricing/pleats";
import type { ScreenType } from "~/lib/screen-types";

/**
 * The live product preview as data: what to draw of a configured pleat or insect screen, in the
 * coordinates of a fixed box, with one scale for both axes so the drawing keeps the product's
 * proportions (a 300 × 30 blind long and flat, a 40 × 200 one tall and narrow). The React side only
 * turns these shapes into SVG elements, so the server and the browser draw the same markup.
 */

export const PREVIEW_BOX = { width: 320, height: 240 } as const;
/** Room around the product for the dimension lines and their labels, in box units. */
const MARGIN = { top: 18, right: 28, bottom: 38, left: 46 };
/** A door's threshold D is labelled right of the screen. */
const DOOR_MARGIN = { ...MARGIN, right: 60 };
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

const round = (value: number) => Math.round(value * 10) / 10;

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

const sizeText = (size: DrawnSize) => `${decimal(size.width)} × ${cmLabel(size.height)}${size.sample ? " (wymiary przykładowe)" : ""}`;

/** The product's outline fitted into the box below the top margin, centred, at one scale for both axes. */
function fitToBox(size: DrawnSize, margin = MARGIN) {
  const room = { width: PREVIEW_BOX.width - margin.left - margin.right, height: PREVIEW_BOX.height - margin.top - margin.bottom };
  const scale = Math.min(room.width / size.width, room.height / size.height);
  // Whole box units: to scale within half a unit, and every coordinate derived from them stays a short number.
  const width = Math.max(1, Math.round(size.width * scale));
  const height = Math.max(1, Math.round(size.height * scale));
  return { scale, outline: { x: Math.round(margin.left + (room.width - width) / 2), y: Math.round(margin.top + (room.height - height) / 2), width, height } };
}

const EDGE = "#57534e";
const LINE = "#44403c";

/** A dimension line with end ticks and its label: under a horizontal line, left of a vertical one (turned) or right of it. */
function dimension(part: string, from: [number, number], to: [number, number], label: string, side: "left" | "right" = "right"): Shape[] {
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
function sizeDimensions(size: DrawnSize, o: PreviewDrawing["outline"]): Shape[] {
  return [
    ...dimension("width-dimension", [o.x, o.y + o.height + 12], [o.x + o.width, o.y + o.height + 12], cmLabel(size.width)),
    ...dimension("height-dimension", [o.x - 14, o.y], [o.x - 14, o.y + o.height], cmLabel(size.height), "left"),
  ];
}

// ---------------------------------------------------------------------------------------------
// Pleats

export interface PleatPreviewInput {
  size: DrawnSize;
  fabric: { name: string; colour: string | null; image: string | null };
  /** The profile's colour name; null when there is no profile to choose. */
  profileColour: string | null;
  mounting: PleatMounting;
  /** null: not chosen yet, drawn like 'brak'. */
  guide: GuideChoice | null;
  handle: boolean;
}

const GUIDES: Record<GuideId, { colour: string; name: string }> = {
  [GUIDE_IDS.anodised]: { colour: "srebrny", name: "anodowane" },
  [GUIDE_IDS.white]: { colour: "biały", name: "białe" },
  [GUIDE_IDS.pine]: { colour: "sosna", name: "sosnowe" },
};

/** A rail's thickness and a fold's spacing in box units: real ones (about 2.5 cm, 2 cm) where the scale allows, never thinner than a line can be seen. */
const atLeast = (cm: number, scale: number, minimum: number) => Math.round(Math.max(cm * scale, minimum));

export function pleatPreview(input: PleatPreviewInput): PreviewDrawing {
  const { size, fabric, profileColour, mounting, guide, handle } = input;
  const { scale, outline: o } = fitToBox(size);
  const fabricHex = colourHex(fabric.colour);
  const profileHex = colourHex(profileColour);
  const rail = atLeast(2.5, scale, 4);
  const foldGap = atLeast(2, scale, 3);
  const folds: string[] = [];
  for (let y = o.y + rail + foldGap; y < o.y + o.height - rail; y += foldGap) folds.push(`M${o.x} ${round(y)}h${o.width}`);
  const bottom = o.y + o.height - rail;

  const shapes: Shape[] = [
    // The window's sash behind the blind, where the mounting holds.
    { kind: "rect", part: "window", x: o.x - 6, y: o.y - 6, width: o.width + 12, height: o.height + 12, fill: "#f5f5f4", stroke: "#d6d3d1" },
    { kind: "rect", part: "fabric", ...o, fill: "fabric" },
    { kind: "path", part: "folds", d: folds.join(""), stroke: shade(fabricHex, isLight(fabricHex) ? -0.35 : 0.35), width: 0.8, opacity: 0.7 },
    { kind: "rect", part: "top-profile", x: o.x - 1, y: o.y, width: o.width + 2, height: rail, fill: profileHex, stroke: shade(profileHex, -0.3) },
    { kind: "rect", part: "bottom-profile", x: o.x - 1, y: round(bottom), width: o.width + 2, height: rail, fill: profileHex, stroke: shade(profileHex, -0.3) },
  ];
  if (guide !== null && guide !== "none") {
    const hex = colourHex(GUIDES[guide].colour);
    for (const x of [o.x - 3, o.x + o.width]) shapes.push({ kind: "rect", part: "guides", x, y: o.y, width: 3, height: o.height, fill: hex, stroke: shade(hex, -0.35) });
  }
  if (handle)
    shapes.push({
      kind: "rect",
      part: "handle",
      x: round(o.x + o.width / 2 - 8),
      y: round(bottom + rail - 1),
      width: 16,
      height: 5,
      rx: 2,
      fill: shade(profileHex, -0.25),
      stroke: EDGE,
    });
  // Invasive: brackets screwed to the frame at the rails' ends; non-invasive: clips hooked over the sash's edge.
  const ends = [o.x - 4, o.x + o.width - 2];
  if (mounting === "invasive") {
    for (const x of ends) for (const y of [o.y, round(bottom)]) shapes.push({ kind: "rect", part: "brackets", x, y, width: 6, height: rail, fill: EDGE });
  } else {
    for (const x of ends) shapes.push({ kind: "rect", part: "clips", x, y: o.y - 9, width: 6, height: rail + 9, rx: 1.5, fill: EDGE });
  }
  shapes.push(...sizeDimensions(size, o));

  const parts = [
    `Podgląd: plisa ${sizeText(size)}`,
    `tkanina ${fabric.name}`,
    profileColour ? `profil ${profileColour}` : "bez profilu",
    ...(guide !== null && guide !== "none" ? [`prowadnice ${GUIDES[guide].name}`] : []),
    ...(handle ? ["rączka"] : []),
    `montaż ${mounting === "invasive" ? "inwazyjny" : "bezinwazyjny"}`,
  ];
  return { label: parts.join(", "), scale, outline: o, shapes, fabric: { colour: fabricHex, image: fabric.image } };
}

// ---------------------------------------------------------------------------------------------
// Insect screens

export interface ScreenPreviewInput {
  type: ScreenType;
  size: DrawnSize;
  /** The profile's colour name; null while no profile is chosen. */
  profileColour: string | null;
  meshColour: "szara" | "biala";
  /** Doors only. */
  doorSide: DoorSide | null;
  /** Doors only: dimension G of the additional brace, when it is ordered. */
  braceCm: string | number | null;
  /** Doors only, as typed: C the crossbar, D the threshold, E and F the door's opening. */
  extra: { c?: string | number | null; d?: string | number | null; e?: string | number | null; f?: string | number | null };
}

const MESH_NAMES = { szara: "szara", biala: "biała" } as const;

/** A typed optional dimension, if it is a positive number. */
function given(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) return null;
  const cm = Number(value);
  return Number.isFinite(cm) && cm > 0 && cm <= PREVIEW_MAX_CM ? cm : null;
}

export function screenPreview(input: ScreenPreviewInput): PreviewDrawing {
  const { type, size, profileColour, meshColour } = input;
  const door = type === "drzwiowe";
  const { scale, outline: o } = fitToBox(size, door ? DOOR_MARGIN : MARGIN);
  const profileHex = colourHex(profileColour);
  const frame = atLeast(3, scale, 4);
  const bar = (part: string, fromBottomCm: number): Shape => ({
    kind: "rect",
    part,
    x: o.x,
    y: round(o.y + o.height - fromBottomCm * scale - frame / 2),
    width: o.width,
    height: frame,
    fill: profileHex,
    stroke: shade(profileHex, -0.3),
  });
  const shapes: Shape[] = [
    { kind: "rect", part: "frame", ...o, fill: profileHex, stroke: shade(profileHex, -0.3) },
    { kind: "rect", part: "mesh", x: o.x + frame, y: o.y + frame, width: Math.max(0, o.width - 2 * frame), height: Math.max(0, o.height - 2 * frame), fill: "mesh" },
  ];
  const parts = [
    `Podgląd: moskitiera ${door ? "drzwiowa" : "okienna"} ${sizeText(size)}`,
    profileColour ? `profil ${profileColour}` : "profil jeszcze nie wybrany",
    `siatka ${MESH_NAMES[meshColour]}`,
  ];

  if (door) {
    const inside = (cm: number | null) => (cm !== null && cm < size.height ? cm : null);
    const hingesRight = input.doorSide !== "lewa";
    const crossbar = inside(given(input.extra.c)) ?? (DOOR_CROSSBAR_STANDARD_CM < size.height ? DOOR_CROSSBAR_STANDARD_CM : null);
    const brace = inside(given(input.braceCm));
    const [d, e, f] = [given(input.extra.d), given(input.extra.e), given(input.extra.f)];
    const bottom = o.y + o.height;
    const column = (share: number) => round(o.x + o.width * share);
    if (crossbar !== null) {
      shapes.push(bar("crossbar", crossbar));
      shapes.push(...dimension("dimension-c", [column(0.3), round(bottom - crossbar * scale)], [column(0.3), bottom], `C ${cmLabel(crossbar)}`));
    }
    if (brace !== null) {
      shapes.push(bar("brace", brace));
      shapes.push(...dimension("dimension-g", [column(0.7), round(bottom - brace * scale)], [column(0.7), bottom], `G ${cmLabel(brace)}`));
    }
    const hingeX = hingesRight ? o.x + o.width - 2 : o.x - 4;
    for (const share of [0.12, 0.5, 0.85])
      shapes.push({ kind: "rect", part: "hinges", x: round(hingeX), y: round(o.y + o.height * share - 6), width: 6, height: 12, rx: 1.5, fill: "#292524" });
    // The door's opening E × F and threshold D, where given: to scale, within the screen that covers them.
    if (e !== null) {
      const width = Math.min(e, size.width) * scale;
      const x = round(o.x + (o.width - width) / 2);
      shapes.push(...dimension("dimension-e", [x, o.y + frame + 8], [round(x + width), o.y + frame + 8], `E ${cmLabel(e)}`));
    }
    if (f !== null) shapes.push(...dimension("dimension-f", [column(0.5), round(bottom - Math.min(f, size.height) * scale)], [column(0.5), bottom], `F ${cmLabel(f)}`));
    if (d !== null) shapes.push(...dimension("dimension-d", [o.x + o.width + 14, bottom], [o.x + o.width + 14, round(bottom + Math.min(d * scale, 24))], `D ${cmLabel(d)}`));
    parts.push(`zawiasy po ${hingesRight ? "prawej" : "lewej"}`);
    if (crossbar !== null) parts.push(`poprzeczka na ${cmLabel(crossbar)}`);
    if (brace !== null) parts.push(`dodatkowa rozpora na ${cmLabel(brace)}`);
    const opening = [d !== null && `D ${cmLabel(d)}`, e !== null && `E ${cmLabel(e)}`, f !== null && `F ${cmLabel(f)}`].filter(Boolean);
    if (opening.length) parts.push(`wymiary dodatkowe: ${opening.join(", ")}`);
  }
  shapes.push(...sizeDimensions(size, o));
  return { label: parts.join(", "), scale, outline: o, shapes, mesh: { colour: colourHex(meshColour) } };
}
