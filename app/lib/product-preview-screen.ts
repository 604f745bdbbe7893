import { colourHex, shade } from "~/lib/colours";
import { DOOR_CROSSBAR_STANDARD_CM, type DoorSide } from "~/lib/pricing/constants";
import type { ScreenType } from "~/lib/screen-types";
import { MARGIN, PREVIEW_MAX_CM, round, fitToBox, dimension, sizeDimensions, sizeText, cmLabel, atLeast, type DrawnSize, type PreviewDrawing, type Shape } from "./product-preview";

/** A door's threshold D is labelled right of the screen. */
const DOOR_MARGIN = { ...MARGIN, right: 60 };

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
