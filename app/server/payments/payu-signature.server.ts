// PayU's OpenPayU-Signature header: `sender=checkout;signature=<hex>;algorithm=MD5;content=DOCUMENT`, where the
// signature is hex(digest(body + second key)). Runs in workerd and in Node alike, so the local stand-in signs with
// the same code; only MD5 needs a digest passed in Node (its WebCrypto has none).

import { timingSafeEqual } from "node:crypto";

export const PAYU_SIGNATURE_HEADER = "OpenPayU-Signature";

export type PayuSignatureAlgorithm = "MD5" | "SHA-256";

export interface PayuSignature {
  /** Lowercase hex. */
  signature: string;
  algorithm: PayuSignatureAlgorithm;
}

/** PayU spells SHA-256 both ways; anything but these two is refused. */
const ALGORITHMS: Record<string, PayuSignatureAlgorithm> = { MD5: "MD5", "SHA-256": "SHA-256", SHA256: "SHA-256" };

/** The header's signature and algorithm, fields in any order and names in any case; null when it is not a well-formed header of a known algorithm. */
export function parseSignatureHeader(value: string): PayuSignature | null {
  const fields = new Map<string, string>();
  for (const part of value.split(";")) {
    if (part.trim() === "") continue;
    const separator = part.indexOf("=");
    if (separator < 1) return null;
    const name = part.slice(0, separator).trim().toLowerCase();
    // A field given twice is ambiguous: which one did the sender mean?
    if (fields.has(name)) return null;
    fields.set(name, part.slice(separator + 1).trim());
  }
  const signature = fields.get("signature");
  const algorithm = ALGORITHMS[fields.get("algorithm")?.toUpperCase() ?? ""];
  if (!signature || !/^[0-9a-f]+$/i.test(signature) || !algorithm) return null;
  return { signature: signature.toLowerCase(), algorithm };
}

export function formatSignatureHeader(hex: string, algorithm: PayuSignatureAlgorithm): string {
  return `sender=checkout;signature=${hex};algorithm=${algorithm};content=DOCUMENT`;
}

/** Hex digest of a text's UTF-8 bytes. */
export type HexDigest = (algorithm: PayuSignatureAlgorithm, text: string) => Promise<string>;

/** WebCrypto's digest. MD5 exists in workerd's WebCrypto but not in Node's: Node callers pass their own HexDigest for MD5. */
export const webCryptoDigest: HexDigest = async (algorithm, text) => {
  const digest = new Uint8Array(await crypto.subtle.digest(algorithm, new TextEncoder().encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
};

/** The signature PayU would send for `body`: hex(digest(body + secondKey)). */
export function payuSignature(body: string, secondKey: string, algorithm: PayuSignatureAlgorithm, digest: HexDigest = webCryptoDigest): Promise<string> {
  return digest(algorithm, body + secondKey);
}

/** A complete OpenPayU-Signature header value for `body`, as PayU sends it. */
export async function payuSignatureHeader(body: string, secondKey: string, algorithm: PayuSignatureAlgorithm, digest: HexDigest = webCryptoDigest): Promise<string> {
  return formatSignatureHeader(await payuSignature(body, secondKey, algorithm, digest), algorithm);
}

/**
 * Whether `headerValue` is a well-formed signature of `body` under `secondKey`, compared in constant time.
 * False for a missing or malformed header, an unknown algorithm, or a digest that cannot be computed.
 */
export async function verifyPayuSignature(body: string, headerValue: string | null, secondKey: string, digest: HexDigest = webCryptoDigest): Promise<boolean> {
  const header = parseSignatureHeader(headerValue ?? "");
  if (!header) return false;
  let expected: Uint8Array;
  try {
    expected = new TextEncoder().encode(await payuSignature(body, secondKey, header.algorithm, digest));
  } catch {
    return false;
  }
  const given = new TextEncoder().encode(header.signature);
  // A digest's length is public; only its bytes need comparing in constant time.
  return given.byteLength === expected.byteLength && timingSafeEqual(given, expected);
}
