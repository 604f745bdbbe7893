import { describe, expect, it } from "vitest";
import { crc8, isKsefNumber, ksefNumber } from "~/lib/ksef-number";

describe("the KSeF number and its CRC-8 (faktury/numer-ksef.md)", () => {
  it("CRC-8 with polynomial 0x07 and initial 0x00: the standard check value", () => {
    expect(crc8("123456789")).toBe(0xf4);
  });

  it.each([
    // The Ministry's examples (numer-ksef.md and open-api.json).
    ["5265877635-20250826-0100001AF629-AF", true],
    ["5265877635-20250626-010080DD2B5E-26", true],
    ["5265877635-20250826-0100001AF629-AE", false],
    ["5265877635-20250826-0100001AF628-AF", false],
    ["5265877635-20250826-0100001af629-AF", false],
    ["5265877635-20250826-0100001AF629AF", false],
    ["", false],
  ])("%s valid: %s", (number, valid) => {
    expect(isKsefNumber(number)).toBe(valid);
  });

  it("a number built from its parts is 35 characters and valid", () => {
    const number = ksefNumber("5260001246", "2026-11-28", "0a1b2c3d4e5f");
    expect(number).toMatch(/^5260001246-20261128-0A1B2C3D4E5F-[0-9A-F]{2}$/);
    expect(number).toHaveLength(35);
    expect(isKsefNumber(number)).toBe(true);
  });
});
