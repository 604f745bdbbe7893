import { execFileSync } from "node:child_process";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "../../..");

/**
 * Runs read-only SQL against the local D1 a browser test's worker serves (its `stateDir`), one result
 * list per statement, so a test picks its data from what the server really holds. One call starts
 * wrangler once (a few seconds): put every statement a file needs into it.
 */
export function queryLocalD1(stateDir: string, ...statements: string[]): Record<string, unknown>[][] {
  const run = () =>
    execFileSync("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--json", "--command", statements.join(";\n")], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, CI: "true" },
    });
  // The served worker writes to the same SQLite file; a read that meets its lock (SQLITE_BUSY) is tried again.
  for (let attempt = 1; ; attempt++) {
    try {
      return (JSON.parse(run()) as { results: Record<string, unknown>[] }[]).map((statement) => statement.results);
    } catch (error) {
      // With --json wrangler reports a failed statement on stdout ({"error":{"text":"database is locked: SQLITE_BUSY"}}),
      // stderr empty: the lock is looked for in both.
      const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
      const output = `${stdout}\n${stderr}`.trim() || String(error);
      const busy = /SQLITE_BUSY|database is locked/.test(output);
      // wrangler's own words, not only the command line, so a failure in CI says why.
      if (!busy || attempt === 5) throw new Error(`wrangler d1 execute failed (attempt ${attempt}): ${output.trim().slice(-2000)}`, { cause: error });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500 * attempt);
    }
  }
}
