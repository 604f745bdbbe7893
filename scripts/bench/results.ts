import type { LighthouseResult } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";
import type { CpuSplit } from "./processes.ts";

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
  /** Measured in the browser only (initial JavaScript and CSS, Lighthouse), not in the load runs. */
  noLoad?: boolean;
  /** Lighthouse opens it with a buyer's cart in localStorage (scripts/bench/lighthouse.ts seededCartStorage). */
  withCart?: boolean;
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
  /** "floor": the route's cached page from scripts/bench/stored-pages-worker.ts, what a page-cache hit cannot go below. */
  mode: "cached" | "floor" | "rendered" | "api" | "trivial";
  connections: number;
  /** Requests per second as a share of the trivial worker's at the same connection count, measured in turns with it. */
  ofTrivial: number | null;
  /** The machine's 1-minute load average when the run ended: above the CPU count, the figures are pessimistic. */
  loadAverage: number;
  /** The trivial worker's CPU a request in the same turns (null on its own rows and where not measured). */
  trivialCpuPerRequest: CpuSplit | null;
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
  /** The back-office at volume (scripts/bench/admin-volume.ts), unless BENCH_ADMIN=0. */
  admin?: AdminResults;
}

/** A back-office page timed over HTTP as a signed-in administrator, after one warm-up request. */
export interface AdminPageTiming {
  name: string;
  path: string;
  medianMs: number;
  /** Nearest rank over the runs (with 20 runs, the second slowest). */
  p95Ms: number;
  minMs: number;
  maxMs: number;
  runs: number;
}

/** A full CSV export, asked for as the back-office asks (a POST that queues a job) until the file downloads. */
export interface AdminExport {
  orders: number;
  rows: number;
  bytes: number;
  /** From the POST to the file being downloadable: the queue's delivery included. */
  seconds: number;
  downloadMs: number;
  /**
   * CPU time of the served worker's processes meanwhile (workerd with the local D1's SQLite, wrangler's proxy):
   * an upper bound of the consumer's CPU, since D1's own work is not the consumer's in production.
   */
  cpuSeconds: number | null;
  /** workerd's peak resident memory before and after the export (MB): the local runtime enforces no 128 MB limit. */
  workerdPeakRssMb: { before: number; after: number } | null;
}

export interface AdminResults {
  startedAt: string;
  orders: number;
  loadAverage: number[];
  pages: AdminPageTiming[];
  export: AdminExport;
}
