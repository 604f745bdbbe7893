import { readdirSync, readFileSync } from "node:fs";

/**
 * The processes of a worker served by `wrangler dev` on a port: wrangler's own Node process, the workerd in front of
 * the worker (wrangler's proxy, listening on the port), and the workerd running the worker (with its static-assets
 * router, queue and local D1). Read from Linux's /proc; null elsewhere or when the server is not found.
 */
export interface ServedProcesses {
  wrangler: number[];
  proxy: number[];
  runtime: number[];
}

interface ProcessStat {
  pid: number;
  comm: string;
  pgrp: number;
  cmdline: string;
}

function processStats(): ProcessStat[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        return [
          { pid: Number(pid), comm: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")), pgrp: Number(fields[2]), cmdline: readFileSync(`/proc/${pid}/cmdline`, "utf8") },
        ];
      } catch {
        return []; // gone meanwhile
      }
    });
}

/** The processes of the `wrangler dev` that serves `url` (http://127.0.0.1:PORT), found by its --port. */
export function servedProcesses(url: string): ServedProcesses | null {
  const port = new URL(url).port;
  try {
    const stats = processStats();
    const wrangler = stats.find((p) => p.cmdline.includes("\0dev\0") && p.cmdline.includes(`\0--port\0${port}\0`));
    if (!wrangler) return null;
    // wrangler dev is started in a process group of its own (serve-built-worker.ts, run.ts), which its workerd share.
    const group = stats.filter((p) => p.pgrp === wrangler.pgrp);
    const workerd = group.filter((p) => p.comm === "workerd");
    const proxy = workerd.filter((p) => p.cmdline.includes(`entry=127.0.0.1:${port}\0`));
    return {
      wrangler: group.filter((p) => p.comm !== "workerd").map((p) => p.pid),
      proxy: proxy.map((p) => p.pid),
      runtime: workerd.filter((p) => !proxy.includes(p)).map((p) => p.pid),
    };
  } catch {
    return null;
  }
}

/** User and system CPU milliseconds of the processes, summed (clock ticks of 1/100 s, Linux's USER_HZ). */
export function cpuMs(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // After the command's name in parentheses: state, ppid, …; utime and stime are the 12th and 13th of those.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks * 10;
}

/** Each process's peak resident memory (VmHWM) in MB. */
export function peakRssMb(pids: readonly number[]): Map<number, number> {
  const peaks = new Map<number, number>();
  for (const pid of pids) {
    try {
      const kB = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
      if (kB) peaks.set(pid, Number(kB) / 1000);
    } catch {
      // gone meanwhile
    }
  }
  return peaks;
}

/**
 * Where a load run's CPU went, in milliseconds: the load generator (this process, autocannon), wrangler's proxy and
 * the worker's runtime. Measured around the run, so it holds whatever else those processes did meanwhile (nothing,
 * in the benchmark).
 */
export interface CpuSplit {
  loadGenerator: number;
  proxy: number;
  runtime: number;
}

/** Starts counting the CPU of this process and of `served`; the returned function tells what was spent since. */
export function countCpu(served: ServedProcesses | null): () => CpuSplit | null {
  if (!served) return () => null;
  const own = process.cpuUsage();
  const [proxy, runtime] = [cpuMs(served.proxy), cpuMs(served.runtime)];
  return () => {
    const spent = process.cpuUsage(own);
    return { loadGenerator: (spent.user + spent.system) / 1000, proxy: cpuMs(served.proxy) - proxy, runtime: cpuMs(served.runtime) - runtime };
  };
}
