import { and, asc, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { RouterContextProvider } from "react-router";
import { complaintItems, complaintMessages, complaints, orderItems, type orders } from "~/db/schema";
import { CHOOSE_PHOTOS_AGAIN, mayFileComplaint, complaintNotYetText } from "~/lib/complaint-filing";
import { complaintDueOn, type ComplaintReason, type ComplaintRemedy } from "~/lib/complaints";
import { formErrorSummary, type FieldErrors, type FormFailure, parseForm } from "~/lib/forms";
import { readCartItem } from "~/lib/cart";
import { describeOrderLine, type LineDescription } from "~/lib/line-description";
import { complaintFilingInput, complaintFilingSchema, complaintReplySchema } from "~/lib/schemas/complaint";
import type { Db } from "../platform/db.server";
import { keepEventWhere, sendKeptEvents } from "../platform/event-outbox.server";
import { clientKey, consumeRateLimit, RATE_LIMITED_MESSAGE } from "../platform/rate-limit.server";
import { getAfterResponse, getDb, getEnv } from "../platform/request-context.server";
import { viewableOrder } from "../orders/pages.server";
import { type CheckedPhoto, checkComplaintPhotos, complaintPhotoRows, putComplaintPhotos, uploadedFiles } from "./files.server";

// Filing a complaint and answering in its conversation, from the order's page (issue 47), for whoever may see the order:
// its owner signed in or its private link's holder. The public form (app/server/enquiries/intake.server.ts) files
// through complaintFiling too. Each change is one D1 batch with the event that reports it; the photos are put into
// R2 before it (bytes nobody can reach if the batch then fails).

type Context = Readonly<RouterContextProvider>;
type Statement = BatchItem<"sqlite">;
type Order = typeof orders.$inferSelect;

// A D1 batch is one transaction on the database's single writer: the largest id is the row the batch just inserted.
const newComplaintId = sql`(select max(${complaints.id}) from ${complaints})`;
const newMessageId = sql`(select max(${complaintMessages.id}) from ${complaintMessages})`;

/** A case to file: for the order, by whom (as the order or the form names them), about what. */
export interface NewComplaint {
  order: Pick<Order, "id" | "companyNip">;
  enquiryId?: string | null;
  userId: string | null;
  reason: ComplaintReason;
  description: string;
  requestedRemedy: ComplaintRemedy | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

/**
 * The statements that file `complaint` about the order's `lines` ('all': every line of it) with its photos and its
 * `complaint_filed` event, for one batch: `insert` first (it returns the new case's id), then `rest`. A company buyer
 * (the order's NIP) is not owed the consumer's deadline.
 */
export function complaintFiling(db: Db, complaint: NewComplaint, lines: readonly number[] | "all", photos: readonly CheckedPhoto[], now = new Date()) {
  const consumer = !complaint.order.companyNip;
  const event = { id: crypto.randomUUID(), type: "complaint_filed" as const };
  const { order, ...filed } = complaint;
  const insert = db
    .insert(complaints)
    .values({ ...filed, orderId: order.id, consumer, receivedAt: now, dueOn: complaintDueOn(now, consumer) })
    .returning({ id: complaints.id });
  // The chosen lines as one JSON parameter, and only the order's own: within D1's bound parameters however many.
  const chosen = lines === "all" ? sql`1` : sql`${orderItems.id} in (select value from json_each(${JSON.stringify(lines)}))`;
  const rest: Statement[] = [
    db.insert(complaintItems).select(sql`select ${newComplaintId}, ${orderItems.id}, null, null from ${orderItems} where ${orderItems.orderId} = ${order.id} and ${chosen}`),
    ...complaintPhotoRows(db, photos, newComplaintId),
    keepEventWhere(db, { ...event, complaintId: newComplaintId }, sql`1`),
  ];
  return { insert, rest, event: (complaintId: number) => ({ ...event, complaintId }) };
}

/** An order line as the filing form offers it. */
export interface FilingLine {
  id: number;
  description: LineDescription;
  quantity: number;
}

async function orderLines(db: Db, orderId: number): Promise<FilingLine[]> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
  return items.map((item) => ({ id: item.id, description: describeOrderLine({ ...item, configuration: readCartItem(item.configuration) }), quantity: item.quantity }));
}

/** The filing page: the order's number and lines, the viewer's link token to keep, and why it takes no complaint yet (null when it does). */
export async function filingPage(context: Context, request: Request, orderNumber: string) {
  const found = await viewableOrder(context, request, orderNumber);
  if (!found) return null;
  const { order, viewer } = found;
  return {
    orderNumber: order.number,
    token: viewer.token ?? null,
    // The answer's due day of a complaint filed now (null for a company buyer), for the page to promise.
    dueOn: complaintDueOn(new Date(), !order.companyNip),
    notYet: mayFileComplaint(order) ? null : complaintNotYetText(order),
    lines: await orderLines(getDb(context), order.id),
  };
}

/** A refused form: its status, the line above it, each field's message, and what was typed (files aside: chosen again). */
export type ComplaintRefusal = { ok: false; status: number; message: string; errors: FieldErrors; values: Record<string, string>; lines: string[]; retryAfter?: number };

function refusal(form: FormData, status: number, message: string, errors: FieldErrors = {}): ComplaintRefusal {
  const values: Record<string, string> = {};
  for (const name of ["reason", "requestedRemedy", "description", "body"]) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value;
  }
  const lines = form.getAll("lines").filter((value): value is string => typeof value === "string");
  // Chosen files cannot be given back to a file input: the message says to choose them again.
  const photosChosen = uploadedFiles(form).length > 0;
  const photos = errors.photos ?? (photosChosen ? CHOOSE_PHOTOS_AGAIN : undefined);
  return { ok: false, status, message, errors: photos ? { ...errors, photos } : errors, values, lines };
}

const invalid = (form: FormData, failure: FormFailure) => refusal(form, 400, formErrorSummary(failure.fieldErrors), failure.fieldErrors);

/** The photos of a form, checked; stored only after every other check (and the rate limit) passed. */
async function checkedPhotos(form: FormData): Promise<{ ok: true; photos: CheckedPhoto[] } | { ok: false; message: string }> {
  return checkComplaintPhotos(uploadedFiles(form));
}

/** Counted only for a complete form, like the enquiry forms: a person correcting mistakes is never held back. */
async function rateLimited(db: Db, request: Request, form: FormData): Promise<ComplaintRefusal | null> {
  const limit = await consumeRateLimit(db, "enquiry", clientKey(request));
  return limit.allowed ? null : { ...refusal(form, 429, RATE_LIMITED_MESSAGE), retryAfter: limit.retryAfterSeconds };
}

export type FilingAnswer = { ok: true; complaintId: number; orderNumber: string; token: string | null } | ComplaintRefusal;

/** The customer files a complaint from the order's page; null when the viewer may not see the order (the same 404 as any). */
export async function fileComplaintFromOrder(context: Context, request: Request, orderNumber: string, form: FormData): Promise<FilingAnswer | null> {
  const found = await viewableOrder(context, request, orderNumber);
  if (!found) return null;
  const { order, viewer } = found;
  const db = getDb(context);
  if (!mayFileComplaint(order)) return refusal(form, 409, complaintNotYetText(order));

  const parsed = parseForm(complaintFilingInput(form), complaintFilingSchema);
  if (!parsed.ok) return invalid(form, parsed);
  const own = new Set((await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, order.id))).map((line) => line.id));
  if (!parsed.data.lines.every((id) => own.has(id))) return refusal(form, 400, "Wybierz produkty z tego zamówienia.", { lines: "Wybierz produkty z tego zamówienia." });
  const checked = await checkedPhotos(form);
  if (!checked.ok) return refusal(form, 400, checked.message, { photos: checked.message });
  const limited = await rateLimited(db, request, form);
  if (limited) return limited;

  const env = getEnv(context);
  await putComplaintPhotos(env, checked.photos);
  const { lines, ...chosen } = parsed.data;
  const filing = complaintFiling(
    db,
    {
      ...chosen,
      order,
      userId: order.userId ?? viewer.user?.id ?? null,
      firstName: order.firstName,
      lastName: order.lastName,
      email: order.email,
      phone: order.phone || null,
    },
    lines,
    checked.photos,
  );
  const [inserted] = await db.batch([filing.insert, ...filing.rest]);
  const complaintId = inserted[0]!.id;
  await sendKeptEvents(env, [filing.event(complaintId)], getAfterResponse(context));
  return { ok: true, complaintId, orderNumber: order.number, token: viewer.token ?? null };
}

export type ReplyAnswer = { ok: true } | ComplaintRefusal;

/**
 * The customer answers in the case's conversation (open or decided alike: the conversation goes on after a decision):
 * the message, its photos and its `complaint_message` event in one batch. Null for a case that is not this order's,
 * or an order the viewer may not see.
 */
export async function replyToComplaint(context: Context, request: Request, orderNumber: string, complaintId: number, form: FormData): Promise<ReplyAnswer | null> {
  const found = await viewableOrder(context, request, orderNumber);
  if (!found) return null;
  const db = getDb(context);
  const theCase = await db
    .select({ id: complaints.id })
    .from(complaints)
    .where(and(eq(complaints.id, complaintId), eq(complaints.orderId, found.order.id)))
    .get();
  if (!theCase) return null;

  const parsed = parseForm(form, complaintReplySchema);
  if (!parsed.ok) return invalid(form, parsed);
  const checked = await checkedPhotos(form);
  if (!checked.ok) return refusal(form, 400, checked.message, { photos: checked.message });
  const limited = await rateLimited(db, request, form);
  if (limited) return limited;

  const env = getEnv(context);
  await putComplaintPhotos(env, checked.photos);
  const event = { id: crypto.randomUUID(), type: "complaint_message" as const };
  const [inserted] = await db.batch([
    db.insert(complaintMessages).values({ complaintId, author: "klient", body: parsed.data.body }).returning({ id: complaintMessages.id }),
    ...complaintPhotoRows(db, checked.photos, complaintId, newMessageId),
    keepEventWhere(db, { ...event, messageId: newMessageId }, sql`1`),
  ]);
  await sendKeptEvents(env, [{ ...event, messageId: inserted[0]!.id }], getAfterResponse(context));
  return { ok: true };
}
