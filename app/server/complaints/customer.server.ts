import { and, desc, eq, or } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { complaintPhotos, complaints, orders } from "~/db/schema";
import {
  COMPLAINT_REMEDY_LABELS,
  complaintReasons,
  complaintReference,
  type ComplaintMessageView,
  type ComplaintStatus,
  orderComplaintDecisionPath,
  orderComplaintPhotoPath,
} from "~/lib/complaints";
import type { ComplaintSummary } from "~/lib/complaint-filing";
import type { LineDescription } from "~/lib/line-description";
import { withOrderToken } from "~/lib/order-number";
import type { Customer } from "../accounts/customers.server";
import type { Db } from "../platform/db.server";
import { getDb, getEnv, getShopSettings } from "../platform/request-context.server";
import { ownedBy } from "../orders/history.server";
import { viewableOrder } from "../orders/pages.server";
import { conversationView, readComplaintCase } from "./case.server";
import { complaintFileResponse } from "./files.server";

// What the customer reads of their complaints (issue 47): the order page's and /profile's lists, a case's page, and its
// files. Every read of a case goes through the order it belongs to, for whoever may see that order (the signed-in owner
// or the private link's holder); anything else is answered as missing, alike.

type Context = Readonly<RouterContextProvider>;

const summaryColumns = { id: complaints.id, orderNumber: orders.number, status: complaints.status, receivedAt: complaints.receivedAt, dueOn: complaints.dueOn };

function summary(row: { id: number; orderNumber: string; status: ComplaintStatus; receivedAt: Date; dueOn: string | null }): ComplaintSummary {
  return { ...row, reference: complaintReference(row.id), receivedAt: row.receivedAt.toISOString() };
}

/** The order's complaints, newest first. */
export async function complaintsOfOrder(db: Db, orderId: number): Promise<ComplaintSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(complaints)
    .innerJoin(orders, eq(orders.id, complaints.orderId))
    .where(eq(complaints.orderId, orderId))
    .orderBy(desc(complaints.receivedAt), desc(complaints.id));
  return rows.map(summary);
}

/** The signed-in customer's complaints: filed from their account, or about the orders that are theirs; newest first. */
export async function complaintsOfCustomer(db: Db, customer: Customer): Promise<ComplaintSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(complaints)
    .innerJoin(orders, eq(orders.id, complaints.orderId))
    .where(or(eq(complaints.userId, customer.user.id), ownedBy(customer)))
    .orderBy(desc(complaints.receivedAt), desc(complaints.id));
  return rows.map(summary);
}

/** A case's id as its address writes it. */
export function complaintIdParam(value: string | undefined): number | null {
  const id = value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) ? id : null;
}

/** The decision as the customer reads it; the PDF's address once the queue has rendered it. */
export interface CustomerDecisionView {
  status: Exclude<ComplaintStatus, "otwarta">;
  remedy: string | null;
  justification: string | null;
  priceReduction: number | null;
  decidedAt: string | null;
  remakeOrderNumber: string | null;
  pdfUrl: string | null;
}

export interface CustomerCaseView {
  id: number;
  reference: string;
  orderNumber: string;
  token: string | null;
  status: ComplaintStatus;
  consumer: boolean;
  receivedAt: string;
  dueOn: string | null;
  reason: string;
  requestedRemedy: string | null;
  lines: { orderItemId: number; description: LineDescription; quantity: number }[];
  messages: ComplaintMessageView[];
  decision: CustomerDecisionView | null;
}

/** The case page: the case `complaintId` of the order `orderNumber`, for a viewer of that order; null alike for anything else. */
export async function customerComplaintCase(context: Context, request: Request, orderNumber: string, complaintId: number): Promise<CustomerCaseView | null> {
  const found = await viewableOrder(context, request, orderNumber);
  if (!found) return null;
  const theCase = await readComplaintCase(getDb(context), complaintId, found.order.id);
  if (!theCase) return null;
  const { complaint, lines } = theCase;
  const token = found.viewer.token ?? null;
  const number = found.order.number;
  const shop = (await getShopSettings(context)).name;
  const remedy = complaint.remedy ?? (complaint.status === "uznana_z_mocy_prawa" ? complaint.requestedRemedy : null);
  return {
    id: complaint.id,
    reference: complaintReference(complaint.id),
    orderNumber: number,
    token,
    status: complaint.status,
    consumer: complaint.consumer,
    receivedAt: complaint.receivedAt.toISOString(),
    dueOn: complaint.dueOn,
    reason: complaintReasons[complaint.reason],
    requestedRemedy: complaint.requestedRemedy && COMPLAINT_REMEDY_LABELS[complaint.requestedRemedy],
    lines: lines.map(({ orderItemId, description, quantity }) => ({ orderItemId, description, quantity })),
    messages: conversationView(
      theCase,
      (photoId) => withOrderToken(orderComplaintPhotoPath(number, complaint.id, photoId), token),
      () => shop,
    ),
    decision:
      complaint.status === "otwarta"
        ? null
        : {
            status: complaint.status,
            remedy: remedy && COMPLAINT_REMEDY_LABELS[remedy],
            justification: complaint.justification,
            priceReduction: complaint.priceReduction,
            decidedAt: complaint.decidedAt?.toISOString() ?? null,
            remakeOrderNumber: theCase.remakeOrderNumber,
            pdfUrl: complaint.decisionPdfKey ? withOrderToken(orderComplaintDecisionPath(number, complaint.id), token) : null,
          },
  };
}

/** A photo of the case of the order, inline, for a viewer of that order; null alike for any other photo, case or order. */
export async function customerComplaintPhoto(context: Context, request: Request, orderNumber: string, complaintId: number, photoId: number): Promise<Response | null> {
  const found = await viewableOrder(context, request, orderNumber);
  if (!found) return null;
  const photo = await getDb(context)
    .select({ key: complaintPhotos.key })
    .from(complaintPhotos)
    .innerJoin(complaints, eq(complaints.id, complaintPhotos.complaintId))
    .where(and(eq(complaintPhotos.id, photoId), eq(complaints.id, complaintId), eq(complaints.orderId, found.order.id)))
    .get();
  return photo ? complaintFileResponse(getEnv(context), photo.key, "inline") : null;
}

/** The decision's PDF as a download ('decyzja-REK-000001.pdf'), for a viewer of the order, once the queue has rendered it. */
export async function customerComplaintDecision(context: Context, request: Request, orderNumber: string, complaintId: number): Promise<Response | null> {
  const found = await viewableOrder(context, request, orderNumber);
  if (!found) return null;
  const row = await getDb(context)
    .select({ key: complaints.decisionPdfKey })
    .from(complaints)
    .where(and(eq(complaints.id, complaintId), eq(complaints.orderId, found.order.id)))
    .get();
  return row?.key ? complaintFileResponse(getEnv(context), row.key, `attachment; filename="decyzja-${complaintReference(complaintId)}.pdf"`) : null;
}
