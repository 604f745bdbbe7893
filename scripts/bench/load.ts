import autocannon from "autocannon";
import { type CpuSplit, countCpu, type ServedProcesses } from "./processes.ts";
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
  /** CPU milliseconds a request, by process (processes.ts); null where they cannot be read (no /proc). */
  cpuPerRequest: CpuSplit | null;
}

interface LoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** The server's processes, whose CPU is counted around the run. */
  served?: ServedProcesses | null;
}

/** One autocannon run: every latency it recorded (autocannon's own summary has no p95), its length, failures and CPU. */
interface Sample {
  latencies: number[];
  seconds: number;
  failures: number;
  cpu: CpuSplit | null;
}

/** Keeps `connections` requests in flight against `url` for `seconds`. */
async function sample(url: string, { connections, seconds, headers = {}, served = null }: LoadOptions): Promise<Sample> {
  const latencies: number[] = [];
  const cpuSpent = countCpu(served);
  // Without a callback autocannon returns its event emitter, which is also a promise of the result.
  const instance = autocannon({ url, connections, duration: seconds, headers, timeout: 10 }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  // autocannon 9 emits (client, statusCode, bytes, responseTime); the last argument is the latency in ms.
  instance.on("response", (...args: unknown[]) => latencies.push(Number(args[args.length - 1])));
  const result = await instance;
  return { latencies, seconds: result.duration, failures: result.non2xx + result.errors + result.timeouts, cpu: cpuSpent() };
}

/** The runs' CPU over their requests; null unless every run has it. */
function cpuPerRequest(samples: readonly Sample[], requests: number): CpuSplit | null {
  if (!requests || samples.some((one) => !one.cpu)) return null;
  const total = (part: keyof CpuSplit) => samples.reduce((sum, one) => sum + one.cpu![part], 0) / requests;
  return { loadGenerator: total("loadGenerator"), proxy: total("proxy"), runtime: total("runtime") };
}

/** Runs of one URL as one: their requests over their time, their latencies together. */
export function summarize(samples: readonly Sample[]): LoadResult {
  const latencies = samples.flatMap((one) => one.latencies).sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / samples.reduce((total, one) => total + one.seconds, 0),
    requests: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failures: samples.reduce((total, one) => total + one.failures, 0),
    cpuPerRequest: cpuPerRequest(samples, latencies.length),
  };
}

export async function measure(url: string, options: LoadOptions): Promise<LoadResult> {
  return summarize([await sample(url, options)]);
}

/**
 * Measures the targets in turns, `turns` times, each run `seconds` long, the order reversed every other turn: all of
 * them see the same drift of the machine (other processes, its clock, the load of the runs before), which moves a
 * figure measured a minute apart by more than the changes looked for. One list of runs per target, turn by turn.
 */
export async function measureInTurns(
  targets: readonly { url: string; headers?: Record<string, string>; served?: ServedProcesses | null }[],
  { connections, seconds, turns }: Omit<LoadOptions, "headers"> & { turns: number },
): Promise<Sample[][]> {
  const runs = targets.map((): Sample[] => []);
  for (let turn = 0; turn < turns; turn++) {
    const order = targets.map((_, index) => index);
    if (turn % 2) order.reverse();
    for (const index of order) {
      const { url, headers, served } = targets[index]!;
      runs[index]!.push(await sample(url, { connections, seconds, headers, served }));
    }
  }
  return runs;
}
