import { describe, expect, it } from "vitest";
import { ksefVerificationUrl } from "~/lib/ksef-verification";

describe("the KSeF verification link (KOD I)", () => {
  it.each([
    // The Ministry's example (kody-qr.md): the hash already in Base64URL stays as it is.
    [
      "test",
      "1111111111",
      "2026-02-01",
      "UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE",
      "https://qr-test.ksef.mf.gov.pl/invoice/1111111111/01-02-2026/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE",
    ],
    // Standard Base64 becomes Base64URL without padding.
    [
      "production",
      "5265877635",
      "2026-12-31",
      "UtQp9Gpc51y+u3xApZjIjgkpZ01js+J8KflSPW8WzIE=",
      "https://qr.ksef.mf.gov.pl/invoice/5265877635/31-12-2026/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE",
    ],
    ["demo", "5265877635", "2026-03-09", "ab/cd+ef==", "https://qr-demo.ksef.mf.gov.pl/invoice/5265877635/09-03-2026/ab_cd-ef"],
  ] as const)("%s, %s, %s", (environment, nip, date, hash, url) => {
    expect(ksefVerificationUrl(environment, nip, date, hash)).toBe(url);
  });
});
