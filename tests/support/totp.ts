// The tests' own TOTP (RFC 6238: HMAC-SHA-1, 30-second steps, 6 digits), computed from the base32
// secret the enrolment page shows, as an authenticator app would. Web Crypto only: it runs in Node
// (the browser journeys) and in workerd (the integration tests) alike.

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Bytes(secret: string): Uint8Array<ArrayBuffer> {
  const bits = [...secret.replace(/[\s=]/g, "").toUpperCase()]
    .map((char) => {
      const value = BASE32.indexOf(char);
      if (value < 0) throw new Error(`not base32: ${char}`);
      return value.toString(2).padStart(5, "0");
    })
    .join("");
  return new Uint8Array(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
}

/** The code an authenticator app shows at `at` (ms) for this secret. */
export async function totpCode(base32Secret: string, at = Date.now()): Promise<string> {
  const key = await crypto.subtle.importKey("raw", base32Bytes(base32Secret), { name: "HMAC", hash: "SHA-1" }, false, ["sign"]);
  const counter = new DataView(new ArrayBuffer(8));
  counter.setBigUint64(0, BigInt(Math.floor(at / 30_000)));
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, counter.buffer));
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 1_000_000).padStart(6, "0");
}

/** The secret as the enrolment page shows it (`<code aria-label="Klucz aplikacji…">ABCD EFGH …</code>`). */
export function secretShown(html: string): string {
  const match = html.match(/aria-label="Klucz aplikacji uwierzytelniającej"[^>]*>([A-Z2-7 ]+)</);
  if (!match) throw new Error("the page shows no TOTP secret");
  return match[1]!.replaceAll(" ", "");
}
