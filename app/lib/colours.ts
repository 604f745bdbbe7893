/**
 * The catalogue names its colours in Polish words (fabrics, profiles, meshes, guides); drawings need
 * a hex. The fabric hues are the seed's bases (scripts/generate-seed.ts), the profile ones its finishes.
 */
const NAMED: Readonly<Record<string, string>> = {
  biały: "#f7f6f2",
  kremowy: "#f1e9d0",
  ecru: "#ded5bf",
  beżowy: "#ccb499",
  szary: "#989ea4",
  grafitowy: "#464b53",
  czarny: "#1d1e20",
  niebieski: "#61a2d1",
  granatowy: "#21305e",
  zielony: "#509b69",
  oliwkowy: "#7c8547",
  żółty: "#eccd51",
  pomarańczowy: "#df7c3a",
  bordowy: "#6f202d",
  różowy: "#e3b0bd",
  brązowy: "#5b3a26",
  srebrny: "#c3c8cd",
  antracyt: "#383e42",
  "złoty dąb": "#b27a3d",
  orzech: "#6b4426",
  szampański: "#d8c59f",
  sosna: "#d9b47c",
};

/** What a name the table does not know is drawn in: a neutral grey that reads as "some colour". */
export const NEUTRAL_GREY = "#a8a29e";

/** Feminine and plural forms ('szara siatka', 'białe prowadnice'), and the mesh's ASCII code 'biala', read as the table's masculine form. */
const FORMS: readonly [RegExp, string][] = [
  [/^biala$/, "biały"],
  [/a$/, "y"],
  [/e$/, "y"],
];

function known(name: string): string | undefined {
  if (NAMED[name]) return NAMED[name];
  for (const [ending, replacement] of FORMS) {
    const hex = NAMED[name.replace(ending, replacement)];
    if (hex) return hex;
  }
  return undefined;
}

/**
 * The hex of a colour name as the catalogue writes it: 'biały', 'Szara', 'srebrny (anodowany)',
 * 'biały mat'. A name it does not know, or none, is the neutral grey, never an error.
 */
export function colourHex(name: string | null | undefined): string {
  const normalised = (name ?? "").trim().toLowerCase().replace(/\s+/g, " ");
  const withoutNote = normalised.replace(/\s*\(.*\)$/, "");
  return known(normalised) ?? known(withoutNote) ?? known(withoutNote.split(" ")[0] ?? "") ?? NEUTRAL_GREY;
}

/** A darker or lighter shade of a hex (amount −1 black … 1 white), for edges and folds drawn in the part's own colour. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const t = Math.min(1, Math.abs(amount));
  return `#${[16, 8, 0]
    .map((shift) => {
      const channel = (value >> shift) & 255;
      return Math.round(channel + (target - channel) * t)
        .toString(16)
        .padStart(2, "0");
    })
    .join("")}`;
}

/** Whether a colour is light: its folds and edges are then drawn darker, a dark one's lighter. */
export function isLight(hex: string): boolean {
  const value = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * ((value >> 16) & 255) + 0.7152 * ((value >> 8) & 255) + 0.0722 * (value & 255) > 140;
}
