import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CodeEvent, ShopEvent } from "~/lib/events";
import { register } from "~/server/accounts/customers.server";
import { getDb } from "~/server/platform/db.server";
import { enqueueEvent } from "~/server/platform/event-outbox.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { openVerificationCode, verificationCodeEvent } from "~/server/accounts/verification-codes.server";
import { sha256 } from "~/server/platform/worker-secret.server";
import { clientRequest, registration } from "../support/workers/accounts";
import { checkoutForm, seededPleatLine, currentDeliveryPrices } from "../support/workers/orders";
import { deliver, keptEvents, recordingEmail, uniqueEmail } from "../support/workers/queue";

// No verification or reset code and no private-link token is kept or logged in clear: not on the
// queue, not in the outbox, not in a dead letter, not in a log line, not anywhere in D1.

const db = getDb(env);
const refusingQueue = { send: () => Promise.reject(new Error("queue unavailable")) } as unknown as Queue;

afterEach(() => {
  vi.restoreAllMocks();
});

/** Everything the console was given while `run` ran, as one string. */
async function logsOf(run: () => Promise<unknown>): Promise<string> {
  const lines: unknown[][] = [];
  for (const method of ["log", "error", "warn", "info"] as const) vi.spyOn(console, method).mockImplementation((...args) => void lines.push(args));
  await run();
  vi.restoreAllMocks();
  return lines.map((args) => args.map(String).join(" ")).join("\n");
}

/** Every row of every table of the shop's database, as one string. */
async function wholeDatabase(): Promise<string> {
  const { results: tables } = await env.DB.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%'").all<{
    name: string;
  }>();
  const dumps = await Promise.all(tables.map(async ({ name }) => JSON.stringify((await env.DB.prepare(`select * from "${name}"`).all()).results)));
  return dumps.join("\n");
}

/** The code event a registration puts on the queue, and its code. */
async function registrationCode(events = keptEvents()) {
  const email = uniqueEmail("kod");
  expect(await register(events.env, clientRequest(), registration(email))).toMatchObject({ ok: true });
  const event = events.sent.find((e): e is CodeEvent => e.type === "verification_code" && e.email === email)!;
  return { event, code: await openVerificationCode(env, event) };
}

describe("verification and reset codes", () => {
  it("travel on the queue sealed: the message holds ciphertext, and the consumer mails the code", async () => {
    const { event, code } = await registrationCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(event).not.toHaveProperty("code");
    expect(JSON.stringify(event)).not.toContain(code);

    const email = recordingEmail();
    await deliver(event, email.env);
    expect(email.sent[0]!.text).toContain(code);
  });

  it("are sealed for their own event: each sealing differs, even of the same code", async () => {
    const first = await verificationCodeEvent(env, { email: "a@example.pl", code: "123456" });
    const second = await verificationCodeEvent(env, { email: "a@example.pl", code: "123456" });
    expect(first.sealedCode).not.toBe(second.sealedCode);
    expect(await openVerificationCode(env, first)).toBe("123456");
    await expect(openVerificationCode({ AUTH_SECRET: "another-secret-that-is-long-enough-too" }, first)).rejects.toThrow(/does not open/);
  });

  it("wait in the outbox sealed when the queue refuses them", async () => {
    const email = uniqueEmail("kod");
    expect(await register({ ...env, EVENTS: refusingQueue }, clientRequest(), registration(email))).toMatchObject({ ok: true });
    const row = await env.DB.prepare("select id, body from event_outbox where type = 'verification_code' and body like ?").bind(`%${email}%`).first<{ id: string; body: string }>();
    const kept = JSON.parse(row!.body) as CodeEvent;
    const code = await openVerificationCode(env, kept);
    expect(row!.body).not.toContain(code);
    expect(kept).not.toHaveProperty("code");
  });

  it("are dead-lettered sealed, and a message of the old format loses its clear code", async () => {
    const { event, code } = await registrationCode();
    const legacy = { id: crypto.randomUUID(), type: "verification_code", purpose: "email_verification", email: "stary@example.pl", code: "975310" };
    for (const message of [event, legacy]) {
      expect((await deliver(message, env, 3, "shop-events-dlq")).explicitAcks).toHaveLength(1);
    }
    const rows = await env.DB.prepare("select event_id, body from dead_letters where event_id in (?, ?)").bind(event.id, legacy.id).all<{ event_id: string; body: string }>();
    expect(rows.results).toHaveLength(2);
    for (const row of rows.results) {
      expect(row.body).not.toContain(code);
      expect(row.body).not.toContain("975310");
    }
  });

  it("never reach a log line, not even when the event is lost", async () => {
    const { event, code } = await registrationCode();
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
    let kept: boolean | undefined;
    const logs = await logsOf(async () => {
      kept = await enqueueEvent(broken, event);
    });
    expect(kept).toBe(false);
    expect(logs).toContain('"outcome":"lost"');
    expect(logs).toContain(event.id);
    for (const secret of [code, event.sealedCode, event.email]) expect(logs).not.toContain(secret);
  });
});

describe("private order links", () => {
  it("are kept only as their SHA-256: neither the thank-you link's token nor the e-mail's is anywhere in D1 or in the logs", async () => {
    const events = keptEvents();
    let placed: Awaited<ReturnType<typeof placeOrder>> | undefined;
    const email = recordingEmail();
    const logs = await logsOf(async () => {
      placed = await placeOrder(events.env, db, checkoutForm({ email: uniqueEmail() }), [await seededPleatLine()], null, await currentDeliveryPrices());
      await deliver(events.sent.find((e): e is Extract<ShopEvent, { type: "new_order" }> => e.type === "new_order")!, email.env);
    });
    if (!placed?.ok) throw new Error("order not placed");
    const mailed = /klucz=([\w-]+)/.exec(email.sent[0]!.html)![1]!;
    const database = await wholeDatabase();
    for (const token of [placed.accessToken, mailed]) {
      expect(database).not.toContain(token);
      expect(logs).not.toContain(token);
      expect(database).toContain(await sha256(token));
    }
  });
});
