import { getDb } from "~/server/platform/db.server";
import { deleteExpiredExports, pruneAdminGateFailures, pruneProcessedEvents } from "~/server/platform/housekeeping.server";
import { pruneRateLimits } from "~/server/platform/rate-limit.server";

/** The daily cron of wrangler.toml [triggers]; the other, every minute, flushes the event outbox. */
export const HOUSEKEEPING_CRON = "17 3 * * *";

/** Each step on its own: one failing does not keep the others from running, and the log says which. */
export async function runHousekeeping(env: Env, now: number): Promise<void> {
  const steps = {
    rate_limits: () => pruneRateLimits(getDb(env), now),
    processed_events: () => pruneProcessedEvents(env, now),
    admin_gate_failures: () => pruneAdminGateFailures(env, now),
    exports: () => deleteExpiredExports(env, now),
  };
  for (const [step, run] of Object.entries(steps)) {
    try {
      const deleted = await run();
      console.log(JSON.stringify({ source: "housekeeping", step, outcome: "done", ...(typeof deleted === "number" ? { deleted } : {}) }));
    } catch (error) {
      console.error(JSON.stringify({ source: "housekeeping", step, outcome: "failed", error: String(error) }));
    }
  }
}
