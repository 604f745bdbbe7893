import { and, count, eq, exists, inArray, isNotNull, isNull, notExists, sql, type SQL } from "drizzle-orm";
import { orderItems, orders } from "~/db/schema";
import { readCartItem } from "~/lib/cart";
import { lineTitle } from "~/lib/line-description";
import type { AuditActor } from "../admin/audit.server";
import { ordersAudit, setStatus } from "../orders/admin.server";
import { byAdmin, timelineWhere } from "../orders/timeline.server";
import { chunks, getDb, type Db } from "../platform/db.server";
import type { AfterResponse } from "../platform/event-outbox.server";
import { inProduction, waitingForProduction } from "./plan.server";

// The workshop's progress (/admin-produkcja): starting production of accepted orders, and each line made (or taken
// back). Each change is written with its audit entry and timeline entry in one batch; the order's status then moves
// through setStatus (app/server/orders/admin.server.ts), the one way an order's status changes, which records that
// change and e-mails the customer. Why two steps: docs/decisions/2026-11-28-workshop-plan.md.

/** Order numbers a statement takes at once: a number each, plus the actor's and the change's few, within D1's 100. */
const NUMBERS_PER_STATEMENT = 50;

/**
 * Starts production of the given orders (one, or a page of the queue): each accepted order waiting for it gets its start
 * time, a 'production_started' timeline entry and an audit entry, then goes 'w_realizacji' with the customer told.
 * Orders not waiting (already started, not accepted, cancelled, gone) are left alone. Returns how many were started.
 */
export async function startProduction(env: Env, actor: AuditActor, numbers: readonly string[], later?: AfterResponse): Promise<{ started: number }> {
  const db = getDb(env);
  const now = new Date();
  const groups = chunks([...new Set(numbers)], NUMBERS_PER_STATEMENT);
  if (groups.length === 0) return { started: 0 };
  const notStarted = (group: string[]) => and(inArray(orders.number, group), waitingForProduction, isNull(orders.productionStartedAt));
  const marking = groups.flatMap((group) => [
    ordersAudit(db, actor, "production_started", notStarted(group), null, now),
    timelineWhere(db, notStarted(group), "production_started", byAdmin(actor), null, now),
    db.update(orders).set({ productionStartedAt: now, updatedAt: now }).where(notStarted(group)),
  ]);
  // Read after the marks: these and any whose earlier start stopped before its status changed.
  const waiting = groups.map((group) =>
    db
      .select({ number: orders.number })
      .from(orders)
      .where(and(inArray(orders.number, group), waitingForProduction, isNotNull(orders.productionStartedAt))),
  );
  const [first, ...rest] = [...marking, ...waiting];
  const results = await db.batch([first!, ...rest]);
  const toStart = (results.slice(marking.length) as { number: string }[][]).flat().map((row) => row.number);
  const { changed } = await setStatus(env, actor, "orderStatus", "w_realizacji", toStart, later);
  return { started: changed };
}

export type LineChange = "changed" | "unchanged" | "missing" | "not_in_production";

interface LineState {
  orderId: number;
  number: string;
  orderStatus: string;
  position: number;
  madeAt: Date | null;
  title: string;
}

async function lineState(db: Db, itemId: number): Promise<LineState | null> {
  const [row] = await db
    .select({
      orderId: orderItems.orderId,
      number: orders.number,
      orderStatus: orders.orderStatus,
      position: orderItems.position,
      madeAt: orderItems.madeAt,
      productType: orderItems.productType,
      configuration: orderItems.configuration,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, itemId));
  if (!row) return null;
  const item = readCartItem(row.configuration);
  return { ...row, title: item ? lineTitle(item) : row.productType };
}

/** The line, while its order is in production and it is made (`made`) or not. */
function lineIs(db: Db, itemId: number, made: boolean): SQL {
  return and(
    eq(orderItems.id, itemId),
    made ? isNotNull(orderItems.madeAt) : isNull(orderItems.madeAt),
    exists(
      db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderItems.orderId), inProduction)),
    ),
  )!;
}

/** The line's order, while the line is as `lineIs` says: the row its audit and timeline entries are written for. */
function orderOfLine(db: Db, state: LineState, itemId: number, made: boolean): SQL {
  return and(
    eq(orders.id, state.orderId),
    inProduction,
    exists(
      db
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(and(eq(orderItems.id, itemId), made ? isNotNull(orderItems.madeAt) : isNull(orderItems.madeAt))),
    ),
  )!;
}

/** Why a line cannot change now, or null when it can. */
function refusal(state: LineState | null, wantMade: boolean): Exclude<LineChange, "changed"> | null {
  if (!state) return "missing";
  if (state.orderStatus !== "w_realizacji") return "not_in_production";
  if ((state.madeAt !== null) === wantMade) return "unchanged";
  return null;
}

/**
 * Marks a line of an order in production made, by `actor`, with its 'line_done' timeline entry and audit entry.
 * When it was the order's last line to make, the order goes 'gotowe' (setStatus e-mails the customer). `ready` says so.
 */
export async function markLineDone(env: Env, actor: AuditActor, itemId: number, later?: AfterResponse): Promise<{ change: LineChange; ready: boolean }> {
  const db = getDb(env);
  const state = await lineState(db, itemId);
  const refused = refusal(state, true);
  if (refused || !state) return { change: refused ?? "missing", ready: false };
  const now = new Date();
  const details = { position: state.position, title: state.title };
  const [, , made, [left]] = await db.batch([
    ordersAudit(db, actor, "production_line_done", orderOfLine(db, state, itemId, false), sql`json_object('position', ${state.position}, 'title', ${state.title})`, now),
    timelineWhere(db, orderOfLine(db, state, itemId, false), "line_done", byAdmin(actor), details, now),
    db
      .update(orderItems)
      .set({ madeAt: now, madeBy: actor.email })
      .where(lineIs(db, itemId, false))
      .returning({ id: orderItems.id }),
    db
      .select({ n: count() })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, state.orderId), isNull(orderItems.madeAt))),
  ]);
  if (made.length === 0) return { change: "unchanged", ready: false };
  if ((left?.n ?? 0) > 0) return { change: "changed", ready: false };
  return { change: "changed", ready: await finishOrder(env, actor, state.number, later) };
}

/**
 * Takes back a line marked made by mistake, while its order is still in production: the line is to be made again.
 * The timeline keeps its 'line_done' entry (it is append-only) and gets an internal note of the correction.
 */
export async function undoLineDone(env: Env, actor: AuditActor, itemId: number): Promise<LineChange> {
  const db = getDb(env);
  const state = await lineState(db, itemId);
  const refused = refusal(state, false);
  if (refused || !state) return refused ?? "missing";
  const now = new Date();
  const [, , undone] = await db.batch([
    ordersAudit(db, actor, "production_line_undone", orderOfLine(db, state, itemId, true), sql`json_object('position', ${state.position}, 'title', ${state.title})`, now),
    timelineWhere(db, orderOfLine(db, state, itemId, true), "note", byAdmin(actor), { text: `Cofnięto wykonanie pozycji ${state.position}: ${state.title}` }, now),
    db
      .update(orderItems)
      .set({ madeAt: null, madeBy: null })
      .where(lineIs(db, itemId, true))
      .returning({ id: orderItems.id }),
  ]);
  return undone.length > 0 ? "changed" : "unchanged";
}

/**
 * Moves an order in production whose every line is made to 'gotowe'. Marking the last line does it; this also finishes
 * an order whose last mark was saved but whose status change did not go through. False when a line is still to make.
 */
export async function finishOrder(env: Env, actor: AuditActor, number: string, later?: AfterResponse): Promise<boolean> {
  const db = getDb(env);
  const [order] = await db
    .select({ number: orders.number })
    .from(orders)
    .where(
      and(
        eq(orders.number, number),
        inProduction,
        notExists(
          db
            .select({ id: orderItems.id })
            .from(orderItems)
            .where(and(eq(orderItems.orderId, orders.id), isNull(orderItems.madeAt))),
        ),
      ),
    );
  if (!order) return false;
  const { changed } = await setStatus(env, actor, "orderStatus", "gotowe", [number], later);
  return changed > 0;
}
