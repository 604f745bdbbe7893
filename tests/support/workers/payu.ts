import { env } from "cloudflare:workers";
import { vi } from "vitest";
import type { ProviderPaymentState } from "~/lib/online-payments";
import { type PayuSignatureAlgorithm, payuSignatureHeader } from "~/server/payments/payu-signature.server";
import { PROVIDER_NOTIFICATION_PATH } from "../../../workers/request-guard";

// A fake PayU for the integration tests: the worker's PayU client calls the global fetch, which the tests share
// with it (one isolate), so stubbing fetch for env.PAYU_API_URL answers its calls as PayU's REST API v2.1 would.
// Every other address still reaches the real fetch. Restore it after each test (`restore()`).

export const PAYU_API: string = env.PAYU_API_URL;
/** The test configuration's PayU secrets (vitest.workers.config.ts): secrets are not in the generated Env. */
export const payuSecrets = env as unknown as { PAYU_POS_ID: string; PAYU_CLIENT_SECRET: string; PAYU_SECOND_KEY: string };

/** One call the shop made to PayU, as PayU received it. */
export interface PayuCall {
  method: string;
  path: string;
  headers: Headers;
  body: string;
  /** The body parsed, when it was JSON. */
  json: unknown;
}

/** An order as the fake keeps it: what the shop created, and the state a test moved it to. */
export interface FakePayuOrder {
  orderId: string;
  extOrderId: string;
  totalAmount: string;
  currencyCode: string;
  status: ProviderPaymentState;
  payMethod: { type: string } | null;
  description: string;
  notifyUrl: string;
  customerIp: string;
  buyer: Record<string, string>;
  products: unknown[];
}

export type PayuOperation = "token" | "create" | "retrieve" | "refund";

/** How a call fails: no answer at all, an HTTP status with no PayU code, or PayU's error shape with its statusCode. */
export type PayuFailure = { kind: "network" } | { kind: "http"; status: number } | { kind: "status"; statusCode: string; status?: number };

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

let issued = 0;

function operationOf(method: string, path: string): PayuOperation | null {
  if (method === "POST" && path === "/pl/standard/user/oauth/authorize") return "token";
  if (method === "POST" && path === "/api/v2_1/orders") return "create";
  if (method === "GET" && /^\/api\/v2_1\/orders\/[^/]+$/.test(path)) return "retrieve";
  if (method === "POST" && /^\/api\/v2_1\/orders\/[^/]+\/refunds$/.test(path)) return "refund";
  return null;
}

function failed(failure: PayuFailure): Response {
  if (failure.kind === "network") throw new TypeError("Network connection lost.");
  if (failure.kind === "http") return new Response("Service Unavailable", { status: failure.status });
  return json({ status: { statusCode: failure.statusCode, codeLiteral: failure.statusCode, statusDesc: "Refused by the fake PayU" } }, failure.status ?? 400);
}

/** Installs the fake PayU (a spy on the global fetch); `restore()` puts the real fetch back. */
export function fakePayu() {
  const calls: (PayuCall & { operation: PayuOperation | null })[] = [];
  const orders = new Map<string, FakePayuOrder>();
  const failures = new Map<PayuOperation | "all", PayuFailure>();
  const realFetch = globalThis.fetch;

  function answer(call: PayuCall, operation: PayuOperation | null): Response {
    const failure = (operation && failures.get(operation)) ?? failures.get("all");
    if (failure) return failed(failure);
    const segments = call.path.split("/");
    switch (operation) {
      case "token": {
        const form = new URLSearchParams(call.body);
        if (form.get("grant_type") !== "client_credentials" || form.get("client_secret") !== payuSecrets.PAYU_CLIENT_SECRET)
          return json({ error: "invalid_client", error_description: "Bad client credentials" }, 401);
        return json({ access_token: `fake-token-${++issued}`, token_type: "bearer", expires_in: 43199, grant_type: "client_credentials" });
      }
      case "create": {
        const order = call.json as Omit<FakePayuOrder, "orderId" | "status" | "payMethod">;
        const orderId = `FAKE${crypto.randomUUID().replaceAll("-", "").slice(0, 16).toUpperCase()}`;
        orders.set(orderId, { ...order, orderId, status: "NEW", payMethod: null });
        const redirectUri = `${PAYU_API}/pay/${orderId}`;
        return json({ status: { statusCode: "SUCCESS" }, redirectUri, orderId, extOrderId: order.extOrderId }, 302, { Location: redirectUri });
      }
      case "retrieve": {
        const order = orders.get(decodeURIComponent(segments.at(-1)!));
        if (!order) return json({ status: { statusCode: "DATA_NOT_FOUND", statusDesc: "Could not find order" } }, 404);
        return json({ orders: [retrievedOrder(order)], status: { statusCode: "SUCCESS", statusDesc: "Request processing successful" } });
      }
      case "refund": {
        const order = orders.get(decodeURIComponent(segments.at(-2)!));
        if (!order) return json({ status: { statusCode: "DATA_NOT_FOUND" } }, 404);
        if (order.status !== "COMPLETED") return json({ status: { statusCode: "ERROR_VALUE_INVALID", codeLiteral: "ORDER_NOT_COMPLETED" } }, 400);
        const description = (call.json as { refund?: { description?: string } }).refund?.description ?? "";
        const now = new Date().toISOString();
        const refund = { refundId: String(5_000_000_000 + ++issued), extRefundId: null, amount: order.totalAmount, currencyCode: order.currencyCode, description };
        return json({
          orderId: order.orderId,
          refund: { ...refund, creationDateTime: now, status: "PENDING", statusDateTime: now },
          status: { statusCode: "SUCCESS", statusDesc: "Refund queued for processing" },
        });
      }
      default:
        return json({ status: { statusCode: "DATA_NOT_FOUND" } }, 404);
    }
  }

  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== new URL(PAYU_API).origin) return realFetch(input, init);
    const body = new TextDecoder().decode(await request.arrayBuffer());
    const call = { method: request.method, path: url.pathname, headers: request.headers, body, json: parsed(body) };
    const operation = operationOf(call.method, call.path);
    calls.push({ ...call, operation });
    return answer(call, operation);
  });

  const of = (operation: PayuOperation) => calls.filter((call) => call.operation === operation);

  return {
    calls,
    orders,
    /** The create-order requests, their bodies parsed. */
    creates: () => of("create").map((call) => call.json as Omit<FakePayuOrder, "orderId" | "status" | "payMethod"> & { merchantPosId: string; continueUrl: string }),
    /** The PayU order ids the shop asked about. */
    retrieved: () => of("retrieve").map((call) => decodeURIComponent(call.path.split("/").at(-1)!)),
    refunds: () => of("refund").map((call) => ({ orderId: decodeURIComponent(call.path.split("/").at(-2)!), body: call.json })),
    /** The order PayU made for this extOrderId (our reference). */
    orderFor(extOrderId: string): FakePayuOrder {
      const order = [...orders.values()].find((one) => one.extOrderId === extOrderId);
      if (!order) throw new Error(`the fake PayU has no order ${extOrderId}`);
      return order;
    },
    /** PayU's own view moves on (what retrieve answers from now on). */
    setStatus(orderId: string, status: ProviderPaymentState, payMethod: string | null = "PBL") {
      const order = orders.get(orderId);
      if (!order) throw new Error(`the fake PayU has no order ${orderId}`);
      order.status = status;
      order.payMethod = payMethod ? { type: payMethod } : null;
    },
    /** Every call of `operation` (or every call) fails this way until `heal()`. */
    fail(failure: PayuFailure, operation: PayuOperation | "all" = "all") {
      failures.set(operation, failure);
    },
    heal() {
      failures.clear();
    },
    restore() {
      spy.mockRestore();
    },
  };
}

export type FakePayu = ReturnType<typeof fakePayu>;

function retrievedOrder(order: FakePayuOrder) {
  return {
    orderId: order.orderId,
    extOrderId: order.extOrderId,
    orderCreateDate: "2026-11-23T12:58:14.828+01:00",
    notifyUrl: order.notifyUrl,
    customerIp: order.customerIp,
    merchantPosId: payuSecrets.PAYU_POS_ID,
    description: order.description,
    currencyCode: order.currencyCode,
    totalAmount: order.totalAmount,
    status: order.status,
    ...(order.payMethod ? { payMethod: order.payMethod } : {}),
    products: order.products,
  };
}

/** PayU's payment notification body for an order, as PayU sends it; `change` overrides fields of its `order`. */
export function paymentNotificationBody(order: FakePayuOrder, status: ProviderPaymentState, change: Partial<Record<string, unknown>> = {}): string {
  return JSON.stringify({
    order: { ...retrievedOrder({ ...order, status }), buyer: order.buyer, payMethod: { type: "PBL" }, ...change },
    localReceiptDateTime: "2026-11-23T13:01:02.000+01:00",
    properties: [{ name: "PAYMENT_ID", value: "151471228" }],
  });
}

/** PayU's refund notification body. */
export function refundNotificationBody(order: FakePayuOrder, refund: { refundId: string; status: string; amount?: string; currencyCode?: string }): string {
  return JSON.stringify({
    orderId: order.orderId,
    extOrderId: order.extOrderId,
    refund: {
      refundId: refund.refundId,
      amount: refund.amount ?? order.totalAmount,
      currencyCode: refund.currencyCode ?? order.currencyCode,
      status: refund.status,
      statusDateTime: "2026-11-24T10:00:00.000+01:00",
      reason: "refund",
      reasonDescription: "Zwrot",
      refundDate: "2026-11-24T10:00:00.000+01:00",
    },
  });
}

/**
 * A notification as PayU posts it to the notify route: JSON with a correct OpenPayU-Signature (MD5 of the body and
 * the shop's second key unless told otherwise), and no Origin or Sec-Fetch-Site, since no browser sends it.
 */
export async function signedNotification(
  body: string | object,
  { key = payuSecrets.PAYU_SECOND_KEY, algorithm = "MD5", origin = "http://shop.test" }: { key?: string; algorithm?: PayuSignatureAlgorithm; origin?: string } = {},
): Promise<Request> {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return new Request(`${origin}${PROVIDER_NOTIFICATION_PATH}`, {
    method: "POST",
    body: text,
    headers: { "Content-Type": "application/json", "OpenPayU-Signature": await payuSignatureHeader(text, key, algorithm) },
  });
}
