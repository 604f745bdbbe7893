import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { PRIVATE_CACHE_CONTROL } from "~/lib/caching";
import { cloudflareContext, cspNonceContext, preloadedSettingsContext } from "~/server/context";
import { flushEventOutbox } from "~/server/events.server";
import { reconcilePayments } from "~/server/payments/payments.server";
import { HOUSEKEEPING_CRON, runHousekeeping } from "./housekeeping";
import { api } from "./api";
import { getDb } from "~/server/db.server";
import { readSiteState } from "~/server/shop-settings.server";
import { isCacheableRequest, pageCacheKey, withCacheHeaders } from "./page-cache";
import { refusalOfUnsafeServing } from "./production-guard";
import { guardRequest, repeatedSlashesAnswer } from "./request-guard";
import { createNonce, forEdgeCache, fromEdgeCache, withSecurityHeaders } from "./security";
import { consumeEvents, DEAD_LETTER_QUEUE, recordDeadLetters } from "./events/consumer";

export { OrderSequence } from "./order-sequence";

type RequestHandler = ReturnType<typeof createRequestHandler>;
const loadBuild = () => import("virtual:react-router/server-build");
let builtHandler: RequestHandler | undefined;
// Given a function, React Router rebuilds its route tables on every request (so edits show in
// development); a built worker never changes, so it builds them once per isolate (~20% of a render).
const handleRequest: RequestHandler = import.meta.env.DEV
  ? createRequestHandler(loadBuild, import.meta.env.MODE)
  : async (request, context) => {
      builtHandler ??= createRequestHandler(await loadBuild(), import.meta.env.MODE);
      return builtHandler(request, context);
    };

/** Each request's CSP nonce, made in fetch() below before the request reaches the app. */
const nonces = new WeakMap<Request, string>();

const app = new Hono<{ Bindings: Env }>();
app.route("/", api);
// app.all, not app.get: form POSTs must reach the route actions.
app.all("*", async (c) => {
  const request = c.req.raw;
  const nonce = nonces.get(request) ?? createNonce();
  // The edge cache serves public pages to visitors without a session; in development every request renders.
  const edgeCache = !import.meta.env.DEV && isCacheableRequest(request) ? await caches.open("pages") : null;
  // The version and the settings in one round trip: a miss renders with these settings, read no second time.
  const siteState = edgeCache ? await readSiteState(getDb(c.env), c.env) : null;
  const cacheKey = siteState ? pageCacheKey(request, siteState.version) : null;
  const cached = cacheKey ? await edgeCache?.match(cacheKey) : undefined;
  if (cached) return fromEdgeCache(cached, nonce);

  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env: c.env, ctx: c.executionCtx });
  context.set(cspNonceContext, nonce);
  context.set(preloadedSettingsContext, siteState?.settings ?? null);
  const { response, cacheable } = withCacheHeaders(request, await handleRequest(request, context));
  if (edgeCache && cacheKey && cacheable) c.executionCtx.waitUntil(edgeCache.put(cacheKey, forEdgeCache(response.clone(), nonce)));
  return response;
});

app.onError((error, c) => {
  console.error(JSON.stringify({ source: "worker", path: c.req.path, error: String(error) }));
  return c.text("Wystąpił nieoczekiwany błąd. Spróbuj ponownie za chwilę.", 500, { "Cache-Control": PRIVATE_CACHE_CONTROL });
});

export default {
  async fetch(request, env, ctx) {
    const nonce = createNonce();
    const unsafe = refusalOfUnsafeServing(request, env, import.meta.env.PROD);
    if (unsafe) return withSecurityHeaders(request, unsafe, nonce);
    const collapsed = repeatedSlashesAnswer(request);
    if (collapsed) return withSecurityHeaders(request, collapsed, nonce);
    // Cross-site posts, oversized and malformed bodies are answered here, before any route reads them.
    const guarded = await guardRequest(request, env.SHOP_PUBLIC_URL);
    if (!guarded.ok) return withSecurityHeaders(request, guarded.response, nonce);
    nonces.set(guarded.request, nonce);
    return withSecurityHeaders(request, await app.fetch(guarded.request, env, ctx), nonce);
  },
  async queue(batch, env) {
    if (batch.queue === DEAD_LETTER_QUEUE) await recordDeadLetters(batch, env);
    else await consumeEvents(batch, env);
  },
  /**
   * Every minute: events whose enqueue failed are sent again from the outbox (app/server/events.server.ts),
   * and online payments still open after 30 minutes are looked up with the provider.
   * Daily (HOUSEKEEPING_CRON): what no longer protects or serves anything is deleted.
   */
  async scheduled(controller, env) {
    if (controller.cron === HOUSEKEEPING_CRON) await runHousekeeping(env, controller.scheduledTime);
    else await Promise.all([flushEventOutbox(env), reconcilePayments(env, controller.scheduledTime)]);
  },
} satisfies ExportedHandler<Env, unknown>;
