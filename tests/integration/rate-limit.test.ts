import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "~/server/platform/db.server";
import { beginLoginAttempt, clearLoginFailures, clientKey, consumeRateLimit, rateLimitRules } from "~/server/platform/rate-limit.server";
import { housekeepingSteps } from "~/server/retention/housekeeping.server";

const db = getDb(env);
const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** A key no other test uses. */
const uniqueKey = () => `test-${crypto.randomUUID()}`;

describe("consumeRateLimit", () => {
  it("allows the limit, refuses the next, and lets one more through when the oldest attempt leaves the window", async () => {
    const { limit, windowSeconds } = rateLimitRules.enquiry;
    const start = Date.UTC(2026, 10, 21, 12, 0, 0);
    for (let i = 0; i < limit; i++) expect(await consumeRateLimit(db, "enquiry", "203.0.113.1", start + i)).toEqual({ allowed: true });
    expect(await consumeRateLimit(db, "enquiry", "203.0.113.1", start + 1000)).toEqual({ allowed: false, retryAfterSeconds: windowSeconds - 1 });
    expect(await consumeRateLimit(db, "enquiry", "203.0.113.2", start + 1000)).toEqual({ allowed: true });
    expect(await consumeRateLimit(db, "order", "203.0.113.1", start + 1000)).toEqual({ allowed: true });
    expect(await consumeRateLimit(db, "enquiry", "203.0.113.1", start + windowSeconds * 1000)).toEqual({ allowed: true });
    // Only the one attempt that left made room.
    expect(await consumeRateLimit(db, "enquiry", "203.0.113.1", start + windowSeconds * 1000)).toMatchObject({ allowed: false });
  });

  it("gives a burst across a window boundary the limit once, not twice", async () => {
    const { limit, windowSeconds } = rateLimitRules.codeEmail;
    const key = uniqueKey();
    // A boundary of a fixed window of this length: the old limiter started counting afresh here.
    const boundary = Date.UTC(2026, 10, 22, 12, 0, 0);
    expect(boundary % (windowSeconds * SECOND)).toBe(0);
    const before = await Promise.all(Array.from({ length: limit }, (_, i) => consumeRateLimit(db, "codeEmail", key, boundary - SECOND + i)));
    expect(before.every((r) => r.allowed)).toBe(true);
    const after = [];
    for (let i = 0; i < limit; i++) after.push(await consumeRateLimit(db, "codeEmail", key, boundary + SECOND + i));
    expect(after).toEqual(after.map(() => ({ allowed: false, retryAfterSeconds: windowSeconds - 2 })));
    // A whole window after the first of the burst, its place is free again (and only its place).
    expect(await consumeRateLimit(db, "codeEmail", key, boundary - SECOND + windowSeconds * SECOND)).toEqual({ allowed: true });
    expect(await consumeRateLimit(db, "codeEmail", key, boundary - SECOND + windowSeconds * SECOND)).toMatchObject({ allowed: false });
  });

  it("never lets more than the limit through in any window, whatever the pattern of attempts", async () => {
    const { limit, windowSeconds } = rateLimitRules.enquiry;
    const windowMs = windowSeconds * SECOND;
    const key = uniqueKey();
    const start = Date.UTC(2026, 10, 23, 8, 0, 0);
    // Bursts at the ends and starts of fixed windows, and a steady trickle between them.
    const times = [
      ...Array.from({ length: 40 }, (_, i) => start + i * 37 * SECOND),
      ...[1, 2, 3].flatMap((n) => [n * windowMs - SECOND, n * windowMs + SECOND].map((t) => start + t)),
    ].sort((a, b) => a - b);
    const allowed: number[] = [];
    for (const time of times) if ((await consumeRateLimit(db, "enquiry", key, time)).allowed) allowed.push(time);
    for (const time of allowed) expect(allowed.filter((t) => t >= time && t < time + windowMs).length).toBeLessThanOrEqual(limit);
    // …and a trickle still gets through at the limit's pace.
    expect(allowed.length).toBeGreaterThanOrEqual(limit * 2);
  });

  it("counts concurrent attempts exactly", async () => {
    const now = Date.UTC(2026, 10, 21, 13, 0, 0);
    const results = await Promise.all(Array.from({ length: 30 }, () => consumeRateLimit(db, "promo", "198.51.100.7", now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(rateLimitRules.promo.limit);
  });
});

describe("clientKey", () => {
  const from = (address?: string) => clientKey(new Request("http://localhost/", { headers: address ? { "CF-Connecting-IP": address } : {} }));

  it("counts an IPv6 client by its /64 and an IPv4 client by its address", () => {
    expect(from("2001:DB8:7:8::1")).toBe("2001:0db8:0007:0008::/64");
    expect(from("2001:db8:7:8:aaaa:bbbb:cccc:dddd")).toBe(from("2001:db8:7:8::1"));
    expect(from("2001:db8:7:9::1")).not.toBe(from("2001:db8:7:8::1"));
    expect(from("203.0.113.9")).toBe("203.0.113.9");
    expect(from()).toBe("local");
  });
});

describe("beginLoginAttempt", () => {
  it("lets 5 failures in a row through, then locks for 1 minute, doubling up to 1 hour", async () => {
    const account = `${uniqueKey()}@example.pl`;
    let now = Date.UTC(2026, 10, 24, 9, 0, 0);
    for (let i = 0; i < 5; i++) expect(await beginLoginAttempt(db, account, now + i)).toEqual({ allowed: true });
    now += 4;
    expect(await beginLoginAttempt(db, account, now + SECOND)).toEqual({ allowed: false, retryAfterSeconds: 59 });
    for (const lock of [1, 2, 4, 8, 16, 32, 60, 60]) {
      now += lock * MINUTE;
      expect(await beginLoginAttempt(db, account, now - 1), `still locked for ${lock} min`).toMatchObject({ allowed: false });
      expect(await beginLoginAttempt(db, account, now)).toEqual({ allowed: true });
      expect(await beginLoginAttempt(db, account, now)).toEqual({ allowed: false, retryAfterSeconds: Math.min(lock * 2, 60) * 60 });
    }
  });

  it("starts again after a success", async () => {
    const account = `${uniqueKey()}@example.pl`;
    const now = Date.UTC(2026, 10, 24, 10, 0, 0);
    for (let i = 0; i < 4; i++) await beginLoginAttempt(db, account, now + i);
    await clearLoginFailures(db, account);
    for (let i = 0; i < 5; i++) expect(await beginLoginAttempt(db, account, now + 10 + i)).toEqual({ allowed: true });
    expect(await beginLoginAttempt(db, account, now + 20)).toMatchObject({ allowed: false });
  });

  it("forgets a streak a day after its last failure", async () => {
    const account = `${uniqueKey()}@example.pl`;
    const now = Date.UTC(2026, 10, 24, 11, 0, 0);
    for (let i = 0; i < 4; i++) await beginLoginAttempt(db, account, now);
    const dayLater = now + 24 * 60 * MINUTE;
    for (let i = 0; i < 5; i++) expect(await beginLoginAttempt(db, account, dayLater)).toEqual({ allowed: true });
    expect(await beginLoginAttempt(db, account, dayLater)).toMatchObject({ allowed: false });
  });

  it("lets only 5 of many concurrent guesses through", async () => {
    const account = `${uniqueKey()}@example.pl`;
    const now = Date.UTC(2026, 10, 24, 12, 0, 0);
    const results = await Promise.all(Array.from({ length: 25 }, () => beginLoginAttempt(db, account, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });
});

describe("the rate limits' housekeeping", () => {
  it("deletes only the rows that no longer limit anything", async () => {
    const now = Date.UTC(2026, 10, 25, 12, 0, 0);
    const [gone, live, forgotten, locked] = [uniqueKey(), uniqueKey(), uniqueKey(), uniqueKey()];
    await consumeRateLimit(db, "enquiry", gone, now - rateLimitRules.enquiry.windowSeconds * SECOND);
    await consumeRateLimit(db, "enquiry", live, now - rateLimitRules.enquiry.windowSeconds * SECOND);
    await consumeRateLimit(db, "enquiry", live, now - SECOND);
    await beginLoginAttempt(db, forgotten, now - 24 * 60 * MINUTE);
    for (let i = 0; i < 5; i++) await beginLoginAttempt(db, locked, now - 30 * SECOND);

    await housekeepingSteps.rateLimits(env, now);

    const rateKeys = (await env.DB.prepare("select key from rate_limits where key in (?, ?)").bind(`enquiry:${gone}`, `enquiry:${live}`).all<{ key: string }>()).results;
    expect(rateKeys.map((r) => r.key)).toEqual([`enquiry:${live}`]);
    const accounts = (await env.DB.prepare("select key from login_failures where key in (?, ?)").bind(forgotten, locked).all<{ key: string }>()).results;
    expect(accounts.map((r) => r.key)).toEqual([locked]);
    // What is left still limits as before.
    expect(await beginLoginAttempt(db, locked, now)).toMatchObject({ allowed: false });
  });
});
