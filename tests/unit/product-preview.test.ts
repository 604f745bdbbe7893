import { describe, expect, it } from "vitest";
import { colourHex, NEUTRAL_GREY } from "~/lib/colours";
import { type DrawnSize, PREVIEW_BOX, type PreviewDrawing, previewSize, sampleSize } from "~/lib/product-preview";
import { type PleatPreviewInput, pleatPreview } from "~/lib/product-preview-pleat";
import { type ScreenPreviewInput, screenPreview } from "~/lib/product-preview-screen";
import { GUIDE_IDS } from "~/lib/pricing";

const size = (width: number, height: number): DrawnSize => ({ width, height, sample: false });

const pleat = (changes: Partial<PleatPreviewInput> = {}): PleatPreviewInput => ({
  size: size(120, 150),
  fabric: { name: "Basic 105", colour: "szary", image: "/images/fabrics/PL-105.svg" },
  profileColour: "biały",
  mounting: "invasive",
  guide: "none",
  handle: false,
  ...changes,
});

const screen = (changes: Partial<ScreenPreviewInput> = {}): ScreenPreviewInput => ({
  type: "okienne",
  size: size(100, 120),
  profileColour: "biały",
  meshColour: "szara",
  doorSide: null,
  braceCm: null,
  extra: {},
  ...changes,
});

const door = (changes: Partial<ScreenPreviewInput> = {}) => screen({ type: "drzwiowe", size: size(90, 210), doorSide: "prawa", ...changes });

const parts = (drawing: PreviewDrawing) => new Set(drawing.shapes.map((shape) => shape.part));
const rectsOf = (drawing: PreviewDrawing, part: string) => drawing.shapes.flatMap((shape) => (shape.kind === "rect" && shape.part === part ? [shape] : []));
const textsOf = (drawing: PreviewDrawing, part: string) => drawing.shapes.flatMap((shape) => (shape.kind === "text" && shape.part === part ? [shape.text] : []));

describe("colourHex", () => {
  it.each([
    ["biały", "#f7f6f2"],
    ["Biały", "#f7f6f2"],
    ["  szary ", "#989ea4"],
    ["szara", "#989ea4"],
    ["biała", "#f7f6f2"],
    ["biala", "#f7f6f2"],
    ["białe", "#f7f6f2"],
    ["granatowy", "#21305e"],
    ["żółty", "#eccd51"],
    ["srebrny (anodowany)", "#c3c8cd"],
    ["złoty dąb", "#b27a3d"],
    ["antracyt", "#383e42"],
    ["orzech", "#6b4426"],
    ["brązowy mat", "#5b3a26"],
  ])("%s is %s", (name, hex) => {
    expect(colourHex(name)).toBe(hex);
  });

  it.each([["fuksja"], [""], ["   "], [null], [undefined], ["P-01"], ["#zzz"]])("an unknown name (%j) is the neutral grey", (name) => {
    expect(colourHex(name)).toBe(NEUTRAL_GREY);
  });
});

describe("scale: one factor for both axes, fitted in the fixed box", () => {
  it.each([
    { name: "an ordinary blind", input: size(120, 150) },
    { name: "a long flat blind", input: size(300, 30) },
    { name: "a tall narrow blind", input: size(40, 200) },
    { name: "a square one", input: size(100, 100) },
    { name: "the smallest drawable", input: size(10, 10) },
  ])("$name keeps its proportions and stays in the box", ({ input }) => {
    const { outline, scale } = pleatPreview(pleat({ size: input }));
    // Rounded to whole box units: within half a unit on each side.
    expect(Math.abs(outline.width - input.width * scale)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(outline.height - input.height * scale)).toBeLessThanOrEqual(0.5);
    expect(outline.x).toBeGreaterThan(0);
    expect(outline.y).toBeGreaterThan(0);
    expect(outline.x + outline.width).toBeLessThan(PREVIEW_BOX.width);
    expect(outline.y + outline.height).toBeLessThan(PREVIEW_BOX.height);
  });

  it("draws a 300 × 30 blind long and flat and a 40 × 200 one tall and narrow", () => {
    const flat = pleatPreview(pleat({ size: size(300, 30) })).outline;
    const tall = pleatPreview(pleat({ size: size(40, 200) })).outline;
    expect(flat.width / flat.height).toBeCloseTo(10, 0);
    expect(tall.height / tall.width).toBeCloseTo(5, 0);
  });

  it("draws a wider blind wider at the same height, and the same size alike", () => {
    const narrow = pleatPreview(pleat({ size: size(60, 150) })).outline;
    const wide = pleatPreview(pleat({ size: size(120, 150) })).outline;
    expect(wide.width).toBeGreaterThan(narrow.width * 1.9);
    expect(pleatPreview(pleat())).toEqual(pleatPreview(pleat()));
  });
});

describe("previewSize: what is drawn while the shopper types", () => {
  const first = sampleSize("pleat");
  it.each<{ name: string; typed: { width: string; height: string }; previous: DrawnSize; drawn: DrawnSize }>([
    { name: "nothing typed: the sample", typed: { width: "", height: "" }, previous: first, drawn: { width: 100, height: 150, sample: true } },
    { name: "both typed", typed: { width: "120", height: "160" }, previous: first, drawn: { width: 120, height: 160, sample: false } },
    { name: "a decimal", typed: { width: "80.5", height: "160" }, previous: first, drawn: { width: 80.5, height: 160, sample: false } },
    { name: "only the width yet", typed: { width: "120", height: "" }, previous: first, drawn: { width: 120, height: 150, sample: true } },
    { name: "letters keep the last size", typed: { width: "12a", height: "160" }, previous: size(120, 150), drawn: { width: 120, height: 160, sample: false } },
    { name: "a half-typed 1 keeps the last size", typed: { width: "1", height: "160" }, previous: size(120, 150), drawn: { width: 120, height: 160, sample: false } },
    { name: "millimetres (beyond drawable) keep the last size", typed: { width: "1200", height: "1500" }, previous: size(120, 150), drawn: size(120, 150) },
    { name: "zero and negatives keep the last size", typed: { width: "0", height: "-5" }, previous: size(70, 90), drawn: size(70, 90) },
    { name: "a cleared field keeps the last size", typed: { width: "", height: "90" }, previous: size(70, 150), drawn: size(70, 90) },
  ])("$name", ({ typed, previous, drawn }) => {
    expect(previewSize(typed, previous)).toEqual(drawn);
  });

  it("names the drawn size, and says when it is the sample", () => {
    expect(pleatPreview(pleat({ size: previewSize({ width: "", height: "" }, first) })).label).toMatch(/^Podgląd: plisa 100 × 150 cm \(wymiary przykładowe\), /);
    expect(pleatPreview(pleat({ size: previewSize({ width: "abc", height: "90" }, size(80, 150)) })).label).toMatch(/^Podgląd: plisa 80 × 90 cm, /);
  });
});

describe("dimension labels", () => {
  it.each([
    [size(120, 150), "120 cm", "150 cm"],
    [size(300, 30), "300 cm", "30 cm"],
    [size(80.5, 100), "80,5 cm", "100 cm"],
  ])("%j reads %s wide and %s high", (input, width, height) => {
    for (const drawing of [pleatPreview(pleat({ size: input })), screenPreview(screen({ size: input }))]) {
      expect(textsOf(drawing, "width-dimension")).toEqual([width]);
      expect(textsOf(drawing, "height-dimension")).toEqual([height]);
    }
  });
});

describe("pleat parts and colours", () => {
  it.each<{ name: string; changes: Partial<PleatPreviewInput>; present: string[]; absent: string[] }>([
    {
      name: "the plain blind, screwed on",
      changes: {},
      present: ["window", "fabric", "folds", "top-profile", "bottom-profile", "brackets"],
      absent: ["guides", "handle", "clips"],
    },
    { name: "non-invasive mounting", changes: { mounting: "non_invasive" }, present: ["clips"], absent: ["brackets"] },
    { name: "anodised guides", changes: { guide: GUIDE_IDS.anodised }, present: ["guides"], absent: ["handle"] },
    { name: "guides not chosen yet", changes: { guide: null }, present: [], absent: ["guides"] },
    { name: "a handle", changes: { handle: true }, present: ["handle"], absent: ["guides"] },
  ])("$name", ({ changes, present, absent }) => {
    const drawn = parts(pleatPreview(pleat(changes)));
    for (const part of present) expect(drawn, part).toContain(part);
    for (const part of absent) expect(drawn, part).not.toContain(part);
  });

  it("draws two guides, one each side, in the guide's colour", () => {
    const guides = rectsOf(pleatPreview(pleat({ guide: GUIDE_IDS.pine })), "guides");
    expect(guides).toHaveLength(2);
    expect(guides.map((g) => g.fill)).toEqual([colourHex("sosna"), colourHex("sosna")]);
    expect(rectsOf(pleatPreview(pleat({ guide: GUIDE_IDS.white })), "guides")[0]!.fill).toBe(colourHex("biały"));
  });

  it.each([
    ["biały", "grafitowy"],
    ["antracyt", "kremowy"],
    ["fioletowy w kropki", null],
  ])("profile %s and fabric %s: their colours, unknown ones grey", (profileColour, fabricColour) => {
    const drawing = pleatPreview(pleat({ profileColour, fabric: { name: "X", colour: fabricColour, image: null } }));
    expect(rectsOf(drawing, "top-profile")[0]!.fill).toBe(colourHex(profileColour));
    expect(rectsOf(drawing, "bottom-profile")[0]!.fill).toBe(colourHex(profileColour));
    expect(rectsOf(drawing, "fabric")[0]!.fill).toBe("fabric");
    expect(drawing.fabric).toEqual({ colour: fabricColour ? colourHex(fabricColour) : NEUTRAL_GREY, image: null });
  });

  it("lays the swatch over the fabric's colour", () => {
    expect(pleatPreview(pleat()).fabric).toEqual({ colour: colourHex("szary"), image: "/images/fabrics/PL-105.svg" });
  });

  it("folds more often on a taller blind", () => {
    const folds = (height: number) => {
      const path = pleatPreview(pleat({ size: size(60, height) })).shapes.find((s) => s.part === "folds");
      return path?.kind === "path" ? path.d.split("M").length - 1 : 0;
    };
    expect(folds(40)).toBeGreaterThan(5);
    expect(folds(200)).toBeGreaterThan(folds(40));
  });
});

describe("screen parts and colours", () => {
  it.each<{ name: string; input: ScreenPreviewInput; present: string[]; absent: string[] }>([
    { name: "a window screen", input: screen(), present: ["frame", "mesh"], absent: ["hinges", "crossbar", "brace", "dimension-c", "dimension-g"] },
    {
      name: "a door: hinges and the standard crossbar",
      input: door(),
      present: ["frame", "mesh", "hinges", "crossbar", "dimension-c"],
      absent: ["brace", "dimension-g", "dimension-d", "dimension-e", "dimension-f"],
    },
    { name: "a door with the brace", input: door({ braceCm: 150 }), present: ["brace", "dimension-g"], absent: [] },
    {
      name: "a door with all of C–F",
      input: door({ extra: { c: 90, d: 2, e: 80, f: 200 } }),
      present: ["dimension-c", "dimension-d", "dimension-e", "dimension-f"],
      absent: ["brace"],
    },
    { name: "a brace above the screen is not drawn", input: door({ braceCm: 260 }), present: [], absent: ["brace", "dimension-g"] },
    { name: "a door lower than the standard crossbar has none", input: door({ size: size(90, 80) }), present: ["hinges"], absent: ["crossbar"] },
  ])("$name", ({ input, present, absent }) => {
    const drawn = parts(screenPreview(input));
    for (const part of present) expect(drawn, part).toContain(part);
    for (const part of absent) expect(drawn, part).not.toContain(part);
  });

  it("puts the hinges on the chosen side", () => {
    const hingeX = (doorSide: "prawa" | "lewa") => {
      const drawing = screenPreview(door({ doorSide }));
      return { hinges: rectsOf(drawing, "hinges").map((h) => h.x), middle: drawing.outline.x + drawing.outline.width / 2 };
    };
    const right = hingeX("prawa");
    const left = hingeX("lewa");
    expect(right.hinges).toHaveLength(3);
    expect(right.hinges.every((x) => x > right.middle)).toBe(true);
    expect(left.hinges.every((x) => x < left.middle)).toBe(true);
  });

  it("puts the crossbar at C and the brace at G from the bottom, to scale", () => {
    const drawing = screenPreview(door({ extra: { c: 100 }, braceCm: 150 }));
    const bottom = drawing.outline.y + drawing.outline.height;
    const centre = (part: string) => {
      const bar = rectsOf(drawing, part)[0]!;
      return (bottom - (bar.y + bar.height / 2)) / drawing.scale;
    };
    expect(centre("crossbar")).toBeCloseTo(100, 0);
    expect(centre("brace")).toBeCloseTo(150, 0);
    expect(textsOf(drawing, "dimension-c")).toEqual(["C 100 cm"]);
    expect(textsOf(drawing, "dimension-g")).toEqual(["G 150 cm"]);
  });

  it.each([
    ["biały", "szara"],
    ["złoty dąb", "biala"],
    [null, "szara"],
    ["tęczowy", "biala"],
  ] as const)("profile %s, mesh %s", (profileColour, meshColour) => {
    const drawing = screenPreview(screen({ profileColour, meshColour }));
    expect(rectsOf(drawing, "frame")[0]!.fill).toBe(colourHex(profileColour));
    expect(rectsOf(drawing, "mesh")[0]!.fill).toBe("mesh");
    expect(drawing.mesh).toEqual({ colour: colourHex(meshColour) });
  });

  it("makes the grey and the white mesh differ", () => {
    expect(screenPreview(screen({ meshColour: "szara" })).mesh).not.toEqual(screenPreview(screen({ meshColour: "biala" })).mesh);
  });
});

describe("accessible names", () => {
  it.each<{ name: string; drawing: PreviewDrawing; label: string }>([
    { name: "a plain pleat", drawing: pleatPreview(pleat()), label: "Podgląd: plisa 120 × 150 cm, tkanina Basic 105, profil biały, montaż inwazyjny" },
    {
      name: "a pleat with every option drawn",
      drawing: pleatPreview(pleat({ guide: GUIDE_IDS.white, handle: true, mounting: "non_invasive", profileColour: "srebrny (anodowany)" })),
      label: "Podgląd: plisa 120 × 150 cm, tkanina Basic 105, profil srebrny (anodowany), prowadnice białe, rączka, montaż bezinwazyjny",
    },
    {
      name: "a pleat without a profile",
      drawing: pleatPreview(pleat({ profileColour: null })),
      label: "Podgląd: plisa 120 × 150 cm, tkanina Basic 105, bez profilu, montaż inwazyjny",
    },
    { name: "a window screen", drawing: screenPreview(screen()), label: "Podgląd: moskitiera okienna 100 × 120 cm, profil biały, siatka szara" },
    {
      name: "a window screen before a profile is chosen",
      drawing: screenPreview(screen({ profileColour: null, meshColour: "biala" })),
      label: "Podgląd: moskitiera okienna 100 × 120 cm, profil jeszcze nie wybrany, siatka biała",
    },
    {
      name: "a door screen",
      drawing: screenPreview(door()),
      label: "Podgląd: moskitiera drzwiowa 90 × 210 cm, profil biały, siatka szara, zawiasy po prawej, poprzeczka na 85 cm",
    },
    {
      name: "a door screen with brace and C–F",
      drawing: screenPreview(door({ doorSide: "lewa", braceCm: "150", extra: { c: "90", d: "2", e: "80", f: "200" } })),
      label:
        "Podgląd: moskitiera drzwiowa 90 × 210 cm, profil biały, siatka szara, zawiasy po lewej, poprzeczka na 90 cm, dodatkowa rozpora na 150 cm, wymiary dodatkowe: D 2 cm, E 80 cm, F 200 cm",
    },
    {
      name: "a door screen with an unfinished G and letters in C",
      drawing: screenPreview(door({ braceCm: "", extra: { c: "x" } })),
      label: "Podgląd: moskitiera drzwiowa 90 × 210 cm, profil biały, siatka szara, zawiasy po prawej, poprzeczka na 85 cm",
    },
  ])("$name", ({ drawing, label }) => {
    expect(drawing.label).toBe(label);
  });
});
