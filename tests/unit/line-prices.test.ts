import { describe, expect, it } from "vitest";
import { withQuantity } from "~/lib/cart";
import { linePriceParts } from "~/lib/line-prices";
import type { PleatConfiguration, ScreenConfiguration } from "~/lib/pricing";
import { pleatLine, screenLine } from "../support/cart-lines";

const fabric = { pricePerM2: 12_900, maxWidthCm: 140, available: true };
const accessories = [
  { kind: "spacer", price: 200 },
  { kind: "handle", price: 4_500 },
] as const;
const meta = { id: "line-1", createdAt: "2026-11-21T10:00:00.000Z" };

const withHandles: PleatConfiguration = {
  widthCm: 100,
  heightCm: 150,
  quantity: 3,
  mounting: "invasive",
  spacers: true,
  monofilamentGuide: false,
  angle: "none",
  juzKonQuantity: null,
  guide: "none",
  guideQuantity: null,
  handle: true,
  handleQuantity: 2,
};

function pleat(configuration: PleatConfiguration) {
  return pleatLine({ configuration, fabric, accessories, fabricCode: "PL-101", fabricName: "Basic 101", profileCode: null, meta });
}

const sum = ({ quantity, unitPrice, handles }: ReturnType<typeof linePriceParts>) => quantity * unitPrice + (handles?.amount ?? 0);

describe("linePriceParts", () => {
  it("shows a pleat's handles as their own part, so quantity × unit price + handles is the line's total", () => {
    const item = pleat(withHandles);
    const parts = linePriceParts({ ...item, configuration: item });
    // 2 handles on each of 3 blinds at 45 zł.
    expect(parts.handles).toEqual({ label: "Rączka (6 szt.)", count: 6, amount: 27_000 });
    expect(parts.unitPrice).toBe(item.unitPrice);
    expect(parts.total).toBe(item.totalPrice);
    expect(sum(parts)).toBe(item.totalPrice);
  });

  it("reads an order line (line price, stored configuration) the same as its cart line", () => {
    const item = pleat(withHandles);
    const line = { position: 1, quantity: item.quantity, unitPrice: item.unitPrice, linePrice: item.totalPrice, configuration: item };
    expect(linePriceParts({ ...line, totalPrice: line.linePrice })).toEqual(linePriceParts({ ...item, configuration: item }));
  });

  it("follows a quantity changed in the cart", () => {
    const item = withQuantity(pleat(withHandles), 5);
    const parts = linePriceParts({ ...item, configuration: item });
    expect(parts.handles).toMatchObject({ label: "Rączka (10 szt.)", amount: 45_000 });
    expect(sum(parts)).toBe(item.totalPrice);
  });

  it("has no handle part for a pleat without handles, nor for a screen", () => {
    const plain = pleat({ ...withHandles, handle: false, handleQuantity: null });
    expect(linePriceParts({ ...plain, configuration: plain })).toEqual({ quantity: 3, unitPrice: plain.unitPrice, handles: null, total: plain.unitPrice * 3 });

    const door: ScreenConfiguration = {
      type: "drzwiowe",
      widthCm: 90,
      heightCm: 210,
      quantity: 2,
      hookWidthMm: null,
      sealingBrush: false,
      doorSide: "lewa",
      extraBrace: false,
      dimensionGCm: null,
    };
    const screen = screenLine({ configuration: door, profileCode: "MD-40", pricePerM2: 14_900, meta });
    expect(linePriceParts({ ...screen, configuration: screen }).handles).toBeNull();
  });

  it("keeps the sum true for a line whose configuration could not be read", () => {
    const parts = linePriceParts({ quantity: 2, unitPrice: 10_000, totalPrice: 29_000, configuration: null });
    expect(parts.handles).toEqual({ label: "Rączka", count: 0, amount: 9_000 });
    expect(sum(parts)).toBe(29_000);
  });
});
