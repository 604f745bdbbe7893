import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type PayuSandbox, startPayuSandbox } from "../../scripts/payu-sandbox";

// The local PayU stand-in answers as PayU's REST API v2.1 does and notifies a shop (here a tiny HTTP server)
// with correctly signed notifications from its 'Zapłać' and 'Anuluj' page.

const credentials = { posId: "300746", clientId: "300746", clientSecret: "2ee86a66e5d97e3fadc400c9f19b065d", secondKey: "b6ca15b0d1020e8094d9b5f8d163db54" };

interface Notification {
  body: string;
  signature: string;
}
const received: Notification[] = [];
/** How many of the next notifications the shop answers 500. */
let failing = 0;
let shop: Server;
let shopUrl: string;
let sandbox: PayuSandbox;
const logged: string[] = [];

beforeAll(async () => {
  shop = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ body: Buffer.concat(chunks).toString("utf8"), signature: String(request.headers["openpayu-signature"]) });
      response.writeHead(failing-- > 0 ? 500 : 200).end();
    });
  });
  await new Promise<void>((done) => shop.listen(0, "127.0.0.1", done));
  shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  sandbox = await startPayuSandbox({ port: 0, credentials, log: (line) => logged.push(line) });
});
afterAll(async () => {
  await sandbox?.close();
  await new Promise((done) => shop?.close(done));
});
beforeEach(() => {
  received.length = 0;
  logged.length = 0;
  failing = 0;
});

async function token(clientId = credentials.clientId, clientSecret = credentials.clientSecret, url = sandbox.url) {
  return fetch(`${url}/pl/standard/user/oauth/authorize`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "client_credentials", client_id: clientId, client_secret: clientSecret }),
  });
}

async function accessToken(url = sandbox.url): Promise<string> {
  return ((await (await token(undefined, undefined, url)).json()) as { access_token: string }).access_token;
}

let orderNumber = 0;
function orderBody(overrides: Record<string, unknown> = {}) {
  orderNumber += 1;
  return {
    notifyUrl: `${shopUrl}/api/payments/payu/notify`,
    continueUrl: `http://localhost:5173/payment-success?order=ZAM-2026-${orderNumber}`,
    customerIp: "127.0.0.1",
    merchantPosId: credentials.posId,
    description: `Zamówienie ZAM-2026-${orderNumber}`,
    currencyCode: "PLN",
    totalAmount: "21000",
    extOrderId: `ZAM-2026-${orderNumber}-${Date.now()}`,
    buyer: { email: "anna@example.pl", phone: "500600700", firstName: "Anna", lastName: "Nowak", language: "pl" },
    products: [{ name: "Plisa Basic 01", unitPrice: "21000", quantity: "1" }],
    ...overrides,
  };
}

async function createOrder(body: Record<string, unknown>, bearer?: string, url = sandbox.url) {
  return fetch(`${url}/api/v2_1/orders`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${bearer ?? (await accessToken(url))}` },
    body: JSON.stringify(body),
    redirect: "manual",
  });
}

async function newOrder(overrides: Record<string, unknown> = {}) {
  const body = orderBody(overrides);
  const response = await createOrder(body);
  expect(response.status).toBe(302);
  const created = (await response.json()) as { orderId: string; redirectUri: string };
  return { ...created, body };
}

async function retrieve(orderId: string) {
  return fetch(`${sandbox.url}/api/v2_1/orders/${orderId}`, { headers: { Authorization: `Bearer ${await accessToken()}` } });
}

async function statusOf(orderId: string): Promise<string> {
  return ((await (await retrieve(orderId)).json()) as { orders: { status: string }[] }).orders[0]!.status;
}

async function refund(orderId: string) {
  return fetch(`${sandbox.url}/api/v2_1/orders/${orderId}/refunds`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${await accessToken()}` },
    body: JSON.stringify({ refund: { description: "Zwrot" } }),
  });
}

const press = (orderId: string, button: "zaplac" | "anuluj") => fetch(`${sandbox.url}/pay/${orderId}/${button}`, { method: "POST", redirect: "manual" });

/** The notification's JSON, after checking its signature is PayU's: MD5 of the body and the second key. */
function verified(notification: Notification) {
  const expected = createHash("md5")
    .update(notification.body + credentials.secondKey)
    .digest("hex");
  expect(notification.signature).toBe(`sender=checkout;signature=${expected};algorithm=MD5;content=DOCUMENT`);
  return JSON.parse(notification.body);
}

describe("token", () => {
  it("gives a bearer token for the POS's client id and secret", async () => {
    const response = await token();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ access_token: expect.any(String), token_type: "bearer", expires_in: 43199, grant_type: "client_credentials" });
  });

  it("refuses wrong client credentials with 401 invalid_client", async () => {
    const response = await token(credentials.clientId, "0".repeat(32));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "invalid_client", error_description: "Bad client credentials" });
  });
});

describe("create order", () => {
  it("answers 302 with the payment page in Location and PayU's JSON, and retrieve shows it NEW", async () => {
    const body = orderBody();
    const response = await createOrder(body);
    expect(response.status).toBe(302);
    const created = (await response.json()) as { orderId: string; redirectUri: string };
    expect(created).toEqual({ status: { statusCode: "SUCCESS" }, redirectUri: `${sandbox.url}/pay/${created.orderId}`, orderId: created.orderId, extOrderId: body.extOrderId });
    expect(created.orderId).toMatch(/^[A-Z0-9]{10}\d{6}GUEST000P01$/);
    expect(response.headers.get("location")).toBe(created.redirectUri);

    const retrieved = await retrieve(created.orderId);
    expect(retrieved.status).toBe(200);
    expect(await retrieved.json()).toEqual({
      orders: [
        {
          orderId: created.orderId,
          extOrderId: body.extOrderId,
          orderCreateDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d$/),
          notifyUrl: body.notifyUrl,
          customerIp: "127.0.0.1",
          merchantPosId: credentials.posId,
          description: body.description,
          currencyCode: "PLN",
          totalAmount: "21000",
          buyer: body.buyer,
          status: "NEW",
          products: body.products,
        },
      ],
      status: { statusCode: "SUCCESS", statusDesc: "Request processing successful" },
    });
  });

  it("refuses an extOrderId the POS already has with ERROR_ORDER_NOT_UNIQUE", async () => {
    const { body } = await newOrder();
    const again = await createOrder({ ...body, description: "Druga próba" });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { status: { statusCode: string } }).status.statusCode).toBe("ERROR_ORDER_NOT_UNIQUE");
  });

  it.each([
    ["another POS", { merchantPosId: "145227" }, "ERROR_VALUE_INVALID"],
    ["another currency", { currencyCode: "EUR" }, "ERROR_VALUE_INVALID"],
    ["an amount in złote", { totalAmount: "210.00" }, "ERROR_VALUE_INVALID"],
    ["a zero amount", { totalAmount: "0" }, "ERROR_VALUE_INVALID"],
    ["an amount as a number", { totalAmount: 21000 }, "ERROR_VALUE_INVALID"],
    ["no description", { description: undefined }, "ERROR_VALUE_MISSING"],
    ["no customerIp", { customerIp: undefined }, "ERROR_VALUE_MISSING"],
    ["no products", { products: [] }, "ERROR_VALUE_MISSING"],
    ["a product without a price", { products: [{ name: "Plisa", quantity: "1" }] }, "ERROR_VALUE_MISSING"],
  ])("refuses %s with 400 %s", async (_, overrides, statusCode) => {
    const response = await createOrder(orderBody(overrides));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { status: { statusCode: string } }).status.statusCode).toBe(statusCode);
  });

  it("refuses an unknown or expired token with 401 invalid_token", async () => {
    const response = await createOrder(orderBody(), "not-a-token");
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: string }).error).toBe("invalid_token");

    const shortLived = await startPayuSandbox({ port: 0, credentials, tokenLifetimeSeconds: 0, log: () => {} });
    try {
      const expired = await createOrder(orderBody(), await accessToken(shortLived.url), shortLived.url);
      expect(expired.status).toBe(401);
      expect(((await expired.json()) as { error: string }).error).toBe("invalid_token");
    } finally {
      await shortLived.close();
    }
  });
});

describe("the payment page", () => {
  it("shows the order in Polish with 'Zapłać' and 'Anuluj', and no script", async () => {
    const { redirectUri } = await newOrder();
    const response = await fetch(redirectUri);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<html lang="pl">');
    expect(html).toMatch(/<main>[\s\S]*<h1>PayU – płatność testowa<\/h1>[\s\S]*<\/main>/);
    expect(html).toContain("<dd>210,00 zł</dd>");
    expect(html).toMatch(/<form method="post" action="\/pay\/[A-Z0-9]+\/zaplac"><button type="submit"[^>]*>Zapłać<\/button><\/form>/);
    expect(html).toMatch(/<form method="post" action="\/pay\/[A-Z0-9]+\/anuluj"><button type="submit"[^>]*>Anuluj<\/button><\/form>/);
    expect(html).not.toContain("<script");
  });

  it("escapes what the shop sent", async () => {
    const { redirectUri } = await newOrder({ description: '<img src=x onerror="alert(1)">' });
    const html = await (await fetch(redirectUri)).text();
    expect(html).not.toContain("<img");
    expect(html).toContain("&#60;img src=x onerror=&#34;alert(1)&#34;&#62;");
  });

  it("'Zapłać' notifies PENDING, then COMPLETED, signed, then sends the shopper to continueUrl", async () => {
    const { orderId, redirectUri, body } = await newOrder();
    const response = await press(orderId, "zaplac");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(body.continueUrl);

    expect(received).toHaveLength(2);
    const [pending, completed] = received.map(verified);
    expect(pending.order).toMatchObject({ orderId, extOrderId: body.extOrderId, status: "PENDING", totalAmount: "21000", currencyCode: "PLN", merchantPosId: credentials.posId });
    expect(completed).toEqual({
      order: {
        orderId,
        extOrderId: body.extOrderId,
        orderCreateDate: expect.any(String),
        notifyUrl: body.notifyUrl,
        customerIp: "127.0.0.1",
        merchantPosId: credentials.posId,
        description: body.description,
        currencyCode: "PLN",
        totalAmount: "21000",
        buyer: body.buyer,
        payMethod: { type: "PBL" },
        status: "COMPLETED",
        products: body.products,
      },
      localReceiptDateTime: expect.any(String),
      properties: [{ name: "PAYMENT_ID", value: expect.stringMatching(/^\d{9}$/) }],
    });
    expect(await statusOf(orderId)).toBe("COMPLETED");
    expect(sandbox.orders.get(orderId)?.status).toBe("COMPLETED");

    const html = await (await fetch(redirectUri)).text();
    expect(html).toContain("Płatność została zrealizowana.");
    expect(html).not.toContain("<button");
    // A second press changes nothing and notifies nobody.
    expect((await press(orderId, "zaplac")).headers.get("location")).toBe(`/pay/${orderId}`);
    expect(received).toHaveLength(2);
  });

  it("'Anuluj' notifies CANCELED and sends the shopper back with error=501", async () => {
    const { orderId, redirectUri, body } = await newOrder();
    const response = await press(orderId, "anuluj");
    expect(response.status).toBe(302);
    const back = new URL(response.headers.get("location")!);
    expect(`${back.origin}${back.pathname}`).toBe("http://localhost:5173/payment-success");
    expect(Object.fromEntries(back.searchParams)).toEqual({ order: new URL(body.continueUrl).searchParams.get("order"), error: "501" });

    expect(received).toHaveLength(1);
    const canceled = verified(received[0]!);
    expect(canceled.order).toMatchObject({ orderId, status: "CANCELED" });
    expect(canceled.order.payMethod).toBeUndefined();
    expect(await statusOf(orderId)).toBe("CANCELED");
    expect(await (await fetch(redirectUri)).text()).toContain("Płatność została anulowana.");
  });

  it("repeats a notification the shop did not answer 200, and logs the outcome", async () => {
    const { orderId, body } = await newOrder();
    failing = 1;
    const response = await press(orderId, "zaplac");
    expect(response.headers.get("location")).toBe(body.continueUrl);
    expect(received.map((notification) => verified(notification).order.status)).toEqual(["PENDING", "PENDING", "COMPLETED"]);
    expect(logged).toEqual([
      expect.stringContaining(`PENDING of ${orderId} → ${body.notifyUrl}: 200 (attempt 2)`),
      expect.stringContaining(`COMPLETED of ${orderId} → ${body.notifyUrl}: 200 (attempt 1)`),
    ]);
  });
});

describe("refund", () => {
  it("refuses an order that is not completed", async () => {
    const { orderId } = await newOrder();
    const response = await refund(orderId);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { status: { statusCode: string } }).status.statusCode).toBe("ERROR_VALUE_INVALID");
  });

  it("queues a full refund of a completed order as PENDING, then notifies it FINALIZED", async () => {
    const { orderId, body } = await newOrder();
    await press(orderId, "zaplac");
    received.length = 0;

    const response = await refund(orderId);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { refund: { refundId: string } };
    expect(answer).toEqual({
      orderId,
      refund: {
        refundId: expect.stringMatching(/^\d{10}$/),
        amount: "21000",
        currencyCode: "PLN",
        description: "Zwrot",
        creationDateTime: expect.any(String),
        status: "PENDING",
        statusDateTime: expect.any(String),
      },
      status: { statusCode: "SUCCESS", statusDesc: "Refund queued for processing" },
    });
    expect(await statusOf(orderId)).toBe("COMPLETED");

    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000 });
    expect(verified(received[0]!)).toEqual({
      orderId,
      extOrderId: body.extOrderId,
      refund: {
        refundId: answer.refund.refundId,
        amount: "21000",
        currencyCode: "PLN",
        status: "FINALIZED",
        statusDateTime: expect.any(String),
        reason: "refund",
        reasonDescription: "Zwrot",
        refundDate: expect.any(String),
      },
    });
    expect(await statusOf(orderId)).toBe("COMPLETED");
    // Nothing is left to refund.
    expect((await refund(orderId)).status).toBe(400);
  });
});

describe("anything else", () => {
  it("answers 404 with JSON, and DATA_NOT_FOUND for an unknown order", async () => {
    const response = await fetch(`${sandbox.url}/api/v2_1/payment-methods`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const unknown = await retrieve("UNKNOWN0000261123GUEST000P01");
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { status: { statusCode: string } }).status.statusCode).toBe("DATA_NOT_FOUND");
  });
});
