import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { ShopEvent } from "~/lib/events";
import { replayDeadLetter } from "~/server/admin/operations.server";
import { recordCronRun, runCronTasks } from "~/server/platform/cron-runs.server";
import { getDb } from "~/server/platform/db.server";
import { placeOrder } from "~/server/orders/place-order.server";
import worker from "../../workers/app";
import { HOUSEKEEPING_CRON } from "../../workers/housekeeping";
import { get, post, signedIn, testActor, visible, type Session } from "../support/workers/admin";
import { checkoutForm, currentDeliveryPrices, seededPleatLine } from "../support/workers/orders";
import { deliver, keptEvents, recordingEmail, uniqueEmail } from "../support/workers/queue";

// The operations page (/admin-operations) behind the gate: the outbox, dead letters and their replay, e-mails
// that did not go, the scheduled tasks' last runs (recorded by the worker's scheduled handler) and payments
// needing the owner.

const db = getDb(env);
const MINUTE = 60_000;
const PATH = "/admin-operations";

/** A guest's order whose new_order event is kept, not consumed: the test delivers it itself. */
async function placedOrder() {
  const form = checkoutForm({ email: uniqueEmail() });
  const result = await placeOrder(keptEvents().env, db, form, [await seededPleatLine()], null, await currentDeliveryPrices());
  if (!result.ok) throw new Error(result.message);
  return { number: result.number, email: form.email };
}

const orderId = async (number: string) => (await env.DB.prepare("select id from orders where number = ?").bind(number).first<{ id: number }>())!.id;

/**
 * What the dead-letter queue's consumer records when the events queue gives up on `body`, found by its event id: events
 * earlier files left on the queue keep arriving as dead letters of their own while this file runs. Dated an hour ahead,
 * so the page's newest 50 include it however many of those came after it.
 */
async function deadLettered(body: { id: string; type: string } & Record<string, unknown>): Promise<string> {
  await deliver(body, env, 6, "shop-events-dlq");
  const rows = await env.DB.prepare("select message_id from dead_letters where event_id = ?").bind(body.id).all<{ message_id: string }>();
  expect(rows.results).toHaveLength(1);
  const messageId = rows.results[0]!.message_id;
  await env.DB.prepare("update dead_letters set created_at = ? where message_id = ?")
    .bind(Date.now() + 3_600_000, messageId)
    .run();
  return messageId;
}

const letter = (messageId: string) => env.DB.prepare("select replayed_at from dead_letters where message_id = ?").bind(messageId).first<{ replayed_at: number | null }>();
const replayEntries = (eventId: string) =>
  env.DB.prepare("select user_email, target, details from audit_log where action = 'dead_letter_replayed' and target = ?")
    .bind(eventId)
    .all<{ user_email: string; target: string; details: string }>();
const cronRun = (task: string) =>
  env.DB.prepare("select started_at, finished_at, outcome, detail from cron_runs where task = ?")
    .bind(task)
    .first<{ started_at: number; finished_at: number | null; outcome: string | null; detail: string | null }>();

describe("who may open the operations page", () => {
  it("sends a visitor to /, a customer to / with 'Brak dostępu', an administrator without the gate to /admin-auth, and replays nothing for them", async () => {
    const [customer, adminWithoutGate] = [await signedIn(), await signedIn({ admin: true })];
    const messageId = await deadLettered({ id: crypto.randomUUID(), type: "healthcheck", requestedAt: new Date().toISOString() });
    for (const [cookie, location] of [
      [undefined, "/"],
      [customer.cookie, "/"],
      [adminWithoutGate.cookie, "/admin-auth"],
    ] as const) {
      for (const response of [await get(PATH, cookie), await post(PATH, { messageId }, cookie)]) {
        expect([response.status, response.headers.get("Location")]).toEqual([302, location]);
      }
    }
    expect(await letter(messageId)).toEqual({ replayed_at: null });
  });
});

describe("the operations page", () => {
  let admin: Session;
  beforeAll(async () => {
    admin = await signedIn({ admin: true, gate: true });
  });

  it("shows the outbox's oldest event, dead letters with what failed, e-mails that did not go, the tasks' runs and payments needing attention", async () => {
    const now = Date.now();
    const oldestId = crypto.randomUUID();
    const sealedCode = "zapieczetowany-kod-ktorego-strona-nie-pokazuje";
    const codeEvent = { id: crypto.randomUUID(), type: "verification_code", email: "ukryty.adres@example.pl", sealedCode };
    const failedId = crypto.randomUUID();
    const order = await placedOrder();
    const [healthy, problem, open, refund] = ["ok", "problem", "open", "refund"].map((suffix) => `${order.number}-${suffix}`);
    const id = await orderId(order.number);
    await env.DB.batch([
      env.DB.prepare("insert into event_outbox (id, type, body, attempts, last_error, created_at, updated_at) values (?, 'new_order', '{}', 4, 'queue unavailable', ?, ?)").bind(
        oldestId,
        now - 365 * 24 * 60 * MINUTE,
        now,
      ),
      env.DB.prepare(
        "insert into processed_events (id, type, status, attempts, error, created_at, updated_at) values (?, 'verification_code', 'failed', 6, 'the sealed code does not open', ?, ?)",
      ).bind(codeEvent.id, now, now),
      env.DB.prepare(
        "insert into processed_events (id, type, status, attempts, recipient, subject, error, created_at, updated_at) values (?, 'sample_requested', 'failed', 2, 'klient.probki@example.pl', 'Zamówienie próbek', 'provider unavailable', ?, ?)",
      ).bind(failedId, now, now),
      env.DB.prepare(
        "insert into email_deliveries (key, event_id, recipient, subject, status, claimed_at, created_at) values (?, ?, 'limitowany@example.pl', 'Nowy link do zamówienia', 'limited', ?, ?)",
      ).bind(`${failedId}:limited`, failedId, now, now),
      env.DB.prepare(
        "insert into email_deliveries (key, event_id, recipient, subject, status, claimed_at, created_at) values (?, ?, 'utkniety@example.pl', 'Potwierdzenie zamówienia', 'sending', ?, ?)",
      ).bind(`${failedId}:stuck`, failedId, now - 30 * MINUTE, now - 30 * MINUTE),
      // Claimed a moment ago: being sent, not stuck.
      env.DB.prepare(
        "insert into email_deliveries (key, event_id, recipient, subject, status, claimed_at, created_at) values (?, ?, 'w.trakcie@example.pl', 'Potwierdzenie', 'sending', ?, ?)",
      ).bind(`${failedId}:sending`, failedId, now, now),
      env.DB.prepare("insert into payments (order_id, provider, reference, state, amount, created_at, updated_at) values (?, 'payu', ?, 'COMPLETED', 1000, ?, ?)").bind(
        id,
        healthy,
        now,
        now,
      ),
      env.DB.prepare(
        "insert into payments (order_id, provider, reference, state, amount, problem, created_at, updated_at) values (?, 'payu', ?, 'PENDING', 1000, 'amount_mismatch', ?, ?)",
      ).bind(id, problem, now, now),
      env.DB.prepare("insert into payments (order_id, provider, reference, state, amount, created_at, updated_at) values (?, 'payu', ?, 'NEW', 1000, ?, ?)").bind(
        id,
        open,
        now - 2 * 60 * MINUTE,
        now,
      ),
      env.DB.prepare(
        "insert into payments (order_id, provider, reference, state, amount, refund_id, refund_status, created_at, updated_at) values (?, 'payu', ?, 'COMPLETED', 1000, 'ZWROT-1', 'PENDING', ?, ?)",
      ).bind(id, refund, now, now),
    ]);
    await deadLettered(codeEvent);
    await deadLettered({ id: crypto.randomUUID(), type: "no_such_event" });

    const response = await get(PATH, admin.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await visible(response);
    expect(html).toContain("<title>Działanie sklepu | Panel administratora");
    // The outbox: how many wait, and the oldest with its type, age, attempts and last error.
    expect(html).toMatch(/Zdarzenia czekające na kolejkę: <span class="tabular-nums">\d+<\/span>/);
    expect(html).toContain(`Nowe zamówienie <span class="break-all text-stone-600">(${oldestId})</span>`);
    expect(html).toContain("365 dni temu");
    expect(html).toContain("queue unavailable");
    // Dead letters: what failed (the consumer's record), replayable or not; never the sealed code or the body's address.
    expect(html).toContain("Kod weryfikacyjny");
    expect(html).toContain("the sealed code does not open");
    expect(html).toContain(`aria-label="Wyślij ponownie: Kod weryfikacyjny, ${codeEvent.id}"`);
    expect(html).toContain("no_such_event");
    expect(html).toContain("Nie da się wysłać ponownie: treść nie jest poprawnym zdarzeniem.");
    expect(html).not.toContain(sealedCode);
    expect(html).not.toContain("ukryty.adres@example.pl");
    // E-mails: failed with recipient, subject and error; held back by the limit; a claim left long ago, not one just taken.
    expect(html).toContain("klient.probki@example.pl");
    expect(html).toContain("provider unavailable");
    expect(html).toContain("limitowany@example.pl");
    expect(html).toContain("utkniety@example.pl");
    expect(html).not.toContain("w.trakcie@example.pl");
    // Every task, run or not.
    for (const task of ["Wysyłka zdarzeń z outboxu", "Sprawdzanie otwartych płatności w PayU", "Porządki i okresy przechowywania danych"]) expect(html).toContain(task);
    // Payments: each that needs the owner, with why, linking to its order's card; not the healthy one.
    expect(html).toContain(`${problem}: W trakcie`);
    expect(html).toContain("Kwota lub waluta w powiadomieniu PayU nie zgadza się z zamówieniem");
    expect(html).toContain(`${open}: Nowa`);
    expect(html).toContain("Otwarta dłużej niż godzinę");
    expect(html).toContain(`${refund}: Zakończona (opłacona)`);
    expect(html).toContain("Zwrot ZWROT-1: PENDING");
    expect(html).not.toContain(`${healthy}:`);
    expect(html).toContain(`href="/admin/excel-bot?szukaj=${order.number}"`);
  });

  it("lists the newest 50 of each and counts them all", async () => {
    const now = Date.now();
    const statements = Array.from({ length: 55 }, (_, i) =>
      env.DB.prepare("insert into email_deliveries (key, event_id, recipient, subject, status, created_at) values (?, ?, ?, 'Temat', 'limited', ?)").bind(
        `many-${i}`,
        crypto.randomUUID(),
        `limit-${String(i).padStart(2, "0")}@example.pl`,
        now + i,
      ),
    );
    await env.DB.batch(statements);
    const html = await visible(await get(PATH, admin.cookie));
    expect(html).toMatch(/E-maile wstrzymane limitem odbiorcy: <span class="tabular-nums">5[6-9]<\/span> \(najnowsze 50\)/);
    expect(html).toContain("limit-54@example.pl");
    expect(html).not.toContain("limit-00@example.pl");
  });

  it("is on the panel's tiles", async () => {
    const html = await visible(await get("/admin-panel", admin.cookie));
    expect(html).toContain(`href="${PATH}"`);
    expect(html).toContain(">Działanie sklepu</a>");
  });

  it("replays a dead letter from the page once, audited; a second replay, a missing letter and a body that is no event are refused", async () => {
    const event = { id: crypto.randomUUID(), type: "healthcheck", requestedAt: new Date().toISOString() };
    await env.DB.prepare("insert into processed_events (id, type, status, attempts, error) values (?, 'healthcheck', 'failed', 6, 'boom')").bind(event.id).run();
    const messageId = await deadLettered(event);

    const replayed = await post(PATH, { messageId }, admin.cookie);
    expect(replayed.status).toBe(200);
    expect((await letter(messageId))!.replayed_at).toEqual(expect.any(Number));
    expect((await replayEntries(event.id)).results).toEqual([{ user_email: admin.email, target: event.id, details: JSON.stringify({ type: "healthcheck", messageId }) }]);
    // The real queue's consumer takes the failed event up again.
    await vi.waitFor(
      async () => expect(await env.DB.prepare("select status, attempts from processed_events where id = ?").bind(event.id).first()).toEqual({ status: "done", attempts: 7 }),
      { timeout: 15_000, interval: 100 },
    );
    const page = await visible(await get(PATH, admin.cookie));
    expect(page).toMatch(new RegExp(`${event.id}[\\s\\S]*?Wysłano ponownie`));

    const again = await post(PATH, { messageId }, admin.cookie);
    expect(again.status).toBe(409);
    expect(await visible(again)).toContain("To zdarzenie zostało już wysłane ponownie");
    expect((await replayEntries(event.id)).results).toHaveLength(1);

    expect((await post(PATH, { messageId: "no-such-message" }, admin.cookie)).status).toBe(404);
    expect((await post(PATH, {}, admin.cookie)).status).toBe(400);
    const notAnEvent = await deadLettered({ id: crypto.randomUUID(), type: "no_such_event" });
    const refused = await post(PATH, { messageId: notAnEvent }, admin.cookie);
    expect(refused.status).toBe(409);
    expect(await visible(refused)).toContain("jego treść nie jest poprawnym zdarzeniem sklepu");
    expect(await letter(notAnEvent)).toEqual({ replayed_at: null });
  });
});

describe("replaying a dead letter", () => {
  it("puts the same event on the queue once, however often and however concurrently it is asked, and its e-mails go once", async () => {
    const order = await placedOrder();
    const event: ShopEvent = { id: crypto.randomUUID(), type: "new_order", orderNumber: order.number };
    // The customer's e-mail goes, the shop's fails every time: the event fails and is dead-lettered.
    const failing = recordingEmail((message) => message.to === env.SHOP_ADMIN_EMAIL);
    await deliver(event, failing.env);
    expect(failing.sent.map((m) => m.to)).toEqual([order.email]);
    expect(await env.DB.prepare("select status from processed_events where id = ?").bind(event.id).first()).toEqual({ status: "failed" });
    const messageId = await deadLettered(event);

    const queue = keptEvents();
    const outcomes = await Promise.all([1, 2, 3].map(() => replayDeadLetter(queue.env, testActor, messageId)));
    expect(outcomes.filter((outcome) => outcome.ok)).toEqual([{ ok: true, type: "new_order" }]);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([
      { ok: false, reason: "replayed" },
      { ok: false, reason: "replayed" },
    ]);
    expect(await replayDeadLetter(queue.env, testActor, messageId)).toEqual({ ok: false, reason: "replayed" });
    expect(queue.sent).toEqual([event]);
    // Sent, so not left in the outbox for the cron to send again.
    expect(await env.DB.prepare("select count(*) as n from event_outbox where id = ?").bind(event.id).first()).toEqual({ n: 0 });
    expect((await replayEntries(event.id)).results).toHaveLength(1);

    // Delivered (and delivered again): only the e-mail that had not gone goes, once.
    const working = recordingEmail();
    await deliver(queue.sent[0], working.env);
    await deliver(queue.sent[0], working.env, 2);
    expect(working.sent.map((m) => m.to)).toEqual([env.SHOP_ADMIN_EMAIL]);
    expect(await env.DB.prepare("select status from processed_events where id = ?").bind(event.id).first()).toEqual({ status: "done" });
  });

  it("keeps the event in the outbox when the queue refuses it, so the cron sends it", async () => {
    const event = { id: crypto.randomUUID(), type: "healthcheck" as const, requestedAt: new Date().toISOString() };
    const messageId = await deadLettered(event);
    const refusing = { ...env, EVENTS: { send: async () => Promise.reject(new Error("queue unavailable")) } as unknown as Queue };
    expect(await replayDeadLetter(refusing, testActor, messageId)).toEqual({ ok: true, type: "healthcheck" });
    const kept = await env.DB.prepare("select body from event_outbox where id = ?").bind(event.id).first<{ body: string }>();
    expect(JSON.parse(kept!.body)).toEqual(event);

    const queue = keptEvents();
    await worker.scheduled(createScheduledController({ cron: "* * * * *" }), queue.env);
    expect(queue.sent.filter((sent) => sent.id === event.id)).toEqual([event]);
    expect(await env.DB.prepare("select count(*) as n from event_outbox where id = ?").bind(event.id).first()).toEqual({ n: 0 });
  });
});

describe("the scheduled handler keeps each task's last run", () => {
  it("records the every-minute tasks with what they did, and the daily housekeeping", async () => {
    const before = Date.now();
    await worker.scheduled(createScheduledController({ cron: "* * * * *", scheduledTime: before }), keptEvents().env);
    for (const task of ["event_outbox", "payment_reconciliation", "ksef_follow_up", "complaint_deadlines"]) {
      const run = await cronRun(task);
      expect(run).toMatchObject({ outcome: "ok" });
      expect(run!.started_at).toBeGreaterThanOrEqual(before);
      expect(run!.finished_at).toBeGreaterThanOrEqual(run!.started_at);
    }
    expect(JSON.parse((await cronRun("event_outbox"))!.detail!)).toEqual({ sent: expect.any(Number), failed: 0 });
    expect(JSON.parse((await cronRun("payment_reconciliation"))!.detail!)).toEqual({ checked: expect.any(Number), failed: expect.any(Number) });
    expect(JSON.parse((await cronRun("ksef_follow_up"))!.detail!)).toEqual({ requeued: expect.any(Number) });
    expect(JSON.parse((await cronRun("complaint_deadlines"))!.detail!)).toEqual({ reminded: expect.any(Number), deemedAccepted: expect.any(Number) });
    expect(await cronRun("housekeeping")).toBeNull();

    await worker.scheduled(createScheduledController({ cron: HOUSEKEEPING_CRON, scheduledTime: Date.now() }), env);
    expect(await cronRun("housekeeping")).toMatchObject({ outcome: "ok", finished_at: expect.any(Number) });
  });

  it("records a failing task as failed with its error, still runs the others, and reports the failure", async () => {
    // The outbox's table gone for a moment: flushing it fails, reconciling payments does not.
    await env.DB.prepare("alter table event_outbox rename to event_outbox_away").run();
    let failure: unknown;
    try {
      await worker.scheduled(createScheduledController({ cron: "* * * * *" }), keptEvents().env);
    } catch (error) {
      failure = error;
    } finally {
      await env.DB.prepare("alter table event_outbox_away rename to event_outbox").run();
    }
    expect(failure).toBeInstanceOf(AggregateError);
    expect((failure as AggregateError).errors).toHaveLength(1);
    const failed = await cronRun("event_outbox");
    expect(failed).toMatchObject({ outcome: "failed", finished_at: expect.any(Number) });
    expect(JSON.parse(failed!.detail!).error).toContain("no such table: event_outbox");
    expect(await cronRun("payment_reconciliation")).toMatchObject({ outcome: "ok" });

    const html = await visible(await get(PATH, (await signedIn({ admin: true, gate: true })).cookie));
    expect(html).toMatch(/Wysyłka zdarzeń z outboxu[\s\S]*?Zakończone błędem[\s\S]*?błąd: /);
  });

  it("keeps a run under way without an end, and only its own run's end", async () => {
    let finish: () => void = () => {};
    const running = recordCronRun(env, "housekeeping", () => new Promise<void>((resolve) => (finish = resolve)));
    await vi.waitFor(async () => expect(await cronRun("housekeeping")).toMatchObject({ finished_at: null, outcome: null, detail: null }));
    const first = (await cronRun("housekeeping"))!.started_at;
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(first));
    // A later run starts meanwhile and ends first; the earlier one's end does not overwrite it.
    await recordCronRun(env, "housekeeping", async () => ({ deleted: 3 }));
    const later = await cronRun("housekeeping");
    expect(later).toMatchObject({ outcome: "ok", detail: JSON.stringify({ deleted: 3 }) });
    expect(later!.started_at).toBeGreaterThan(first);
    finish();
    await running;
    expect(await cronRun("housekeeping")).toEqual(later);
  });

  it("runs every task of a trigger when one throws, and throws all failures together", async () => {
    const ran: string[] = [];
    const outcome = runCronTasks(env, {
      event_outbox: async () => {
        throw new Error("outbox broken");
      },
      payment_reconciliation: async () => {
        ran.push("payment_reconciliation");
        return 7;
      },
    });
    await expect(outcome).rejects.toThrow(AggregateError);
    expect(ran).toEqual(["payment_reconciliation"]);
    expect(await cronRun("event_outbox")).toMatchObject({ outcome: "failed", detail: JSON.stringify({ error: "outbox broken" }) });
    expect(await cronRun("payment_reconciliation")).toMatchObject({ outcome: "ok", detail: JSON.stringify({ result: 7 }) });
  });
});
