import { describe, expect, it } from "vitest";
import { formatPln, zl } from "~/lib/money";

describe("formatPln", () => {
  it.each([
    [0, "0,00 zł"],
    [5, "0,05 zł"],
    [4500, "45,00 zł"],
    [123450, "1\u00a0234,50 zł"],
    [100000000, "1\u00a0000\u00a0000,00 zł"],
  ])("%i grosze → %s", (grosze, text) => {
    expect(formatPln(grosze)).toBe(text);
  });
});

describe("zl", () => {
  it.each([
    [45, 4500],
    [0.1 + 0.2, 30],
    [98, 9800],
  ])("%f zł → %i grosze", (amount, grosze) => {
    expect(zl(amount)).toBe(grosze);
  });
});
