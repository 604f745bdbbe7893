// A local stand-in of PayU's sandbox (REST API v2.1), so payments work without an account: `npm start` runs it
// beside the shop (scripts/start-local.ts), the browser tests beside the built worker (tests/support/node/serve-built-worker.ts).
// It serves PayU's own paths and shapes (token, create order, retrieve, refund) and a payment page with 'Zapłać' and
// 'Anuluj' that sends the shop PayU's signed notifications. Never part of the production build: nothing in app/,
// workers/ or emails/ imports it. Plain Node 24 runs this file as it is: `node scripts/payu-sandbox.ts` reads the
// credentials and the port from .dev.vars (scripts/ensure-dev-vars.mjs writes them) and serves until killed.
import { createHash, randomInt } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { formatPln } from "../app/lib/money.ts";

export interface PayuCredentials {
  posId: string;
  clientId: string;
  clientSecret: string;
  /** PayU's "drugi klucz (MD5)": notifications are signed with it. */
  secondKey: string;
}

export type SandboxOrderStatus = "NEW" | "PENDING" | "COMPLETED" | "CANCELED";

export interface SandboxRefund {
  refundId: string;
  extRefundId?: string;
  amount: string;
  description: string;
  creationDateTime: string;
  status: "PENDING" | "FINALIZED";
  statusDateTime: string;
}

/** One order as the stand-in keeps it: what the shop sent, and where the payment is. */
export interface SandboxOrder {
  orderId: string;
  extOrderId?: string;
  orderCreateDate: string;
  notifyUrl?: string;
  continueUrl?: string;
  customerIp: string;
  merchantPosId: string;
  description: string;
  currencyCode: "PLN";
  totalAmount: string;
  buyer?: Record<string, unknown>;
  products: { name: string; unitPrice: string; quantity: string }[];
  status: SandboxOrderStatus;
  /** PayU's PAYMENT_ID, once paid. */
  paymentId?: string;
  refunds: SandboxRefund[];
}

export interface PayuSandbox {
  /** Where it listens, e.g. http://127.0.0.1:8790: the shop's PAYU_API_URL. */
  url: string;
  /** Stops listening and gives up notifications still being retried. */
  close(): Promise<void>;
  orders: ReadonlyMap<string, Readonly<SandboxOrder>>;
}

export interface PayuSandboxOptions {
  /** 0 for any free port. */
  port: number;
  credentials: PayuCredentials;
  host?: string;
  /** PayU's tokens live 43199 s; a short life lets a client's renewal be tested. */
  tokenLifetimeSeconds?: number;
  /** One line per notification and its outcome; stdout by default. */
  log?: (line: string) => void;
}

/** PayU's own retry of an unanswered notification is slower; locally a few quick attempts are enough. */
const RETRY_DELAYS_MS = [500, 1000, 2000];
/** `vite dev` compiles a route on its first request, which can take seconds on a slow machine. */
const NOTIFY_TIMEOUT_MS = 10_000;
const MAX_BODY_BYTES = 1_000_000;

/** An answer other than success, thrown from deep in a handler (no parameter properties: Node strips types, it does not compile them). */
class RequestError extends Error {
  readonly httpStatus: number;
  readonly body: unknown;
  constructor(httpStatus: number, body: unknown) {
    super(`HTTP ${httpStatus}`);
    this.httpStatus = httpStatus;
    this.body = body;
  }
}

const invalid = (codeLiteral: string, statusDesc: string) => new RequestError(400, { status: { statusCode: "ERROR_VALUE_INVALID", severity: "ERROR", codeLiteral, statusDesc } });
const missing = (field: string) =>
  new RequestError(400, {
    status: { statusCode: "ERROR_VALUE_MISSING", severity: "ERROR", codeLiteral: "MISSING_REQUIRED_FIELD", statusDesc: `Missing required field: ${field}` },
  });
const notFound = () => new RequestError(404, { status: { statusCode: "DATA_NOT_FOUND", severity: "INFO", statusDesc: "Could not find data for given criteria." } });

/** PayU's date-times carry the local offset: 2026-11-23T21:11:00.123+01:00. */
function payuDateTime(date = new Date()): string {
  const offsetMinutes = -date.getTimezoneOffset();
  const local = new Date(date.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 23);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, "0");
  return `${local}${sign}${hours}:${String(Math.abs(offsetMinutes) % 60).padStart(2, "0")}`;
}

/** Like PayU's: 10 letters and digits, the date (yyMMdd), then "GUEST000P01", e.g. WZHF5FFDRJ140731GUEST000P01. */
function newOrderId(date = new Date()): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  const random = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join("");
  return `${random}${date.toISOString().slice(2, 10).replaceAll("-", "")}GUEST000P01`;
}

const digits = (length: number) => String(randomInt(10 ** (length - 1), 10 ** length));

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new RequestError(413, { status: { statusCode: "ERROR_SYNTAX", statusDesc: "Request too large" } });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function parseJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below, as PayU answers a body it cannot read
  }
  throw new RequestError(400, { status: { statusCode: "ERROR_SYNTAX", severity: "ERROR", statusDesc: "Incorrect request syntax. Supported formats are JSON or XML." } });
}

/** A required non-empty string field. */
function text(source: Record<string, unknown>, field: string, path = field): string {
  const value = source[field];
  if (value === undefined || value === null || value === "") throw missing(path);
  if (typeof value !== "string") throw invalid("INVALID_FIELD_VALUE", `Invalid value of field: ${path}`);
  return value;
}

/** An optional string field. */
function optionalText(source: Record<string, unknown>, field: string): string | undefined {
  const value = source[field];
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string") throw invalid("INVALID_FIELD_VALUE", `Invalid value of field: ${field}`);
  return value;
}

/** PayU's amounts and quantities: whole numbers as strings ("21000"). */
function wholeNumber(source: Record<string, unknown>, field: string, path: string, { positive }: { positive: boolean }): string {
  const value = text(source, field, path);
  if (!(positive ? /^[1-9]\d{0,15}$/ : /^(0|[1-9]\d{0,15})$/).test(value)) throw invalid("INVALID_AMOUNT", `Invalid value of field: ${path}`);
  return value;
}

function isUrl(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}

function parseOrder(body: Record<string, unknown>, posId: string): Omit<SandboxOrder, "orderId" | "orderCreateDate" | "status" | "refunds"> {
  const merchantPosId = text(body, "merchantPosId");
  if (merchantPosId !== posId) throw invalid("INVALID_POS_ID", "Invalid value of field: merchantPosId");
  const currencyCode = text(body, "currencyCode");
  if (currencyCode !== "PLN") throw invalid("INVALID_CURRENCY", "Invalid value of field: currencyCode");
  const notifyUrl = optionalText(body, "notifyUrl");
  const continueUrl = optionalText(body, "continueUrl");
  if (notifyUrl !== undefined && !isUrl(notifyUrl)) throw invalid("INVALID_FIELD_VALUE", "Invalid value of field: notifyUrl");
  if (continueUrl !== undefined && !isUrl(continueUrl)) throw invalid("INVALID_FIELD_VALUE", "Invalid value of field: continueUrl");
  const buyer = body.buyer;
  if (buyer !== undefined && (typeof buyer !== "object" || buyer === null || Array.isArray(buyer))) throw invalid("INVALID_FIELD_VALUE", "Invalid value of field: buyer");
  if (buyer) text(buyer as Record<string, unknown>, "email", "buyer.email");
  const products = body.products;
  if (products === undefined || (Array.isArray(products) && products.length === 0)) throw missing("products");
  if (!Array.isArray(products)) throw invalid("INVALID_FIELD_VALUE", "Invalid value of field: products");
  return {
    extOrderId: optionalText(body, "extOrderId"),
    notifyUrl,
    continueUrl,
    customerIp: text(body, "customerIp"),
    merchantPosId,
    description: text(body, "description"),
    currencyCode,
    totalAmount: wholeNumber(body, "totalAmount", "totalAmount", { positive: true }),
    buyer: buyer as Record<string, unknown> | undefined,
    products: products.map((product: unknown, i) => {
      if (!product || typeof product !== "object") throw invalid("INVALID_FIELD_VALUE", `Invalid value of field: products[${i}]`);
      const fields = product as Record<string, unknown>;
      return {
        name: text(fields, "name", `products[${i}].name`),
        unitPrice: wholeNumber(fields, "unitPrice", `products[${i}].unitPrice`, { positive: false }),
        quantity: wholeNumber(fields, "quantity", `products[${i}].quantity`, { positive: true }),
      };
    }),
  };
}

/** What PayU shows of an order in retrieve and in notifications. */
function orderView(order: SandboxOrder) {
  return {
    orderId: order.orderId,
    ...(order.extOrderId !== undefined && { extOrderId: order.extOrderId }),
    orderCreateDate: order.orderCreateDate,
    ...(order.notifyUrl !== undefined && { notifyUrl: order.notifyUrl }),
    customerIp: order.customerIp,
    merchantPosId: order.merchantPosId,
    description: order.description,
    currencyCode: order.currencyCode,
    totalAmount: order.totalAmount,
    ...(order.buyer && { buyer: order.buyer }),
    // A method exists once the buyer chose one; a cancelled payment here never got that far.
    ...((order.status === "PENDING" || order.status === "COMPLETED") && { payMethod: { type: "PBL" } }),
    status: order.status,
    products: order.products,
  };
}

const PAGE_STYLE = `
  body { font-family: system-ui, sans-serif; background: #f4f4f5; color: #18181b; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: .75rem; padding: 1.5rem 2rem; box-shadow: 0 1px 4px #0002; }
  h1 { font-size: 1.35rem; margin-top: 0; }
  .note { color: #52525b; font-size: .9rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; }
  dt { color: #52525b; }
  dd { margin: 0; font-weight: 600; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; font-weight: 600; padding: .7rem 1.4rem; border-radius: .5rem; border: 2px solid #a6c307; cursor: pointer; }
  .pay { background: #a6c307; color: #18181b; }
  .cancel { background: #fff; color: #18181b; border-color: #71717a; }
  button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
<h1>PayU – płatność testowa</h1>
${content}
</main>
</body>
</html>
`;
}

const STATUS_TEXT: Record<Exclude<SandboxOrderStatus, "NEW">, string> = {
  PENDING: "Płatność jest w toku.",
  COMPLETED: "Płatność została zrealizowana.",
  CANCELED: "Płatność została anulowana.",
};

function paymentPage(order: SandboxOrder): string {
  const details = `<dl>
<dt>Opis</dt><dd>${escapeHtml(order.description)}</dd>
${order.extOrderId ? `<dt>Zamówienie</dt><dd>${escapeHtml(order.extOrderId)}</dd>\n` : ""}<dt>Kwota</dt><dd>${escapeHtml(formatPln(Number(order.totalAmount)))}</dd>
</dl>`;
  const note = `<p class="note">Lokalna atrapa PayU: żadne pieniądze nie są pobierane.</p>`;
  if (order.status !== "NEW") return page(`${STATUS_TEXT[order.status]} – PayU`, `${note}\n${details}\n<p role="status">${STATUS_TEXT[order.status]}</p>`);
  const path = `/pay/${encodeURIComponent(order.orderId)}`;
  return page(
    "Płatność testowa – PayU",
    `${note}
${details}
<div class="actions">
<form method="post" action="${path}/zaplac"><button type="submit" class="pay">Zapłać</button></form>
<form method="post" action="${path}/anuluj"><button type="submit" class="cancel">Anuluj</button></form>
</div>`,
  );
}

/** Starts the stand-in; resolves once it listens. */
export function startPayuSandbox({ port, credentials, host = "127.0.0.1", tokenLifetimeSeconds = 43199, log = console.log }: PayuSandboxOptions): Promise<PayuSandbox> {
  const orders = new Map<string, SandboxOrder>();
  const tokens = new Map<string, number>();
  const stopping = new AbortController();
  let url = "";

  const send = (response: ServerResponse, httpStatus: number, body: unknown, headers: Record<string, string> = {}) => {
    response.writeHead(httpStatus, { "Content-Type": "application/json;charset=UTF-8", ...headers });
    response.end(JSON.stringify(body));
  };
  const sendHtml = (response: ServerResponse, httpStatus: number, html: string) => {
    response.writeHead(httpStatus, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
    response.end(html);
  };
  const redirect = (response: ServerResponse, location: string) => {
    response.writeHead(302, { Location: location });
    response.end();
  };

  function authorize(request: IncomingMessage) {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
    const expiresAt = token === undefined ? undefined : tokens.get(token);
    if (expiresAt === undefined) throw new RequestError(401, { error: "invalid_token", error_description: "Invalid access token" });
    if (expiresAt <= Date.now()) {
      tokens.delete(token!);
      throw new RequestError(401, { error: "invalid_token", error_description: "Access token expired" });
    }
  }

  /** POSTs a signed notification, retrying a few times until the shop answers 200. */
  async function notify(order: SandboxOrder, what: string, payload: unknown): Promise<void> {
    if (!order.notifyUrl) return;
    const body = JSON.stringify(payload);
    const signature = createHash("md5")
      .update(body + credentials.secondKey)
      .digest("hex");
    const header = `sender=checkout;signature=${signature};algorithm=MD5;content=DOCUMENT`;
    let outcome = "";
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await fetch(order.notifyUrl, {
          method: "POST",
          headers: { "Content-Type": "application/json;charset=UTF-8", "OpenPayU-Signature": header, "X-OpenPayU-Signature": header },
          body,
          redirect: "manual",
          signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(NOTIFY_TIMEOUT_MS)]),
        });
        await response.body?.cancel();
        if (response.status === 200) {
          log(`payu-sandbox: ${what} of ${order.orderId} → ${order.notifyUrl}: 200 (attempt ${attempt})`);
          return;
        }
        outcome = `HTTP ${response.status}`;
      } catch (error) {
        if (stopping.signal.aborted) return;
        outcome = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      }
      const delay = RETRY_DELAYS_MS[attempt - 1];
      if (delay === undefined) break;
      try {
        await sleep(delay, undefined, { signal: stopping.signal });
      } catch {
        return;
      }
    }
    log(`payu-sandbox: ${what} of ${order.orderId} → ${order.notifyUrl}: not delivered after ${RETRY_DELAYS_MS.length + 1} attempts (${outcome})`);
  }

  const notifyStatus = (order: SandboxOrder) =>
    notify(order, order.status, {
      order: orderView(order),
      ...(order.status === "COMPLETED" && { localReceiptDateTime: payuDateTime(), properties: [{ name: "PAYMENT_ID", value: order.paymentId }] }),
    });

  async function createOrder(request: IncomingMessage, response: ServerResponse) {
    authorize(request);
    const fields = parseOrder(parseJson(await readBody(request)), credentials.posId);
    if (fields.extOrderId !== undefined && [...orders.values()].some((order) => order.extOrderId === fields.extOrderId)) {
      throw new RequestError(400, { status: { statusCode: "ERROR_ORDER_NOT_UNIQUE", severity: "ERROR", codeLiteral: "ORDER_NOT_UNIQUE", statusDesc: "Order already exists" } });
    }
    const order: SandboxOrder = { ...fields, orderId: newOrderId(), orderCreateDate: payuDateTime(), status: "NEW", refunds: [] };
    orders.set(order.orderId, order);
    const redirectUri = `${url}/pay/${order.orderId}`;
    // PayU answers 302 with the JSON body: a client must not follow it.
    send(
      response,
      302,
      { status: { statusCode: "SUCCESS" }, redirectUri, orderId: order.orderId, ...(order.extOrderId !== undefined && { extOrderId: order.extOrderId }) },
      { Location: redirectUri },
    );
  }

  function retrieveOrder(request: IncomingMessage, response: ServerResponse, order: SandboxOrder | undefined) {
    authorize(request);
    if (!order) throw notFound();
    send(response, 200, {
      orders: [orderView(order)],
      ...(order.paymentId && { properties: [{ name: "PAYMENT_ID", value: order.paymentId }] }),
      status: { statusCode: "SUCCESS", statusDesc: "Request processing successful" },
    });
  }

  async function refundOrder(request: IncomingMessage, response: ServerResponse, order: SandboxOrder | undefined) {
    authorize(request);
    const body = parseJson(await readBody(request));
    if (!order) throw notFound();
    const section = body.refund;
    if (!section || typeof section !== "object" || Array.isArray(section)) {
      throw new RequestError(400, {
        status: { statusCode: "ERROR_VALUE_MISSING", severity: "ERROR", codeLiteral: "MISSING_REFUND_SECTION", statusDesc: "Missing required field: refund" },
      });
    }
    const fields = section as Record<string, unknown>;
    const description = text(fields, "description", "refund.description");
    if (order.status !== "COMPLETED") throw invalid("TRANS_NOT_ENDED", "Transaction has not been finished");
    const refunded = order.refunds.reduce((sum, refund) => sum + Number(refund.amount), 0);
    const balance = Number(order.totalAmount) - refunded;
    const amount = fields.amount === undefined ? String(balance) : wholeNumber(fields, "amount", "refund.amount", { positive: true });
    if (balance <= 0 || Number(amount) > balance) throw invalid("NO_BALANCE", "Lack of funds in account");
    const now = payuDateTime();
    const refund: SandboxRefund = {
      refundId: digits(10),
      extRefundId: optionalText(fields, "extRefundId"),
      amount,
      description,
      creationDateTime: now,
      status: "PENDING",
      statusDateTime: now,
    };
    order.refunds.push(refund);
    send(response, 200, {
      orderId: order.orderId,
      refund: {
        refundId: refund.refundId,
        ...(refund.extRefundId !== undefined && { extRefundId: refund.extRefundId }),
        amount: refund.amount,
        currencyCode: order.currencyCode,
        description: refund.description,
        creationDateTime: refund.creationDateTime,
        status: refund.status,
        statusDateTime: refund.statusDateTime,
      },
      status: { statusCode: "SUCCESS", statusDesc: "Refund queued for processing" },
    });
    // PayU finalises a refund later and says so in a notification to the order's notifyUrl.
    void sleep(200, undefined, { signal: stopping.signal })
      .then(() => {
        refund.status = "FINALIZED";
        refund.statusDateTime = payuDateTime();
        return notify(order, `refund ${refund.refundId} FINALIZED`, {
          orderId: order.orderId,
          ...(order.extOrderId !== undefined && { extOrderId: order.extOrderId }),
          refund: {
            refundId: refund.refundId,
            amount: refund.amount,
            currencyCode: order.currencyCode,
            status: refund.status,
            statusDateTime: refund.statusDateTime,
            reason: "refund",
            reasonDescription: refund.description,
            refundDate: refund.statusDateTime,
          },
        });
      })
      .catch(() => {
        // stopped before the refund was finalised
      });
  }

  async function pay(response: ServerResponse, order: SandboxOrder) {
    if (order.status !== "NEW") return redirect(response, `/pay/${order.orderId}`);
    order.paymentId = digits(9);
    order.status = "PENDING";
    await notifyStatus(order);
    order.status = "COMPLETED";
    await notifyStatus(order);
    redirect(response, order.continueUrl ?? `/pay/${order.orderId}`);
  }

  async function cancel(response: ServerResponse, order: SandboxOrder) {
    if (order.status !== "NEW") return redirect(response, `/pay/${order.orderId}`);
    order.status = "CANCELED";
    await notifyStatus(order);
    if (!order.continueUrl) return redirect(response, `/pay/${order.orderId}`);
    // As PayU does: the shopper comes back to the same continueUrl, with error=501 added.
    const back = new URL(order.continueUrl);
    back.searchParams.set("error", "501");
    redirect(response, back.toString());
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const { pathname } = new URL(request.url ?? "/", "http://sandbox");
    const method = request.method ?? "GET";
    if (method === "POST" && pathname === "/pl/standard/user/oauth/authorize") {
      const form = new URLSearchParams(await readBody(request));
      if (form.get("grant_type") !== "client_credentials") {
        return send(response, 400, { error: "unsupported_grant_type", error_description: `Unsupported grant type: ${form.get("grant_type") ?? ""}` });
      }
      if (form.get("client_id") !== credentials.clientId || form.get("client_secret") !== credentials.clientSecret) {
        return send(response, 401, { error: "invalid_client", error_description: "Bad client credentials" });
      }
      const token = crypto.randomUUID();
      tokens.set(token, Date.now() + tokenLifetimeSeconds * 1000);
      return send(response, 200, { access_token: token, token_type: "bearer", expires_in: tokenLifetimeSeconds, grant_type: "client_credentials" });
    }
    if (method === "POST" && pathname === "/api/v2_1/orders") return createOrder(request, response);
    const api = /^\/api\/v2_1\/orders\/([^/]+)(\/refunds)?$/.exec(pathname);
    if (api) {
      const order = orders.get(decodeURIComponent(api[1]!));
      if (method === "GET" && !api[2]) return retrieveOrder(request, response, order);
      if (method === "POST" && api[2]) return refundOrder(request, response, order);
    }
    const payment = /^\/pay\/([^/]+)(?:\/(zaplac|anuluj))?$/.exec(pathname);
    if (payment) {
      const order = orders.get(decodeURIComponent(payment[1]!));
      if (!order) return sendHtml(response, 404, page("Nie znaleziono płatności – PayU", "<p>Nie ma takiej płatności.</p>"));
      if (method === "GET" && !payment[2]) return sendHtml(response, 200, paymentPage(order));
      if (method === "POST" && payment[2] === "zaplac") return pay(response, order);
      if (method === "POST" && payment[2] === "anuluj") return cancel(response, order);
    }
    throw notFound();
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (response.headersSent) return;
      if (error instanceof RequestError) return send(response, error.httpStatus, error.body);
      log(`payu-sandbox: ${request.method} ${request.url} failed: ${String(error)}`);
      send(response, 500, { status: { statusCode: "GENERAL_ERROR", severity: "ERROR", statusDesc: "Unexpected error" } });
    });
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      url = `http://${host}:${(server.address() as AddressInfo).port}`;
      resolve({
        url,
        orders,
        close: () =>
          new Promise<void>((done) => {
            stopping.abort();
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** The variables of a .dev.vars file: NAME="value" lines as ours are written, NAME='value' as the vite plugin copies them into the build. */
export function readDevVars(file: URL | string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const match of readFileSync(file, "utf8").matchAll(/^([A-Z0-9_]+)=(?:"([^"\n]*)"|'([^'\n]*)'|([^\n]*))$/gm)) vars[match[1]!] = match[2] ?? match[3] ?? match[4]!.trim();
  return vars;
}

/** The four PayU credentials from .dev.vars variables, or null when any is missing (PayU is then unavailable to the shop). */
export function payuCredentialsFrom(vars: Record<string, string>): PayuCredentials | null {
  const [posId, clientId, clientSecret, secondKey] = [vars.PAYU_POS_ID, vars.PAYU_CLIENT_ID, vars.PAYU_CLIENT_SECRET, vars.PAYU_SECOND_KEY];
  return posId && clientId && clientSecret && secondKey ? { posId, clientId, clientSecret, secondKey } : null;
}

export const DEFAULT_PAYU_SANDBOX_PORT = 8790;

if (import.meta.main) {
  const devVarsFile = new URL("../.dev.vars", import.meta.url);
  const vars = existsSync(devVarsFile) ? readDevVars(devVarsFile) : {};
  const credentials = payuCredentialsFrom(vars);
  if (!credentials) {
    console.error("payu-sandbox: no PAYU_* credentials in .dev.vars; `node scripts/ensure-dev-vars.mjs` (or `npm start`) writes them");
    process.exit(1);
  }
  const api = vars.PAYU_API_URL ? new URL(vars.PAYU_API_URL) : undefined;
  if (api && !["127.0.0.1", "localhost"].includes(api.hostname)) {
    console.log(`payu-sandbox: PAYU_API_URL in .dev.vars is ${api.origin}, not this machine: the local stand-in is not started`);
    process.exit(0);
  }
  const port = api ? Number(api.port || (api.protocol === "https:" ? 443 : 80)) : DEFAULT_PAYU_SANDBOX_PORT;
  try {
    const sandbox = await startPayuSandbox({ port, credentials });
    console.log(`PayU (lokalna atrapa) na ${sandbox.url}`);
  } catch (error) {
    const taken = (error as NodeJS.ErrnoException).code === "EADDRINUSE";
    console.error(taken ? `payu-sandbox: port ${port} is taken (another npm start?): the local PayU stand-in is not started` : `payu-sandbox: ${String(error)}`);
    process.exit(1);
  }
}
