import { colourHex, isLight, shade } from "~/lib/colours";
import { GUIDE_IDS, type GuideId } from "~/lib/pricing/constants";
import type { GuideChoice, PleatMounting } from "~/lib/pricing/pleats";
import { round, fitToBox, EDGE, sizeDimensions, sizeText, atLeast, type DrawnSize, type PreviewDrawing, type Shape } from "./product-preview";

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
