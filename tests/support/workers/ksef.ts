import { env } from "cloudflare:workers";
import { vi } from "vitest";
import { createKsefSandbox } from "../../../scripts/ksef-sandbox-api.ts";

// A fake KSeF for the integration tests: the local stand-in's own API (scripts/ksef-sandbox-api.ts) answers the
// worker's calls to env.KSEF_API_URL through a spy on the global fetch, which the tests share with the worker (one
// isolate). workerd cannot run xmllint, so the FA(3) schema check is the unit tests' (tests/unit/fa3-xml.test.ts); here
// a test makes KSeF find the schema errors it wants. Every other address reaches the real fetch. `restore()` after each test.

export const KSEF_API: string = env.KSEF_API_URL;
/** The test configuration's KSeF token (vitest.workers.config.ts): secrets are not in the generated Env. */
export const ksefToken = (env as unknown as { KSEF_TOKEN: string }).KSEF_TOKEN;

export async function fakeKsef() {
  let schemaErrors: string[] = [];
  const sandbox = await createKsefSandbox({ token: ksefToken, validate: async () => schemaErrors });
  const calls: { method: string; path: string }[] = [];
  let failing: ((call: { method: string; path: string }) => boolean) | null = null;
  let losing: ((call: { method: string; path: string }) => boolean) | null = null;
  const realFetch = globalThis.fetch;
  const origin = new URL(KSEF_API).origin;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== origin) return realFetch(input, init);
    const call = { method: request.method, path: url.pathname.replace(/^\/v2/, "") };
    calls.push(call);
    if (failing?.(call)) throw new TypeError("Network connection lost.");
    const answer = await sandbox.handle(request);
    if (losing?.(call)) throw new TypeError("Network connection lost.");
    return answer;
  });
  return {
    sandbox,
    calls,
    /** The invoices KSeF received, in order. */
    received: () => [...sandbox.invoices.values()],
    sends: () => calls.filter((call) => call.method === "POST" && /^\/sessions\/online\/[^/]+\/invoices$/.test(call.path)),
    /** KSeF finds these schema errors in every invoice from now on (430). */
    refuseWith(errors: string[]) {
      schemaErrors = errors;
    },
    /** Calls matching `when` fail as a lost connection until `heal()`. */
    fail(when: (call: { method: string; path: string }) => boolean) {
      failing = when;
    },
    /** KSeF does what calls matching `when` ask, but their answers are lost (a worker dying as KSeF answers), until `heal()`. */
    loseAnswers(when: (call: { method: string; path: string }) => boolean) {
      losing = when;
    },
    heal() {
      failing = null;
      losing = null;
    },
    restore() {
      spy.mockRestore();
    },
  };
}

export type FakeKsef = Awaited<ReturnType<typeof fakeKsef>>;
