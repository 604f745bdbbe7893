import { asc, desc, eq, inArray } from "drizzle-orm";
import { complaintMessages, complaintPhotos, complaints, enquiries, enquiryReplies, orderItems, orders, sampleRequests } from "~/db/schema";
import { complaintReference } from "~/lib/complaints";
import {
  ACCOUNT_DATA_SCHEMA,
  ACCOUNT_DATA_VERSION,
  CONSENT_DOCUMENTS,
  type AccountConsent,
  type AccountDataDocument,
  type AccountOrder,
  type ConsentOrigin,
  orderLineKey,
} from "~/lib/account-data";
import { readCartItem } from "~/lib/cart";
import { describeLine, type LineDescription } from "~/lib/line-description";
import { timelineLine } from "~/lib/order-timeline";
import type { ShopIdentity } from "~/lib/shop-settings";
import { ownedBy } from "../orders/history.server";
import { byOrder, timelinesOf } from "../orders/timeline.server";
import type { Db } from "../platform/db.server";
import { madeBy, type Customer } from "./customers.server";

// 'Pobierz moje dane' (GDPR art. 15 and 20): everything the shop holds about the signed-in account, read in one D1
// round trip. What belongs to the account is what its order history shows (ownedBy; madeBy for enquiries and samples
// requests): its own rows, and those sent with its verified address. The lists are read through subqueries, never as bound id lists, so no count of orders
// can pass D1's 100 parameters.

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? iso(date) : null);

const given = (documents: readonly AccountConsent["document"][], at: Date, origin: ConsentOrigin): AccountConsent[] =>
  documents.map((document) => ({ document, accepted: true, at: iso(at), origin }));

/** The account's data as one document: the JSON download and the readable page are both this. */
export async function accountData(
  db: Db,
  customer: Customer,
  shop: Pick<ShopIdentity, "name" | "legalName" | "email" | "publicUrl">,
  now = new Date(),
): Promise<AccountDataDocument> {
  const { user, profile } = customer;
  const theirOrders = ownedBy(customer);
  const theirEnquiries = madeBy(customer, enquiries);
  const theirOrderIds = db.select({ id: orders.id }).from(orders).where(theirOrders);
  const theirComplaintIds = db.select({ id: complaints.id }).from(complaints).where(inArray(complaints.orderId, theirOrderIds));
  const [orderRows, lineRows, timelineRows, enquiryRows, replyRows, sampleRows, complaintRows, complaintMessageRows, complaintPhotoRows] = await db.batch([
    db.select().from(orders).where(theirOrders).orderBy(desc(orders.createdAt), desc(orders.id)),
    db.select().from(orderItems).where(inArray(orderItems.orderId, theirOrderIds)).orderBy(asc(orderItems.orderId), asc(orderItems.position)),
    timelinesOf(db, theirOrderIds),
    db.select().from(enquiries).where(theirEnquiries).orderBy(desc(enquiries.createdAt)),
    db
      .select({ enquiryId: enquiryReplies.enquiryId, body: enquiryReplies.body, createdAt: enquiryReplies.createdAt })
      .from(enquiryReplies)
      .where(inArray(enquiryReplies.enquiryId, db.select({ id: enquiries.id }).from(enquiries).where(theirEnquiries)))
      .orderBy(asc(enquiryReplies.createdAt), asc(enquiryReplies.id)),
    db.select().from(sampleRequests).where(madeBy(customer, sampleRequests)).orderBy(desc(sampleRequests.createdAt)),
    db
      .select({ complaint: complaints, orderNumber: orders.number })
      .from(complaints)
      .innerJoin(orders, eq(orders.id, complaints.orderId))
      .where(inArray(complaints.orderId, theirOrderIds))
      .orderBy(desc(complaints.receivedAt)),
    db
      .select({ complaintId: complaintMessages.complaintId, author: complaintMessages.author, body: complaintMessages.body, createdAt: complaintMessages.createdAt })
      .from(complaintMessages)
      .where(inArray(complaintMessages.complaintId, theirComplaintIds))
      .orderBy(asc(complaintMessages.createdAt), asc(complaintMessages.id)),
    db.select({ complaintId: complaintPhotos.complaintId }).from(complaintPhotos).where(inArray(complaintPhotos.complaintId, theirComplaintIds)),
  ]);

  const linesOf = Map.groupBy(lineRows, (line) => line.orderId);
  const repliesOf = Map.groupBy(replyRows, (reply) => reply.enquiryId);
  const messagesOf = Map.groupBy(complaintMessageRows, (message) => message.complaintId);
  const photosOf = Map.groupBy(complaintPhotoRows, (photo) => photo.complaintId);
  // What the order page shows them: never the shop's internal notes, nor who in the shop acted.
  const timelineOf = byOrder(timelineRows, "customer");

  const accountOrders: AccountOrder[] = orderRows.map((order) => ({
    number: order.number,
    createdAt: iso(order.createdAt),
    updatedAt: iso(order.updatedAt),
    orderStatus: order.orderStatus,
    paymentStatus: order.paymentStatus,
    accepted: order.accepted,
    rejectionReason: order.rejectionReason,
    cancelledBy: order.cancelledBy,
    customer: {
      firstName: order.firstName,
      lastName: order.lastName,
      email: order.email,
      phone: order.phone,
      street: order.street,
      houseNumber: order.houseNumber,
      apartmentNumber: order.apartmentNumber,
      postalCode: order.postalCode,
      city: order.city,
      companyName: order.companyName,
      companyNip: order.companyNip,
    },
    notes: order.notes,
    deliveryMethod: order.deliveryMethod,
    paymentMethod: order.paymentMethod,
    promoCode: order.promoCode,
    discountPercent: order.discountPercent,
    totals: { itemsTotal: order.itemsTotal, discount: order.discount, deliveryCost: order.deliveryCost, paymentFee: order.paymentFee, finalTotal: order.finalTotal },
    lines: (linesOf.get(order.id) ?? []).map((line) => ({
      position: line.position,
      productType: line.productType,
      fabricCode: line.fabricCode,
      profileCode: line.profileCode,
      widthCm: line.widthCm,
      heightCm: line.heightCm,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      linePrice: line.linePrice,
      configuration: line.configuration,
    })),
    timeline: (timelineOf.get(order.id) ?? []).map((entry) => {
      const { at, kind, text, by } = timelineLine(entry, "customer");
      return { at: iso(at), kind, text, by };
    }),
  }));

  // The checkout takes no order without the three documents accepted, the samples form none without the privacy policy.
  const consents: AccountConsent[] = [
    { document: "privacy_policy", accepted: profile.privacyPolicyAccepted, at: profile.privacyPolicyAccepted ? iso(profile.createdAt) : null, origin: { kind: "registration" } },
    { document: "terms", accepted: profile.termsAccepted, at: profile.termsAccepted ? iso(profile.createdAt) : null, origin: { kind: "registration" } },
    ...orderRows.flatMap((order) => given(CONSENT_DOCUMENTS, order.createdAt, { kind: "order", orderNumber: order.number })),
    ...sampleRows.flatMap((request) => given(["privacy_policy"], request.createdAt, { kind: "sample_request", requestId: request.id })),
  ];

  return {
    schema: ACCOUNT_DATA_SCHEMA,
    schemaVersion: ACCOUNT_DATA_VERSION,
    generatedAt: iso(now),
    shop: { name: shop.name, legalName: shop.legalName, email: shop.email, website: shop.publicUrl },
    account: { id: user.id, email: user.email, createdAt: iso(user.createdAt), emailVerified: user.emailVerified, administrator: profile.admin },
    profile: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      street: profile.street,
      houseNumber: profile.houseNumber,
      apartmentNumber: profile.apartmentNumber,
      postalCode: profile.postalCode,
      city: profile.city,
      createdAt: iso(profile.createdAt),
      updatedAt: iso(profile.updatedAt),
    },
    consents,
    orders: accountOrders,
    enquiries: enquiryRows.map((enquiry) => ({
      id: enquiry.id,
      kind: enquiry.kind,
      status: enquiry.status,
      createdAt: iso(enquiry.createdAt),
      firstName: enquiry.firstName,
      lastName: enquiry.lastName,
      email: enquiry.email,
      phone: enquiry.phone,
      subject: enquiry.subject,
      message: enquiry.message,
      details: enquiry.details,
      replies: (repliesOf.get(enquiry.id) ?? []).map((reply) => ({ createdAt: iso(reply.createdAt), body: reply.body })),
    })),
    complaints: complaintRows.map(({ complaint, orderNumber }) => ({
      reference: complaintReference(complaint.id),
      orderNumber,
      status: complaint.status,
      reason: complaint.reason,
      requestedRemedy: complaint.requestedRemedy,
      description: complaint.description,
      firstName: complaint.firstName,
      lastName: complaint.lastName,
      email: complaint.email,
      phone: complaint.phone,
      consumer: complaint.consumer,
      receivedAt: iso(complaint.receivedAt),
      dueOn: complaint.dueOn,
      decision: complaint.decidedAt
        ? { decidedAt: iso(complaint.decidedAt), remedy: complaint.remedy, justification: complaint.justification, priceReduction: complaint.priceReduction }
        : null,
      photos: photosOf.get(complaint.id)?.length ?? 0,
      messages: (messagesOf.get(complaint.id) ?? []).map((message) => ({ at: iso(message.createdAt), author: message.author, body: message.body })),
    })),
    sampleRequests: sampleRows.map((request) => ({
      id: request.id,
      status: request.status,
      createdAt: iso(request.createdAt),
      sentAt: isoOrNull(request.sentAt),
      name: request.name,
      street: request.street,
      postalCode: request.postalCode,
      city: request.city,
      email: request.email,
      fabrics: request.fabrics,
    })),
  };
}

/**
 * Each order line of the document as the order pages describe it, by orderLineKey, for the readable page: null when
 * its stored configuration no longer reads as a cart line (the file still has it as stored).
 */
export function describedLines(document: AccountDataDocument): Record<string, LineDescription | null> {
  return Object.fromEntries(
    document.orders.flatMap((order) =>
      order.lines.map((line) => {
        const item = readCartItem(line.configuration);
        return [orderLineKey(order.number, line.position), item && describeLine(item)];
      }),
    ),
  );
}
