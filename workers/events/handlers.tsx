import type { ShopEvent, ShopEventType } from "~/lib/events";
import { privateOrderPath } from "~/lib/order-number";
import { getDb } from "~/server/db.server";
import { deliverOnce } from "~/server/email.server";
import { getOrderWithLines } from "~/server/order-views.server";
import { getShopIdentity } from "~/server/shop-identity.server";
import NewOrderEmail, { newOrderSubject } from "../../emails/new-order";

/** What a handler did, recorded with the event (e-mail handlers report recipient and subject). */
export type EventEffect = { recipient?: string; subject?: string };

type Handlers = {
  [T in ShopEventType]: (event: Extract<ShopEvent, { type: T }>, env: Env) => Promise<EventEffect | void>;
};

export const eventHandlers: Handlers = {
  // An operator sends `{ "id": "<uuid>", "type": "healthcheck", "requestedAt": "<iso>" }` from the dashboard;
  // its row in processed_events proves the consumer is alive. The recording is the whole effect.
  healthcheck: async () => {},

  new_order: async (event, env) => {
    const db = getDb(env);
    const shop = getShopIdentity(env);
    const order = await getOrderWithLines(db, event.orderNumber);
    // The order is written before the event is sent, so a missing one is an error worth retrying and then seeing.
    if (!order) throw new Error(`order ${event.orderNumber} not found`);
    const orderUrl = new URL(privateOrderPath(order.number, order.accessToken), shop.publicUrl).toString();
    for (const audience of ["customer", "shop"] as const) {
      await deliverOnce(env, db, shop, `${event.id}:${audience}`, event.id, {
        to: audience === "customer" ? order.email : shop.adminEmail,
        subject: newOrderSubject({ audience, order }),
        replyTo: audience === "shop" ? order.email : undefined,
        body: <NewOrderEmail shop={shop} audience={audience} orderUrl={orderUrl} order={order} />,
      });
    }
    return { recipient: `${order.email}, ${shop.adminEmail}`, subject: newOrderSubject({ audience: "customer", order }) };
  },
};
