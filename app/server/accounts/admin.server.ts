import { and, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import { auditLog, profiles, searchIndexes, session as sessions, user as users } from "~/db/schema";
import type { AdminUsersQuery } from "~/lib/admin-users-query";
import { auditColumns, type AuditActor } from "../admin/audit.server";
import { matchesSearch, searchSource, type Db } from "../platform/db.server";

// The back-office's work on accounts: the list, verification and the administrator flag. Every change is written
// with its audit entry in one D1 batch; who may call these is checked by requireAdmin (app/server/admin/gate.server.ts).

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
