import { and, asc, eq, inArray } from "drizzle-orm";
import { complaintItems, complaintMessages, complaintPhotos, complaints, orderItems, orders } from "~/db/schema";
import { readCartItem } from "~/lib/cart";
import type { ComplaintMessageView, ComplaintPhotoView } from "~/lib/complaints";
import { describeOrderLine, type LineDescription } from "~/lib/line-description";
import type { Db } from "../platform/db.server";

// One complaint as both sides' pages read it: the case, its order's number, the lines it is about, and its
// conversation (the filing first, then each message) with the photos, each photo's address given by the page's side.

export type ComplaintRow = typeof complaints.$inferSelect;
export type ComplaintPhotoRow = typeof complaintPhotos.$inferSelect;

/** A complained line: what it is, how many, its ordered size, and the size a remake is made in when the owner corrected it. */
export interface ComplaintLine {
  orderItemId: number;
  position: number;
  description: LineDescription;
  quantity: number;
  widthCm: number;
  heightCm: number;
  remakeWidthCm: number | null;
  remakeHeightCm: number | null;
}

export interface ComplaintCase {
  complaint: ComplaintRow;
  orderNumber: string;
  /** The remake order's number, when the case has one. */
  remakeOrderNumber: string | null;
  lines: ComplaintLine[];
  messages: { id: number; author: "klient" | "sklep"; authorEmail: string | null; body: string; createdAt: Date }[];
  photos: ComplaintPhotoRow[];
}

/** The case `id`, or null; `orderId` narrows it to one order's cases (the customer's pages). */
export async function readComplaintCase(db: Db, id: number, orderId?: number): Promise<ComplaintCase | null> {
  const row = await db
    .select({ complaint: complaints, orderNumber: orders.number })
    .from(complaints)
    .innerJoin(orders, eq(orders.id, complaints.orderId))
    .where(orderId === undefined ? eq(complaints.id, id) : and(eq(complaints.id, id), eq(complaints.orderId, orderId)))
    .get();
  if (!row) return null;
  const { complaint } = row;
  const [lines, messages, photos, remake] = await db.batch([
    db
      .select({ item: orderItems, remakeWidthCm: complaintItems.remakeWidthCm, remakeHeightCm: complaintItems.remakeHeightCm })
      .from(complaintItems)
      .innerJoin(orderItems, eq(orderItems.id, complaintItems.orderItemId))
      .where(eq(complaintItems.complaintId, id))
      .orderBy(asc(orderItems.position)),
    db.select().from(complaintMessages).where(eq(complaintMessages.complaintId, id)).orderBy(asc(complaintMessages.createdAt), asc(complaintMessages.id)),
    db.select().from(complaintPhotos).where(eq(complaintPhotos.complaintId, id)).orderBy(asc(complaintPhotos.id)),
    db
      .select({ number: orders.number })
      .from(orders)
      .where(inArray(orders.id, complaint.remakeOrderId === null ? [] : [complaint.remakeOrderId])),
  ]);
  return {
    complaint,
    orderNumber: row.orderNumber,
    remakeOrderNumber: remake[0]?.number ?? null,
    lines: lines.map(({ item, remakeWidthCm, remakeHeightCm }) => ({
      orderItemId: item.id,
      position: item.position,
      description: describeOrderLine({ ...item, configuration: readCartItem(item.configuration) }),
      quantity: item.quantity,
      widthCm: item.widthCm,
      heightCm: item.heightCm,
      remakeWidthCm,
      remakeHeightCm,
    })),
    messages: messages.map(({ id: messageId, author, authorEmail, body, createdAt }) => ({ id: messageId, author, authorEmail, body, createdAt })),
    photos,
  };
}

/**
 * The conversation as a page shows it: the filing (its description and photos) first, then each message with its own
 * photos. `photoUrl` is the page side's address of a photo; `shopLabel` names the shop's messages (the owner's page
 * adds which administrator wrote).
 */
export function conversationView(
  { complaint, messages, photos }: Pick<ComplaintCase, "complaint" | "messages" | "photos">,
  photoUrl: (photoId: number) => string,
  shopLabel: (authorEmail: string | null) => string,
): ComplaintMessageView[] {
  const photosOf = (messageId: number | null): ComplaintPhotoView[] =>
    photos.filter((photo) => photo.messageId === messageId).map((photo) => ({ id: photo.id, url: photoUrl(photo.id), width: photo.width, height: photo.height }));
  return [
    { id: "zgloszenie", author: "klient", authorLabel: "Klient", body: complaint.description, at: complaint.receivedAt.toISOString(), photos: photosOf(null) },
    ...messages.map((message) => ({
      id: String(message.id),
      author: message.author,
      authorLabel: message.author === "klient" ? "Klient" : shopLabel(message.authorEmail),
      body: message.body,
      at: message.createdAt.toISOString(),
      photos: photosOf(message.id),
    })),
  ];
}
