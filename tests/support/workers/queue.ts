import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { ShopEvent } from "~/lib/events";
import worker from "../../../workers/app";

export type SentEmail = { from: { name: string; email: string }; to: string; subject: string; html: string; text: string; replyTo?: string };

/** The real send_email binding, recording what it was asked to send; `fail` makes chosen sends throw. */
export function recordingEmail(fail?: (message: SentEmail) => boolean) {
  const sent: SentEmail[] = [];
  const binding = {
    async send(message: SentEmail) {
      if (fail?.(message)) throw new Error("provider unavailable");
      sent.push(message);
      return env.EMAIL.send(message as never);
    },
  };
  return { sent, env: { ...env, EMAIL: binding as unknown as SendEmail } };
}

/** Hands one message to the worker's queue handler as the runtime would, and returns the ack/retry outcome. */
export async function deliver(body: unknown, testEnv: Env = env, attempts = 1, queue = "shop-events") {
  const batch = createMessageBatch(queue, [{ id: crypto.randomUUID(), timestamp: new Date(), attempts, body }]);
  const ctx = createExecutionContext();
  await worker.queue(batch, testEnv);
  return getQueueResult(batch, ctx);
}

/** An events queue that only keeps what it is given, so no consumer mails anybody behind a test's back. */
export function keptEvents() {
  const sent: ShopEvent[] = [];
  const queue = { send: async (event: ShopEvent) => void sent.push(event) } as unknown as Queue;
  return { sent, env: { ...env, EVENTS: queue } };
}

/** An address of its own, so the per-recipient e-mail limit of one test never touches another. */
export const uniqueEmail = (name = "anna.nowak") => `${name}.${crypto.randomUUID().slice(0, 8)}@example.pl`;
