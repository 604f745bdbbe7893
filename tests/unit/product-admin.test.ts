import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/forms";
import { offeredExtras, withdrawnAccessories, type OfferedAccessory } from "~/lib/offered-accessories";
import type { PleatConfiguration } from "~/lib/pricing";
import {
  accessorySchema,
  listHref,
  meshSchema,
  newMeshSchema,
  newPleatProfileSchema,
  newScreenProfileSchema,
  parseListQuery,
  pleatProfileSchema,
  PRICE_INVALID,
  PRICE_NEGATIVE,
  PRICE_NOT_POSITIVE,
  PRICE_TOO_HIGH,
  PROMO_CODE_FORMAT,
  PROMO_PERCENT_RANGE,
  promoCodeSchema,
  screenProfileSchema,
} from "~/lib/schemas/product-admin";

// The back-office's product forms and which pleat extras the shop still offers: pure rules, tested alone.

const accessory = { name: "Rączka", mounting: "", active: "on" };
const priceOf = (price: string) => parseForm({ ...accessory, price }, accessorySchema);

describe("a price typed in złote", () => {
  it.each([
    ["12,50", 1_250],
    ["12.5", 1_250],
    ["1 200", 120_000],
    ["0,01", 1],
    ["10000", 1_000_000],
  ])("%s is %i grosze", (price, grosze) => {
    expect(priceOf(price)).toMatchObject({ ok: true, data: { price: grosze } });
  });

  it.each([
    ["100000", PRICE_TOO_HIGH],
    ["10000,01", PRICE_TOO_HIGH],
    ["0", PRICE_NOT_POSITIVE],
    ["-1", PRICE_NOT_POSITIVE],
    ["1,234", PRICE_INVALID],
    ["", PRICE_INVALID],
    ["1e3", PRICE_INVALID],
  ])("%s is refused: %s", (price, message) => {
    expect(priceOf(price)).toMatchObject({ ok: false, fieldErrors: { price: message } });
  });

  it("may be 0 for a mesh (included in the screen), never negative", () => {
    const mesh = { colour: "szary" };
    expect(parseForm({ ...mesh, price: "0" }, meshSchema)).toMatchObject({ ok: true, data: { price: 0, available: false } });
    expect(parseForm({ ...mesh, price: "-0,01" }, meshSchema)).toMatchObject({ ok: false, fieldErrors: { price: PRICE_NEGATIVE } });
  });
});

describe("a product's photo", () => {
  // The photo is an uploaded file, checked by its bytes on the server (tests/integration/product-admin.test.ts):
  // a path typed into the form is no field of any product form, so it can never set the image.
  const typedPath = { image: "https://evil.example/a.png" };
  it.each([
    ["a pleat profile", pleatProfileSchema, { colour: "biały" }],
    ["a new pleat profile", newPleatProfileSchema, { code: "P-90", colour: "biały" }],
    ["an accessory", accessorySchema, { ...accessory, price: "1" }],
    ["a screen profile", screenProfileSchema, { colour: "biały", pricePerM2: "95", kind: "ramkowa" }],
    ["a new screen profile", newScreenProfileSchema, { type: "okienne", code: "MO-90", colour: "biały", pricePerM2: "95", kind: "ramkowa" }],
    ["a mesh", meshSchema, { colour: "szary", price: "0" }],
    ["a new mesh", newMeshSchema, { code: "czarna", colour: "czarny", price: "0" }],
  ])("is no text field of %s", (_, schema, fields) => {
    const parsed = parseForm({ ...fields, ...typedPath }, schema);
    expect(parsed.ok).toBe(true);
    expect(parsed.ok && parsed.data).not.toHaveProperty("image");
  });
});

describe("a promo code", () => {
  it("is kept upper-case", () => {
    expect(parseForm({ code: " lato10 ", discountPercent: "10" }, promoCodeSchema)).toEqual({ ok: true, data: { code: "LATO10", discountPercent: 10 } });
  });

  it.each(["0", "91", "-5", "10.5", "abc", ""])("refuses a discount of %s", (discountPercent) => {
    expect(parseForm({ code: "LATO", discountPercent }, promoCodeSchema)).toMatchObject({ ok: false, fieldErrors: { discountPercent: PROMO_PERCENT_RANGE } });
  });

  it.each(["LATO-10", "ZIMA 5", "ŻUBR", "A".repeat(41)])("refuses the code %s", (code) => {
    expect(parseForm({ code, discountPercent: "10" }, promoCodeSchema)).toMatchObject({ ok: false, fieldErrors: { code: PROMO_CODE_FORMAT } });
  });
});

describe("a list's URL", () => {
  it("reads nonsense as the defaults and writes defaults as nothing", () => {
    const query = parseListQuery(new URLSearchParams("strona=abc&status=może&typ=szklane&szukaj=%20"));
    expect(query).toEqual({ search: "", flag: null, type: null, page: 1 });
    expect(listHref("/admin-products/siatki", query)).toBe("/admin-products/siatki");
    expect(listHref("/x", { search: "biały", flag: "nie", type: "drzwiowe", page: 2 })).toBe("/x?szukaj=bia%C5%82y&status=nie&typ=drzwiowe&strona=2");
  });
});

describe("the pleat extras the shop offers", () => {
  const all: OfferedAccessory[] = [
    { id: 1, kind: "spacer" },
    { id: 2, kind: "monofilament_guide" },
    { id: 3, kind: "non_invasive_mounting" },
    { id: 4, kind: "angle_pcv" },
    { id: 5, kind: "angle_metal" },
    { id: 6, kind: "angle_juz_kon" },
    { id: 7, kind: "handle" },
    { id: 9, kind: "guide" },
    { id: 10, kind: "guide" },
    { id: 11, kind: "guide" },
  ];
  const everything: PleatConfiguration = {
    widthCm: 100,
    heightCm: 150,
    quantity: 1,
    mounting: "non_invasive",
    spacers: true,
    monofilamentGuide: true,
    angle: "pcv",
    juzKonQuantity: null,
    guide: 10,
    guideQuantity: 2,
    handle: true,
    handleQuantity: 1,
  };
  const without = (...ids: number[]) => all.filter((row) => !ids.includes(row.id));

  it("offers every extra with an active row", () => {
    expect(withdrawnAccessories(everything, all)).toEqual([]);
  });

  it("names each chosen extra whose row is switched off, and only chosen ones", () => {
    expect(withdrawnAccessories(everything, without(1, 3, 4, 7, 10))).toEqual(["Dystanse", "Mocowanie bezinwazyjne", "Kątownik", "Prowadnice", "Rączka"]);
    expect(withdrawnAccessories({ ...everything, guide: 9, angle: "metal" }, without(4, 10))).toEqual([]);
    expect(withdrawnAccessories({ ...everything, spacers: false, handle: false }, without(1, 7))).toEqual([]);
  });

  it("keeps the other guide colours when one is switched off", () => {
    const offers = offeredExtras(without(11));
    expect([offers.guide(9), offers.guide(10), offers.guide(11)]).toEqual([true, true, false]);
  });
});
