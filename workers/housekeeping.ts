import type { HousekeptData } from "~/lib/retention";
import type { StepResult } from "~/server/retention/chunks.server";
import { housekeepingSteps } from "~/server/retention/housekeeping.server";

/** The daily cron of wrangler.toml [triggers]; the other, every minute, flushes the event outbox. */
export const HOUSEKEEPING_CRON = "17 3 * * *";

/** What each step of one run did, or why it failed: logged, and kept as the run's detail for the operations page. */
export type HousekeepingReport = Record<HousekeptData, StepResult | { failed: string }>;

/**
 * Enforces the retention table (app/lib/retention.ts), one step per kind of data, each on its own: one failing does
 * not keep the others from running, and the log says which.
 */
export async function runHousekeeping(env: Env, now: number): Promise<HousekeepingReport> {
  const report: Partial<HousekeepingReport> = {};
  for (const [step, run] of Object.entries(housekeepingSteps) as [HousekeptData, (typeof housekeepingSteps)[HousekeptData]][]) {
    try {
      const result = await run(env, now);
      report[step] = result;
      console.log(JSON.stringify({ source: "housekeeping", step, outcome: "done", ...result }));
    } catch (error) {
      report[step] = { failed: String(error) };
      console.error(JSON.stringify({ source: "housekeeping", step, outcome: "failed", error: String(error) }));
    }
  }
  return report as HousekeepingReport;
}
