import { describe, expect, it } from "vitest";
import { HOOK_WIDTHS_MM, quoteScreen, type ScreenConfiguration, type ScreenProfilePrice } from "~/lib/pricing";

// Expected values are worked out by hand from shop.md section 9, in grosze.

const windowScreen: ScreenConfiguration = {
  type: "okienne",
  widthCm: 100,
  heightCm: 120,
  quantity: 1,
  hookWidthMm: 11,
  sealingBrush: false,
  doorSide: null,
  extraBrace: false,
  dimensionGCm: null,
};

const doorScreen: ScreenConfiguration = {
  ...windowScreen,
  type: "drzwiowe",
  widthCm: 100,
  heightCm: 210,
  hookWidthMm: null,
  doorSide: "prawa",
};

/** 98 zł/m². */
const profile: ScreenProfilePrice = { pricePerM2: 9_800, available: true };

function quote(config: ScreenConfiguration, overrides: Partial<ScreenConfiguration> = {}, chosen: ScreenProfilePrice | null = profile) {
  return quoteScreen({ configuration: { ...config, ...overrides }, profile: chosen });
}

describe("price: max(area, 0.6 m² window / 1.5 m² door) × profile price per m²", () => {
  it.each([
    {
      name: "window 100 × 120",
      base: windowScreen,
      w: 100,
      h: 120,
      price: 9_800,
      real: 1.2,
      billed: 1.2,
      amount: 11_760,
    },
    {
      name: "window 70 × 80 (0.56 m²)",
      base: windowScreen,
      w: 70,
      h: 80,
      price: 9_800,
      real: 0.56,
      billed: 0.6,
      amount: 5_880,
    },
    {
      name: "window 75 × 80 (0.6 m²)",
      base: windowScreen,
      w: 75,
      h: 80,
      price: 9_800,
      real: 0.6,
      billed: 0.6,
      amount: 5_880,
    },
    {
      name: "window 76 × 80 (0.608 m²)",
      base: windowScreen,
      w: 76,
      h: 80,
      price: 9_800,
      real: 0.61,
      billed: 0.61,
      amount: 5_958,
    },
    { name: "window 20 × 20", base: windowScreen, w: 20, h: 20, price: 9_800, real: 0.04, billed: 0.6, amount: 5_880 },
    {
      name: "window 250 × 250",
      base: windowScreen,
      w: 250,
      h: 250,
      price: 9_800,
      real: 6.25,
      billed: 6.25,
      amount: 61_250,
    },
    // 1.21 m² × 98.50 zł = 119.185 zł, half up
    {
      name: "window 100 × 121 rounds half up",
      base: windowScreen,
      w: 100,
      h: 121,
      price: 9_850,
      real: 1.21,
      billed: 1.21,
      amount: 11_919,
    },
    {
      name: "door 70 × 80 (0.56 m²)",
      base: doorScreen,
      w: 70,
      h: 80,
      price: 9_800,
      real: 0.56,
      billed: 1.5,
      amount: 14_700,
    },
    {
      name: "door 90 × 160 (1.44 m²)",
      base: doorScreen,
      w: 90,
      h: 160,
      price: 9_800,
      real: 1.44,
      billed: 1.5,
      amount: 14_700,
    },
    {
      name: "door 100 × 150 (1.5 m²)",
      base: doorScreen,
      w: 100,
      h: 150,
      price: 9_800,
      real: 1.5,
      billed: 1.5,
      amount: 14_700,
    },
    {
      name: "door 100 × 151 (1.51 m²)",
      base: doorScreen,
      w: 100,
      h: 151,
      price: 9_800,
      real: 1.51,
      billed: 1.51,
      amount: 14_798,
    },
    { name: "door 100 × 210", base: doorScreen, w: 100, h: 210, price: 9_800, real: 2.1, billed: 2.1, amount: 20_580 },
  ])("$name at $price gr/m² → $amount gr", ({ base, w, h, price, real, billed, amount }) => {
    const result = quote(base, { widthCm: w, heightCm: h }, { pricePerM2: price, available: true });
    expect(result.errors).toEqual({});
    expect(result.canAddToCart).toBe(true);
    expect(result.breakdown).toEqual({
      realArea: real,
      billedArea: billed,
      perimeter: ((w + h) * 2) / 100,
      components: [{ key: "profile", label: "Moskitiera", amount, per: "unit" }],
      unit: amount,
      total: amount,
    });
  });

  it.each([
    [1, 11_760],
    [3, 35_280],
  ])("quantity %i → total %i gr", (quantity, total) => {
    expect(quote(windowScreen, { quantity }).breakdown?.total).toBe(total);
  });
});

describe("window sealing brush: 5 zł per metre of (width + height) × 2", () => {
  it.each([
    { w: 100, h: 120, perimeter: 4.4, brush: 2_200 },
    { w: 20, h: 20, perimeter: 0.8, brush: 400 },
    { w: 33, h: 47, perimeter: 1.6, brush: 800 },
    { w: 250, h: 250, perimeter: 10, brush: 5_000 },
  ])("$w × $h cm → $perimeter m → $brush gr", ({ w, h, perimeter, brush }) => {
    const b = quote(windowScreen, { widthCm: w, heightCm: h, sealingBrush: true }).breakdown;
    expect(b?.perimeter).toBe(perimeter);
    expect(b?.components[1]).toEqual({
      key: "sealing_brush",
      label: "Szczotka uszczelniająca",
      amount: brush,
      per: "unit",
    });
    expect(b?.unit).toBe((b?.components[0]?.amount ?? 0) + brush);
  });

  it("is part of the unit price: 100 × 120 cm, 2 pieces", () => {
    const b = quote(windowScreen, { sealingBrush: true, quantity: 2 }).breakdown;
    expect(b?.unit).toBe(13_960);
    expect(b?.total).toBe(27_920);
  });

  it("is not read for doorScreen screens", () => {
    const b = quote(doorScreen, { sealingBrush: true }).breakdown;
    expect(b?.components.map((c) => c.key)).toEqual(["profile"]);
    expect(b?.total).toBe(20_580);
  });
});

describe("no profile: 120 zł/m² estimate, not addable", () => {
  it.each([
    { name: "window 100 × 120", base: windowScreen, w: 100, h: 120, amount: 14_400 },
    { name: "window 70 × 80 (minimum 0.6 m²)", base: windowScreen, w: 70, h: 80, amount: 7_200 },
    { name: "door 90 × 160 (minimum 1.5 m²)", base: doorScreen, w: 90, h: 160, amount: 18_000 },
  ])("$name → $amount gr", ({ base, w, h, amount }) => {
    const result = quote(base, { widthCm: w, heightCm: h }, null);
    expect(result.errors).toEqual({ profile: "Musisz wybrać profil" });
    expect(result.breakdown?.total).toBe(amount);
    expect(result.canAddToCart).toBe(false);
  });
});

describe("validation", () => {
  type Case = {
    name: string;
    base?: ScreenConfiguration;
    config?: Partial<ScreenConfiguration>;
    profile?: ScreenProfilePrice | null;
    errors?: Record<string, string>;
    warnings?: Record<string, string>;
    priced: boolean;
  };
  it.each<Case>([
    { name: "valid window", priced: true },
    { name: "valid door", base: doorScreen, priced: true },
    { name: "width 19", config: { widthCm: 19 }, errors: { width: "Minimalna szerokość to 20 cm" }, priced: false },
    { name: "width 20", config: { widthCm: 20 }, priced: true },
    { name: "width 250", config: { widthCm: 250 }, priced: true },
    { name: "width 251", config: { widthCm: 251 }, errors: { width: "Maksymalna szerokość to 250 cm" }, priced: false },
    {
      name: "no width",
      config: { widthCm: null },
      errors: { width: "Szerokość musi być liczbą większą od 0" },
      priced: false,
    },
    {
      name: "width 0",
      config: { widthCm: 0 },
      errors: { width: "Szerokość musi być liczbą większą od 0" },
      priced: false,
    },
    {
      name: "width NaN",
      config: { widthCm: Number.NaN },
      errors: { width: "Szerokość musi być liczbą większą od 0" },
      priced: false,
    },
    {
      name: "width 50.5",
      config: { widthCm: 50.5 },
      errors: { width: "Szerokość musi być podana w pełnych centymetrach." },
      priced: false,
    },
    { name: "height 19", config: { heightCm: 19 }, errors: { height: "Minimalna wysokość to 20 cm" }, priced: false },
    { name: "height 20", config: { heightCm: 20 }, priced: true },
    { name: "height 250", config: { heightCm: 250 }, priced: true },
    {
      name: "height 251",
      config: { heightCm: 251 },
      errors: { height: "Maksymalna wysokość to 250 cm" },
      priced: false,
    },
    {
      name: "height -1",
      config: { heightCm: -1 },
      errors: { height: "Wysokość musi być liczbą większą od 0" },
      priced: false,
    },
    {
      name: "height 80.2",
      config: { heightCm: 80.2 },
      errors: { height: "Wysokość musi być podana w pełnych centymetrach." },
      priced: false,
    },
    {
      name: "quantity 0",
      config: { quantity: 0 },
      errors: { quantity: "Ilość musi być liczbą większą od 0" },
      priced: false,
    },
    {
      name: "quantity 2.5",
      config: { quantity: 2.5 },
      errors: { quantity: "Ilość musi być liczbą całkowitą." },
      priced: false,
    },
    { name: "no profile", profile: null, errors: { profile: "Musisz wybrać profil" }, priced: true },
    {
      name: "unavailable profile",
      profile: { pricePerM2: 9_800, available: false },
      warnings: { profile: "Ten profil jest obecnie niedostępny." },
      priced: true,
    },
    {
      name: "window without hook width",
      config: { hookWidthMm: null },
      errors: { hookWidth: "Dla moskitier okiennych musisz wybrać szerokość haczyka" },
      priced: true,
    },
    {
      name: "window with a hook width not offered (7 mm)",
      config: { hookWidthMm: 7 },
      errors: { hookWidth: "Dla moskitier okiennych musisz wybrać szerokość haczyka" },
      priced: true,
    },
    { name: "window needs no doorScreen side", config: { doorSide: null }, priced: true },
    {
      name: "door without hinge side",
      base: doorScreen,
      config: { doorSide: null },
      errors: { doorSide: "Dla moskitier drzwiowych musisz wybrać stronę zawiasów" },
      priced: true,
    },
    { name: "doorScreen, left side", base: doorScreen, config: { doorSide: "lewa" }, priced: true },
    { name: "door needs no hook width", base: doorScreen, config: { hookWidthMm: null }, priced: true },
    { name: "brace: G = height − 10", base: doorScreen, config: { extraBrace: true, dimensionGCm: 200 }, priced: true },
    {
      name: "brace: G = height − 9",
      base: doorScreen,
      config: { extraBrace: true, dimensionGCm: 201 },
      errors: { dimensionG: "Wymiar G nie może być większy niż 200 cm (wysokość - 10 cm)" },
      priced: true,
    },
    {
      name: "brace at the minimum height 20: G 11",
      base: doorScreen,
      config: { heightCm: 20, extraBrace: true, dimensionGCm: 11 },
      errors: { dimensionG: "Wymiar G nie może być większy niż 10 cm (wysokość - 10 cm)" },
      priced: true,
    },
    {
      name: "brace without G",
      base: doorScreen,
      config: { extraBrace: true, dimensionGCm: null },
      errors: { dimensionG: "Podaj wymiar G dodatkowej rozpory." },
      priced: true,
    },
    {
      name: "brace with G 50.5",
      base: doorScreen,
      config: { extraBrace: true, dimensionGCm: 50.5 },
      errors: { dimensionG: "Wymiar G musi być podany w pełnych centymetrach." },
      priced: true,
    },
    {
      name: "G not read without the brace",
      base: doorScreen,
      config: { extraBrace: false, dimensionGCm: 500 },
      priced: true,
    },
    {
      name: "everything missing",
      config: { widthCm: null, heightCm: null, quantity: null, hookWidthMm: null },
      profile: null,
      errors: {
        width: "Szerokość musi być liczbą większą od 0",
        height: "Wysokość musi być liczbą większą od 0",
        quantity: "Ilość musi być liczbą większą od 0",
        profile: "Musisz wybrać profil",
        hookWidth: "Dla moskitier okiennych musisz wybrać szerokość haczyka",
      },
      priced: false,
    },
  ])("$name", ({ base = windowScreen, config = {}, profile: chosen = profile, errors = {}, warnings = {}, priced }) => {
    const result = quote(base, config, chosen);
    expect(result.errors).toEqual(errors);
    expect(result.warnings).toEqual(warnings);
    expect(result.breakdown !== null).toBe(priced);
    expect(result.canAddToCart).toBe(priced && Object.keys({ ...errors, ...warnings }).length === 0);
  });

  it.each(HOOK_WIDTHS_MM.map((mm) => [mm]))("hook width %i mm is accepted", (mm) => {
    expect(quote(windowScreen, { hookWidthMm: mm }).canAddToCart).toBe(true);
  });

  it("offers exactly the spec's hook widths", () => {
    expect(HOOK_WIDTHS_MM).toEqual([5, 8, 11, 15, 18, 22]);
  });
});
