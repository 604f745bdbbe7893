import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Page } from "playwright-core";
import { type CartItem, pleatAppearanceOf, type PleatCartItem, type ScreenCartItem } from "~/lib/cart";
import { CART_STORAGE_KEY } from "~/lib/cart-basics";
import type { PleatAccessoryPrice, PleatConfiguration } from "~/lib/pricing";
import { pleatLine, screenLine, STANDARD_PLEAT } from "../cart-lines";

// Browser tests and the benchmark seed the cart the way the configurators fill it: lines priced by the
// pricing engine from the same catalogue seed the served worker's D1 holds, with the catalogue's colours
// and swatch (the line's appearance) as the configurators store them.

type Row = Record<string, string | number | null>;

const seedSql = readFileSync(resolve(import.meta.dirname, "../../../migrations/seed/catalogue.sql"), "utf8");

/** The rows the seed inserts into a table, with its column names. */
function seedRows(table: string): Row[] {
  const insert = new RegExp(`^INSERT INTO "${table}" \\(([^)]*)\\) VALUES \\((.*?)\\)(?: ON CONFLICT|;)`, "gm");
  return [...seedSql.matchAll(insert)].map(([, columns, values]) => {
    const names = columns!.split(",").map((name) => name.trim().replace(/"/g, ""));
    const parsed = [...values!.matchAll(/'((?:[^']|'')*)'|(-?\d+(?:\.\d+)?)|NULL/g)].map(([, text, number]) =>
      text !== undefined ? text.replace(/''/g, "'") : number !== undefined ? Number(number) : null,
    );
    return Object.fromEntries(names.map((name, i) => [name, parsed[i] ?? null]));
  });
}

/** A pleat of an available fabric at least 120 cm wide (the first such, or the `nth` from 0), with guides, spacers and a handle. */
export function seededPleatLine(change: Partial<PleatConfiguration> = {}, nth = 0): PleatCartItem {
  const fabric = seedRows("fabrics").filter((row) => row.available === 1 && Number(row.max_width_cm) >= 120)[nth]!;
  return pleatLine({
    configuration: { ...STANDARD_PLEAT, ...change },
    fabric: { pricePerM2: Number(fabric.price_per_m2), maxWidthCm: Number(fabric.max_width_cm), available: true },
    accessories: seedRows("pleat_accessories").map((row) => ({ kind: row.kind, price: row.price }) as PleatAccessoryPrice),
    fabricCode: String(fabric.code),
    fabricName: String(fabric.name),
    profileCode: null,
    appearance: pleatAppearanceOf({ colour: String(fabric.colour), image: fabric.image === null ? null : String(fabric.image) }, null),
  });
}

/** A right-hinged door screen on the first available door profile. */
export function seededDoorScreenLine(): ScreenCartItem {
  const profile = seedRows("screen_profiles").find((row) => row.type === "drzwiowe" && row.available === 1)!;
  return screenLine({
    configuration: { type: "drzwiowe", widthCm: 90, heightCm: 210, quantity: 1, hookWidthMm: null, sealingBrush: false, doorSide: "prawa", extraBrace: true, dimensionGCm: 100 },
    profileCode: String(profile.code),
    pricePerM2: Number(profile.price_per_m2),
    extras: { wymiarC: 5 },
    appearance: { profileColour: String(profile.colour) },
  });
}

/** Stores `lines` as the browser's cart, as the configurators leave it; the page must be open on the shop's origin. */
export async function storeCart(page: Page, lines: CartItem[]) {
  await page.evaluate(([key, cart]) => localStorage.setItem(key, cart), [CART_STORAGE_KEY, JSON.stringify(lines)] as const);
}
