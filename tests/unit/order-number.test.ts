import { describe, expect, it } from "vitest";
import { typedOrderNumber } from "~/lib/order-number";

describe("typedOrderNumber", () => {
  it.each([
    ["ZAM-2026-000042", "ZAM-2026-000042"],
    [" ZAM-2026-000042 ", "ZAM-2026-000042"],
    ["ZAM-2026-1000000", "ZAM-2026-1000000"],
    ["zam-2026-000042", null],
    ["ZAM-2026-42", null],
    ["42", null],
    ["Nr-zamowienia", null],
    ["Wpłać na konto PL00 0000", null],
    ["ZAM-2026-000042<b>", null],
    ["", null],
  ])("%j → %j", (typed, shown) => {
    expect(typedOrderNumber(typed)).toBe(shown);
  });
});
