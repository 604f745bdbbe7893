// Generates the catalogue seed (migrations/seed/catalogue.sql), the demonstration promo codes
// (migrations/demo/promo-codes.sql) and the product SVGs under public/images/. Deterministic: a fixed PRNG seed gives byte-identical output on every run.
// Run with Node 24 (`npm run seed:generate`), which strips the TypeScript types natively.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = join(root, "public");
const imagesDir = join(publicDir, "images");

// ---------------------------------------------------------------------------------------------
// Deterministic helpers

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = mulberry32(20250611);

function pick<T>(items: readonly T[]): T {
  return at(items, Math.floor(random() * items.length));
}

function intBetween(min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`index ${index} out of range`);
  return item;
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = at(copy, i);
    copy[i] = at(copy, j);
    copy[j] = a;
  }
  return copy;
}

// ---------------------------------------------------------------------------------------------
// Colour maths

type Hsl = { h: number; s: number; l: number };

function hslToHex({ h, s, l }: Hsl): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = Math.min(100, Math.max(0, s)) / 100;
  const light = Math.min(100, Math.max(0, l)) / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[f(0), f(8), f(4)]
    .map((v) =>
      Math.round(v * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function shade(hex: string, amount: number): string {
  // amount > 0 mixes towards white, < 0 towards black.
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  return `#${hexToRgb(hex)
    .map((c) =>
      Math.round(c + (target - c) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

// ---------------------------------------------------------------------------------------------
// Fabrics

type ColourName =
  | "biały"
  | "kremowy"
  | "ecru"
  | "beżowy"
  | "szary"
  | "grafitowy"
  | "czarny"
  | "niebieski"
  | "granatowy"
  | "zielony"
  | "oliwkowy"
  | "żółty"
  | "pomarańczowy"
  | "bordowy"
  | "różowy"
  | "brązowy"
  | "srebrny";

const colours: Record<ColourName, { base: Hsl; names: readonly string[] }> = {
  biały: { base: { h: 45, s: 25, l: 96 }, names: ["Śnieżna", "Alabastrowa", "Mleczna", "Lodowa"] },
  kremowy: { base: { h: 45, s: 55, l: 88 }, names: ["Waniliowa", "Kremowa", "Śmietankowa", "Kaszmirowa"] },
  ecru: { base: { h: 42, s: 32, l: 81 }, names: ["Ecru", "Lniana", "Piaskowa", "Muślinowa"] },
  beżowy: { base: { h: 32, s: 33, l: 70 }, names: ["Karmelowa", "Cappuccino", "Beżowa", "Latte"] },
  szary: { base: { h: 210, s: 6, l: 62 }, names: ["Popielata", "Gołębia", "Stalowa", "Mglista"] },
  grafitowy: { base: { h: 215, s: 9, l: 30 }, names: ["Grafitowa", "Antracytowa", "Łupkowa", "Burzowa"] },
  czarny: { base: { h: 220, s: 6, l: 12 }, names: ["Onyksowa", "Hebanowa", "Czarna", "Węglowa"] },
  niebieski: { base: { h: 205, s: 55, l: 60 }, names: ["Błękitna", "Lazurowa", "Morska", "Niebiańska"] },
  granatowy: { base: { h: 225, s: 48, l: 25 }, names: ["Granatowa", "Indygo", "Nocna", "Marynarska"] },
  zielony: { base: { h: 140, s: 32, l: 46 }, names: ["Miętowa", "Szmaragdowa", "Leśna", "Paprociowa"] },
  oliwkowy: { base: { h: 68, s: 30, l: 40 }, names: ["Oliwkowa", "Khaki", "Szałwiowa", "Mchowa"] },
  żółty: { base: { h: 48, s: 80, l: 62 }, names: ["Cytrynowa", "Słoneczna", "Miodowa", "Musztardowa"] },
  pomarańczowy: { base: { h: 24, s: 72, l: 55 }, names: ["Morelowa", "Terakota", "Mandarynkowa", "Dyniowa"] },
  bordowy: { base: { h: 350, s: 55, l: 28 }, names: ["Bordowa", "Wiśniowa", "Burgund", "Rubinowa"] },
  różowy: { base: { h: 345, s: 48, l: 79 }, names: ["Pudrowa", "Różana", "Malinowa", "Brzoskwiniowa"] },
  brązowy: { base: { h: 25, s: 35, l: 30 }, names: ["Czekoladowa", "Kawowa", "Orzechowa", "Cynamonowa"] },
  srebrny: { base: { h: 210, s: 8, l: 78 }, names: ["Srebrna", "Platynowa", "Perłowa", "Księżycowa"] },
};

const allColours = Object.keys(colours) as ColourName[];

type Category = "Transparentna" | "Półprzezroczysta" | "Zaciemniająca" | "Termoizolacyjna";
type SwatchVariant = "plain" | "sheer" | "pearl" | "linen" | "blackout" | "thermal" | "daynight" | "jacquard";

type Collection = {
  name: string;
  firstCode: number;
  count: number;
  numberedNames: boolean;
  category: (index: number) => Category;
  palette: readonly ColourName[];
  prices: readonly number[];
  variant: SwatchVariant;
};

const collections: readonly Collection[] = [
  {
    name: "Basic",
    firstCode: 101,
    count: 22,
    numberedNames: true,
    category: (i) => (i % 4 === 3 ? "Transparentna" : "Półprzezroczysta"),
    palette: allColours.filter((c) => c !== "srebrny"),
    prices: [6900, 7900, 8900],
    variant: "plain",
  },
  {
    name: "Lumière",
    firstCode: 201,
    count: 18,
    numberedNames: false,
    category: () => "Transparentna",
    palette: ["biały", "kremowy", "ecru", "beżowy", "szary", "niebieski", "zielony", "żółty", "różowy", "pomarańczowy", "oliwkowy", "srebrny"],
    prices: [8900, 9900, 10900],
    variant: "sheer",
  },
  {
    name: "Perła",
    firstCode: 301,
    count: 16,
    numberedNames: false,
    category: () => "Półprzezroczysta",
    palette: ["biały", "kremowy", "ecru", "beżowy", "szary", "srebrny", "różowy", "niebieski", "grafitowy", "brązowy", "granatowy"],
    prices: [11900, 12900, 14500],
    variant: "pearl",
  },
  {
    name: "Natura",
    firstCode: 401,
    count: 18,
    numberedNames: false,
    category: (i) => (i % 3 === 2 ? "Transparentna" : "Półprzezroczysta"),
    palette: ["ecru", "beżowy", "kremowy", "brązowy", "oliwkowy", "zielony", "szary", "biały", "żółty", "pomarańczowy"],
    prices: [9900, 10900, 12900],
    variant: "linen",
  },
  {
    name: "Blackout Pro",
    firstCode: 501,
    count: 20,
    numberedNames: true,
    category: () => "Zaciemniająca",
    palette: allColours,
    prices: [13900, 14500, 15900],
    variant: "blackout",
  },
  {
    name: "Termo Silver",
    firstCode: 601,
    count: 18,
    numberedNames: false,
    category: () => "Termoizolacyjna",
    palette: ["biały", "kremowy", "beżowy", "szary", "grafitowy", "srebrny", "niebieski", "granatowy", "brązowy", "bordowy", "zielony", "czarny", "ecru"],
    prices: [14500, 15900, 16900, 17900],
    variant: "thermal",
  },
  {
    name: "Dzień i Noc",
    firstCode: 701,
    count: 14,
    numberedNames: false,
    category: () => "Półprzezroczysta",
    palette: ["biały", "kremowy", "beżowy", "szary", "grafitowy", "brązowy", "granatowy", "ecru", "czarny", "bordowy"],
    prices: [17900, 19900, 21900, 24900],
    variant: "daynight",
  },
  {
    name: "Żakard",
    firstCode: 801,
    count: 14,
    numberedNames: false,
    category: () => "Półprzezroczysta",
    palette: ["kremowy", "ecru", "beżowy", "bordowy", "zielony", "granatowy", "szary", "różowy", "żółty", "oliwkowy", "brązowy", "biały"],
    prices: [12900, 13900, 14500, 16900],
    variant: "jacquard",
  },
];

type Fabric = {
  code: string;
  name: string;
  colour: ColourName;
  category: Category;
  collection: string;
  image: string;
  pricePerM2: number;
  maxWidthCm: number;
  available: boolean;
  sale: boolean;
  transmission: number;
  reflection: number;
  absorption: number;
  hex: string;
  variant: SwatchVariant;
};

function lightValues(category: Category, hex: string): { transmission: number; reflection: number; absorption: number } {
  // Lighter colours reflect more and absorb less; darker fabrics also let less light through.
  const lum = luminance(hex);
  let transmission: number;
  let reflectShare: number;
  switch (category) {
    case "Transparentna":
      transmission = Math.round(40 + lum * 20 + random() * 10);
      reflectShare = 0.3 + lum * 0.55;
      break;
    case "Półprzezroczysta":
      transmission = Math.round(10 + lum * 18 + random() * 10);
      reflectShare = 0.25 + lum * 0.55;
      break;
    case "Zaciemniająca":
      transmission = intBetween(0, 3);
      reflectShare = 0.15 + lum * 0.55;
      break;
    case "Termoizolacyjna":
      transmission = Math.round(3 + lum * 6 + random() * 4);
      reflectShare = 0.6 + lum * 0.25;
      break;
  }
  const reflection = Math.round((100 - transmission) * Math.min(0.9, reflectShare + (random() - 0.5) * 0.06));
  return { transmission, reflection, absorption: 100 - transmission - reflection };
}

function buildFabrics(): Fabric[] {
  const usedHex = new Set<string>();
  const perColourCount = new Map<ColourName, number>();
  const fabrics: Fabric[] = [];

  for (const collection of collections) {
    const usedNames = new Set<string>();
    let palette: ColourName[] = [];
    const unavailable = new Set(shuffled([...Array(collection.count).keys()]).slice(0, Math.max(1, Math.round(collection.count * 0.15))));
    const saleCandidates = shuffled([...Array(collection.count).keys()].filter((i) => !unavailable.has(i)));
    const onSale = new Set(saleCandidates.slice(0, Math.max(1, Math.round(collection.count * 0.15))));

    for (let i = 0; i < collection.count; i++) {
      if (palette.length === 0) palette = shuffled(collection.palette);
      const colour = palette.pop() as ColourName;
      const nth = perColourCount.get(colour) ?? 0;
      perColourCount.set(colour, nth + 1);

      // Spread the shades of one colour name over the catalogue so no two swatches share a hex.
      const base = colours[colour].base;
      let hex = "";
      for (let attempt = 0; attempt < 50 && (hex === "" || usedHex.has(hex)); attempt++) {
        const darker = base.l > 90 ? -1 : 1;
        hex = hslToHex({
          h: base.h + (random() - 0.5) * 12,
          s: base.s + (random() - 0.5) * 14,
          l: base.l + darker * (((nth * 5 + attempt) % 13) - (base.l > 90 ? 0 : 6)) * 0.9,
        });
      }
      usedHex.add(hex);

      const number = collection.firstCode + i;
      const code = `PL-${number}`;
      let name = `${collection.name} ${number}`;
      if (!collection.numberedNames) {
        const candidates = colours[colour].names.map((n) => `${collection.name} ${n}`).filter((n) => !usedNames.has(n));
        name = candidates.length > 0 ? pick(candidates) : `${collection.name} ${number}`;
      }
      usedNames.add(name);

      const category = collection.category(i);
      const narrow = random() < 0.15;
      fabrics.push({
        code,
        name,
        colour,
        category,
        collection: collection.name,
        image: `/images/fabrics/${code}.svg`,
        pricePerM2: pick(collection.prices),
        maxWidthCm: narrow ? pick([60, 70, 80, 90]) : pick([100, 110, 120, 120, 130, 140, 140, 140]),
        available: !unavailable.has(i),
        sale: onSale.has(i),
        ...lightValues(category, hex),
        hex,
        variant: collection.variant,
      });
    }
  }
  return fabrics;
}

// ---------------------------------------------------------------------------------------------
// SVG drawing

const W = 400;
const H = 300;

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function svg(title: string, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><title>${escapeXml(title)}</title>${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>\n`;
}

function fabricSvg(fabric: Fabric): string {
  const { hex, variant } = fabric;
  const pleat = variant === "daynight" ? 24 : 20;
  const shadow = variant === "blackout" ? 0.38 : variant === "sheer" ? 0.18 : 0.28;
  const defs: string[] = [
    `<linearGradient id="f" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".4"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset=".55" stop-color="#000" stop-opacity=".05"/><stop offset="1" stop-color="#000" stop-opacity="${shadow}"/></linearGradient>`,
    `<pattern id="p" width="${W}" height="${pleat}" patternUnits="userSpaceOnUse"><rect width="${W}" height="${pleat}" fill="url(#f)"/><path d="M0 ${pleat - 0.5}h${W}" stroke="#000" stroke-opacity=".2"/></pattern>`,
  ];
  const under: string[] = [];
  const over: string[] = [];
  switch (variant) {
    case "sheer":
      defs.push(
        `<radialGradient id="g" cx=".75" cy=".2" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
      );
      over.push(`<rect width="${W}" height="${H}" fill="url(#g)"/>`);
      break;
    case "pearl":
      defs.push(
        `<linearGradient id="g" x2="1" y2="1"><stop offset=".2" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity=".35"/><stop offset=".8" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
      );
      over.push(`<rect width="${W}" height="${H}" fill="url(#g)"/>`);
      break;
    case "linen":
      defs.push(`<pattern id="t" width="5" height="5" patternUnits="userSpaceOnUse"><path d="M0 2.5h5M2.5 0v5" stroke="#000" stroke-opacity=".07"/></pattern>`);
      under.push(`<rect width="${W}" height="${H}" fill="url(#t)"/>`);
      break;
    case "jacquard":
      defs.push(
        `<pattern id="t" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M20 5l12 15-12 15L8 20z" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="2"/></pattern>`,
      );
      under.push(`<rect width="${W}" height="${H}" fill="url(#t)"/>`);
      break;
    case "daynight":
      defs.push(`<pattern id="t" width="${W}" height="${pleat * 2}" patternUnits="userSpaceOnUse"><rect width="${W}" height="${pleat}" fill="#fff" fill-opacity=".4"/></pattern>`);
      under.push(`<rect width="${W}" height="${H}" fill="url(#t)"/>`);
      break;
    case "thermal":
      // A folded-back corner shows the silver thermal coating on the reverse.
      defs.push(
        `<linearGradient id="s" x2="1" y2="1"><stop offset="0" stop-color="#f2f4f6"/><stop offset=".5" stop-color="#b9c0c7"/><stop offset="1" stop-color="#e3e7ea"/></linearGradient>`,
      );
      over.push(`<path d="M320 300L400 220V300z" fill="url(#s)"/><path d="M320 300L400 220" stroke="#000" stroke-opacity=".25"/>`);
      break;
    case "plain":
    case "blackout":
      break;
  }
  return svg(
    `Tkanina ${fabric.name} (${fabric.code}), kolor ${fabric.colour}`,
    defs.join(""),
    `<rect width="${W}" height="${H}" fill="${hex}"/>${under.join("")}<rect width="${W}" height="${H}" fill="url(#p)"/>${over.join("")}`,
  );
}

const woodColours = new Set(["złoty dąb", "orzech", "sosna"]);

function metalDefs(hex: string, colourName: string): string {
  const grain = woodColours.has(colourName)
    ? `<pattern id="w" width="60" height="14" patternUnits="userSpaceOnUse"><path d="M0 4q15-3 30 0t30 0M0 10q20 3 40 0t20 1" fill="none" stroke="${shade(hex, -0.4)}" stroke-opacity=".5" stroke-width="1.2"/></pattern>`
    : "";
  return `<linearGradient id="m" x2="0" y2="1"><stop offset="0" stop-color="${shade(hex, 0.35)}"/><stop offset=".45" stop-color="${hex}"/><stop offset="1" stop-color="${shade(hex, -0.3)}"/></linearGradient>${grain}`;
}

function profileFill(shape: string, hex: string, colourName: string): string {
  const stroke = shade(hex, luminance(hex) > 0.5 ? -0.45 : 0.35);
  const grain = woodColours.has(colourName) ? shape.replace('fill="url(#m)"', 'fill="url(#w)"').replace(/ stroke="[^"]*"/, "") : "";
  return shape.replace("/>", ` stroke="${stroke}" stroke-width="2" stroke-linejoin="round"/>`) + grain;
}

const background = `<rect width="${W}" height="${H}" fill="#f1f3f5"/>`;

function pleatProfileSvg(code: string, colourName: string, hex: string): string {
  // Headrail cross-section: a C-channel with inward lips and a screw boss at the top.
  const shape = `<path d="M100 92q0-22 22-22h156q22 0 22 22v116q0 12-12 12h-70v-20h58v-112h-152v112h58v20h-70q-12 0-12-12z" fill="url(#m)"/>`;
  return svg(
    `Profil plisy ${code}, kolor ${colourName}`,
    metalDefs(hex, colourName),
    `${background}${profileFill(shape, hex, colourName)}<circle cx="200" cy="108" r="10" fill="none" stroke="${shade(hex, -0.35)}" stroke-width="4"/>`,
  );
}

function screenProfileSvg(type: "okienne" | "drzwiowe", code: string, colourName: string, hex: string, kind: string): string {
  const door = type === "drzwiowe";
  const x = door ? 110 : 140;
  const w = door ? 180 : 120;
  const shape = `<path d="M${x} 60h${w}v180h-${w}z M${x + 14} 74v70h${w - 28}v-70z M${x + 14} 158v68h${w - 28}v-68z" fill="url(#m)" fill-rule="evenodd"/>`;
  const extras: string[] = [];
  // Mesh spline groove with the mesh leaving the profile.
  extras.push(`<circle cx="${x + w - 8}" cy="200" r="5" fill="#333"/><path d="M${x + w} 200h${380 - x - w}" stroke="#666" stroke-width="2" stroke-dasharray="3 2"/>`);
  if (kind.includes("przesuwna")) extras.push(`<circle cx="${x + w / 2}" cy="252" r="12" fill="#444"/><path d="M${x - 20} 266h${w + 40}" stroke="#888" stroke-width="4"/>`);
  if (kind.includes("plisowana")) extras.push(`<path d="M${x + w + 10} 120l12 10-12 10 12 10-12 10 12 10" fill="none" stroke="#666" stroke-width="2"/>`);
  if (kind.includes("zawiasach")) extras.push(`<circle cx="${x - 14}" cy="110" r="14" fill="url(#m)" stroke="#555" stroke-width="2"/>`);
  if (door) extras.push(`<path d="M${x + 20} 240v14M${x + 30} 240v14M${x + 40} 240v14M${x + 50} 240v14" stroke="#222" stroke-width="3"/>`);
  return svg(
    `Profil moskitiery ${type === "okienne" ? "okiennej" : "drzwiowej"} ${code}, ${kind}, kolor ${colourName}`,
    metalDefs(hex, colourName),
    `${background}${profileFill(shape, hex, colourName)}${extras.join("")}`,
  );
}

function meshSvg(code: string, colourName: string, hex: string): string {
  return svg(
    `Siatka ${code}, kolor ${colourName}`,
    `<linearGradient id="b" x2="0" y2="1"><stop offset="0" stop-color="#8fb3d1"/><stop offset=".6" stop-color="#a7c4a0"/><stop offset="1" stop-color="#6f8f62"/></linearGradient><pattern id="g" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0 .75h8M.75 0v8" stroke="${hex}" stroke-width="1.5"/></pattern>`,
    `<rect width="${W}" height="${H}" fill="url(#b)"/><rect width="${W}" height="${H}" fill="url(#g)"/>`,
  );
}

function accessorySvg(title: string, hex: string, colourName: string, drawing: string): string {
  return svg(title, metalDefs(hex, colourName), `${background}${drawing}`);
}

// ---------------------------------------------------------------------------------------------
// Catalogue rows

const pleatProfiles = [
  { code: "P-01", colour: "biały", hex: "#f5f5f2", available: true },
  { code: "P-02", colour: "srebrny (anodowany)", hex: "#c3c8cd", available: true },
  { code: "P-03", colour: "brązowy", hex: "#5b3a26", available: true },
  { code: "P-04", colour: "antracyt", hex: "#383e42", available: true },
  { code: "P-05", colour: "złoty dąb", hex: "#b27a3d", available: true },
  { code: "P-06", colour: "orzech", hex: "#6b4426", available: false },
  { code: "P-07", colour: "czarny", hex: "#1d1d1f", available: false },
  { code: "P-08", colour: "szampański", hex: "#d8c59f", available: true },
] as const;

const profileHex: Record<string, string> = {
  biały: "#f5f5f2",
  brązowy: "#5b3a26",
  antracyt: "#383e42",
  "złoty dąb": "#b27a3d",
  orzech: "#6b4426",
  srebrny: "#c3c8cd",
};

type ScreenProfile = {
  type: "okienne" | "drzwiowe";
  code: string;
  colour: string;
  pricePerM2: number;
  available: boolean;
  kind: string;
};

const screenProfiles: readonly ScreenProfile[] = [
  { type: "okienne", code: "MO-25", colour: "biały", pricePerM2: 8900, available: true, kind: "ramkowa" },
  { type: "okienne", code: "MO-26", colour: "brązowy", pricePerM2: 9900, available: true, kind: "ramkowa" },
  { type: "okienne", code: "MO-27", colour: "antracyt", pricePerM2: 9900, available: true, kind: "ramkowa" },
  { type: "okienne", code: "MO-28", colour: "złoty dąb", pricePerM2: 10900, available: true, kind: "ramkowa" },
  { type: "okienne", code: "MO-29", colour: "orzech", pricePerM2: 10900, available: false, kind: "ramkowa" },
  { type: "okienne", code: "MO-32", colour: "biały", pricePerM2: 12900, available: true, kind: "przesuwna" },
  { type: "okienne", code: "MO-33", colour: "antracyt", pricePerM2: 12900, available: true, kind: "przesuwna" },
  { type: "okienne", code: "MO-45", colour: "srebrny", pricePerM2: 13900, available: true, kind: "plisowana" },
  { type: "drzwiowe", code: "MD-40", colour: "biały", pricePerM2: 14900, available: true, kind: "drzwiowa na zawiasach" },
  { type: "drzwiowe", code: "MD-41", colour: "brązowy", pricePerM2: 15900, available: true, kind: "drzwiowa na zawiasach" },
  { type: "drzwiowe", code: "MD-42", colour: "antracyt", pricePerM2: 15900, available: true, kind: "drzwiowa na zawiasach" },
  { type: "drzwiowe", code: "MD-43", colour: "złoty dąb", pricePerM2: 16900, available: true, kind: "drzwiowa na zawiasach" },
  { type: "drzwiowe", code: "MD-44", colour: "orzech", pricePerM2: 16900, available: false, kind: "drzwiowa na zawiasach" },
  { type: "drzwiowe", code: "MD-50", colour: "biały", pricePerM2: 18900, available: true, kind: "przesuwna" },
  { type: "drzwiowe", code: "MD-55", colour: "srebrny", pricePerM2: 21900, available: true, kind: "plisowana" },
];

const meshes = [
  { code: "szara", colour: "szary", hex: "#4b5056" },
  { code: "biala", colour: "biały", hex: "#f4f4f4" },
] as const;

type Accessory = {
  id: number;
  kind: string;
  name: string;
  price: number;
  multiplied: boolean;
  mounting: string | null;
  drawing: { hex: string; colour: string; body: string } | null;
};

const lShape = (hex: string) =>
  `<path d="M130 70h40v130h110v40h-150z" fill="url(#m)" stroke="${shade(hex, -0.4)}" stroke-width="2"/><circle cx="150" cy="110" r="7" fill="#f1f3f5"/><circle cx="240" cy="220" r="7" fill="#f1f3f5"/>`;

const guideRail = (hex: string, wood: boolean) =>
  `<path d="M80 135h240v30h-240z" fill="url(#m)" stroke="${shade(hex, -0.4)}" stroke-width="2"/>${wood ? `<rect x="80" y="135" width="240" height="30" fill="url(#w)"/>` : ""}<path d="M80 150h240" stroke="${shade(hex, -0.3)}"/>`;

// Angles and the Juz-Kon bracket cost a 3 zł base unit times the width multiplier (4 or 6), which is how
// the spec gets 12 zł under 100 cm and 18 zł from 100 cm.
const accessories: readonly Accessory[] = [
  {
    id: 1,
    kind: "spacer",
    name: "Dystanse",
    price: 200,
    multiplied: true,
    mounting: "inwazyjny",
    drawing: {
      hex: "#e9e9e6",
      colour: "biały",
      body: `<rect x="110" y="120" width="50" height="60" rx="6" fill="url(#m)" stroke="#999" stroke-width="2"/><rect x="175" y="120" width="50" height="60" rx="6" fill="url(#m)" stroke="#999" stroke-width="2"/><rect x="240" y="120" width="50" height="60" rx="6" fill="url(#m)" stroke="#999" stroke-width="2"/>`,
    },
  },
  { id: 2, kind: "monofilament_guide", name: "Prowadzenie żyłkowe", price: 300, multiplied: true, mounting: null, drawing: null },
  {
    id: 3,
    kind: "non_invasive_mounting",
    name: "Montaż bezinwazyjny",
    price: 4000,
    multiplied: false,
    mounting: "bezinwazyjny",
    drawing: {
      hex: "#eeeeea",
      colour: "biały",
      body: `<path d="M150 60h100v40h-20v-20h-60v150h-20z" fill="url(#m)" stroke="#8a8a8a" stroke-width="2"/><path d="M170 200h70v30h-70z" fill="url(#m)" stroke="#8a8a8a" stroke-width="2"/><circle cx="205" cy="215" r="6" fill="#888"/>`,
    },
  },
  { id: 4, kind: "angle_pcv", name: "Kątownik PCV", price: 300, multiplied: true, mounting: "inwazyjny", drawing: { hex: "#f3f3f0", colour: "biały", body: lShape("#f3f3f0") } },
  {
    id: 5,
    kind: "angle_metal",
    name: "Kątownik metalowy",
    price: 300,
    multiplied: true,
    mounting: "inwazyjny",
    drawing: { hex: "#b9bec4", colour: "srebrny", body: lShape("#b9bec4") },
  },
  {
    id: 6,
    kind: "angle_juz_kon",
    name: "Kątownik Juz-Kon PCV",
    price: 300,
    multiplied: true,
    mounting: "bezinwazyjny",
    drawing: { hex: "#f3f3f0", colour: "biały", body: `${lShape("#f3f3f0")}<path d="M170 150h60v20h-60z" fill="url(#m)" stroke="#999" stroke-width="2"/>` },
  },
  {
    id: 7,
    kind: "handle",
    name: "Rączka",
    price: 4500,
    multiplied: false,
    mounting: null,
    drawing: {
      hex: "#c9cdd2",
      colour: "srebrny",
      body: `<path d="M60 146h250v8h-250z" fill="url(#m)" stroke="#777" stroke-width="1.5"/><path d="M310 150q30 0 30-25" fill="none" stroke="#777" stroke-width="6" stroke-linecap="round"/><rect x="40" y="138" width="28" height="24" rx="6" fill="#333"/>`,
    },
  },
  { id: 8, kind: "non_invasive_mounting", name: "Montaż bezinwazyjny Juz-Kon", price: 4000, multiplied: false, mounting: "bezinwazyjny", drawing: null },
  {
    id: 9,
    kind: "guide",
    name: "Prowadnica anodowana",
    price: 7800,
    multiplied: false,
    mounting: null,
    drawing: { hex: "#c3c8cd", colour: "srebrny", body: guideRail("#c3c8cd", false) },
  },
  {
    id: 10,
    kind: "guide",
    name: "Prowadnica biała",
    price: 7800,
    multiplied: false,
    mounting: null,
    drawing: { hex: "#f5f5f2", colour: "biały", body: guideRail("#f5f5f2", false) },
  },
  {
    id: 11,
    kind: "guide",
    name: "Prowadnica sosna",
    price: 9600,
    multiplied: false,
    mounting: null,
    drawing: { hex: "#d9b47c", colour: "sosna", body: guideRail("#d9b47c", true) },
  },
];

const promoCodes = [
  { code: "RABAT10", discountPercent: 10, active: true },
  { code: "LATO2025", discountPercent: 15, active: false },
  { code: "WITAJ5", discountPercent: 5, active: true },
] as const;

// ---------------------------------------------------------------------------------------------
// SQL

type SqlValue = string | number | boolean | null;

function sqlLiteral(value: SqlValue): string {
  if (value === null) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") {
    if (!Number.isInteger(value)) throw new Error(`non-integer value ${value}`);
    return String(value);
  }
  if (/[\r\n]/.test(value)) throw new Error(`newline in SQL value ${JSON.stringify(value)}`);
  return `'${value.replace(/'/g, "''")}'`;
}

function upsert(table: string, conflict: readonly string[], row: Record<string, SqlValue>): string {
  const columns = Object.keys(row);
  const updates = columns.filter((c) => !conflict.includes(c)).map((c) => `"${c}" = excluded."${c}"`);
  return `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns.map((c) => sqlLiteral(row[c] ?? null)).join(", ")}) ON CONFLICT(${conflict.map((c) => `"${c}"`).join(", ")}) DO UPDATE SET ${updates.join(", ")};`;
}

// ---------------------------------------------------------------------------------------------
// Price history of the sales

// A seeded sale is a real reduction (docs/decisions/2026-11-23-lowest-price-before-a-reduction.md): its
// history, dated from when the seed is applied, has the regular price since long before and the cut to the
// sale price two weeks ago, so the lowest price of the 30 days before the cut is the regular one. The fabric
// keeps that reference as the back-office's write path keeps it (app/server/catalogue/changes.server.ts).
const REGULAR_SINCE_DAYS = 90;
const SALE_SINCE_DAYS = 14;

/** The price a seeded sale was cut from: about a fifth above it, ending in 9,00 zł like the collections' prices. */
const regularPrice = (salePrice: number) => Math.ceil((salePrice * 1.2) / 1000) * 1000 - 100;

function saleHistory(fabric: Fabric): string[] {
  const regular = regularPrice(fabric.pricePerM2);
  const item = `"item_kind" = 'fabric' AND "item_key" = ${sqlLiteral(fabric.code)}`;
  const changes = `SELECT NULL AS "old_price", ${regular} AS "new_price", 0 AS "on_sale", ${REGULAR_SINCE_DAYS} AS "days" UNION ALL SELECT ${regular}, ${fabric.pricePerM2}, 1, ${SALE_SINCE_DAYS}`;
  return [
    // Written once: a fabric with a history (an earlier run of the seed, the owner's changes) keeps its own.
    `INSERT INTO "price_history" ("item_kind", "item_key", "old_price", "new_price", "on_sale", "changed_at") SELECT 'fabric', ${sqlLiteral(fabric.code)}, "old_price", "new_price", "on_sale", (unixepoch() - "days" * 86400) * 1000 FROM (${changes}) WHERE NOT EXISTS (SELECT 1 FROM "price_history" WHERE ${item});`,
    `UPDATE "fabrics" SET "lowest_price_before_sale" = ${regular}, "sale_started_at" = (SELECT max("changed_at") FROM "price_history" WHERE ${item} AND "on_sale" = 1 AND "new_price" = ${fabric.pricePerM2}) WHERE "code" = ${sqlLiteral(fabric.code)};`,
  ];
}

// ---------------------------------------------------------------------------------------------
// Output

function writeFile(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

const fabrics = buildFabrics();
const statements: string[] = [];
const imageDirs = ["fabrics", "pleat-profiles", "screen-profiles", "meshes", "accessories"];
for (const dir of imageDirs) rmSync(join(imagesDir, dir), { recursive: true, force: true });

for (const f of fabrics) {
  writeFile(join(publicDir, f.image), fabricSvg(f));
  statements.push(
    upsert("fabrics", ["code"], {
      code: f.code,
      name: f.name,
      colour: f.colour,
      category: f.category,
      collection: f.collection,
      image: f.image,
      price_per_m2: f.pricePerM2,
      max_width_cm: f.maxWidthCm,
      available: f.available,
      sale: f.sale,
      transmission: f.transmission,
      reflection: f.reflection,
      absorption: f.absorption,
    }),
  );
  if (f.sale) statements.push(...saleHistory(f));
}

for (const p of pleatProfiles) {
  const image = `/images/pleat-profiles/${p.code}.svg`;
  writeFile(join(publicDir, image), pleatProfileSvg(p.code, p.colour, p.hex));
  statements.push(upsert("pleat_profiles", ["code"], { code: p.code, colour: p.colour, image, available: p.available }));
}

for (const a of accessories) {
  let image: string | null = null;
  if (a.drawing) {
    image = `/images/accessories/${a.id}.svg`;
    writeFile(join(publicDir, image), accessorySvg(a.name, a.drawing.hex, a.drawing.colour, a.drawing.body));
  }
  statements.push(upsert("pleat_accessories", ["id"], { id: a.id, kind: a.kind, name: a.name, price: a.price, multiplied: a.multiplied, mounting: a.mounting, image }));
}

for (const s of screenProfiles) {
  const image = `/images/screen-profiles/${s.type}-${s.code}.svg`;
  const hex = profileHex[s.colour];
  if (!hex) throw new Error(`no hex for profile colour ${s.colour}`);
  writeFile(join(publicDir, image), screenProfileSvg(s.type, s.code, s.colour, hex, s.kind));
  statements.push(
    upsert("screen_profiles", ["type", "code"], {
      type: s.type,
      code: s.code,
      colour: s.colour,
      price_per_m2: s.pricePerM2,
      available: s.available,
      image,
      kind: s.kind,
    }),
  );
}

for (const m of meshes) {
  const image = `/images/meshes/${m.code}.svg`;
  writeFile(join(publicDir, image), meshSvg(m.code, m.colour, m.hex));
  statements.push(upsert("meshes", ["code"], { code: m.code, colour: m.colour, price: 0, available: true, image }));
}

writeFile(
  join(root, "migrations/seed/catalogue.sql"),
  `-- Catalogue seed generated by scripts/generate-seed.ts (npm run seed:generate); do not edit by hand.\n-- Idempotent: upserts, and each sale's price history written once, dated from when the seed is applied; one statement per line.\n${statements.join("\n")}\n`,
);

// Demonstration data, for local serving and the tests only: a deployed shop that applied it would
// hand out discounts everybody can read in this repository.
writeFile(
  join(root, "migrations/demo/promo-codes.sql"),
  `-- Demonstration promo codes for local serving and the tests, generated by scripts/generate-seed.ts; never apply them to production.\n${promoCodes
    .map((p) => upsert("promo_codes", ["code"], { code: p.code, discount_percent: p.discountPercent, active: p.active }))
    .join("\n")}\n`,
);

const byCollection = new Map<string, number>();
for (const f of fabrics) byCollection.set(f.collection, (byCollection.get(f.collection) ?? 0) + 1);
console.log(
  `fabrics ${fabrics.length} (${[...byCollection].map(([c, n]) => `${c} ${n}`).join(", ")}), colours ${new Set(fabrics.map((f) => f.colour)).size}, ` +
    `available ${fabrics.filter((f) => f.available).length}, sale ${fabrics.filter((f) => f.sale).length}; ` +
    `pleat profiles ${pleatProfiles.length}, accessories ${accessories.length}, screen profiles ${screenProfiles.length}, meshes ${meshes.length}, promo codes ${promoCodes.length}`,
);
