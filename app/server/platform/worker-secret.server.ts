const encoder = new TextEncoder();

/** What a derived key is for: a key of one use never opens or signs anything of another. */
type KeyUse = "verification-code" | "order-link" | "password-reset";

type SecretEnv = Pick<Env, "AUTH_SECRET">;

const IV_BYTES = 12;

/** A key of its own for each use, derived from the worker's AUTH_SECRET with HKDF (WebCrypto). */
async function derivedKey(env: SecretEnv, use: KeyUse, algorithm: AesKeyGenParams | HmacKeyGenParams, usages: KeyUsage[]): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey("raw", encoder.encode(env.AUTH_SECRET), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey({ name: "HKDF", hash: "SHA-256", salt: encoder.encode("shop-worker-secret"), info: encoder.encode(use) }, material, algorithm, false, usages);
}

export function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "=")), (char) => char.charCodeAt(0));
}

/**
 * Encrypts with AES-GCM under the use's key; `context` is authenticated, not stored, so sealed text
 * opens only for the same context (a code sealed for one event and address cannot be moved to another).
 */
export async function sealText(env: SecretEnv, use: KeyUse, plaintext: string, context: string): Promise<string> {
  const key = await derivedKey(env, use, { name: "AES-GCM", length: 256 }, ["encrypt"]);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const ciphertext = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: encoder.encode(context) }, key, encoder.encode(plaintext));
  const sealed = new Uint8Array(IV_BYTES + ciphertext.byteLength);
  sealed.set(iv);
  sealed.set(new Uint8Array(ciphertext), IV_BYTES);
  return base64url(sealed);
}

/** The plaintext of `sealText`; throws when the text was altered, sealed for another context, or under another secret. */
export async function openText(env: SecretEnv, use: KeyUse, sealed: string, context: string): Promise<string> {
  const bytes = fromBase64url(sealed);
  const key = await derivedKey(env, use, { name: "AES-GCM", length: 256 }, ["decrypt"]);
  const plaintext = await crypto.subtle.decrypt({ name: "AES-GCM", iv: bytes.slice(0, IV_BYTES), additionalData: encoder.encode(context) }, key, bytes.slice(IV_BYTES));
  return new TextDecoder().decode(plaintext);
}

/** HMAC-SHA-256 of `text` under the use's key: the same text always gives the same 32 bytes. */
export async function signBytes(env: SecretEnv, use: KeyUse, text: string): Promise<Uint8Array> {
  const key = await derivedKey(env, use, { name: "HMAC", hash: "SHA-256", length: 256 }, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(text)));
}

/** signBytes as base64url: the same text always gives the same value. */
export async function signText(env: SecretEnv, use: KeyUse, text: string): Promise<string> {
  return base64url(await signBytes(env, use, text));
}

/** SHA-256 of `text`, base64url: what is stored of a secret that must be recognised but never read back. */
export async function sha256(text: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text))));
}
