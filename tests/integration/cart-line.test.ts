import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { CartLine } from "~/routes/cart/cart-line";
import { formatPln } from "~/lib/money";
import type { PleatConfiguration } from "~/lib/pricing";
import { pleatLine } from "../support/cart-lines";

// The cart page's prices as the server renders a line: the unit price without the handles, the
// handles as their own row, and the total, which they add up to.
// (A pure render, kept with the integration tests: the unit project does not type-check app/components.)

const configuration: PleatConfiguration = {
  widthCm: 100,
  heightCm: 150,
  quantity: 3,
  mounting: "invasive",
  spacers: false,
  monofilamentGuide: false,
  angle: "none",
  juzKonQuantity: null,
  guide: "none",
  guideQuantity: null,
  handle: true,
  handleQuantity: 2,
};
const item = pleatLine({
  configuration,
  fabric: { pricePerM2: 12_900, maxWidthCm: 140, available: true },
  accessories: [{ kind: "handle", price: 4_500 }],
  fabricCode: "PL-101",
  fabricName: "Basic 101",
  profileCode: null,
  meta: { id: "line-1", createdAt: "2026-11-21T10:00:00.000Z" },
});

const render = (empty = false) => renderToStaticMarkup(createElement(MemoryRouter, null, createElement(CartLine, { item, empty, onEmptyChange: () => {}, onRemove: () => {} })));
const row = (html: string, label: string) => html.match(new RegExp(`<dt[^>]*>${label.replace(/[()]/g, "\\$&")}</dt><dd[^>]*>([^<]*)</dd>`))?.[1];

describe("a cart line's prices", () => {
  it("shows the unit price, the handles and the total, so quantity × unit price + handles = total", () => {
    const html = render();
    expect(row(html, "Cena za sztukę")).toBe(formatPln(item.unitPrice));
    expect(row(html, "Rączka (6 szt.)")).toBe(formatPln(27_000));
    expect(row(html, "Razem")).toBe(formatPln(item.totalPrice));
    expect(3 * item.unitPrice + 27_000).toBe(item.totalPrice);
  });

  it("shows no handles and a zero total while the quantity field is empty", () => {
    const html = render(true);
    expect(html).not.toContain("Rączka (");
    expect(row(html, "Razem")).toBe(formatPln(0));
  });
});
