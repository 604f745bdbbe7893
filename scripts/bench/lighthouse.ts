import { resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { runnerImport } from "vite";
import { CART_STORAGE_KEY } from "../../app/lib/cart-basics.ts";
import { calibratedCpuSlowdown, DEFAULT_CPU_SLOWDOWN } from "./cpu-slowdown.ts";
import { median } from "./statistics.ts";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];
export type Scores = Record<Category, number>;

/** A page's runs at one CPU slowdown. */
export interface LighthouseRuns {
  cpuSlowdown: number;
  /** The median of the runs per category, 0–100. */
  scores: Scores;
  runs: Scores[];
  /** The metrics of the median performance run. */
  metrics: Record<string, number>;
  /** Audits below 90 in any run, for the "why". */
  failedAudits: string[];
  /** The median of the runs' `benchmarkIndex`: Lighthouse's measure of this host's CPU. */
  benchmarkIndex: number;
}

/**
 * Lighthouse's default runs (4× CPU slowdown, whatever the host), and the same page with the slowdown Lighthouse
 * documents for the host's benchmarkIndex: the default score follows the host's CPU (96–99 on one machine, 80–93 on
 * one three times slower, the same build); the calibrated one is comparable across machines.
 */
export interface LighthouseResult extends LighthouseRuns {
  calibrated?: LighthouseRuns;
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

/** A page to run Lighthouse on, and what its origin's localStorage holds before each run (a buyer's cart), if anything. */
export interface LighthousePage {
  url: string;
  localStorage?: Record<string, string>;
}

const root = resolve(import.meta.dirname, "../..");

/**
 * A buyer's cart as the configurators store it: a pleat and a door screen priced from the catalogue seed the served
 * D1 holds (tests/support/node/seeded-cart.ts, what the browser tests seed), so the cart and the checkout show
 * lines rather than "the cart is empty". Those modules import app code through "~/", which plain Node cannot
 * resolve: Vite's module runner loads them.
 */
export async function seededCartStorage(): Promise<Record<string, string>> {
  const { module } = await runnerImport<typeof import("../../tests/support/node/seeded-cart.ts")>(resolve(root, "tests/support/node/seeded-cart.ts"), {
    configFile: false,
    root,
    logLevel: "warn",
    resolve: { alias: { "~": resolve(root, "app") } },
  });
  return { [CART_STORAGE_KEY]: JSON.stringify([module.seededPleatLine(), module.seededDoorScreenLine()]) };
}

/**
 * Sets the origin's localStorage to exactly `items` (nothing for most pages, a cart for the cart and the checkout)
 * in the Chromium Lighthouse drives, through a tab of its own, before every run (a page may change it). Lighthouse's
 * own reset before a run stays on: it clears the HTTP cache, service workers and Cache Storage (settings
 * `clearStorageTypes`, which leave localStorage alone), so every run still starts cold; `disableStorageReset` would
 * keep the cart too but also the previous run's cache. Lighthouse then opens its own tab, which reads the same
 * origin's localStorage (the browser has one profile).
 */
async function seedLocalStorage(port: number, url: string, items: Record<string, string>) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    // An origin's own tiny resource, so the page's scripts do not run (and touch the cart) before the write.
    await page.goto(new URL("/robots.txt", url).href);
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, Object.entries(items));
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** Lighthouse's default mobile runs (form factor, simulated throttling) of each page in one Chromium, then the calibrated ones. */
export async function lighthouseScores(pages: LighthousePage[], runs: number, onChrome: (stop: () => Promise<void>) => void): Promise<Map<string, LighthouseResult>> {
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
    for (const page of pages) {
      const byDefault = await runPage(chrome.port, page, runs, DEFAULT_CPU_SLOWDOWN);
      const cpuSlowdown = calibratedCpuSlowdown(byDefault.benchmarkIndex);
      const calibrated = cpuSlowdown === undefined ? undefined : await runPage(chrome.port, page, runs, Math.round(cpuSlowdown * 10) / 10);
      results.set(page.url, { ...byDefault, calibrated });
    }
  } finally {
    await stop();
  }
  return results;
}

async function runPage(port: number, { url, localStorage }: LighthousePage, runs: number, cpuSlowdown: number): Promise<LighthouseRuns> {
  const perRun: { scores: Scores; metrics: Record<string, number>; failedAudits: string[]; benchmarkIndex: number }[] = [];
  for (let i = 0, retries = 0; i < runs; i++) {
    await seedLocalStorage(port, url, localStorage ?? {});
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      // Merged into the default mobile throttling, as the CLI's --throttling.cpuSlowdownMultiplier is.
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError, environment } = result.lhr;
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
    perRun.push({ scores, metrics, failedAudits, benchmarkIndex: environment.benchmarkIndex });
  }
  const medianRun = [...perRun].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(perRun.length / 2)]!;
  return {
    cpuSlowdown,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(perRun.map((run) => run.scores[id]))])) as Scores,
    runs: perRun.map((run) => run.scores),
    metrics: medianRun.metrics,
    failedAudits: [...new Set(perRun.flatMap((run) => run.failedAudits))],
    benchmarkIndex: Math.round(median(perRun.map((run) => run.benchmarkIndex))),
  };
}
