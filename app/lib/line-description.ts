import type { CartItem, PleatCartItem, ScreenCartItem } from "~/lib/cart";
import { fabricPath } from "~/lib/catalogue-paths";
import { GUIDE_IDS, type GuideId } from "~/lib/pricing";

/**
 * How a cart or order line reads for a person. The cart, the order pages, the e-mails and the
 * export all say the same, from here.
 */
export interface LineDetail {
  label: string;
  value: string;
  /** Where the value can be looked at in the shop (the fabric's page). */
  href?: string;
}

export interface LineDescription {
  title: string;
  details: LineDetail[];
}

export const GUIDE_NAMES: Readonly<Record<GuideId, string>> = {
  [GUIDE_IDS.anodised]: "Prowadnica anodowana",
  [GUIDE_IDS.white]: "Prowadnica biała",
  [GUIDE_IDS.pine]: "Prowadnica sosna",
};
export const MESH_NAMES: Readonly<Record<ScreenCartItem["meshColor"], string>> = { szara: "szara", biala: "biała" };
export const DOOR_SIDE_NAMES: Readonly<Record<NonNullable<ScreenCartItem["doorSide"]>, string>> = { prawa: "prawa (P)", lewa: "lewa (L)" };

export function lineTitle(item: CartItem): string {
  if (item.productType === "plisy") return `Plisa ${item.fabricName || item.fabricCode}`;
  return item.mosquitoType === "drzwiowe" ? "Moskitiera drzwiowa" : "Moskitiera okienna";
}

export function lineDimensions(item: Pick<CartItem, "width" | "height">): string {
  return `${item.width} × ${item.height} cm`;
}

function pleatDetails(item: PleatCartItem): LineDetail[] {
  const guide = item.selectedProwadnice[0];
  const extras = [
    item.dystansPlisy && "Dystanse",
    item.prowadzenieZylkowePlisy && "Prowadzenie żyłkowe",
    item.katownikPCVPlisy && "Kątownik PCV",
    item.katownikMetalowyPlisy && "Kątownik metalowy",
    item.katownikJuzKonPCV && `Kątownik Juz-Kon PCV × ${item.katownikJuzKonQuantity}`,
    item.raczkaPlisy && `Rączka × ${item.raczkaQuantityPlisy}`,
  ].filter((extra): extra is string => Boolean(extra));
  return [
    { label: "Tkanina", value: `${item.fabricName || item.fabricCode} (${item.fabricCode})`, href: fabricPath(item.fabricCode) },
    { label: "Wymiary", value: lineDimensions(item) },
    ...(item.profileCode ? [{ label: "Profil", value: item.profileCode }] : []),
    { label: "Montaż", value: item.installationType },
    { label: "Prowadnice", value: guide ? `${GUIDE_NAMES[guide]} × ${item.prowadnicaQuantity}` : "brak" },
    { label: "Dodatki", value: extras.length > 0 ? extras.join(", ") : "brak" },
  ];
}

function screenDetails(item: ScreenCartItem): LineDetail[] {
  const isDoor = item.mosquitoType === "drzwiowe";
  const extraDimensions = (
    [
      ["C", item.wymiarC],
      ["D", item.wymiarD],
      ["E", item.wymiarE],
      ["F", item.wymiarF],
      ["Z", item.wymiarZ],
    ] as const
  ).flatMap(([name, cm]) => (cm === null ? [] : [`${name}: ${cm} cm`]));
  return [
    { label: "Typ", value: isDoor ? "drzwiowa" : "okienna" },
    { label: "Profil", value: item.profileCode },
    { label: "Wymiary", value: lineDimensions(item) },
    { label: "Siatka", value: MESH_NAMES[item.meshColor] },
    ...(isDoor && item.doorSide ? [{ label: "Strona zawiasów", value: DOOR_SIDE_NAMES[item.doorSide] }] : []),
    ...(!isDoor && item.szerokoscHaczyka !== null ? [{ label: "Szerokość haczyka", value: `${item.szerokoscHaczyka} mm` }] : []),
    ...(item.szczotkaUszczelniajaca ? [{ label: "Szczotka uszczelniająca", value: "tak" }] : []),
    ...(item.dodatkowaRozpora ? [{ label: "Dodatkowa rozpora", value: item.wymiarG === null ? "tak" : `tak, G: ${item.wymiarG} cm` }] : []),
    ...(item.narozniki ? [{ label: "Narożniki", value: "tak" }] : []),
    ...(extraDimensions.length > 0 ? [{ label: "Wymiary dodatkowe", value: extraDimensions.join(", ") }] : []),
  ];
}

export function describeLine(item: CartItem): LineDescription {
  return { title: lineTitle(item), details: item.productType === "plisy" ? pleatDetails(item) : screenDetails(item) };
}

/** An order line as it reads: its stored configuration says it all; one that no longer validates falls back on its columns. */
export function describeOrderLine(line: {
  configuration: CartItem | null;
  productType: CartItem["productType"];
  fabricCode: string | null;
  profileCode: string | null;
  widthCm: number;
  heightCm: number;
}): LineDescription {
  if (line.configuration) return describeLine(line.configuration);
  const pleat = line.productType === "plisy";
  const code = pleat ? line.fabricCode : line.profileCode;
  return {
    title: `${pleat ? "Plisa" : "Moskitiera"}${code ? ` ${code}` : ""}`,
    details: [{ label: "Wymiary", value: lineDimensions({ width: line.widthCm, height: line.heightCm }) }],
  };
}

/** One detail as plain text, for e-mails and the export. */
export function detailText({ label, value }: LineDetail): string {
  return `${label}: ${value}`;
}
