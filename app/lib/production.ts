import { href } from "react-router";
import type { CartItem, PleatCartItem, ScreenCartItem } from "~/lib/cart";
import { formatArea } from "~/lib/format";
import { DOOR_SIDE_NAMES, GUIDE_NAMES, MESH_NAMES, lineTitle } from "~/lib/line-description";
import { DOOR_CROSSBAR_STANDARD_CM } from "~/lib/pricing";
import type { ProductionDeductions } from "~/lib/production-deductions";

// The workshop's rules (/admin-produkcja): the cut sizes of an order line from its ordered size and the owner's
// deductions, the production card's facts, and a plan of many lines grouped by fabric and by profile colour with
// what it needs in total. Pure: the server reads the lines, the pages show what these compute.

export const PRODUCTION_PATH = href("/admin-produkcja");
export const PRODUCTION_PRINT_PATH = href("/admin-produkcja/druk");
/** An order line the workshop's pages do not know (a card, a printout). */
export const LINE_NOT_FOUND = "Nie znaleziono pozycji zamówienia";

export const productionCardPath = (itemId: number) => href("/admin-produkcja/karta/:itemId", { itemId: String(itemId) });

/** How the plan prints: one card per A4 sheet, a compact list, or small labels (several per sheet). */
export const PRINT_LAYOUTS = ["karty", "lista", "etykiety"] as const;
export type PrintLayout = (typeof PRINT_LAYOUTS)[number];
export const PRINT_LAYOUT_LABELS: Readonly<Record<PrintLayout, { name: string; print: string }>> = {
  karty: { name: "Karty (jedna na stronę A4)", print: "Drukuj karty" },
  lista: { name: "Lista zwarta", print: "Drukuj listę" },
  etykiety: { name: "Etykiety z kodem QR", print: "Drukuj etykiety" },
};

/** The `uklad` query parameter; anything else is the cards. */
export function printLayout(value: string | null): PrintLayout {
  return PRINT_LAYOUTS.find((layout) => layout === value) ?? "karty";
}

export const printPath = (layout: PrintLayout) => `${PRODUCTION_PRINT_PATH}?uklad=${layout}`;

// ---------------------------------------------------------------------------------------------------------------
// What the server reads for the pages

/** An order line as the workshop sees it; `item` is null when its stored configuration no longer reads as a line. */
export interface ProductionLine {
  id: number;
  position: number;
  productType: string;
  widthCm: number;
  heightCm: number;
  quantity: number;
  item: CartItem | null;
  /** When the workshop made it, and who said so; null while it is to be made. */
  madeAt: Date | null;
  madeBy: string | null;
}

/** An order waiting for production or in it, with its lines. */
export interface ProductionOrder {
  id: number;
  number: string;
  customerName: string;
  deliveryMethod: string;
  paymentStatus: string;
  /** The Warsaw day it is promised to leave by, when known. */
  shipBy: string | null;
  createdAt: Date;
  productionStartedAt: Date | null;
  notes: string | null;
  lines: ProductionLine[];
}

/** The lines of orders in production still to be made, as the plan takes them. */
export function linesToMake(inProduction: readonly ProductionOrder[]): PlanLine[] {
  return inProduction.flatMap((order) =>
    order.lines.flatMap((line) => (line.madeAt === null && line.item ? [{ id: line.id, orderNumber: order.number, position: line.position, item: line.item }] : [])),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Cut sizes

/** What the workshop cuts: profiles and guides are lengths, the fabric and the mesh are sheets. */
export type BarPart = "top_profile" | "bottom_profile" | "guide" | "frame_horizontal" | "frame_vertical" | "crossbar" | "brace";
export type SheetPart = "fabric" | "mesh";

/** One size to cut, in mm, and the rule it came from ('szerokość − 4 mm'). */
export interface CutSize {
  mm: number;
  rule: string;
}

/** One part of one piece of the product: what it is, how many, and its size (a length, or a sheet's width and height). */
export type Cut = { part: BarPart; label: string; pieces: number; length: CutSize } | { part: SheetPart; label: string; pieces: number; width: CutSize; height: CutSize };

const DIMENSION_NAMES = { width: "szerokość", height: "wysokość" } as const;

/** The ordered dimension (whole cm) less a deduction (mm), with the rule written out. */
function less(dimension: keyof typeof DIMENSION_NAMES, orderedCm: number, deductionMm: number): CutSize {
  return { mm: orderedCm * 10 - deductionMm, rule: `${DIMENSION_NAMES[dimension]} − ${deductionMm} mm` };
}

function pleatCuts(item: PleatCartItem, d: ProductionDeductions): Cut[] {
  const cuts: Cut[] = [
    {
      part: "fabric",
      label: "Tkanina",
      pieces: 1,
      width: less("width", item.width, d.pleatFabricWidthDeduction),
      height: less("height", item.height, d.pleatFabricHeightDeduction),
    },
    { part: "top_profile", label: "Profil górny", pieces: 1, length: less("width", item.width, d.pleatTopProfileDeduction) },
    { part: "bottom_profile", label: "Profil dolny", pieces: 1, length: less("width", item.width, d.pleatBottomProfileDeduction) },
  ];
  const guide = item.selectedProwadnice[0];
  if (guide !== undefined && item.prowadnicaQuantity > 0) {
    cuts.push({ part: "guide", label: GUIDE_NAMES[guide], pieces: item.prowadnicaQuantity, length: less("height", item.height, d.pleatGuideDeduction) });
  }
  return cuts;
}

function screenCuts(item: ScreenCartItem, d: ProductionDeductions): Cut[] {
  const door = item.mosquitoType === "drzwiowe";
  const frameWidth = door ? d.doorFrameWidthDeduction : d.windowFrameWidthDeduction;
  const cuts: Cut[] = [
    { part: "frame_horizontal", label: "Rama – profil poziomy", pieces: 2, length: less("width", item.width, frameWidth) },
    { part: "frame_vertical", label: "Rama – profil pionowy", pieces: 2, length: less("height", item.height, door ? d.doorFrameHeightDeduction : d.windowFrameHeightDeduction) },
  ];
  if (door) {
    // Both bars sit between the stiles, as the frame's horizontal profiles do.
    cuts.push({ part: "crossbar", label: `Poprzeczka (wymiar C: ${item.wymiarC ?? DOOR_CROSSBAR_STANDARD_CM} cm)`, pieces: 1, length: less("width", item.width, frameWidth) });
    if (item.dodatkowaRozpora) {
      const at = item.wymiarG === null ? "" : ` (wymiar G: ${item.wymiarG} cm)`;
      cuts.push({ part: "brace", label: `Dodatkowa rozpora${at}`, pieces: 1, length: less("width", item.width, frameWidth) });
    }
  }
  cuts.push({
    part: "mesh",
    label: `Siatka ${MESH_NAMES[item.meshColor]}`,
    pieces: 1,
    width: less("width", item.width, door ? d.doorMeshWidthDeduction : d.windowMeshWidthDeduction),
    height: less("height", item.height, door ? d.doorMeshHeightDeduction : d.windowMeshHeightDeduction),
  });
  return cuts;
}

/** What one piece of the line is cut from; a line of quantity n needs n times each cut's pieces. */
export function cutList(item: CartItem, deductions: ProductionDeductions): Cut[] {
  return item.productType === "plisy" ? pleatCuts(item, deductions) : screenCuts(item, deductions);
}

// ---------------------------------------------------------------------------------------------------------------
// What a line needs besides its cuts

/** Window screens hang on hooks: two at the top, two at the bottom. */
export const WINDOW_SCREEN_HOOKS = 4;
/** A window screen's corners, when the customer chose them, one at each corner. */
export const SCREEN_CORNERS = 4;

/** A kind of mounting piece, and how many one piece of the line needs. */
export interface MountingNeed {
  label: string;
  pieces: number;
}

/**
 * The brackets and mounting pieces one piece of the line needs. A pleat's spacers and PCV or metal angles come
 * as many as its extras multiplier (4 under 100 cm wide, 6 from 100 cm: the count the price is multiplied by);
 * Juz-Kon angles as many as the customer asked for; a non-invasive mounting and a monofilament guide are one set.
 */
export function mountingNeeds(item: CartItem): MountingNeed[] {
  if (item.productType === "plisy") {
    return [
      item.dystansPlisy && { label: "Dystanse", pieces: item.extrasMultipliers },
      item.katownikPCVPlisy && { label: "Kątowniki PCV", pieces: item.extrasMultipliers },
      item.katownikMetalowyPlisy && { label: "Kątowniki metalowe", pieces: item.extrasMultipliers },
      item.katownikJuzKonPCV && item.katownikJuzKonQuantity > 0 && { label: "Kątowniki Juz-Kon PCV", pieces: item.katownikJuzKonQuantity },
      item.bezinwazyjne && { label: "Mocowania bezinwazyjne (komplet)", pieces: 1 },
      item.prowadzenieZylkowePlisy && { label: "Prowadzenie żyłkowe (komplet)", pieces: 1 },
    ].filter((need): need is MountingNeed => Boolean(need));
  }
  if (item.mosquitoType === "drzwiowe") return [];
  return [
    item.szerokoscHaczyka !== null && { label: `Haczyki ${item.szerokoscHaczyka} mm`, pieces: WINDOW_SCREEN_HOOKS },
    item.narozniki && { label: "Narożniki", pieces: SCREEN_CORNERS },
  ].filter((need): need is MountingNeed => Boolean(need));
}

/** Handles for one piece of the line. */
export const handlesOf = (item: CartItem) => (item.productType === "plisy" && item.raczkaPlisy ? item.raczkaQuantityPlisy : 0);

/** The sealing brush runs round a window screen's frame: its perimeter, in mm, for one piece. */
export const brushOf = (item: CartItem) => (item.productType === "moskitiery" && item.szczotkaUszczelniajaca ? (item.width + item.height) * 2 * 10 : 0);

// ---------------------------------------------------------------------------------------------------------------
// The production card

export interface CardFact {
  label: string;
  value: string;
}

const yesNo = (value: boolean) => (value ? "tak" : "nie");
const cmOrDash = (cm: number | null) => (cm === null ? "—" : `${cm} cm`);

/** The kind of product, as the workshop names it. */
export function productKind(item: CartItem): string {
  if (item.productType === "plisy") return "Plisa";
  return item.mosquitoType === "drzwiowe" ? "Moskitiera drzwiowa" : "Moskitiera okienna";
}

/** Everything the workshop needs to know of a line, every extra named even when absent, in the card's order. */
export function cardFacts(item: CartItem): CardFact[] {
  const size = { label: "Wymiary zamówione", value: `${item.width} × ${item.height} cm (${item.width * 10} × ${item.height * 10} mm)` };
  const quantity = { label: "Ilość", value: `${item.quantity} szt.` };
  const notes = item.notes ? [{ label: "Uwagi do pozycji", value: item.notes }] : [];
  if (item.productType === "plisy") {
    const guide = item.selectedProwadnice[0];
    const extras = mountingNeeds(item).map((need) => `${need.label} × ${need.pieces}`);
    return [
      { label: "Produkt", value: productKind(item) },
      size,
      { label: "Tkanina – kod", value: item.fabricCode },
      { label: "Tkanina – nazwa", value: item.fabricName || "—" },
      { label: "Tkanina – kolor", value: item.appearance?.fabricColour ?? "—" },
      { label: "Profil", value: item.profileCode ?? "—" },
      { label: "Kolor profilu", value: item.appearance?.profileColour ?? "—" },
      { label: "Montaż", value: item.installationType },
      { label: "Prowadnice", value: guide === undefined ? "brak" : `${GUIDE_NAMES[guide]} × ${item.prowadnicaQuantity}` },
      { label: "Rączki", value: item.raczkaPlisy ? `× ${item.raczkaQuantityPlisy}` : "brak" },
      { label: "Dodatki (na 1 szt.)", value: extras.length > 0 ? extras.join(", ") : "brak" },
      quantity,
      ...notes,
    ];
  }
  const common = [
    { label: "Produkt", value: productKind(item) },
    size,
    { label: "Profil", value: item.profileCode },
    { label: "Kolor profilu", value: item.appearance?.profileColour ?? "—" },
    { label: "Kolor siatki", value: MESH_NAMES[item.meshColor] },
  ];
  if (item.mosquitoType === "drzwiowe") {
    return [
      ...common,
      { label: "Strona zawiasów", value: item.doorSide ? DOOR_SIDE_NAMES[item.doorSide] : "—" },
      { label: "Wymiar C (poprzeczka)", value: item.wymiarC === null ? `${DOOR_CROSSBAR_STANDARD_CM} cm (standardowo)` : `${item.wymiarC} cm` },
      { label: "Wymiar D", value: cmOrDash(item.wymiarD) },
      { label: "Wymiar E", value: cmOrDash(item.wymiarE) },
      { label: "Wymiar F", value: cmOrDash(item.wymiarF) },
      { label: "Wymiar G (dodatkowa rozpora)", value: item.dodatkowaRozpora ? cmOrDash(item.wymiarG) : "bez rozpory" },
      quantity,
      ...notes,
    ];
  }
  return [
    ...common,
    { label: "Szerokość haczyka", value: item.szerokoscHaczyka === null ? "—" : `${item.szerokoscHaczyka} mm` },
    { label: "Szczotka uszczelniająca", value: yesNo(item.szczotkaUszczelniajaca) },
    { label: "Narożniki", value: yesNo(item.narozniki) },
    quantity,
    ...notes,
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// The plan

/** An order line as the workshop plans it. */
export interface PlanLine {
  id: number;
  orderNumber: string;
  position: number;
  item: CartItem;
}

export interface FabricGroup {
  code: string;
  name: string;
  colour: string | null;
  lineIds: number[];
  /** Blinds to make of it. */
  pieces: number;
  /** Fabric to cut: each blind's cut width × height. */
  areaMm2: number;
}

/** Profiles of one colour of one product kind (a pleat's profile is no screen's frame). */
export interface ProfileGroup {
  kind: string;
  colour: string;
  profileCodes: string[];
  lineIds: number[];
  /** Each part's metres, in the order met. */
  parts: { label: string; pieces: number; lengthMm: number }[];
  lengthMm: number;
}

export interface AmountByName {
  name: string;
  /** mm for lengths, mm² for areas, pieces for counts. */
  amount: number;
}

export interface PlanTotals {
  /** Products to make (the lines' quantities). */
  pieces: number;
  fabricAreaMm2: number;
  profileLengthMm: number;
  guideLengthMm: number;
  guides: AmountByName[];
  meshes: AmountByName[];
  brushLengthMm: number;
  handles: number;
  mounting: AmountByName[];
}

export interface ProductionPlan {
  byFabric: FabricGroup[];
  byProfileColour: ProfileGroup[];
  totals: PlanTotals;
}

/** A group's colour when the line names none: no profile chosen, or one whose colour the catalogue no longer knows. */
const noColour = (item: CartItem) => (item.profileCode === null ? "bez wybranego profilu" : "kolor nieznany");

function addTo(list: AmountByName[], name: string, amount: number) {
  const entry = list.find((x) => x.name === name);
  if (entry) entry.amount += amount;
  else list.push({ name, amount });
}

/** The lines grouped by fabric and by profile colour, and what they need in total. Groups keep the order their first line came in. */
export function productionPlan(lines: readonly PlanLine[], deductions: ProductionDeductions): ProductionPlan {
  const byFabric: FabricGroup[] = [];
  const byProfileColour: ProfileGroup[] = [];
  const totals: PlanTotals = { pieces: 0, fabricAreaMm2: 0, profileLengthMm: 0, guideLengthMm: 0, guides: [], meshes: [], brushLengthMm: 0, handles: 0, mounting: [] };

  for (const { id, item } of lines) {
    const n = item.quantity;
    totals.pieces += n;
    const colour = item.appearance?.profileColour ?? noColour(item);
    const kind = productKind(item);
    let profiles = byProfileColour.find((group) => group.kind === kind && group.colour === colour);
    if (!profiles) {
      profiles = { kind, colour, profileCodes: [], lineIds: [], parts: [], lengthMm: 0 };
      byProfileColour.push(profiles);
    }
    profiles.lineIds.push(id);
    if (item.profileCode && !profiles.profileCodes.includes(item.profileCode)) profiles.profileCodes.push(item.profileCode);

    for (const cut of cutList(item, deductions)) {
      const pieces = cut.pieces * n;
      if ("width" in cut) {
        const area = cut.width.mm * cut.height.mm * pieces;
        if (cut.part === "mesh") addTo(totals.meshes, cut.label, area);
        else if (item.productType === "plisy") {
          let fabric = byFabric.find((group) => group.code === item.fabricCode);
          if (!fabric) {
            fabric = { code: item.fabricCode, name: item.fabricName, colour: item.appearance?.fabricColour ?? null, lineIds: [], pieces: 0, areaMm2: 0 };
            byFabric.push(fabric);
          }
          fabric.lineIds.push(id);
          fabric.pieces += pieces;
          fabric.areaMm2 += area;
          totals.fabricAreaMm2 += area;
        }
      } else if (cut.part === "guide") {
        totals.guideLengthMm += cut.length.mm * pieces;
        addTo(totals.guides, cut.label, cut.length.mm * pieces);
      } else {
        const length = cut.length.mm * pieces;
        // The crossbar's label names its height, which differs per line: the plan sums bars by their kind.
        const label = cut.part === "crossbar" ? "Poprzeczka" : cut.part === "brace" ? "Dodatkowa rozpora" : cut.label;
        const part = profiles.parts.find((p) => p.label === label);
        if (part) {
          part.pieces += pieces;
          part.lengthMm += length;
        } else profiles.parts.push({ label, pieces, lengthMm: length });
        profiles.lengthMm += length;
        totals.profileLengthMm += length;
      }
    }
    totals.handles += handlesOf(item) * n;
    totals.brushLengthMm += brushOf(item) * n;
    for (const need of mountingNeeds(item)) addTo(totals.mounting, need.label, need.pieces * n);
  }
  return { byFabric, byProfileColour, totals };
}

const metresFormat = new Intl.NumberFormat("pl-PL", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A length in mm as the plan shows it, in metres with 2 decimals: 2992 → "2,99 m". */
export const formatMetres = (mm: number) => `${metresFormat.format(mm / 1000)} m`;

/** An area in mm² as the plan shows it, in m² with 2 decimals. */
export const formatAreaMm2 = (mm2: number) => formatArea(mm2 / 1_000_000);

/** A card's heading: which order and line, and what it is. */
export const cardTitle = (line: Pick<PlanLine, "orderNumber" | "position" | "item">) => `${line.orderNumber} · poz. ${line.position} · ${lineTitle(line.item)}`;
