import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { PRIVATE_CACHE_CONTROL } from "~/lib/caching";
import { cartItemSchema, MAX_CART_LINES } from "~/lib/cart";
import { quoteCart } from "~/server/orders/cart-quote.server";
import { getDb } from "~/server/platform/db.server";
import { enqueueEvent } from "~/server/platform/event-outbox.server";
import { paymentProvider } from "~/server/payments/lifecycle.server";
import { PROVIDER_NOTIFICATION_PATH } from "./request-guard";

type ApiEnv = { Bindings: Env };

/** The JSON API under /api. Every route answers JSON, errors included, in Polish. */
export const api = new Hono<ApiEnv>().basePath("/api");

api.get("/health", async (c) => {
  const started = Date.now();
  try {
    await getDb(c.env).run(sql`select 1`);
    return c.json({ status: "ok", database: "ok", latencyMs: Date.now() - started }, 200, { "Cache-Control": "no-store" });
  } catch (error) {
    console.error(JSON.stringify({ source: "api", route: "health", error: String(error) }));
    return c.json({ status: "degraded", database: "unavailable" }, 503, { "Cache-Control": "no-store" });
  }
});

const cartQuoteRequest = z.object({ items: z.array(cartItemSchema).max(MAX_CART_LINES) });

/**
 * The cart as the server would charge it: each line rebuilt and priced from D1, or why it cannot be
 * ordered. The cart and the checkout show these prices, so the shopper sees what the order will cost.
 */
api.post("/cart/quote", async (c) => {
  const request = cartQuoteRequest.safeParse(await c.req.json().catch(() => null));
  if (!request.success) return c.json({ error: "Nieprawidłowe dane koszyka. Odśwież stronę i spróbuj ponownie." }, 400);
  const lines = await quoteCart(getDb(c.env), request.data.items);
  return c.json({ lines: lines.map((line) => (line.ok ? { ok: true as const, item: line.item } : line)) }, 200, { "Cache-Control": PRIVATE_CACHE_CONTROL });
});

/**
 * PayU's notifications: a genuine one (signed with the shop's second key) goes on the events queue and is
 * answered 200 at once; the consumer applies it. Anything else changes nothing, is logged and refused, and
 * a notification that could not be queued (nor kept in the outbox) gets a 503, so PayU sends it again.
 */
api.post(PROVIDER_NOTIFICATION_PATH.replace(/^\/api/, ""), async (c) => {
  const provider = paymentProvider(c.env);
  if (!provider) return c.json({ error: "Płatności online są wyłączone" }, 404);
  const body = await c.req.text();
  const notification = await provider.verifyNotification(body, c.req.raw.headers);
  if (!notification) {
    console.warn(
      JSON.stringify({ source: "payments", outcome: "notification_refused", bytes: body.length, signature: c.req.header("OpenPayU-Signature") ? "present" : "missing" }),
    );
    return c.json({ error: "Nieprawidłowe powiadomienie" }, 400);
  }
  // Nothing of ours is written before it (the consumer applies it), so there is no batch to keep it in: queued at once.
  const queued = await enqueueEvent(c.env, { id: crypto.randomUUID(), type: "payment_notification", provider: provider.name, notification });
  return queued ? c.json({ status: "ok" }, 200) : c.json({ error: "Spróbuj ponownie" }, 503);
});

// A catch-all route, not notFound(): the outer app would otherwise hand unknown /api paths to React Router.
api.all("*", (c) => c.json({ error: "Nie znaleziono zasobu" }, 404));

api.onError((error, c) => {
  console.error(JSON.stringify({ source: "api", path: c.req.path, error: String(error) }));
  return c.json({ error: "Wystąpił nieoczekiwany błąd. Spróbuj ponownie." }, 500);
});
