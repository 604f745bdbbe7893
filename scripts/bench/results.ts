import type { LighthouseResult } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";

// What a bench run measured: written by run.ts, read by report.ts (kept apart so neither imports the other).

export interface PageAssets {
  /** Bytes after gzip (level 9, as a CDN would send them), summed over the files. */
  jsGzip: number;
  /** The part of jsGzip that is the framework floor (assets.ts, FRAMEWORK_FLOOR): what any React Router page loads; the rest is the shop's own code. */
  floorGzip: number;
  cssGzip: number;
  jsFiles: string[];
  cssFiles: string[];
}

export interface BenchRoute {
  name: string;
  path: string;
  page: boolean;
  /** Only its initial JavaScript and CSS are measured (no load runs, no Lighthouse). */
  assetsOnly?: boolean;
}

/** A build's initial JavaScript per page, committed as the "before" of a change (scripts/bench/js-baseline.ts). */
export interface JsBaseline {
  commit: string;
  description: string;
  /** floorGzip is missing in baselines taken before the floor was reported. */
  pages: Record<string, { jsGzip: number; floorGzip?: number; cssGzip: number }>;
}

export interface LoadRow extends LoadResult {
  route: string;
  mode: "cached" | "rendered" | "api" | "trivial";
  connections: number;
  /** Requests per second as a share of the trivial worker's at the same connection count, measured around it. */
  ofTrivial: number | null;
  /** The machine's 1-minute load average when the run ended: above the CPU count, the figures are pessimistic. */
  loadAverage: number;
}

export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  machine: { cpus: number; loadAverageBefore: number[]; loadAverageAfter: number[]; node: string };
  settings: { seconds: number; connections: readonly number[]; lighthouseRuns: number; renderedCookie: string };
  routes: BenchRoute[];
  load: LoadRow[];
  trivialRuns: { connections: number; requestsPerSecond: number; when: string }[];
  assets: Record<string, PageAssets>;
  /** The committed "before" the assets are compared with, if there is one. */
  jsBaseline: JsBaseline | null;
  lighthouse: Record<string, LighthouseResult>;
  cacheCheck: Record<string, string | null>;
}
