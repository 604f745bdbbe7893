import type { BenchResults } from "./results.ts";

/** The issue's targets (issue 10). */
export const TARGETS = {
  performance: 95,
  otherCategories: 100,
  /** Initial JavaScript of catalogue and configurator pages, gzipped, in bytes (1 kB = 1000 B, the stricter reading). */
  initialJsBytes: 120_000,
  catalogueP95Ms: 50,
  catalogueShareOfTrivial: 1 / 3,
} as const;

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (value: number) => value.toFixed(1);

function table(header: string[], rows: string[][]) {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
}

export interface TargetCheck {
  target: string;
  value: string;
  met: boolean;
}

export function checkTargets(results: BenchResults): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const [page, { scores }] of Object.entries(results.lighthouse)) {
    checks.push({ target: `${page}: Lighthouse performance ≥ ${TARGETS.performance}`, value: String(scores.performance), met: scores.performance >= TARGETS.performance });
    for (const category of ["accessibility", "best-practices", "seo"] as const) {
      checks.push({ target: `${page}: Lighthouse ${category} = 100`, value: String(scores[category]), met: scores[category] >= TARGETS.otherCategories });
    }
  }
  for (const page of ["catalogue", "configurator"]) {
    const assets = results.assets[page];
    if (assets)
      checks.push({ target: `${page}: initial JS ≤ ${kB(TARGETS.initialJsBytes)} kB gzipped`, value: `${kB(assets.jsGzip)} kB`, met: assets.jsGzip <= TARGETS.initialJsBytes });
  }
  const catalogue = results.load.find((row) => row.route === "catalogue" && row.mode === "rendered" && row.connections === 10);
  if (catalogue) {
    checks.push({ target: `catalogue SSR p95 ≤ ${TARGETS.catalogueP95Ms} ms at 10 connections`, value: `${ms(catalogue.p95)} ms`, met: catalogue.p95 <= TARGETS.catalogueP95Ms });
    checks.push({
      target: "catalogue SSR throughput ≥ 1/3 of the trivial worker's (10 connections)",
      value: `${((catalogue.ofTrivial ?? 0) * 100).toFixed(0)} %`,
      met: (catalogue.ofTrivial ?? 0) >= TARGETS.catalogueShareOfTrivial,
    });
  }
  return checks;
}

function printLoad(results: BenchResults) {
  const { cpus } = results.machine;
  console.log(`\nLoad (${results.settings.seconds} s a run; "rendered" = every request misses the page cache and renders;`);
  console.log(`× trivial = req/s over the trivial worker's, measured just before and after each route; ${cpus} CPUs)`);
  // The trivial worker once per connection count: its median run, with the spread of all of them.
  const trivialRows = results.load.filter((row) => row.mode === "trivial");
  const shown = results.settings.connections.map((connections) => {
    const runs = trivialRows.filter((row) => row.connections === connections).sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
    const median = runs[Math.floor(runs.length / 2)]!;
    return { ...median, route: `trivial (${runs.length} runs)`, spread: `${runs[0]!.requestsPerSecond.toFixed(0)}–${runs.at(-1)!.requestsPerSecond.toFixed(0)}` };
  });
  table(
    ["route", "mode", "conn", "req/s", "p50 ms", "p95 ms", "p99 ms", "× trivial", "failed", "load avg"],
    [
      ...shown.map((row) => [
        row.route,
        row.spread,
        String(row.connections),
        row.requestsPerSecond.toFixed(0),
        ms(row.p50),
        ms(row.p95),
        ms(row.p99),
        "1.00",
        String(row.failures),
        row.loadAverage.toFixed(1),
      ]),
      ...results.load
        .filter((row) => row.mode !== "trivial")
        .map((row) => [
          row.route,
          row.mode,
          String(row.connections),
          row.requestsPerSecond.toFixed(0),
          ms(row.p50),
          ms(row.p95),
          ms(row.p99),
          (row.ofTrivial ?? 0).toFixed(2),
          String(row.failures),
          row.loadAverage.toFixed(1),
        ]),
    ],
  );
  const busiest = Math.max(...results.load.map((row) => row.loadAverage));
  if (busiest > cpus) console.log(`  (the load average reached ${busiest.toFixed(1)} on ${cpus} CPUs: other processes competed, so these figures are pessimistic)`);
}

export function printReport(results: BenchResults) {
  // No load runs when BENCH_PAGES names only pages measured in the browser.
  if (results.load.length) printLoad(results);

  const before = results.jsBaseline;
  console.log(`\nInitial JavaScript and CSS (gzip -9, kB = 1000 B)${before ? `; "before" = ${before.commit.slice(0, 7)}, ${before.description}` : ""}`);
  const change = (now: number, then: number | undefined) => (then === undefined ? "–" : `${now >= then ? "+" : "−"}${kB(Math.abs(now - then))}`);
  table(
    ["page", ...(before ? ["JS kB before", "JS kB now", "Δ JS kB"] : ["JS kB"]), "JS files", ...(before ? ["CSS kB before"] : []), "CSS kB", "CSS files"],
    Object.entries(results.assets).map(([page, a]) => {
      const then = before?.pages[page];
      return [
        page,
        ...(before ? [then ? kB(then.jsGzip) : "–", kB(a.jsGzip), change(a.jsGzip, then?.jsGzip)] : [kB(a.jsGzip)]),
        String(a.jsFiles.length),
        ...(before ? [then ? kB(then.cssGzip) : "–"] : []),
        kB(a.cssGzip),
        String(a.cssFiles.length),
      ];
    }),
  );

  console.log(`\nLighthouse mobile (median of ${results.settings.lighthouseRuns}; simulated throttling)`);
  table(
    ["page", "perf", "a11y", "best pr.", "SEO", "FCP ms", "LCP ms", "TBT ms", "CLS", "perf runs"],
    Object.entries(results.lighthouse).map(([page, l]) => [
      page,
      String(l.scores.performance),
      String(l.scores.accessibility),
      String(l.scores["best-practices"]),
      String(l.scores.seo),
      (l.metrics["first-contentful-paint"] ?? 0).toFixed(0),
      (l.metrics["largest-contentful-paint"] ?? 0).toFixed(0),
      (l.metrics["total-blocking-time"] ?? 0).toFixed(0),
      (l.metrics["cumulative-layout-shift"] ?? 0).toFixed(3),
      l.runs.map((run) => run.performance).join("/"),
    ]),
  );
  for (const [page, l] of Object.entries(results.lighthouse)) {
    if (l.failedAudits.length) console.log(`  ${page}: audits below 90: ${l.failedAudits.join(", ")}`);
  }

  console.log("\nTargets");
  for (const check of checkTargets(results)) console.log(`  ${check.met ? "met " : "MISS"}  ${check.target}: ${check.value}`);
  console.log("  (D1 round trips per page are checked by tests/integration/d1-round-trips.test.ts)");
}
