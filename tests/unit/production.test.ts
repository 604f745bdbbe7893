import { describe, expect, it } from "vitest";
import type { CartItem } from "~/lib/cart";
import { cardFacts, cutList, formatAreaMm2, formatMetres, mountingNeeds, type PlanLine, printLayout, productionPlan } from "~/lib/production";
import { DEFAULT_DEDUCTIONS, type ProductionDeductions } from "~/lib/production-deductions";
import { NO_SCREEN_EXTRAS, pleatLine, screenLine, STANDARD_PLEAT } from "../support/cart-lines";

// The workshop's rules (app/lib/production.ts), worked by hand: the cut sizes of a line from its ordered size and
// the owner's deductions, every fact of the production card, and a plan's groups and totals.

const meta = { id: "line", createdAt: "2026-11-28T08:00:00.000Z" };
const fabric = { pricePerM2: 12_900, maxWidthCm: 140, available: true };
const accessories = [
  { kind: "spacer", price: 200 },
  { kind: "handle", price: 4_500 },
  { kind: "angle_juz_kon", price: 300 },
  { kind: "monofilament_guide", price: 500 },
] as const;

/** 100 × 150 cm, 2 pieces, anodised guides × 2, spacers, one handle: the standard test pleat. */
const pleat = pleatLine({
  configuration: { ...STANDARD_PLEAT, quantity: 2 },
  fabric,
  accessories,
  fabricCode: "PL-101",
  fabricName: "Basic 101",
  profileCode: "P-01",
  appearance: { fabricColour: "kremowy", fabricImage: null, profileColour: "biały" },
  meta,
});
/** 60 × 120 cm, no guides, a metal angle, non-invasive, on the same profile colour but another fabric. */
const narrowPleat = pleatLine({
  configuration: {
    ...STANDARD_PLEAT,
    widthCm: 60,
    heightCm: 120,
    quantity: 1,
    mounting: "non_invasive",
    spacers: false,
    angle: "metal",
    guide: "none",
    guideQuantity: null,
    handle: false,
    handleQuantity: null,
  },
  fabric,
  accessories,
  fabricCode: "PL-205",
  fabricName: "Blackout 205",
  profileCode: "P-01",
  appearance: { fabricColour: "grafitowy", fabricImage: null, profileColour: "biały" },
  meta,
});
const door = screenLine({
  configuration: { type: "drzwiowe", widthCm: 90, heightCm: 210, quantity: 1, hookWidthMm: null, sealingBrush: false, doorSide: "lewa", extraBrace: true, dimensionGCm: 120 },
  profileCode: "MD-40",
  pricePerM2: 14_900,
  extras: { meshColor: "biala", wymiarD: 4, wymiarE: 5 },
  appearance: { profileColour: "brązowy" },
  meta,
});
const windowScreen = screenLine({
  configuration: { type: "okienne", widthCm: 100, heightCm: 120, quantity: 3, hookWidthMm: 8, sealingBrush: true, doorSide: null, extraBrace: false, dimensionGCm: null },
  profileCode: "MO-25",
  pricePerM2: 9_800,
  extras: { ...NO_SCREEN_EXTRAS, narozniki: true },
  appearance: { profileColour: "biały" },
  meta,
});

/** A cut as the card shows it: its label, pieces, and each size with its rule. */
function shown(item: CartItem, deductions: ProductionDeductions = DEFAULT_DEDUCTIONS) {
  return cutList(item, deductions).map((cut) =>
    "length" in cut
      ? [cut.label, cut.pieces, `${cut.length.mm} mm`, cut.length.rule]
      : [cut.label, cut.pieces, `${cut.width.mm} × ${cut.height.mm} mm`, `${cut.width.rule}; ${cut.height.rule}`],
  );
}

const ZERO: ProductionDeductions = Object.fromEntries(Object.keys(DEFAULT_DEDUCTIONS).map((name) => [name, 0])) as unknown as ProductionDeductions;

describe("cutList", () => {
  it.each([
    [
      "a pleat 100 × 150 cm, the default deductions",
      pleat,
      DEFAULT_DEDUCTIONS,
      [
        ["Tkanina", 1, "996 × 1465 mm", "szerokość − 4 mm; wysokość − 35 mm"],
        ["Profil górny", 1, "998 mm", "szerokość − 2 mm"],
        ["Profil dolny", 1, "998 mm", "szerokość − 2 mm"],
        ["Prowadnica anodowana", 2, "1495 mm", "wysokość − 5 mm"],
      ],
    ],
    [
      "the same pleat with the owner's own deductions",
      pleat,
      { ...DEFAULT_DEDUCTIONS, pleatFabricWidthDeduction: 6, pleatFabricHeightDeduction: 40, pleatTopProfileDeduction: 3, pleatBottomProfileDeduction: 1, pleatGuideDeduction: 12 },
      [
        ["Tkanina", 1, "994 × 1460 mm", "szerokość − 6 mm; wysokość − 40 mm"],
        ["Profil górny", 1, "997 mm", "szerokość − 3 mm"],
        ["Profil dolny", 1, "999 mm", "szerokość − 1 mm"],
        ["Prowadnica anodowana", 2, "1488 mm", "wysokość − 12 mm"],
      ],
    ],
    [
      "a pleat without guides: no guide to cut",
      narrowPleat,
      DEFAULT_DEDUCTIONS,
      [
        ["Tkanina", 1, "596 × 1165 mm", "szerokość − 4 mm; wysokość − 35 mm"],
        ["Profil górny", 1, "598 mm", "szerokość − 2 mm"],
        ["Profil dolny", 1, "598 mm", "szerokość − 2 mm"],
      ],
    ],
    [
      "a door screen 90 × 210 cm with the crossbar at the standard height and an extra brace at G",
      door,
      DEFAULT_DEDUCTIONS,
      [
        ["Rama – profil poziomy", 2, "810 mm", "szerokość − 90 mm"],
        ["Rama – profil pionowy", 2, "2090 mm", "wysokość − 10 mm"],
        ["Poprzeczka (wymiar C: 85 cm)", 1, "810 mm", "szerokość − 90 mm"],
        ["Dodatkowa rozpora (wymiar G: 120 cm)", 1, "810 mm", "szerokość − 90 mm"],
        ["Siatka biała", 1, "840 × 2060 mm", "szerokość − 60 mm; wysokość − 40 mm"],
      ],
    ],
    [
      "a window screen 100 × 120 cm",
      windowScreen,
      DEFAULT_DEDUCTIONS,
      [
        ["Rama – profil poziomy", 2, "960 mm", "szerokość − 40 mm"],
        ["Rama – profil pionowy", 2, "1160 mm", "wysokość − 40 mm"],
        ["Siatka szara", 1, "970 × 1170 mm", "szerokość − 30 mm; wysokość − 30 mm"],
      ],
    ],
    [
      "a window screen with no deductions: the ordered size itself",
      windowScreen,
      ZERO,
      [
        ["Rama – profil poziomy", 2, "1000 mm", "szerokość − 0 mm"],
        ["Rama – profil pionowy", 2, "1200 mm", "wysokość − 0 mm"],
        ["Siatka szara", 1, "1000 × 1200 mm", "szerokość − 0 mm; wysokość − 0 mm"],
      ],
    ],
  ])("%s", (_, item, deductions, cuts) => {
    expect(shown(item, deductions)).toEqual(cuts);
  });

  it("cuts a door screen's crossbar at the C the customer gave, and no brace without one", () => {
    const lowCrossbar = { ...door, wymiarC: 70, dodatkowaRozpora: false, wymiarG: null };
    expect(shown(lowCrossbar).map(([label]) => label)).toEqual(["Rama – profil poziomy", "Rama – profil pionowy", "Poprzeczka (wymiar C: 70 cm)", "Siatka biała"]);
  });

  it("takes a window screen's deductions for a window screen and a door screen's for a door", () => {
    const same = { ...ZERO, windowFrameWidthDeduction: 11, doorFrameWidthDeduction: 22 };
    expect(shown(windowScreen, same)[0]).toEqual(["Rama – profil poziomy", 2, "989 mm", "szerokość − 11 mm"]);
    expect(shown(door, same)[0]).toEqual(["Rama – profil poziomy", 2, "878 mm", "szerokość − 22 mm"]);
  });
});

describe("mountingNeeds", () => {
  it.each([
    ["spacers on a blind 100 cm wide: 6 (the extras multiplier)", pleat, [{ label: "Dystanse", pieces: 6 }]],
    [
      "a metal angle under 100 cm: 4, and the non-invasive set",
      narrowPleat,
      [
        { label: "Kątowniki metalowe", pieces: 4 },
        { label: "Mocowania bezinwazyjne (komplet)", pieces: 1 },
      ],
    ],
    [
      "Juz-Kon angles as many as asked, the monofilament guide as a set",
      pleatLine({
        configuration: { ...STANDARD_PLEAT, spacers: false, angle: "juz_kon", juzKonQuantity: 3, monofilamentGuide: true },
        fabric,
        accessories,
        fabricCode: "PL-101",
        fabricName: "Basic 101",
        profileCode: null,
        meta,
      }),
      [
        { label: "Kątowniki Juz-Kon PCV", pieces: 3 },
        { label: "Prowadzenie żyłkowe (komplet)", pieces: 1 },
      ],
    ],
    [
      "a window screen's hooks by their width, and its corners",
      windowScreen,
      [
        { label: "Haczyki 8 mm", pieces: 4 },
        { label: "Narożniki", pieces: 4 },
      ],
    ],
    ["a door screen: none beyond its frame", door, []],
  ])("%s", (_, item, needs) => {
    expect(mountingNeeds(item)).toEqual(needs);
  });
});

describe("cardFacts", () => {
  const facts = (item: CartItem) => Object.fromEntries(cardFacts(item).map(({ label, value }) => [label, value]));

  it("names every fact of a pleat, the absent extras too", () => {
    expect(facts(pleat)).toEqual({
      Produkt: "Plisa",
      "Wymiary zamówione": "100 × 150 cm (1000 × 1500 mm)",
      "Tkanina – kod": "PL-101",
      "Tkanina – nazwa": "Basic 101",
      "Tkanina – kolor": "kremowy",
      Profil: "P-01",
      "Kolor profilu": "biały",
      Montaż: "inwazyjny",
      Prowadnice: "Prowadnica anodowana × 2",
      Rączki: "× 1",
      "Dodatki (na 1 szt.)": "Dystanse × 6",
      Ilość: "2 szt.",
    });
    expect(facts(narrowPleat)).toMatchObject({ Montaż: "bezinwazyjny", Prowadnice: "brak", Rączki: "brak" });
  });

  it("names a door screen's dimensions C–G, its mesh colour and door side", () => {
    expect(facts(door)).toEqual({
      Produkt: "Moskitiera drzwiowa",
      "Wymiary zamówione": "90 × 210 cm (900 × 2100 mm)",
      Profil: "MD-40",
      "Kolor profilu": "brązowy",
      "Kolor siatki": "biała",
      "Strona zawiasów": "lewa (L)",
      "Wymiar C (poprzeczka)": "85 cm (standardowo)",
      "Wymiar D": "4 cm",
      "Wymiar E": "5 cm",
      "Wymiar F": "—",
      "Wymiar G (dodatkowa rozpora)": "120 cm",
      Ilość: "1 szt.",
    });
  });

  it("names a window screen's hook width, brush and corners", () => {
    expect(facts(windowScreen)).toEqual({
      Produkt: "Moskitiera okienna",
      "Wymiary zamówione": "100 × 120 cm (1000 × 1200 mm)",
      Profil: "MO-25",
      "Kolor profilu": "biały",
      "Kolor siatki": "szara",
      "Szerokość haczyka": "8 mm",
      "Szczotka uszczelniająca": "tak",
      Narożniki: "tak",
      Ilość: "3 szt.",
    });
  });
});

describe("productionPlan", () => {
  const line = (id: number, item: CartItem): PlanLine => ({ id, orderNumber: `ZAM-2026-00000${id}`, position: 1, item });
  const plan = productionPlan([line(1, pleat), line(2, narrowPleat), line(3, door), line(4, windowScreen), line(5, { ...pleat, quantity: 1 })], DEFAULT_DEDUCTIONS);

  it("groups the pleats by fabric, with each fabric's area: every blind's cut width × height", () => {
    expect(plan.byFabric).toEqual([
      // 996 × 1465 mm = 1 459 140 mm², three blinds (lines 1 and 5).
      { code: "PL-101", name: "Basic 101", colour: "kremowy", lineIds: [1, 5], pieces: 3, areaMm2: 4_377_420 },
      // 596 × 1165 mm = 694 340 mm².
      { code: "PL-205", name: "Blackout 205", colour: "grafitowy", lineIds: [2], pieces: 1, areaMm2: 694_340 },
    ]);
    expect(plan.byFabric.map((group) => formatAreaMm2(group.areaMm2))).toEqual(["4,38 m²", "0,69 m²"]);
  });

  it("groups by profile colour within each kind of product, with each part's metres", () => {
    expect(plan.byProfileColour).toEqual([
      {
        kind: "Plisa",
        colour: "biały",
        profileCodes: ["P-01"],
        lineIds: [1, 2, 5],
        // 998 mm × 3 blinds + 598 mm.
        parts: [
          { label: "Profil górny", pieces: 4, lengthMm: 3_592 },
          { label: "Profil dolny", pieces: 4, lengthMm: 3_592 },
        ],
        lengthMm: 7_184,
      },
      {
        kind: "Moskitiera drzwiowa",
        colour: "brązowy",
        profileCodes: ["MD-40"],
        lineIds: [3],
        parts: [
          { label: "Rama – profil poziomy", pieces: 2, lengthMm: 1_620 },
          { label: "Rama – profil pionowy", pieces: 2, lengthMm: 4_180 },
          { label: "Poprzeczka", pieces: 1, lengthMm: 810 },
          { label: "Dodatkowa rozpora", pieces: 1, lengthMm: 810 },
        ],
        lengthMm: 7_420,
      },
      {
        // White window frames are not the pleats' white profiles.
        kind: "Moskitiera okienna",
        colour: "biały",
        profileCodes: ["MO-25"],
        lineIds: [4],
        parts: [
          { label: "Rama – profil poziomy", pieces: 6, lengthMm: 5_760 },
          { label: "Rama – profil pionowy", pieces: 6, lengthMm: 6_960 },
        ],
        lengthMm: 12_720,
      },
    ]);
  });

  it("totals what the lines need", () => {
    expect(plan.totals).toEqual({
      pieces: 2 + 1 + 1 + 3 + 1,
      fabricAreaMm2: 4_377_420 + 694_340,
      profileLengthMm: 7_184 + 7_420 + 12_720,
      // 1495 mm × 2 guides × 3 blinds.
      guideLengthMm: 8_970,
      guides: [{ name: "Prowadnica anodowana", amount: 8_970 }],
      meshes: [
        { name: "Siatka biała", amount: 840 * 2_060 },
        { name: "Siatka szara", amount: 970 * 1_170 * 3 },
      ],
      // (100 + 120) × 2 cm round each of 3 window screens.
      brushLengthMm: 13_200,
      handles: 3,
      mounting: [
        { name: "Dystanse", amount: 18 },
        { name: "Kątowniki metalowe", amount: 4 },
        { name: "Mocowania bezinwazyjne (komplet)", amount: 1 },
        { name: "Haczyki 8 mm", amount: 12 },
        { name: "Narożniki", amount: 12 },
      ],
    });
    expect([formatAreaMm2(plan.totals.fabricAreaMm2), formatMetres(plan.totals.profileLengthMm), formatMetres(plan.totals.guideLengthMm)]).toEqual([
      "5,07 m²",
      "27,32 m",
      "8,97 m",
    ]);
  });

  it("names the group of lines without a chosen profile, or whose colour is not known, as such", () => {
    const { appearance: _appearance, ...unknown } = pleat;
    const groups = productionPlan([line(1, { ...unknown, profileCode: null }), line(2, unknown)], DEFAULT_DEDUCTIONS).byProfileColour;
    expect(groups.map(({ kind, colour, lineIds }) => ({ kind, colour, lineIds }))).toEqual([
      { kind: "Plisa", colour: "bez wybranego profilu", lineIds: [1] },
      { kind: "Plisa", colour: "kolor nieznany", lineIds: [2] },
    ]);
  });

  it("is empty for no lines", () => {
    expect(productionPlan([], DEFAULT_DEDUCTIONS)).toEqual({
      byFabric: [],
      byProfileColour: [],
      totals: { pieces: 0, fabricAreaMm2: 0, profileLengthMm: 0, guideLengthMm: 0, guides: [], meshes: [], brushLengthMm: 0, handles: 0, mounting: [] },
    });
  });
});

describe("printLayout", () => {
  it.each([
    ["karty", "karty"],
    ["lista", "lista"],
    ["etykiety", "etykiety"],
    [null, "karty"],
    ["cokolwiek", "karty"],
  ])("%s → %s", (value, layout) => {
    expect(printLayout(value)).toBe(layout);
  });
});
