import { describe, expect, it } from "vitest";
import { reductionPercent, saleReference, type PriceChange } from "~/lib/price-history";

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
