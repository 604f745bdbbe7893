import { and, count, eq, exists, inArray, ne, not, or, sql, type SQL } from "drizzle-orm";
import {
  account as accounts,
  adminGate,
  adminGateFailures,
  auditLog,
  complaints,
  enquiries,
  orderLinks,
  orders,
  passwordResets,
  profiles,
  sampleRequests,
  session as sessions,
  twoFactor,
  user as users,
  verification,
} from "~/db/schema";
import { ACCOUNT_DELETION_FAILED, LAST_ADMIN_CANNOT_LEAVE, WRONG_PASSWORD } from "~/lib/account-texts";
import type { ShopEvent } from "~/lib/events";
import { loginLockedMessage } from "~/lib/limits";
import { auditActor, auditColumns } from "../admin/audit.server";
import { ownedBy } from "../orders/history.server";
import { clearPersonalEntries } from "../orders/timeline.server";
import { getDb, type Db } from "../platform/db.server";
import { keepEvent, sendKeptEvent } from "../platform/event-outbox.server";
import { beginLoginAttempt, clearLoginFailures, clientKey, consumeRateLimit, RATE_LIMITED_MESSAGE } from "../platform/rate-limit.server";
import { verifyPassword } from "./auth.server";
import { signOut, type AccountResult, type Customer } from "./customers.server";

// 'Usuń konto' (GDPR art. 17), docs/decisions/2026-11-28-account-deletion.md: the password again, then one D1 batch
// deletes the account and everything that only serves it, keeps its orders for accounting without it, and writes the
// confirmation e-mail's event; the session ends with it.

/** The e-mailed codes better-auth's emailOTP plugin keeps for an address (`<type>-otp-<email>`, its toOTPIdentifier). */
const OTP_TYPES = ["email-verification", "sign-in", "forget-password"] as const;

/** This account is an administrator and no other account is: the shop would be left without a back-office. */
function soleAdministrator(db: Db, userId: string) {
  const admin = (who: SQL) =>
    db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(who, eq(profiles.admin, true)));
  return and(exists(admin(eq(profiles.id, userId))), not(exists(admin(ne(profiles.id, userId)))))!;
}

async function isSoleAdministrator(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .select({ sole: sql<number>`${soleAdministrator(db, userId)}` })
    .from(sql`(select 1)`)
    .get();
  return Boolean(row?.sole);
}

/** The account's own password, checked as sign-in checks it (better-auth stores it on its credential account). */
async function passwordMatches(db: Db, userId: string, password: string): Promise<boolean> {
  const credential = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
    .get();
  return !!credential?.hash && verifyPassword({ hash: credential.hash, password });
}

/**
 * The one batch. Its first statement writes the audit entry only while the deletion is allowed (the account is still
 * there and is not the last administrator), and otherwise fails on the entry's NOT NULL account: D1 then rolls the
 * whole batch back, the event with it, so two requests at once can neither leave the shop without an administrator
 * nor send the confirmation twice. The counts in the entry are read before the rows change; no personal data is added.
 */
function deletionBatch(db: Db, customer: Customer, request: Request, event: Extract<ShopEvent, { type: "account_deleted" }>, at: Date) {
  const userId = customer.user.id;
  const theirOrders = ownedBy(customer);
  const allowed = and(exists(db.select({ id: users.id }).from(users).where(eq(users.id, userId))), not(soleAdministrator(db, userId)));
  const rows = (table: typeof orders | typeof enquiries | typeof sampleRequests, where: SQL) => db.select({ n: count() }).from(table).where(where);
  const details = sql`json_object('orders', ${rows(orders, theirOrders)}, 'enquiries', ${rows(enquiries, eq(enquiries.userId, userId))}, 'sampleRequests', ${rows(sampleRequests, eq(sampleRequests.userId, userId))})`;
  const entry = {
    ...auditColumns(auditActor(customer, request), "account_deleted", sql`${userId}`, details, at),
    userId: sql<string>`case when ${allowed} then ${userId} end`.as("user_id"),
  };
  return db.batch([
    db.insert(auditLog).select(db.select(entry).from(sql`(select 1)`)),
    keepEvent(db, event),
    // Orders stay, as accounting law requires, but no longer point at the account and keep nothing accounting does
    // not need: no phone, no notes (the customer's, nor the shop's own on the timeline), and no private link that would open them.
    db.delete(orderLinks).where(inArray(orderLinks.orderId, db.select({ id: orders.id }).from(orders).where(theirOrders))),
    clearPersonalEntries(db, db.select({ id: orders.id }).from(orders).where(theirOrders)),
    db.update(orders).set({ userId: null, phone: "", notes: null, anonymisedAt: at, updatedAt: at }).where(theirOrders),
    db.update(enquiries).set({ userId: null }).where(eq(enquiries.userId, userId)),
    // A complaint case stays until its claims are time-barred (the retention table), without the account.
    db.update(complaints).set({ userId: null }).where(eq(complaints.userId, userId)),
    db.update(sampleRequests).set({ userId: null }).where(eq(sampleRequests.userId, userId)),
    db.delete(sessions).where(eq(sessions.userId, userId)),
    db.delete(accounts).where(eq(accounts.userId, userId)),
    db.delete(verification).where(
      or(
        inArray(
          verification.identifier,
          OTP_TYPES.map((type) => `${type}-otp-${customer.user.email}`),
        ),
        eq(verification.value, userId),
      ),
    ),
    db.delete(passwordResets).where(eq(passwordResets.userId, userId)),
    db.delete(twoFactor).where(eq(twoFactor.userId, userId)),
    db.delete(adminGateFailures).where(eq(adminGateFailures.userId, userId)),
    db.delete(adminGate).where(eq(adminGate.userId, userId)),
    db.delete(profiles).where(eq(profiles.id, userId)),
    db.delete(users).where(eq(users.id, userId)),
  ]);
}

const refuse = (status: 400 | 409 | 429 | 503, message: string, field?: "password"): AccountResult => ({
  ok: false,
  status,
  message,
  errors: field ? { [field]: message } : undefined,
});

/**
 * Deletes the signed-in customer's account when `password` is theirs. The password check is limited like sign-in's
 * (per client, and the account's lock after failures in a row), so a left-open session cannot be used to guess it. The
 * last administrator is refused. Done: the confirmation e-mail is on its way and the answer's headers clear the session.
 */
export async function deleteAccount(env: Env, request: Request, customer: Customer, password: string): Promise<AccountResult> {
  const db = getDb(env);
  const userId = customer.user.id;
  const perClient = await consumeRateLimit(db, "login", clientKey(request));
  if (!perClient.allowed) return refuse(429, RATE_LIMITED_MESSAGE);
  const attempt = await beginLoginAttempt(db, customer.user.email);
  if (!attempt.allowed) return refuse(429, loginLockedMessage(attempt.retryAfterSeconds));
  if (!(await passwordMatches(db, userId, password))) return refuse(400, WRONG_PASSWORD, "password");
  await clearLoginFailures(db, customer.user.email);
  if (await isSoleAdministrator(db, userId)) return refuse(409, LAST_ADMIN_CANNOT_LEAVE);

  const at = new Date();
  const event = { id: crypto.randomUUID(), type: "account_deleted", email: customer.user.email, deletedAt: at.toISOString() } as const;
  try {
    await deletionBatch(db, customer, request, event, at);
  } catch (error) {
    // Refused by the batch's own check: someone else's deletion won the race.
    if (await isSoleAdministrator(db, userId)) return refuse(409, LAST_ADMIN_CANNOT_LEAVE);
    const still = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).get();
    if (still) {
      console.error(JSON.stringify({ source: "account-deletion", user: userId, error: String(error) }));
      return refuse(503, ACCOUNT_DELETION_FAILED);
    }
    // Deleted meanwhile by the same person's other request, which sent the e-mail: this one is done too.
    return { ok: true, headers: await signOut(env, request) };
  }
  await sendKeptEvent(env, event);
  return { ok: true, headers: await signOut(env, request) };
}
