// KSeF's encryption with WebCrypto only, so it runs in workerd (and in Node for the local stand-in): the KSeF token
// and each session's AES key are encrypted with RSA-OAEP (SHA-256, MGF1 SHA-256) under KSeF's public key, which KSeF
// publishes as X.509 certificates (DER in Base64); an invoice is encrypted with AES-256-CBC and PKCS#7 padding
// (WebCrypto's AES-CBC pads so). KSeF wants hashes as SHA-256 in standard Base64. No imports: the stand-in runs this file as it is.

export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function sha256Base64(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return toBase64(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)));
}

/** One DER element: where its content starts and ends in the buffer. */
interface Der {
  tag: number;
  start: number;
  contentStart: number;
  end: number;
}

function readDer(bytes: Uint8Array, offset: number): Der {
  const tag = bytes[offset]!;
  let length = bytes[offset + 1]!;
  let contentStart = offset + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + bytes[contentStart + i]!;
    contentStart += count;
  }
  if (contentStart + length > bytes.length) throw new Error("KSeF: the public key certificate is not valid DER");
  return { tag, start: offset, contentStart, end: contentStart + length };
}

function children(bytes: Uint8Array, parent: Der): Der[] {
  const list: Der[] = [];
  for (let offset = parent.contentStart; offset < parent.end; offset = list.at(-1)!.end) list.push(readDer(bytes, offset));
  return list;
}

/**
 * The SubjectPublicKeyInfo of an X.509 certificate (RFC 5280: Certificate → tbsCertificate → [version], serial,
 * signature, issuer, validity, subject, subjectPublicKeyInfo): WebCrypto imports a key, not a certificate.
 */
export function certificatePublicKeyInfo(certificate: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const [tbs] = children(certificate, readDer(certificate, 0));
  if (tbs?.tag !== 0x30) throw new Error("KSeF: the public key certificate has no tbsCertificate");
  const fields = children(certificate, tbs);
  const info = fields[fields[0]?.tag === 0xa0 ? 6 : 5];
  if (info?.tag !== 0x30) throw new Error("KSeF: the public key certificate has no subjectPublicKeyInfo");
  return certificate.slice(info.start, info.end);
}

const RSA_OAEP = { name: "RSA-OAEP", hash: "SHA-256" } as const;

/** KSeF's RSA public key from its certificate (DER in Base64, as /security/public-key-certificates gives it). */
export function importKsefPublicKey(certificateBase64: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("spki", certificatePublicKeyInfo(fromBase64(certificateBase64)), RSA_OAEP, false, ["encrypt"]);
}

export async function rsaOaepEncrypt(key: CryptoKey, bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.encrypt(RSA_OAEP, key, bytes));
}

/** A fresh AES-256 key and 16-byte IV for one session, as raw bytes (the key travels RSA-encrypted, the IV in clear). */
export function newSessionKey(): { key: Uint8Array<ArrayBuffer>; iv: Uint8Array<ArrayBuffer> } {
  return { key: crypto.getRandomValues(new Uint8Array(32)), iv: crypto.getRandomValues(new Uint8Array(16)) };
}

async function aesKey(raw: Uint8Array<ArrayBuffer>, usage: "encrypt" | "decrypt"): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", raw, { name: "AES-CBC" }, false, [usage]);
}

export async function aesCbcEncrypt(key: Uint8Array<ArrayBuffer>, iv: Uint8Array<ArrayBuffer>, bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.encrypt({ name: "AES-CBC", iv }, await aesKey(key, "encrypt"), bytes));
}

export async function aesCbcDecrypt(key: Uint8Array<ArrayBuffer>, iv: Uint8Array<ArrayBuffer>, bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.decrypt({ name: "AES-CBC", iv }, await aesKey(key, "decrypt"), bytes));
}
