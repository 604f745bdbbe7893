import { and, eq } from "drizzle-orm";
import { cronRuns } from "~/db/schema";
import type { CronTask } from "~/lib/operations";
import { getDb } from "./db.server";

// Each scheduled task's last run, kept in cron_runs for the operations page (/admin-operations): when it
// started, when it finished, and what it did or why it failed.

type RunDetail = Record<string, unknown> | null;

/** What a task's return value says about its run: its counts as they are; a bare value under `result`. */
function detailOf(value: unknown): RunDetail {
  if (value === undefined || value === null) return null;
  if (typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  return { result: value };
}

/** An error as the page shows it: its message, and its cause's (a failed D1 query says why only in its cause). */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

function log(fields: Record<string, unknown>) {
  console.error(JSON.stringify({ source: "cron", ...fields }));
}

/**
 * Runs one task and keeps its run: the start first (the row then says it is under way), then the end with
 * the outcome and the task's return value, or its error. Keeping the record never stops the task: a D1 write
 * that fails is logged. A task's error is thrown on after it is kept, for the caller to report.
 */
export async function recordCronRun(env: Pick<Env, "DB">, task: CronTask, run: () => Promise<unknown>): Promise<void> {
  const db = getDb(env);
  const startedAt = new Date();
  const started = { startedAt, finishedAt: null, outcome: null, detail: null };
  await db
    .insert(cronRuns)
    .values({ task, ...started })
    .onConflictDoUpdate({ target: cronRuns.task, set: started })
    .catch((error) => log({ task, outcome: "start_not_recorded", error: String(error) }));

  let finished: { outcome: "ok" | "failed"; detail: RunDetail };
  let failure: { error: unknown } | null = null;
  try {
    finished = { outcome: "ok", detail: detailOf(await run()) };
  } catch (error) {
    failure = { error };
    finished = { outcome: "failed", detail: { error: errorText(error).slice(0, 1000) } };
    log({ task, outcome: "failed", error: errorText(error) });
  }
  // Only this run's row: a later run of the task that already started keeps its own.
  await db
    .update(cronRuns)
    .set({ finishedAt: new Date(), ...finished })
    .where(and(eq(cronRuns.task, task), eq(cronRuns.startedAt, startedAt)))
    .catch((error) => log({ task, outcome: "end_not_recorded", error: String(error) }));
  if (failure) throw failure.error;
}

/**
 * One cron trigger's tasks, side by side, each kept by recordCronRun: one failing does not stop the others.
 * Failures are thrown together once all have ended, so the trigger's run shows as failed in the dashboard.
 */
export async function runCronTasks(env: Pick<Env, "DB">, tasks: Partial<Record<CronTask, () => Promise<unknown>>>): Promise<void> {
  const runs = await Promise.allSettled(Object.entries(tasks).map(([task, run]) => recordCronRun(env, task as CronTask, run)));
  const errors = runs.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
  if (errors.length) throw new AggregateError(errors, `${errors.length} scheduled task(s) failed`);
}
