import { createScheduledController } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { EXPORT_FAILED } from "~/routes/admin/orders/export-panel";
import { getCustomer, register, signIn, verifyEmail } from "~/server/accounts/customers.server";
import { getExportJob, requestOrdersExport } from "~/server/orders/exports.server";
import { getDb } from "~/server/platform/db.server";
import { enqueueEvent, flushEventOutbox } from "~/server/platform/event-outbox.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { verificationCodeEvent } from "~/server/accounts/verification-codes.server";
import worker from "../../workers/app";
import { capturingCodes, clientRequest, cookieFrom, registration } from "../support/workers/accounts";
import { passAdminGate, testActor } from "../support/workers/admin";
import { checkoutForm, seededPleatLine, currentDeliveryPrices } from "../support/workers/orders";
import { deliver, recordingEmail } from "../support/workers/queue";

// Each fault the shop depends on (the order-number Durable Object, a D1 batch, the queue, the
// e-mail provider, R2): the customer gets a clear Polish message, nothing is half-written,
// no event is lost, and everything works again once the fault clears.

const db = getDb(env);
const ORIGIN = "http://shop.test";

const ordersWithKey = async (key: string) => (await env.DB.prepare("select count(*) as n from orders where idempotency_key = ?").bind(key).first<{ n: number }>())!.n;
const linesOfKey = async (key: string) =>
  (await env.DB.prepare("select count(*) as n from order_items where order_id in (select id from orders where idempotency_key = ?)").bind(key).first<{ n: number }>())!.n;
const outboxRow = (id: string) =>
  env.DB.prepare("select type, attempts, last_error from event_outbox where id = ?").bind(id).first<{ type: string; attempts: number; last_error: string }>();

/** A queue that refuses every send, and one that records what it was given. */
const refusingQueue = {
  send: async () => Promise.reject(new Error("queue unavailable")),
  sendBatch: async () => Promise.reject(new Error("queue unavailable")),
} as unknown as Queue;
function recordingQueue() {
  const sent: { id: string; type: string; [key: string]: unknown }[] = [];
  return { sent, queue: { send: async (message: (typeof sent)[number]) => void sent.push(message) } as unknown as Queue };
}

afterEach(async () => {
  await env.DB.prepare("drop trigger if exists fail_order_items").run();
});

let client = 0;
async function postOrder(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}/finalizacja-zamowienia.data`, { method: "POST", body: form, headers: { Origin: ORIGIN, "CF-Connecting-IP": `198.51.100.${++client}` } }),
  );
  const decoded = await decodeViaTurboStream(response.body!, globalThis as unknown as Window);
  await decoded.done;
  return { status: response.status, data: (decoded.value as { data: Record<string, unknown> }).data };
}

async function orderFields() {
  const form = checkoutForm();
  const fields: Record<string, string> = { cart: JSON.stringify([await seededPleatLine()]), js: "1" };
  for (const [name, value] of Object.entries(form)) {
    if (value === true) fields[name] = "on";
    else if (typeof value === "string") fields[name] = value;
  }
  return fields;
}

describe("the order-number Durable Object unavailable", () => {
  it("tells the customer, writes nothing, and the same submission succeeds once it is back", async () => {
    const unavailable = {
      idFromName: () => ({}) as DurableObjectId,
      get: () => ({ numberFor: () => Promise.reject(new Error("Durable Object reset because its code was updated")) }),
    } as unknown as Env["ORDER_SEQUENCE"];
    const form = checkoutForm();
    const line = await seededPleatLine();
    const failed = await placeOrder({ ...env, ORDER_SEQUENCE: unavailable }, db, form, [line], null, await currentDeliveryPrices());
    expect(failed).toMatchObject({ ok: false, status: 503, message: expect.stringMatching(/^Błąd generowania numeru zamówienia: .+/) });
    expect(await ordersWithKey(form.idempotencyKey)).toBe(0);

    const retried = await placeOrder(env, db, form, [line], null, await currentDeliveryPrices());
    expect(retried.ok).toBe(true);
    expect(await ordersWithKey(form.idempotencyKey)).toBe(1);
  });
});

describe("a D1 batch failing at checkout", () => {
  it("answers 503 with the Polish message through the checkout action, leaves no order or line, and a resubmission succeeds", async () => {
    await env.DB.prepare("create trigger fail_order_items before insert on order_items begin select raise(abort, 'disk I/O error'); end").run();
    const fields = await orderFields();
    const failed = await postOrder(fields);
    expect(failed.status).toBe(503);
    expect(failed.data.message).toMatch(/^Błąd zapisu zamówienia: .*nic nie zostało pobrane/);
    expect(await ordersWithKey(fields.idempotencyKey!)).toBe(0);
    expect(await linesOfKey(fields.idempotencyKey!)).toBe(0);

    await env.DB.prepare("drop trigger fail_order_items").run();
    const retried = await postOrder(fields);
    expect(retried.status).toBe(200);
    expect(retried.data.placedPath).toMatch(/^\/dziekujemy-za-zamowienie\/ZAM-/);
    expect(await ordersWithKey(fields.idempotencyKey!)).toBe(1);
    expect(await linesOfKey(fields.idempotencyKey!)).toBe(1);
  });
});

describe("the queue refusing a send", () => {
  it("still places the order, keeps its event in the outbox, and the scheduled flush delivers it once the queue is back", async () => {
    const result = await placeOrder({ ...env, EVENTS: refusingQueue }, db, checkoutForm(), [await seededPleatLine()], null, await currentDeliveryPrices());
    if (!result.ok) throw new Error(result.message);
    const kept = await env.DB.prepare("select id, body from event_outbox where type = 'new_order' and body like ?")
      .bind(`%${result.number}%`)
      .first<{ id: string; body: string }>();
    expect(JSON.parse(kept!.body)).toMatchObject({ type: "new_order", orderNumber: result.number });

    // Still down: the event stays, its attempts counted.
    await worker.scheduled(createScheduledController(), { ...env, EVENTS: refusingQueue });
    expect(await outboxRow(kept!.id)).toMatchObject({ attempts: 2, last_error: expect.stringContaining("queue unavailable") });

    // Back: the scheduled handler sends it and empties the outbox; the consumer mails the order exactly once.
    const queue = recordingQueue();
    await worker.scheduled(createScheduledController(), { ...env, EVENTS: queue.queue });
    expect(await outboxRow(kept!.id)).toBeNull();
    const event = queue.sent.find((e) => e.id === kept!.id)!;
    expect(event).toMatchObject({ type: "new_order", orderNumber: result.number });
    const email = recordingEmail();
    await deliver(event, email.env);
    await deliver(event, email.env, 2);
    expect(email.sent.filter((m) => m.subject.includes(result.number))).toHaveLength(2); // the customer's and the shop's, once each
  });

  it("keeps every kind of event: a verification code, an enquiry, an export request", async () => {
    const events = [
      await verificationCodeEvent(env, { email: "kod@example.pl", code: "123456" }),
      { id: crypto.randomUUID(), type: "enquiry_received", enquiryId: crypto.randomUUID() } as const,
    ];
    for (const event of events) expect(await enqueueEvent({ ...env, EVENTS: refusingQueue }, event)).toBe(true);
    const jobId = await requestOrdersExport({ ...env, EVENTS: refusingQueue }, testActor);
    // The export waits in the outbox instead of failing.
    expect((await getExportJob(db, jobId))!.status).toBe("queued");
    for (const event of events) expect(await outboxRow(event.id)).toMatchObject({ type: event.type });

    const queue = recordingQueue();
    const flushed = await flushEventOutbox({ ...env, EVENTS: queue.queue });
    expect(flushed.failed).toBe(0);
    expect(queue.sent.map((e) => e.id)).toEqual(expect.arrayContaining(events.map((e) => e.id)));
    expect(queue.sent.find((e) => e.type === "orders_export")).toMatchObject({ jobId });
  });

  it("says an event is lost only when neither the queue nor D1 takes it", async () => {
    const broken = {
      ...env,
      EVENTS: refusingQueue,
      DB: {
        prepare: () => {
          throw new Error("D1 unavailable");
        },
        batch: () => Promise.reject(new Error("D1 unavailable")),
      } as unknown as D1Database,
    };
    expect(await enqueueEvent(broken, { id: crypto.randomUUID(), type: "new_order", orderNumber: "ZAM-2026-000001" })).toBe(false);
  });
});

describe("the e-mail provider failing", () => {
  it("retries a verification code until the provider is back, and sends it once", async () => {
    const event = await verificationCodeEvent(env, { email: "reset@example.pl", code: "654321" });
    const failing = recordingEmail(() => true);
    expect((await deliver(event, failing.env)).retryMessages).toHaveLength(1);
    expect(await env.DB.prepare("select status from processed_events where id = ?").bind(event.id).first()).toEqual({ status: "failed" });

    const healthy = recordingEmail();
    expect((await deliver(event, healthy.env, 2)).explicitAcks).toHaveLength(1);
    await deliver(event, healthy.env, 3);
    expect(healthy.sent.map((m) => m.to)).toEqual(["reset@example.pl"]);
  });
});

describe("R2 failing during an export", () => {
  async function administrator() {
    const mail = capturingCodes();
    const email = `r2-${crypto.randomUUID().slice(0, 8)}@example.pl`;
    await register(mail.env, clientRequest(), registration(email));
    await verifyEmail(mail.env, clientRequest(), email, mail.lastCode(email)!);
    await env.DB.prepare("update profiles set admin = 1 where id = (select id from user where email = ?)").bind(email).run();
    const login = await signIn(env, clientRequest(), email, "tajneHaslo1");
    if (!login.ok) throw new Error(login.message);
    const cookie = cookieFrom(login.headers);
    const request = clientRequest("/admin-auth", { headers: { Cookie: cookie } });
    await passAdminGate(request, (await getCustomer(env, request))!);
    return cookie;
  }

  it("marks the job failed, the panel says so, the queue retries, and the export completes once R2 is back", async () => {
    await placeOrder(env, db, checkoutForm(), [await seededPleatLine()], null, await currentDeliveryPrices());
    const jobId = await requestOrdersExport({ ...env, EVENTS: recordingQueue().queue }, testActor);
    const brokenR2 = {
      ...env,
      EXPORTS: {
        put: () => Promise.reject(new Error("R2 internal error")),
        get: () => Promise.reject(new Error("R2 internal error")),
        createMultipartUpload: () => Promise.reject(new Error("R2 internal error")),
      } as unknown as R2Bucket,
    };

    const event = { id: crypto.randomUUID(), type: "orders_export", jobId };
    expect((await deliver(event, brokenR2)).retryMessages).toHaveLength(1);
    expect(await getExportJob(db, jobId)).toMatchObject({ status: "failed", error: expect.stringContaining("R2 internal error"), r2Key: null });

    const cookie = await administrator();
    const panel = await exports.default.fetch(new Request(`${ORIGIN}/admin/excel-bot`, { headers: { Cookie: cookie, "CF-Connecting-IP": "198.51.100.250" } }));
    expect(panel.status).toBe(200);
    expect(await panel.text()).toContain(EXPORT_FAILED);

    expect((await deliver(event, env, 2)).explicitAcks).toHaveLength(1);
    const job = await getExportJob(db, jobId);
    expect(job).toMatchObject({ status: "done" });
    expect(await env.EXPORTS.get(job!.r2Key!)).not.toBeNull();
  });
});
