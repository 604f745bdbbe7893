import { inArray, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../platform/db.server";

// The daily housekeeping works in bounded chunks: each statement touches at most a chunk's rows (and binds a handful
// of parameters, never a list), and a run at most a few chunks per step, so a backlog drains over several runs
// instead of one run outgrowing D1's limits.

/** Rows per statement, and statements per run (CHUNKS_PER_RUN unless given). */
export interface Budget {
  size: number;
  chunks?: number;
}

export const CHUNKS_PER_RUN = 10;
/** Rows per delete statement. */
export const DELETE_CHUNK = 500;

/** What one step did in one run; `backlog`: its budget ran out, so rows may be left for the next run. */
export type StepResult = { deleted: number; backlog: boolean } | { anonymised: number; backlog: boolean };

/** Runs `chunk` (which returns how many rows it handled) until one handles less than a full chunk or the budget is spent. */
export async function withinBudget(what: "deleted" | "anonymised", budget: Budget, chunk: () => Promise<number>): Promise<StepResult> {
  let total = 0;
  let backlog = true;
  for (let run = 0; run < (budget.chunks ?? CHUNKS_PER_RUN) && backlog; run++) {
    const handled = await chunk();
    total += handled;
    backlog = handled >= budget.size;
  }
  return what === "deleted" ? { deleted: total, backlog } : { anonymised: total, backlog };
}

/** Deletes the rows of `table` that `due` selects, a chunk (found by `key`) per statement. */
export function deleteDue(db: Db, table: SQLiteTable, key: AnySQLiteColumn, due: SQL | undefined, budget: Budget = { size: DELETE_CHUNK }): Promise<StepResult> {
  const chunk = db.select({ key }).from(table).where(due).limit(budget.size);
  return withinBudget("deleted", budget, async () => (await db.delete(table).where(inArray(key, chunk)).run()).meta.changes);
}

/** The results of steps that clean several tables for one kind of data, as one. */
export function combined(results: StepResult[]): StepResult {
  const backlog = results.some((result) => result.backlog);
  if (results.every((result) => "anonymised" in result)) return { anonymised: results.reduce((sum, result) => sum + ("anonymised" in result ? result.anonymised : 0), 0), backlog };
  return { deleted: results.reduce((sum, result) => sum + ("deleted" in result ? result.deleted : 0), 0), backlog };
}
