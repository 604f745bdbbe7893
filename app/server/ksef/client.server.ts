import { z } from "zod";
import { FA3_FORM_CODE } from "~/lib/fa3-xml";
import { aesCbcEncrypt, importKsefPublicKey, newSessionKey, rsaOaepEncrypt, sha256Base64, toBase64 } from "./crypto.server";

// A client of KSeF API 2.0 (the Ministry's open-api.json; docs/decisions/2026-11-28-ksef.md) with fetch and WebCrypto
// only, so it runs in workerd: authentication with a KSeF token, an online session for FA(3), sending one encrypted
// invoice, its status and UPO, closing the session. Every answer is checked with zod; an error answer throws
// KsefApiError with KSeF's own description.

export interface KsefConfig {
  apiUrl: string;
  token: string;
}

const ksefEnv = z.object({ KSEF_TOKEN: z.string().trim().min(1), KSEF_API_URL: z.url({ protocol: /^https?$/ }) });

/** KSeF's configuration from the worker's environment; null without the KSEF_TOKEN secret (invoices then wait unsent). */
export function ksefConfig(env: object): KsefConfig | null {
  const parsed = ksefEnv.safeParse(env);
  if (!parsed.success) return null;
  return { apiUrl: parsed.data.KSEF_API_URL.replace(/\/+$/, ""), token: parsed.data.KSEF_TOKEN.trim() };
}

/** An error answer of KSeF's API: its HTTP status and what KSeF said (code and description, in Polish). */
export class KsefApiError extends Error {
  readonly status: number;
  readonly code: number | null;
  constructor(status: number, code: number | null, description: string) {
    super(description);
    this.name = "KsefApiError";
    this.status = status;
    this.code = code;
  }
}

const REQUEST_TIMEOUT_MS = 30_000;
/** KSeF checks a token within a second or two; a check still running after this is retried with the event. */
const AUTH_POLLS = 10;
const AUTH_POLL_MS = 500;

const statusInfo = z.object({ code: z.number().int(), description: z.string(), details: z.array(z.string()).nullish() });
const tokenInfo = z.object({ token: z.string().min(1), validUntil: z.string() });
const publicKeyCertificates = z.array(z.object({ certificate: z.string().min(1), publicKeyId: z.string().nullish(), validTo: z.string(), usage: z.array(z.string()) }));
const challengeResponse = z.object({ challenge: z.string().min(1), timestampMs: z.number().int() });
const authInitResponse = z.object({ referenceNumber: z.string().min(1), authenticationToken: tokenInfo });
const authStatusResponse = z.object({ status: statusInfo });
const tokensResponse = z.object({ accessToken: tokenInfo });
const referenceResponse = z.object({ referenceNumber: z.string().min(1) });

export const sessionInvoiceStatus = z.object({
  referenceNumber: z.string().min(1),
  invoiceHash: z.string(),
  ksefNumber: z.string().nullish(),
  status: statusInfo.extend({ extensions: z.record(z.string(), z.unknown()).nullish() }),
});
export type SessionInvoiceStatus = z.infer<typeof sessionInvoiceStatus>;
const sessionInvoices = z.object({ invoices: z.array(sessionInvoiceStatus), continuationToken: z.string().nullish() });

const problem = z.object({
  exception: z
    .object({ exceptionDetailList: z.array(z.object({ exceptionCode: z.number().nullish(), exceptionDescription: z.string().nullish(), details: z.array(z.string()).nullish() })) })
    .nullish(),
  detail: z.string().nullish(),
  title: z.string().nullish(),
});

async function errorOf(response: Response): Promise<KsefApiError> {
  const body = problem.safeParse(await response.json().catch(() => null));
  const detail = body.success ? body.data.exception?.exceptionDetailList[0] : undefined;
  const description = detail
    ? [detail.exceptionDescription, ...(detail.details ?? [])].filter(Boolean).join(": ")
    : (body.success && (body.data.detail ?? body.data.title)) || `HTTP ${response.status}`;
  return new KsefApiError(response.status, detail?.exceptionCode ?? null, description);
}

type Fetch = typeof fetch;

/** An online session as this client opened it: KSeF's reference and the AES key its invoices are encrypted with. */
export interface OnlineSession {
  referenceNumber: string;
  key: Uint8Array<ArrayBuffer>;
  iv: Uint8Array<ArrayBuffer>;
}

/** What was sent: KSeF's reference of the invoice and the SHA-256 (Base64) of the XML. */
export interface SentInvoice {
  referenceNumber: string;
  invoiceHash: string;
}

const accessTokens = new Map<string, { token: string; validUntil: number }>();

/** A client acting for the seller's context (its NIP); it authenticates when first needed. */
export function ksefClient(config: KsefConfig, nip: string, fetcher: Fetch = fetch) {
  async function call(method: "GET" | "POST", path: string, { body, bearer, accept = "application/json" }: { body?: unknown; bearer?: string; accept?: string } = {}) {
    const response = await fetcher(`${config.apiUrl}${path}`, {
      method,
      headers: {
        Accept: accept,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw await errorOf(response);
    return response;
  }

  async function parse<T>(schema: z.ZodType<T>, method: string, path: string, response: Response): Promise<T> {
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new Error(`KSeF answered ${method} ${path} with an unexpected shape: ${parsed.error.issues.map((i) => i.message).join("; ")}`);
    return parsed.data;
  }

  async function json<T>(schema: z.ZodType<T>, method: "GET" | "POST", path: string, options?: { body?: unknown; bearer?: string }): Promise<T> {
    return parse(schema, method, path, await call(method, path, options));
  }

  /** KSeF's public key for one use (encrypting the token, or a session's key), with its id. */
  async function publicKey(usage: "KsefTokenEncryption" | "SymmetricKeyEncryption") {
    const certificates = await json(publicKeyCertificates, "GET", "/security/public-key-certificates");
    const now = Date.now();
    const found = certificates.find((one) => one.usage.includes(usage) && Date.parse(one.validTo) > now);
    if (!found) throw new Error(`KSeF publishes no valid public key for ${usage}`);
    return { key: await importKsefPublicKey(found.certificate), publicKeyId: found.publicKeyId ?? undefined };
  }

  /**
   * An access token for the seller's context (NIP): challenge, the token and the challenge's time encrypted with
   * KSeF's key, the check awaited, the token redeemed. Kept in the isolate until shortly before it expires.
   */
  const cacheKey = `${config.apiUrl}|${nip}|${config.token}`;

  async function accessToken(): Promise<string> {
    const cached = accessTokens.get(cacheKey);
    if (cached && cached.validUntil - 60_000 > Date.now()) return cached.token;
    const challenge = await json(challengeResponse, "POST", "/auth/challenge");
    const { key, publicKeyId } = await publicKey("KsefTokenEncryption");
    const encryptedToken = await rsaOaepEncrypt(key, new TextEncoder().encode(`${config.token}|${challenge.timestampMs}`));
    const init = await json(authInitResponse, "POST", "/auth/ksef-token", {
      body: { challenge: challenge.challenge, contextIdentifier: { type: "Nip", value: nip }, encryptedToken: toBase64(encryptedToken), publicKeyId },
    });
    const authenticationToken = init.authenticationToken.token;
    for (let poll = 0; ; poll++) {
      const { status } = await json(authStatusResponse, "GET", `/auth/${encodeURIComponent(init.referenceNumber)}`, { bearer: authenticationToken });
      if (status.code === 200) break;
      if (status.code !== 100) throw new KsefApiError(400, status.code, [status.description, ...(status.details ?? [])].join(": "));
      if (poll + 1 >= AUTH_POLLS) throw new Error("KSeF is still checking the KSeF token; the submission is retried");
      await new Promise((resolve) => setTimeout(resolve, AUTH_POLL_MS));
    }
    const tokens = await json(tokensResponse, "POST", "/auth/token/redeem", { bearer: authenticationToken });
    accessTokens.set(cacheKey, { token: tokens.accessToken.token, validUntil: Date.parse(tokens.accessToken.validUntil) });
    return tokens.accessToken.token;
  }

  /** A call with the access token; one KSeF no longer honours (401: expired early, revoked) is replaced once. */
  async function authorized(method: "GET" | "POST", path: string, options: { body?: unknown; accept?: string } = {}): Promise<Response> {
    try {
      return await call(method, path, { ...options, bearer: await accessToken() });
    } catch (error) {
      if (!(error instanceof KsefApiError && error.status === 401)) throw error;
      accessTokens.delete(cacheKey);
      return call(method, path, { ...options, bearer: await accessToken() });
    }
  }

  async function authorizedJson<T>(schema: z.ZodType<T>, method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    return parse(schema, method, path, await authorized(method, path, { body }));
  }

  return {
    accessToken,

    /** Opens an online session for FA(3) with a fresh AES key, sent encrypted with KSeF's key. */
    async openSession(): Promise<OnlineSession> {
      const { key, iv } = newSessionKey();
      const { key: publicKeyCrypto, publicKeyId } = await publicKey("SymmetricKeyEncryption");
      const encryption = { encryptedSymmetricKey: toBase64(await rsaOaepEncrypt(publicKeyCrypto, key)), initializationVector: toBase64(iv), publicKeyId };
      const { referenceNumber } = await authorizedJson(referenceResponse, "POST", "/sessions/online", { formCode: FA3_FORM_CODE, encryption });
      return { referenceNumber, key, iv };
    },

    /** Sends one invoice's XML in the session, encrypted, with the hashes and sizes of the plain and encrypted file. */
    async sendInvoice(session: OnlineSession, xml: Uint8Array<ArrayBuffer>): Promise<SentInvoice> {
      const encrypted = await aesCbcEncrypt(session.key, session.iv, xml);
      const invoiceHash = await sha256Base64(xml);
      const body = {
        invoiceHash,
        invoiceSize: xml.byteLength,
        encryptedInvoiceHash: await sha256Base64(encrypted),
        encryptedInvoiceSize: encrypted.byteLength,
        encryptedInvoiceContent: toBase64(encrypted),
      };
      const { referenceNumber } = await authorizedJson(referenceResponse, "POST", `/sessions/online/${encodeURIComponent(session.referenceNumber)}/invoices`, body);
      return { referenceNumber, invoiceHash };
    },

    /** Closes the session (KSeF then prepares its collective UPO); its invoices' statuses stay readable. */
    async closeSession(sessionReference: string): Promise<void> {
      await authorized("POST", `/sessions/online/${encodeURIComponent(sessionReference)}/close`);
    },

    invoiceStatus(sessionReference: string, invoiceReference: string): Promise<SessionInvoiceStatus> {
      return authorizedJson(sessionInvoiceStatus, "GET", `/sessions/${encodeURIComponent(sessionReference)}/invoices/${encodeURIComponent(invoiceReference)}`);
    },

    /** The invoices KSeF received in a session (the first page, up to 100: the shop sends one per session). */
    async sessionInvoices(sessionReference: string): Promise<SessionInvoiceStatus[]> {
      const list = await authorizedJson(sessionInvoices, "GET", `/sessions/${encodeURIComponent(sessionReference)}/invoices?pageSize=100`);
      return list.invoices;
    },

    /** The UPO (KSeF's official receipt, XML) of an accepted invoice, by its reference or by its KSeF number. */
    async upo(sessionReference: string, invoice: { reference: string } | { ksefNumber: string }): Promise<string> {
      const path = "reference" in invoice ? encodeURIComponent(invoice.reference) : `ksef/${encodeURIComponent(invoice.ksefNumber)}`;
      const response = await authorized("GET", `/sessions/${encodeURIComponent(sessionReference)}/invoices/${path}/upo`, { accept: "application/xml" });
      return response.text();
    },
  };
}

export type KsefClient = ReturnType<typeof ksefClient>;
