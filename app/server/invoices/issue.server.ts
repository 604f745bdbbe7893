import { and, eq, exists, inArray, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { z } from "zod";
import { auditLog, complaints, eventOutbox, invoiceCounters, invoices, orderItems, orders } from "~/db/schema";
import { readCartItem } from "~/lib/cart";
import { isoDate } from "~/lib/dates";
import type { invoiceIssuedEvent, ksefSubmissionEvent } from "~/lib/events";
import type { InvoiceDocument, InvoiceKind, InvoiceTrigger } from "~/lib/invoice";
import { correctionDocument, type InvoicedOrder, numberTemplate, orderInvoiceDocument, reductionCorrectionDocument } from "~/lib/invoice-amounts";
import { isPaid } from "~/lib/order-status";
import { type AuditActor, auditColumns } from "../admin/audit.server";
import { chunks, D1_MAX_BOUND_PARAMETERS, type Db, getDb } from "../platform/db.server";
import { type AfterResponse, keepEventWhere, sendKeptEvents } from "../platform/event-outbox.server";
import { readShopSettings } from "../settings/shop.server";

// Issuing invoices and corrections (issue 46). Each is issued in the D1 batch of the change that causes it (a payment
// booked, a cash order handed over, a refund, a cancellation) or by the owner's hand, by four statements:
//   1. its outbox event is kept where the change happens and the order (the invoice) has no invoice (correction) yet:
//      this row is the batch's decision to issue, and the next statements read it, so they agree;
//   2. the series' counter for the Warsaw month is raised, only where that row is there;
//   3. the invoice is inserted with the counter's value as its sequence and its number, only where that row is there;
//   4. the event is given the id of the invoice inserted.
// D1 runs one batch at a time, each a transaction: a second request, a redelivered notification or a concurrent
// issue finds the invoice there and issues nothing, and a number is taken only by the invoice that uses it, so the
// numbers of a series run 1..n each month without a gap. The unique indexes (one invoice per order, one correction per
// invoice, one sequence per series and month) stand behind it.

/**
 * invoice_issued (a private buyer's invoice: its PDF and e-mail) or ksef_submission (a company's: it goes to KSeF,
 * which issues it, and is announced once accepted).
 */
export type InvoiceEvent = z.infer<typeof invoiceIssuedEvent> | z.infer<typeof ksefSubmissionEvent>;

/** An invoice or correction ready to be issued, read before the batch that issues it. */
export interface InvoicePlan {
  orderId: number;
  orderNumber: string;
  kind: InvoiceKind;
  trigger: InvoiceTrigger;
  /** The invoice a correction corrects. */
  correctedInvoiceId: number | null;
  /** Warsaw month of issue, 'YYYY-MM'. */
  month: string;
  /** The number with the month and year filled and {n} left for the sequence. */
  template: string;
  document: InvoiceDocument;
  issuedAt: Date;
  issuedBy: string | null;
  event: InvoiceEvent;
}

/** The statements of one batch and the sending of what they kept, after it. */
type Statement = BatchItem<"sqlite">;

export interface Issuing {
  statements: Statement[];
  /** Sends the events of the invoices the batch issued (none if it issued none); never throws. */
  send(env: Pick<Env, "EVENTS" | "DB">, later?: AfterResponse): Promise<void>;
}

function plan(
  order: { id: number; number: string },
  kind: InvoiceKind,
  trigger: InvoiceTrigger,
  pattern: string,
  document: InvoiceDocument,
  now: Date,
  issuedBy: string | null,
  correctedInvoiceId: number | null = null,
): InvoicePlan {
  const month = document.issueDate.slice(0, 7);
  // A company's invoice exists for the tax office once KSeF accepts it: it goes there first; a person's is announced at once.
  const type = document.buyer.nip ? "ksef_submission" : "invoice_issued";
  return {
    orderId: order.id,
    orderNumber: order.number,
    kind,
    trigger,
    correctedInvoiceId,
    month,
    template: numberTemplate(pattern, month),
    document,
    issuedAt: now,
    issuedBy,
    // The invoice's id is not known until the batch inserts it: statement 4 writes it in.
    event: { id: crypto.randomUUID(), type, invoiceId: 0 },
  };
}

/** Orders with their lines, as an invoice reads them, `chunk`ed within D1's bound parameters. */
async function ordersWithLines(db: Db, where: (ids: number[]) => SQL | undefined, ids: readonly number[]) {
  const found = [];
  for (const part of chunks([...ids], D1_MAX_BOUND_PARAMETERS - 10)) {
    const [rows, items] = await db.batch([db.select().from(orders).where(where(part)), db.select().from(orderItems).where(inArray(orderItems.orderId, part))]);
    for (const order of rows) {
      const lines = items.filter((item) => item.orderId === order.id).map((item) => ({ ...item, configuration: readCartItem(item.configuration) }));
      found.push({ ...order, lines } satisfies InvoicedOrder & { id: number });
    }
  }
  return found;
}

/** The Warsaw day the sale was made: the day goods left for a handed-over order issued by hand later, else the day of issue. */
function saleDay(order: { shippedAt: Date | null }, trigger: InvoiceTrigger, now: Date): string {
  return trigger === "recznie" && order.shippedAt ? isoDate(order.shippedAt) : isoDate(now);
}

/** Paid when issued: the payment booked, or cash handed over at collection; a parcel's cash on delivery is still to come. */
function paidWhenIssued(order: { paymentStatus: string; paymentMethod: string; deliveryMethod: string }, trigger: InvoiceTrigger): boolean {
  if (trigger === "platnosc" || isPaid(order.paymentStatus)) return true;
  return trigger === "wydanie" && order.paymentMethod === "gotowka_odbior";
}

/** A complaint's remake is the original sale's goods made again, free: it is never invoiced (the original's invoice stands). */
const notARemake = sql`not exists (select 1 from ${complaints} where ${complaints.remakeOrderId} = ${orders.id})`;

/**
 * The invoices to issue for the orders `orderIds` that have none yet (the batch checks again), with their content as
 * the orders stand now. `by`: the administrator issuing by hand.
 */
export async function planInvoices(env: Env, db: Db, orderIds: readonly number[], trigger: InvoiceTrigger, now = new Date(), by: string | null = null): Promise<InvoicePlan[]> {
  if (orderIds.length === 0) return [];
  const uninvoiced = (ids: number[]) =>
    and(inArray(orders.id, ids), sql`not exists (select 1 from ${invoices} where ${invoices.orderId} = ${orders.id} and ${invoices.kind} = 'faktura')`, notARemake);
  const [found, shop] = await Promise.all([ordersWithLines(db, uninvoiced, orderIds), readShopSettings(db, env)]);
  return found.map((order) =>
    plan(
      order,
      "faktura",
      trigger,
      shop.invoiceNumberPattern,
      orderInvoiceDocument(order, shop, { issueDate: isoDate(now), saleDate: saleDay(order, trigger, now), paid: paidWhenIssued(order, trigger) }),
      now,
      by,
    ),
  );
}

const CORRECTION_REASONS: Readonly<Record<Extract<InvoiceTrigger, "zwrot" | "anulowanie">, string>> = {
  zwrot: "Zwrot zapłaty za zamówienie",
  anulowanie: "Anulowanie zamówienia",
};

/** The corrections to issue for the orders `orderIds` whose invoice has none yet: each reverses its order's invoice whole. */
export async function planCorrections(
  env: Env,
  db: Db,
  orderIds: readonly number[],
  trigger: "zwrot" | "anulowanie",
  now = new Date(),
  by: string | null = null,
): Promise<InvoicePlan[]> {
  if (orderIds.length === 0) return [];
  const originals = [];
  for (const part of chunks([...orderIds], D1_MAX_BOUND_PARAMETERS - 10)) {
    originals.push(
      ...(await db
        .select({ id: invoices.id, orderId: invoices.orderId, document: invoices.document, orderNumber: orders.number })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(
          and(
            inArray(invoices.orderId, part),
            eq(invoices.kind, "faktura"),
            sql`not exists (select 1 from ${invoices} as c where c.corrected_invoice_id = ${invoices.id} and c.kind = 'korekta')`,
          ),
        )),
    );
  }
  if (originals.length === 0) return [];
  const shop = await readShopSettings(db, env);
  return originals.map((original) =>
    plan(
      { id: original.orderId, number: original.orderNumber },
      "korekta",
      trigger,
      shop.correctionNumberPattern,
      correctionDocument(original.document, CORRECTION_REASONS[trigger], isoDate(now)),
      now,
      by,
      original.id,
    ),
  );
}

/**
 * The partial correction of the order `orderId`'s invoice for a complaint's price reduction of `reduction` grosze, or
 * null when the invoice is not there or already has its correction (an invoice has one: the unique index).
 */
export async function planReductionCorrection(
  env: Env,
  db: Db,
  orderId: number,
  reduction: number,
  reason: string,
  now = new Date(),
  by: string | null = null,
): Promise<InvoicePlan | null> {
  const original = await db
    .select({ id: invoices.id, document: invoices.document, orderNumber: orders.number })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(
      and(
        eq(invoices.orderId, orderId),
        eq(invoices.kind, "faktura"),
        sql`not exists (select 1 from ${invoices} as c where c.corrected_invoice_id = ${invoices.id} and c.kind = 'korekta')`,
      ),
    )
    .get();
  if (!original || reduction > original.document.totals.gross) return null;
  const shop = await readShopSettings(db, env);
  return plan(
    { id: orderId, number: original.orderNumber },
    "korekta",
    "reklamacja",
    shop.correctionNumberPattern,
    reductionCorrectionDocument(original.document, reduction, reason, isoDate(now)),
    now,
    by,
    original.id,
  );
}

/** Whether the plan's invoice is still to issue when the batch reaches it: none for the order, or no correction of the invoice. */
function stillDue(p: InvoicePlan): SQL {
  return p.kind === "faktura"
    ? sql`not exists (select 1 from ${invoices} where ${invoices.orderId} = ${p.orderId} and ${invoices.kind} = 'faktura')`
    : sql`not exists (select 1 from ${invoices} where ${invoices.correctedInvoiceId} = ${p.correctedInvoiceId} and ${invoices.kind} = 'korekta')`;
}

/** The batch decided to issue this plan: its event is kept (statement 1) and not yet given its invoice (statement 4), so the same statements run again do nothing. */
const decided = (p: InvoicePlan) => sql`exists (select 1 from ${eventOutbox} where ${eventOutbox.id} = ${p.event.id} and json_extract(${eventOutbox.body}, '$.invoiceId') = 0)`;

/** The four statements of one plan (see the top of this file). */
function planStatements(db: Db, p: InvoicePlan, when: SQL | undefined): [Statement, Statement, Statement, Statement] {
  const theOrder = when
    ? exists(
        db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.id, p.orderId), when)),
      )
    : sql`1`;
  const sequence = sql`(select ${invoiceCounters.lastSequence} from ${invoiceCounters} where ${invoiceCounters.kind} = ${p.kind} and ${invoiceCounters.month} = ${p.month})`;
  const number = sql`replace(${p.template}, '{n}', ${sequence})`;
  const { document } = p;
  return [
    keepEventWhere(db, p.event, and(theOrder, stillDue(p)) as SQL),
    db
      .insert(invoiceCounters)
      .select(sql`select ${p.kind}, ${p.month}, 1 where ${decided(p)}`)
      .onConflictDoUpdate({ target: [invoiceCounters.kind, invoiceCounters.month], set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` } }),
    db
      .insert(invoices)
      .select(
        sql`select null, ${p.orderId}, ${p.kind}, ${p.correctedInvoiceId}, ${p.trigger}, ${p.month}, ${sequence}, ${number}, ${document.issueDate}, ${document.saleDate},
        ${p.issuedAt.getTime()}, ${p.issuedBy}, ${document.buyer.name}, ${document.buyer.nip}, ${document.totals.net}, ${document.totals.vat}, ${document.totals.gross},
        json_set(${JSON.stringify(document)}, '$.number', ${number}), null, ${document.buyer.nip ? "oczekuje" : null}, null, null, null, null, null, null, null
        where ${decided(p)}`,
      )
      .returning({ number: invoices.number }),
    db
      .update(eventOutbox)
      .set({
        body: sql`json_set(${eventOutbox.body}, '$.invoiceId', (select max(${invoices.id}) from ${invoices} where ${invoices.orderId} = ${p.orderId} and ${invoices.kind} = ${p.kind}))`,
      })
      .where(eq(eventOutbox.id, p.event.id)),
  ];
}

/**
 * What issues `plans` in the batch of a change: put the statements before the change, `when(orderId)` saying (on the
 * orders row, as the change's own condition does) that the change happens to that order; without `when` they issue
 * whenever still due.
 */
export function issuing(db: Db, plans: readonly InvoicePlan[], when?: (orderId: number) => SQL | undefined): Issuing {
  return {
    statements: plans.flatMap((p) => planStatements(db, p, when?.(p.orderId))),
    send: (env, later) => sendIssued(env, plans, later),
  };
}

/** Sends the events the batch kept for `plans` (none for a plan it did not issue); what cannot be read here the outbox sends within the minute. */
async function sendIssued(env: Pick<Env, "EVENTS" | "DB">, plans: readonly InvoicePlan[], later?: AfterResponse): Promise<void> {
  if (plans.length === 0) return;
  const kept = await issuedEvents(getDb(env), plans).catch(() => []);
  await sendKeptEvents(env, kept, later);
}

/** The events the batch kept for `plans`, with their invoices' ids. */
async function issuedEvents(db: Db, plans: readonly InvoicePlan[]): Promise<InvoiceEvent[]> {
  const kept: InvoiceEvent[] = [];
  for (const part of chunks(
    plans.map((p) => p.event.id),
    D1_MAX_BOUND_PARAMETERS,
  )) {
    const rows = await db.select({ body: eventOutbox.body }).from(eventOutbox).where(inArray(eventOutbox.id, part));
    kept.push(...rows.map((row) => row.body as InvoiceEvent));
  }
  return kept;
}

/** Which of the orders `numbers` have an invoice (and so are never deleted). */
export async function invoicedOrders(db: Db, numbers: readonly string[]): Promise<string[]> {
  if (numbers.length === 0) return [];
  const rows = await db
    .selectDistinct({ number: orders.number })
    .from(orders)
    .innerJoin(invoices, eq(invoices.orderId, orders.id))
    .where(inArray(orders.number, [...numbers]));
  return rows.map((row) => row.number);
}

export type ByHandOutcome = { ok: true; number: string } | { ok: false; message: string };

/** An order's invoice number, if it has one. */
async function invoiceNumberOf(db: Db, orderId: number): Promise<string | null> {
  const row = await db
    .select({ number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "faktura")))
    .get();
  return row?.number ?? null;
}

/**
 * The owner issues an order's invoice by hand ('Wystaw fakturę'): for an order that has none and is neither cancelled
 * nor rejected, with its audit entry in the same batch (written only if the batch issues it).
 */
export async function issueInvoiceByHand(env: Env, actor: AuditActor, orderNumber: string, later?: AfterResponse): Promise<ByHandOutcome> {
  const db = getDb(env);
  const order = await db
    .select({ id: orders.id, orderStatus: orders.orderStatus, accepted: orders.accepted, remake: sql<number>`not ${notARemake}` })
    .from(orders)
    .where(eq(orders.number, orderNumber))
    .get();
  if (!order) return { ok: false, message: "Nie ma takiego zamówienia." };
  if (order.remake) return { ok: false, message: "To zamówienie jest ponownym wykonaniem w ramach reklamacji: faktury się do niego nie wystawia." };
  const existing = await invoiceNumberOf(db, order.id);
  if (existing) return { ok: false, message: `Zamówienie ma już fakturę ${existing}.` };
  if (order.orderStatus === "anulowane") return { ok: false, message: "Zamówienie jest anulowane: faktury się do niego nie wystawia." };
  if (order.accepted === false || order.orderStatus === "odrzucone") return { ok: false, message: "Zamówienie jest odrzucone: faktury się do niego nie wystawia." };
  const plans = await planInvoices(env, db, [order.id], "recznie", new Date(), actor.email);
  const [planned] = plans;
  if (planned) {
    const statements = planStatements(db, planned, sql`${orders.orderStatus} <> 'anulowane' and ${orders.accepted} is not 0`);
    const issuedNumber = sql`(select ${invoices.number} from ${invoices} where ${invoices.orderId} = ${order.id} and ${invoices.kind} = 'faktura')`;
    const audit = db.insert(auditLog).select(
      db
        .select(auditColumns(actor, "invoice_issued", sql`${orders.number}`, sql`json_object('number', ${issuedNumber})`, planned.issuedAt))
        .from(orders)
        .where(and(eq(orders.id, order.id), decided(planned))),
    );
    const [kept, counted, insert, filled] = statements;
    // After the invoice, whose number it names, and before its event is filled in: written only when the batch issues it.
    const [, , inserted] = await db.batch([kept, counted, insert, audit, filled]);
    await sendIssued(env, plans, later);
    const [issued] = inserted as { number: string }[];
    if (issued) return { ok: true, number: issued.number };
  }
  const number = await invoiceNumberOf(db, order.id);
  return number
    ? { ok: false, message: `Zamówienie ma już fakturę ${number}.` }
    : { ok: false, message: "Nie udało się wystawić faktury: zamówienie zmieniło się w międzyczasie. Odśwież stronę." };
}
