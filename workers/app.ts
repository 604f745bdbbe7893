import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { cloudflareContext } from "~/server/context";
import { api } from "./api";
import { isCacheableRequest, withCacheHeaders } from "./page-cache";
import { consumeEvents, DEAD_LETTER_QUEUE, recordDeadLetters } from "./events/consumer";

export { OrderSequence } from "./order-sequence";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const app = new Hono<{ Bindings: Env }>();
app.route("/", api);
// app.all, not app.get: form POSTs must reach the route actions.
app.all("*", async (c) => {
  const request = c.req.raw;
  // The edge cache serves public pages to visitors without a session; in development every request renders.
  const edgeCache = !import.meta.env.DEV && isCacheableRequest(request) ? await caches.open("pages") : null;
  const cached = await edgeCache?.match(request);
  if (cached) return cached;

  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env: c.env, ctx: c.executionCtx });
  const { response, cacheable } = withCacheHeaders(request, await handleRequest(request, context));
  if (edgeCache && cacheable) c.executionCtx.waitUntil(edgeCache.put(request, response.clone()));
  return response;
});

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
  async queue(batch, env) {
    if (batch.queue === DEAD_LETTER_QUEUE) await recordDeadLetters(batch, env);
    else await consumeEvents(batch, env);
  },
} satisfies ExportedHandler<Env, unknown>;
