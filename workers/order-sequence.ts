import { DurableObject } from "cloudflare:workers";
import { formatOrderNumber } from "~/lib/order-number";
import type { OrderNumberGrant } from "~/server/orders/order-sequence.server";

/**
 * Hands out order numbers. One instance (named "global", reached through app/server/orders/order-sequence.server.ts)
 * serialises every call, so the sequence is strictly increasing with no duplicate; an idempotency key always maps
 * to the number it got first, so a resubmitted checkout never gets a second number.
 */
export class OrderSequence extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(`
      CREATE TABLE IF NOT EXISTS sequence (year INTEGER PRIMARY KEY, last INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS idempotency (key TEXT PRIMARY KEY, number TEXT NOT NULL, created_at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS idempotency_created_idx ON idempotency (created_at);
    `);
  }

  /** The number for this idempotency key: the one it already has, or the next in `year`'s sequence. */
  numberFor(idempotencyKey: string, year: number): OrderNumberGrant {
    const sql = this.ctx.storage.sql;
    const existing = sql.exec<{ number: string }>("SELECT number FROM idempotency WHERE key = ?", idempotencyKey).toArray()[0];
    if (existing) return { number: existing.number, isNew: false };

    const { last } = sql.exec<{ last: number }>("INSERT INTO sequence (year, last) VALUES (?, 1) ON CONFLICT(year) DO UPDATE SET last = last + 1 RETURNING last", year).one();
    const number = formatOrderNumber(year, last);
    sql.exec("INSERT INTO idempotency (key, number, created_at) VALUES (?, ?, ?)", idempotencyKey, number, Date.now());
    return { number, isNew: true };
  }

  /**
   * Deletes up to `limit` idempotency keys handed out before `before` (ms), oldest first, and says how many: the
   * retention table's `orderNumberKeys` (app/lib/retention.ts). A pruned key asked again gets a new number, by then
   * never needed: the order written with it in D1 answers its repeats.
   */
  pruneIdempotencyKeys(before: number, limit: number): number {
    return this.ctx.storage.sql
      .exec("DELETE FROM idempotency WHERE key IN (SELECT key FROM idempotency WHERE created_at < ? ORDER BY created_at LIMIT ?) RETURNING key", before, limit)
      .toArray().length;
  }
}
