import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { getDb } from "~/server/db.server";

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

// A catch-all route, not notFound(): the outer app would otherwise hand unknown /api paths to React Router.
api.all("*", (c) => c.json({ error: "Nie znaleziono zasobu" }, 404));

api.onError((error, c) => {
  console.error(JSON.stringify({ source: "api", path: c.req.path, error: String(error) }));
  return c.json({ error: "Wystąpił nieoczekiwany błąd. Spróbuj ponownie." }, 500);
});
