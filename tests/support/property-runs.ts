// How many cases a property test tries. Each test names its standard count: small enough for the run
// before every commit, large enough that every rule it checks is reached on every run (where that is
// not certain, the test asserts it was). PROPERTY_SCALE multiplies every count (the nightly run,
// `npm run test:nightly`, sets 20), so the costly properties stay costlier in proportion. Unit tests read
// it from process.env, the integration tests from the worker's env (vitest.workers.config.ts binds it).

export function propertyRuns(standard: number, scale: string | undefined): number {
  if (scale === undefined || scale.trim() === "") return standard;
  const factor = Number(scale);
  if (!Number.isFinite(factor) || factor <= 0) throw new Error(`PROPERTY_SCALE must be a positive number, not "${scale}"`);
  return Math.max(1, Math.round(standard * factor));
}
