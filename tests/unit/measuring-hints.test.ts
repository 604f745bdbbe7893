import { describe, expect, it } from "vitest";
import { DOOR_CROSSBAR_STANDARD_CM, FABRIC_LIMIT_HINT_CM, type MeasuringHint, MILLIMETRES_ABOVE_CM, RATIO_LIMITS } from "~/lib/measuring-hints";
import { type PleatHintInput, pleatHints } from "~/lib/measuring-hints-pleat";
import { type ScreenHintInput, screenHints } from "~/lib/measuring-hints-screen";
import { BRACE_G_MARGIN_CM, PLEAT_MAX_HEIGHT_CM, PLEAT_MAX_SHOP_WIDTH_CM, SCREEN_MAX_SIZE_CM } from "~/lib/pricing";

// The limits are the spec's (shop.md sections 5 and 9, app/lib/pricing/constants.ts): pleat width 20 to the lower of
// the fabric's maximum and PLEAT_MAX_SHOP_WIDTH_CM (140), height 20 to PLEAT_MAX_HEIGHT_CM (200); screens 20 to
// SCREEN_MAX_SIZE_CM (250); dimension G at most the height − BRACE_G_MARGIN_CM (10). The thresholds are the module's.

/** [field, kind] of each hint, in the order returned. */
function shape<F extends string>(hints: MeasuringHint<F>[]): [F, MeasuringHint<F>["kind"]][] {
  return hints.map((hint) => [hint.field, hint.kind]);
}

describe("the limits these tables are written against", () => {
  it("are the spec's and the module's", () => {
    expect([PLEAT_MAX_SHOP_WIDTH_CM, PLEAT_MAX_HEIGHT_CM, SCREEN_MAX_SIZE_CM, BRACE_G_MARGIN_CM]).toEqual([140, 200, 250, 10]);
    expect([MILLIMETRES_ABOVE_CM, FABRIC_LIMIT_HINT_CM, DOOR_CROSSBAR_STANDARD_CM]).toEqual([300, 5, 85]);
    expect(RATIO_LIMITS).toEqual({ pleat: { tall: 5, wide: 6 }, okienne: { tall: 5, wide: 3 }, drzwiowe: { tall: 4, wide: 1 } });
  });
});

describe("pleatHints", () => {
  const pleat = (widthCm: number | null, heightCm: number | null, fabricMaxWidthCm = 140): PleatHintInput => ({ widthCm, heightCm, fabricMaxWidthCm });

  it.each<{ name: string; input: PleatHintInput; hints: ReturnType<typeof shape<"width" | "height">> }>([
    // Normal cases.
    { name: "120 × 150 of a 140 cm fabric", input: pleat(120, 150), hints: [] },
    { name: "nothing typed yet", input: pleat(null, null), hints: [] },
    { name: "the smallest pleat, 20 × 20", input: pleat(20, 20), hints: [] },
    // Millimetres: a whole number over 300 whose tenth is a width the fabric and shop allow.
    { name: "width 1200 mm", input: pleat(1200, 150), hints: [["width", "millimetres"]] },
    { name: "width 1400 mm: 140 cm, the limit", input: pleat(1400, 150), hints: [["width", "millimetres"]] },
    { name: "width 1410: 141 cm is over 140 too", input: pleat(1410, 150), hints: [] },
    { name: "width 600 of a 60 cm fabric", input: pleat(600, 150, 60), hints: [["width", "millimetres"]] },
    { name: "width 610 of a 60 cm fabric: 61 cm is over its maximum", input: pleat(610, 150, 60), hints: [] },
    { name: "width 300: at the threshold, may be a real too-wide window", input: pleat(300, 150), hints: [] },
    { name: "width 301: one over", input: pleat(301, 150), hints: [["width", "millimetres"]] },
    { name: "width 1200.5: not a whole number of mm", input: pleat(1200.5, 150), hints: [] },
    { name: "height 2000 mm: 200 cm, the limit", input: pleat(120, 2000), hints: [["height", "millimetres"]] },
    { name: "height 2010: 201 cm is over 200 too", input: pleat(120, 2010), hints: [] },
    { name: "height 250: a balcony door, too high but not mm", input: pleat(120, 250), hints: [] },
    { name: "height 300: at the threshold", input: pleat(120, 300), hints: [] },
    { name: "height 301: one over", input: pleat(120, 301), hints: [["height", "millimetres"]] },
    {
      name: "both in mm",
      input: pleat(1200, 1500),
      hints: [
        ["width", "millimetres"],
        ["height", "millimetres"],
      ],
    },
    // Close to the fabric's maximum: 5 cm or less left.
    { name: "110 of a 110 cm fabric: at its maximum", input: pleat(110, 150, 110), hints: [["width", "fabric-limit"]] },
    { name: "105 of a 110 cm fabric: 5 cm left", input: pleat(105, 150, 110), hints: [["width", "fabric-limit"]] },
    { name: "104 of a 110 cm fabric: 6 cm left", input: pleat(104, 150, 110), hints: [] },
    { name: "111 of a 110 cm fabric: over, the engine's error only", input: pleat(111, 150, 110), hints: [] },
    { name: "135 of a 140 cm fabric", input: pleat(135, 150, 140), hints: [["width", "fabric-limit"]] },
    { name: "134 of a 140 cm fabric", input: pleat(134, 150, 140), hints: [] },
    { name: "140 of a 150 cm fabric: the shop's limit, not the fabric's", input: pleat(140, 150, 150), hints: [] },
    { name: "145 of a 150 cm fabric: a custom order, the engine's warning only", input: pleat(145, 150, 150), hints: [] },
    // Ratio: height over 5 × width, width over 6 × height.
    { name: "30 × 150: 5 times as high", input: pleat(30, 150), hints: [] },
    { name: "30 × 151: over 5 times", input: pleat(30, 151), hints: [["height", "ratio"]] },
    { name: "30 × 200", input: pleat(30, 200), hints: [["height", "ratio"]] },
    { name: "30 × 250: too high, the engine's error only", input: pleat(30, 250), hints: [] },
    { name: "120 × 20: a fanlight, 6 times as wide", input: pleat(120, 20), hints: [] },
    { name: "121 × 20: over 6 times", input: pleat(121, 20), hints: [["width", "ratio"]] },
    { name: "130 × 20 of a 120 cm fabric: too wide, the engine's error only", input: pleat(130, 20, 120), hints: [] },
    { name: "58 × 20 of a 60 cm fabric: near its maximum, not over 6 times", input: pleat(58, 20, 60), hints: [["width", "fabric-limit"]] },
    {
      name: "22 × 140 of a 22 cm fabric: near its maximum and over 5 times as high",
      input: pleat(22, 140, 22),
      hints: [
        ["width", "fabric-limit"],
        ["height", "ratio"],
      ],
    },
    // Invalid values get no hint but the millimetre one.
    { name: "width 19: below the minimum", input: pleat(19, 150), hints: [] },
    { name: "width 120.5: not whole", input: pleat(120.5, 150, 121), hints: [] },
    { name: "width 0", input: pleat(0, 150), hints: [] },
    { name: "width NaN", input: pleat(Number.NaN, 150), hints: [] },
  ])("$name", ({ input, hints }) => {
    expect(shape(pleatHints(input))).toEqual(hints);
  });

  it("says what it means in Polish, with the numbers", () => {
    expect(pleatHints(pleat(1200, 150))).toEqual([{ field: "width", kind: "millimetres", message: "Czy chodziło o 120 cm?" }]);
    expect(pleatHints(pleat(1205, 150))[0]?.message).toBe("Czy chodziło o 120,5 cm?");
    expect(pleatHints(pleat(120, 1500))[0]?.message).toBe("Czy chodziło o 150 cm?");
    expect(pleatHints(pleat(110, 150, 110))[0]?.message).toBe(
      "110 cm to maksymalna szerokość tej tkaniny. Szerszej plisy z niej nie wykonamy – jeśli po ponownym pomiarze okaże się, że potrzebujesz więcej, wybierz tkaninę o większej szerokości.",
    );
    expect(pleatHints(pleat(107, 150, 110))[0]?.message).toBe(
      "Szerokość 107 cm jest tylko o 3 cm mniejsza od maksymalnej szerokości tej tkaniny (110 cm). Szerszej plisy z niej nie wykonamy – jeśli po ponownym pomiarze okaże się, że potrzebujesz więcej, wybierz tkaninę o większej szerokości.",
    );
    expect(pleatHints(pleat(30, 200))[0]?.message).toBe(
      "Plisa 30 × 200 cm byłaby ponad 5 razy wyższa niż szeroka – takie okna zdarzają się rzadko. Sprawdź, czy szerokość i wysokość są dobrze zmierzone i wpisane we właściwe pola.",
    );
    expect(pleatHints(pleat(121, 20))[0]?.message).toBe(
      "Plisa 121 × 20 cm byłaby ponad 6 razy szersza niż wysoka – takie okna zdarzają się rzadko. Sprawdź, czy szerokość i wysokość są dobrze zmierzone i wpisane we właściwe pola.",
    );
  });
});

describe("screenHints", () => {
  const windowScreen = (widthCm: number | null, heightCm: number | null, more: Partial<ScreenHintInput> = {}): ScreenHintInput => ({ type: "okienne", widthCm, heightCm, ...more });
  const door = (widthCm: number | null, heightCm: number | null, more: Partial<ScreenHintInput> = {}): ScreenHintInput => ({ type: "drzwiowe", widthCm, heightCm, ...more });
  const brace = (dimensionGCm: number | null) => ({ extraBrace: true, dimensionGCm });

  it.each<{ name: string; input: ScreenHintInput; hints: ReturnType<typeof shape<string>> }>([
    // Normal cases.
    { name: "window 100 × 120", input: windowScreen(100, 120), hints: [] },
    { name: "door 100 × 200", input: door(100, 200), hints: [] },
    { name: "door 100 × 200 with C, D, E, F and a brace", input: door(100, 200, { extraDimensionsCm: { c: 90, d: 2, e: 94, f: 196 }, ...brace(150) }), hints: [] },
    { name: "nothing typed yet", input: door(null, null), hints: [] },
    // Millimetres: a whole number over 300 whose tenth is 20 to 250.
    { name: "window width 1200 mm", input: windowScreen(1200, 120), hints: [["width", "millimetres"]] },
    { name: "window height 2500 mm: 250 cm, the limit", input: windowScreen(100, 2500), hints: [["height", "millimetres"]] },
    { name: "window height 2510: 251 cm is over 250 too", input: windowScreen(100, 2510), hints: [] },
    { name: "window width 260: too wide but not mm", input: windowScreen(260, 120), hints: [] },
    { name: "window width 300: at the threshold", input: windowScreen(300, 120), hints: [] },
    { name: "window width 301: one over", input: windowScreen(301, 120), hints: [["width", "millimetres"]] },
    {
      name: "door all in mm",
      input: door(900, 2000, { extraDimensionsCm: { c: 850, e: 840 }, ...brace(1500) }),
      hints: [
        ["width", "millimetres"],
        ["height", "millimetres"],
        ["c", "millimetres"],
        ["e", "millimetres"],
        ["dimensionG", "millimetres"],
      ],
    },
    {
      name: "door D and F in mm",
      input: door(100, 200, { extraDimensionsCm: { d: 400, f: 1960 } }),
      hints: [
        ["d", "millimetres"],
        ["f", "millimetres"],
      ],
    },
    { name: "door C 2500 mm: 250 cm, the largest C", input: door(100, 200, { extraDimensionsCm: { c: 2500 } }), hints: [["c", "millimetres"]] },
    { name: "door C 2510: 251 cm is over 250 too", input: door(100, 200, { extraDimensionsCm: { c: 2510 } }), hints: [] },
    { name: "door G 1900 at height 200: 190 cm, the highest G", input: door(100, 200, brace(1900)), hints: [["dimensionG", "millimetres"]] },
    { name: "door G 1910 at height 200: 191 cm is over it too", input: door(100, 200, brace(1910)), hints: [] },
    { name: "door G 2400 while the height is unknown: 240 cm fits the tallest screen", input: door(100, null, brace(2400)), hints: [["dimensionG", "millimetres"]] },
    { name: "door G 2410 while the height is unknown", input: door(100, null, brace(2410)), hints: [] },
    { name: "door G in mm without the brace: not read", input: door(100, 200, { extraBrace: false, dimensionGCm: 1500 }), hints: [] },
    { name: "window with door fields: not read", input: windowScreen(100, 120, { extraDimensionsCm: { c: 850 }, ...brace(1500) }), hints: [] },
    // Ratio. Window: height over 5 × width, width over 3 × height.
    { name: "window 150 × 50: 3 times as wide", input: windowScreen(150, 50), hints: [] },
    { name: "window 151 × 50: over 3 times", input: windowScreen(151, 50), hints: [["width", "ratio"]] },
    { name: "window 20 × 100: 5 times as high", input: windowScreen(20, 100), hints: [] },
    { name: "window 20 × 101: over 5 times", input: windowScreen(20, 101), hints: [["height", "ratio"]] },
    { name: "window 251 × 50: too wide, the engine's error only", input: windowScreen(251, 50), hints: [] },
    // Door: height over 4 × width, any width over the height.
    { name: "door 100 × 100", input: door(100, 100), hints: [] },
    { name: "door 101 × 100: wider than high", input: door(101, 100), hints: [["width", "ratio"]] },
    { name: "door 200 × 100: width and height swapped", input: door(200, 100), hints: [["width", "ratio"]] },
    { name: "door 50 × 200: 4 times as high", input: door(50, 200), hints: [] },
    { name: "door 50 × 201: over 4 times", input: door(50, 201), hints: [["height", "ratio"]] },
    // Brace: the height must leave BRACE_G_MARGIN_CM above the highest bar (the crossbar, 85 cm unless C says otherwise, or the brace G).
    { name: "door 60 × 95: 10 cm above the standard crossbar", input: door(60, 95), hints: [] },
    { name: "door 60 × 94: the standard crossbar does not fit", input: door(60, 94), hints: [["height", "brace"]] },
    { name: "door 60 × 94 with C 84", input: door(60, 94, { extraDimensionsCm: { c: 84 } }), hints: [] },
    { name: "door 60 × 94 with C 85", input: door(60, 94, { extraDimensionsCm: { c: 85 } }), hints: [["height", "brace"]] },
    { name: "door 100 × 160 with C 150", input: door(100, 160, { extraDimensionsCm: { c: 150 } }), hints: [] },
    { name: "door 100 × 159 with C 150", input: door(100, 159, { extraDimensionsCm: { c: 150 } }), hints: [["height", "brace"]] },
    { name: "door 100 × 190 with G 180", input: door(100, 190, brace(180)), hints: [] },
    { name: "door 100 × 189 with G 180 (the engine's G error stands too)", input: door(100, 189, brace(180)), hints: [["height", "brace"]] },
    { name: "door 100 × 189 with G 180 but no brace", input: door(100, 189, { extraBrace: false, dimensionGCm: 180 }), hints: [] },
    { name: "door 60 × 90 with C 850 (mm): the crossbar is left to its hint", input: door(60, 90, { extraDimensionsCm: { c: 850 } }), hints: [["c", "millimetres"]] },
    { name: "door 100 × 250 with C 245: no height fits it", input: door(100, 250, { extraDimensionsCm: { c: 245 } }), hints: [["height", "brace"]] },
    { name: "door 100 × 200 with C 0: the field's error only", input: door(100, 200, { extraDimensionsCm: { c: 0 } }), hints: [] },
    { name: "door 100 × 260: too high, no brace hint", input: door(100, 260, brace(255)), hints: [] },
  ])("$name", ({ input, hints }) => {
    expect(shape(screenHints(input))).toEqual(hints);
  });

  it("says what it means in Polish, with the numbers", () => {
    expect(screenHints(windowScreen(1200, 1500))).toEqual([
      { field: "width", kind: "millimetres", message: "Czy chodziło o 120 cm?" },
      { field: "height", kind: "millimetres", message: "Czy chodziło o 150 cm?" },
    ]);
    expect(screenHints(door(100, 200, { extraDimensionsCm: { c: 855 } }))[0]?.message).toBe("Czy chodziło o 85,5 cm?");
    expect(screenHints(windowScreen(151, 50))[0]?.message).toBe(
      "Moskitiera 151 × 50 cm byłaby ponad 3 razy szersza niż wysoka – takie okna zdarzają się rzadko. Sprawdź, czy szerokość i wysokość są dobrze zmierzone i wpisane we właściwe pola.",
    );
    expect(screenHints(windowScreen(20, 101))[0]?.message).toBe(
      "Moskitiera 20 × 101 cm byłaby ponad 5 razy wyższa niż szeroka – takie okna zdarzają się rzadko. Sprawdź, czy szerokość i wysokość są dobrze zmierzone i wpisane we właściwe pola.",
    );
    expect(screenHints(door(200, 100))[0]?.message).toBe(
      "Moskitiera drzwiowa 200 × 100 cm byłaby szersza niż wysoka, a drzwi są zwykle wyższe niż szersze. Sprawdź, czy szerokość i wysokość nie zostały zamienione.",
    );
    expect(screenHints(door(50, 201))[0]?.message).toBe(
      "Moskitiera drzwiowa 50 × 201 cm byłaby ponad 4 razy wyższa niż szeroka – drzwi tak wąskie zdarzają się rzadko. Sprawdź, czy szerokość i wysokość są dobrze zmierzone i wpisane we właściwe pola.",
    );
    expect(screenHints(door(60, 94))[0]?.message).toBe(
      "Poprzeczka moskitiery drzwiowej jest standardowo na wysokości 85 cm, a nad nią potrzeba co najmniej 10 cm ramy, więc moskitiera musi mieć co najmniej 95 cm wysokości. Sprawdź wysokość, a jeśli poprzeczka ma być niżej, podaj wymiar C.",
    );
    expect(screenHints(door(100, 159, { extraDimensionsCm: { c: 150 } }))[0]?.message).toBe(
      "Poprzeczka (wymiar C) jest na wysokości 150 cm, a nad nią potrzeba co najmniej 10 cm ramy, więc moskitiera musi mieć co najmniej 160 cm wysokości. Sprawdź wysokość i wymiar C.",
    );
    expect(screenHints(door(100, 189, brace(180)))[0]?.message).toBe(
      "Dodatkowa rozpora (wymiar G) jest na wysokości 180 cm, a nad nią potrzeba co najmniej 10 cm ramy, więc moskitiera musi mieć co najmniej 190 cm wysokości. Sprawdź wysokość i wymiar G.",
    );
  });

  it("names the highest bar, the brace on a tie with the crossbar", () => {
    expect(screenHints(door(100, 109, { extraDimensionsCm: { c: 100 }, ...brace(100) }))[0]?.message).toContain("wymiar G");
    expect(screenHints(door(100, 109, { extraDimensionsCm: { c: 100 }, ...brace(60) }))[0]?.message).toContain("wymiar C");
    expect(screenHints(door(100, 150, { extraDimensionsCm: { c: 150 }, ...brace(60) }))[0]?.message).toContain("co najmniej 160 cm");
  });
});
