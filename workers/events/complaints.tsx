import { eq } from "drizzle-orm";
import { complaintMessages } from "~/db/schema";
import { adminComplaintPath, complaintReference, orderComplaintPath } from "~/lib/complaints";
import type { ShopEvent } from "~/lib/events";
import { orderDetailsPath, withOrderToken } from "~/lib/order-number";
import type { IsoDay } from "~/lib/polish-holidays";
import { listAdministrators } from "~/server/accounts/admin.server";
import { type ComplaintCase, readComplaintCase } from "~/server/complaints/case.server";
import { storeDecisionPdf } from "~/server/complaints/decision-store.server";
import { deliverOnce } from "~/server/email/delivery.server";
import { recipientOf } from "~/server/email/recipients.server";
import { issueOrderLink } from "~/server/orders/links.server";
import { type Db, getDb } from "~/server/platform/db.server";
import { readShopSettings } from "~/server/settings/shop.server";
import type { ComplaintFactsData } from "../../emails/components/complaint-parts";
import ComplaintDeadlineEmail, { type ComplaintDeadlineNotice, complaintDeadlineSubject } from "../../emails/complaint-deadline";
import ComplaintDecidedEmail, { complaintDecidedSubject } from "../../emails/complaint-decided";
import ComplaintFiledEmail, { complaintFiledSubject } from "../../emails/complaint-filed";
import ComplaintMessageEmail, { complaintMessageSubject } from "../../emails/complaint-message";

// The complaint events' handlers (issue 47). Every e-mail goes through deliverOnce under a key of its own per recipient,
// so a redelivered event sends nothing twice. The customer's mail goes to the case's address (the order's own, or the
// verified address of the account that filed it) with a private link to the case's page; the shop's to its
// notification address, and the deadline's to every administrator, with the case in the back-office.

type Of<T extends ShopEvent["type"]> = Extract<ShopEvent, { type: T }>;

async function loadCase(env: Env, complaintId: number) {
  const db = getDb(env);
  const [found, shop] = await Promise.all([readComplaintCase(db, complaintId), readShopSettings(db, env)]);
  // Cases are written before their events are sent, so a missing one is an error worth retrying and then seeing.
  if (!found) throw new Error(`complaint ${complaintId} not found`);
  const { complaint } = found;
  return {
    db,
    shop,
    found,
    // What the customer typed goes back only to the verified address of the account that filed it.
    customer: await recipientOf(db, complaint.userId, complaint.email),
    adminUrl: new URL(adminComplaintPath(complaint.id), shop.publicUrl).toString(),
  };
}

type LoadedCase = Awaited<ReturnType<typeof loadCase>>;

/** The customer's private link to the case's page for one delivery: the same link if the event is delivered again. */
async function caseLink(env: Env, { db, shop, found }: LoadedCase, deliveryKey: string): Promise<string> {
  const { complaint, orderNumber } = found;
  const token = await issueOrderLink(env, db, { id: complaint.orderId, number: orderNumber }, `email:${deliveryKey}`);
  return new URL(withOrderToken(orderComplaintPath(orderNumber, complaint.id), token), shop.publicUrl).toString();
}

/** The customer's private link to the remake order's page, for the decision's delivery; null without a remake. */
async function remakeLink(env: Env, { db, shop, found }: LoadedCase, deliveryKey: string): Promise<string | null> {
  const { complaint, remakeOrderNumber } = found;
  if (complaint.remakeOrderId === null || remakeOrderNumber === null) return null;
  const token = await issueOrderLink(env, db, { id: complaint.remakeOrderId, number: remakeOrderNumber }, `email:${deliveryKey}`);
  return new URL(withOrderToken(orderDetailsPath(remakeOrderNumber), token), shop.publicUrl).toString();
}

function facts({ complaint, orderNumber, lines }: ComplaintCase): ComplaintFactsData {
  return {
    reference: complaintReference(complaint.id),
    orderNumber,
    receivedAt: complaint.receivedAt,
    dueOn: complaint.dueOn,
    reason: complaint.reason,
    requestedRemedy: complaint.requestedRemedy,
    lines: lines.map((line) => ({ position: line.position, title: line.description.title, widthCm: line.widthCm, heightCm: line.heightCm, quantity: line.quantity })),
  };
}

/** The confirmation to the customer (what they typed only at their verified address) and the new case to the shop. */
const complaintFiled = async (event: Of<"complaint_filed">, env: Env) => {
  const loaded = await loadCase(env, event.complaintId);
  const { db, shop, found, customer, adminUrl } = loaded;
  const { complaint, orderNumber } = found;
  const reference = complaintReference(complaint.id);
  const typed = customer === "verified";
  const customerKey = `complaint:${complaint.id}:filed:customer`;
  const subject = complaintFiledSubject("customer", reference, orderNumber);
  await deliverOnce(env, db, shop, customerKey, event.id, {
    to: complaint.email,
    orderId: complaint.orderId,
    recipient: customer,
    subject,
    body: (
      <ComplaintFiledEmail
        shop={shop}
        audience="customer"
        caseUrl={await caseLink(env, loaded, customerKey)}
        complaint={{
          ...facts(found),
          description: typed ? complaint.description : null,
          customer: typed ? { name: complaint.firstName, email: complaint.email } : null,
        }}
      />
    ),
  });
  await deliverOnce(env, db, shop, `complaint:${complaint.id}:filed:shop`, event.id, {
    to: shop.adminEmail,
    orderId: complaint.orderId,
    recipient: "shop",
    subject: complaintFiledSubject("shop", reference, orderNumber),
    replyTo: complaint.email,
    body: (
      <ComplaintFiledEmail
        shop={shop}
        audience="shop"
        caseUrl={adminUrl}
        complaint={{ ...facts(found), description: complaint.description, customer: { name: `${complaint.firstName} ${complaint.lastName}`, email: complaint.email } }}
      />
    ),
  });
  return { recipient: `${complaint.email}, ${shop.adminEmail}`, subject };
};

async function readMessage(db: Db, messageId: number) {
  const message = await db.select().from(complaintMessages).where(eq(complaintMessages.id, messageId)).get();
  // Messages are written before their events are sent, so a missing one is an error worth retrying and then seeing.
  if (!message) throw new Error(`complaint message ${messageId} not found`);
  return message;
}

/** The shop's message to the customer, the customer's to the shop: each once per message. */
const complaintMessage = async (event: Of<"complaint_message">, env: Env) => {
  const message = await readMessage(getDb(env), event.messageId);
  const loaded = await loadCase(env, message.complaintId);
  const { db, shop, found, customer, adminUrl } = loaded;
  const { complaint, orderNumber } = found;
  const reference = complaintReference(complaint.id);
  const mail = { shop, reference, orderNumber, body: message.body };
  if (message.author === "sklep") {
    const key = `complaint-message:${message.id}:customer`;
    const subject = complaintMessageSubject("customer", reference);
    await deliverOnce(env, db, shop, key, event.id, {
      to: complaint.email,
      orderId: complaint.orderId,
      // The shop's own words about a case it handles: fixed texts and the staff's, never held back by the recipient's limit.
      recipient: customer === "verified" ? "verified" : "orderer",
      subject,
      body: <ComplaintMessageEmail {...mail} audience="customer" caseUrl={await caseLink(env, loaded, key)} firstName={customer === "verified" ? complaint.firstName : null} />,
    });
    return { recipient: complaint.email, subject };
  }
  const subject = complaintMessageSubject("shop", reference);
  await deliverOnce(env, db, shop, `complaint-message:${message.id}:shop`, event.id, {
    to: shop.adminEmail,
    orderId: complaint.orderId,
    recipient: "shop",
    subject,
    replyTo: complaint.email,
    body: <ComplaintMessageEmail {...mail} audience="shop" caseUrl={adminUrl} firstName={null} />,
  });
  return { recipient: shop.adminEmail, subject };
};

/** Every administrator, once each per `key`: the deadline's reminders and the news of a case accepted by law. */
async function tellAdministrators(env: Env, { db, shop, found, adminUrl }: LoadedCase, dueOn: IsoDay, eventId: string, key: string, notice: ComplaintDeadlineNotice) {
  const { complaint, orderNumber } = found;
  const reference = complaintReference(complaint.id);
  const subject = complaintDeadlineSubject(notice, reference);
  const administrators = await listAdministrators(db);
  for (const administrator of administrators) {
    await deliverOnce(env, db, shop, `${key}:${administrator.id}`, eventId, {
      to: administrator.email,
      // Fixed texts and facts only, so an administrator who never verified the address is mailed too, within its limit.
      recipient: administrator.emailVerified ? "verified" : "unverified",
      subject,
      body: <ComplaintDeadlineEmail shop={shop} notice={notice} reference={reference} orderNumber={orderNumber} dueOn={dueOn} adminUrl={adminUrl} />,
    });
  }
  return { recipient: administrators.map((a) => a.email).join(", "), subject };
}

/**
 * The decision on a durable medium: its PDF into R2, then the customer's e-mail with the way to the case's page where
 * the PDF is (the e-mail layer sends no attachments). A case accepted by law is also told to every administrator, with
 * what must now be done. Keyed by the event: a later decided event of the same case (a deemed-accepted case given its
 * remedy) tells the customer again.
 */
const complaintDecided = async (event: Of<"complaint_decided">, env: Env) => {
  const loaded = await loadCase(env, event.complaintId);
  const { db, shop, found, customer } = loaded;
  const { complaint, orderNumber, remakeOrderNumber } = found;
  // Decisions are written before their events are sent, so an open case is an error worth retrying and then seeing.
  if (complaint.status === "otwarta") throw new Error(`complaint ${complaint.id} is not decided`);
  await storeDecisionPdf(env, db, shop, found);
  const reference = complaintReference(complaint.id);
  const key = `${event.id}:customer`;
  const subject = complaintDecidedSubject(reference, complaint.status);
  await deliverOnce(env, db, shop, key, event.id, {
    to: complaint.email,
    orderId: complaint.orderId,
    // The shop's own document on a case it handles: fixed texts and facts, never held back by the recipient's limit.
    recipient: customer === "verified" ? "verified" : "orderer",
    subject,
    body: (
      <ComplaintDecidedEmail
        shop={shop}
        caseUrl={await caseLink(env, loaded, key)}
        decision={{
          reference,
          orderNumber,
          status: complaint.status,
          remedy: complaint.remedy,
          justification: complaint.justification,
          remakeOrderNumber,
          remakeUrl: await remakeLink(env, loaded, key),
          priceReduction: complaint.priceReduction,
        }}
        firstName={customer === "verified" ? complaint.firstName : null}
      />
    ),
  });
  // Only a consumer's case passes a deadline.
  if (complaint.status !== "uznana_z_mocy_prawa" || !complaint.dueOn) return { recipient: complaint.email, subject };
  const told = await tellAdministrators(env, loaded, complaint.dueOn, event.id, `complaint:${complaint.id}:deemed_accepted`, {
    kind: "deemed_accepted",
    requestedRemedy: complaint.requestedRemedy,
  });
  return { recipient: `${complaint.email}, ${told.recipient}`, subject };
};

/** 3 days or 1 day left: every administrator, once each per mark; a case decided or made a company's since needs no reminder. */
const complaintReminder = async (event: Of<"complaint_reminder">, env: Env) => {
  const loaded = await loadCase(env, event.complaintId);
  const { status, dueOn } = loaded.found.complaint;
  if (status !== "otwarta" || !dueOn) return;
  return tellAdministrators(env, loaded, dueOn, event.id, `complaint:${event.complaintId}:reminder_${event.daysLeft}`, { kind: "reminder", daysLeft: event.daysLeft });
};

export const complaintHandlers = {
  complaint_filed: complaintFiled,
  complaint_message: complaintMessage,
  complaint_decided: complaintDecided,
  complaint_reminder: complaintReminder,
};
