import { eq, sql } from "drizzle-orm";
import { deadLetters, processedEvents } from "~/db/schema";
import { eventEnvelope, retryDelaySeconds, shopEvent, type ShopEvent } from "~/lib/events";
import { DeliveryClaimed } from "~/server/email/delivery.server";
import { getDb, type Db } from "~/server/platform/db.server";
import { eventHandlers, type EventEffect } from "./handlers";

export const EVENTS_QUEUE = "shop-events";
export const DEAD_LETTER_QUEUE = "shop-events-dlq";

function logLine(fields: Record<string, unknown>) {
  console.log(JSON.stringify({ source: "events", ...fields }));
}

export async function consumeEvents(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = getDb(env);
  for (const message of batch.messages) {
    await consumeOne(message, env, db);
  }
}

async function consumeOne(message: Message<unknown>, env: Env, db: Db) {
  const envelope = eventEnvelope.safeParse(message.body);
  const base = {
    queue: EVENTS_QUEUE,
    messageId: message.id,
    id: envelope.success ? envelope.data.id : undefined,
    type: envelope.success ? envelope.data.type : undefined,
    attempt: message.attempts,
  };

  const parsed = shopEvent.safeParse(message.body);
  if (!parsed.success) {
    // A malformed message will never succeed; retrying lets it reach the dead-letter queue, where it is recorded.
    logLine({ ...base, outcome: "invalid", error: parsed.error.issues.map((i) => i.message).join("; ") });
    message.retry({ delaySeconds: retryDelaySeconds(message.attempts, Number(env.EVENT_RETRY_BASE_SECONDS)) });
    return;
  }
  const event = parsed.data;

  const previous = await db.select({ status: processedEvents.status }).from(processedEvents).where(eq(processedEvents.id, event.id)).get();
  if (previous?.status === "done") {
    logLine({ ...base, outcome: "duplicate" });
    message.ack();
    return;
  }

  await db
    .insert(processedEvents)
    .values({ id: event.id, type: event.type, status: "processing", attempts: 1 })
    .onConflictDoUpdate({
      target: processedEvents.id,
      set: { status: "processing", attempts: sql`${processedEvents.attempts} + 1`, updatedAt: new Date() },
    });

  try {
    const effect = await handle(event, env);
    await db
      .update(processedEvents)
      .set({ status: "done", error: null, recipient: effect?.recipient, subject: effect?.subject, updatedAt: new Date() })
      .where(eq(processedEvents.id, event.id));
    logLine({ ...base, outcome: "done" });
    message.ack();
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    await db
      .update(processedEvents)
      .set({ status: "failed", error: text.slice(0, 1000), updatedAt: new Date() })
      .where(eq(processedEvents.id, event.id));
    logLine({ ...base, outcome: "retry", error: text });
    const backOff = retryDelaySeconds(message.attempts, Number(env.EVENT_RETRY_BASE_SECONDS));
    // An e-mail another delivery claimed: only once its claim may be taken over (a second later, to be sure), so no
    // retry is spent on it meanwhile.
    const claimWait = error instanceof DeliveryClaimed ? Math.ceil((error.retakableAt - Date.now()) / 1000) + 1 : 0;
    message.retry({ delaySeconds: Math.max(backOff, claimWait) });
  }
}

// biome-ignore lint/suspicious/noConfusingVoidType: a handler that sends nothing returns Promise<void>
function handle<E extends ShopEvent>(event: E, env: Env): Promise<EventEffect | void> {
  // biome-ignore lint/suspicious/noConfusingVoidType: as above
  const handler = eventHandlers[event.type] as (event: E, env: Env) => Promise<EventEffect | void>;
  return handler(event, env);
}

/** A code event sent before codes were sealed carries its code in clear: the dead letter keeps it without. */
function withoutClearCode(body: unknown, type: string | undefined): unknown {
  if (type !== "verification_code" || typeof body !== "object" || body === null || !("code" in body)) return body;
  const { code: _code, ...rest } = body;
  return rest;
}

/** The dead-letter consumer: records what the events queue gave up on, for the operator to see. */
export async function recordDeadLetters(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = getDb(env);
  for (const message of batch.messages) {
    const envelope = eventEnvelope.safeParse(message.body);
    const eventId = envelope.success ? envelope.data.id : undefined;
    const type = envelope.success ? envelope.data.type : undefined;
    await db
      .insert(deadLetters)
      .values({
        messageId: message.id,
        eventId,
        type,
        body: JSON.stringify(withoutClearCode(message.body, type) ?? null).slice(0, 100_000),
        attempts: message.attempts,
      })
      .onConflictDoNothing();
    logLine({ queue: DEAD_LETTER_QUEUE, messageId: message.id, id: eventId, type, attempt: message.attempts, outcome: "dead" });
    message.ack();
  }
}
