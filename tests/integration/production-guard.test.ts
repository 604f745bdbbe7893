import { env, exports } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { refusalOfUnsafeServing, UNSAFE_CONFIGURATION_MESSAGE, unsafeConfiguration } from "../../workers/production-guard";

// A built worker on a public host refuses to serve with an unsafe configuration; loopback (the
// browser tests and the benchmark serving the build) and development are unaffected.

type Config = Pick<Env, "SHOP_PUBLIC_URL" | "AUTH_SECRET">;
const config = (change: Partial<Record<keyof Config, string | undefined>>) => ({ SHOP_PUBLIC_URL: "https://sklep.example", AUTH_SECRET: "x".repeat(32), ...change }) as Config;

describe("serving the public fails closed", () => {
  it.each([
    ["http public URL", { SHOP_PUBLIC_URL: "http://sklep.example" }, /SHOP_PUBLIC_URL/],
    ["malformed public URL", { SHOP_PUBLIC_URL: "sklep" }, /SHOP_PUBLIC_URL/],
    ["no AUTH_SECRET", { AUTH_SECRET: undefined }, /AUTH_SECRET/],
    ["a short AUTH_SECRET", { AUTH_SECRET: "x".repeat(31) }, /AUTH_SECRET/],
  ])("a built worker on a public host answers 503 for %s, and one log line says what to fix", async (_, change, problem) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const refusal = refusalOfUnsafeServing(new URL("https://sklep.example/"), config(change), true);
    expect(refusal?.status).toBe(503);
    expect(await refusal!.text()).toBe(UNSAFE_CONFIGURATION_MESSAGE);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![0])).toMatch(problem);
    log.mockRestore();
  });

  it.each(["http://localhost:8787/", "http://127.0.0.1:8787/", "http://[::1]:8787/"])("serves loopback (%s) whatever the configuration", (url) => {
    expect(refusalOfUnsafeServing(new URL(url), config({ SHOP_PUBLIC_URL: "http://localhost:5173", AUTH_SECRET: "" }), true)).toBeNull();
  });

  it("serves a public host with a safe configuration, and anything in development", () => {
    expect(refusalOfUnsafeServing(new URL("https://sklep.example/"), config({}), true)).toBeNull();
    expect(refusalOfUnsafeServing(new URL("https://sklep.example/"), config({ AUTH_SECRET: "" }), false)).toBeNull();
  });

  it("leaves the worker serving in tests (not a build)", async () => {
    expect((await exports.default.fetch("http://shop.test/regulamin")).status).toBe(200);
    expect(unsafeConfiguration(env)).toContain("SHOP_PUBLIC_URL is not an https:// address");
  });
});
