import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { formatSignatureHeader, type HexDigest, parseSignatureHeader, payuSignatureHeader, verifyPayuSignature, webCryptoDigest } from "~/server/payments/payu-signature.server";

// The OpenPayU-Signature header as PayU sends it, and as the local stand-in (Node) signs it.

const md5Hex = "4f2b2cb0b1ec9bfb6f9e4e8f1f0fc1a2";
const sha256Hex = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";

/** What a Node caller passes for MD5, which Node's WebCrypto lacks. */
const nodeDigest: HexDigest = async (algorithm, text) =>
  createHash(algorithm === "MD5" ? "md5" : "sha256")
    .update(text, "utf8")
    .digest("hex");

describe("parseSignatureHeader", () => {
  it("reads PayU's header", () => {
    expect(parseSignatureHeader(`sender=checkout;signature=${md5Hex};algorithm=MD5;content=DOCUMENT`)).toEqual({ signature: md5Hex, algorithm: "MD5" });
  });

  it.each([
    [`signature=${sha256Hex};algorithm=SHA-256`, "SHA-256"],
    [`algorithm=SHA256;signature=${sha256Hex}`, "SHA-256"],
    [` Content=DOCUMENT ; ALGORITHM = sha-256 ;SIGNATURE=${sha256Hex.toUpperCase()};`, "SHA-256"],
    [`signature=${md5Hex};algorithm=md5;sender=checkout`, "MD5"],
  ])("takes fields in any order, names and hex in any case: %s", (header, algorithm) => {
    expect(parseSignatureHeader(header)).toEqual({ signature: algorithm === "MD5" ? md5Hex : sha256Hex, algorithm });
  });

  it.each([
    ["", "empty"],
    ["garbage", "no fields"],
    [`${md5Hex}`, "a bare signature"],
    [`signature=${md5Hex}`, "no algorithm"],
    ["algorithm=MD5", "no signature"],
    [`signature=;algorithm=MD5`, "an empty signature"],
    [`signature=${md5Hex};algorithm=SHA-1`, "SHA-1"],
    [`signature=${md5Hex};algorithm=SHA-512`, "SHA-512"],
    [`signature=${md5Hex};algorithm=FOO`, "an unknown algorithm"],
    [`signature=${md5Hex};algorithm=`, "an empty algorithm"],
    [`signature=${md5Hex.replace("4f", "zz")};algorithm=MD5`, "a signature that is not hex"],
    [`signature=${md5Hex};signature=${"0".repeat(32)};algorithm=MD5`, "the signature twice"],
    [`signature=${md5Hex};algorithm=MD5;algorithm=SHA-256`, "the algorithm twice"],
    [`signature=${md5Hex};algorithm=MD5;=x`, "a field without a name"],
    [`signature=${md5Hex};algorithm=MD5;content`, "a field without a value"],
  ])("refuses %s (%s)", (header) => {
    expect(parseSignatureHeader(header)).toBeNull();
  });
});

describe("signing", () => {
  it("formats the header as PayU sends it, and parses back", () => {
    const header = formatSignatureHeader(sha256Hex, "SHA-256");
    expect(header).toBe(`sender=checkout;signature=${sha256Hex};algorithm=SHA-256;content=DOCUMENT`);
    expect(parseSignatureHeader(header)).toEqual({ signature: sha256Hex, algorithm: "SHA-256" });
  });

  it("signs body + second key with SHA-256 through Node's WebCrypto", async () => {
    expect(await webCryptoDigest("SHA-256", "abc")).toBe(sha256Hex);
    expect(await payuSignatureHeader("ab", "c", "SHA-256")).toBe(formatSignatureHeader(sha256Hex, "SHA-256"));
  });

  it("signs with MD5 through a digest the caller gives (Node's WebCrypto has none)", async () => {
    await expect(webCryptoDigest("MD5", "abc")).rejects.toThrow();
    expect(await payuSignatureHeader("ab", "c", "MD5", nodeDigest)).toBe(formatSignatureHeader("900150983cd24fb0d6963f7d28e17f72", "MD5"));
  });

  it("digests the UTF-8 bytes of the text", async () => {
    const body = '{"description":"Zamówienie – żaluzja"}';
    expect(await payuSignatureHeader(body, "klucz", "SHA-256")).toBe(await payuSignatureHeader(body, "klucz", "SHA-256", nodeDigest));
    expect(await webCryptoDigest("SHA-256", "ż")).toBe(
      createHash("sha256")
        .update(Buffer.from([0xc5, 0xbc]))
        .digest("hex"),
    );
  });
});

describe("verifyPayuSignature", () => {
  const body = '{"order":{"orderId":"WZHF5FFDRJ140731GUEST000P01","status":"COMPLETED"}}';
  const key = "b6ca15b0d1020e8094d9b5f8d163db54";

  it("accepts a signature of body + key, MD5 or SHA-256", async () => {
    expect(await verifyPayuSignature(body, await payuSignatureHeader(body, key, "MD5", nodeDigest), key, nodeDigest)).toBe(true);
    expect(await verifyPayuSignature(body, await payuSignatureHeader(body, key, "SHA-256"), key)).toBe(true);
  });

  it("refuses another key, another body, another length, or no header", async () => {
    const header = await payuSignatureHeader(body, key, "SHA-256");
    expect(await verifyPayuSignature(body, header, `${key}x`)).toBe(false);
    expect(await verifyPayuSignature(body.replace("COMPLETED", "COMPLETEd"), header, key)).toBe(false);
    expect(await verifyPayuSignature(body, header.replace(/[0-9a-f];algorithm/, ";algorithm"), key)).toBe(false);
    expect(await verifyPayuSignature(body, header.replace("SHA-256", "MD5"), key, nodeDigest)).toBe(false);
    expect(await verifyPayuSignature(body, null, key)).toBe(false);
  });

  it("is false, not an error, when the runtime cannot compute the digest (MD5 in Node's WebCrypto)", async () => {
    expect(await verifyPayuSignature(body, await payuSignatureHeader(body, key, "MD5", nodeDigest), key)).toBe(false);
  });
});
