import { describe, expect, it } from "vitest";
import { formatPln } from "~/lib/money";
import {
  type FabricSaleChange,
  lowestPriceShown,
  lowestPriceText,
  NEW_FABRIC_ON_SALE_MESSAGE,
  type PriceChange,
  reductionPercent,
  saleNotLowerMessage,
  saleOutcome,
  saleReference,
  type SaleOutcome,
} from "~/lib/price-history";

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
    ["on sale without a stored reference: none is made up from its own price", { sale: true, pricePerM2: 8900, lowestPriceBeforeSale: null }, null],
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

describe("one rule for every path that changes a fabric's price or sale: the sale stays a real reduction", () => {
  const fabric = { code: "PL-203", name: "Lumière Leśna" };
  /** The seed's kind of sale: 139 zł for long, on sale at 109 zł since 14 days. */
  const seededSale: PriceChange[] = [change(90, null, 13900), change(14, 13900, 10900, true)];
  const storedSale = { pricePerM2: 10900, sale: true, reference: { saleStartedAt: NOW - 14 * DAY, lowestPrice: 13900 } };
  const regular = { pricePerM2: 13900, sale: false, reference: null };
  const saleChange = (before: FabricSaleChange["before"], after: { pricePerM2: number; sale: boolean }, history: PriceChange[] = []): FabricSaleChange => ({
    ...fabric,
    before,
    after,
    history,
    at: NOW,
  });
  const refusal = (field: "pricePerM2" | "sale", message: string) => ({ ...fabric, field, message, reason: `PL-203 „Lumière Leśna”: ${message}` });

  it.each<[string, FabricSaleChange, SaleOutcome]>([
    ["off sale, any price: allowed, no reference", saleChange(regular, { pricePerM2: 19900, sale: false }, seededSale), { kind: "allowed", reference: null }],
    ["a sale ended at a higher price: allowed", saleChange(storedSale, { pricePerM2: 14595, sale: false }, seededSale), { kind: "allowed", reference: null }],
    [
      "a sale raised, still below its lowest price: allowed, the reference kept",
      saleChange(storedSale, { pricePerM2: 11445, sale: true }, seededSale),
      { kind: "allowed", reference: storedSale.reference },
    ],
    [
      "a sale raised to its lowest price: refused",
      saleChange(storedSale, { pricePerM2: 13900, sale: true }, seededSale),
      { kind: "refused", refusal: refusal("pricePerM2", saleNotLowerMessage(13900)) },
    ],
    [
      "a sale raised above it (a collection +30 %): refused",
      saleChange(storedSale, { pricePerM2: 14170, sale: true }, seededSale),
      { kind: "refused", refusal: refusal("pricePerM2", saleNotLowerMessage(13900)) },
    ],
    [
      "a sale at 999 zł from an import: refused",
      saleChange(storedSale, { pricePerM2: 99900, sale: true }, seededSale),
      { kind: "refused", refusal: refusal("pricePerM2", saleNotLowerMessage(13900)) },
    ],
    [
      "a sale stored without its reference: the one the history gives",
      saleChange({ ...storedSale, reference: null }, { pricePerM2: 14595, sale: true }, seededSale),
      { kind: "refused", refusal: refusal("pricePerM2", saleNotLowerMessage(13900)) },
    ],
    [
      "a sale with neither reference nor history: its own price is all that is known, so a raise is refused",
      saleChange({ ...storedSale, reference: null }, { pricePerM2: 11445, sale: true }),
      { kind: "refused", refusal: refusal("pricePerM2", saleNotLowerMessage(10900)) },
    ],
    [
      "put on sale below the lowest price of the 30 days before: allowed, with that reference",
      saleChange(regular, { pricePerM2: 9900, sale: true }, [change(90, null, 13900)]),
      { kind: "allowed", reference: { saleStartedAt: NOW, lowestPrice: 13900 } },
    ],
    [
      "put on sale at its own price: refused",
      saleChange(regular, { pricePerM2: 13900, sale: true }, [change(90, null, 13900)]),
      { kind: "refused", refusal: refusal("pricePerM2", saleNotLowerMessage(13900)) },
    ],
    [
      "put on sale after a cheaper price within the window: refused",
      saleChange(regular, { pricePerM2: 12900, sale: true }, [change(90, null, 13900), change(20, 13900, 11900), change(10, 11900, 13900)]),
      { kind: "refused", refusal: refusal("pricePerM2", saleNotLowerMessage(11900)) },
    ],
    [
      "a new fabric on sale: refused, it had no price before",
      saleChange(undefined, { pricePerM2: 9900, sale: true }),
      { kind: "refused", refusal: refusal("sale", NEW_FABRIC_ON_SALE_MESSAGE) },
    ],
    ["a new fabric off sale: allowed", saleChange(undefined, { pricePerM2: 9900, sale: false }), { kind: "allowed", reference: null }],
  ])("%s", (_, change, expected) => {
    expect(saleOutcome(change, false)).toEqual(expected);
  });

  it.each<[string, FabricSaleChange]>([
    ["a sale raised above its lowest price", saleChange(storedSale, { pricePerM2: 14170, sale: true }, seededSale)],
    ["a new fabric on sale", saleChange(undefined, { pricePerM2: 9900, sale: true })],
  ])("ends the sale instead when the owner asks: %s", (_, change) => {
    const refused = saleOutcome(change, false);
    expect(refused.kind).toBe("refused");
    expect(saleOutcome(change, true)).toEqual({ kind: "saleEnded", refusal: refused.kind === "refused" ? refused.refusal : null });
  });

  it("asked to end a sale that is a reduction, keeps it", () => {
    expect(saleOutcome(saleChange(storedSale, { pricePerM2: 9900, sale: true }, seededSale), true)).toEqual({ kind: "allowed", reference: storedSale.reference });
  });
});
