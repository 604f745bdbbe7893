import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "~/server/db.server";
import { consumeRateLimit, rateLimitRules } from "~/server/rate-limit.server";

const db = getDb(env);

describe("consumeRateLimit", () => {
  it("allows the limit, refuses the next, and starts again in the next window", async () => {
    const { limit, windowSeconds } = rateLimitRules.enquiry;
    const start = Date.UTC(2026, 10, 21, 12, 0, 0);
    for (let i = 0; i < limit; i++) expect(await consumeRateLimit(db, "enquiry", "203.0.113.1", start + i)).toEqual({ allowed: true });
    expect(await consumeRateLimit(db, "enquiry", "203.0.113.1", start + 1000)).toEqual({ allowed: false, retryAfterSeconds: windowSeconds - 1 });
    expect(await consumeRateLimit(db, "enquiry", "203.0.113.2", start + 1000)).toEqual({ allowed: true });
    expect(await consumeRateLimit(db, "order", "203.0.113.1", start + 1000)).toEqual({ allowed: true });
    expect(await consumeRateLimit(db, "enquiry", "203.0.113.1", start + windowSeconds * 1000)).toEqual({ allowed: true });
  });

  it("counts concurrent attempts exactly", async () => {
    const now = Date.UTC(2026, 10, 21, 13, 0, 0);
    const results = await Promise.all(Array.from({ length: 30 }, () => consumeRateLimit(db, "promo", "198.51.100.7", now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(rateLimitRules.promo.limit);
  });
});
