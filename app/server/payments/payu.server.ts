// PayU's REST API v2.1 behind the shop's payment-provider interface (./provider.server.ts).
// Every answer is checked with zod; every failure is a PaymentProviderError. Nothing here logs: no token or
// secret ever reaches an error message either.

import { z } from "zod";
import { PAYU_SIGNATURE_HEADER, verifyPayuSignature } from "./payu-signature.server";
import { type PaymentProvider, PaymentProviderError, type PaymentRequest, PROVIDER_PAYMENT_STATES, type ProviderNotification, type ProviderPaymentView } from "./provider.server";

export interface PayuConfig {
  posId: string;
  clientId: string;
  clientSecret: string;
  secondKey: string;
  /** Without a trailing slash: paths are appended to it. */
  apiUrl: string;
}

const credential = z.string().trim().min(1);

const payuEnv = z.object({
  PAYU_POS_ID: credential,
  PAYU_CLIENT_ID: credential,
  PAYU_CLIENT_SECRET: credential,
  PAYU_SECOND_KEY: credential,
  PAYU_API_URL: credential,
});

const apiUrl = z
  .url({ protocol: /^https?$/ })
  .transform((url) => url.replace(/\/+$/, ""))
  .refine((url) => !/[?#]/.test(url), "the API URL takes no query or fragment");

/**
 * PayU's configuration from the worker's environment (typed loosely: the secrets need not be in the generated Env).
 * Null when any of it is missing or empty: PayU is then unavailable. A present but malformed PAYU_API_URL throws,
 * since it is a deployment mistake that would otherwise look like PayU being down.
 */
export function payuConfig(env: object): PayuConfig | null {
  const parsed = payuEnv.safeParse(env);
  if (!parsed.success) return null;
  const url = apiUrl.safeParse(parsed.data.PAYU_API_URL);
  if (!url.success) throw new Error("PAYU_API_URL is not an http(s) URL of PayU's API (e.g. https://secure.payu.com)");
  return {
    posId: parsed.data.PAYU_POS_ID,
    clientId: parsed.data.PAYU_CLIENT_ID,
    clientSecret: parsed.data.PAYU_CLIENT_SECRET,
    secondKey: parsed.data.PAYU_SECOND_KEY,
    apiUrl: url.data,
  };
}

type Fetch = typeof fetch;

/** A call that has not answered by then is a failure: the shopper is waiting at checkout. */
const REQUEST_TIMEOUT_MS = 15_000;

/** PayU's amounts: integer grosze as a string of digits. */
const amount = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform(Number);

const payuOrder = z.object({
  orderId: z.string().min(1),
  extOrderId: z.string().min(1),
  totalAmount: amount,
  currencyCode: z.string().min(1),
  status: z.enum(PROVIDER_PAYMENT_STATES),
  payMethod: z.object({ type: z.string().min(1) }).optional(),
});

function paymentView(order: z.infer<typeof payuOrder>): ProviderPaymentView {
  return {
    providerPaymentId: order.orderId,
    reference: order.extOrderId,
    state: order.status,
    amount: order.totalAmount,
    currency: order.currencyCode,
    method: order.payMethod?.type ?? null,
  };
}

const success = z.object({ statusCode: z.literal("SUCCESS") });

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const createdAnswer = z.object({ status: success, orderId: z.string().min(1), redirectUri: z.url({ protocol: /^https?$/ }) });
const retrievedAnswer = z.object({ status: success, orders: z.array(payuOrder).min(1) });
const refundAnswer = z.object({ status: success, refund: z.object({ refundId: z.string().min(1), status: z.string().min(1) }) });

const paymentNotification = z.object({ order: payuOrder });
const refundNotification = z.object({
  orderId: z.string().min(1),
  refund: z.object({ refundId: z.string().min(1), amount, currencyCode: z.string().min(1), status: z.string().min(1) }),
});

/** PayU's own code in an answer: status.statusCode of the API, `error` of the OAuth endpoint. */
const answerCode = z.union([
  z.object({ status: z.object({ statusCode: z.string() }) }).transform((answer) => answer.status.statusCode),
  z.object({ error: z.string() }).transform((answer) => answer.error),
]);

/**
 * Reads an answer: its JSON, accepted only with one of the `accepted` HTTP statuses, a statusCode of SUCCESS (when
 * it has one) and the shape `schema`. The error carries PayU's code when PayU named a failure.
 */
async function readAnswer<T>(what: string, response: Response, accepted: number[], schema: z.ZodType<T>): Promise<T> {
  let body: unknown = null;
  try {
    body = JSON.parse(await response.text());
  } catch {
    // Left null: reported below with the HTTP status.
  }
  const answered = answerCode.safeParse(body).data;
  const code = answered && answered !== "SUCCESS" ? answered : null;
  const named = code ? ` ${code}` : "";
  if (!accepted.includes(response.status)) throw new PaymentProviderError(`PayU ${what}: HTTP ${response.status}${named}`, code);
  if (body === null) throw new PaymentProviderError(`PayU ${what}: unreadable answer (HTTP ${response.status})`, null);
  if (code) throw new PaymentProviderError(`PayU ${what}:${named} (HTTP ${response.status})`, code);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new PaymentProviderError(`PayU ${what}: unexpected answer (${z.prettifyError(parsed.error)})`, null);
  return parsed.data;
}

async function send(fetchImpl: Fetch, what: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetchImpl(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw new PaymentProviderError(`PayU ${what}: not reached (${error instanceof Error ? error.message : String(error)})`, null);
  }
}

/** Tokens per (API, client), shared by the isolate's requests until a minute before PayU says they expire. */
const tokens = new Map<string, { value: string; expiresAt: number }>();
/** A token request under way: concurrent callers wait for it rather than each asking for one. */
const pendingTokens = new Map<string, Promise<string>>();
const TOKEN_MARGIN_MS = 60_000;

const tokenKey = (config: PayuConfig) => `${config.apiUrl}\n${config.clientId}`;

async function requestToken(config: PayuConfig, fetchImpl: Fetch): Promise<{ value: string; expiresAt: number }> {
  const form = new URLSearchParams({ grant_type: "client_credentials", client_id: config.clientId, client_secret: config.clientSecret });
  const response = await send(fetchImpl, "token", `${config.apiUrl}/pl/standard/user/oauth/authorize`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
  const answer = await readAnswer("token", response, [200], tokenAnswer);
  return { value: answer.access_token, expiresAt: Date.now() + answer.expires_in * 1000 - TOKEN_MARGIN_MS };
}

function accessToken(config: PayuConfig, fetchImpl: Fetch): Promise<string> {
  const key = tokenKey(config);
  const cached = tokens.get(key);
  if (cached && cached.expiresAt > Date.now()) return Promise.resolve(cached.value);
  let pending = pendingTokens.get(key);
  if (!pending) {
    pending = requestToken(config, fetchImpl)
      .then((token) => {
        tokens.set(key, token);
        return token.value;
      })
      .finally(() => pendingTokens.delete(key));
    pendingTokens.set(key, pending);
  }
  return pending;
}

/** Forgets a token PayU refused, unless another caller has already replaced it. */
function dropToken(config: PayuConfig, value: string) {
  const key = tokenKey(config);
  if (tokens.get(key)?.value === value) tokens.delete(key);
}

export function payuProvider(config: PayuConfig, fetchImpl: Fetch = fetch): PaymentProvider {
  /** An authorised API call; a 401 (token expired or revoked early) gets a new token and one more try. */
  async function call<T>(what: string, method: "GET" | "POST", path: string, body: unknown, accepted: number[], schema: z.ZodType<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const token = await accessToken(config, fetchImpl);
      const response = await send(fetchImpl, what, `${config.apiUrl}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status === 401 && attempt === 1) {
        await response.body?.cancel();
        dropToken(config, token);
        continue;
      }
      return readAnswer(what, response, accepted, schema);
    }
  }

  const orderPath = (providerPaymentId: string) => `/api/v2_1/orders/${encodeURIComponent(providerPaymentId)}`;

  return {
    name: "payu",

    async createPayment(request: PaymentRequest) {
      const order = {
        notifyUrl: request.notifyUrl,
        continueUrl: request.continueUrl,
        customerIp: request.customerIp,
        merchantPosId: config.posId,
        description: request.description,
        currencyCode: "PLN",
        totalAmount: String(request.amount),
        extOrderId: request.reference,
        buyer: { ...request.buyer, language: "pl" },
        products: request.products.map((product) => ({ name: product.name, unitPrice: String(product.unitPrice), quantity: String(product.quantity) })),
      };
      // PayU answers a created order with a 302 to its payment page; the JSON body says where.
      const answer = await call("create order", "POST", "/api/v2_1/orders", order, [200, 201, 302], createdAnswer);
      return { providerPaymentId: answer.orderId, redirectUrl: answer.redirectUri };
    },

    async retrieve(providerPaymentId) {
      const answer = await call("retrieve order", "GET", orderPath(providerPaymentId), undefined, [200], retrievedAnswer);
      return paymentView(answer.orders[0]!);
    },

    async refund(providerPaymentId, description, amount) {
      // No amount: PayU refunds the whole payment; an amount (in grosze, as a string like the order's) refunds that part.
      const refund = amount === undefined ? { description } : { description, amount: String(amount) };
      const answer = await call("refund", "POST", `${orderPath(providerPaymentId)}/refunds`, { refund }, [200], refundAnswer);
      return { refundId: answer.refund.refundId, status: answer.refund.status };
    },

    async verifyNotification(body, headers) {
      if (!(await verifyPayuSignature(body, headers.get(PAYU_SIGNATURE_HEADER), config.secondKey))) return null;
      try {
        return notification(JSON.parse(body));
      } catch {
        // Signed, but not JSON.
        return null;
      }
    },
  };
}

function notification(body: unknown): ProviderNotification | null {
  const payment = paymentNotification.safeParse(body);
  if (payment.success) return { kind: "payment", payment: paymentView(payment.data.order) };
  const refund = refundNotification.safeParse(body);
  if (refund.success) {
    const { orderId, refund: news } = refund.data;
    return { kind: "refund", providerPaymentId: orderId, refundId: news.refundId, status: news.status, amount: news.amount, currency: news.currencyCode };
  }
  return null;
}
