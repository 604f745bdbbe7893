import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { orderNumberPattern } from "~/lib/order-number";
import { orderSequence } from "~/server/orders/order-sequence.server";

describe("OrderSequence Durable Object", () => {
  it("hands out 100 concurrent callers distinct, consecutive numbers", async () => {
    const sequence = orderSequence(env);
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => sequence.numberFor(`concurrent-${i}`, 2031)));
    const numbers = results.map((r) => r.number);
    expect(new Set(numbers).size).toBe(100);
    expect(results.every((r) => r.isNew)).toBe(true);
    for (const n of numbers) expect(n).toMatch(orderNumberPattern);
    expect([...numbers].sort()).toEqual(Array.from({ length: 100 }, (_, i) => `ZAM-2031-${String(i + 1).padStart(6, "0")}`));
  });

  it("gives strictly increasing numbers to calls made one after another", async () => {
    const sequence = orderSequence(env);
    const numbers: string[] = [];
    for (let i = 0; i < 5; i++) numbers.push((await sequence.numberFor(`sequential-${i}`, 2032)).number);
    expect(numbers).toEqual(["ZAM-2032-000001", "ZAM-2032-000002", "ZAM-2032-000003", "ZAM-2032-000004", "ZAM-2032-000005"]);
  });

  it("returns the same number for the same idempotency key, even when asked concurrently", async () => {
    const sequence = orderSequence(env);
    const results = await Promise.all(Array.from({ length: 20 }, () => sequence.numberFor("same-checkout", 2033)));
    expect(new Set(results.map((r) => r.number))).toEqual(new Set(["ZAM-2033-000001"]));
    expect(results.filter((r) => r.isNew)).toHaveLength(1);
    const next = await sequence.numberFor("another-checkout", 2033);
    expect(next.number).toBe("ZAM-2033-000002");
  });

  it("keeps a separate sequence per year", async () => {
    const sequence = orderSequence(env);
    expect((await sequence.numberFor("year-a", 2034)).number).toBe("ZAM-2034-000001");
    expect((await sequence.numberFor("year-b", 2035)).number).toBe("ZAM-2035-000001");
    expect((await sequence.numberFor("year-c", 2034)).number).toBe("ZAM-2034-000002");
  });
});
