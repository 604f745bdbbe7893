import { describe, expect, it } from "vitest";
import { formatPln } from "~/lib/money";
import { extrasMultiplier, type PleatAccessoryPrice, type PleatBreakdown, type PleatConfiguration, type PleatFabric, type PleatField, quotePleat } from "~/lib/pricing";

// Expected values are worked out by hand from shop.md section 9, in grosze.

const MIN_DIMENSIONS = "Minimalne wymiary to 20 cm (szerokość) × 20 cm (wysokość).";
const INVALID_DIMENSIONS = "Proszę wprowadzić prawidłowe wymiary (minimum 20cm)";
const CUSTOM_ORDER = "UWAGA: Szerokość większa niż 140 cm wymaga spersonalizowanego zamówienia!";
const QUANTITY_INVALID = "Ilość musi być liczbą większą od 0";
const QUANTITY_FRACTION = "Ilość musi być liczbą całkowitą.";

const base: PleatConfiguration = {
  widthCm: 100,
  heightCm: 150,
  quantity: 1,
  mounting: "invasive",
  spacers: false,
  monofilamentGuide: false,
  angle: "none",
  juzKonQuantity: null,
  guide: "none",
  guideQuantity: null,
  handle: false,
  handleQuantity: null,
};

/** 129 zł/m², up to 140 cm. */
const fabric: PleatFabric = { pricePerM2: 12_900, maxWidthCm: 140, available: true };

/** Table prices differ from the spec's defaults (2 zł spacer, 45 zł handle) so the tests tell them apart. */
const accessories: PleatAccessoryPrice[] = [
  { kind: "spacer", price: 250 },
  { kind: "monofilament_guide", price: 500 },
  { kind: "angle_pcv", price: 300 },
  { kind: "angle_metal", price: 300 },
  { kind: "angle_juz_kon", price: 300 },
  { kind: "handle", price: 5_000 },
];

function quote(config: Partial<PleatConfiguration>, overrides: { fabric?: Partial<PleatFabric>; accessories?: PleatAccessoryPrice[] } = {}) {
  return quotePleat({
    configuration: { ...base, ...config },
    fabric: { ...fabric, ...overrides.fabric },
    accessories: overrides.accessories ?? accessories,
  });
}

function priced(config: Partial<PleatConfiguration>, overrides?: Parameters<typeof quote>[1]): PleatBreakdown {
  const result = quote(config, overrides);
  expect(result.errors).toEqual({});
  if (result.breakdown === null) throw new Error("expected a price");
  return result.breakdown;
}

const amounts = (b: PleatBreakdown) => Object.fromEntries(b.components.map((c) => [c.key, c.amount]));

describe("extrasMultiplier", () => {
  it.each([
    [null, 1],
    [20, 4],
    [99, 4],
    [100, 6],
    [140, 6],
  ])("width %s → ×%i", (width, multiplier) => {
    expect(extrasMultiplier(width)).toBe(multiplier);
  });
});

describe("fabric price: max(area, 0.6 m²) × price per m², half up to the grosz", () => {
  it.each([
    { w: 100, h: 150, price: 12_900, real: 1.5, billed: 1.5, amount: 19_350 }, // 1.5 × 129 = 193.50
    { w: 77, h: 77, price: 12_900, real: 0.59, billed: 0.6, amount: 7_740 }, // 0.5929 → 0.6 × 129
    { w: 78, h: 78, price: 12_900, real: 0.61, billed: 0.61, amount: 7_848 }, // 0.6084 × 129 = 78.4836
    { w: 20, h: 20, price: 12_900, real: 0.04, billed: 0.6, amount: 7_740 },
    { w: 75, h: 80, price: 12_900, real: 0.6, billed: 0.6, amount: 7_740 }, // exactly 0.6 m²
    { w: 140, h: 200, price: 12_900, real: 2.8, billed: 2.8, amount: 36_120 },
    { w: 99, h: 150, price: 12_900, real: 1.49, billed: 1.49, amount: 19_157 }, // 1.485 × 129 = 191.565 → up
    { w: 50, h: 130, price: 12_910, real: 0.65, billed: 0.65, amount: 8_392 }, // 0.65 × 129.10 = 83.915 → up
    { w: 70, h: 100, price: 12_900, real: 0.7, billed: 0.7, amount: 9_030 }, // 0.7 × 129 drifts in floats
  ])("$w × $h cm at $price gr/m² → $amount gr", ({ w, h, price, real, billed, amount }) => {
    const b = priced({ widthCm: w, heightCm: h }, { fabric: { pricePerM2: price } });
    expect(b.realArea).toBe(real);
    expect(b.billedArea).toBe(billed);
    expect(b.components).toEqual([{ key: "fabric", label: "Tkanina", amount, per: "unit" }]);
    expect(b.unit).toBe(amount);
    expect(b.total).toBe(amount);
  });

  it("shows the issue's example as 193,50 zł", () => {
    expect(formatPln(priced({}).total)).toBe("193,50 zł");
  });
});

describe("extras, each alone, at 99 cm (×4) and 100 cm (×6), height 150", () => {
  const fabricAt = { 99: 19_157, 100: 19_350 } as const;
  it.each([
    { name: "spacers from the table", config: { spacers: true }, key: "spacer", at99: 1_000, at100: 1_500 },
    {
      name: "spacers at the default 2 zł",
      config: { spacers: true },
      table: [],
      key: "spacer",
      at99: 800,
      at100: 1_200,
    },
    {
      name: "monofilament guide",
      config: { monofilamentGuide: true },
      key: "monofilament_guide",
      at99: 2_000,
      at100: 3_000,
    },
    {
      name: "non-invasive mounting",
      config: { mounting: "non_invasive" },
      key: "non_invasive_mounting",
      at99: 4_000,
      at100: 4_000,
    },
    { name: "PCV angle", config: { angle: "pcv" }, key: "angle_pcv", at99: 1_200, at100: 1_800 },
    { name: "metal angle", config: { angle: "metal" }, key: "angle_metal", at99: 1_200, at100: 1_800 },
    {
      name: "juz-kon angle × 1",
      config: { angle: "juz_kon", juzKonQuantity: 1 },
      key: "angle_juz_kon",
      at99: 1_200,
      at100: 1_800,
    },
    {
      name: "juz-kon angle × 2",
      config: { angle: "juz_kon", juzKonQuantity: 2 },
      key: "angle_juz_kon",
      at99: 2_400,
      at100: 3_600,
    },
    // Guides: per metre of height (1.5 m) × guide quantity, whatever the width.
    { name: "guide 9 × 1", config: { guide: 9, guideQuantity: 1 }, key: "guide", at99: 11_700, at100: 11_700 },
    { name: "guide 9 × 2", config: { guide: 9, guideQuantity: 2 }, key: "guide", at99: 23_400, at100: 23_400 },
    { name: "guide 10 × 2", config: { guide: 10, guideQuantity: 2 }, key: "guide", at99: 23_400, at100: 23_400 },
    { name: "guide 11 × 1", config: { guide: 11, guideQuantity: 1 }, key: "guide", at99: 14_400, at100: 14_400 },
    { name: "guide 11 × 2", config: { guide: 11, guideQuantity: 2 }, key: "guide", at99: 28_800, at100: 28_800 },
  ] satisfies {
    name: string;
    config: Partial<PleatConfiguration>;
    table?: PleatAccessoryPrice[];
    key: string;
    at99: number;
    at100: number;
  }[])("$name: $at99 / $at100 gr per blind", ({ config, table, key, at99, at100 }) => {
    for (const [width, expected] of [
      [99, at99],
      [100, at100],
    ] as const) {
      const b = priced({ ...config, widthCm: width, quantity: 2 }, table ? { accessories: table } : {});
      expect(amounts(b)).toEqual({ fabric: fabricAt[width], [key]: expected });
      expect(b.unit).toBe(fabricAt[width] + expected);
      expect(b.total).toBe((fabricAt[width] + expected) * 2);
    }
  });

  it("guide price follows the height: 78 zł/m × 1.37 m = 106,86 zł", () => {
    expect(amounts(priced({ heightCm: 137, guide: 9, guideQuantity: 1 })).guide).toBe(10_686);
  });

  it("'brak' guide adds nothing and needs no quantity", () => {
    const b = priced({ guide: "none", guideQuantity: null });
    expect(amounts(b)).toEqual({ fabric: 19_350 });
  });
});

describe("handle: table price (default 45 zł) × handle quantity × item quantity, outside the unit price", () => {
  it.each([
    { table: accessories, handles: 1, quantity: 1, handle: 5_000 },
    { table: accessories, handles: 2, quantity: 1, handle: 10_000 },
    { table: accessories, handles: 1, quantity: 3, handle: 15_000 },
    { table: accessories, handles: 2, quantity: 3, handle: 30_000 },
    { table: [], handles: 1, quantity: 1, handle: 4_500 },
    { table: [], handles: 2, quantity: 2, handle: 18_000 },
  ])("$handles handle(s) per blind, $quantity blind(s) → $handle gr", ({ table, handles, quantity, handle }) => {
    const b = priced({ handle: true, handleQuantity: handles, quantity }, { accessories: table });
    expect(b.components).toContainEqual({ key: "handle", label: "Rączka", amount: handle, per: "line" });
    expect(b.unit).toBe(19_350);
    expect(b.total).toBe(19_350 * quantity + handle);
  });
});

describe("all extras together", () => {
  it("100 × 150 cm, 3 blinds: juz-kon × 2, pine guides × 2, 2 handles each", () => {
    const b = priced({
      quantity: 3,
      mounting: "non_invasive",
      spacers: true,
      monofilamentGuide: true,
      angle: "juz_kon",
      juzKonQuantity: 2,
      guide: 11,
      guideQuantity: 2,
      handle: true,
      handleQuantity: 2,
    });
    expect(b.multiplier).toBe(6);
    expect(amounts(b)).toEqual({
      fabric: 19_350,
      spacer: 1_500,
      monofilament_guide: 3_000,
      non_invasive_mounting: 4_000,
      angle_juz_kon: 3_600,
      guide: 28_800,
      handle: 30_000,
    });
    expect(b.unit).toBe(60_250);
    expect(b.total).toBe(60_250 * 3 + 30_000); // 2 107,50 zł
  });

  it("99 × 150 cm, 1 blind: PCV angle, anodised guides × 2, one handle", () => {
    const b = priced({
      widthCm: 99,
      mounting: "non_invasive",
      spacers: true,
      monofilamentGuide: true,
      angle: "pcv",
      guide: 9,
      guideQuantity: 2,
      handle: true,
      handleQuantity: 1,
    });
    expect(b.multiplier).toBe(4);
    expect(amounts(b)).toEqual({
      fabric: 19_157,
      spacer: 1_000,
      monofilament_guide: 2_000,
      non_invasive_mounting: 4_000,
      angle_pcv: 1_200,
      guide: 23_400,
      handle: 5_000,
    });
    expect(b.unit).toBe(50_757);
    expect(b.total).toBe(55_757);
  });

  it("quantity multiplies the unit price", () => {
    const b = priced({ quantity: 4 });
    expect(b.unit).toBe(19_350);
    expect(b.total).toBe(77_400);
  });
});

describe("validation", () => {
  type Case = {
    name: string;
    config?: Partial<PleatConfiguration>;
    fabric?: Partial<PleatFabric>;
    table?: PleatAccessoryPrice[];
    errors?: Record<string, string>;
    warnings?: Record<string, string>;
    priced: boolean;
  };
  it.each<Case>([
    { name: "valid 100 × 150", priced: true },
    { name: "width 19", config: { widthCm: 19 }, errors: { width: MIN_DIMENSIONS }, priced: false },
    { name: "width 20", config: { widthCm: 20 }, priced: true },
    { name: "width 140", config: { widthCm: 140 }, priced: true },
    // Over the binding limit, the lower of the fabric's maximum and the shop's 140 cm: no price, and only that limit's message.
    { name: "width 140 on a 300 cm fabric", config: { widthCm: 140 }, fabric: { maxWidthCm: 300 }, priced: true },
    {
      name: "width 141 on a wide fabric",
      config: { widthCm: 141 },
      fabric: { maxWidthCm: 200 },
      warnings: { width: CUSTOM_ORDER },
      priced: false,
    },
    {
      name: "width 150 on a 300 cm fabric",
      config: { widthCm: 150 },
      fabric: { maxWidthCm: 300 },
      warnings: { width: CUSTOM_ORDER },
      priced: false,
    },
    {
      name: "width 141 on a fabric of the shop's 140",
      config: { widthCm: 141 },
      warnings: { width: CUSTOM_ORDER },
      priced: false,
    },
    { name: "width at the fabric max 120", config: { widthCm: 120 }, fabric: { maxWidthCm: 120 }, priced: true },
    {
      name: "width over the fabric max 120",
      config: { widthCm: 121 },
      fabric: { maxWidthCm: 120 },
      errors: { width: "Maksymalna szerokość dla tej tkaniny to 120 cm." },
      priced: false,
    },
    {
      name: "width 130 over the fabric max 120",
      config: { widthCm: 130 },
      fabric: { maxWidthCm: 120 },
      errors: { width: "Maksymalna szerokość dla tej tkaniny to 120 cm." },
      priced: false,
    },
    {
      name: "width 150 over the fabric max 120 and the shop's 140",
      config: { widthCm: 150 },
      fabric: { maxWidthCm: 120 },
      errors: { width: "Maksymalna szerokość dla tej tkaniny to 120 cm." },
      priced: false,
    },
    {
      name: "width 5000 over everything",
      config: { widthCm: 5000 },
      fabric: { maxWidthCm: 300 },
      warnings: { width: CUSTOM_ORDER },
      priced: false,
    },
    { name: "no width", config: { widthCm: null }, errors: { width: INVALID_DIMENSIONS }, priced: false },
    { name: "width NaN", config: { widthCm: Number.NaN }, errors: { width: INVALID_DIMENSIONS }, priced: false },
    { name: "width 0", config: { widthCm: 0 }, errors: { width: INVALID_DIMENSIONS }, priced: false },
    { name: "width -5", config: { widthCm: -5 }, errors: { width: INVALID_DIMENSIONS }, priced: false },
    {
      name: "width 100.5",
      config: { widthCm: 100.5 },
      errors: { width: "Szerokość musi być podana w pełnych centymetrach." },
      priced: false,
    },
    { name: "height 19", config: { heightCm: 19 }, errors: { height: MIN_DIMENSIONS }, priced: false },
    { name: "height 20", config: { heightCm: 20 }, priced: true },
    { name: "height 200", config: { heightCm: 200 }, priced: true },
    {
      name: "height 201",
      config: { heightCm: 201 },
      errors: { height: "Maksymalna wysokość to 200 cm." },
      priced: false,
    },
    {
      name: "height 150.5",
      config: { heightCm: 150.5 },
      errors: { height: "Wysokość musi być podana w pełnych centymetrach." },
      priced: false,
    },
    { name: "no height", config: { heightCm: null }, errors: { height: INVALID_DIMENSIONS }, priced: false },
    {
      name: "both too small",
      config: { widthCm: 10, heightCm: 10 },
      errors: { width: MIN_DIMENSIONS, height: MIN_DIMENSIONS },
      priced: false,
    },
    { name: "quantity 1", config: { quantity: 1 }, priced: true },
    { name: "quantity 25", config: { quantity: 25 }, priced: true },
    { name: "quantity 0", config: { quantity: 0 }, errors: { quantity: QUANTITY_INVALID }, priced: false },
    { name: "quantity -2", config: { quantity: -2 }, errors: { quantity: QUANTITY_INVALID }, priced: false },
    { name: "quantity blank", config: { quantity: null }, errors: { quantity: QUANTITY_INVALID }, priced: false },
    { name: "quantity NaN", config: { quantity: Number.NaN }, errors: { quantity: QUANTITY_INVALID }, priced: false },
    { name: "quantity 1.5", config: { quantity: 1.5 }, errors: { quantity: QUANTITY_FRACTION }, priced: false },
    { name: "no guide chosen", config: { guide: null }, errors: { guide: "Proszę wybrać prowadnice" }, priced: true },
    { name: "guide 'brak'", config: { guide: "none" }, priced: true },
    {
      name: "guide without quantity",
      config: { guide: 10, guideQuantity: null },
      errors: { guideQuantity: QUANTITY_INVALID },
      priced: false,
    },
    {
      name: "guide quantity 0",
      config: { guide: 10, guideQuantity: 0 },
      errors: { guideQuantity: QUANTITY_INVALID },
      priced: false,
    },
    { name: "handle quantity 1", config: { handle: true, handleQuantity: 1 }, priced: true },
    {
      name: "handle quantity 0 (minimum 1)",
      config: { handle: true, handleQuantity: 0 },
      errors: { handleQuantity: QUANTITY_INVALID },
      priced: false,
    },
    {
      name: "handle quantity 1.5",
      config: { handle: true, handleQuantity: 1.5 },
      errors: { handleQuantity: QUANTITY_FRACTION },
      priced: false,
    },
    { name: "handle quantity unused without the handle", config: { handle: false, handleQuantity: 0 }, priced: true },
    {
      name: "juz-kon quantity 0",
      config: { angle: "juz_kon", juzKonQuantity: 0 },
      errors: { juzKonQuantity: QUANTITY_INVALID },
      priced: false,
    },
    {
      name: "monofilament guide missing from the table",
      config: { monofilamentGuide: true },
      table: [],
      errors: { monofilamentGuide: "Ten dodatek jest obecnie niedostępny." },
      priced: false,
    },
    {
      name: "juz-kon angle missing from the table",
      config: { angle: "juz_kon", juzKonQuantity: 1 },
      table: [],
      errors: { angle: "Ten dodatek jest obecnie niedostępny." },
      priced: false,
    },
    {
      name: "unavailable fabric",
      fabric: { available: false },
      warnings: { fabric: "Ta tkanina jest obecnie niedostępna." },
      priced: true,
    },
  ])("$name", ({ config = {}, fabric: fabricOverride, table, errors = {}, warnings = {}, priced: hasPrice }) => {
    const result = quote(config, { fabric: fabricOverride, accessories: table });
    expect(result.errors).toEqual(errors);
    expect(result.warnings).toEqual(warnings);
    expect(result.breakdown !== null).toBe(hasPrice);
    expect(result.canAddToCart).toBe(hasPrice && Object.keys({ ...errors, ...warnings }).length === 0);
  });

  it("prices no line it blocks for its width: a configuration that cannot be ordered has no price", () => {
    const result = quote({ widthCm: 141 }, { fabric: { maxWidthCm: 200 } });
    expect(result.canAddToCart).toBe(false);
    expect(result.breakdown).toBeNull();
  });
});

describe("quantity limits shared with the cart", () => {
  it.each([
    [{ quantity: 999 }, "quantity", undefined],
    [{ quantity: 1000 }, "quantity", "Maksymalna ilość to 999 szt. Większe zamówienia przyjmujemy przez formularz kontaktowy."],
    [{ guide: 11, guideQuantity: 20 }, "guideQuantity", undefined],
    [{ guide: 11, guideQuantity: 21 }, "guideQuantity", "Maksymalnie 20 szt. na jedną plisę."],
    [{ handle: true, handleQuantity: 21 }, "handleQuantity", "Maksymalnie 20 szt. na jedną plisę."],
    [{ angle: "juz_kon", juzKonQuantity: 21 }, "juzKonQuantity", "Maksymalnie 20 szt. na jedną plisę."],
  ] as const)("%j → %s: %s", (change, field, message) => {
    expect(quote(change as Partial<PleatConfiguration>).errors[field as PleatField]).toBe(message);
  });
});
