import { eq } from "drizzle-orm";
import { resetPasswordPath } from "~/components/account/account-paths";
import { ordersHref } from "~/components/admin/orders-query";
import { enquiries } from "~/db/schema";
import { type OrderUpdateType, type ShopEvent, type ShopEventType } from "~/lib/events";
import { privateOrderPath } from "~/lib/order-number";
import { enquiryDetailsSchema } from "~/lib/schemas/enquiry";
import { getDb } from "~/server/db.server";
import { deliverOnce } from "~/server/email.server";
import { getOrderWithLines } from "~/server/order-views.server";
import { getShopIdentity } from "~/server/shop-identity.server";
import EnquiryEmail, { enquirySubject } from "../../emails/enquiry";
import NewOrderEmail, { newOrderSubject } from "../../emails/new-order";
import OrderCancelledByCustomerEmail, { orderCancelledByCustomerSubject } from "../../emails/order-cancelled-by-customer";
import OrderUpdateEmail, { orderUpdateSubject } from "../../emails/order-update";
import { buildOrdersExport } from "./orders-export";
import VerificationCodeEmail, { verificationCodeSubject } from "../../emails/verification-code";

/** What a handler did, recorded with the event (e-mail handlers report recipient and subject). */
export type EventEffect = { recipient?: string; subject?: string };

type Handler<T extends ShopEventType> = (event: Extract<ShopEvent, { type: T }>, env: Env) => Promise<EventEffect | void>;
type Handlers = { [T in ShopEventType]: Handler<T> };

async function loadOrder(env: Env, number: string) {
  const order = await getOrderWithLines(getDb(env), number);
  // Orders are written before their events are sent, so a missing one is an error worth retrying and then seeing.
  if (!order) throw new Error(`order ${number} not found`);
  const shop = getShopIdentity(env);
  return {
    order,
    shop,
    orderUrl: new URL(privateOrderPath(order.number, order.accessToken), shop.publicUrl).toString(),
    // The owner opens it in the back-office; the customer's private link stays with the customer.
    adminUrl: new URL(ordersHref({ orderStatus: null, paymentStatus: null, search: order.number, page: 1 }), shop.publicUrl).toString(),
  };
}

const newOrder: Handler<"new_order"> = async (event, env) => {
  const { order, shop, orderUrl, adminUrl } = await loadOrder(env, event.orderNumber);
  for (const audience of ["customer", "shop"] as const) {
    await deliverOnce(env, getDb(env), shop, `${event.id}:${audience}`, event.id, {
      to: audience === "customer" ? order.email : shop.adminEmail,
      subject: newOrderSubject({ audience, order }),
      replyTo: audience === "shop" ? order.email : undefined,
      body: <NewOrderEmail shop={shop} audience={audience} orderUrl={audience === "customer" ? orderUrl : adminUrl} order={order} />,
    });
  }
  return { recipient: `${order.email}, ${shop.adminEmail}`, subject: newOrderSubject({ audience: "customer", order }) };
};

type OrderUpdateEvent = { id: string; type: OrderUpdateType; orderNumber: string };

async function tellCustomer(env: Env, event: OrderUpdateEvent, { order, shop, orderUrl }: Awaited<ReturnType<typeof loadOrder>>) {
  const subject = orderUpdateSubject(event.type, order.number);
  await deliverOnce(env, getDb(env), shop, `${event.id}:customer`, event.id, {
    to: order.email,
    subject,
    body: <OrderUpdateEmail shop={shop} type={event.type} orderUrl={orderUrl} order={order} />,
  });
  return { recipient: order.email, subject };
}

const orderUpdate = async (event: OrderUpdateEvent, env: Env) => tellCustomer(env, event, await loadOrder(env, event.orderNumber));

/** Only the customer cancels through this event (the shop's own cancellation is a status change): the shop hears of it too. */
const orderCancelled = async (event: OrderUpdateEvent, env: Env) => {
  const loaded = await loadOrder(env, event.orderNumber);
  const { order, shop, adminUrl } = loaded;
  const { subject } = await tellCustomer(env, event, loaded);
  await deliverOnce(env, getDb(env), shop, `${event.id}:shop`, event.id, {
    to: shop.adminEmail,
    subject: orderCancelledByCustomerSubject(order.number),
    replyTo: order.email,
    body: <OrderCancelledByCustomerEmail shop={shop} adminUrl={adminUrl} order={order} />,
  });
  return { recipient: `${order.email}, ${shop.adminEmail}`, subject };
};

const verificationCode: Handler<"verification_code"> = async (event, env) => {
  const shop = getShopIdentity(env);
  const subject = verificationCodeSubject(event.purpose);
  const resetUrl = event.purpose === "password_reset" ? new URL(resetPasswordPath(event.email, event.code), shop.publicUrl).toString() : undefined;
  await deliverOnce(env, getDb(env), shop, `${event.id}:customer`, event.id, {
    to: event.email,
    subject,
    body: <VerificationCodeEmail shop={shop} purpose={event.purpose} code={event.code} resetUrl={resetUrl} />,
  });
  return { recipient: event.email, subject };
};

const enquiryReceived: Handler<"enquiry_received"> = async (event, env) => {
  const db = getDb(env);
  const shop = getShopIdentity(env);
  const row = await db.select().from(enquiries).where(eq(enquiries.id, event.enquiryId)).get();
  if (!row) throw new Error(`enquiry ${event.enquiryId} not found`);
  const enquiry = { ...row, details: enquiryDetailsSchema.catch(null).parse(row.details) };
  // Complaints get a confirmation copy, so the customer has a record of what they filed and when.
  const audiences = enquiry.kind === "complaint" ? (["shop", "sender"] as const) : (["shop"] as const);
  for (const audience of audiences) {
    await deliverOnce(env, db, shop, `${event.id}:${audience}`, event.id, {
      to: audience === "shop" ? shop.adminEmail : enquiry.email,
      subject: enquirySubject({ audience, enquiry }),
      replyTo: audience === "shop" ? enquiry.email : undefined,
      body: <EnquiryEmail shop={shop} audience={audience} enquiry={enquiry} />,
    });
  }
  return { recipient: audiences.map((a) => (a === "shop" ? shop.adminEmail : enquiry.email)).join(", "), subject: enquirySubject({ audience: "shop", enquiry }) };
};

export const eventHandlers: Handlers = {
  // An operator sends `{ "id": "<uuid>", "type": "healthcheck", "requestedAt": "<iso>" }` from the dashboard;
  // its row in processed_events proves the consumer is alive. The recording is the whole effect.
  healthcheck: async () => {},
  new_order: newOrder,
  order_accepted: orderUpdate,
  order_rejected: orderUpdate,
  order_cancelled: orderCancelled,
  status_update: orderUpdate,
  verification_code: verificationCode,
  enquiry_received: enquiryReceived,
  orders_export: (event, env) => buildOrdersExport(env, event.jobId),
};
