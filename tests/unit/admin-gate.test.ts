import { describe, expect, it } from "vitest";
import { ADMIN_STEP_IDLE_MS, ADMIN_STEP_MAX_MS, adminStepActive, groupSecret, totpStep } from "~/lib/admin-gate";
import { totpCode } from "../support/totp";

const MINUTE = 60_000;

describe("how long a passed gate holds", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it("holds within 30 minutes of the last admin request and 8 hours of passing", () => {
    expect(adminStepActive({ authorizedAt: ago(7 * 60 * MINUTE), seenAt: ago(29 * MINUTE) }, now)).toBe(true);
  });

  it("lapses after 30 minutes idle", () => {
    expect(adminStepActive({ authorizedAt: ago(40 * MINUTE), seenAt: ago(ADMIN_STEP_IDLE_MS) }, now)).toBe(false);
  });

  it("lapses 8 hours after it was passed, however recent the last request", () => {
    expect(adminStepActive({ authorizedAt: ago(ADMIN_STEP_MAX_MS), seenAt: now }, now)).toBe(false);
  });

  it("never holds where it was not passed", () => {
    expect(adminStepActive({ authorizedAt: null, seenAt: null }, now)).toBe(false);
    expect(adminStepActive({ authorizedAt: now, seenAt: null }, now)).toBe(false);
  });
});

describe("TOTP", () => {
  it("counts 30-second steps from the epoch", () => {
    expect(totpStep(new Date(59_000))).toBe(1);
    expect(totpStep(new Date(60_000))).toBe(2);
  });

  it("the tests' own codes match RFC 6238's SHA-1 test vectors (their last 6 digits)", async () => {
    const secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"; // base32 of "12345678901234567890"
    expect(await totpCode(secret, 59_000)).toBe("287082");
    expect(await totpCode(secret, 1_111_111_109_000)).toBe("081804");
    expect(await totpCode(secret, 2_000_000_000_000)).toBe("279037");
  });

  it("shows a secret in groups of four", () => {
    expect(groupSecret("ABCDEFGHIJKLMNOPQR")).toBe("ABCD EFGH IJKL MNOP QR");
  });
});
