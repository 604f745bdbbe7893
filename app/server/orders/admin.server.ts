import { and, count, desc, eq, getTableColumns, inArray, ne, sql, type SQL } from "drizzle-orm";
import { auditLog, exportJobs, fabrics, orderItems, orders, payments, profiles, searchIndexes, session as sessions, user as users } from "~/db/schema";
import type { AdminOrdersQuery } from "~/lib/admin-orders-query";
import type { AdminUsersQuery } from "~/lib/admin-users-query";
import { readCartItem } from "~/lib/cart";
import { isoDate } from "~/lib/dates";
import type { OrderUpdateType } from "~/lib/events";
import type { OnlinePaymentSummary } from "~/lib/online-payments";
import type { AdminOrder } from "~/lib/order";
import { PAID_PAYMENT_STATUSES, paymentStatusesLabelled, type OrderStatus } from "~/lib/order-status";
import { auditColumns, auditEntry, type AuditActor } from "../admin/audit.server";
import { getDb, matchesSearch, searchedPage, searchSource, type Db } from "../platform/db.server";
import { enqueueEvent } from "../platform/event-outbox.server";
import { withAppearance } from "./line-appearance.server";

// The back-office's work on orders, accounts and exports. Every change is written with its audit
// entry in one D1 batch; who may call these is checked by requireAdmin (app/server/admin/gate.server.ts).

// Orders

export const ADMIN_ORDERS_PAGE_SIZE = 25;

/** One page of orders, newest first, with their lines (fabric codes labelled) and the count: two D1 round trips. */
export async function listAdminOrders(db: Db, query: AdminOrdersQuery): Promise<{ total: number; orders: AdminOrder[] }> {
  // The page's orders are found in orders_list_idx alone (it holds what the filters and the order read), then only
  // those rows read: a search reads every order's index entry instead of every order's row.
  const { rows, count } = searchedPage(db, orders, searchIndexes.orders, getTableColumns(orders), {
    search: query.search,
    filters: [
      query.orderStatus ? eq(orders.orderStatus, query.orderStatus) : undefined,
      // The filter is by label: 'Oczekuje płatności' finds 'oczekujaca' and 'pending' alike.
      query.paymentStatus ? inArray(orders.paymentStatus, paymentStatusesLabelled(query.paymentStatus)) : undefined,
    ],
    order: [desc(orders.createdAt), desc(orders.id)],
    size: ADMIN_ORDERS_PAGE_SIZE,
    page: query.page,
  });
  const [page, [total]] = await db.batch([rows, count]);
  const ids = page.map((o) => o.id);
  // A page is ADMIN_ORDERS_PAGE_SIZE ids: well within a statement's 100 parameters.
  const [lines, attempts] = ids.length
    ? await db.batch([
        db
          .select({ item: orderItems, fabricName: fabrics.name, fabricCategory: fabrics.category })
          .from(orderItems)
          .leftJoin(fabrics, eq(fabrics.code, orderItems.fabricCode))
          .where(inArray(orderItems.orderId, ids))
          .orderBy(orderItems.orderId, orderItems.position),
        db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(desc(payments.id)),
      ])
    : [[], []];
  // The cards draw each line (production reads them): an older line without its appearance gets it from the catalogue.
  const drawn = await withAppearance(
    db,
    lines.map(({ item, fabricName, fabricCategory }) => ({ ...item, configuration: readCartItem(item.configuration), fabricName, fabricCategory })),
  );
  return {
    total: total?.n ?? 0,
    orders: page.map(({ accessToken: _token, idempotencyKey: _key, submissionHash: _hash, ...order }) => ({
      ...order,
      lines: drawn.filter((line) => line.orderId === order.id),
      onlinePayment: latestPaymentSummary(attempts.filter((attempt) => attempt.orderId === order.id)),
    })),
  };
}

/** The newest of an order's attempts (given newest first), as its card shows it. */
function latestPaymentSummary(attempts: (typeof payments.$inferSelect)[]): OnlinePaymentSummary | null {
  const [latest] = attempts;
  if (!latest) return null;
  const { reference, providerPaymentId, state, method, problem, refundId, refundStatus } = latest;
  return { reference, providerPaymentId, state, method, problem, refundId, refundStatus, attempts: attempts.length };
}

async function notify(env: Env, type: OrderUpdateType, numbers: string[]) {
  for (const orderNumber of numbers) await enqueueEvent(env, { id: crypto.randomUUID(), type, orderNumber });
}

/** The audit entries of a change to the orders matching `where`, one per order, read before the change in its batch. */
function ordersAudit(db: Db, actor: AuditActor, action: Parameters<typeof auditColumns>[1], where: SQL | undefined, details: SQL | null, at: Date) {
  return db.insert(auditLog).select(
    db
      .select(auditColumns(actor, action, sql`${orders.number}`, details, at))
      .from(orders)
      .where(where),
  );
}

/** Accept: only an order not already accepted and not cancelled. The e-mail follows through the queue. */
export async function acceptOrder(env: Env, actor: AuditActor, number: string): Promise<boolean> {
  const db = getDb(env);
  const now = new Date();
  const acceptable = and(eq(orders.number, number), sql`${orders.accepted} is not 1`, sql`${orders.orderStatus} <> 'anulowane'`);
  const [, changed] = await db.batch([
    ordersAudit(db, actor, "order_accepted", acceptable, sql`json_object('from', ${orders.orderStatus})`, now),
    db.update(orders).set({ accepted: true, orderStatus: "zaakceptowane", updatedAt: now }).where(acceptable).returning({ number: orders.number }),
  ]);
  await notify(
    env,
    "order_accepted",
    changed.map((c) => c.number),
  );
  return changed.length > 0;
}

/** Reject with an optional reason: only an order not already rejected and not cancelled. */
export async function rejectOrder(env: Env, actor: AuditActor, number: string, reason: string | null): Promise<boolean> {
  const db = getDb(env);
  const now = new Date();
  const rejectable = and(eq(orders.number, number), sql`${orders.accepted} is not 0`, sql`${orders.orderStatus} <> 'anulowane'`);
  const [, changed] = await db.batch([
    ordersAudit(db, actor, "order_rejected", rejectable, sql`json_object('from', ${orders.orderStatus}, 'reason', ${reason})`, now),
    db.update(orders).set({ accepted: false, orderStatus: "odrzucone", rejectionReason: reason, updatedAt: now }).where(rejectable).returning({ number: orders.number }),
  ]);
  await notify(
    env,
    "order_rejected",
    changed.map((c) => c.number),
  );
  return changed.length > 0;
}

/** Order states the customer is told about by e-mail when the shop sets them. */
const NOTIFIED_ORDER_STATUSES = new Set<string>(["w_realizacji", "gotowe", "wysłane"] satisfies OrderStatus[]);
/** Payment states the customer is told about: the payment arrived. */
const NOTIFIED_PAYMENT_STATUSES = new Set<string>(PAID_PAYMENT_STATUSES);

/**
 * Sets the order or payment status of the given orders (one or many); the admin may set any value.
 * An order the admin cancels was cancelled by the shop; any other order status has no canceller.
 * `found` tells orders that already had the status (found, not changed) from ones that are gone.
 */
export async function setStatus(
  env: Env,
  actor: AuditActor,
  field: "orderStatus" | "paymentStatus",
  value: string,
  numbers: string[],
): Promise<{ found: number; changed: number }> {
  if (numbers.length === 0) return { found: 0, changed: 0 };
  const db = getDb(env);
  const now = new Date();
  const changing = and(inArray(orders.number, numbers), sql`${orders[field]} <> ${value}`);
  const [, changed, [found]] = await db.batch([
    ordersAudit(db, actor, field === "orderStatus" ? "order_status_changed" : "payment_status_changed", changing, sql`json_object('from', ${orders[field]}, 'to', ${value})`, now),
    db
      .update(orders)
      .set(field === "orderStatus" ? { orderStatus: value, cancelledBy: value === "anulowane" ? "sklep" : null, updatedAt: now } : { paymentStatus: value, updatedAt: now })
      .where(changing)
      .returning({ number: orders.number }),
    db.select({ n: count() }).from(orders).where(inArray(orders.number, numbers)),
  ]);
  const notified = field === "orderStatus" ? NOTIFIED_ORDER_STATUSES : NOTIFIED_PAYMENT_STATUSES;
  if (notified.has(value))
    await notify(
      env,
      "status_update",
      changed.map((c) => c.number),
    );
  return { found: found?.n ?? 0, changed: changed.length };
}

export async function deleteOrders(env: Env, actor: AuditActor, numbers: string[]): Promise<number> {
  if (numbers.length === 0) return 0;
  const db = getDb(env);
  const selected = inArray(orders.number, numbers);
  const [, deleted] = await db.batch([
    ordersAudit(
      db,
      actor,
      "order_deleted",
      selected,
      sql`json_object('orderStatus', ${orders.orderStatus}, 'paymentStatus', ${orders.paymentStatus}, 'finalTotal', ${orders.finalTotal})`,
      new Date(),
    ),
    db.delete(orders).where(selected).returning({ id: orders.id }),
  ]);
  return deleted.length;
}

// Users

const userColumns = {
  id: users.id,
  email: users.email,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  phone: profiles.phone,
  city: profiles.city,
  createdAt: users.createdAt,
  accountVerified: profiles.accountVerified,
  admin: profiles.admin,
};

/**
 * Every account, newest first, or those whose e-mail (user_search_idx) or name, phone or city (profiles_search_idx)
 * holds the search: the ids found in each index, then only those accounts.
 */
export function listUsers(db: Db, query: AdminUsersQuery) {
  const newestFirst = desc(users.createdAt);
  const byEmail = matchesSearch(searchIndexes.users, query.search);
  if (!byEmail) return db.select(userColumns).from(users).leftJoin(profiles, eq(profiles.id, users.id)).orderBy(newestFirst);
  const id = sql<string>`id`.as("found_id");
  const found = db
    .select({ id })
    .from(searchSource(users, searchIndexes.users, query.search))
    .where(byEmail)
    .union(
      db
        .select({ id })
        .from(searchSource(profiles, searchIndexes.profiles, query.search))
        .where(matchesSearch(searchIndexes.profiles, query.search)),
    )
    .as("found");
  // Cross: SQLite then reads what was found first and each account by its key, never every account.
  return db.select(userColumns).from(found).crossJoin(users).leftJoin(profiles, eq(profiles.id, users.id)).where(eq(users.id, found.id)).orderBy(newestFirst);
}

/** The administrators, to be told of what concerns the back-office. */
export function listAdministrators(db: Db) {
  return db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(profiles.admin, true));
}

/** The audit entry of a change to one account's flag, read before the change in its batch: only when the flag really changes. */
function accountAudit(db: Db, actor: AuditActor, action: Parameters<typeof auditColumns>[1], userId: string, changes: SQL | undefined, at: Date) {
  return db.insert(auditLog).select(
    db
      .select(auditColumns(actor, action, sql`${users.email}`, sql`json_object('userId', ${users.id})`, at))
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(and(eq(users.id, userId), changes)),
  );
}

/** Verification is the account's e-mail confirmation too, so both change together. */
export async function setAccountVerified(db: Db, actor: AuditActor, userId: string, verified: boolean): Promise<boolean> {
  const now = new Date();
  const [, , changed] = await db.batch([
    accountAudit(db, actor, verified ? "account_verified" : "account_unverified", userId, ne(profiles.accountVerified, verified), now),
    db.update(users).set({ emailVerified: verified, updatedAt: now }).where(eq(users.id, userId)),
    db.update(profiles).set({ accountVerified: verified, updatedAt: now }).where(eq(profiles.id, userId)).returning({ id: profiles.id }),
  ]);
  return changed.length > 0;
}

export async function setAdmin(db: Db, actor: AuditActor, userId: string, admin: boolean): Promise<boolean> {
  const now = new Date();
  const [, changed] = await db.batch([
    accountAudit(db, actor, admin ? "admin_granted" : "admin_revoked", userId, ne(profiles.admin, admin), now),
    db.update(profiles).set({ admin, updatedAt: now }).where(eq(profiles.id, userId)).returning({ id: profiles.id }),
    // A removed administrator leaves the panel at once, in every session.
    ...(admin ? [] : [db.update(sessions).set({ adminAuthorizedAt: null, adminSeenAt: null }).where(eq(sessions.userId, userId))]),
  ]);
  return changed.length > 0;
}

// Exports

/** Queues an export of every order; the consumer writes `zamowienia_{date}.csv` to R2. */
export async function requestOrdersExport(env: Env, actor: AuditActor): Promise<string> {
  const db = getDb(env);
  const id = crypto.randomUUID();
  const now = new Date();
  const fileName = `zamowienia_${isoDate(now)}.csv`;
  await db.batch([db.insert(exportJobs).values({ id, requestedBy: actor.userId, fileName }), auditEntry(db, actor, "orders_exported", fileName, { jobId: id }, now)]);
  const queued = await enqueueEvent(env, { id: crypto.randomUUID(), type: "orders_export", jobId: id });
  if (!queued) await db.update(exportJobs).set({ status: "failed", error: "queue unavailable" }).where(eq(exportJobs.id, id));
  return id;
}

export function listExportJobs(db: Db, limit = 5) {
  return db.select().from(exportJobs).orderBy(desc(exportJobs.createdAt)).limit(limit);
}

export function getExportJob(db: Db, id: string) {
  return db.select().from(exportJobs).where(eq(exportJobs.id, id)).get();
}
