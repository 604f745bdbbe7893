import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];
export type Scores = Record<Category, number>;

export interface LighthouseResult {
  /** The median of the runs per category, 0–100. */
  scores: Scores;
  runs: Scores[];
  /** Failed audits of the median performance run, for the README's "why". */
  metrics: Record<string, number>;
  failedAudits: string[];
}

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  // Only loopback: Chromium's own look-ups of Google hosts fail at once instead of leaving the machine.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
];

/** Lighthouse's errors of its own recording, which its message says to retry; a page's own failure is never retried. */
const RETRIED_ERRORS = new Set(["NO_NAVSTART", "NO_TRACING_STARTED"]);
const MAX_RETRIES = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Lighthouse's default mobile run (form factor, simulated throttling) of each page in one Chromium. */
export async function lighthouseScores(urls: string[], runs: number, onChrome: (stop: () => Promise<void>) => void): Promise<Map<string, LighthouseResult>> {
  const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  const stop = async () => {
    try {
      chrome.kill();
    } catch {
      // already gone
    }
  };
  onChrome(stop);
  const results = new Map<string, LighthouseResult>();
  try {
    for (const url of urls) {
      const perRun: { scores: Scores; metrics: Record<string, number>; failedAudits: string[] }[] = [];
      for (let i = 0, retries = 0; i < runs; i++) {
        const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { categories, audits, runtimeError } = result.lhr;
        // A lost trace (NO_NAVSTART and the like, "Please run Lighthouse again") says nothing about the page: run again.
        if (runtimeError && retries < MAX_RETRIES && RETRIED_ERRORS.has(runtimeError.code)) {
          retries++;
          i--;
          continue;
        }
        if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
        const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])) as Scores;
        const metrics: Record<string, number> = {};
        for (const id of ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"]) {
          const value = audits[id]?.numericValue;
          if (value !== undefined) metrics[id] = Math.round(value * 1000) / 1000;
        }
        const scored = new Set(CATEGORIES.flatMap((id) => (categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => ref.id)));
        const failedAudits = Object.values(audits)
          .filter((audit) => scored.has(audit.id) && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative")
          .map((audit) => `${audit.id} (${Math.round((audit.score ?? 0) * 100)})`);
        perRun.push({ scores, metrics, failedAudits });
      }
      const medianRun = [...perRun].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(perRun.length / 2)]!;
      results.set(url, {
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(perRun.map((run) => run.scores[id]))])) as Scores,
        runs: perRun.map((run) => run.scores),
        metrics: medianRun.metrics,
        failedAudits: [...new Set(perRun.flatMap((run) => run.failedAudits))],
      });
    }
  } finally {
    await stop();
  }
  return results;
}
