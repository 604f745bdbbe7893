import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { deadLetters, processedEvents } from "~/db/schema";
import { getDb } from "~/server/platform/db.server";
import worker from "../../workers/app";

const db = getDb(env);

function healthcheck() {
  return { id: crypto.randomUUID(), type: "healthcheck" as const, requestedAt: new Date().toISOString() };
}

async function deliver(queue: string, body: unknown, attempts = 1) {
  const id = crypto.randomUUID();
  const batch = createMessageBatch(queue, [{ id, timestamp: new Date(), attempts, body }]);
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  return { id, result: await getQueueResult(batch, ctx) };
}

describe("events queue", () => {
  it("consumes a message sent to the real queue and records its effect", async () => {
    const event = healthcheck();
    await env.EVENTS.send(event);
    await vi.waitFor(
      async () => {
        const row = await db.select().from(processedEvents).where(eq(processedEvents.id, event.id)).get();
        expect(row).toMatchObject({ type: "healthcheck", status: "done", attempts: 1 });
      },
      { timeout: 10_000, interval: 100 },
    );
  });

  it("acknowledges a valid message and has no second effect when it is redelivered", async () => {
    const event = healthcheck();
    const first = await deliver("shop-events", event);
    expect(first.result.explicitAcks).toEqual([first.id]);

    const again = await deliver("shop-events", event, 2);
    expect(again.result.explicitAcks).toEqual([again.id]);
    expect(again.result.retryMessages).toEqual([]);
    const row = await db.select().from(processedEvents).where(eq(processedEvents.id, event.id)).get();
    expect(row).toMatchObject({ status: "done", attempts: 1 });
  });

  it("retries a malformed message instead of dropping it", async () => {
    const { id, result } = await deliver("shop-events", { id: "not-a-uuid", type: "healthcheck" });
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages).toEqual([expect.objectContaining({ msgId: id })]);
  });

  it("records what reaches the dead-letter queue", async () => {
    const body = { id: crypto.randomUUID(), type: "unknown_type" };
    const { id, result } = await deliver("shop-events-dlq", body, 3);
    expect(result.explicitAcks).toEqual([id]);
    const row = await db.select().from(deadLetters).where(eq(deadLetters.messageId, id)).get();
    expect(row).toMatchObject({ eventId: body.id, type: "unknown_type", attempts: 3 });
    expect(JSON.parse(row!.body)).toEqual(body);
  });

  it("moves a message that keeps failing from the real queue to the dead-letter queue", async () => {
    const eventId = crypto.randomUUID();
    await env.EVENTS.send({ id: eventId, type: "no_such_event" });
    await vi.waitFor(
      async () => {
        const row = await db.select().from(deadLetters).where(eq(deadLetters.eventId, eventId)).get();
        expect(row).toMatchObject({ type: "no_such_event" });
      },
      { timeout: 15_000, interval: 200 },
    );
  });
});
