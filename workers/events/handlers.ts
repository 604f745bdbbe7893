import type { ShopEvent, ShopEventType } from "~/lib/events";

/** What a handler did, recorded with the event (e-mail handlers report recipient and subject). */
export type EventEffect = { recipient?: string; subject?: string };

type Handlers = {
  [T in ShopEventType]: (event: Extract<ShopEvent, { type: T }>, env: Env) => Promise<EventEffect | void>;
};

export const eventHandlers: Handlers = {
  // An operator sends `{ "id": "<uuid>", "type": "healthcheck", "requestedAt": "<iso>" }` from the dashboard;
  // its row in processed_events proves the consumer is alive. The recording is the whole effect.
  healthcheck: async () => {},
};
