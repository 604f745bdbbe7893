// How many cases a property test tries. Each test names its standard count: small enough for the run
// before every commit, large enough that every rule it checks is reached on every run (where that is
// not certain, the test asserts it was). PROPERTY_RUNS, a whole number, replaces every test's count:
// the nightly run (`npm run test:nightly`) sets it high. Unit tests read it from process.env, the
// integration tests from the worker's env, where vitest.workers.config.ts passes it as a binding.

export function propertyRuns(standard: number, setting: string | undefined): number {
  if (setting === undefined || setting.trim() === "") return standard;
  const runs = Number(setting);
  if (!Number.isSafeInteger(runs) || runs < 1) throw new Error(`PROPERTY_RUNS must be a whole number of cases, not "${setting}"`);
  return runs;
}
