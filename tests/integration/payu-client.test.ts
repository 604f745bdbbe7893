import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatSignatureHeader, type PayuSignatureAlgorithm, payuSignature, payuSignatureHeader, webCryptoDigest } from "~/server/payments/payu-signature.server";
import { type PayuConfig, payuConfig, payuProvider } from "~/server/payments/payu.server";
import { type PaymentRequest, PaymentProviderError } from "~/server/payments/provider.server";

// The PayU client against PayU-shaped answers (REST API v2.1, as PayU's documentation and sandbox give them):
// nothing here reaches the network; each test's fetch is a recording stand-in.

const API = "https://secure.snd.payu.com";
const ORDER_ID = "WZHF5FFDRJ140731GUEST000P01";
const REDIRECT = `https://merch-prod.snd.payu.com/pay/?orderId=${ORDER_ID}&token=eyJhbGciOiJIUzI1NiJ9.eyJvcmRlcklkIjoiV1pIRjUifQ.c2lnbmF0dXJl`;

/** A configuration of its own per test: the token cache is per (API, client), so tests do not share tokens. */
function testConfig(): PayuConfig {
  return {
    posId: "300746",
    clientId: `300746-${crypto.randomUUID()}`,
    clientSecret: "2ee86a66e5d97e3fadc400c9f19b065d",
    secondKey: "b6ca15b0d1020e8094d9b5f8d163db54",
    apiUrl: API,
  };
}

interface Sent {
  method: string;
  url: string;
  headers: Headers;
  body: string;
  redirect: RequestRedirect | undefined;
}

type Route = (request: Sent) => Response | Promise<Response>;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

let issued = 0;
/** PayU's token answer, a new token each time. */
const tokenRoute: Route = () =>
  json({ access_token: `7524f96e-2d22-45da-bc64-${String(++issued).padStart(12, "0")}`, token_type: "bearer", expires_in: 43199, grant_type: "client_credentials" });

/** A recording stand-in of PayU: answers by "METHOD /path", the token endpoint unless told otherwise. */
function stubPayu(routes: Record<string, Route>) {
  const sent: Sent[] = [];
  const all: Record<string, Route> = { "POST /pl/standard/user/oauth/authorize": tokenRoute, ...routes };
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const recorded: Sent = {
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: new TextDecoder().decode(await request.arrayBuffer()),
      redirect: init?.redirect,
    };
    sent.push(recorded);
    const route = all[`${request.method} ${new URL(request.url).pathname}`];
    if (!route) throw new Error(`no route for ${request.method} ${request.url}`);
    return route(recorded);
  }) as typeof fetch;
  const tokenRequests = () => sent.filter((request) => request.url.endsWith("/oauth/authorize"));
  const apiRequests = () => sent.filter((request) => !request.url.endsWith("/oauth/authorize"));
  return { fetchImpl, sent, tokenRequests, apiRequests };
}

const bearer = (request: Sent | undefined) => request?.headers.get("Authorization");

const retrievedOrder = (status: string, extra: Record<string, unknown> = {}) => ({
  orders: [
    {
      orderId: ORDER_ID,
      extOrderId: "ZAM-2026-000123",
      orderCreateDate: "2026-03-02T12:58:14.828+01:00",
      notifyUrl: "https://plisy.example/api/payments/payu/notify",
      customerIp: "203.0.113.7",
      merchantPosId: "300746",
      description: "Zamówienie ZAM-2026-000123",
      currencyCode: "PLN",
      totalAmount: "21000",
      status,
      products: [{ name: "Plisa P1 na wymiar", unitPrice: "21000", quantity: "1" }],
      ...extra,
    },
  ],
  status: { statusCode: "SUCCESS", statusDesc: "Request processing successful" },
});

const retrieveRoute = (answer: Route) => ({ [`GET /api/v2_1/orders/${ORDER_ID}`]: answer });

async function failure(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("payuConfig", () => {
  const complete = {
    PAYU_POS_ID: " 300746 ",
    PAYU_CLIENT_ID: "300746",
    PAYU_CLIENT_SECRET: "2ee86a66e5d97e3fadc400c9f19b065d",
    PAYU_SECOND_KEY: "b6ca15b0d1020e8094d9b5f8d163db54",
    PAYU_API_URL: "https://secure.snd.payu.com/",
  };

  it("reads the credentials trimmed and the API URL without its trailing slash", () => {
    expect(payuConfig(complete)).toEqual({
      posId: "300746",
      clientId: "300746",
      clientSecret: "2ee86a66e5d97e3fadc400c9f19b065d",
      secondKey: "b6ca15b0d1020e8094d9b5f8d163db54",
      apiUrl: "https://secure.snd.payu.com",
    });
    expect(payuConfig({ ...complete, PAYU_API_URL: "http://127.0.0.1:8790" })?.apiUrl).toBe("http://127.0.0.1:8790");
  });

  it.each(Object.keys(complete))("is null (PayU unavailable) without %s, or with it empty or blank", (name) => {
    const { [name as keyof typeof complete]: _, ...without } = complete;
    expect(payuConfig(without)).toBeNull();
    expect(payuConfig({ ...complete, [name]: "" })).toBeNull();
    expect(payuConfig({ ...complete, [name]: "   " })).toBeNull();
    expect(payuConfig({ ...complete, [name]: 300746 })).toBeNull();
  });

  it("takes the worker's own environment", () => {
    expect(payuConfig({ ...env, ...complete })?.posId).toBe("300746");
    expect(payuConfig({ ...env, ...complete, PAYU_SECOND_KEY: undefined })).toBeNull();
  });

  it.each(["secure.payu.com", "ftp://secure.payu.com", "https://secure.payu.com/?x=1", "https://"])("refuses the API URL %s loudly", (url) => {
    expect(() => payuConfig({ ...complete, PAYU_API_URL: url })).toThrow(/PAYU_API_URL/);
  });
});

describe("PayU's OAuth token", () => {
  it("is asked for with the client credentials as a form", async () => {
    const config = testConfig();
    const payu = stubPayu(retrieveRoute(() => json(retrievedOrder("NEW"))));
    await payuProvider(config, payu.fetchImpl).retrieve(ORDER_ID);
    const [token] = payu.tokenRequests();
    expect(token?.method).toBe("POST");
    expect(token?.url).toBe(`${API}/pl/standard/user/oauth/authorize`);
    expect(token?.headers.get("Content-Type")).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(token?.body))).toEqual({ grant_type: "client_credentials", client_id: config.clientId, client_secret: config.clientSecret });
    expect(bearer(payu.apiRequests()[0])).toMatch(/^Bearer 7524f96e-/);
  });

  it("is asked for once for two calls, and once for concurrent callers", async () => {
    const config = testConfig();
    const payu = stubPayu(retrieveRoute(() => json(retrievedOrder("NEW"))));
    const provider = payuProvider(config, payu.fetchImpl);
    await Promise.all([provider.retrieve(ORDER_ID), provider.retrieve(ORDER_ID)]);
    await provider.retrieve(ORDER_ID);
    // A provider made afresh for the next request uses the same cached token.
    await payuProvider({ ...config }, payu.fetchImpl).retrieve(ORDER_ID);
    expect(payu.tokenRequests()).toHaveLength(1);
    const tokens = new Set(payu.apiRequests().map(bearer));
    expect(payu.apiRequests()).toHaveLength(4);
    expect(tokens.size).toBe(1);
  });

  it("is not shared between clients", async () => {
    const payu = stubPayu(retrieveRoute(() => json(retrievedOrder("NEW"))));
    await payuProvider(testConfig(), payu.fetchImpl).retrieve(ORDER_ID);
    await payuProvider(testConfig(), payu.fetchImpl).retrieve(ORDER_ID);
    expect(payu.tokenRequests()).toHaveLength(2);
  });

  it("is asked for again a minute before it expires", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-02T12:00:00Z"));
    const payu = stubPayu(retrieveRoute(() => json(retrievedOrder("NEW"))));
    const provider = payuProvider(testConfig(), payu.fetchImpl);
    await provider.retrieve(ORDER_ID);
    // expires_in is 43199 s: kept until 43139 s later, then replaced.
    vi.setSystemTime(new Date("2026-03-02T12:00:00Z").getTime() + 43_138_000);
    await provider.retrieve(ORDER_ID);
    expect(payu.tokenRequests()).toHaveLength(1);
    vi.setSystemTime(new Date("2026-03-02T12:00:00Z").getTime() + 43_140_000);
    await provider.retrieve(ORDER_ID);
    expect(payu.tokenRequests()).toHaveLength(2);
    const [first, second, third] = payu.apiRequests().map(bearer);
    expect(second).toBe(first);
    expect(third).not.toBe(first);
  });

  it("is dropped when PayU answers 401, and the call is made once more with a new one", async () => {
    let refused = 0;
    const payu = stubPayu(
      retrieveRoute((request) => {
        if (refused === 0 && bearer(request)) {
          refused++;
          return json({ error: "invalid_token", error_description: "Access token expired" }, 401);
        }
        return json(retrievedOrder("PENDING"));
      }),
    );
    const provider = payuProvider(testConfig(), payu.fetchImpl);
    expect((await provider.retrieve(ORDER_ID)).state).toBe("PENDING");
    expect(payu.tokenRequests()).toHaveLength(2);
    const [refusedCall, retried] = payu.apiRequests().map(bearer);
    expect(retried).not.toBe(refusedCall);
    // The new token is the one kept.
    await provider.retrieve(ORDER_ID);
    expect(payu.tokenRequests()).toHaveLength(2);
    expect(bearer(payu.apiRequests()[2])).toBe(retried);
  });

  it("is retried once only: a second 401 is an error", async () => {
    const payu = stubPayu(retrieveRoute(() => json({ error: "invalid_token", error_description: "Invalid access token" }, 401)));
    const error = await failure(payuProvider(testConfig(), payu.fetchImpl).retrieve(ORDER_ID));
    expect(error.code).toBe("invalid_token");
    expect(payu.apiRequests()).toHaveLength(2);
    expect(payu.tokenRequests()).toHaveLength(2);
  });

  it("refused (bad client credentials) is an error with PayU's code, never naming the secret, and is not cached", async () => {
    const config = testConfig();
    const payu = stubPayu({
      "POST /pl/standard/user/oauth/authorize": () => json({ error: "invalid_client", error_description: "Bad client credentials" }, 401),
      ...retrieveRoute(() => json(retrievedOrder("NEW"))),
    });
    const provider = payuProvider(config, payu.fetchImpl);
    const error = await failure(provider.retrieve(ORDER_ID));
    expect(error.code).toBe("invalid_client");
    expect(error.message).not.toContain(config.clientSecret);
    await failure(provider.retrieve(ORDER_ID));
    expect(payu.tokenRequests()).toHaveLength(2);
    expect(payu.apiRequests()).toHaveLength(0);
  });

  it("in an answer of the wrong shape is an error that does not show the answer", async () => {
    const payu = stubPayu({
      "POST /pl/standard/user/oauth/authorize": () => json({ access_token: "0c5b8a34-token-that-must-not-be-logged", token_type: "bearer" }),
      ...retrieveRoute(() => json(retrievedOrder("NEW"))),
    });
    const error = await failure(payuProvider(testConfig(), payu.fetchImpl).retrieve(ORDER_ID));
    expect(error.code).toBeNull();
    expect(error.message).toMatch(/token/);
    expect(error.message).not.toContain("0c5b8a34");
  });
});

const paymentRequest: PaymentRequest = {
  reference: "ZAM-2026-000123",
  description: "Zamówienie ZAM-2026-000123",
  amount: 21000,
  buyer: { email: "anna.kowalska@example.pl", phone: "+48 600 100 200", firstName: "Anna", lastName: "Kowalska" },
  products: [
    { name: "Plisa P1 na wymiar 60 × 120 cm", unitPrice: 9000, quantity: 2 },
    { name: "Dostawa kurierem", unitPrice: 3000, quantity: 1 },
  ],
  continueUrl: "https://plisy.example/payment-success?order=ZAM-2026-000123",
  notifyUrl: "https://plisy.example/api/payments/payu/notify",
  customerIp: "2001:db8::7",
};

const createdAnswer = { status: { statusCode: "SUCCESS" }, redirectUri: REDIRECT, orderId: ORDER_ID, extOrderId: "ZAM-2026-000123" };
const createRoute = (answer: Route) => ({ "POST /api/v2_1/orders": answer });

describe("createPayment", () => {
  it("sends PayU's order (amounts as strings of grosze) and reads the 302 answer", async () => {
    const config = testConfig();
    const payu = stubPayu(createRoute(() => json(createdAnswer, 302, { Location: REDIRECT })));
    const created = await payuProvider(config, payu.fetchImpl).createPayment(paymentRequest);
    expect(created).toEqual({ providerPaymentId: ORDER_ID, redirectUrl: REDIRECT });
    const [order] = payu.apiRequests();
    expect(order?.method).toBe("POST");
    expect(order?.url).toBe(`${API}/api/v2_1/orders`);
    expect(order?.redirect).toBe("manual");
    expect(order?.headers.get("Content-Type")).toBe("application/json");
    expect(bearer(order)).toMatch(/^Bearer 7524f96e-/);
    expect(JSON.parse(order!.body)).toStrictEqual({
      notifyUrl: "https://plisy.example/api/payments/payu/notify",
      continueUrl: "https://plisy.example/payment-success?order=ZAM-2026-000123",
      customerIp: "2001:db8::7",
      merchantPosId: "300746",
      description: "Zamówienie ZAM-2026-000123",
      currencyCode: "PLN",
      totalAmount: "21000",
      extOrderId: "ZAM-2026-000123",
      buyer: { email: "anna.kowalska@example.pl", phone: "+48 600 100 200", firstName: "Anna", lastName: "Kowalska", language: "pl" },
      products: [
        { name: "Plisa P1 na wymiar 60 × 120 cm", unitPrice: "9000", quantity: "2" },
        { name: "Dostawa kurierem", unitPrice: "3000", quantity: "1" },
      ],
    });
  });

  it.each([200, 201])("takes a %i answer with status SUCCESS too", async (status) => {
    const payu = stubPayu(createRoute(() => json(createdAnswer, status)));
    expect(await payuProvider(testConfig(), payu.fetchImpl).createPayment(paymentRequest)).toEqual({ providerPaymentId: ORDER_ID, redirectUrl: REDIRECT });
  });

  it.each([
    ["ERROR_ORDER_NOT_UNIQUE", 400, { status: { statusCode: "ERROR_ORDER_NOT_UNIQUE", codeLiteral: "ORDER_NOT_UNIQUE", statusDesc: "Order already exists" } }],
    ["ERROR_VALUE_MISSING", 400, { status: { statusCode: "ERROR_VALUE_MISSING", codeLiteral: "MISSING_CUSTOMER_IP", statusDesc: "Missing customerIp" } }],
    ["ERROR_VALUE_INVALID", 400, { status: { statusCode: "ERROR_VALUE_INVALID", codeLiteral: "INVALID_TOTAL_AMOUNT", statusDesc: "Invalid value for totalAmount" } }],
    ["ERROR_INTERNAL", 500, { status: { statusCode: "ERROR_INTERNAL", statusDesc: "Internal error" } }],
  ])("refused with %s is an error with that code", async (code, status, answer) => {
    const payu = stubPayu(createRoute(() => json(answer, status)));
    const error = await failure(payuProvider(testConfig(), payu.fetchImpl).createPayment(paymentRequest));
    expect(error.code).toBe(code);
    expect(error.message).toContain(String(status));
  });

  it("a 302 whose statusCode is not SUCCESS is an error with that code", async () => {
    const payu = stubPayu(createRoute(() => json({ ...createdAnswer, status: { statusCode: "WARNING_CONTINUE_3DS" } }, 302)));
    expect((await failure(payuProvider(testConfig(), payu.fetchImpl).createPayment(paymentRequest))).code).toBe("WARNING_CONTINUE_3DS");
  });

  it.each([
    ["a 503 page", () => new Response("<html><body>503 Service Unavailable</body></html>", { status: 503, headers: { "Content-Type": "text/html" } }), /503/],
    ["a 502 without a body", () => new Response(null, { status: 502 }), /502/],
    ["a 302 that is not JSON", () => new Response("Found", { status: 302, headers: { Location: REDIRECT } }), /unreadable/],
    ["a 302 without the order id", () => json({ status: { statusCode: "SUCCESS" }, redirectUri: REDIRECT }, 302), /unexpected/],
    ["a 302 whose redirectUri is no URL", () => json({ ...createdAnswer, redirectUri: "pay here" }, 302), /unexpected/],
    ["a 404 page", () => new Response("Not Found", { status: 404 }), /404/],
  ])("%s is an error without a code", async (_, answer, message) => {
    const payu = stubPayu(createRoute(answer));
    const error = await failure(payuProvider(testConfig(), payu.fetchImpl).createPayment(paymentRequest));
    expect(error.code).toBeNull();
    expect(error.message).toMatch(message);
  });

  it("a network failure is an error without a code", async () => {
    const payu = stubPayu(
      createRoute(() => {
        throw new TypeError("Network connection lost.");
      }),
    );
    const error = await failure(payuProvider(testConfig(), payu.fetchImpl).createPayment(paymentRequest));
    expect(error.code).toBeNull();
    expect(error.message).toMatch(/not reached.*Network connection lost/);
  });

  it("an unreachable token endpoint is an error without a code", async () => {
    const fetchImpl = (async () => {
      throw new TypeError("fetch failed");
    }) as typeof fetch;
    expect((await failure(payuProvider(testConfig(), fetchImpl).createPayment(paymentRequest))).code).toBeNull();
  });

  it("uses the global fetch when given none", async () => {
    const payu = stubPayu(createRoute(() => json(createdAnswer, 302)));
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation(payu.fetchImpl);
    try {
      expect((await payuProvider(testConfig()).createPayment(paymentRequest)).providerPaymentId).toBe(ORDER_ID);
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
  });
});

describe("retrieve", () => {
  it.each(["NEW", "PENDING", "WAITING_FOR_CONFIRMATION", "COMPLETED", "CANCELED"] as const)("reads an order %s", async (state) => {
    const payu = stubPayu(retrieveRoute(() => json(retrievedOrder(state, { payMethod: { type: "PBL" } }))));
    expect(await payuProvider(testConfig(), payu.fetchImpl).retrieve(ORDER_ID)).toEqual({
      providerPaymentId: ORDER_ID,
      reference: "ZAM-2026-000123",
      state,
      amount: 21000,
      currency: "PLN",
      method: "PBL",
    });
    const [request] = payu.apiRequests();
    expect(request?.method).toBe("GET");
    expect(request?.url).toBe(`${API}/api/v2_1/orders/${ORDER_ID}`);
    expect(request?.body).toBe("");
  });

  it("reads the amount as integer grosze and no method as null", async () => {
    const payu = stubPayu(retrieveRoute(() => json(retrievedOrder("NEW", { totalAmount: "1999" }))));
    const view = await payuProvider(testConfig(), payu.fetchImpl).retrieve(ORDER_ID);
    expect(view.amount).toBe(1999);
    expect(view.method).toBeNull();
  });

  it("escapes the order id in the path", async () => {
    const payu = stubPayu({ "GET /api/v2_1/orders/A%2FB%3F": () => json(retrievedOrder("NEW")) });
    await payuProvider(testConfig(), payu.fetchImpl).retrieve("A/B?");
    expect(payu.apiRequests()[0]?.url).toBe(`${API}/api/v2_1/orders/A%2FB%3F`);
  });

  it("an unknown order (404 DATA_NOT_FOUND) is an error with that code", async () => {
    const payu = stubPayu({
      "GET /api/v2_1/orders/UNKNOWN": () => json({ status: { statusCode: "DATA_NOT_FOUND", severity: "INFO", statusDesc: "Could not find data for given criteria." } }, 404),
    });
    const error = await failure(payuProvider(testConfig(), payu.fetchImpl).retrieve("UNKNOWN"));
    expect(error.code).toBe("DATA_NOT_FOUND");
  });

  it.each([
    ["an amount with a decimal point", retrievedOrder("NEW", { totalAmount: "210.00" })],
    ["a numeric amount", retrievedOrder("NEW", { totalAmount: 21000 })],
    ["a status PayU orders do not have", retrievedOrder("REJECTED")],
    ["no extOrderId", retrievedOrder("NEW", { extOrderId: undefined })],
    ["no orders", { orders: [], status: { statusCode: "SUCCESS" } }],
    ["no status", { orders: retrievedOrder("NEW").orders }],
  ])("an answer with %s is an error", async (_, answer) => {
    const payu = stubPayu(retrieveRoute(() => json(answer)));
    const error = await failure(payuProvider(testConfig(), payu.fetchImpl).retrieve(ORDER_ID));
    expect(error.code).toBeNull();
    expect(error.message).toMatch(/unexpected answer/);
  });
});

describe("refund", () => {
  const refundRoute = (answer: Route) => ({ [`POST /api/v2_1/orders/${ORDER_ID}/refunds`]: answer });

  it("asks for a full refund with a description and reads PayU's answer", async () => {
    const payu = stubPayu(
      refundRoute(() =>
        json({
          orderId: ORDER_ID,
          refund: {
            refundId: "5000009987",
            extRefundId: "postman_refund_1",
            amount: "21000",
            currencyCode: "PLN",
            description: "Zwrot",
            creationDateTime: "2026-03-02T12:58:14.828+01:00",
            status: "PENDING",
            statusDateTime: "2026-03-02T12:58:15.058+01:00",
          },
          status: { statusCode: "SUCCESS", statusDesc: "Refund queued for processing" },
        }),
      ),
    );
    expect(await payuProvider(testConfig(), payu.fetchImpl).refund(ORDER_ID, "Zwrot")).toEqual({ refundId: "5000009987", status: "PENDING" });
    const [request] = payu.apiRequests();
    expect(request?.url).toBe(`${API}/api/v2_1/orders/${ORDER_ID}/refunds`);
    expect(request?.headers.get("Content-Type")).toBe("application/json");
    expect(JSON.parse(request!.body)).toStrictEqual({ refund: { description: "Zwrot" } });
  });

  it("a part of the payment: the amount in grosze as PayU's string", async () => {
    const payu = stubPayu(refundRoute(() => json({ orderId: ORDER_ID, refund: { refundId: "5000009988", status: "PENDING" }, status: { statusCode: "SUCCESS" } })));
    expect(await payuProvider(testConfig(), payu.fetchImpl).refund(ORDER_ID, "Obniżenie ceny", 5_000)).toEqual({ refundId: "5000009988", status: "PENDING" });
    expect(JSON.parse(payu.apiRequests()[0]!.body)).toStrictEqual({ refund: { description: "Obniżenie ceny", amount: "5000" } });
  });

  it("refused (the payment is not completed) is an error with PayU's code", async () => {
    const payu = stubPayu(refundRoute(() => json({ status: { statusCode: "ERROR_VALUE_INVALID", codeLiteral: "ORDER_NOT_COMPLETED", statusDesc: "Order not completed" } }, 400)));
    expect((await failure(payuProvider(testConfig(), payu.fetchImpl).refund(ORDER_ID, "Zwrot"))).code).toBe("ERROR_VALUE_INVALID");
  });

  it("an answer without a refund id is an error", async () => {
    const payu = stubPayu(refundRoute(() => json({ orderId: ORDER_ID, refund: { status: "PENDING" }, status: { statusCode: "SUCCESS" } })));
    expect((await failure(payuProvider(testConfig(), payu.fetchImpl).refund(ORDER_ID, "Zwrot"))).code).toBeNull();
  });
});

// PayU's notification of a completed payment, as it arrives (compact JSON, Polish text in UTF-8).
const paymentNotification = JSON.stringify({
  order: {
    orderId: ORDER_ID,
    extOrderId: "ZAM-2026-000123",
    orderCreateDate: "2026-03-02T12:58:14.828+01:00",
    notifyUrl: "https://plisy.example/api/payments/payu/notify",
    customerIp: "2001:db8::7",
    merchantPosId: "300746",
    description: "Zamówienie ZAM-2026-000123",
    currencyCode: "PLN",
    totalAmount: "21000",
    buyer: { customerId: "guest", email: "anna.kowalska@example.pl", phone: "+48 600 100 200", firstName: "Anna", lastName: "Kowalska", language: "pl" },
    payMethod: { type: "PBL" },
    status: "COMPLETED",
    products: [{ name: "Plisa P1 na wymiar 60 × 120 cm", unitPrice: "9000", quantity: "2" }],
  },
  localReceiptDateTime: "2026-03-02T13:00:01.123+01:00",
  properties: [{ name: "PAYMENT_ID", value: "151471228" }],
});

const refundNotification = JSON.stringify({
  orderId: ORDER_ID,
  extOrderId: "ZAM-2026-000123",
  refund: {
    refundId: "5000009987",
    amount: "21000",
    currencyCode: "PLN",
    status: "FINALIZED",
    statusDateTime: "2026-03-03T10:15:00.000+01:00",
    reason: "refund",
    reasonDescription: "Zwrot",
    refundDate: "2026-03-03T10:15:00.000+01:00",
  },
});

const completed = {
  kind: "payment",
  payment: { providerPaymentId: ORDER_ID, reference: "ZAM-2026-000123", state: "COMPLETED", amount: 21000, currency: "PLN", method: "PBL" },
};

describe("verifyNotification", () => {
  const config = testConfig();
  const provider = payuProvider(config, () => {
    throw new Error("verifying a notification calls nobody");
  });
  const signed = (header: string) => new Headers({ "Content-Type": "application/json", "OpenPayU-Signature": header });
  const sign = (body: string, algorithm: PayuSignatureAlgorithm = "MD5", key = config.secondKey) => payuSignatureHeader(body, key, algorithm);

  it("computes MD5 and SHA-256 in workerd", async () => {
    expect(await webCryptoDigest("MD5", "abc")).toBe("900150983cd24fb0d6963f7d28e17f72");
    expect(await webCryptoDigest("SHA-256", "abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("accepts a payment notification signed with MD5 as PayU does", async () => {
    const header = await sign(paymentNotification);
    expect(header).toMatch(/^sender=checkout;signature=[0-9a-f]{32};algorithm=MD5;content=DOCUMENT$/);
    expect(await provider.verifyNotification(paymentNotification, signed(header))).toEqual(completed);
  });

  it.each(["SHA-256", "SHA256", "sha-256"])("accepts one signed with SHA-256 named %s", async (name) => {
    const hex = await webCryptoDigest("SHA-256", paymentNotification + config.secondKey);
    const header = `sender=checkout;signature=${hex};algorithm=${name};content=DOCUMENT`;
    expect(await provider.verifyNotification(paymentNotification, signed(header))).toEqual(completed);
  });

  it("accepts the header named in any case, its fields in any order and spaced, its hex in capitals", async () => {
    const hex = await payuSignature(paymentNotification, config.secondKey, "MD5");
    const headers = new Headers({ "openpayu-signature": ` content=DOCUMENT ; ALGORITHM=md5; Signature=${hex.toUpperCase()} ;sender=checkout;` });
    expect(await provider.verifyNotification(paymentNotification, headers)).toEqual(completed);
  });

  it("reads a refund notification", async () => {
    expect(await provider.verifyNotification(refundNotification, signed(await sign(refundNotification, "SHA-256")))).toEqual({
      kind: "refund",
      providerPaymentId: ORDER_ID,
      refundId: "5000009987",
      status: "FINALIZED",
      amount: 21000,
      currency: "PLN",
    });
  });

  const tampered = paymentNotification.replace('"totalAmount":"21000"', '"totalAmount":"21001"');

  it.each<[string, () => Promise<[string, Headers]>]>([
    ["signed with another key", async () => [paymentNotification, signed(await sign(paymentNotification, "MD5", "a-different-second-key"))]],
    ["signed with another key (SHA-256)", async () => [paymentNotification, signed(await sign(paymentNotification, "SHA-256", "a-different-second-key"))]],
    [
      "signed with SHA-1",
      async () => {
        const hex = Array.from(new Uint8Array(await crypto.subtle.digest("SHA-1", new TextEncoder().encode(paymentNotification + config.secondKey))), (byte) =>
          byte.toString(16).padStart(2, "0"),
        ).join("");
        return [paymentNotification, signed(`sender=checkout;signature=${hex};algorithm=SHA-1;content=DOCUMENT`)];
      },
    ],
    ["of an unknown algorithm", async () => [paymentNotification, signed((await sign(paymentNotification)).replace("algorithm=MD5", "algorithm=FOO"))]],
    ["without an algorithm", async () => [paymentNotification, signed((await sign(paymentNotification)).replace(";algorithm=MD5", ""))]],
    ["with its body changed by one character", async () => [tampered, signed(await sign(paymentNotification))]],
    ["with its body changed by one character (SHA-256)", async () => [tampered, signed(await sign(paymentNotification, "SHA-256"))]],
    ["without the header", async () => [paymentNotification, new Headers({ "Content-Type": "application/json" })]],
    ["with an empty header", async () => [paymentNotification, signed("")]],
    ["with a header that is not one", async () => [paymentNotification, signed("garbage")]],
    ["with a signature that is not hex", async () => [paymentNotification, signed((await sign(paymentNotification)).replace(/signature=[0-9a-f]{2}/, "signature=zz"))]],
    ["with an empty signature", async () => [paymentNotification, signed(formatSignatureHeader("", "MD5"))]],
    ["with the signature twice", async () => [paymentNotification, signed(`${await sign(paymentNotification)};signature=${"0".repeat(32)}`)]],
    ["with a signature one character short", async () => [paymentNotification, signed((await sign(paymentNotification)).replace(/(signature=[0-9a-f]{31})[0-9a-f]/, "$1"))]],
    ["with a SHA-256 signature named MD5", async () => [paymentNotification, signed((await sign(paymentNotification, "SHA-256")).replace("SHA-256", "MD5"))]],
    ["with an MD5 signature named SHA-256", async () => [paymentNotification, signed((await sign(paymentNotification)).replace("MD5", "SHA-256"))]],
    ["with the signature of the key alone", async () => [paymentNotification, signed(await sign("", "MD5"))]],
  ])("refuses a notification %s", async (_, make) => {
    const [body, headers] = await make();
    expect(await provider.verifyNotification(body, headers)).toBeNull();
  });

  const order = JSON.parse(paymentNotification).order;
  it.each([
    ["that is not JSON", "{order: COMPLETED"],
    ["that is JSON but no object", '"COMPLETED"'],
    ["that is empty", ""],
    ["of an order without extOrderId", JSON.stringify({ order: { ...order, extOrderId: undefined } })],
    ["of an order with an unknown status", JSON.stringify({ order: { ...order, status: "DONE" } })],
    ["of an order with an amount in złoty", JSON.stringify({ order: { ...order, totalAmount: "210.00" } })],
    ["of a refund without its id", JSON.stringify({ orderId: ORDER_ID, refund: { amount: "21000", currencyCode: "PLN", status: "FINALIZED" } })],
    ["of neither an order nor a refund", JSON.stringify({ properties: [{ name: "PAYMENT_ID", value: "151471228" }] })],
  ])("refuses a genuinely signed body %s", async (_, body) => {
    expect(await provider.verifyNotification(body, signed(await sign(body)))).toBeNull();
  });
});
