import { and, asc, eq, inArray, or, SQL, sql, type SQLWrapper } from "drizzle-orm";
import { orders, orderTimeline } from "~/db/schema";
import { isCustomerFacing, type TimelineActor, type TimelineDetails, type TimelineEntry, type TimelineKind } from "~/lib/order-timeline";
import type { AuditActor } from "../admin/audit.server";
import type { Db } from "../platform/db.server";

// Writing and reading orders' timelines (app/lib/order-timeline.ts). An entry is a statement for the batch of the change
// it records, as the audit entry and the outbox event are: the change and its entry are written together or not at all.

/** Who an entry names: the customer, the shop's machinery, or an administrator (by the audit's actor). */
export type TimelineBy = { actor: Exclude<TimelineActor, "admin"> } | { actor: "admin"; email: string };

export const BY_CUSTOMER: TimelineBy = { actor: "customer" };
export const BY_SYSTEM: TimelineBy = { actor: "system" };
export const byAdmin = (actor: Pick<AuditActor, "email">): TimelineBy => ({ actor: "admin", email: actor.email });

const actorEmail = (by: TimelineBy) => (by.actor === "admin" ? by.email : null);

/** One entry for the order `orderId` (its id, or SQL that reads it in the batch, such as the id a previous statement inserted). */
export function timelineEntry(db: Db, orderId: number | SQL, kind: TimelineKind, by: TimelineBy, details: TimelineDetails | null = null, at = new Date()) {
  return db.insert(orderTimeline).values({ orderId, at, kind, actor: by.actor, actorEmail: actorEmail(by), details });
}

/**
 * One entry per order `where` finds when the batch reaches this statement: put it before the change when `where`
 * names what the change ends (an order not yet accepted), so only the orders the change will change get one.
 * `details` may be SQL reading the order's row (a `json_object(…)` with its status before the change), and so may
 * `kind` (a `case` when one change means different things to different orders).
 */
export function timelineWhere(db: Db, where: SQL | undefined, kind: TimelineKind | SQL, by: TimelineBy, details: TimelineDetails | SQL | null = null, at = new Date()) {
  const detailsSql = details === null ? sql`null` : details instanceof SQL ? details : sql`${JSON.stringify(details)}`;
  return db.insert(orderTimeline).select(
    db
      .select({
        id: sql<number>`null`.as("id"),
        orderId: sql<number>`${orders.id}`.as("order_id"),
        at: sql<number>`${at.getTime()}`.as("at"),
        kind: sql<string>`${kind}`.as("kind"),
        actor: sql<string>`${by.actor}`.as("actor"),
        actorEmail: sql<string | null>`${actorEmail(by)}`.as("actor_email"),
        details: sql<string | null>`${detailsSql}`.as("details"),
      })
      .from(orders)
      .where(where),
  );
}

type TimelineRow = typeof orderTimeline.$inferSelect;

/** What `reader` may read of an order's rows: all for the owner; for the customer its customer-facing part, naming nobody in the shop. */
function entriesFor(rows: readonly TimelineRow[], reader: "owner" | "customer"): TimelineEntry[] {
  const entries = rows.map(({ orderId: _order, ...entry }) => entry);
  return reader === "owner" ? entries : entries.filter(isCustomerFacing).map((entry) => ({ ...entry, actorEmail: null }));
}

/** An order's timeline, oldest first: all of it for the owner, its customer-facing part for the customer. */
export async function readTimeline(db: Db, orderId: number, reader: "owner" | "customer"): Promise<TimelineEntry[]> {
  return entriesFor(await db.select().from(orderTimeline).where(eq(orderTimeline.orderId, orderId)).orderBy(asc(orderTimeline.id)), reader);
}

/**
 * The timelines of several orders in one statement for a batch: `orderIds` are bound, so a list is at most a page
 * (D1's 100 parameters); `orderIds` may instead be a subquery. `byOrder` groups what it read, oldest first.
 */
export function timelinesOf(db: Db, orderIds: readonly number[] | SQLWrapper) {
  return db.select().from(orderTimeline).where(inArray(orderTimeline.orderId, orderIds)).orderBy(asc(orderTimeline.orderId), asc(orderTimeline.id));
}

/** What timelinesOf read, by order, as `reader` may read it. */
export function byOrder(rows: readonly TimelineRow[], reader: "owner" | "customer"): Map<number, TimelineEntry[]> {
  const grouped = Map.groupBy(rows, (row) => row.orderId);
  return new Map([...grouped].map(([orderId, ofOrder]) => [orderId, entriesFor(ofOrder, reader)]));
}

/**
 * Clears what the timelines of `orderIds` (a subquery) may say of the customer when their personal data go: the
 * owner's notes, and the subject of a mail to the shop (it names the orderer). The entries themselves stay.
 */
export function clearPersonalEntries(db: Db, orderIds: SQLWrapper) {
  const toShop = and(eq(orderTimeline.kind, "email_sent"), sql`json_extract(${orderTimeline.details}, '$.recipient') = 'shop'`);
  return db
    .update(orderTimeline)
    .set({ details: sql`case when ${orderTimeline.kind} = 'note' then null else json_remove(${orderTimeline.details}, '$.subject') end` })
    .where(and(inArray(orderTimeline.orderId, orderIds), or(eq(orderTimeline.kind, "note"), toShop)));
}
