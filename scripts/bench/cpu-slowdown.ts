/**
 * The CPU slowdown Lighthouse documents for a host's `benchmarkIndex` (its guide to throttling, "Calibrating the CPU
 * slowdown", and the calculator it links to): the multiplier that brings this host to the mid-tier phone Lighthouse's
 * default 4× assumes of a fast desktop. Piecewise linear through the calculator's points: 150 → 1×, 800 → 2×,
 * 1300 → 3×, then one more per 233 (1533 → 4×, 2000 → 6×). Below 150 the host is too slow to emulate that phone.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number | undefined {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return undefined;
  if (benchmarkIndex < 800) return 1 + (benchmarkIndex - 150) / 650;
  if (benchmarkIndex < 1300) return 2 + (benchmarkIndex - 800) / 500;
  return 3 + (benchmarkIndex - 1300) / 233;
}

/** Lighthouse's default for mobile runs, what every score without a calibration uses. */
export const DEFAULT_CPU_SLOWDOWN = 4;
