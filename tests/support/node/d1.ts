import { execFileSync } from "node:child_process";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "../../..");

/**
 * Runs read-only SQL against the local D1 a browser test's worker serves (its `stateDir`), one result
 * list per statement, so a test picks its data from what the server really holds. One call starts
 * wrangler once (a few seconds): put every statement a file needs into it.
 */
export function queryLocalD1(stateDir: string, ...statements: string[]): Record<string, unknown>[][] {
  const output = execFileSync(
    "wrangler",
    ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--json", "--command", statements.join(";\n")],
    { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, CI: "true" } },
  );
  return (JSON.parse(output) as { results: Record<string, unknown>[] }[]).map((statement) => statement.results);
}
