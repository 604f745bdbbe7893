import autocannon from "autocannon";
import { percentile } from "./statistics.ts";

/**
 * Two ways of asking for a public page. "cached": a plain GET from a visitor without cookies,
 * answered from the worker's page cache after the first request (what nearly every visitor
 * gets). "rendered": the same GET carrying a session cookie, which the page cache never serves
 * or stores (workers/page-cache.ts), so every request runs the loaders and React's SSR: what a
 * cache miss costs. The app is not changed for the benchmark; the price is that the root loader
 * asks better-auth for the session, which rejects the unsigned token without touching D1.
 */
export const RENDERED_COOKIE = "sesja=bench";

export interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers that were not 2xx, plus connection errors and timeouts: a run with any is not a fair figure. */
  failures: number;
}

/**
 * Keeps `connections` requests in flight against `url` for `seconds` and records every latency
 * (autocannon's own summary has no p95).
 */
export async function measure(
  url: string,
  { connections, seconds, headers = {} }: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const latencies: number[] = [];
  // Without a callback autocannon returns its event emitter, which is also a promise of the result.
  const instance = autocannon({ url, connections, duration: seconds, headers, timeout: 10 }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  // autocannon 9 emits (client, statusCode, bytes, responseTime); the last argument is the latency in ms.
  instance.on("response", (...args: unknown[]) => latencies.push(Number(args[args.length - 1])));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / result.duration,
    requests: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
