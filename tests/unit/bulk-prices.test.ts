import { describe, expect, it } from "vitest";
import { changedPrice, changedPriceProblem, formatPercent, percentSchema, seenPricesSchema } from "~/lib/bulk-prices";

describe("the percentage as the owner types it", () => {
  it.each<[string, number]>([
    ["5", 50],
    ["+5", 50],
    ["-10", -100],
    ["−10", -100],
    ["2,5", 25],
    ["-7.5", -75],
    [" +12 % ", 120],
    ["-90", -900],
    ["100", 1000],
    ["0,1", 1],
  ])("%j is %d tenths of a per cent", (input, tenths) => {
    expect(percentSchema.safeParse(input)).toEqual({ success: true, data: tenths });
  });

  it.each<[string, string]>([
    ["", "Podaj o ile procent zmienić ceny, np. 5 albo -10."],
    ["0", "Zmiana o 0% nie zmienia cen."],
    ["-0,0", "Zmiana o 0% nie zmienia cen."],
    ["-90,1", "Obniżka może wynosić najwyżej 90%."],
    ["-100", "Obniżka może wynosić najwyżej 90%."],
    ["100,1", "Podwyżka może wynosić najwyżej 100%."],
    ["5,25", "Podaj procent jako liczbę całkowitą albo z jednym miejscem po przecinku, np. 5, -10 albo 2,5."],
    ["pięć", "Podaj procent jako liczbę całkowitą albo z jednym miejscem po przecinku, np. 5, -10 albo 2,5."],
    ["1e2", "Podaj procent jako liczbę całkowitą albo z jednym miejscem po przecinku, np. 5, -10 albo 2,5."],
  ])("%j is refused: %s", (input, message) => {
    const parsed = percentSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it.each<[number, string]>([
    [50, "+5%"],
    [-100, "−10%"],
    [25, "+2,5%"],
  ])("%d tenths read %s", (tenths, text) => {
    expect(formatPercent(tenths)).toBe(text);
  });
});

describe("the new price: exact, rounded half up to the grosz", () => {
  it.each<[number, number, number]>([
    // price (gr), tenths of a per cent, new price (gr)
    [6900, 50, 7245], // 72,45 exactly
    [6900, 25, 7073], // 70,725 → 70,73: the half goes up
    [8900, -100, 8010], // 80,10 exactly
    [7900, 55, 8335], // 83,345 → 83,35
    [7900, -55, 7466], // 74,655 → 74,66
    [101, -50, 96], // 0,9595 → 0,96
    [1, -900, 0], // 0,1 gr: nothing left (refused below)
    [1000000, 1000, 2000000],
    [12345, 1, 12357], // 123,57345 → 123,57
  ])("%d gr %d‰ → %d gr", (price, tenths, expected) => {
    expect(changedPrice(price, tenths)).toBe(expected);
  });

  it("refuses a price the fabric form would refuse", () => {
    expect(changedPriceProblem(1)).toBeNull();
    expect(changedPriceProblem(1_000_000)).toBeNull();
    expect(changedPriceProblem(0)).toBe("po zmianie cena musi być większa od zera");
    expect(changedPriceProblem(1_000_001)).toBe("po zmianie cena może wynosić najwyżej 10 000,00 zł/m²");
  });
});

describe("the prices a confirmation carries from its preview", () => {
  it("reads [code, price] pairs", () => {
    expect(seenPricesSchema.parse('[["PL-101",6900],["PL-102",8900]]')).toEqual(
      new Map([
        ["PL-101", 6900],
        ["PL-102", 8900],
      ]),
    );
  });

  it.each(["", "nie json", '{"PL-101":6900}', '[["PL-101","6900"]]', '[["PL-101",69.5]]'])("refuses %j as an unreadable preview", (text) => {
    expect(seenPricesSchema.safeParse(text).error?.issues[0]?.message).toBe("Podgląd jest nieczytelny. Sprawdź podgląd ponownie.");
  });
});
