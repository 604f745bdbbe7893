import { describe, expect, it } from "vitest";
import { openText, sealText, sha256, signText } from "~/server/platform/worker-secret.server";

const env = { AUTH_SECRET: "unit-test-secret-that-is-long-enough" };
const other = { AUTH_SECRET: "another-unit-test-secret-long-enough" };

describe("keys derived from the worker's secret", () => {
  it("seal text that opens only with the same secret, use and context", async () => {
    const sealed = await sealText(env, "verification-code", "042917", "event:a@example.pl");
    expect(sealed).toMatch(/^[\w-]+$/);
    expect(sealed).not.toContain("042917");
    expect(await openText(env, "verification-code", sealed, "event:a@example.pl")).toBe("042917");
    await expect(openText(env, "verification-code", sealed, "event:b@example.pl")).rejects.toThrow();
    await expect(openText(other, "verification-code", sealed, "event:a@example.pl")).rejects.toThrow();
    await expect(openText(env, "order-link", sealed, "event:a@example.pl")).rejects.toThrow();
  });

  it("seal the same text differently each time", async () => {
    const seal = () => sealText(env, "verification-code", "042917", "event");
    expect(await seal()).not.toBe(await seal());
  });

  it("sign the same text alike, and differently under another secret", async () => {
    const token = await signText(env, "order-link", "ZAM-2026-000001:checkout:key");
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await signText(env, "order-link", "ZAM-2026-000001:checkout:key")).toBe(token);
    expect(await signText(other, "order-link", "ZAM-2026-000001:checkout:key")).not.toBe(token);
    expect(await signText(env, "order-link", "ZAM-2026-000002:checkout:key")).not.toBe(token);
  });

  it("hash with SHA-256, base64url", async () => {
    expect(await sha256("abc")).toBe("ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0");
  });
});
