// How the benchmark sums up repeated measurements: one definition for every script.

export const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** The middle value; of an even count, the upper of the two in the middle. */
export const median = (values: readonly number[]) => ascending(values)[Math.floor(values.length / 2)]!;

/** Nearest rank over values sorted ascending: the smallest one that at least `p` % of them do not exceed. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
