import type { ShopEvent } from "~/lib/events";

/** Producers only enqueue; a failed send is logged and never breaks the request that made it. */
export async function enqueueEvent(env: Pick<Env, "EVENTS">, event: ShopEvent): Promise<boolean> {
  try {
    await env.EVENTS.send(event, { contentType: "json" });
    return true;
  } catch (error) {
    console.error(JSON.stringify({ source: "events", outcome: "enqueue_failed", id: event.id, type: event.type, error: String(error) }));
    return false;
  }
}
