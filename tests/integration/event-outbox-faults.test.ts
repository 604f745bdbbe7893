import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import type { ShopEvent, ShopEventType } from "~/lib/events";
import { getCustomer } from "~/server/accounts/customers.server";
import { authorizeAdmin } from "~/server/admin/gate.server";
import { answerEnquiry } from "~/server/enquiries/inbox.server";
import { receiveEnquiry } from "~/server/enquiries/intake.server";
import { saveEnquiry } from "../support/workers/enquiries";
import { acceptOrder, ADMIN_ORDERS_PAGE_SIZE, rejectOrder, setStatus } from "~/server/orders/admin.server";
import { requestOrdersExport } from "~/server/orders/exports.server";
import { cancelOrder } from "~/server/orders/history.server";
import { requestFreshOrderLink } from "~/server/orders/pages.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { paymentProvider, reconcileOpenPayments, startOrderPayment } from "~/server/payments/lifecycle.server";
import { getDb } from "~/server/platform/db.server";
import { type AfterResponse, OUTBOX_GRACE_MS } from "~/server/platform/event-outbox.server";
import { requestSamples } from "~/server/samples/requests.server";
import worker from "../../workers/app";
import { clientRequest } from "../support/workers/accounts";
import { signedIn, testActor } from "../support/workers/admin";
import { checkoutForm, currentDeliveryPrices, seededPleatLine } from "../support/workers/orders";
import { type FakePayu, fakePayu } from "../support/workers/payu";
import { deliver, keptEvents, recordingEmail, uniqueEmail } from "../support/workers/queue";

// Issue 44: no event is lost between a change and its message. Every producer writes its event into the outbox in
// the batch of the change it reports, then sends it after the response. Here that send fails in each way a worker
// can fail it, for each event path: the change and its outbox row are both in D1, the minute's flush (run more
// than once) sends the event, and however often the queue hands it over, its e-mails (or export) happen once.

const db = getDb(env);

/**
 * How the send after the batch fails:
 * - refused: the queue throws; the row's attempt is counted, so the next flush sends it;
 * - never sent: the worker died before the send got out; the row waits out the grace period, then the flush sends it;
 * - sent, row kept: the queue took it but the worker died before deleting the row; the flush sends it again.
 */
type Fault = "refused" | "never sent" | "sent, row kept";

function faulty(fault: Fault) {
  const reachedQueue: ShopEvent[] = [];
  const pending: Promise<unknown>[] = [];
  const send = {
    refused: async () => Promise.reject(new Error("queue unavailable")),
    "never sent": () => new Promise(() => {}),
    "sent, row kept": (event: ShopEvent) => {
      reachedQueue.push(event);
      return new Promise(() => {});
    },
  }[fault];
  const later: AfterResponse = { waitUntil: (promise) => void pending.push(promise) };
  // Only a refused send ends: the other two stand for a worker that is gone.
  const settled = () => (fault === "refused" ? Promise.all(pending) : Promise.resolve());
  return { env: { ...env, EVENTS: { send } as unknown as Queue }, later, reachedQueue, settled };
}

/** The minute's cron with a queue that records what it is given. */
async function flush(): Promise<ShopEvent[]> {
  const sent: ShopEvent[] = [];
  const queue = { send: async (event: ShopEvent) => void sent.push(event) } as unknown as Queue;
  await worker.scheduled(createScheduledController({ cron: "* * * * *" }), { ...env, EVENTS: queue });
  return sent;
}

type OutboxRow = { id: string; type: string; body: string; attempts: number; lastError: string | null };
const outboxRows = async () => (await env.DB.prepare("select id, type, body, attempts, last_error as lastError from event_outbox order by created_at").all<OutboxRow>()).results;

/** Counts the exports written to R2. */
function countingExports() {
  let uploads = 0;
  const bucket = new Proxy(env.EXPORTS, {
    get(target, property) {
      if (property === "createMultipartUpload") {
        return (...args: Parameters<R2Bucket["createMultipartUpload"]>) => {
          uploads++;
          return target.createMultipartUpload(...args);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { bucket, uploads: () => uploads };
}

async function placed(change: { userId?: string; email?: string; paymentMethod?: "payu" } = {}) {
  const form = checkoutForm({ email: change.email ?? uniqueEmail(), ...(change.paymentMethod ? { paymentMethod: change.paymentMethod } : {}) });
  const result = await placeOrder(keptEvents().env, db, form, [await seededPleatLine()], change.userId ?? null, await currentDeliveryPrices());
  if (!result.ok) throw new Error(result.message);
  return result.number;
}

const orderOf = (number: string) =>
  env.DB.prepare("select order_status as orderStatus, accepted, payment_status as paymentStatus from orders where number = ?")
    .bind(number)
    .first<{ orderStatus: string; accepted: number | null; paymentStatus: string }>();
const countOf = async (sql: string, ...values: unknown[]) =>
  (await env.DB.prepare(`select count(*) as n from ${sql}`)
    .bind(...values)
    .first<{ n: number }>())!.n;

let payu: FakePayu | null = null;
afterEach(() => {
  payu?.restore();
  payu = null;
});

interface Run {
  /** The producer, on `producerEnv`; `later` is the request's waitUntil where it has one. */
  produce(producerEnv: Env, later: AfterResponse): Promise<unknown>;
  /** Whether the change the event reports is in D1; null where the producer writes nothing of its own. */
  changed: (() => Promise<boolean>) | null;
  /** The e-mails and exports the event should make, each once. */
  effects(): Promise<number>;
}

interface EventPath {
  type: ShopEventType;
  /** One event per changed row. */
  events: number;
  /** Producers with no response to wait for (a cron run) or nothing to keep (enqueueEvent) only see the queue refuse. */
  faults: readonly Fault[];
  prepare(): Promise<Run>;
}

const everyFault = ["refused", "never sent", "sent, row kept"] as const;

const paths: EventPath[] = [
  {
    type: "new_order",
    events: 1,
    faults: everyFault,
    async prepare() {
      const form = checkoutForm({ email: uniqueEmail() });
      const line = await seededPleatLine();
      const prices = await currentDeliveryPrices();
      return {
        produce: (producerEnv, later) => placeOrder(producerEnv, db, form, [line], null, prices, later),
        changed: async () => (await countOf("orders where idempotency_key = ?", form.idempotencyKey)) === 1,
        effects: async () => 2, // the customer's confirmation and the shop's notice
      };
    },
  },
  {
    type: "order_cancelled",
    events: 1,
    faults: everyFault,
    async prepare() {
      const session = await signedIn();
      const customer = (await getCustomer(env, clientRequest("/profile", { headers: { Cookie: session.cookie } })))!;
      const number = await placed({ userId: customer.user.id, email: session.email });
      return {
        produce: (producerEnv, later) => cancelOrder(producerEnv, customer, number, later),
        changed: async () => (await orderOf(number))?.orderStatus === "anulowane",
        effects: async () => 2, // the customer's confirmation and the shop's notice
      };
    },
  },
  {
    type: "order_accepted",
    events: 1,
    faults: everyFault,
    async prepare() {
      const number = await placed();
      return {
        produce: (producerEnv, later) => acceptOrder(producerEnv, testActor, number, later),
        changed: async () => (await orderOf(number))?.accepted === 1,
        effects: async () => 1,
      };
    },
  },
  {
    type: "order_rejected",
    events: 1,
    faults: everyFault,
    async prepare() {
      const number = await placed();
      return {
        produce: (producerEnv, later) => rejectOrder(producerEnv, testActor, number, "Brak tkaniny", later),
        changed: async () => (await orderOf(number))?.accepted === 0,
        effects: async () => 1,
      };
    },
  },
  {
    type: "status_update",
    events: 2,
    faults: everyFault,
    async prepare() {
      const numbers = [await placed(), await placed()];
      return {
        produce: (producerEnv, later) => setStatus(producerEnv, testActor, "orderStatus", "w_realizacji", numbers, later),
        changed: async () => (await Promise.all(numbers.map(orderOf))).every((order) => order?.orderStatus === "w_realizacji"),
        effects: async () => 2, // one e-mail to each order's customer
      };
    },
  },
  {
    type: "enquiry_received",
    events: 1,
    faults: everyFault,
    async prepare() {
      const email = uniqueEmail();
      const sender = { firstName: "Anna", lastName: "Nowak", email, phone: "600700800", subject: "Pytanie o plisy", message: "Czy szyjecie plisy na wymiar?" };
      return {
        produce: (producerEnv, later) => receiveEnquiry(producerEnv, "contact", sender, {}, later),
        changed: async () => (await countOf("enquiries where email = ?", email)) === 1,
        effects: async () => 1, // the shop's
      };
    },
  },
  {
    type: "enquiry_answered",
    events: 1,
    faults: everyFault,
    async prepare() {
      const sender = { firstName: "Anna", lastName: "Nowak", email: uniqueEmail(), phone: "600700800", subject: "Pytanie", message: "Czy szyjecie plisy?" };
      const { id } = await saveEnquiry(db, "contact", sender);
      return {
        produce: (producerEnv, later) => answerEnquiry(producerEnv, testActor, id, "Tak, szyjemy.", later),
        changed: async () => (await countOf("enquiry_replies where enquiry_id = ?", id)) === 1,
        effects: async () => 1,
      };
    },
  },
  {
    type: "sample_requested",
    events: 1,
    faults: everyFault,
    async prepare() {
      const email = uniqueEmail();
      const input = { fabrics: ["PL-101"], name: "Anna Nowak", street: `Lipowa ${crypto.randomUUID().slice(0, 6)}`, postalCode: "00-950", city: "Warszawa", email };
      return {
        produce: (producerEnv, later) => requestSamples(producerEnv, input, null, later),
        changed: async () => (await countOf("sample_requests where email = ?", email)) === 1,
        effects: async () => 1,
      };
    },
  },
  {
    type: "orders_export",
    events: 1,
    faults: everyFault,
    async prepare() {
      const before = await countOf("export_jobs");
      return {
        produce: (producerEnv, later) => requestOrdersExport(producerEnv, testActor, later),
        changed: async () => (await countOf("export_jobs")) === before + 1,
        effects: async () => 1, // one file in R2
      };
    },
  },
  {
    type: "admin_gate_locked",
    events: 1,
    faults: everyFault,
    async prepare() {
      const admin = await signedIn({ admin: true, gate: true });
      const customer = (await getCustomer(env, clientRequest("/admin-auth", { headers: { Cookie: admin.cookie } })))!;
      return {
        async produce(producerEnv, later) {
          // Ten wrong tries, each from an address of its own: the tenth locks the gate.
          for (let i = 0; i < 10; i++) {
            await authorizeAdmin(producerEnv, clientRequest("/admin-auth", { headers: { Cookie: admin.cookie } }), customer, { code: "0000", totp: "000000" }, later);
          }
        },
        changed: async () => (await countOf("admin_gate where user_id = ? and locked_until > ?", admin.userId, Date.now())) === 1,
        effects: () => countOf("profiles where admin = 1"), // every administrator, once
      };
    },
  },
  {
    type: "order_link_requested",
    events: 1,
    faults: ["refused"],
    async prepare() {
      const number = await placed();
      return {
        produce: (producerEnv) => requestFreshOrderLink(producerEnv, clientRequest(), number),
        changed: null, // the consumer writes the link it mails
        effects: async () => 1,
      };
    },
  },
  {
    type: "payment_notification",
    events: 1,
    faults: ["refused"],
    async prepare() {
      payu = fakePayu();
      const provider = paymentProvider(env)!;
      const number = await placed({ paymentMethod: "payu" });
      const started = await startOrderPayment(db, provider, number, { origin: "http://localhost:5173", customerIp: "203.0.113.9", token: "link" });
      if (!started.ok) throw new Error(`the payment did not start: ${started.reason}`);
      payu.setStatus(payu.orderFor(number).orderId, "COMPLETED");
      return {
        // The minute's reconciliation, half an hour on, asks PayU about the open payment.
        produce: (producerEnv) => reconcileOpenPayments(producerEnv, db, paymentProvider(producerEnv)!, Date.now() + 31 * 60_000),
        changed: async () => (await countOf("payments where reference = ? and checked_at is not null", number)) === 1,
        effects: async () => 2, // the customer's and the shop's payment e-mails
      };
    },
  },
];

describe.each(paths)("$type", (path) => {
  it.each(path.faults)("the send after the batch %s: the change and its event are in D1, and the flush gets it out once", async (fault) => {
    const run = await path.prepare();
    const before = new Set((await outboxRows()).map((row) => row.id));
    const producer = faulty(fault);
    await run.produce(producer.env, producer.later);
    await producer.settled();

    if (run.changed) expect(await run.changed()).toBe(true);
    const kept = (await outboxRows()).filter((row) => !before.has(row.id));
    expect(kept.map((row) => row.type)).toEqual(Array(path.events).fill(path.type));
    // A refused send is counted, so the next flush takes it at once; an untried row waits out the grace period.
    for (const row of kept) expect(row.attempts > 0).toBe(fault === "refused");
    const ours = new Set(kept.map((row) => row.id));
    const oursOf = (events: ShopEvent[]) => events.filter((event) => ours.has(event.id));

    const flushed = oursOf(await flush());
    if (fault !== "refused") {
      // Within the grace period the producer's own send may still be under way: the flush leaves the rows alone.
      expect(flushed).toEqual([]);
      await env.DB.prepare("update event_outbox set created_at = created_at - ? where id in (select value from json_each(?))")
        .bind(OUTBOX_GRACE_MS + 1_000, JSON.stringify([...ours]))
        .run();
      flushed.push(...oursOf(await flush()));
    }
    // A second flush finds nothing of them left.
    expect(oursOf(await flush())).toEqual([]);
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect(flushed.toSorted(byId)).toEqual(kept.map((row) => JSON.parse(row.body)).toSorted(byId));
    expect((await outboxRows()).filter((row) => ours.has(row.id))).toEqual([]);

    // The consumer gets each event from the flush, again as a redelivery, and (when the producer's send got out
    // before its worker died) from the producer too: its e-mails or export happen once.
    const email = recordingEmail();
    const exports = countingExports();
    const consumerEnv = { ...email.env, EXPORTS: exports.bucket };
    for (const event of [...producer.reachedQueue, ...flushed]) expect((await deliver(event, consumerEnv)).explicitAcks).toHaveLength(1);
    for (const event of flushed) expect((await deliver(event, consumerEnv, 2)).explicitAcks).toHaveLength(1);
    const mailed = email.sent.map((message) => `${message.to}: ${message.subject}`);
    expect(new Set(mailed).size).toBe(mailed.length);
    expect(mailed.length + exports.uploads()).toBe(await run.effects());
  });
});

describe("a failing batch", () => {
  afterEach(async () => {
    await env.DB.prepare("drop trigger if exists fail_outbox").run();
  });

  // The outbox refuses its row: the change in the same batch is not written either. (The order link has no change of its own.)
  it.each(paths.filter((path) => path.type !== "order_link_requested"))("writes neither the change nor its event: $type", async (path) => {
    const run = await path.prepare();
    const before = (await outboxRows()).length;
    await env.DB.prepare("create trigger fail_outbox before insert on event_outbox begin select raise(abort, 'disk I/O error'); end").run();
    const producer = keptEvents();
    await run.produce(producer.env, { waitUntil: () => {} }).catch(() => null);
    expect(await run.changed!()).toBe(false);
    expect(await outboxRows()).toHaveLength(before);
    expect(producer.sent).toEqual([]);
  });

  it("keeps no event of an order whose lines could not be written", async () => {
    await env.DB.prepare("create trigger fail_outbox before insert on order_items begin select raise(abort, 'disk I/O error'); end").run();
    const form = checkoutForm({ email: uniqueEmail() });
    const producer = keptEvents();
    const failed = await placeOrder(producer.env, db, form, [await seededPleatLine()], null, await currentDeliveryPrices());
    expect(failed).toMatchObject({ ok: false, status: 503 });
    expect(await countOf("event_outbox where type = 'new_order' and body like ?", `%${form.email}%`)).toBe(0);
    expect(await countOf("orders where idempotency_key = ?", form.idempotencyKey)).toBe(0);
    expect(producer.sent).toEqual([]);
  });
});

describe("a status change of a whole page of orders", () => {
  it("keeps one event per changed order in the batch, none for an order that already had the status, and sends them after the response", async () => {
    const numbers = await Promise.all(Array.from({ length: ADMIN_ORDERS_PAGE_SIZE }, () => placed()));
    const [already, ...changing] = numbers;
    await env.DB.prepare("update orders set order_status = 'gotowe' where number = ?").bind(already).run();
    // A queue that takes each event only when let go, so what the change waits for shows.
    let letGo!: () => void;
    const open = new Promise<void>((resolve) => (letGo = resolve));
    const sent: ShopEvent[] = [];
    const queue = { send: async (event: ShopEvent) => open.then(() => void sent.push(event)) } as unknown as Queue;
    const pending: Promise<unknown>[] = [];
    const result = await setStatus({ ...env, EVENTS: queue }, testActor, "orderStatus", "gotowe", numbers, { waitUntil: (promise) => void pending.push(promise) });
    expect(result).toEqual({ found: ADMIN_ORDERS_PAGE_SIZE, changed: ADMIN_ORDERS_PAGE_SIZE - 1 });
    // Answered with every event kept and none sent yet: the response does not wait for the queue.
    expect(sent).toEqual([]);
    expect(await countOf("event_outbox where type = 'status_update'")).toBe(changing.length);
    letGo();
    await Promise.all(pending);
    expect(sent.map((event) => (event.type === "status_update" ? event.orderNumber : null)).sort()).toEqual([...changing].sort());
    expect(await countOf("event_outbox where type = 'status_update'")).toBe(0);
  });
});
