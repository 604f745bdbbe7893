import { eq } from "drizzle-orm";
import type { ReactElement } from "react";
import { ordersHref } from "~/lib/admin-orders-query";
import { enquiries, user as users } from "~/db/schema";
import { ADMIN_AUDIT_PATH } from "~/lib/audit";
import type { OrderUpdateType, ShopEvent, ShopEventType } from "~/lib/events";
import { privateOrderPath } from "~/lib/order-number";
import { pickupDetails } from "~/lib/pickup";
import { parcelOf } from "~/lib/shipping";
import { enquiryDetailsSchema } from "~/lib/schemas/enquiry";
import { listAdministrators } from "~/server/accounts/admin.server";
import { getDb } from "~/server/platform/db.server";
import { deliverOnce } from "~/server/email/delivery.server";
import { complaintCopy } from "~/server/enquiries/intake.server";
import { enquiryReplyDeliveryKey, replyWithEnquiry } from "~/server/enquiries/inbox.server";
import { getSampleRequest } from "~/server/samples/requests.server";
import { isVerifiedAddress, recipientOf } from "~/server/email/recipients.server";
import { issueOrderLink } from "~/server/orders/links.server";
import { getOrderWithLines } from "~/server/orders/views.server";
import { emailedReset } from "~/server/accounts/password-resets.server";
import { announceInvoice } from "~/server/invoices/announce.server";
import { applyPaymentNotification, isPaidByAttempt } from "~/server/payments/lifecycle.server";
import { submitInvoiceToKsef } from "~/server/ksef/submission.server";
import { readShopSettings } from "~/server/settings/shop.server";
import { openVerificationCode } from "~/server/accounts/verification-codes.server";
import AccountDeletedEmail, { accountDeletedSubject } from "../../emails/account-deleted";
import AdminGateLockedEmail, { adminGateLockedSubject } from "../../emails/admin-gate-locked";
import EnquiryEmail, { enquirySubject } from "../../emails/enquiry";
import EnquiryReplyEmail, { enquiryReplySubject } from "../../emails/enquiry-reply";
import NewOrderEmail, { newOrderSubject } from "../../emails/new-order";
import OrderCancelledByCustomerEmail, { orderCancelledByCustomerSubject } from "../../emails/order-cancelled-by-customer";
import OrderLinkEmail, { orderLinkSubject } from "../../emails/order-link";
import OrderReadyForPickupEmail, { orderReadyForPickupSubject } from "../../emails/order-ready-for-pickup";
import OrderShippedEmail, { orderShippedSubject } from "../../emails/order-shipped";
import OrderUpdateEmail, { orderUpdateSubject } from "../../emails/order-update";
import PaymentReceivedEmail, { paymentReceivedSubject } from "../../emails/payment-received";
import SampleRequestEmail, { sampleRequestSubject } from "../../emails/sample-request";
import VerificationCodeEmail, { verificationCodeSubject } from "../../emails/verification-code";
import { buildOrdersExport } from "./orders-export";
import { complaintHandlers } from "./complaints";

/** What a handler did, recorded with the event (e-mail handlers report recipient and subject). */
export type EventEffect = { recipient?: string; subject?: string };

// biome-ignore lint/suspicious/noConfusingVoidType: a handler that sends nothing returns Promise<void>
type Handler<T extends ShopEventType> = (event: Extract<ShopEvent, { type: T }>, env: Env) => Promise<EventEffect | void>;
type Handlers = { [T in ShopEventType]: Handler<T> };

async function loadOrder(env: Env, number: string) {
  const db = getDb(env);
  const [order, shop] = await Promise.all([getOrderWithLines(db, number), readShopSettings(db, env)]);
  // Orders are written before their events are sent, so a missing one is an error worth retrying and then seeing.
  if (!order) throw new Error(`order ${number} not found`);
  // What the orderer typed goes back only to the verified address of the account that placed the order.
  const customer = await recipientOf(db, order.userId, order.email);
  return {
    db,
    order,
    shop,
    customer,
    // The owner opens it in the back-office; the customer's private link stays with the customer.
    adminUrl: new URL(ordersHref({ orderStatus: null, paymentStatus: null, search: order.number, page: 1 }), shop.publicUrl).toString(),
  };
}

type LoadedOrder = Awaited<ReturnType<typeof loadOrder>>;

/** The customer's private link for one e-mail delivery: the same link if the event is delivered again. */
async function privateLink(env: Env, { db, order, shop }: LoadedOrder, deliveryKey: string): Promise<string> {
  const token = await issueOrderLink(env, db, order, `email:${deliveryKey}`);
  return new URL(privateOrderPath(order.number, token), shop.publicUrl).toString();
}

const newOrder: Handler<"new_order"> = async (event, env) => {
  const loaded = await loadOrder(env, event.orderNumber);
  const { db, order, shop, customer, adminUrl } = loaded;
  const customerKey = `${event.id}:customer`;
  const subject = newOrderSubject({ audience: "customer", order });
  await deliverOnce(env, db, shop, customerKey, event.id, {
    to: order.email,
    orderId: order.id,
    recipient: customer,
    subject,
    body: <NewOrderEmail shop={shop} audience="customer" typedText={customer === "verified"} orderUrl={await privateLink(env, loaded, customerKey)} order={order} />,
  });
  await deliverOnce(env, db, shop, `${event.id}:shop`, event.id, {
    to: shop.adminEmail,
    orderId: order.id,
    recipient: "shop",
    subject: newOrderSubject({ audience: "shop", order }),
    replyTo: order.email,
    body: <NewOrderEmail shop={shop} audience="shop" typedText orderUrl={adminUrl} order={order} />,
  });
  return { recipient: `${order.email}, ${shop.adminEmail}`, subject };
};

type OrderUpdateEvent = { id: string; type: OrderUpdateType; orderNumber: string };
/** An event about one order that carries only its number; built from a list of types, like OrderUpdateEvent, so Handler<T> cannot pick one out. */
type OrderEvent = { id: string; orderNumber: string };

/**
 * One e-mail to the order's customer per delivery key, with a private link of its own. `byTheShop`: it tells of what the
 * shop did to the order, so an unverified address gets it as the orderer, beyond the hour's limit
 * (app/server/email/recipients.server.ts).
 */
async function mailCustomer(
  env: Env,
  event: { id: string },
  loaded: LoadedOrder,
  key: string,
  subject: string,
  body: (mail: { orderUrl: string; firstName: string | null }) => ReactElement,
  byTheShop: boolean,
) {
  const { db, order, shop, customer } = loaded;
  await deliverOnce(env, db, shop, key, event.id, {
    to: order.email,
    orderId: order.id,
    recipient: byTheShop && customer === "unverified" ? "orderer" : customer,
    subject,
    // Greeted by the name they typed only at their account's verified address.
    body: body({ orderUrl: await privateLink(env, loaded, key), firstName: customer === "verified" ? order.firstName : null }),
  });
  return { recipient: order.email, subject };
}

function tellCustomer(env: Env, event: OrderUpdateEvent, loaded: LoadedOrder) {
  const { order, shop } = loaded;
  // The customer's own cancellation is the one update a visitor causes.
  const byTheShop = event.type !== "order_cancelled";
  return mailCustomer(
    env,
    event,
    loaded,
    `${event.id}:customer`,
    orderUpdateSubject(event.type, order.number),
    ({ orderUrl, firstName }) => <OrderUpdateEmail shop={shop} type={event.type} orderUrl={orderUrl} order={{ ...order, firstName }} />,
    byTheShop,
  );
}

const orderUpdate = async (event: OrderUpdateEvent, env: Env) => tellCustomer(env, event, await loadOrder(env, event.orderNumber));

/** Only the customer cancels through this event (the shop's own cancellation is a status change): the shop hears of it too. */
const orderCancelled = async (event: OrderUpdateEvent, env: Env) => {
  const loaded = await loadOrder(env, event.orderNumber);
  const { db, order, shop, adminUrl } = loaded;
  const { subject } = await tellCustomer(env, event, loaded);
  await deliverOnce(env, db, shop, `${event.id}:shop`, event.id, {
    to: shop.adminEmail,
    orderId: order.id,
    recipient: "shop",
    subject: orderCancelledByCustomerSubject(order.number),
    replyTo: order.email,
    body: <OrderCancelledByCustomerEmail shop={shop} adminUrl={adminUrl} order={order} />,
  });
  return { recipient: `${order.email}, ${shop.adminEmail}`, subject };
};

/**
 * The parcel left: its carrier, number and tracking link. Keyed by the order, not the event: its customer hears of
 * its parcel once, whatever is delivered again (a corrected number sends nothing: app/server/shipping/ship.server.ts).
 */
const orderShipped = async (event: OrderEvent, env: Env) => {
  const loaded = await loadOrder(env, event.orderNumber);
  const { order, shop } = loaded;
  const parcel = parcelOf(order);
  // Recorded in the batch that kept the event: a parcel missing is an error worth retrying and then seeing.
  if (!parcel) throw new Error(`order ${order.number} has no parcel`);
  return mailCustomer(
    env,
    event,
    loaded,
    `order:${order.id}:shipped`,
    orderShippedSubject(order.number),
    ({ orderUrl, firstName }) => <OrderShippedEmail shop={shop} orderUrl={orderUrl} order={{ number: order.number, firstName }} parcel={parcel} />,
    true,
  );
};

/** A pickup order is ready: where and when to collect it, from the settings as they are now; once per order, like the parcel's. */
const orderReadyForPickup = async (event: OrderEvent, env: Env) => {
  const loaded = await loadOrder(env, event.orderNumber);
  const { order, shop } = loaded;
  return mailCustomer(
    env,
    event,
    loaded,
    `order:${order.id}:ready_for_pickup`,
    orderReadyForPickupSubject(order.number),
    ({ orderUrl, firstName }) => <OrderReadyForPickupEmail shop={shop} orderUrl={orderUrl} order={{ ...order, firstName }} pickup={pickupDetails(shop)} />,
    true,
  );
};

/** A fresh private link, asked for on the order's page: it goes only to the order's own address. */
const orderLinkRequested: Handler<"order_link_requested"> = async (event, env) => {
  const loaded = await loadOrder(env, event.orderNumber);
  const { db, order, shop, customer } = loaded;
  const key = `${event.id}:customer`;
  const subject = orderLinkSubject(order.number);
  await deliverOnce(env, db, shop, key, event.id, {
    to: order.email,
    orderId: order.id,
    recipient: customer,
    subject,
    body: <OrderLinkEmail shop={shop} number={order.number} orderUrl={await privateLink(env, loaded, key)} />,
  });
  return { recipient: order.email, subject };
};

const verificationCode: Handler<"verification_code"> = async (event, env) => {
  const db = getDb(env);
  const shop = await readShopSettings(db, env);
  const code = await openVerificationCode(env, event);
  const subject = verificationCodeSubject("email_verification");
  await deliverOnce(env, db, shop, `${event.id}:customer`, event.id, {
    to: event.email,
    recipient: (await isVerifiedAddress(db, event.email)) ? "verified" : "unverified",
    subject,
    body: <VerificationCodeEmail shop={shop} purpose="email_verification" code={code} />,
  });
  return { recipient: event.email, subject };
};

/** The account's reset as it works now: its code and its link. One used or expired since it was asked for is not worth an e-mail. */
const passwordReset: Handler<"password_reset"> = async (event, env) => {
  const db = getDb(env);
  const reset = await emailedReset(env, db, event.userId);
  if (!reset) return;
  const shop = await readShopSettings(db, env);
  const subject = verificationCodeSubject("password_reset");
  await deliverOnce(env, db, shop, `${event.id}:customer`, event.id, {
    to: reset.email,
    recipient: "account",
    subject,
    body: <VerificationCodeEmail shop={shop} purpose="password_reset" code={reset.code} resetUrl={new URL(reset.path, shop.publicUrl).toString()} />,
  });
  return { recipient: reset.email, subject };
};

const enquiryReceived: Handler<"enquiry_received"> = async (event, env) => {
  const db = getDb(env);
  const shop = await readShopSettings(db, env);
  const row = await db.select().from(enquiries).where(eq(enquiries.id, event.enquiryId)).get();
  if (!row) throw new Error(`enquiry ${event.enquiryId} not found`);
  const enquiry = { ...row, details: enquiryDetailsSchema.catch(null).parse(row.details) };
  const subject = enquirySubject({ audience: "shop", enquiry });
  await deliverOnce(env, db, shop, `${event.id}:shop`, event.id, {
    to: shop.adminEmail,
    recipient: "shop",
    subject,
    replyTo: enquiry.email,
    body: <EnquiryEmail shop={shop} audience="shop" enquiry={enquiry} />,
  });
  // Complaints get a confirmation, so the customer has a record of what they filed and when: only at an address of their own.
  const copy = enquiry.kind === "complaint" ? await complaintCopy(db, enquiry) : null;
  if (copy) {
    const audience = { audience: "sender", typedText: copy.recipient === "verified", orderNumber: copy.orderNumber } as const;
    await deliverOnce(env, db, shop, `${event.id}:sender`, event.id, {
      to: copy.to,
      recipient: copy.recipient,
      subject: enquirySubject({ ...audience, enquiry }),
      body: <EnquiryEmail shop={shop} {...audience} enquiry={enquiry} />,
    });
  }
  return { recipient: copy ? `${shop.adminEmail}, ${copy.to}` : shop.adminEmail, subject };
};

/**
 * The owner's answer goes only to the address the enquiry came from, once per reply (its delivery key
 * is the reply's, not the event's). What the sender typed is repeated only at their account's verified address.
 */
const enquiryAnswered: Handler<"enquiry_answered"> = async (event, env) => {
  const db = getDb(env);
  const shop = await readShopSettings(db, env);
  const found = await replyWithEnquiry(db, event.replyId);
  // Replies are written before their events are sent, so a missing one is an error worth retrying and then seeing.
  if (!found) throw new Error(`enquiry reply ${event.replyId} not found`);
  const { reply, enquiry } = found;
  const recipient = await recipientOf(db, enquiry.userId, enquiry.email);
  const subject = enquiryReplySubject(enquiry.kind);
  await deliverOnce(env, db, shop, enquiryReplyDeliveryKey(reply.id), event.id, {
    to: enquiry.email,
    recipient,
    subject,
    body: <EnquiryReplyEmail shop={shop} typedText={recipient === "verified"} reply={reply.body} enquiry={enquiry} />,
  });
  return { recipient: enquiry.email, subject };
};

/** A samples request is confirmed to the address it was made with, once; what was typed is repeated only at the account's verified address. */
const sampleRequested: Handler<"sample_requested"> = async (event, env) => {
  const db = getDb(env);
  const shop = await readShopSettings(db, env);
  const request = await getSampleRequest(db, event.requestId);
  // Requests are written before their events are sent, so a missing one is an error worth retrying and then seeing.
  if (!request) throw new Error(`sample request ${event.requestId} not found`);
  const recipient = await recipientOf(db, request.userId, request.email);
  await deliverOnce(env, db, shop, `${event.id}:customer`, event.id, {
    to: request.email,
    recipient,
    subject: sampleRequestSubject,
    body: <SampleRequestEmail shop={shop} typedText={recipient === "verified"} request={request} />,
  });
  return { recipient: request.email, subject: sampleRequestSubject };
};

/** Every administrator hears that one account's back-office gate is locked, once each. */
const adminGateLocked: Handler<"admin_gate_locked"> = async (event, env) => {
  const db = getDb(env);
  const shop = await readShopSettings(db, env);
  const [account, administrators] = await Promise.all([db.select({ email: users.email }).from(users).where(eq(users.id, event.userId)).get(), listAdministrators(db)]);
  const subject = adminGateLockedSubject(account?.email ?? event.userId);
  const auditUrl = new URL(ADMIN_AUDIT_PATH, shop.publicUrl).toString();
  for (const administrator of administrators) {
    await deliverOnce(env, db, shop, `${event.id}:${administrator.id}`, event.id, {
      to: administrator.email,
      // Fixed texts and facts only, so an administrator who never verified the address is mailed too, within its limit.
      recipient: administrator.emailVerified ? "verified" : "unverified",
      subject,
      body: <AdminGateLockedEmail shop={shop} account={account?.email ?? event.userId} lockedUntil={new Date(event.lockedUntil)} auditUrl={auditUrl} />,
    });
  }
  return { recipient: administrators.map((a) => a.email).join(", "), subject };
};

/**
 * The confirmation of a deleted account, to its address, once: the account is gone, so the address comes with the event,
 * and the mail is the account's own (fixed texts and facts, never held back by a recipient's limit).
 */
const accountDeleted: Handler<"account_deleted"> = async (event, env) => {
  const db = getDb(env);
  const shop = await readShopSettings(db, env);
  await deliverOnce(env, db, shop, `${event.id}:customer`, event.id, {
    to: event.email,
    recipient: "account",
    subject: accountDeletedSubject,
    body: <AccountDeletedEmail shop={shop} email={event.email} deletedAt={new Date(event.deletedAt)} />,
  });
  return { recipient: event.email, subject: accountDeletedSubject };
};

/**
 * What a payment provider said, applied to the attempt and its order (forward only, app/server/payments).
 * When the order is paid by it, the customer and the shop are told: keyed by the attempt, not the event,
 * so a repeated notification or a reconciliation of the same payment never mails them twice.
 */
const paymentNotification: Handler<"payment_notification"> = async (event, env) => {
  const outcome = await applyPaymentNotification(env, getDb(env), event.notification);
  if (!outcome || !isPaidByAttempt(outcome)) return;
  const loaded = await loadOrder(env, outcome.orderNumber);
  const { db, order, shop, customer, adminUrl } = loaded;
  const providerPaymentId = outcome.attempt.providerPaymentId ?? outcome.attempt.reference;
  const customerKey = `payment:${outcome.attempt.id}:customer`;
  const subject = paymentReceivedSubject({ audience: "customer", number: order.number });
  await deliverOnce(env, db, shop, customerKey, event.id, {
    to: order.email,
    orderId: order.id,
    recipient: customer === "verified" ? "verified" : "payer",
    subject,
    body: <PaymentReceivedEmail shop={shop} audience="customer" orderUrl={await privateLink(env, loaded, customerKey)} order={order} providerPaymentId={providerPaymentId} />,
  });
  await deliverOnce(env, db, shop, `payment:${outcome.attempt.id}:shop`, event.id, {
    to: shop.adminEmail,
    orderId: order.id,
    recipient: "shop",
    subject: paymentReceivedSubject({ audience: "shop", number: order.number }),
    replyTo: order.email,
    body: <PaymentReceivedEmail shop={shop} audience="shop" orderUrl={adminUrl} order={order} providerPaymentId={providerPaymentId} />,
  });
  return { recipient: `${order.email}, ${shop.adminEmail}`, subject };
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
  order_shipped: orderShipped,
  order_ready_for_pickup: orderReadyForPickup,
  verification_code: verificationCode,
  password_reset: passwordReset,
  order_link_requested: orderLinkRequested,
  enquiry_received: enquiryReceived,
  enquiry_answered: enquiryAnswered,
  sample_requested: sampleRequested,
  orders_export: (event, env) => buildOrdersExport(env, event.jobId),
  admin_gate_locked: adminGateLocked,
  payment_notification: paymentNotification,
  account_deleted: accountDeleted,
  // Sent, checked or refused in KSeF: KSeF's decision pending throws, so the event is retried (app/server/ksef).
  ksef_submission: async (event, env) => {
    await submitInvoiceToKsef(env, event.invoiceId);
  },
  // Its PDF into R2 and its link to the customer, once per invoice (app/server/invoices/announce.server.tsx).
  invoice_issued: (event, env) => announceInvoice(env, event.invoiceId, event.id),
  ...complaintHandlers,
};
