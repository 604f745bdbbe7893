import { and, count, desc, eq, inArray, like, or, sql, type SQL } from "drizzle-orm";
import { redirect } from "react-router";
import { timingSafeEqual } from "node:crypto";
import { exportJobs, fabrics, orderItems, orders, profiles, session as sessions, user as users } from "~/db/schema";
import type { AdminOrdersQuery } from "~/components/admin/orders-query";
import type { OrderUpdateType } from "~/lib/events";
import { PAID_PAYMENT_STATUSES, paymentStatusesLabelled } from "~/lib/order-status";
import { cartItemSchema } from "~/lib/cart";
import { getCustomer, type Customer } from "./accounts.server";
import { getDb, type Db } from "./db.server";
import { enqueueEvent } from "./events.server";
import { flashHeader } from "./flash.server";
import { clientKey, consumeRateLimit, RATE_LIMITED_MESSAGE } from "./rate-limit.server";

// The back-office, enforced on the server: every loader, action and API route of the panel
// calls requireAdmin first.

export const NO_ACCESS = "Brak dostępu";

/** A signed-in administrator: an account whose profile has `admin` set. The code step is checked separately. */
async function requireAdminAccount(env: Env, request: Request): Promise<Customer> {
  const customer = await getCustomer(env, request);
  if (!customer) throw redirect("/");
  if (!customer.profile.admin) throw redirect("/", { headers: { "Set-Cookie": flashHeader(env, { type: "error", text: NO_ACCESS }) } });
  return customer;
}

/**
 * The gate of every admin loader and action: signed in (else to /), an administrator (else
 * 'Brak dostępu' and to /), and past the access-code step in this session (else to /admin-auth).
 */
export async function requireAdmin(env: Env, request: Request): Promise<Customer> {
  const customer = await requireAdminAccount(env, request);
  if (!customer.adminAuthorized) throw redirect("/admin-auth");
  return customer;
}

/** For the code page itself: an administrator account, whether or not the step is done. */
export const requireAdminForCodeStep = requireAdminAccount;

export const ADMIN_CODE_LENGTH = 4;
export const WRONG_ADMIN_CODE = "Nieprawidłowy kod dostępu";

function sameCode(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given.padEnd(64, "\0"));
  const b = new TextEncoder().encode(expected.padEnd(64, "\0"));
  return a.length === b.length && timingSafeEqual(a, b) && given.length === expected.length;
}

/** The access-code step: compared in constant time, rate-limited, recorded in the server-side session. */
export async function authorizeAdmin(env: Env, request: Request, customer: Customer, code: string): Promise<{ ok: true } | { ok: false; status: 400 | 429; message: string }> {
  const db = getDb(env);
  const limit = await consumeRateLimit(db, "adminCode", `${clientKey(request)}:${customer.user.id}`);
  if (!limit.allowed) return { ok: false, status: 429, message: RATE_LIMITED_MESSAGE };
  if (!sameCode(code, env.ADMIN_ACCESS_CODE)) return { ok: false, status: 400, message: WRONG_ADMIN_CODE };
  await db.update(sessions).set({ adminAuthorized: true }).where(eq(sessions.id, customer.sessionId));
  return { ok: true };
}

/** Leaving the panel ends the code step; the shop session stays. */
export async function leaveAdmin(env: Env, customer: Customer): Promise<void> {
  await getDb(env).update(sessions).set({ adminAuthorized: false }).where(eq(sessions.id, customer.sessionId));
}

// Orders

export const ADMIN_ORDERS_PAGE_SIZE = 25;

function orderFilter(query: AdminOrdersQuery): SQL | undefined {
  const term = query.search.trim();
  const pattern = `%${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const matches = (column: Parameters<typeof like>[0]) => sql`${column} like ${pattern} escape '\\'`;
  return and(
    query.orderStatus ? eq(orders.orderStatus, query.orderStatus) : undefined,
    // The filter is by label: 'Oczekuje płatności' finds 'oczekujaca' and 'pending' alike.
    query.paymentStatus ? inArray(orders.paymentStatus, paymentStatusesLabelled(query.paymentStatus)) : undefined,
    term
      ? or(matches(orders.number), matches(orders.email), matches(sql`${orders.firstName} || ' ' || ${orders.lastName}`))
      : undefined,
  );
}

/** One page of orders, newest first, with their lines (fabric codes labelled) and the count: two D1 round trips. */
export async function listAdminOrders(db: Db, query: AdminOrdersQuery) {
  const where = orderFilter(query);
  const [page, [total]] = await db.batch([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ADMIN_ORDERS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_ORDERS_PAGE_SIZE),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const ids = page.map((o) => o.id);
  const lines = ids.length
    ? await db
        .select({ item: orderItems, fabricName: fabrics.name, fabricCategory: fabrics.category })
        .from(orderItems)
        .leftJoin(fabrics, eq(fabrics.code, orderItems.fabricCode))
        .where(inArray(orderItems.orderId, ids))
        .orderBy(orderItems.orderId, orderItems.position)
    : [];
  return {
    total: total?.n ?? 0,
    orders: page.map(({ accessToken: _token, idempotencyKey: _key, submissionHash: _hash, ...order }) => ({
      ...order,
      lines: lines
        .filter((l) => l.item.orderId === order.id)
        .map(({ item, fabricName, fabricCategory }) => {
          const configuration = cartItemSchema.safeParse(item.configuration);
          return { ...item, configuration: configuration.success ? configuration.data : null, fabricName, fabricCategory };
        }),
    })),
  };
}

export type AdminOrder = Awaited<ReturnType<typeof listAdminOrders>>["orders"][number];

async function notify(env: Env, type: OrderUpdateType, numbers: string[]) {
  for (const orderNumber of numbers) await enqueueEvent(env, { id: crypto.randomUUID(), type, orderNumber });
}

/** Accept: only an order not already accepted and not cancelled. The e-mail follows through the queue. */
export async function acceptOrder(env: Env, number: string): Promise<boolean> {
  const changed = await getDb(env)
    .update(orders)
    .set({ accepted: true, orderStatus: "zaakceptowane", updatedAt: new Date() })
    .where(and(eq(orders.number, number), sql`${orders.accepted} is not 1`, sql`${orders.orderStatus} <> 'anulowane'`))
    .returning({ number: orders.number });
  await notify(env, "order_accepted", changed.map((c) => c.number));
  return changed.length > 0;
}

/** Reject with an optional reason: only an order not already rejected and not cancelled. */
export async function rejectOrder(env: Env, number: string, reason: string | null): Promise<boolean> {
  const changed = await getDb(env)
    .update(orders)
    .set({ accepted: false, orderStatus: "odrzucone", rejectionReason: reason, updatedAt: new Date() })
    .where(and(eq(orders.number, number), sql`${orders.accepted} is not 0`, sql`${orders.orderStatus} <> 'anulowane'`))
    .returning({ number: orders.number });
  await notify(env, "order_rejected", changed.map((c) => c.number));
  return changed.length > 0;
}

/** Order states the customer is told about by e-mail when the shop sets them. */
const NOTIFIED_ORDER_STATUSES = new Set(["w_realizacji", "gotowe", "wysłane"]);
/** Payment states the customer is told about: the payment arrived. */
const NOTIFIED_PAYMENT_STATUSES = new Set<string>(PAID_PAYMENT_STATUSES);

/**
 * Sets the order or payment status of the given orders (one or many); the admin may set any value.
 * An order the admin cancels was cancelled by the shop; any other order status has no canceller.
 * `found` tells orders that already had the status (found, not changed) from ones that are gone.
 */
export async function setStatus(
  env: Env,
  field: "orderStatus" | "paymentStatus",
  value: string,
  numbers: string[],
): Promise<{ found: number; changed: number }> {
  if (numbers.length === 0) return { found: 0, changed: 0 };
  const db = getDb(env);
  const [changed, [found]] = await db.batch([
    db
      .update(orders)
      .set(
        field === "orderStatus"
          ? { orderStatus: value, cancelledBy: value === "anulowane" ? "sklep" : null, updatedAt: new Date() }
          : { paymentStatus: value, updatedAt: new Date() },
      )
      .where(and(inArray(orders.number, numbers), sql`${orders[field]} <> ${value}`))
      .returning({ number: orders.number }),
    db.select({ n: count() }).from(orders).where(inArray(orders.number, numbers)),
  ]);
  const notified = field === "orderStatus" ? NOTIFIED_ORDER_STATUSES : NOTIFIED_PAYMENT_STATUSES;
  if (notified.has(value)) await notify(env, "status_update", changed.map((c) => c.number));
  return { found: found?.n ?? 0, changed: changed.length };
}

export async function deleteOrders(env: Env, numbers: string[]): Promise<number> {
  if (numbers.length === 0) return 0;
  const deleted = await getDb(env).delete(orders).where(inArray(orders.number, numbers)).returning({ id: orders.id });
  return deleted.length;
}

// Users

export function listUsers(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      phone: profiles.phone,
      city: profiles.city,
      createdAt: users.createdAt,
      accountVerified: profiles.accountVerified,
      admin: profiles.admin,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .orderBy(desc(users.createdAt));
}

/** Verification is the account's e-mail confirmation too, so both change together. */
export async function setAccountVerified(db: Db, userId: string, verified: boolean): Promise<boolean> {
  const [, changed] = await db.batch([
    db.update(users).set({ emailVerified: verified, updatedAt: new Date() }).where(eq(users.id, userId)),
    db.update(profiles).set({ accountVerified: verified, updatedAt: new Date() }).where(eq(profiles.id, userId)).returning({ id: profiles.id }),
  ]);
  return changed.length > 0;
}

export async function setAdmin(db: Db, userId: string, admin: boolean): Promise<boolean> {
  const changed = await db.update(profiles).set({ admin, updatedAt: new Date() }).where(eq(profiles.id, userId)).returning({ id: profiles.id });
  // A removed administrator leaves the panel at once, in every session.
  if (!admin) await db.update(sessions).set({ adminAuthorized: false }).where(eq(sessions.userId, userId));
  return changed.length > 0;
}

// Exports

/** Queues an export of every order; the consumer writes `zamowienia_{date}.csv` to R2. */
export async function requestOrdersExport(env: Env, requestedBy: string): Promise<string> {
  const id = crypto.randomUUID();
  const date = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Warsaw" }).format(new Date());
  await getDb(env).insert(exportJobs).values({ id, requestedBy, fileName: `zamowienia_${date}.csv` });
  const queued = await enqueueEvent(env, { id: crypto.randomUUID(), type: "orders_export", jobId: id });
  if (!queued) await getDb(env).update(exportJobs).set({ status: "failed", error: "queue unavailable" }).where(eq(exportJobs.id, id));
  return id;
}

export function listExportJobs(db: Db, limit = 5) {
  return db.select().from(exportJobs).orderBy(desc(exportJobs.createdAt)).limit(limit);
}

export function getExportJob(db: Db, id: string) {
  return db.select().from(exportJobs).where(eq(exportJobs.id, id)).get();
}
