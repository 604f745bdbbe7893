import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ShopEvent } from "~/lib/events";
import { PAYMENT_PROBLEM_LABELS } from "~/lib/online-payments";
import { getDb } from "~/server/platform/db.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { sha256 } from "~/server/platform/worker-secret.server";
import worker from "../../workers/app";
import { answerOf, get as adminGet, signedIn, visible, type Session } from "../support/workers/admin";
import { checkoutForm, type Fields, formData, currentDeliveryPrices, seededPleatLine } from "../support/workers/orders";
import { type FakePayu, fakePayu, PAYU_API, payuSecrets, paymentNotificationBody, refundNotificationBody, signedNotification } from "../support/workers/payu";
import { deliver, keptEvents, recordingEmail, uniqueEmail } from "../support/workers/queue";

// PayU payments end to end inside workerd: the checkout and 'Ponów płatność' through the worker, PayU's
// notifications through the notify route and the queue consumer, the result pages, reconciliation and refunds.
// PayU is the fake of tests/support/workers/payu.ts; nothing reaches the network.

const ORIGIN = "http://shop.test";

let payu: FakePayu;
beforeEach(() => {
  payu = fakePayu();
});
afterEach(() => {
  payu.restore();
});

let client = 0;
const clientIp = () => `203.0.113.${(++client % 250) + 1}`;

function post(path: string, fields: Fields, ip = clientIp()): Promise<Response> {
  return exports.default.fetch(
    new Request(`${ORIGIN}${path}`, { method: "POST", body: formData(fields), headers: { Origin: ORIGIN, "CF-Connecting-IP": ip }, redirect: "manual" }),
  );
}

/** React Router's single fetch: a POST to `<path>.data` answers the action's data, turbo-stream encoded. */
async function postForData(path: string, fields: Fields, ip?: string): Promise<{ status: number; data: Record<string, unknown> }> {
  const [pathname, search = ""] = path.split("?");
  const response = await post(`${pathname}.data${search ? `?${search}` : ""}`, fields, ip);
  const decoded = await decodeViaTurboStream(response.body!, globalThis as unknown as Window);
  await decoded.done;
  return { status: response.status, data: (decoded.value as { data: Record<string, unknown> }).data };
}

const page = (path: string) => exports.default.fetch(new Request(`${ORIGIN}${path}`, { redirect: "manual" }));

interface OrderRow {
  id: number;
  number: string;
  finalTotal: number;
  paymentStatus: string;
  email: string;
}

const orderByKey = (key: string) =>
  env.DB.prepare("select id, number, final_total as finalTotal, payment_status as paymentStatus, email from orders where idempotency_key = ?").bind(key).first<OrderRow>();
const paymentStatusOf = async (number: string) => (await env.DB.prepare("select payment_status as s from orders where number = ?").bind(number).first<{ s: string }>())!.s;

interface AttemptRow {
  reference: string;
  providerPaymentId: string | null;
  state: string;
  amount: number;
  method: string | null;
  problem: string | null;
  refundId: string | null;
  refundStatus: string | null;
}

const attemptsOf = async (orderId: number) =>
  (
    await env.DB.prepare(
      "select reference, provider_payment_id as providerPaymentId, state, amount, method, problem, refund_id as refundId, refund_status as refundStatus from payments where order_id = ? order by id",
    )
      .bind(orderId)
      .all<AttemptRow>()
  ).results;

interface PlacedPayuOrder extends OrderRow {
  fields: Fields;
  placedPath: string;
  /** The private link's token PayU brings the shopper back with. */
  token: string;
  /** PayU's id of the order's (first) payment; null when PayU was not reached. */
  payuOrderId: string | null;
}

/** A guest's PayU order through the checkout as the page submits it (JavaScript on). */
async function checkoutWithPayu(): Promise<PlacedPayuOrder> {
  const fields: Fields = { ...checkoutForm({ email: uniqueEmail(), paymentMethod: "payu" }), cart: JSON.stringify([await seededPleatLine()]), js: "1" };
  const { status, data } = await postForData("/finalizacja-zamowienia", fields);
  expect(status).toBe(200);
  const placedPath = String(data.placedPath);
  const order = (await orderByKey(String(fields.idempotencyKey)))!;
  const made = [...payu.orders.values()].find((one) => one.extOrderId === order.number);
  const token = new URL(made ? payu.creates().find((one) => one.extOrderId === order.number)!.continueUrl : `${ORIGIN}${placedPath}`).searchParams.get("klucz")!;
  return { ...order, fields, placedPath, token, payuOrderId: made?.orderId ?? null };
}

const resultPath = (page: "/payment-success" | "/payment-failure", order: { number: string; token: string }) =>
  `${page}?${new URLSearchParams({ orderId: order.number, klucz: order.token })}`;

describe("checkout with PayU", () => {
  it("saves the order once as payu_pending, creates PayU's order for its total and sends the shopper to PayU's page; a resubmission goes to the same page", async () => {
    const order = await checkoutWithPayu();
    expect(order.paymentStatus).toBe("payu_pending");

    const [create, ...more] = payu.creates();
    expect(more).toEqual([]);
    expect(create).toMatchObject({
      extOrderId: order.number,
      totalAmount: String(order.finalTotal),
      currencyCode: "PLN",
      merchantPosId: "300746",
      notifyUrl: `${ORIGIN}/api/payments/payu/notify`,
      buyer: { email: order.email, phone: "600700800", firstName: "Anna", lastName: "Nowak", language: "pl" },
    });
    expect(create!.continueUrl).toBe(`${ORIGIN}${resultPath("/payment-success", order)}`);
    expect(create!.customerIp).toMatch(/^203\.0\.113\.\d+$/);
    // The token in continueUrl is the order's own private link.
    const link = await env.DB.prepare("select order_id from order_links where token_hash = ?")
      .bind(await sha256(order.token))
      .first();
    expect(link).toEqual({ order_id: order.id });
    expect(order.placedPath).toBe(`${PAYU_API}/pay/${order.payuOrderId}`);
    expect(await attemptsOf(order.id)).toMatchObject([{ reference: order.number, providerPaymentId: order.payuOrderId, state: "NEW", amount: order.finalTotal }]);

    const again = await postForData("/finalizacja-zamowienia", order.fields);
    expect(again.data.placedPath).toBe(order.placedPath);
    expect(payu.creates()).toHaveLength(1);
    expect((await env.DB.prepare("select count(*) as n from orders where idempotency_key = ?").bind(order.fields.idempotencyKey).first<{ n: number }>())!.n).toBe(1);
  });
});

/** Posts to the notify route as PayU does, through the worker with a queue that keeps what it is given. */
async function notify(request: Request) {
  const queue = keptEvents();
  const ctx = createExecutionContext();
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, queue.env, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, events: queue.sent };
}

/** A genuine notification, accepted by the notify route: the event it put on the queue. */
async function notified(body: string): Promise<ShopEvent> {
  const { status, events } = await notify(await signedNotification(body));
  expect(status).toBe(200);
  expect(events).toHaveLength(1);
  return events[0]!;
}

/** The event handed to the consumer as the queue would; the e-mails it sent are recorded. */
async function consume(event: ShopEvent, email = recordingEmail()) {
  const result = await deliver(event, email.env);
  expect(result.explicitAcks).toHaveLength(1);
  expect(result.retryMessages).toEqual([]);
  return email;
}

/** A notification of the order's PayU payment, through the route and the consumer. */
async function applied(order: PlacedPayuOrder, status: Parameters<typeof paymentNotificationBody>[1], change: Record<string, unknown> = {}, email = recordingEmail()) {
  return consume(await notified(paymentNotificationBody(payu.orders.get(order.payuOrderId!)!, status, change)), email);
}

/**
 * The every-minute cron at `at`, run until it asks PayU about nothing more: a run takes at most 20 open payments,
 * and the file's other tests leave theirs open too. Its events are kept in `queue`.
 */
async function reconcileAt(at: number, queue = keptEvents()) {
  for (let run = 0; run < 10; run++) {
    const before = payu.retrieved().length;
    await worker.scheduled(createScheduledController({ scheduledTime: at, cron: "* * * * *" }), queue.env);
    if (payu.retrieved().length === before) return queue;
  }
  throw new Error("reconciliation did not settle");
}

const paymentEventsOf = (events: ShopEvent[], payuOrderId: string | null) =>
  events.filter((event) => event.type === "payment_notification" && event.notification.kind === "payment" && event.notification.payment.providerPaymentId === payuOrderId);

const paymentSubjects = (number: string) => [`Otrzymaliśmy płatność za zamówienie ${number}`, `Opłacono zamówienie ${number} (PayU)`];

describe("PayU unreachable at checkout", () => {
  it("keeps the order, marks its payment failed and shows the failure page, whose 'Ponów płatność' starts a second PayU order", async () => {
    payu.fail({ kind: "network" });
    const order = await checkoutWithPayu();
    expect(order.placedPath).toBe(resultPath("/payment-failure", order));
    expect(order.paymentStatus).toBe("failed");
    expect(await attemptsOf(order.id)).toMatchObject([{ reference: order.number, providerPaymentId: null, state: "START_FAILED" }]);

    const failure = await page(order.placedPath);
    expect(failure.status).toBe(200);
    const shown = await visible(failure);
    expect(shown).toContain("Płatność nieudana");
    expect(shown).toContain("Ponów płatność");
    expect(shown).toContain(order.number);

    payu.heal();
    const retry = await postForData(order.placedPath, {});
    expect(retry.status).toBe(200);
    const second = payu.orderFor(`${order.number}-2`);
    expect(retry.data).toEqual({ paymentUrl: `${PAYU_API}/pay/${second.orderId}` });
    // The checkout's request never reached PayU; the retry's did.
    expect(payu.creates().map((create) => create.extOrderId)).toEqual([order.number, `${order.number}-2`]);
    expect(payu.creates()[1]).toMatchObject({ totalAmount: String(order.finalTotal), continueUrl: `${ORIGIN}${resultPath("/payment-success", order)}` });
    expect(await paymentStatusOf(order.number)).toBe("payu_pending");
    expect((await attemptsOf(order.id)).map((attempt) => [attempt.reference, attempt.state])).toEqual([
      [order.number, "START_FAILED"],
      [`${order.number}-2`, "NEW"],
    ]);

    // A plain form post of the same button shows the way to PayU's page.
    payu.fail({ kind: "http", status: 500 });
    const document = await post(order.placedPath, {});
    expect(document.status).toBe(200);
    expect(await document.text()).toContain(`href="${PAYU_API}/pay/${second.orderId}"`);
    expect(payu.creates()).toHaveLength(2);
  });

  it("says so when PayU still cannot be reached on retry, and leaves the order payable", async () => {
    payu.fail({ kind: "status", statusCode: "ERROR_VALUE_INVALID" }, "create");
    const order = await checkoutWithPayu();
    expect(order.paymentStatus).toBe("failed");
    payu.fail({ kind: "http", status: 503 });
    const retry = await postForData(order.placedPath, {});
    expect(retry.status).toBe(503);
    expect(retry.data.retryError).toMatch(/^Nie udało się połączyć z PayU/);
    expect(await paymentStatusOf(order.number)).toBe("failed");
    expect((await attemptsOf(order.id)).map((attempt) => attempt.state)).toEqual(["START_FAILED", "START_FAILED"]);
  });

  it("refuses the retry to a stranger without the link's key, and shows them no order data", async () => {
    payu.fail({ kind: "network" });
    const order = await checkoutWithPayu();
    payu.heal();
    const stranger = `/payment-failure?${new URLSearchParams({ orderId: order.number })}`;
    const retry = await postForData(stranger, {});
    expect(retry.status).toBe(404);
    expect(retry.data.retryError).toMatch(/^Tego zamówienia nie można już opłacić przez PayU/);
    // Only the checkout's own request, which never reached PayU.
    expect(payu.creates().map((create) => create.extOrderId)).toEqual([order.number]);

    const holder = await (await page(order.placedPath)).text();
    expect(holder).toContain("finalTotal");
    const seen = await (await page(stranger)).text();
    expect(seen).toContain("Płatność nieudana");
    expect(seen).not.toContain("Ponów płatność");
    expect(seen).not.toContain("finalTotal");
    expect(seen).not.toContain(order.email);
    expect(await paymentStatusOf(order.number)).toBe("failed");
  });
});

describe("the notify route", () => {
  it("refuses anything not signed with the shop's key (400) and changes nothing", async () => {
    const order = await checkoutWithPayu();
    const body = paymentNotificationBody(payu.orders.get(order.payuOrderId!)!, "COMPLETED");
    // A digest PayU never uses: SHA-1 of the same body and key.
    const sha1 = Array.from(new Uint8Array(await crypto.subtle.digest("SHA-1", new TextEncoder().encode(body + payuSecrets.PAYU_SECOND_KEY))), (byte) =>
      byte.toString(16).padStart(2, "0"),
    ).join("");
    const signed = await signedNotification(body);
    const refused: [string, Request][] = [
      ["unsigned", new Request(signed.url, { method: "POST", body, headers: { "Content-Type": "application/json" } })],
      ["wrong key", await signedNotification(body, { key: "0123456789abcdef0123456789abcdef" })],
      [
        "unknown algorithm",
        new Request(signed.url, {
          method: "POST",
          body,
          headers: { "Content-Type": "application/json", "OpenPayU-Signature": `sender=checkout;signature=${sha1};algorithm=SHA-1;content=DOCUMENT` },
        }),
      ],
      ["tampered body", new Request(signed.url, { method: "POST", body: body.replace('"COMPLETED"', '"CANCELED"'), headers: signed.headers })],
      ["malformed JSON", await signedNotification('{"order":')],
      ["signed JSON of no known shape", await signedNotification({ order: { orderId: order.payuOrderId, status: "COMPLETED" } })],
    ];
    for (const [what, request] of refused) {
      const { status, events } = await notify(request);
      expect([what, status, events]).toEqual([what, 400, []]);
    }
    expect(await paymentStatusOf(order.number)).toBe("payu_pending");
    expect((await attemptsOf(order.id))[0]!.state).toBe("NEW");
  });

  it("queues a genuine notification (MD5 or SHA-256) and answers 200, without the Origin a browser's post must have", async () => {
    const order = await checkoutWithPayu();
    const body = paymentNotificationBody(payu.orders.get(order.payuOrderId!)!, "PENDING");
    for (const algorithm of ["MD5", "SHA-256"] as const) {
      const request = await signedNotification(body, { algorithm });
      expect([request.headers.get("Origin"), request.headers.get("Sec-Fetch-Site")]).toEqual([null, null]);
      const { status, events } = await notify(request);
      expect(status).toBe(200);
      expect(events).toMatchObject([
        {
          type: "payment_notification",
          provider: "payu",
          notification: {
            kind: "payment",
            payment: { providerPaymentId: order.payuOrderId, reference: order.number, state: "PENDING", amount: order.finalTotal, currency: "PLN" },
          },
        },
      ]);
    }
    // Queued, not applied: the consumer does that.
    expect((await attemptsOf(order.id))[0]!.state).toBe("NEW");
    // Every other API post still needs to come from the shop's pages.
    const quote = await exports.default.fetch(
      new Request(`${ORIGIN}/api/cart/quote`, { method: "POST", body: JSON.stringify({ items: [] }), headers: { "Content-Type": "application/json" } }),
    );
    expect(quote.status).toBe(403);
    // A signature opens only the notify path: the same signed post anywhere else in the API is still refused.
    const signedElsewhere = await exports.default.fetch(new Request(`${ORIGIN}/api/cart/quote`, await signedNotification(body)));
    expect(signedElsewhere.status).toBe(403);
  });
});

describe("the consumer applying PayU's notifications", () => {
  it("pays the order on COMPLETED and mails the customer and the shop once, however often it hears of it", async () => {
    const order = await checkoutWithPayu();
    // Reconciliation asked PayU while the notification was on its way: two events of one payment.
    payu.setStatus(order.payuOrderId!, "COMPLETED");
    const reconciled = paymentEventsOf((await reconcileAt(Date.now() + 31 * 60_000)).sent, order.payuOrderId);
    expect(reconciled).toHaveLength(1);

    const email = await applied(order, "COMPLETED");
    expect(await paymentStatusOf(order.number)).toBe("payu_completed");
    expect(await attemptsOf(order.id)).toMatchObject([{ state: "COMPLETED", method: "PBL", problem: null }]);
    expect(email.sent.map((message) => [message.to, message.subject])).toEqual([
      [order.email, paymentSubjects(order.number)[0]],
      [env.SHOP_ADMIN_EMAIL, paymentSubjects(order.number)[1]],
    ]);
    expect(email.sent[1]!.text).toContain(order.payuOrderId);

    await applied(order, "COMPLETED", {}, email);
    await consume(reconciled[0]!, email);
    await applied(order, "PENDING", {}, email);
    await applied(order, "CANCELED", {}, email);
    expect(email.sent).toHaveLength(2);
    expect(await paymentStatusOf(order.number)).toBe("payu_completed");
    expect((await attemptsOf(order.id))[0]!.state).toBe("COMPLETED");
  });

  it("marks the order payu_cancelled on CANCELED, and the failure page offers 'Ponów płatność'", async () => {
    const order = await checkoutWithPayu();
    const email = await applied(order, "CANCELED");
    expect(email.sent).toEqual([]);
    expect(await paymentStatusOf(order.number)).toBe("payu_cancelled");
    const shown = await visible(await page(resultPath("/payment-failure", order)));
    expect(shown).toContain("Płatność nieudana");
    expect(shown).toContain("Ponów płatność");
    // The order's own page leads there too, with its private link.
    const details = await (await page(`/order-details/${order.number}?klucz=${order.token}`)).text();
    expect(details).toContain(`href="${resultPath("/payment-failure", order).replaceAll("&", "&amp;")}"`);
    expect(details).toContain("Zapłać przez PayU");
    // PayU sends the shopper back to continueUrl with error=501: the same failure page.
    const back = await page(`${resultPath("/payment-success", order)}&error=501`);
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe(resultPath("/payment-failure", order));

    // A retry is a new attempt, which speaks for the order; the cancelled one no longer does.
    const retry = await postForData(resultPath("/payment-failure", order), {});
    expect(retry.data.paymentUrl).toBe(`${PAYU_API}/pay/${payu.orderFor(`${order.number}-2`).orderId}`);
    expect(await paymentStatusOf(order.number)).toBe("payu_pending");
    await applied(order, "CANCELED", {}, email);
    expect(await paymentStatusOf(order.number)).toBe("payu_pending");
  });

  it("ignores a notification that arrives after a later one (PENDING, then a late NEW)", async () => {
    const order = await checkoutWithPayu();
    await applied(order, "PENDING", { payMethod: { type: "dpp" } });
    expect(await paymentStatusOf(order.number)).toBe("paypo_pending");
    await applied(order, "NEW", { payMethod: undefined });
    expect(await attemptsOf(order.id)).toMatchObject([{ state: "PENDING", method: "dpp" }]);
    expect(await paymentStatusOf(order.number)).toBe("paypo_pending");
  });

  it("treats a PENDING payment by a pay-later method (dpp) as paypo_pending, and a bank's as payu_pending", async () => {
    const later = await checkoutWithPayu();
    await applied(later, "PENDING", { payMethod: { type: "dpp" } });
    expect(await paymentStatusOf(later.number)).toBe("paypo_pending");
    const bank = await checkoutWithPayu();
    await applied(bank, "PENDING");
    expect(await paymentStatusOf(bank.number)).toBe("payu_pending");
    expect((await attemptsOf(bank.id))[0]!.state).toBe("PENDING");
  });

  describe("an amount or currency that is not the order's", () => {
    let admin: Session;
    beforeEach(async () => {
      admin ??= await signedIn({ admin: true, gate: true });
    });

    it.each([
      ["amount", (order: PlacedPayuOrder) => ({ totalAmount: String(order.finalTotal + 1) })],
      ["currency", () => ({ currencyCode: "EUR" })],
    ])("%s: refused, flagged for the owner, no e-mail", async (_what, change) => {
      const order = await checkoutWithPayu();
      const email = await applied(order, "COMPLETED", change(order));
      expect(email.sent).toEqual([]);
      expect(await paymentStatusOf(order.number)).toBe("payu_pending");
      expect(await attemptsOf(order.id)).toMatchObject([{ state: "NEW", problem: "amount_mismatch" }]);
      const panel = await adminGet(`/admin/excel-bot?szukaj=${order.number}`, admin.cookie);
      expect(panel.status).toBe(200);
      expect(await visible(panel)).toContain(PAYMENT_PROBLEM_LABELS.amount_mismatch);
    });
  });

  it("changes nothing for a PayU order the shop does not know, even with one of its order numbers", async () => {
    const order = await checkoutWithPayu();
    const known = payu.orders.get(order.payuOrderId!)!;
    const email = await consume(await notified(paymentNotificationBody({ ...known, orderId: "UNKNOWN1234567890ABCD" }, "COMPLETED")));
    expect(email.sent).toEqual([]);
    expect(await paymentStatusOf(order.number)).toBe("payu_pending");
    expect(await attemptsOf(order.id)).toMatchObject([{ providerPaymentId: order.payuOrderId, state: "NEW", problem: null }]);
    expect((await env.DB.prepare("select count(*) as n from payments where provider_payment_id = 'UNKNOWN1234567890ABCD'").first<{ n: number }>())!.n).toBe(0);
  });
});

describe("the payment result pages", () => {
  it("show the order's real status to the link's holder, privately", async () => {
    const order = await checkoutWithPayu();
    const pending = await page(resultPath("/payment-success", order));
    expect(pending.status).toBe(200);
    expect(pending.headers.get("Cache-Control")).toBe("private, no-store");
    expect(pending.headers.get("Referrer-Policy")).toBe("no-referrer");
    const pendingText = await visible(pending);
    expect(pendingText).toContain("Płatność w trakcie potwierdzania");
    expect(pendingText).not.toContain("Płatność zakończona pomyślnie!");
    // The failure page says the same while PayU has not decided: no second payment.
    expect(await visible(await page(resultPath("/payment-failure", order)))).toContain("Płatność w trakcie potwierdzania");

    await applied(order, "COMPLETED");
    const paid = await visible(await page(resultPath("/payment-success", order)));
    expect(paid).toContain("Płatność zakończona pomyślnie!");
    const failurePage = await visible(await page(resultPath("/payment-failure", order)));
    expect(failurePage).toContain("Płatność zakończona pomyślnie!");
    expect(failurePage).not.toContain("Ponów płatność");
  });

  it("send PayU's error=501 return to the failure page with the order and key", async () => {
    const order = await checkoutWithPayu();
    const response = await page(`${resultPath("/payment-success", order)}&error=501`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(resultPath("/payment-failure", order));
  });

  it("show only the general text to whoever has no key", async () => {
    const order = await checkoutWithPayu();
    for (const path of ["/payment-success", "/payment-failure"]) {
      const response = await page(`${path}?orderId=${order.number}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
      const html = await response.text();
      expect(html).not.toContain("Płatność w trakcie potwierdzania");
      expect(html).not.toContain("finalTotal");
      expect(html).not.toContain(order.email);
      expect(html).not.toContain("payu_pending");
    }
    const wrongKey = await (await page(`/payment-success?orderId=${order.number}&klucz=${"x".repeat(43)}`)).text();
    expect(wrongKey).not.toContain("Płatność w trakcie potwierdzania");
    expect(wrongKey).not.toContain("finalTotal");
  });
});

describe("reconciliation", () => {
  const minutes = (n: number) => n * 60_000;
  const retrievedOf = (order: PlacedPayuOrder) => payu.retrieved().filter((id) => id === order.payuOrderId).length;

  it("asks PayU about payments open for 30 minutes, not again within 30 minutes, and pays the order through the queue once", async () => {
    const order = await checkoutWithPayu();
    const started = Date.now();
    const queue = keptEvents();
    const run = (at: number) => reconcileAt(at, queue);
    const ours = () => paymentEventsOf(queue.sent, order.payuOrderId);

    await run(started + minutes(29));
    expect(retrievedOf(order)).toBe(0);

    payu.setStatus(order.payuOrderId!, "PENDING");
    await run(started + minutes(31));
    expect(retrievedOf(order)).toBe(1);
    expect(ours()).toHaveLength(1);
    await consume(ours()[0]!);
    expect((await attemptsOf(order.id))[0]!.state).toBe("PENDING");

    await run(started + minutes(45));
    expect(retrievedOf(order)).toBe(1);

    payu.setStatus(order.payuOrderId!, "COMPLETED");
    await run(started + minutes(62));
    expect(retrievedOf(order)).toBe(2);
    const [, completed] = ours();
    expect(completed).toMatchObject({ notification: { payment: { state: "COMPLETED", amount: order.finalTotal } } });
    const email = await consume(completed!);
    await consume(completed!, email);
    expect(email.sent.map((message) => message.subject)).toEqual(paymentSubjects(order.number));
    expect(await paymentStatusOf(order.number)).toBe("payu_completed");

    // Paid: not open any more, never asked about again.
    await run(started + minutes(200));
    expect(retrievedOf(order)).toBe(2);
  });

  it("closes a payment PayU never took (the worker stopped while asking it), so the order can be paid again", async () => {
    const placed = await placeOrder(
      keptEvents().env,
      getDb(env),
      checkoutForm({ email: uniqueEmail(), paymentMethod: "payu" }),
      [await seededPleatLine()],
      null,
      await currentDeliveryPrices(),
    );
    if (!placed.ok) throw new Error(placed.message);
    const order = (await env.DB.prepare("select id, final_total as finalTotal from orders where number = ?").bind(placed.number).first<{ id: number; finalTotal: number }>())!;
    const started = Date.now();
    await env.DB.prepare("insert into payments (order_id, provider, reference, amount, state, created_at) values (?, 'payu', ?, ?, 'STARTING', ?)")
      .bind(order.id, placed.number, order.finalTotal, started)
      .run();
    expect(await paymentStatusOf(placed.number)).toBe("payu_pending");

    await reconcileAt(started + minutes(29));
    expect((await attemptsOf(order.id))[0]!.state).toBe("STARTING");
    await reconcileAt(started + minutes(31));
    expect((await attemptsOf(order.id))[0]!.state).toBe("START_FAILED");
    expect(await paymentStatusOf(placed.number)).toBe("failed");
    expect(await visible(await page(resultPath("/payment-failure", { number: placed.number, token: placed.accessToken })))).toContain("Ponów płatność");
  });

  it("keeps asking when PayU does not answer", async () => {
    const order = await checkoutWithPayu();
    payu.fail({ kind: "network" }, "retrieve");
    const started = Date.now();
    const failed = await reconcileAt(started + minutes(31));
    expect(retrievedOf(order)).toBe(1);
    expect(paymentEventsOf(failed.sent, order.payuOrderId)).toEqual([]);
    expect((await attemptsOf(order.id))[0]!.state).toBe("NEW");
    payu.heal();
    payu.setStatus(order.payuOrderId!, "COMPLETED");
    const answered = await reconcileAt(started + minutes(62));
    expect(retrievedOf(order)).toBe(2);
    expect(paymentEventsOf(answered.sent, order.payuOrderId)).toMatchObject([{ notification: { payment: { state: "COMPLETED" } } }]);
  });
});

describe("a refund from the panel", () => {
  let admin: Session;
  beforeEach(async () => {
    admin ??= await signedIn({ admin: true, gate: true });
  });

  async function paidOrder() {
    const order = await checkoutWithPayu();
    payu.setStatus(order.payuOrderId!, "COMPLETED");
    await applied(order, "COMPLETED");
    expect(await paymentStatusOf(order.number)).toBe("payu_completed");
    return order;
  }
  const refund = (number: string) => answerOf("/admin/excel-bot", { intent: "refund", number }, admin.cookie);

  it("asks PayU to refund the payment in full, marks the order refunded and audits it", async () => {
    const order = await paidOrder();
    const answer = await refund(order.number);
    expect(answer).toMatchObject({ status: 200, text: expect.stringContaining("Zlecono zwrot płatności w PayU") });
    expect(payu.refunds()).toEqual([{ orderId: order.payuOrderId, body: { refund: { description: `Zwrot za zamówienie ${order.number}` } } }]);
    expect(await paymentStatusOf(order.number)).toBe("refunded");
    const [attempt] = await attemptsOf(order.id);
    expect(attempt).toMatchObject({ refundId: expect.stringMatching(/^\d+$/), refundStatus: "PENDING" });
    const audit = await env.DB.prepare("select user_email as email, details from audit_log where action = 'payment_refunded' and target = ?")
      .bind(order.number)
      .first<{ email: string; details: string }>();
    expect(audit?.email).toBe(admin.email);
    expect(JSON.parse(audit!.details)).toMatchObject({ amount: order.finalTotal, provider: "payu", providerPaymentId: order.payuOrderId, refundId: attempt!.refundId });

    // A second click refunds nothing more.
    expect(await refund(order.number)).toMatchObject({ status: 409 });
    expect(payu.refunds()).toHaveLength(1);

    // PayU finishes it.
    const email = await consume(await notified(refundNotificationBody(payu.orders.get(order.payuOrderId!)!, { refundId: attempt!.refundId!, status: "FINALIZED" })));
    expect(email.sent).toEqual([]);
    expect(await attemptsOf(order.id)).toMatchObject([{ refundStatus: "FINALIZED", problem: null }]);
    expect(await paymentStatusOf(order.number)).toBe("refunded");
  });

  it("refuses to refund an order that is not paid through PayU, in Polish", async () => {
    const order = await checkoutWithPayu();
    expect(await refund(order.number)).toMatchObject({ status: 409, text: expect.stringContaining("To zamówienie nie ma opłaconej płatności PayU do zwrotu") });
    expect(payu.refunds()).toEqual([]);
    expect(await paymentStatusOf(order.number)).toBe("payu_pending");
  });

  it("leaves the order paid when PayU refuses or cannot be reached", async () => {
    const order = await paidOrder();
    payu.fail({ kind: "status", statusCode: "ERROR_VALUE_INVALID" }, "refund");
    expect(await refund(order.number)).toMatchObject({ status: 409, text: expect.stringContaining("PayU odmówiło lub nie odpowiada") });
    payu.fail({ kind: "network" }, "refund");
    expect(await refund(order.number)).toMatchObject({ status: 409 });
    expect(await paymentStatusOf(order.number)).toBe("payu_completed");
    expect((await attemptsOf(order.id))[0]!.refundId).toBeNull();
    expect((await env.DB.prepare("select count(*) as n from audit_log where action = 'payment_refunded' and target = ?").bind(order.number).first<{ n: number }>())!.n).toBe(0);
  });

  it("gives the order its payment back and flags it when PayU cancels the refund", async () => {
    const order = await paidOrder();
    await refund(order.number);
    const [attempt] = await attemptsOf(order.id);
    const email = await consume(await notified(refundNotificationBody(payu.orders.get(order.payuOrderId!)!, { refundId: attempt!.refundId!, status: "CANCELED" })));
    expect(email.sent).toEqual([]);
    expect(await attemptsOf(order.id)).toMatchObject([{ refundStatus: "CANCELED", problem: "refund_canceled" }]);
    expect(await paymentStatusOf(order.number)).toBe("payu_completed");
    expect(await visible(await adminGet(`/admin/excel-bot?szukaj=${order.number}`, admin.cookie))).toContain(PAYMENT_PROBLEM_LABELS.refund_canceled);
  });

  it("ignores news of a refund the shop did not ask for under another id", async () => {
    const order = await paidOrder();
    await refund(order.number);
    const [attempt] = await attemptsOf(order.id);
    await consume(await notified(refundNotificationBody(payu.orders.get(order.payuOrderId!)!, { refundId: "999", status: "CANCELED" })));
    expect(await attemptsOf(order.id)).toMatchObject([{ refundId: attempt!.refundId, refundStatus: "PENDING", problem: null }]);
    expect(await paymentStatusOf(order.number)).toBe("refunded");
  });
});
