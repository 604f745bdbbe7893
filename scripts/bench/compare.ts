// `npm run bench:compare -- [ref]`: is a change faster? Builds the working tree and `ref` (default HEAD, in a
// temporary git worktree), serves both at once the way the benchmark serves the shop, and measures one page on each
// in turn, round after round (A B, B A, …: `measureInTurns`), so both see the same drift of the machine. Between two `npm run bench`
// runs the same code moves by ±0.06 of the trivial worker; paired like this, the rounds' ratios agree within a few
// per cent. Both copies get the working tree's migrations and seed.
//
//   COMPARE_PATH=/tkaniny-plisy?…  the page (default: the bench's catalogue)
//   COMPARE_MODE=rendered|cached   rendered (default: the page cache bypassed, see load.ts) or cached
//   COMPARE_ROUNDS=8               rounds; each measures both builds
//   COMPARE_SECONDS=6              length of each run
//   COMPARE_CONNECTIONS=1
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join, resolve } from "node:path";
import { buildWorker, serveBuiltWorker } from "../../tests/support/node/serve-built-worker.ts";
import { BENCH_CATALOGUE_PATH } from "./assets.ts";
import { type LoadResult, measure, measureInTurns, RENDERED_COOKIE, summarize } from "./load.ts";
import { servedProcesses } from "./processes.ts";
import { median } from "./statistics.ts";
import { stopOnExit } from "./stop-on-exit.ts";

const root = resolve(import.meta.dirname, "../..");
process.env.PATH = `${join(root, "node_modules/.bin")}${delimiter}${process.env.PATH ?? ""}`;

const ref = process.argv[2] ?? "HEAD";
const path = process.env.COMPARE_PATH ?? BENCH_CATALOGUE_PATH;
const mode = process.env.COMPARE_MODE === "cached" ? "cached" : "rendered";
const rounds = Number(process.env.COMPARE_ROUNDS ?? 8);
const seconds = Number(process.env.COMPARE_SECONDS ?? 6);
const connections = Number(process.env.COMPARE_CONNECTIONS ?? 1);

const { track, stopAll } = stopOnExit("compare");

/** `ref` built in a worktree of its own (sharing this checkout's node_modules); its build directory. */
function buildRef(): string {
  const checkout = mkdtempSync(join(tmpdir(), "shop-compare-"));
  track(() => {
    execFileSync("git", ["worktree", "remove", "--force", checkout], { cwd: root });
    rmSync(checkout, { recursive: true, force: true });
  });
  execFileSync("git", ["worktree", "add", "--detach", "--quiet", checkout, ref], { cwd: root, stdio: "inherit" });
  symlinkSync(join(root, "node_modules"), join(checkout, "node_modules"));
  buildWorker(checkout);
  return join(checkout, "build");
}

async function main() {
  const before = await serveBuiltWorker({ build: false, buildDir: buildRef() });
  track(before.stop);
  const after = await serveBuiltWorker({ build: true });
  track(after.stop);
  const headers: Record<string, string> = mode === "rendered" ? { Cookie: RENDERED_COOKIE } : {};
  for (const served of [before, after]) await measure(served.url + path, { connections, seconds: 2, headers }); // warm-up

  console.log(`\ncompare: ${mode} ${path}, ${connections} conn., ${rounds} rounds of ${seconds} s each\n`);
  console.log(`round  ${ref.padStart(12)}  working tree  working tree / ${ref}`);
  const [runsBefore, runsAfter] = await measureInTurns(
    [before, after].map((served) => ({ url: served.url + path, headers, served: servedProcesses(served.url) })),
    { connections, seconds, turns: rounds },
  );
  const measured = { before: runsBefore!.map((run) => summarize([run])), after: runsAfter!.map((run) => summarize([run])) };
  const failed = [...measured.before, ...measured.after].reduce((total, run) => total + run.failures, 0);
  if (failed > 0) throw new Error(`${failed} failed requests`);
  const ratios = measured.after.map((run, round) => run.requestsPerSecond / measured.before[round]!.requestsPerSecond);
  ratios.forEach((ratio, round) => {
    const [was, now] = [measured.before[round]!, measured.after[round]!].map((run) => run.requestsPerSecond.toFixed(0).padStart(12));
    console.log(`${String(round + 1).padStart(5)}  ${was}  ${now}  ${ratio.toFixed(3)}`);
  });
  const spread = `${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)}`;
  const medianRate = (runs: LoadResult[]) => median(runs.map((run) => run.requestsPerSecond)).toFixed(0);
  console.log(`\nmedian req/s: ${ref} ${medianRate(measured.before)}, working tree ${medianRate(measured.after)}`);
  console.log(`working tree / ${ref}: median ${median(ratios).toFixed(3)} (rounds ${spread})`);
  const cpu = [runsBefore!, runsAfter!].map((runs) => summarize(runs).cpuPerRequest);
  if (cpu[0] && cpu[1]) {
    console.log("\nCPU ms a request over all rounds (load generator, wrangler's proxy, the worker's runtime):");
    for (const [name, split] of [
      [ref, cpu[0]],
      ["working tree", cpu[1]],
    ] as const) {
      const parts = [split.loadGenerator, split.proxy, split.runtime];
      console.log(`  ${name.padEnd(12)}  ${parts.map((part) => part.toFixed(2)).join("  ")}  total ${parts.reduce((a, b) => a + b).toFixed(2)}`);
    }
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
