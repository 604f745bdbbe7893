import { describe, expect, it } from "vitest";
import { formatPln } from "~/lib/money";
import { lowestPriceShown, lowestPriceText, reductionPercent, saleReference, type PriceChange } from "~/lib/price-history";

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 23, 12);
/** A change `daysAgo` days before NOW. */
const change = (daysAgo: number, oldPrice: number | null, newPrice: number, onSale = false): PriceChange => ({ at: NOW - daysAgo * DAY, oldPrice, newPrice, onSale });

describe("the lowest price of the 30 days before a reduction (Omnibus)", () => {
  it.each<[string, PriceChange[], { startedDaysAgo: number; lowest: number } | null]>([
    ["not on sale: no reference", [change(40, null, 10000), change(5, 10000, 9000)], null],
    ["a cut from a price older than 30 days: that price", [change(90, null, 10000), change(0, 10000, 8000, true)], { startedDaysAgo: 0, lowest: 10000 }],
    [
      "raise then cut: the price before the raise still counts",
      [change(90, null, 10000), change(10, 10000, 12000), change(0, 12000, 9000, true)],
      { startedDaysAgo: 0, lowest: 10000 },
    ],
    [
      "a lower price within the window counts",
      [change(90, null, 10000), change(20, 10000, 8500), change(10, 8500, 11000), change(0, 11000, 9500, true)],
      { startedDaysAgo: 0, lowest: 8500 },
    ],
    ["prices older than 30 days do not count", [change(90, null, 6000), change(45, 6000, 10000), change(0, 10000, 8000, true)], { startedDaysAgo: 0, lowest: 10000 }],
    [
      "a price replaced exactly when the window opened no longer counts",
      [change(90, null, 6000), change(30, 6000, 10000), change(0, 10000, 8000, true)],
      { startedDaysAgo: 0, lowest: 10000 },
    ],
    [
      "cut, then cut again in the same sale: the reference of the first cut",
      [change(90, null, 10000), change(10, 10000, 8000, true), change(2, 8000, 6000, true)],
      { startedDaysAgo: 10, lowest: 10000 },
    ],
    [
      "sale ended and restarted: the earlier sale price within the window counts",
      [change(90, null, 10000), change(25, 10000, 7000, true), change(15, 7000, 10000, false), change(0, 10000, 8000, true)],
      { startedDaysAgo: 0, lowest: 7000 },
    ],
    [
      "sale ended and restarted after more than 30 days: the regular price",
      [change(200, null, 10000), change(100, 10000, 7000, true), change(60, 7000, 10000, false), change(0, 10000, 8000, true)],
      { startedDaysAgo: 0, lowest: 10000 },
    ],
    ["put on sale without a price change: its own price", [change(90, null, 10000), change(0, 10000, 10000, true)], { startedDaysAgo: 0, lowest: 10000 }],
    ["created on sale: its own first price is all there was", [change(0, null, 5000, true)], { startedDaysAgo: 0, lowest: 5000 }],
    ["no history before the cut (a seeded item): the price it replaced", [change(0, 9000, 7000, true)], { startedDaysAgo: 0, lowest: 9000 }],
  ])("%s", (_, changes, expected) => {
    const reference = saleReference(changes);
    expect(reference).toEqual(expected && { saleStartedAt: NOW - expected.startedDaysAgo * DAY, lowestPrice: expected.lowest });
  });
});

describe("an announced percentage is computed from the lowest 30-day price (C-330/23)", () => {
  it.each([
    [8000, 10000, 20],
    [6000, 10000, 40],
    [9999, 10000, 0],
    [10000, 10000, 0],
    [12000, 10000, 0],
    [6650, 9500, 30],
  ])("%i against %i → %i %%", (price, lowest, percent) => {
    expect(reductionPercent(price, lowest)).toBe(percent);
  });
});

describe("the lowest 30-day price a fabric shows", () => {
  it.each<[string, { sale: boolean; pricePerM2: number; lowestPriceBeforeSale: number | null }, number | null]>([
    ["on sale with a reference from the history: that reference", { sale: true, pricePerM2: 7120, lowestPriceBeforeSale: 8900 }, 8900],
    ["on sale older than the history (the seed's): its own current price", { sale: true, pricePerM2: 8900, lowestPriceBeforeSale: null }, 8900],
    ["not on sale: nothing", { sale: false, pricePerM2: 8900, lowestPriceBeforeSale: null }, null],
    ["not on sale, a stale reference left on the row: nothing", { sale: false, pricePerM2: 8900, lowestPriceBeforeSale: 9900 }, null],
  ])("%s", (_, fabric, expected) => {
    expect(lowestPriceShown(fabric)).toBe(expected);
  });

  it("is announced per m² in the statute's words, as one text", () => {
    expect(lowestPriceText(8900)).toBe(`Najniższa cena z 30 dni przed obniżką: ${formatPln(8900)}/m²`);
    expect(lowestPriceText(123_450)).toBe("Najniższa cena z 30 dni przed obniżką: 1\u00a0234,50 zł/m²");
  });
});
