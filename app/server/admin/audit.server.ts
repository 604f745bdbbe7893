import { desc, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import { auditLog, searchIndexes } from "~/db/schema";
import { auditActionsNamed, type AdminAuditQuery } from "~/lib/admin-audit-query";
import type { AuditAction, AuditDetails, AuditEntry } from "~/lib/audit";
import type { Customer } from "../accounts/customers.server";
import { searchedPage, type Db } from "../platform/db.server";

// The audit log: each entry is written in the same D1 batch as the change it records, so there is
// no change without its entry and no entry without its change.

/** Who acts and from where: the account, and the client as Cloudflare saw it. */
export interface AuditActor {
  userId: string;
  email: string;
  ipAddress: string | null;
  userAgent: string | null;
}

const USER_AGENT_MAX = 300;

export function auditActor({ user }: Pick<Customer, "user">, request: Request): AuditActor {
  return {
    userId: user.id,
    email: user.email,
    ipAddress: request.headers.get("CF-Connecting-IP"),
    userAgent: request.headers.get("User-Agent")?.slice(0, USER_AGENT_MAX) ?? null,
  };
}

/** One entry, as a statement for a batch. */
export function auditEntry(db: Db, actor: AuditActor, action: AuditAction, target: string | null, details: AuditDetails | null = null, at = new Date()) {
  return db
    .insert(auditLog)
    .values({ createdAt: at, userId: actor.userId, userEmail: actor.email, action, target, details, ipAddress: actor.ipAddress, userAgent: actor.userAgent });
}

/**
 * The columns of entries written by `insert … select`, one per row the select finds: `target` and
 * `details` (a `json_object(…)`) are read from those rows, the rest is the actor's. In the table's column order.
 */
export function auditColumns(actor: AuditActor, action: AuditAction, target: SQL, details: SQL | null = null, at = new Date()) {
  return {
    id: sql<number>`null`.as("id"),
    createdAt: sql<Date>`${at.getTime()}`.as("created_at"),
    userId: sql<string>`${actor.userId}`.as("user_id"),
    userEmail: sql<string>`${actor.email}`.as("user_email"),
    action: sql<string>`${action}`.as("action"),
    target: sql<string>`${target}`.as("target"),
    details: sql<AuditDetails | null>`${details ?? sql`null`}`.as("details"),
    ipAddress: sql<string | null>`${actor.ipAddress}`.as("ip_address"),
    userAgent: sql<string | null>`${actor.userAgent}`.as("user_agent"),
  };
}

export const AUDIT_PAGE_SIZE = 50;

/** One page of the log, newest first, optionally matching a search, and the count. */
export async function listAuditLog(db: Db, query: AdminAuditQuery): Promise<{ entries: AuditEntry[]; total: number }> {
  const named = auditActionsNamed(query.search);
  const { rows, count } = searchedPage(db, auditLog, searchIndexes.auditLog, getTableColumns(auditLog), {
    search: query.search,
    // An entry is found by what it names (searchedPage) or, here, by its action's Polish name.
    alternatives: named.length ? [inArray(auditLog.action, named)] : [],
    order: [desc(auditLog.createdAt), desc(auditLog.id)],
    size: AUDIT_PAGE_SIZE,
    page: query.page,
  });
  const [entries, [total]] = await db.batch([rows, count]);
  return { entries, total: total?.n ?? 0 };
}
