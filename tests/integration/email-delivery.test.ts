import { createMessageBatch } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { createElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "~/server/platform/db.server";
import { deliverOnce, STALE_CLAIM_MS, type OutgoingEmail } from "~/server/email/delivery.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { defaultSettings } from "~/server/settings/shop.server";
import { checkoutForm, seededPleatLine, currentDeliveryPrices } from "../support/workers/orders";
import worker from "../../workers/app";
import { deliver, keptEvents, uniqueEmail } from "../support/workers/queue";

// deliverOnce claims a delivery before it calls the provider: two concurrent deliveries of one
// event send once, and a failed send gives the claim back so a retry can send.

const db = getDb(env);
const shop = defaultSettings(env);

/** A provider that holds every send until released, counting the sends it was asked for. */
function slowProvider() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const sent: string[] = [];
  const binding = {
    async send(message: { to: string }) {
      sent.push(message.to);
      await released;
      return { messageId: crypto.randomUUID() };
    },
  };
  return { sent, release, env: { ...env, EMAIL: binding as unknown as SendEmail } };
}

function failingProvider() {
  const tried: string[] = [];
  const binding = {
    async send(message: { to: string }) {
      tried.push(message.to);
      throw new Error("provider unavailable");
    },
  };
  return { tried, env: { ...env, EMAIL: binding as unknown as SendEmail } };
}

const email = (): OutgoingEmail => ({ to: uniqueEmail("dostawa"), recipient: "verified", subject: "Test", body: createElement("p", null, "Treść") });
const status = async (key: string) => (await env.DB.prepare("select status from email_deliveries where key = ?").bind(key).first<{ status: string }>())?.status;

describe("deliverOnce", () => {
  it("sends once when two deliveries of one event run at the same time", async () => {
    const provider = slowProvider();
    const key = `${crypto.randomUUID()}:customer`;
    const message = email();
    const first = deliverOnce(provider.env, db, shop, key, "event", message);
    const second = deliverOnce(provider.env, db, shop, key, "event", message);
    // The one that lost the claim does not wait for the other: its event is retried later.
    await expect(second).rejects.toThrow(/being sent by another delivery/);
    expect(await status(key)).toBe("sending");
    provider.release();
    expect(await first).toBe("sent");
    expect(provider.sent).toEqual([message.to]);
    expect(await status(key)).toBe("sent");
    // The retry finds it sent.
    expect(await deliverOnce(provider.env, db, shop, key, "event", message)).toBe("done_before");
    expect(provider.sent).toHaveLength(1);
  });

  it("gives the claim back when the send fails, so the retry sends", async () => {
    const key = `${crypto.randomUUID()}:customer`;
    const message = email();
    const failing = failingProvider();
    await expect(deliverOnce(failing.env, db, shop, key, "event", message)).rejects.toThrow("provider unavailable");
    expect(await status(key)).toBeUndefined();

    const provider = slowProvider();
    provider.release();
    expect(await deliverOnce(provider.env, db, shop, key, "event", message)).toBe("sent");
    expect(provider.sent).toEqual([message.to]);
  });

  it("takes over a claim left by a delivery that died half-way, and only then", async () => {
    const key = `${crypto.randomUUID()}:customer`;
    const message = email();
    const claim = (claimedAt: number) =>
      env.DB.prepare(
        "insert into email_deliveries (key, event_id, recipient, subject, status, claimed_at) values (?, 'event', ?, 'Test', 'sending', ?) on conflict (key) do update set claimed_at = excluded.claimed_at",
      )
        .bind(key, message.to, claimedAt)
        .run();
    const provider = slowProvider();
    provider.release();
    await claim(Date.now() - 1_000);
    await expect(deliverOnce(provider.env, db, shop, key, "event", message)).rejects.toThrow(/being sent/);
    await claim(Date.now() - STALE_CLAIM_MS - 1_000);
    expect(await deliverOnce(provider.env, db, shop, key, "event", message)).toBe("sent");
    expect(provider.sent).toEqual([message.to]);
  });

  it("retries an event whose e-mail a dead worker left claimed only once the claim may be taken over, and then sends it once", async () => {
    const form = checkoutForm({ email: uniqueEmail() });
    const placed = await placeOrder(keptEvents().env, db, form, [await seededPleatLine()], null, await currentDeliveryPrices());
    if (!placed.ok) throw new Error(placed.message);
    const event = { id: crypto.randomUUID(), type: "new_order", orderNumber: placed.number };
    // A worker claimed the customer's e-mail and died before sending it.
    const claimedAt = Date.now();
    await env.DB.prepare("insert into email_deliveries (key, event_id, recipient, subject, status, claimed_at) values (?, ?, ?, 'Test', 'sending', ?)")
      .bind(`${event.id}:customer`, event.id, form.email, claimedAt)
      .run();
    const provider = slowProvider();
    provider.release();

    // The queue's next delivery of the event finds the claim fresh: its retry is put off until the claim may be
    // taken over, not spent on the queue's short back-off (10 s, then 20 s ...) while the claim is still fresh.
    // (The test pool's batch result does not say the delay asked for: the message's retry is watched instead.)
    const batch = createMessageBatch("shop-events", [{ id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body: event }]);
    const retry = vi.spyOn(batch.messages[0]!, "retry");
    await worker.queue(batch, provider.env);
    expect(provider.sent).toEqual([]);
    expect(retry).toHaveBeenCalledOnce();
    const delaySeconds = retry.mock.calls[0]![0]!.delaySeconds!;
    expect(delaySeconds * 1000).toBeGreaterThan(STALE_CLAIM_MS - (Date.now() - claimedAt));
    expect(delaySeconds).toBeLessThanOrEqual(STALE_CLAIM_MS / 1000 + 2);

    // That long later (the claim made as old), the second delivery takes the claim over and sends, once.
    await env.DB.prepare("update email_deliveries set claimed_at = claimed_at - ? where key = ?")
      .bind(delaySeconds * 1000, `${event.id}:customer`)
      .run();
    expect((await deliver(event, provider.env, 2)).explicitAcks).toHaveLength(1);
    await deliver(event, provider.env, 3);
    expect(provider.sent.filter((to) => to === form.email)).toHaveLength(1);
    expect(provider.sent.filter((to) => to === env.SHOP_ADMIN_EMAIL)).toHaveLength(1);
  });

  it("sends one confirmation when the queue hands the same new_order event to two consumers at once", async () => {
    const form = checkoutForm({ email: uniqueEmail() });
    const placed = await placeOrder(keptEvents().env, db, form, [await seededPleatLine()], null, await currentDeliveryPrices());
    if (!placed.ok) throw new Error(placed.message);
    const event = { id: crypto.randomUUID(), type: "new_order", orderNumber: placed.number };
    const provider = slowProvider();
    let settled = 0;
    const deliveries = [deliver(event, provider.env), deliver(event, provider.env)].map((delivery) => delivery.finally(() => settled++));
    // Both reach the provider or the claim before anything is sent: each waits at the provider, or is done (it lost the claim).
    await vi.waitFor(() => expect(provider.sent.length + settled).toBeGreaterThanOrEqual(2), { timeout: 10_000, interval: 5 });
    provider.release();
    const results = await Promise.all(deliveries);
    expect(provider.sent.filter((to) => to === form.email)).toHaveLength(1);
    // The delivery that lost the claim is retried; its retry sends nothing more.
    const retried = results.filter((r) => r.retryMessages.length);
    expect(retried).toHaveLength(1);
    await deliver(event, provider.env, 2);
    expect(provider.sent.filter((to) => to === form.email)).toHaveLength(1);
    expect(provider.sent.filter((to) => to === env.SHOP_ADMIN_EMAIL)).toHaveLength(1);
  });
});
