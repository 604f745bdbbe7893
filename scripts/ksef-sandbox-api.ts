// The local stand-in of KSeF API 2.0 as one request handler on web standards (Request → Response, WebCrypto), so the
// Node server `npm start` runs (scripts/ksef-sandbox.ts) and the integration tests inside workerd
// (tests/support/workers/ksef.ts) answer from the same code. It speaks KSeF's own paths and JSON for what the shop
// uses: the public key certificates (a key pair made at start, in a self-signed certificate), the KSeF-token
// authentication (the token decrypted and checked), online sessions (the AES key decrypted), the invoice upload
// (decrypted, its hashes and sizes checked, the XML checked by `validate`, duplicates refused with 440), the
// invoice's status with a KSeF number whose CRC-8 is right, its UPO, and closing. Never part of the production build.
import { aesCbcDecrypt, fromBase64, sha256Base64, toBase64 } from "../app/server/ksef/crypto.server.ts";
import { ksefNumber } from "../app/lib/ksef-number.ts";

export interface KsefSandboxOptions {
  /** The KSeF token the shop must present (its KSEF_TOKEN). */
  token: string;
  /** The schema's complaints about an invoice's XML, none when it is valid FA(3). */
  validate: (xml: string) => Promise<string[]>;
}

/** An invoice as the stand-in received it, with the status it answers. */
export interface SandboxInvoice {
  referenceNumber: string;
  session: string;
  ordinalNumber: number;
  invoiceNumber: string | null;
  invoiceHash: string;
  xml: string;
  receivedAt: Date;
  status: { code: number; description: string; details?: string[]; extensions?: Record<string, string> };
  ksefNumber: string | null;
}

/** An online session as the stand-in keeps it: whose it is and the AES key its invoices are decrypted with. */
export interface SandboxSession {
  nip: string;
  key: Uint8Array<ArrayBuffer>;
  iv: Uint8Array<ArrayBuffer>;
  open: boolean;
  validUntil: Date;
}

/** An error answer in KSeF's (deprecated but default) ExceptionResponse shape. */
class KsefError extends Error {
  readonly status: number;
  readonly code: number;
  readonly details: string[];
  constructor(status: number, code: number, description: string, details: string[] = []) {
    super(description);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function exceptionResponse(error: KsefError): Response {
  if (error.status === 401) {
    return new Response(JSON.stringify({ title: "Unauthorized", status: 401, detail: error.message, timestamp: new Date().toISOString() }), {
      status: 401,
      headers: { "Content-Type": "application/problem+json" },
    });
  }
  return json(
    {
      exception: {
        exceptionDetailList: [{ exceptionCode: error.code, exceptionDescription: error.message, details: error.details.length ? error.details : null }],
        referenceNumber: crypto.randomUUID(),
        serviceCode: crypto.randomUUID(),
        serviceCtx: "srvLOCAL",
        serviceName: "ksef-sandbox",
        timestamp: new Date().toISOString(),
      },
    },
    error.status,
  );
}

const hex = (length: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(length)), (b) => b.toString(16).padStart(2, "0").toUpperCase())
    .join("")
    .slice(0, length);
const today = (date: Date) => date.toISOString().slice(0, 10);

/** KSeF's reference numbers: the date, the kind ('AU' authentication, 'SO' online session, 'EE' invoice), hex parts. */
function referenceNumber(kind: string, date = new Date()): string {
  return `${today(date).replaceAll("-", "")}-${kind}-${hex(10)}-${hex(10)}-${hex(2)}`;
}

// A minimal DER encoder for the certificate the stand-in publishes its key in.
function der(tag: number, content: Uint8Array): Uint8Array<ArrayBuffer> {
  const length = content.length;
  const head = length < 0x80 ? [length] : length < 0x100 ? [0x81, length] : [0x82, length >> 8, length & 0xff];
  return new Uint8Array([tag, ...head, ...content]);
}
const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};
const sequence = (...parts: Uint8Array[]) => der(0x30, concat(...parts));
const SHA256_WITH_RSA = new Uint8Array([0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0b]);
const COMMON_NAME = new Uint8Array([0x06, 0x03, 0x55, 0x04, 0x03]);
const utcTime = (date: Date) => der(0x17, new TextEncoder().encode(`${date.toISOString().slice(2, 19).replace(/[-:T]/g, "")}Z`));

/** An X.509 certificate of the encryption key (CN "Ministerstwo Finansów"), signed by a throwaway key of the stand-in's own. */
async function certificate(publicKey: CryptoKey, validFrom: Date, validTo: Date): Promise<Uint8Array<ArrayBuffer>> {
  const signer = await crypto.subtle.generateKey({ name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" }, false, ["sign"]);
  const algorithm = sequence(SHA256_WITH_RSA, new Uint8Array([0x05, 0x00]));
  const name = sequence(der(0x31, sequence(COMMON_NAME, der(0x0c, new TextEncoder().encode("Ministerstwo Finansów")))));
  const tbs = sequence(
    der(0xa0, new Uint8Array([0x02, 0x01, 0x02])),
    der(
      0x02,
      crypto.getRandomValues(new Uint8Array(16)).map((b, i) => (i === 0 ? b & 0x7f : b)),
    ),
    algorithm,
    name,
    sequence(utcTime(validFrom), utcTime(validTo)),
    name,
    new Uint8Array(await crypto.subtle.exportKey("spki", publicKey)),
  );
  const signature = new Uint8Array(await crypto.subtle.sign("RSASSA-PKCS1-v1_5", signer.privateKey, tbs));
  return sequence(tbs, algorithm, der(0x03, concat(new Uint8Array([0]), signature)));
}

/** The first text of an element in the (already validated) FA(3) XML. */
function field(xml: string, path: RegExp): string | null {
  return path.exec(xml)?.[1] ?? null;
}

function unescapeXml(text: string): string {
  return text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ({ lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" })[name]!);
}

export async function createKsefSandbox({ token, validate }: KsefSandboxOptions) {
  const keys = (await crypto.subtle.generateKey({ name: "RSA-OAEP", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" }, true, [
    "encrypt",
    "decrypt",
  ])) as CryptoKeyPair;
  const validFrom = new Date(Date.now() - 86_400_000);
  const validTo = new Date(Date.now() + 2 * 365 * 86_400_000);
  const certificateDer = await certificate(keys.publicKey, validFrom, validTo);
  const publicKeyId = await sha256Base64(new Uint8Array(await crypto.subtle.exportKey("spki", keys.publicKey)));
  const certificateId = await sha256Base64(certificateDer);

  const challenges = new Map<string, { timestampMs: number }>();
  const authentications = new Map<
    string,
    { authenticationToken: string; nip: string; status: { code: number; description: string; details?: string[] }; redeemed: boolean; startDate: Date }
  >();
  const accessTokens = new Map<string, { nip: string; validUntil: number }>();
  const sessions = new Map<string, SandboxSession>();
  const invoices = new Map<string, SandboxInvoice>();
  /** Accepted invoices by seller, kind and number: KSeF's duplicate check. */
  const accepted = new Map<string, SandboxInvoice>();
  /** While held, every invoice's status is 'Trwa przetwarzanie' (150), as KSeF answers before it has decided. */
  let holding = false;

  const decrypt = async (bytes: Uint8Array<ArrayBuffer>) => new Uint8Array(await crypto.subtle.decrypt({ name: "RSA-OAEP" }, keys.privateKey, bytes));

  async function body(request: Request): Promise<Record<string, unknown>> {
    const parsed: unknown = await request.json().catch(() => null);
    if (typeof parsed !== "object" || parsed === null) throw new KsefError(400, 21405, "Błąd walidacji danych wejściowych.", ["Treść żądania nie jest poprawnym JSON."]);
    return parsed as Record<string, unknown>;
  }

  function bearer(request: Request): string {
    const value = /^Bearer (.+)$/.exec(request.headers.get("Authorization") ?? "")?.[1];
    if (!value) throw new KsefError(401, 0, "Brak tokenu dostępowego.");
    return value;
  }

  function accessOf(request: Request): { nip: string } {
    const access = accessTokens.get(bearer(request));
    if (!access || access.validUntil < Date.now()) throw new KsefError(401, 0, "Nieprawidłowy lub wygasły token dostępowy.");
    return access;
  }

  function sessionOf(request: Request, reference: string): SandboxSession {
    const { nip } = accessOf(request);
    const session = sessions.get(reference);
    if (!session || session.nip !== nip) throw new KsefError(400, 21173, "Brak sesji o wskazanym numerze referencyjnym.", [reference]);
    return session;
  }

  async function authenticate(request: Request): Promise<Response> {
    const input = await body(request);
    const challenge = typeof input.challenge === "string" ? challenges.get(input.challenge) : undefined;
    if (!challenge) throw new KsefError(400, 21401, "Nieprawidłowe wyzwanie autoryzacyjne.");
    challenges.delete(input.challenge as string);
    const context = input.contextIdentifier as { type?: unknown; value?: unknown } | undefined;
    if (context?.type !== "Nip" || typeof context.value !== "string" || !/^\d{10}$/.test(context.value))
      throw new KsefError(400, 21405, "Błąd walidacji danych wejściowych.", ["contextIdentifier: oczekiwano NIP."]);
    let presented: string;
    try {
      presented = new TextDecoder().decode(await decrypt(fromBase64(String(input.encryptedToken))));
    } catch {
      throw new KsefError(400, 21405, "Błąd walidacji danych wejściowych.", ["Nie udało się odszyfrować tokena."]);
    }
    const ok = presented === `${token}|${challenge.timestampMs}`;
    const reference = referenceNumber("AU");
    const authenticationToken = `auth-${crypto.randomUUID()}`;
    authentications.set(reference, {
      authenticationToken,
      nip: context.value,
      redeemed: false,
      startDate: new Date(),
      status: ok
        ? { code: 200, description: "Uwierzytelnianie zakończone sukcesem" }
        : { code: 450, description: "Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu", details: ["Nieprawidłowy token KSeF lub znacznik czasu."] },
    });
    return json({ referenceNumber: reference, authenticationToken: { token: authenticationToken, validUntil: new Date(Date.now() + 15 * 60_000).toISOString() } }, 202);
  }

  function authenticationOf(request: Request) {
    const presented = bearer(request);
    const found = [...authentications.entries()].find(([, one]) => one.authenticationToken === presented);
    if (!found) throw new KsefError(401, 0, "Nieprawidłowy token uwierzytelniania.");
    return found;
  }

  async function openSession(request: Request): Promise<Response> {
    const { nip } = accessOf(request);
    const input = await body(request);
    const formCode = input.formCode as Record<string, unknown> | undefined;
    if (formCode?.systemCode !== "FA (3)" || formCode.schemaVersion !== "1-0E" || formCode.value !== "FA")
      throw new KsefError(400, 21405, "Błąd walidacji danych wejściowych.", ["Nieobsługiwany formCode: lokalna atrapa przyjmuje FA (3) 1-0E."]);
    const encryption = input.encryption as { encryptedSymmetricKey?: unknown; initializationVector?: unknown } | undefined;
    let key: Uint8Array<ArrayBuffer>;
    let iv: Uint8Array<ArrayBuffer>;
    try {
      key = await decrypt(fromBase64(String(encryption?.encryptedSymmetricKey)));
      iv = fromBase64(String(encryption?.initializationVector));
    } catch {
      throw new KsefError(400, 21405, "Błąd walidacji danych wejściowych.", ["Błąd odszyfrowania dostarczonego klucza."]);
    }
    if (key.length !== 32 || iv.length !== 16) throw new KsefError(400, 21405, "Błąd walidacji danych wejściowych.", ["Klucz AES musi mieć 256 bitów, IV 128 bitów."]);
    const reference = referenceNumber("SO");
    const validUntil = new Date(Date.now() + 12 * 3_600_000);
    sessions.set(reference, { nip, key, iv, open: true, validUntil });
    return json({ referenceNumber: reference, validUntil: validUntil.toISOString() }, 201);
  }

  /** KSeF's verdict on a received invoice, decided at once (the real KSeF decides within seconds). */
  async function verdict(session: SandboxSession, xml: string | null): Promise<Pick<SandboxInvoice, "status" | "ksefNumber" | "invoiceNumber">> {
    if (xml === null) return { status: { code: 435, description: "Błąd odszyfrowania pliku" }, ksefNumber: null, invoiceNumber: null };
    const errors = await validate(xml);
    if (errors.length) return { status: { code: 430, description: "Błąd weryfikacji pliku faktury", details: errors.slice(0, 20) }, ksefNumber: null, invoiceNumber: null };
    const seller = field(xml, /<Podmiot1>.*?<NIP>(\d{10})<\/NIP>/s);
    const kind = field(xml, /<RodzajFaktury>(\w+)<\/RodzajFaktury>/);
    const number = field(xml, /<P_2>([^<]*)<\/P_2>/);
    const invoiceNumber = number === null ? null : unescapeXml(number);
    if (seller !== session.nip)
      return {
        status: { code: 410, description: "Nieprawidłowy zakres uprawnień", details: [`Sprzedawca ${seller} nie jest podmiotem sesji (${session.nip}).`] },
        ksefNumber: null,
        invoiceNumber,
      };
    const original = accepted.get(`${seller}|${kind}|${invoiceNumber}`);
    if (original?.ksefNumber) {
      return {
        status: {
          code: 440,
          description: "Duplikat faktury",
          details: [`Duplikat faktury. Faktura o numerze KSeF: ${original.ksefNumber} została już prawidłowo przesłana do systemu w sesji: ${original.session}`],
          extensions: { originalSessionReferenceNumber: original.session, originalKsefNumber: original.ksefNumber },
        },
        ksefNumber: null,
        invoiceNumber,
      };
    }
    return { status: { code: 200, description: "Sukces" }, ksefNumber: ksefNumber(session.nip, today(new Date()), hex(12)), invoiceNumber };
  }

  async function sendInvoice(request: Request, sessionReference: string): Promise<Response> {
    const session = sessionOf(request, sessionReference);
    if (!session.open) throw new KsefError(400, 21180, "Sesja nie jest otwarta.", [sessionReference]);
    const input = await body(request);
    let encrypted: Uint8Array<ArrayBuffer>;
    try {
      encrypted = fromBase64(String(input.encryptedInvoiceContent));
    } catch {
      throw new KsefError(400, 21405, "Błąd walidacji danych wejściowych.", ["encryptedInvoiceContent nie jest w Base64."]);
    }
    if (input.encryptedInvoiceSize !== encrypted.length || input.encryptedInvoiceHash !== (await sha256Base64(encrypted)))
      throw new KsefError(400, 21405, "Błąd walidacji danych wejściowych.", ["Skrót lub rozmiar zaszyfrowanej faktury nie zgadza się z jej treścią."]);
    const plain = await aesCbcDecrypt(session.key, session.iv, encrypted).catch(() => null);
    if (plain && (input.invoiceSize !== plain.length || input.invoiceHash !== (await sha256Base64(plain))))
      throw new KsefError(400, 21405, "Błąd walidacji danych wejściowych.", ["Skrót lub rozmiar faktury nie zgadza się z odszyfrowaną treścią."]);
    const xml = plain ? new TextDecoder("utf-8", { fatal: true }).decode(plain) : null;
    const reference = referenceNumber("EE");
    const invoice: SandboxInvoice = {
      referenceNumber: reference,
      session: sessionReference,
      ordinalNumber: [...invoices.values()].filter((one) => one.session === sessionReference).length + 1,
      invoiceHash: String(input.invoiceHash),
      xml: xml ?? "",
      receivedAt: new Date(),
      ...(await verdict(session, xml)),
    };
    invoices.set(reference, invoice);
    if (invoice.status.code === 200) accepted.set(`${session.nip}|${field(invoice.xml, /<RodzajFaktury>(\w+)<\/RodzajFaktury>/)}|${invoice.invoiceNumber}`, invoice);
    return json({ referenceNumber: reference }, 202);
  }

  function invoiceStatus(invoice: SandboxInvoice) {
    return {
      ordinalNumber: invoice.ordinalNumber,
      invoiceNumber: invoice.invoiceNumber,
      ksefNumber: holding ? null : invoice.ksefNumber,
      referenceNumber: invoice.referenceNumber,
      invoiceHash: invoice.invoiceHash,
      acquisitionDate: invoice.ksefNumber ? invoice.receivedAt.toISOString() : null,
      invoicingDate: invoice.receivedAt.toISOString(),
      invoicingMode: "Online",
      status: holding ? { code: 150, description: "Trwa przetwarzanie" } : invoice.status,
    };
  }

  function upo(invoice: SandboxInvoice, nip: string): Response {
    if (!invoice.ksefNumber) throw new KsefError(400, 21178, "Nie znaleziono UPO dla faktury.", [invoice.referenceNumber]);
    const issueDate = field(invoice.xml, /<P_1>([^<]*)<\/P_1>/) ?? "";
    const xml = [
      '<?xml version="1.0" encoding="utf-8"?>',
      '<Potwierdzenie xmlns="http://upo.schematy.mf.gov.pl/KSeF/v4-3">',
      "<NazwaPodmiotuPrzyjmujacego>Ministerstwo Finansów - lokalna atrapa KSeF</NazwaPodmiotuPrzyjmujacego>",
      `<NumerReferencyjnySesji>${invoice.session}</NumerReferencyjnySesji>`,
      `<Uwierzytelnienie><IdKontekstu><Nip>${nip}</Nip></IdKontekstu></Uwierzytelnienie>`,
      "<NazwaStrukturyLogicznej>Schemat_FA(3)_v1-0E.xsd</NazwaStrukturyLogicznej>",
      "<KodFormularza>FA (3)</KodFormularza>",
      "<Dokument>",
      `<NipSprzedawcy>${nip}</NipSprzedawcy>`,
      `<NumerKSeFDokumentu>${invoice.ksefNumber}</NumerKSeFDokumentu>`,
      `<NumerFaktury>${(invoice.invoiceNumber ?? "").replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</NumerFaktury>`,
      `<DataWystawieniaFaktury>${issueDate}</DataWystawieniaFaktury>`,
      `<DataPrzeslaniaDokumentu>${invoice.receivedAt.toISOString()}</DataPrzeslaniaDokumentu>`,
      `<DataNadaniaNumeruKSeF>${invoice.receivedAt.toISOString()}</DataNadaniaNumeruKSeF>`,
      `<SkrotDokumentu>${invoice.invoiceHash}</SkrotDokumentu>`,
      "<TrybWysylki>Online</TrybWysylki>",
      "</Dokument>",
      "</Potwierdzenie>",
    ].join("");
    return new Response(xml, { headers: { "Content-Type": "application/xml" } });
  }

  async function route(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    // The API lives under /v2 on KSeF's hosts; the stand-in answers with or without it.
    const path = pathname.replace(/^\/v2(?=\/)/, "");
    const method = request.method;
    if (method === "GET" && path === "/security/public-key-certificates") {
      const entry = (usage: string) => ({
        certificate: toBase64(certificateDer),
        certificateId,
        publicKeyId,
        validFrom: validFrom.toISOString(),
        validTo: validTo.toISOString(),
        usage: [usage],
      });
      return json([entry("KsefTokenEncryption"), entry("SymmetricKeyEncryption")]);
    }
    if (method === "POST" && path === "/auth/challenge") {
      const challenge = referenceNumber("CR");
      const timestamp = new Date();
      challenges.set(challenge, { timestampMs: timestamp.getTime() });
      return json({ challenge, timestamp: timestamp.toISOString(), timestampMs: timestamp.getTime(), clientIp: "127.0.0.1" });
    }
    if (method === "POST" && path === "/auth/ksef-token") return authenticate(request);
    if (method === "POST" && path === "/auth/token/redeem") {
      const [, authentication] = authenticationOf(request);
      if (authentication.status.code !== 200 || authentication.redeemed)
        throw new KsefError(400, 21301, "Brak autoryzacji.", ["Uwierzytelnianie nie zakończyło się sukcesem albo token został już odebrany."]);
      authentication.redeemed = true;
      const accessToken = `access-${crypto.randomUUID()}`;
      const validUntil = Date.now() + 15 * 60_000;
      accessTokens.set(accessToken, { nip: authentication.nip, validUntil });
      return json({
        accessToken: { token: accessToken, validUntil: new Date(validUntil).toISOString() },
        refreshToken: { token: `refresh-${crypto.randomUUID()}`, validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString() },
      });
    }
    const auth = /^\/auth\/([^/]+)$/.exec(path);
    if (method === "GET" && auth) {
      const [reference, authentication] = authenticationOf(request);
      if (reference !== decodeURIComponent(auth[1]!)) throw new KsefError(401, 0, "Token uwierzytelniania nie dotyczy tej operacji.");
      return json({
        startDate: authentication.startDate.toISOString(),
        authenticationMethod: "Token",
        authenticationMethodInfo: { category: "Token", code: "token.ksef", displayName: "Token KSeF" },
        status: authentication.status,
        isTokenRedeemed: authentication.redeemed,
      });
    }
    if (method === "POST" && path === "/sessions/online") return openSession(request);
    const online = /^\/sessions\/online\/([^/]+)\/(invoices|close)\/?$/.exec(path);
    if (method === "POST" && online) {
      const reference = decodeURIComponent(online[1]!);
      if (online[2] === "invoices") return sendInvoice(request, reference);
      sessionOf(request, reference).open = false;
      return new Response(null, { status: 204 });
    }
    const status = /^\/sessions\/([^/]+)\/invoices(?:\/(ksef\/)?([^/]+))?(\/upo)?$/.exec(path);
    if (method === "GET" && status) {
      const reference = decodeURIComponent(status[1]!);
      const session = sessionOf(request, reference);
      const inSession = [...invoices.values()].filter((one) => one.session === reference);
      if (!status[3]) return json({ invoices: inSession.map(invoiceStatus), continuationToken: null });
      const id = decodeURIComponent(status[3]);
      const invoice = inSession.find((one) => (status[2] ? one.ksefNumber === id : one.referenceNumber === id));
      if (!invoice) throw new KsefError(400, 21175, "Nie znaleziono faktury o wskazanym numerze.", [id]);
      return status[4] ? upo(invoice, session.nip) : json(invoiceStatus(invoice));
    }
    throw new KsefError(404, 0, `Nieznana ścieżka: ${method} ${path}`);
  }

  return {
    /** Answers one request as KSeF would. */
    async handle(request: Request): Promise<Response> {
      try {
        return await route(request);
      } catch (error) {
        if (error instanceof KsefError) return exceptionResponse(error);
        throw error;
      }
    },
    /** Holds every verdict back ('Trwa przetwarzanie') until released. */
    hold(on: boolean) {
      holding = on;
    },
    sessions: sessions as ReadonlyMap<string, Readonly<SandboxSession>>,
    invoices: invoices as ReadonlyMap<string, Readonly<SandboxInvoice>>,
  };
}

export type KsefSandbox = Awaited<ReturnType<typeof createKsefSandbox>>;
