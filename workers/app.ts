import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { PRIVATE_CACHE_CONTROL } from "~/lib/caching";
import { cloudflareContext, cspNonceContext } from "~/server/platform/context.server";
import { followUpKsefSubmissions } from "~/server/ksef/follow-up.server";
import { runCronTasks } from "~/server/platform/cron-runs.server";
import { runComplaintDeadlines } from "~/server/complaints/deadlines.server";
import { flushEventOutbox } from "~/server/platform/event-outbox.server";
import { reconcilePayments } from "~/server/payments/lifecycle.server";
import { HOUSEKEEPING_CRON, runHousekeeping } from "./housekeeping";
import { api } from "./api";
import { pageCacheFor, withCacheHeaders } from "./page-cache";
import { refusalOfUnsafeServing } from "./production-guard";
import { guardRequest, repeatedSlashesAnswer } from "./request-guard";
import { createNonce, withSecurityHeaders } from "./security";
import { consumeEvents, DEAD_LETTER_QUEUE, recordDeadLetters } from "./events/consumer";

export { OrderSequence } from "./order-sequence";

type RequestHandler = ReturnType<typeof createRequestHandler>;
const loadBuild = () => import("virtual:react-router/server-build");
/**
 * What the built worker takes from its build, once per isolate (a built worker never changes): React Router's handler,
 * whose route tables are then built once (~20% of a render), and the manifest version stored pages are keyed by
 * (workers/page-cache.ts).
 */
let built: Promise<{ handleRequest: RequestHandler; version: string }> | undefined;
const builtApp = () => (built ??= loadBuild().then((build) => ({ handleRequest: createRequestHandler(build, import.meta.env.MODE), version: build.assets.version })));
// Given a function, React Router rebuilds its route tables on every request, so edits show in development.
const handleRequest: RequestHandler = import.meta.env.DEV
  ? createRequestHandler(loadBuild, import.meta.env.MODE)
  : async (request, context) => (await builtApp()).handleRequest(request, context);

/** Each request's CSP nonce, made in fetch() below before the request reaches the app. */
const nonces = new WeakMap<Request, string>();

const app = new Hono<{ Bindings: Env }>();
app.route("/", api);
// app.all, not app.get: form POSTs must reach the route actions.
app.all("*", async (c) => {
  const request = c.req.raw;
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env: c.env, ctx: c.executionCtx });
  context.set(cspNonceContext, nonces.get(request) ?? null);
  return withCacheHeaders(request, await handleRequest(request, context));
});

app.onError((error, c) => {
  console.error(JSON.stringify({ source: "worker", path: c.req.path, error: String(error) }));
  return c.text("Wystąpił nieoczekiwany błąd. Spróbuj ponownie za chwilę.", 500, { "Cache-Control": PRIVATE_CACHE_CONTROL });
});

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    const refused = refusalOfUnsafeServing(url, env, import.meta.env.PROD) ?? repeatedSlashesAnswer(request, url);
    if (refused) return withSecurityHeaders(request, refused, createNonce());
    // Cross-site posts, oversized and malformed bodies are answered here, before any route reads them.
    const guarded = await guardRequest(request, env.SHOP_PUBLIC_URL);
    if (!guarded.ok) return withSecurityHeaders(request, guarded.response, createNonce());
    // Public pages for visitors without a session come from the page cache, complete with their headers (a hit
    // needs no nonce: docs/decisions/2026-11-24-csp-hashes-for-cached-pages.md); in development every request renders.
    const pageCache = import.meta.env.DEV ? null : await pageCacheFor(guarded.request, url, env, (await builtApp()).version);
    const stored = await pageCache?.match();
    if (stored) return stored;
    const nonce = createNonce();
    nonces.set(guarded.request, nonce);
    const response = withSecurityHeaders(request, await app.fetch(guarded.request, env, ctx), nonce);
    return pageCache ? pageCache.store(response, ctx) : response;
  },
  async queue(batch, env) {
    if (batch.queue === DEAD_LETTER_QUEUE) await recordDeadLetters(batch, env);
    else await consumeEvents(batch, env);
  },
  /**
   * Every minute: events whose enqueue failed are sent again from the outbox (app/server/platform/event-outbox.server.ts),
   * online payments still open after 30 minutes are looked up with the provider, and invoices waiting for KSeF longer
   * than the queue's retries are handed to it again, and complaints' deadlines are watched (reminders, acceptance by law).
   * Daily (HOUSEKEEPING_CRON): what no longer protects or serves anything is deleted.
   * Each task's last run is kept for the operations page (app/server/platform/cron-runs.server.ts).
   */
  async scheduled(controller, env) {
    const at = controller.scheduledTime;
    await runCronTasks(
      env,
      controller.cron === HOUSEKEEPING_CRON
        ? { housekeeping: () => runHousekeeping(env, at) }
        : {
            event_outbox: () => flushEventOutbox(env),
            payment_reconciliation: () => reconcilePayments(env, at),
            ksef_follow_up: () => followUpKsefSubmissions(env, at),
            complaint_deadlines: () => runComplaintDeadlines(env, new Date(at)),
          },
    );
  },
} satisfies ExportedHandler<Env, unknown>;
