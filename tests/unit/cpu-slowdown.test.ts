import { describe, expect, it } from "vitest";
import { calibratedCpuSlowdown } from "../../scripts/bench/cpu-slowdown.ts";

describe("the CPU slowdown Lighthouse documents for a benchmarkIndex", () => {
  it.each([
    [2000, 6],
    [1533, 4],
    [1300, 3],
    [1050, 2.5],
    [800, 2],
    [475, 1.5],
    [150, 1],
  ])("benchmarkIndex %d → %d×", (index, multiplier) => {
    expect(calibratedCpuSlowdown(index)).toBeCloseTo(multiplier, 2);
  });

  it("has no multiplier for a host too slow to emulate the phone, or no index", () => {
    expect(calibratedCpuSlowdown(149)).toBeUndefined();
    expect(calibratedCpuSlowdown(Number.NaN)).toBeUndefined();
  });
});
