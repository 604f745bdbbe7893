import { describe, expect, it } from "vitest";
import { cartCount, cartTotal, parseStoredCart, pleatConfigurationOf, screenConfigurationOf, withQuantity, type CartItem } from "~/lib/cart";
import type { PleatConfiguration, ScreenConfiguration } from "~/lib/pricing";
import { pleatLine, screenLine } from "../support/cart-lines";

const fabric = { pricePerM2: 12_900, maxWidthCm: 140, available: true };
const accessories = [
  { kind: "spacer", price: 200 },
  { kind: "handle", price: 4_500 },
  { kind: "monofilament_guide", price: 300 },
  { kind: "angle_juz_kon", price: 300 },
] as const;
const meta = { id: "line-1", createdAt: "2026-11-21T10:00:00.000Z" };

const pleat: PleatConfiguration = {
  widthCm: 100,
  heightCm: 150,
  quantity: 2,
  mounting: "non_invasive",
  spacers: true,
  monofilamentGuide: false,
  angle: "juz_kon",
  juzKonQuantity: 2,
  guide: 11,
  guideQuantity: 2,
  handle: true,
  handleQuantity: 1,
};

const screen: ScreenConfiguration = {
  type: "drzwiowe",
  widthCm: 90,
  heightCm: 210,
  quantity: 1,
  hookWidthMm: null,
  sealingBrush: false,
  doorSide: "lewa",
  extraBrace: true,
  dimensionGCm: 100,
};
const screenExtras = { meshColor: "biala", narozniki: false, wymiarC: null, wymiarD: null, wymiarE: null, wymiarF: null, wymiarZ: null } as const;

function pleatItem(configuration = pleat) {
  return pleatLine({ configuration, fabric, accessories, fabricCode: "PL-101", fabricName: "Basic 101", profileCode: "P-01", meta });
}

function screenItem() {
  return screenLine({ configuration: screen, profileCode: "MD-40", pricePerM2: 14_900, extras: screenExtras, meta: { ...meta, id: "line-2" } });
}

describe("cart lines from configurations", () => {
  it("a pleat line carries the spec's flags and gives back the configuration it came from", () => {
    const item = pleatItem();
    expect(item).toMatchObject({
      productType: "plisy",
      width: 100,
      height: 150,
      quantity: 2,
      installationType: "bezinwazyjny",
      bezinwazyjne: true,
      plisaInwazyjna: false,
      dystansPlisy: true,
      katownikJuzKonPCV: true,
      katownikJuzKonQuantity: 2,
      selectedProwadnice: [11],
      prowadnicaSosna: true,
      prowadnicaAnoda: false,
      prowadnicaQuantity: 2,
      raczkaPlisy: true,
      raczkaQuantityPlisy: 1,
      raczkaPrice: 4_500,
      extrasMultipliers: 6,
    });
    expect(pleatConfigurationOf(item)).toEqual(pleat);
    expect(parseStoredCart(JSON.stringify([item]))).toEqual([item]);
  });

  it("a screen line carries the door fields and gives back its configuration", () => {
    const item = screenItem();
    expect(item).toMatchObject({ mosquitoType: "drzwiowe", doorSide: "lewa", dodatkowaRozpora: true, wymiarG: 100, szerokoscHaczyka: null, meshColor: "biala", billingArea: 1.89 });
    expect(screenConfigurationOf(item)).toEqual(screen);
  });

  it("refuses to turn a configuration that cannot be added into a line", () => {
    expect(() => pleatItem({ ...pleat, widthCm: 141 })).toThrow();
  });
});

describe("withQuantity", () => {
  it.each([1, 3, 10])("keeps the per-blind price and the handle per blind at quantity %i", (quantity) => {
    const item = pleatItem();
    const changed = withQuantity(item, quantity);
    const repriced = pleatItem({ ...pleat, quantity });
    expect(changed.totalPrice).toBe(repriced.totalPrice);
  });
});

describe("parseStoredCart", () => {
  const valid = () => [pleatItem(), screenItem()] as CartItem[];
  it.each([
    ["nothing stored", null, 0],
    ["empty string", "", 0],
    ["broken JSON", "[{", 0],
    ["an object instead of a list", "{}", 0],
    ["a list with a foreign item", JSON.stringify([{ productType: "meble" }]), 0],
    ["a negative quantity", JSON.stringify([{ ...pleatItem(), quantity: -1 }]), 0],
    ["a fractional width", JSON.stringify([{ ...pleatItem(), width: 100.5 }]), 0],
    ["two valid lines", JSON.stringify(valid()), 2],
    ["two valid lines and a corrupt one", JSON.stringify([...valid(), { ...pleatItem(), height: "sto" }]), 2],
  ])("%s → %i lines", (_, raw, lines) => {
    expect(parseStoredCart(raw)).toHaveLength(lines);
  });

  it.each([
    ["a line stored before lines had an appearance", {}, true],
    ["a pleat's appearance", { appearance: { fabricColour: "szary", fabricImage: "/images/fabrics/PL-101.svg", profileColour: "biały" } }, true],
    ["an uploaded swatch and no profile", { appearance: { fabricColour: "szary", fabricImage: "/zdjecia/abc", profileColour: null } }, true],
    ["a swatch on another site", { appearance: { fabricColour: "szary", fabricImage: "https://example.com/a.svg", profileColour: null } }, false],
    ["a protocol-relative swatch", { appearance: { fabricColour: "szary", fabricImage: "//example.com/a.svg", profileColour: null } }, false],
    ["an appearance without its colour", { appearance: { fabricImage: null, profileColour: null } }, false],
  ])("reads a pleat line: %s → %s", (_, changes, kept) => {
    expect(parseStoredCart(JSON.stringify([{ ...pleatItem(), ...changes }]))).toHaveLength(kept ? 1 : 0);
  });

  it("keeps a screen line's appearance", () => {
    const [line] = parseStoredCart(JSON.stringify([{ ...screenItem(), appearance: { profileColour: "złoty dąb" } }]));
    expect(line?.appearance).toEqual({ profileColour: "złoty dąb" });
  });

  it("counts pieces and sums totals", () => {
    const items = valid();
    expect(cartCount(items)).toBe(3);
    expect(cartTotal(items)).toBe(items[0]!.totalPrice + items[1]!.totalPrice);
  });
});
