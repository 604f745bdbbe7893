import { and, desc, eq, inArray, isNotNull, isNull, lte, notInArray, or, type SQL, sql } from "drizzle-orm";
import { orders, payments } from "~/db/schema";
import type { PaymentNotificationEvent, ShopEvent } from "~/lib/events";
import {
  AWAITING_ONLINE_PAYMENT,
  OPEN_PAYMENT_STATES,
  orderPaymentStatusFor,
  paymentResultPath,
  paymentReference,
  RECONCILE_AFTER_MS,
  statesBefore,
  type PaymentAttemptState,
} from "~/lib/online-payments";
import type { Grosze } from "~/lib/money";
import { BOOKED_PAYMENT_STATUSES } from "~/lib/order-status";
import { shipBy } from "~/lib/ship-date";
import { auditEntry, type AuditActor } from "../admin/audit.server";
import { issuing, planCorrections, planInvoices } from "../invoices/issue.server";
import { BY_SYSTEM, byAdmin, timelineEntry, timelineWhere } from "../orders/timeline.server";
import { getDb, type Db } from "../platform/db.server";
import { keepEvent, sendKeptEvents } from "../platform/event-outbox.server";
import { readShopSettings } from "../settings/shop.server";
import { payuConfig, payuProvider } from "./payu.server";
import { PaymentProviderError, type PaymentProvider, type ProviderPaymentView } from "./provider.server";

// The shop's rules for online payments, whoever the provider: starting (and restarting) an order's payment,
// applying what the provider says (exactly once, in order), reconciling what it never said, refunding.

function log(fields: Record<string, unknown>) {
  console.log(JSON.stringify({ source: "payments", ...fields }));
}

/** The configured provider, or null when the shop has no credentials for one: PayU is then unavailable, as the spec has it. */
export function paymentProvider(env: Env): PaymentProvider | null {
  const config = payuConfig(env);
  return config ? payuProvider(config) : null;
}

export type PaymentAttempt = typeof payments.$inferSelect;

/** Who pays and from where, for the provider; the links come back to this shop (the address the shopper used). */
export interface PaymentStartContext {
  origin: string;
  customerIp: string;
  /** The private link's token the result page opens the order with. */
  token: string;
}

export type PaymentStart = { ok: true; redirectUrl: string } | { ok: false; reason: "not_found" | "not_payable" | "paid" | "provider" };

async function latestAttempt(db: Db, orderId: number): Promise<PaymentAttempt | undefined> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.id)).limit(1).get();
}

/**
 * Sends the shopper to pay an order online: a new attempt with the provider, or the one still open (a
 * repeated submission is sent to the same payment page). Refused for an order that is paid, cancelled,
 * rejected or not paid online; a provider that cannot be reached leaves the order saved, its attempt
 * START_FAILED and its payment 'failed', so the result page offers 'Ponów płatność'.
 */
export async function startOrderPayment(db: Db, provider: PaymentProvider, number: string, context: PaymentStartContext): Promise<PaymentStart> {
  const order = await db.select().from(orders).where(eq(orders.number, number)).get();
  if (!order) return { ok: false, reason: "not_found" };
  if (order.paymentMethod !== "payu") return { ok: false, reason: "not_payable" };
  if ((BOOKED_PAYMENT_STATUSES as readonly string[]).includes(order.paymentStatus)) return { ok: false, reason: "paid" };
  if (!(AWAITING_ONLINE_PAYMENT as readonly string[]).includes(order.paymentStatus)) return { ok: false, reason: "not_payable" };
  if (order.orderStatus === "anulowane" || order.accepted === false) return { ok: false, reason: "not_payable" };

  const latest = await latestAttempt(db, order.id);
  if (latest?.redirectUrl && (latest.state === "NEW" || latest.state === "PENDING" || latest.state === "WAITING_FOR_CONFIRMATION"))
    return { ok: true, redirectUrl: latest.redirectUrl };

  const attempts = await db.$count(payments, eq(payments.orderId, order.id));
  const reference = paymentReference(order.number, attempts + 1);
  let attempt: PaymentAttempt | undefined;
  try {
    attempt = await db.insert(payments).values({ orderId: order.id, provider: provider.name, reference, amount: order.finalTotal }).returning().get();
  } catch (error) {
    // Another request started this attempt a moment ago: send the shopper where it sends them, once it has a page.
    log({ outcome: "attempt_race", number, reference, error: String(error) });
    const winner = await latestAttempt(db, order.id);
    return winner?.redirectUrl ? { ok: true, redirectUrl: winner.redirectUrl } : { ok: false, reason: "provider" };
  }

  try {
    const created = await provider.createPayment({
      reference,
      description: `Zamówienie ${order.number}`,
      amount: order.finalTotal,
      buyer: { email: order.email, phone: order.phone, firstName: order.firstName, lastName: order.lastName },
      products: [{ name: `Zamówienie ${order.number}`, unitPrice: order.finalTotal, quantity: 1 }],
      continueUrl: new URL(paymentResultPath("/payment-success", order.number, context.token), context.origin).toString(),
      notifyUrl: new URL("/api/payments/payu/notify", context.origin).toString(),
      customerIp: context.customerIp,
    });
    await db.batch([
      db
        .update(payments)
        .set({
          providerPaymentId: created.providerPaymentId,
          redirectUrl: created.redirectUrl,
          // A notification may have come first and taken it further.
          state: sql`case when ${payments.state} = 'STARTING' then 'NEW' else ${payments.state} end`,
          updatedAt: new Date(),
        })
        .where(eq(payments.id, attempt.id)),
      db
        .update(orders)
        .set({ paymentStatus: "payu_pending", updatedAt: new Date() })
        // Not when a notification got there first (a CANCELED one must not be undone).
        .where(
          and(
            eq(orders.id, order.id),
            inArray(orders.paymentStatus, AWAITING_ONLINE_PAYMENT),
            sql`(select ${payments.state} from ${payments} where ${payments.id} = ${attempt.id}) = 'NEW'`,
          ),
        ),
    ]);
    log({ outcome: "started", number, reference, providerPaymentId: created.providerPaymentId });
    return { ok: true, redirectUrl: created.redirectUrl };
  } catch (error) {
    await closeUnstarted(db, attempt);
    log({ outcome: "start_failed", number, reference, code: error instanceof PaymentProviderError ? error.code : null, error: String(error) });
    return { ok: false, reason: "provider" };
  }
}

/**
 * An attempt the provider never took is START_FAILED, and while it is the order's latest its order's payment is
 * 'failed': left 'payu_pending', the result pages would show it as being confirmed, with no 'Ponów płatność'.
 */
async function closeUnstarted(db: Db, attempt: Pick<PaymentAttempt, "id" | "orderId">) {
  const isLatest = sql`${attempt.id} = (select max(${payments.id}) from ${payments} where ${payments.orderId} = ${attempt.orderId})`;
  const closed = sql`(select ${payments.state} from ${payments} where ${payments.id} = ${attempt.id}) = 'START_FAILED'`;
  await db.batch([
    db
      .update(payments)
      .set({ state: "START_FAILED", updatedAt: new Date() })
      .where(and(eq(payments.id, attempt.id), eq(payments.state, "STARTING"))),
    db
      .update(orders)
      .set({ paymentStatus: "failed", updatedAt: new Date() })
      .where(and(eq(orders.id, attempt.orderId), inArray(orders.paymentStatus, ["payu_pending", "paypo_pending"]), closed, isLatest)),
  ]);
}

/** What applying a notification left: the attempt and its order as they now are (null when it names no payment of ours). */
export interface AppliedNotification {
  attempt: PaymentAttempt;
  orderNumber: string;
  orderPaymentStatus: string;
}

async function attemptOf(db: Db, providerPaymentId: string, reference: string | null): Promise<PaymentAttempt | undefined> {
  const matches = reference
    ? or(eq(payments.providerPaymentId, providerPaymentId), and(isNull(payments.providerPaymentId), eq(payments.reference, reference)))
    : eq(payments.providerPaymentId, providerPaymentId);
  return db.select().from(payments).where(matches).get();
}

async function applied(db: Db, attemptId: number): Promise<AppliedNotification> {
  const row = await db
    .select({ attempt: payments, orderNumber: orders.number, orderPaymentStatus: orders.paymentStatus })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, attemptId))
    .get();
  return row!;
}

/**
 * Moves an attempt to the state the provider reports, only forward (a repeated, late or reordered
 * notification changes nothing), and the order's payment_status with it in the same batch:
 * COMPLETED pays the order unless it is paid or refunded already; any other state speaks for the order
 * only while this is its latest attempt and the order still waits for an online payment. A payment whose
 * amount or currency is not the order's is refused and flagged for the owner. The order's payment booked is
 * on its timeline, and its ship-by day counts from then (the clock starts at the booking: app/lib/fulfilment.ts).
 */
async function applyPaymentState(env: Env, db: Db, view: ProviderPaymentView): Promise<AppliedNotification | null> {
  const attempt = await attemptOf(db, view.providerPaymentId, view.reference);
  if (!attempt) {
    log({ outcome: "unknown_payment", providerPaymentId: view.providerPaymentId, reference: view.reference, state: view.state });
    return null;
  }
  if (view.amount !== attempt.amount || view.currency !== attempt.currency) {
    await db.update(payments).set({ problem: "amount_mismatch", updatedAt: new Date() }).where(eq(payments.id, attempt.id));
    log({ outcome: "amount_mismatch", reference: attempt.reference, expected: attempt.amount, got: view.amount, currency: view.currency, state: view.state });
    return applied(db, attempt.id);
  }

  const state: PaymentAttemptState = view.state;
  const target = orderPaymentStatusFor(state, view.method);
  const stillThisState = sql`(select ${payments.state} from ${payments} where ${payments.id} = ${attempt.id}) = ${state}`;
  const isLatest = sql`${attempt.id} = (select max(${payments.id}) from ${payments} where ${payments.orderId} = ${attempt.orderId})`;
  const booked = target === "payu_completed";
  const orderMayFollow = booked ? notInArray(orders.paymentStatus, [...BOOKED_PAYMENT_STATUSES]) : and(inArray(orders.paymentStatus, AWAITING_ONLINE_PAYMENT), isLatest);
  const orderFollows = and(eq(orders.id, attempt.orderId), stillThisState, sql`${orders.paymentStatus} <> ${target}`, orderMayFollow);
  const now = new Date();
  const booking = booked ? { shipBy: shipBy(now, await readShopSettings(db, env)) } : {};
  // The payment booked issues the order's invoice, in the same batch and by the same condition as the order follows.
  const invoicing = issuing(db, booked ? await planInvoices(env, db, [attempt.orderId], "platnosc", now) : [], () => orderFollows);
  const [moved] = await db.batch([
    db
      .update(payments)
      .set({
        state,
        method: view.method ?? attempt.method,
        providerPaymentId: view.providerPaymentId,
        updatedAt: new Date(),
      })
      .where(and(eq(payments.id, attempt.id), inArray(payments.state, statesBefore(state))))
      .returning({ id: payments.id }),
    // Before the order follows, by the same condition: one entry, however often the payment is reported.
    ...(booked ? [timelineWhere(db, orderFollows, "payment_booked", BY_SYSTEM, { amount: attempt.amount }, now)] : []),
    ...invoicing.statements,
    db
      .update(orders)
      .set({ paymentStatus: target, ...booking, updatedAt: now })
      .where(orderFollows),
  ]);
  await invoicing.send(env);
  log({ outcome: moved.length ? "applied" : "stale", reference: attempt.reference, from: attempt.state, reported: state });
  return applied(db, attempt.id);
}

/**
 * A refund finished (FINALIZED) or was called off (CANCELED): a called-off one gives the order its payment back and is
 * flagged; a finished one issues the correction of the order's invoice (once the money is back, so a refund called off
 * never leaves one behind).
 */
async function applyRefundState(env: Env, db: Db, notification: Extract<PaymentNotificationEvent["notification"], { kind: "refund" }>): Promise<AppliedNotification | null> {
  const attempt = await attemptOf(db, notification.providerPaymentId, null);
  if (!attempt || (attempt.refundId !== null && attempt.refundId !== notification.refundId)) {
    log({ outcome: "unknown_refund", providerPaymentId: notification.providerPaymentId, refundId: notification.refundId });
    return null;
  }
  const canceled = notification.status === "CANCELED";
  const refundedOrder = and(eq(orders.id, attempt.orderId), eq(orders.paymentStatus, "refunded"));
  const finalized = notification.status === "FINALIZED";
  const correcting = issuing(db, finalized ? await planCorrections(env, db, [attempt.orderId], "zwrot") : [], () => refundedOrder);
  await db.batch([
    db
      .update(payments)
      .set({ refundId: notification.refundId, refundStatus: notification.status, problem: canceled ? "refund_canceled" : attempt.problem, updatedAt: new Date() })
      .where(eq(payments.id, attempt.id)),
    ...(canceled
      ? [
          timelineWhere(db, refundedOrder, "payment_status", BY_SYSTEM, { from: "refunded", to: "payu_completed" }),
          db.update(orders).set({ paymentStatus: "payu_completed", updatedAt: new Date() }).where(refundedOrder),
        ]
      : []),
    ...correcting.statements,
  ]);
  await correcting.send(env);
  log({ outcome: "refund_updated", reference: attempt.reference, refundId: notification.refundId, status: notification.status });
  return applied(db, attempt.id);
}

/** Applies one provider notification (or reconciliation's answer); safe to apply any number of times, in any order. */
export function applyPaymentNotification(env: Env, db: Db, notification: PaymentNotificationEvent["notification"]): Promise<AppliedNotification | null> {
  return notification.kind === "payment" ? applyPaymentState(env, db, notification.payment) : applyRefundState(env, db, notification);
}

/** The order was paid by this attempt: the customer and the shop hear of it (once each, however often this is seen). */
export function isPaidByAttempt({ attempt, orderPaymentStatus }: AppliedNotification): boolean {
  return attempt.state === "COMPLETED" && orderPaymentStatus === "payu_completed";
}

/** At most this many open payments are looked up per run (every minute), so a backlog drains without a burst. */
const RECONCILE_BATCH = 20;

/**
 * Payments still open RECONCILE_AFTER_MS after they started (and not asked about for as long) are looked up
 * with the provider; its answer goes on the events queue like a notification, so the consumer applies both
 * alike: kept in the outbox in the batch that marks the attempt checked, so an answer is never lost with the
 * attempt not asked about again for RECONCILE_AFTER_MS. An attempt the provider never took is closed as START_FAILED.
 */
export async function reconcileOpenPayments(env: Env, db: Db, provider: PaymentProvider, now = Date.now()): Promise<{ checked: number; failed: number }> {
  const due = new Date(now - RECONCILE_AFTER_MS);
  const open = await db
    .select()
    .from(payments)
    .where(and(inArray(payments.state, OPEN_PAYMENT_STATES), lte(payments.createdAt, due), or(isNull(payments.checkedAt), lte(payments.checkedAt, due))))
    .orderBy(payments.createdAt)
    .limit(RECONCILE_BATCH);
  let failed = 0;
  const answers: ShopEvent[] = [];
  for (const attempt of open) {
    if (!attempt.providerPaymentId) {
      await closeUnstarted(db, attempt);
      continue;
    }
    let answer: ShopEvent | null = null;
    try {
      const payment = await provider.retrieve(attempt.providerPaymentId);
      answer = { id: crypto.randomUUID(), type: "payment_notification", provider: provider.name, notification: { kind: "payment", payment } };
    } catch (error) {
      failed += 1;
      log({ outcome: "reconcile_failed", reference: attempt.reference, error: String(error) });
    }
    await db.batch([
      db
        .update(payments)
        .set({ checkedAt: new Date(now) })
        .where(eq(payments.id, attempt.id)),
      ...(answer ? [keepEvent(db, answer)] : []),
    ]);
    if (answer) answers.push(answer);
  }
  // A cron run has no response to wait for: sent before it ends.
  await sendKeptEvents(env, answers);
  const checked = answers.length;
  if (open.length) log({ outcome: "reconciled", checked, failed });
  return { checked, failed };
}

/** The scheduled run, with its counts for the run's record; nothing to do (null) without a provider. */
export async function reconcilePayments(env: Env, now: number): Promise<{ checked: number; failed: number } | null> {
  const provider = paymentProvider(env);
  return provider ? reconcileOpenPayments(env, getDb(env), provider, now) : null;
}

export type RefundOutcome = { ok: true } | { ok: false; reason: "nothing_to_refund" | "provider" };

/** A completed online payment of the order `theOrder` selects that may still be refunded: none asked yet, or the last one called off. */
function refundable(theOrder: SQL) {
  return and(
    theOrder,
    eq(payments.state, "COMPLETED"),
    or(isNull(payments.refundId), eq(payments.refundStatus, "CANCELED")),
    isNotNull(payments.providerPaymentId),
    eq(orders.paymentStatus, "payu_completed"),
  );
}

/** The order's online payment that may still be refunded, if any. */
export function refundablePayment(db: Db, orderId: number) {
  return db
    .select({ attempt: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(refundable(eq(orders.id, orderId)))
    .get();
}

/** Part of a payment to give back (a complaint's price reduction), and what the provider's refund says of it. */
export interface RefundPart {
  amount: Grosze;
  description: string;
}

/**
 * A refund of the order's completed online payment, asked of the provider: the whole payment, or `part` of it. Once the
 * provider accepts, the audit log and the order's timeline say who did it, in one batch; a whole refund also makes the
 * order 'refunded' (after a part the rest stays paid).
 */
export async function refundOrderPayment(db: Db, provider: PaymentProvider, actor: AuditActor, number: string, part?: RefundPart): Promise<RefundOutcome> {
  const row = await db
    .select({ attempt: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(refundable(eq(orders.number, number)))
    .get();
  if (!row) return { ok: false, reason: "nothing_to_refund" };
  const { attempt } = row;
  const amount = part?.amount ?? attempt.amount;
  try {
    const refund = await provider.refund(attempt.providerPaymentId!, part?.description ?? `Zwrot za zamówienie ${number}`, part?.amount);
    await db.batch([
      db
        .update(payments)
        .set({ refundId: refund.refundId, refundStatus: refund.status, problem: attempt.problem === "refund_canceled" ? null : attempt.problem, updatedAt: new Date() })
        .where(eq(payments.id, attempt.id)),
      ...(part ? [] : [db.update(orders).set({ paymentStatus: "refunded", updatedAt: new Date() }).where(eq(orders.id, attempt.orderId))]),
      timelineEntry(db, attempt.orderId, "refunded", byAdmin(actor), { amount }),
      auditEntry(db, actor, "payment_refunded", number, {
        amount,
        provider: attempt.provider,
        providerPaymentId: attempt.providerPaymentId,
        refundId: refund.refundId,
      }),
    ]);
    log({ outcome: "refunded", number, refundId: refund.refundId });
    return { ok: true };
  } catch (error) {
    log({ outcome: "refund_failed", number, code: error instanceof PaymentProviderError ? error.code : null, error: String(error) });
    return { ok: false, reason: "provider" };
  }
}
