import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { EXPORTS_KEPT_DAYS, PROCESSED_EVENTS_KEPT_DAYS } from "~/server/platform/housekeeping.server";
import worker from "../../workers/app";
import { HOUSEKEEPING_CRON } from "../../workers/housekeeping";

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();
function runDailyCron() {
  return worker.scheduled(createScheduledController({ cron: HOUSEKEEPING_CRON, scheduledTime: now }), env);
}

async function processedEvent(status: string, ageDays: number): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare("insert into processed_events (id, type, status, attempts, created_at, updated_at) values (?, 'new_order', ?, 1, ?, ?)")
    .bind(id, status, now - ageDays * DAY, now - ageDays * DAY)
    .run();
  return id;
}

async function exportJob(ageDays: number): Promise<{ id: string; key: string }> {
  const id = crypto.randomUUID();
  const key = `exports/${id}/zamowienia.csv`;
  await env.EXPORTS.put(key, "Numer zamówienia\r\n");
  await env.DB.prepare("insert into export_jobs (id, status, requested_by, file_name, r2_key, created_at, updated_at) values (?, 'done', 'admin', 'zamowienia.csv', ?, ?, ?)")
    .bind(id, key, now - ageDays * DAY, now - ageDays * DAY)
    .run();
  return { id, key };
}

const exists = async (table: string, id: string) => (await env.DB.prepare(`select 1 as x from ${table} where id = ?`).bind(id).first()) !== null;

describe("the daily housekeeping cron", () => {
  it("deletes rate-limit rows that no longer limit anything, and keeps live ones", async () => {
    const key = (name: string) => `housekeeping:${name}:${crypto.randomUUID()}`;
    const [expired, live] = [key("expired"), key("live")];
    await env.DB.batch([
      env.DB.prepare("insert into rate_limits (key, hits, refused, expires_at) values (?, '[]', 0, ?)").bind(expired, now - 1000),
      env.DB.prepare("insert into rate_limits (key, hits, refused, expires_at) values (?, '[]', 0, ?)").bind(live, now + 60_000),
    ]);
    await runDailyCron();
    const keys = (await env.DB.prepare("select key from rate_limits where key in (?, ?)").bind(expired, live).all<{ key: string }>()).results.map((row) => row.key);
    expect(keys).toEqual([live]);
  });

  it(`deletes consumed events older than ${PROCESSED_EVENTS_KEPT_DAYS} days, and keeps recent ones and those still processing`, async () => {
    const old = await processedEvent("done", PROCESSED_EVENTS_KEPT_DAYS + 1);
    const oldFailed = await processedEvent("failed", PROCESSED_EVENTS_KEPT_DAYS + 5);
    const recent = await processedEvent("done", PROCESSED_EVENTS_KEPT_DAYS - 1);
    const stuck = await processedEvent("processing", PROCESSED_EVENTS_KEPT_DAYS + 1);
    await runDailyCron();
    expect(await exists("processed_events", old)).toBe(false);
    expect(await exists("processed_events", oldFailed)).toBe(false);
    expect(await exists("processed_events", recent)).toBe(true);
    expect(await exists("processed_events", stuck)).toBe(true);
  });

  it(`deletes order exports older than ${EXPORTS_KEPT_DAYS} days from R2 and the panel's list, and keeps newer ones`, async () => {
    const old = await exportJob(EXPORTS_KEPT_DAYS + 1);
    const recent = await exportJob(EXPORTS_KEPT_DAYS - 1);
    await runDailyCron();
    expect(await env.EXPORTS.head(old.key)).toBeNull();
    expect(await exists("export_jobs", old.id)).toBe(false);
    expect(await env.EXPORTS.head(recent.key)).not.toBeNull();
    expect(await exists("export_jobs", recent.id)).toBe(true);
  });

  it("deletes gate failures older than their 24-hour window, and keeps newer ones", async () => {
    await env.DB.prepare(
      "insert or ignore into user (id, name, email, email_verified, created_at, updated_at) values ('housekeeping-admin', 'A', 'housekeeping-admin@example.pl', 1, ?, ?)",
    )
      .bind(now, now)
      .run();
    await env.DB.batch([
      env.DB.prepare("insert into admin_gate_failures (user_id, at) values ('housekeeping-admin', ?)").bind(now - 25 * 60 * 60 * 1000),
      env.DB.prepare("insert into admin_gate_failures (user_id, at) values ('housekeeping-admin', ?)").bind(now - 60 * 60 * 1000),
    ]);
    await runDailyCron();
    const left = await env.DB.prepare("select at from admin_gate_failures where user_id = 'housekeeping-admin'").all<{ at: number }>();
    expect(left.results.map((row) => row.at)).toEqual([now - 60 * 60 * 1000]);
  });

  it("leaves everything to the daily run when the every-minute cron fires", async () => {
    const old = await processedEvent("done", PROCESSED_EVENTS_KEPT_DAYS + 1);
    await worker.scheduled(createScheduledController({ cron: "* * * * *", scheduledTime: now }), env);
    expect(await exists("processed_events", old)).toBe(true);
  });
});
