import { and, eq, exists, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { auditLog, complaints, orders } from "~/db/schema";
import { type ComplaintRemedy, complaintReference } from "~/lib/complaints";
import type { ShopEvent } from "~/lib/events";
import type { FieldErrors } from "~/lib/forms";
import { formatPln, type Grosze } from "~/lib/money";
import { PAID_PAYMENT_STATUSES } from "~/lib/order-status";
import { type AuditActor, auditColumns } from "../admin/audit.server";
import { type Issuing, issuing, planCorrections, planReductionCorrection } from "../invoices/issue.server";
import { byAdmin, timelineWhere } from "../orders/timeline.server";
import { paymentProvider, refundablePayment, refundOrderPayment } from "../payments/lifecycle.server";
import { type Db, getDb } from "../platform/db.server";
import { type AfterResponse, keepEventWhere, sendKeptEvents } from "../platform/event-outbox.server";
import { prepareRemake, type RemakeLine, remakeStatements } from "./remake.server";

// A complaint's decision (issue 47): accepted with a remedy or rejected, with a justification, written once (the
// statement checks the case is still open; the trigger complaints_decision_fixed refuses any later change), in one
// batch with its audit entry, the complaint_decided event (its consumer renders the PDF and e-mails the customer) and
// the remedy's effect: a remake order, the whole correcting invoice of a refund by transfer or the partial one of a
// price reduction. Money paid through PayU goes back through PayU after the batch (its refund is not ours to roll back).
// A case accepted by law (by the deadline) is carried out the same way without its state changing.

export type Verdict = "uznana" | "odrzucona";

export type Decision =
  | { verdict: "odrzucona"; justification: string }
  | { verdict: "uznana"; justification: string; remedy: "naprawa" | "zwrot" }
  | { verdict: "uznana"; justification: string; remedy: "ponowne_wykonanie"; lines: RemakeLine[] }
  | { verdict: "uznana"; justification: string; remedy: "obnizenie_ceny"; reduction: Grosze };

/** What carrying out a remedy needs besides the remedy: the remake's lines, the reduction's amount. */
export type RemedyDetails = { lines: RemakeLine[]; reduction: Grosze | null };

export type DecisionOutcome = { ok: true; message: string } | { ok: false; status: 400 | 404 | 409; message: string; errors: FieldErrors };

export const ALREADY_DECIDED = "Decyzja w tej reklamacji została już podjęta.";
const NOT_FOUND = "Nie znaleziono reklamacji.";

type Refusal = Extract<DecisionOutcome, { ok: false }>;

const refused = (status: 400 | 404 | 409, message: string, errors: FieldErrors = {}): Refusal => ({ ok: false, status, message, errors });

/** The case and its order as the decision reads them before its batch. */
async function caseWithOrder(db: Db, id: number) {
  return db
    .select({
      id: complaints.id,
      status: complaints.status,
      remakeOrderId: complaints.remakeOrderId,
      priceReduction: complaints.priceReduction,
      orderId: orders.id,
      orderNumber: orders.number,
      paymentStatus: orders.paymentStatus,
      finalTotal: orders.finalTotal,
    })
    .from(complaints)
    .innerJoin(orders, eq(orders.id, complaints.orderId))
    .where(eq(complaints.id, id))
    .get();
}
type CaseWithOrder = NonNullable<Awaited<ReturnType<typeof caseWithOrder>>>;

/** A remedy's effect: its statements for the batch (each only where `when` holds), and what to do and say after it. */
interface Effect {
  statements: BatchItem<"sqlite">[];
  invoicing: Issuing | null;
  after: () => Promise<string>;
}

/**
 * Prepares `remedy`'s effect on the case's order, or refuses it (a reduction above what was paid, an order without an
 * invoice to correct, remake lines that do not fit).
 */
async function prepareEffect(
  env: Env,
  db: Db,
  actor: AuditActor,
  found: CaseWithOrder,
  remedy: ComplaintRemedy,
  details: RemedyDetails,
  when: SQL,
  now: Date,
): Promise<{ ok: true; effect: Effect } | Refusal> {
  const reference = complaintReference(found.id);
  const nothing = { statements: [], invoicing: null };
  switch (remedy) {
    case "naprawa":
      return { ok: true, effect: { ...nothing, after: async () => "Naprawę trzeba zorganizować z klientem." } };
    case "ponowne_wykonanie": {
      if (found.remakeOrderId !== null) return refused(409, "Ta reklamacja ma już zamówienie ponownego wykonania.");
      const checked = await prepareRemake(env, db, found.id, found.orderId, details.lines, now);
      if (!checked.ok) return refused(checked.status, checked.message, checked.errors);
      const { number } = checked.remake;
      return {
        ok: true,
        effect: {
          statements: remakeStatements(db, actor, checked.remake, when, now),
          invoicing: null,
          after: async () => `Zamówienie ponownego wykonania ${number} trafiło do produkcji.`,
        },
      };
    }
    case "zwrot": {
      const payu = await refundablePayment(db, found.orderId);
      if (payu) return { ok: true, effect: { ...nothing, after: () => refundThroughPayu(env, db, actor, found.orderNumber) } };
      if (!(PAID_PAYMENT_STATUSES as readonly string[]).includes(found.paymentStatus)) {
        return { ok: true, effect: { ...nothing, after: async () => "Zamówienie nie było opłacone: nie ma czego zwracać." } };
      }
      // Paid by transfer or in cash: the whole correction now, and the money back by the owner's transfer.
      const paid = and(eq(orders.id, found.orderId), inArray(orders.paymentStatus, [...PAID_PAYMENT_STATUSES]), when);
      const correcting = issuing(db, await planCorrections(env, db, [found.orderId], "zwrot", now, actor.email), () => when);
      return {
        ok: true,
        effect: {
          statements: [
            ...correcting.statements,
            timelineWhere(db, paid, "payment_status", byAdmin(actor), sql`json_object('from', ${orders.paymentStatus}, 'to', 'refunded')`, now),
            db.update(orders).set({ paymentStatus: "refunded", updatedAt: now }).where(paid),
          ],
          invoicing: correcting,
          after: async () => `Zwróć klientowi ${formatPln(found.finalTotal)} przelewem. Faktura korygująca została wystawiona.`,
        },
      };
    }
    case "obnizenie_ceny": {
      const reduction = details.reduction;
      if (reduction === null || reduction <= 0) return refused(400, "Podaj kwotę obniżenia ceny.", { reduction: "Podaj kwotę obniżenia ceny większą od zera." });
      if (reduction > found.finalTotal) {
        return refused(400, "Kwota obniżenia przekracza wartość zamówienia.", { reduction: `Najwyżej ${formatPln(found.finalTotal)}: tyle zapłacono za zamówienie.` });
      }
      const plan = await planReductionCorrection(env, db, found.orderId, reduction, `Obniżenie ceny: reklamacja ${reference}`, now, actor.email);
      if (!plan) {
        return refused(
          409,
          "Obniżenia ceny nie da się zapisać: zamówienie nie ma faktury albo jej faktura ma już korektę (faktura może mieć tylko jedną korektę). Wystaw fakturę lub wybierz inne rozwiązanie.",
        );
      }
      const correcting = issuing(db, [plan], () => when);
      const payu = await refundablePayment(db, found.orderId);
      return {
        ok: true,
        effect: {
          statements: correcting.statements,
          invoicing: correcting,
          after: async () =>
            payu
              ? refundThroughPayu(env, db, actor, found.orderNumber, reduction)
              : `Faktura korygująca na ${formatPln(reduction)} została wystawiona. Zwróć klientowi ${formatPln(reduction)} przelewem.`,
        },
      };
    }
  }
}

/** The whole payment (no `amount`) or a part of it back through PayU, after the batch: what the owner is told. */
async function refundThroughPayu(env: Env, db: Db, actor: AuditActor, orderNumber: string, amount?: Grosze): Promise<string> {
  const provider = paymentProvider(env);
  const byHand = `Zwróć pieniądze przelewem albo spróbuj zwrotu PayU z karty zamówienia ${orderNumber}.`;
  if (!provider) return `Płatności PayU nie są skonfigurowane. ${byHand}`;
  if (amount === undefined) {
    const refunded = await refundOrderPayment(db, provider, actor, orderNumber);
    return refunded.ok ? "Zlecono zwrot płatności w PayU; faktura korygująca zostanie wystawiona, gdy PayU potwierdzi zwrot." : `PayU nie przyjęło zwrotu. ${byHand}`;
  }
  const refunded = await refundOrderPayment(db, provider, actor, orderNumber, { amount, description: `Obniżenie ceny zamówienia ${orderNumber} (reklamacja)` });
  if (refunded.ok) return `Faktura korygująca została wystawiona, a PayU zwraca klientowi ${formatPln(amount)}.`;
  return refunded.reason === "nothing_to_refund"
    ? `Faktura korygująca została wystawiona. ${byHand}`
    : `Faktura korygująca została wystawiona, ale PayU nie przyjęło zwrotu ${formatPln(amount)}. ${byHand}`;
}

/** Whether the error is the trigger's refusal to change a decision. */
const isDecisionFixed = (error: unknown) => String(error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : error).includes(ALREADY_DECIDED);

/** Runs a decision's batch: a trigger's refusal is the case already decided (409), never a 500. */
async function runBatch(db: Db, statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]): Promise<unknown[] | null> {
  try {
    return await db.batch(statements);
  } catch (error) {
    if (isDecisionFixed(error)) return null;
    throw error;
  }
}

/**
 * Decides an open case once: the case's decision, its audit entry, its complaint_decided event and the remedy's effect
 * in one batch, the event and the invoices' events sent after the response, then what the remedy asks of PayU.
 */
export async function decideComplaint(env: Env, actor: AuditActor, id: number, decision: Decision, later?: AfterResponse): Promise<DecisionOutcome> {
  const db = getDb(env);
  const found = await caseWithOrder(db, id);
  if (!found) return refused(404, NOT_FOUND);
  if (found.status !== "otwarta") return refused(409, ALREADY_DECIDED);
  const now = new Date();
  const remedy = decision.verdict === "uznana" ? decision.remedy : null;
  const reduction = decision.verdict === "uznana" && decision.remedy === "obnizenie_ceny" ? decision.reduction : null;
  // The row as this batch's decision leaves it: what every later statement of the batch checks first.
  const decidedHere = exists(
    db
      .select({ id: complaints.id })
      .from(complaints)
      .where(and(eq(complaints.id, id), eq(complaints.status, decision.verdict), eq(complaints.decidedAt, now), eq(complaints.decidedBy, actor.email))),
  );
  const prepared = remedy
    ? await prepareEffect(env, db, actor, found, remedy, { lines: "lines" in decision ? decision.lines : [], reduction }, decidedHere, now)
    : ({ ok: true, effect: { statements: [], invoicing: null, after: async () => "" } } as const);
  if (!prepared.ok) return prepared;
  const event = { id: crypto.randomUUID(), type: "complaint_decided" as const, complaintId: id };
  const results = await runBatch(db, [
    db
      .update(complaints)
      .set({ status: decision.verdict, remedy, justification: decision.justification, priceReduction: reduction, decidedAt: now, decidedBy: actor.email, updatedAt: now })
      .where(and(eq(complaints.id, id), eq(complaints.status, "otwarta")))
      .returning({ id: complaints.id }),
    db.insert(auditLog).select(
      db
        .select(
          auditColumns(
            actor,
            "complaint_decided",
            sql`${complaints.id}`,
            sql`json_object('status', ${decision.verdict}, 'remedy', ${remedy}, 'priceReduction', ${reduction})`,
            now,
          ),
        )
        .from(complaints)
        .where(sql`${complaints.id} = ${id} and ${decidedHere}`),
    ),
    keepEventWhere(db, event, decidedHere),
    ...prepared.effect.statements,
  ]);
  const [updated] = (results ?? [[]]) as { id: number }[][];
  if (!updated?.length) return refused(409, ALREADY_DECIDED);
  await sendKeptEvents(env, [event] as ShopEvent[], later);
  await prepared.effect.invoicing?.send(env, later);
  const done = decision.verdict === "uznana" ? "Reklamacja uznana." : "Reklamacja odrzucona.";
  const next = await prepared.effect.after();
  return { ok: true, message: [done, next, "Klient dostanie decyzję e-mailem."].filter(Boolean).join(" ") };
}

/**
 * Carries out the remedy of a case accepted by law (the customer's requested one): the same effect as a decision's,
 * its audit entry in the batch, the case's state unchanged. A remake once (the case's link to it), a reduction once
 * (its amount kept on the case), a refund once (the order's payment no longer paid, or refunded through PayU).
 */
export async function carryOutRemedy(env: Env, actor: AuditActor, id: number, details: RemedyDetails, later?: AfterResponse): Promise<DecisionOutcome> {
  const db = getDb(env);
  const found = await caseWithOrder(db, id);
  if (!found) return refused(404, NOT_FOUND);
  const row = await db.select({ remedy: complaints.remedy, requested: complaints.requestedRemedy }).from(complaints).where(eq(complaints.id, id)).get();
  const remedy = row?.remedy ?? row?.requested ?? null;
  if (found.status !== "uznana_z_mocy_prawa" || remedy === null) return refused(409, "Tę reklamację wykonuje się przez decyzję.");
  if (remedy === "obnizenie_ceny" && found.priceReduction !== null) return refused(409, "Obniżenie ceny w tej reklamacji zostało już zapisane.");
  const now = new Date();
  const deemed = and(eq(complaints.id, id), eq(complaints.status, "uznana_z_mocy_prawa"));
  const reducing = remedy === "obnizenie_ceny" ? details.reduction : null;
  // Where the batch's effect may happen: the case still accepted by law and not yet carried out with this remedy.
  const stillDue = exists(
    db
      .select({ id: complaints.id })
      .from(complaints)
      .where(and(deemed, remedy === "obnizenie_ceny" ? eq(complaints.priceReduction, reducing ?? 0) : undefined, eq(complaints.updatedAt, now))),
  );
  const prepared = await prepareEffect(env, db, actor, found, remedy, details, stillDue, now);
  if (!prepared.ok) return prepared;
  // The mark the effect's statements read: the case touched by this batch (and the reduction kept), once.
  const marked = await runBatch(db, [
    db
      .update(complaints)
      .set({ remedy, priceReduction: reducing ?? undefined, updatedAt: now })
      .where(and(deemed, reducing === null ? undefined : isNull(complaints.priceReduction)))
      .returning({ id: complaints.id }),
    db.insert(auditLog).select(
      db
        .select(auditColumns(actor, "complaint_remedy_carried_out", sql`${complaints.id}`, sql`json_object('remedy', ${remedy}, 'priceReduction', ${reducing})`, now))
        .from(complaints)
        .where(sql`${complaints.id} = ${id} and ${stillDue}`),
    ),
    ...prepared.effect.statements,
  ]);
  const [updated] = (marked ?? [[]]) as { id: number }[][];
  if (!updated?.length) return refused(409, "Tej reklamacji nie można już wykonać: odśwież stronę.");
  await prepared.effect.invoicing?.send(env, later);
  return { ok: true, message: await prepared.effect.after() };
}
