import { execFileSync } from "node:child_process";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "../../..");
/** wrangler.toml's database_id of the DB binding: the local D1's id. */
const LOCAL_DATABASE_ID = "00000000-0000-4000-8000-000000000000";

/**
 * Runs SQL against a local D1 in its persist directory (a script's, served or not), one result list per
 * statement. One call starts wrangler once (a few seconds): put every statement into it. A browser test
 * asks its served worker instead (queryServedD1).
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

type ExplorerAnswer = {
  success: boolean;
  errors: { message: string }[];
  result: { results: { columns: string[]; rows: unknown[][] } }[] | null;
};

/**
 * Runs SQL on the D1 that the served worker itself holds (a browser test's `baseUrl`), through Miniflare's local
 * explorer, one result list per statement, all in one batch. A request costs milliseconds where a `wrangler d1 execute`
 * process costs seconds of CPU, and it shares the worker's own connection, so it never meets the worker's lock.
 */
export async function queryServedD1(baseUrl: string, ...statements: string[]): Promise<Record<string, unknown>[][]> {
  const response = await fetch(`${baseUrl}/cdn-cgi/local/explorer/api/d1/database/${LOCAL_DATABASE_ID}/raw`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ batch: statements.map((sql) => ({ sql })) }),
  });
  const answer = (await response.json()) as ExplorerAnswer;
  if (!answer.success || !answer.result) throw new Error(`D1 failed (${answer.errors.map((error) => error.message).join("; ")}) on:\n${statements.join(";\n")}`);
  return answer.result.map(({ results: { columns, rows } }) => rows.map((row) => Object.fromEntries(columns.map((column, i) => [column, row[i]]))));
}
