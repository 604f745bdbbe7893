import { asc, eq, SQL, sql } from "drizzle-orm";
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
 * `details` may be SQL reading the order's row (a `json_object(…)` with its status before the change).
 */
export function timelineWhere(db: Db, where: SQL | undefined, kind: TimelineKind, by: TimelineBy, details: TimelineDetails | SQL | null = null, at = new Date()) {
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

/** An order's timeline, oldest first: all of it for the owner, its customer-facing part for the customer. */
export async function readTimeline(db: Db, orderId: number, reader: "owner" | "customer"): Promise<TimelineEntry[]> {
  const rows = await db.select().from(orderTimeline).where(eq(orderTimeline.orderId, orderId)).orderBy(asc(orderTimeline.id));
  const entries = rows.map(({ orderId: _order, ...entry }) => entry);
  return reader === "owner" ? entries : entries.filter(isCustomerFacing).map((entry) => ({ ...entry, actorEmail: null }));
}
