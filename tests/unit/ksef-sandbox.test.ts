import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFa3Xml } from "~/lib/fa3-xml";
import { isKsefNumber } from "~/lib/ksef-number";
import { KsefApiError, ksefClient } from "~/server/ksef/client.server";
import { aesCbcDecrypt, aesCbcEncrypt, certificatePublicKeyInfo, fromBase64, newSessionKey, sha256Base64, toBase64 } from "~/server/ksef/crypto.server";
import { type KsefSandboxServer, startKsefSandbox } from "../../scripts/ksef-sandbox";
import { companyInvoice, reversalOf } from "../support/invoice-documents";

// The local KSeF stand-in over HTTP, driven by the shop's own client: it decrypts what the client encrypts, checks
// the hashes and sizes and the FA(3) schema, and answers with KSeF's shapes, numbers and codes.

const TOKEN = "20261128-EC-0123456789-ABCDEF0123-45|nip-5260001246|0f1e2d3c4b5a69788796a5b4c3d2e1f0";
const NIP = "5260001246";
let server: KsefSandboxServer;

beforeAll(async () => {
  server = await startKsefSandbox({ port: 0, token: TOKEN, log: () => {} });
});
afterAll(() => server.close());

const encode = (text: string) => new TextEncoder().encode(text);
const xmlOf = (number: string) => encode(buildFa3Xml(companyInvoice({ number }), { issuedAt: new Date("2026-11-28T10:00:00Z"), correctedKsefNumber: null }));

describe("the KSeF crypto", () => {
  it("AES-256-CBC round trip with PKCS#7 padding (a multiple of 16 bytes, one block more when already aligned)", async () => {
    const { key, iv } = newSessionKey();
    for (const length of [0, 1, 15, 16, 1000]) {
      const plain = crypto.getRandomValues(new Uint8Array(length));
      const encrypted = await aesCbcEncrypt(key, iv, plain);
      expect(encrypted.length).toBe((Math.floor(length / 16) + 1) * 16);
      expect(await aesCbcDecrypt(key, iv, encrypted)).toEqual(plain);
    }
  });

  it("Base64 and SHA-256 as KSeF takes them", async () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, i) => (i * 7919) % 256);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
    expect(await sha256Base64(encode("abc"))).toBe("ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=");
  });

  it("the public key read from the stand-in's certificate is the key it decrypts with", async () => {
    const certificates = (await (await fetch(`${server.url}/security/public-key-certificates`)).json()) as { certificate: string; publicKeyId: string; usage: string[] }[];
    expect(certificates.flatMap((c) => c.usage)).toEqual(["KsefTokenEncryption", "SymmetricKeyEncryption"]);
    const info = certificatePublicKeyInfo(fromBase64(certificates[0]!.certificate));
    expect(await sha256Base64(info)).toBe(certificates[0]!.publicKeyId);
  });
});

describe("the local KSeF stand-in with the shop's client", () => {
  it("authenticates with the KSeF token, takes an encrypted invoice and accepts it with a valid KSeF number and its UPO", async () => {
    const client = ksefClient({ apiUrl: server.url, token: TOKEN }, NIP);
    const session = await client.openSession();
    expect(server.sandbox.sessions.get(session.referenceNumber)?.key).toEqual(session.key);
    const xml = xmlOf("FV/7/11/2026");
    const sent = await client.sendInvoice(session, xml);
    expect(sent.invoiceHash).toBe(await sha256Base64(xml));
    expect(server.sandbox.invoices.get(sent.referenceNumber)?.xml).toBe(new TextDecoder().decode(xml));
    await client.closeSession(session.referenceNumber);

    const status = await client.invoiceStatus(session.referenceNumber, sent.referenceNumber);
    expect(status.status.code).toBe(200);
    expect(isKsefNumber(status.ksefNumber!)).toBe(true);
    expect(status.ksefNumber!.startsWith(`${NIP}-`)).toBe(true);
    expect((await client.sessionInvoices(session.referenceNumber)).map((one) => one.invoiceHash)).toEqual([sent.invoiceHash]);
    const upo = await client.upo(session.referenceNumber, { reference: sent.referenceNumber });
    expect(upo).toContain(`<NumerKSeFDokumentu>${status.ksefNumber}</NumerKSeFDokumentu>`);
    expect(upo).toContain(`<SkrotDokumentu>${sent.invoiceHash}</SkrotDokumentu>`);
    expect(await client.upo(session.referenceNumber, { ksefNumber: status.ksefNumber! })).toBe(upo);
  });

  it("the same invoice sent again is a duplicate (440) naming the first one's KSeF number and session", async () => {
    const client = ksefClient({ apiUrl: server.url, token: TOKEN }, NIP);
    const first = await client.openSession();
    const firstSent = await client.sendInvoice(first, xmlOf("FV/8/11/2026"));
    const accepted = await client.invoiceStatus(first.referenceNumber, firstSent.referenceNumber);
    const second = await client.openSession();
    const again = await client.sendInvoice(second, xmlOf("FV/8/11/2026"));
    const duplicate = await client.invoiceStatus(second.referenceNumber, again.referenceNumber);
    expect(duplicate.status.code).toBe(440);
    expect(duplicate.status.extensions).toEqual({ originalKsefNumber: accepted.ksefNumber, originalSessionReferenceNumber: first.referenceNumber });
  });

  it("refuses XML that is not FA(3) with 430 and the schema's messages", async () => {
    const client = ksefClient({ apiUrl: server.url, token: TOKEN }, NIP);
    const session = await client.openSession();
    const invalid = encode(new TextDecoder().decode(xmlOf("FV/9/11/2026")).replace("<P_12>23</P_12>", "<P_12>24</P_12>"));
    const sent = await client.sendInvoice(session, invalid);
    const status = await client.invoiceStatus(session.referenceNumber, sent.referenceNumber);
    expect(status.status.code).toBe(430);
    expect(status.status.description).toBe("Błąd weryfikacji pliku faktury");
    expect(status.status.details?.join(" ")).toMatch(/P_12/);
    expect(status.ksefNumber ?? null).toBeNull();
  });

  it("accepts a correction referring to its original's KSeF number", async () => {
    const client = ksefClient({ apiUrl: server.url, token: TOKEN }, NIP);
    const session = await client.openSession();
    const xml = encode(
      buildFa3Xml(reversalOf(companyInvoice({ number: "FV/10/11/2026" }), { number: "FK/10/11/2026" }), {
        issuedAt: new Date(),
        correctedKsefNumber: "5265877635-20250826-0100001AF629-AF",
      }),
    );
    const sent = await client.sendInvoice(session, xml);
    expect((await client.invoiceStatus(session.referenceNumber, sent.referenceNumber)).status.code).toBe(200);
  });

  it("refuses an invoice whose hash does not match what was encrypted", async () => {
    const client = ksefClient({ apiUrl: server.url, token: TOKEN }, NIP);
    const bearer = await client.accessToken();
    const session = await client.openSession();
    const xml = xmlOf("FV/11/11/2026");
    const encrypted = await aesCbcEncrypt(session.key, session.iv, xml);
    const response = await fetch(`${server.url}/sessions/online/${session.referenceNumber}/invoices`, {
      method: "POST",
      headers: { Authorization: `Bearer ${bearer}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        invoiceHash: await sha256Base64(encode("something else")),
        invoiceSize: xml.length,
        encryptedInvoiceHash: await sha256Base64(encrypted),
        encryptedInvoiceSize: encrypted.length,
        encryptedInvoiceContent: toBase64(encrypted),
      }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { exception: { exceptionDetailList: { exceptionCode: number; details: string[] }[] } };
    expect(body.exception.exceptionDetailList[0]?.details.join(" ")).toMatch(/Skrót lub rozmiar faktury/);
  });

  it("refuses a wrong KSeF token: the authentication ends in 450 and the client says so", async () => {
    const error = await ksefClient({ apiUrl: server.url, token: "not-the-token" }, NIP)
      .accessToken()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KsefApiError);
    expect((error as KsefApiError).code).toBe(450);
    expect((error as Error).message).toMatch(/błędnego tokenu/);
  });

  it("without an access token the session API answers 401", async () => {
    const response = await fetch(`${server.url}/sessions/online`, { method: "POST", headers: { Authorization: "Bearer made-up" }, body: "{}" });
    expect(response.status).toBe(401);
  });
});
