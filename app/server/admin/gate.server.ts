import { APIError } from "better-auth/api";
import { and, eq, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import { timingSafeEqual } from "node:crypto";
import { redirect } from "react-router";
import { adminGate, adminGateFailures, auditLog, session as sessions, twoFactor } from "~/db/schema";
import { ADMIN_CODE_PATH, adminStepActive, GATE_FAILURE_LIMIT, GATE_FAILURE_WINDOW_MS, GATE_LOCK_MS } from "~/lib/admin-gate";
import type { GateFailureReason } from "~/lib/audit";
import { formatDateTime } from "~/lib/dates";
import { getCustomer, type Customer } from "../accounts/customers.server";
import { auditActor, auditColumns, auditEntry, type AuditActor } from "./audit.server";
import { getAuth, type Auth } from "../accounts/auth.server";
import { getDb, type Db } from "../platform/db.server";
import { keepEventWhere, sendKeptEvents, type AfterResponse } from "../platform/event-outbox.server";
import { flashHeader } from "../platform/flash.server";
import { clientKey, consumeRateLimit, RATE_LIMITED_MESSAGE } from "../platform/rate-limit.server";
import { enrolmentView, loadTotp, matchTotpStep, totpConfirmed, type TotpEnrolment } from "./two-factor.server";

// The back-office gate, enforced on the server: the admin layout route's middleware
// (app/routes/admin/layout.tsx) runs checkAdmin before every loader and action of the panel.
// Passing it takes the shop's access code and the administrator's own TOTP code together; it lapses (app/lib/admin-gate.ts) and is asked again.

export const NO_ACCESS = "Brak dostępu";
export const WRONG_ADMIN_CODES = "Nieprawidłowy kod dostępu lub kod z aplikacji";
const WRONG_PASSWORD = "Nieprawidłowe hasło";
export const ADMIN_STEP_LAPSED = "Sesja panelu wygasła. Wpisz kod dostępu i kod z aplikacji ponownie.";
const ENROL_FIRST = "Najpierw skonfiguruj aplikację uwierzytelniającą.";
const ALREADY_ENROLLED = "Aplikacja uwierzytelniająca jest już skonfigurowana.";
const TOTP_UNREADABLE =
  "Nie da się odczytać klucza Twojej aplikacji uwierzytelniającej, bo zmieniono klucz sklepu (AUTH_SECRET). Skonfiguruj aplikację ponownie: polecenie jest w README.";

export function gateLockedMessage(until: Date | null): string {
  const when = until ? `do ${formatDateTime(until)}` : "na 24 godziny";
  return `Wejście do panelu z tego konta jest zablokowane ${when} po zbyt wielu nieudanych próbach. Administratorzy dostali o tym wiadomość e-mail.`;
}

export type GateRefusal = { ok: false; status: 400 | 409 | 429; message: string };

/** A signed-in administrator: an account whose profile has `admin` set. The gate's own page needs no more. */
export function checkAdminAccount(env: Env, customer: Customer | null): Customer {
  if (!customer) throw redirect("/");
  if (!customer.profile.admin) throw redirect("/", { headers: { "Set-Cookie": flashHeader(env, { type: "error", text: NO_ACCESS }) } });
  return customer;
}

/**
 * The gate of every admin loader and action: signed in (else to /), an administrator (else
 * 'Brak dostępu' and to /), and past the gate in this session not long ago (else to /admin-auth,
 * saying so when it lapsed). Each admin request keeps the gate from lapsing for being idle.
 */
export async function checkAdmin(env: Env, signedIn: Customer | null): Promise<Customer> {
  const customer = checkAdminAccount(env, signedIn);
  const now = new Date();
  if (!adminStepActive(customer.adminStep, now)) {
    const lapsed = customer.adminStep.authorizedAt !== null;
    throw redirect(ADMIN_CODE_PATH, lapsed ? { headers: { "Set-Cookie": flashHeader(env, { type: "error", text: ADMIN_STEP_LAPSED }) } } : undefined);
  }
  // Only a session still past the gate is touched: leaving the panel at the same moment wins.
  await getDb(env)
    .update(sessions)
    .set({ adminSeenAt: now })
    .where(and(eq(sessions.id, customer.sessionId), isNotNull(sessions.adminAuthorizedAt)));
  return customer;
}

/** checkAdmin for a bare request, outside React Router's context. */
export async function requireAdmin(env: Env, request: Request): Promise<Customer> {
  return checkAdmin(env, await getCustomer(env, request));
}

/** What the gate's page shows: enrolment or the codes, and a lock if there is one. */
export async function adminGateState(env: Env, customer: Customer): Promise<{ enrolled: boolean; lockedUntil: Date | null }> {
  const db = getDb(env);
  const [enrolled, gate] = await Promise.all([totpConfirmed(db, customer.user.id), db.select().from(adminGate).where(eq(adminGate.userId, customer.user.id)).get()]);
  const lockedUntil = gate?.lockedUntil && gate.lockedUntil > new Date() ? gate.lockedUntil : null;
  return { enrolled, lockedUntil };
}

function sameCode(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given.padEnd(64, "\0"));
  const b = new TextEncoder().encode(expected.padEnd(64, "\0"));
  return a.length === b.length && timingSafeEqual(a, b) && given.length === expected.length;
}

const refused = (status: GateRefusal["status"], message: string): GateRefusal => ({ ok: false, status, message });

/**
 * Opens one attempt at the gate: refused while the account is locked, beyond the per-address limit,
 * or when the account already has its day's failures. The attempt is written before any code is
 * compared and stays as a failure unless the codes were right, so parallel guesses cannot
 * outrun the count.
 */
async function beginAttempt(db: Db, request: Request, userId: string, now: Date): Promise<{ attemptId: number } | GateRefusal> {
  const gate = await db.select({ lockedUntil: adminGate.lockedUntil }).from(adminGate).where(eq(adminGate.userId, userId)).get();
  if (gate?.lockedUntil && gate.lockedUntil > now) return refused(429, gateLockedMessage(gate.lockedUntil));
  const limit = await consumeRateLimit(db, "adminCode", `${clientKey(request)}:${userId}`);
  if (!limit.allowed) return refused(429, RATE_LIMITED_MESSAGE);
  const windowStart = now.getTime() - GATE_FAILURE_WINDOW_MS;
  const [attempt] = await db
    .insert(adminGateFailures)
    .select(
      sql`select null, ${userId}, ${now.getTime()} where (select count(*) from ${adminGateFailures} where ${adminGateFailures.userId} = ${userId} and ${adminGateFailures.at} > ${windowStart}) < ${GATE_FAILURE_LIMIT}
          and not exists (select 1 from ${adminGate} where ${adminGate.userId} = ${userId} and ${adminGate.lockedUntil} > ${now.getTime()})`,
    )
    .returning({ id: adminGateFailures.id });
  // Refused only when a concurrent failure is just locking the account.
  return attempt ? { attemptId: attempt.id } : refused(429, gateLockedMessage(null));
}

/**
 * Keeps the attempt as a failure, in the audit log too. The failure that makes the day's tenth locks
 * the account's gate for 24 hours, once, and every administrator is e-mailed: the lock's event is kept in
 * the same batch and sent after the response (`later`).
 */
async function recordFailure(env: Env, db: Db, actor: AuditActor, reason: GateFailureReason, now: Date, later?: AfterResponse): Promise<GateRefusal> {
  const windowStart = now.getTime() - GATE_FAILURE_WINDOW_MS;
  const lockedUntil = new Date(now.getTime() + GATE_LOCK_MS);
  const event = { id: crypto.randomUUID(), type: "admin_gate_locked" as const, userId: actor.userId, lockedUntil: lockedUntil.toISOString() };
  const failures = sql`(select count(*) from ${adminGateFailures} where ${adminGateFailures.userId} = ${actor.userId} and ${adminGateFailures.at} > ${windowStart})`;
  const [, , lock] = await db.batch([
    auditEntry(db, actor, "admin_gate_failed", null, { reason }, now),
    db.delete(adminGateFailures).where(and(eq(adminGateFailures.userId, actor.userId), lte(adminGateFailures.at, new Date(windowStart)))),
    db
      .insert(adminGate)
      .select(sql`select ${actor.userId}, ${lockedUntil.getTime()}, null where ${failures} >= ${GATE_FAILURE_LIMIT}`)
      .onConflictDoUpdate({ target: adminGate.userId, set: { lockedUntil }, setWhere: or(isNull(adminGate.lockedUntil), lte(adminGate.lockedUntil, now)) })
      .returning({ userId: adminGate.userId }),
    // The lock's entry, written only when the statement just before set the lock. Matching the lock's
    // time alone is not enough: parallel requests in workerd often share one `now`, so their locks'
    // times are equal, and each batch would log the lock that only the first one set.
    db.insert(auditLog).select(
      db
        .select(auditColumns(actor, "admin_gate_locked", sql`null`, sql`json_object('until', ${lockedUntil.toISOString()})`, now))
        .from(adminGate)
        .where(and(eq(adminGate.userId, actor.userId), eq(adminGate.lockedUntil, lockedUntil), sql`changes() = 1`)),
    ),
    // The lock's event, kept only when the statement just before wrote the lock's entry, so only by the request that set the lock.
    keepEventWhere(db, event, sql`changes() = 1`),
  ]);
  if (lock.length === 0) return refused(400, reason === "password" ? WRONG_PASSWORD : WRONG_ADMIN_CODES);
  await sendKeptEvents(env, [event], later);
  return refused(429, gateLockedMessage(lockedUntil));
}

/** Takes the TOTP step for this account unless it, or a later one, was already used: no code works twice. */
async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .insert(adminGate)
    .values({ userId, totpStep: step })
    .onConflictDoUpdate({ target: adminGate.userId, set: { totpStep: step }, setWhere: or(isNull(adminGate.totpStep), lt(adminGate.totpStep, step)) })
    .returning({ userId: adminGate.userId });
  return claimed.length > 0;
}

function failureReason(codeRight: boolean, totpRight: boolean): GateFailureReason | null {
  if (codeRight && totpRight) return null;
  if (codeRight) return "totp";
  return totpRight ? "code" : "code_and_totp";
}

/**
 * The gate: the shop's access code (compared in constant time) and the account's current TOTP code,
 * together. The first success after an enrolment confirms it. Locks, limits and failures as above;
 * a locked account is refused whatever it sends, the right codes too.
 */
export async function authorizeAdmin(
  env: Env,
  request: Request,
  customer: Customer,
  codes: { code: string; totp: string },
  later?: AfterResponse,
): Promise<{ ok: true } | GateRefusal> {
  const db = getDb(env);
  const now = new Date();
  const userId = customer.user.id;
  const totp = await loadTotp(getAuth(env), db, userId);
  if (!totp) return refused(409, ENROL_FIRST);
  if (totp === "unreadable") return refused(409, TOTP_UNREADABLE);
  const attempt = await beginAttempt(db, request, userId, now);
  if (!("attemptId" in attempt)) return attempt;
  const actor = auditActor(customer, request);
  const step = await matchTotpStep(totp.secret, codes.totp, now);
  const reason = failureReason(sameCode(codes.code, env.ADMIN_ACCESS_CODE), step !== null);
  if (reason) return recordFailure(env, db, actor, reason, now, later);
  if (!(await claimTotpStep(db, userId, step!))) return recordFailure(env, db, actor, "totp_reused", now, later);
  const passed = [
    db.update(sessions).set({ adminAuthorizedAt: now, adminSeenAt: now }).where(eq(sessions.id, customer.sessionId)),
    db.delete(adminGateFailures).where(eq(adminGateFailures.id, attempt.attemptId)),
    auditEntry(db, actor, "admin_gate_passed", null, null, now),
  ] as const;
  if (totp.verified) await db.batch(passed);
  else await db.batch([db.update(twoFactor).set({ verified: true }).where(eq(twoFactor.userId, userId)), auditEntry(db, actor, "admin_totp_enrolled", null, null, now), ...passed]);
  return { ok: true };
}

/**
 * Enrolment, on the first visit: with the account's password again, better-auth's twoFactor plugin
 * makes a new secret (replacing an unconfirmed one) for the page to show. It counts as an attempt
 * at the gate: a wrong password is a failure like a wrong code.
 */
export async function startTotpEnrolment(
  env: Env,
  request: Request,
  customer: Customer,
  password: string,
  later?: AfterResponse,
): Promise<{ ok: true; enrolment: TotpEnrolment } | GateRefusal> {
  const db = getDb(env);
  const now = new Date();
  if (await totpConfirmed(db, customer.user.id)) return refused(409, ALREADY_ENROLLED);
  const attempt = await beginAttempt(db, request, customer.user.id, now);
  if (!("attemptId" in attempt)) return attempt;
  const release = () => db.delete(adminGateFailures).where(eq(adminGateFailures.id, attempt.attemptId));
  let enabled: Awaited<ReturnType<Auth["api"]["enableTwoFactor"]>>;
  try {
    enabled = await getAuth(env).api.enableTwoFactor({ headers: request.headers, body: { password, method: "totp" } });
  } catch (error) {
    const code = error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : undefined;
    if (code === "INVALID_PASSWORD") return recordFailure(env, db, auditActor(customer, request), "password", now, later);
    // Anything else was no guess: the attempt is not a failure.
    await release();
    throw error;
  }
  await release();
  if (enabled.method !== "totp") throw new Error("the two-factor plugin enabled no TOTP");
  return { ok: true, enrolment: enrolmentView(enabled.totpURI) };
}

/** Leaving the panel ends the gate in this session; the shop session stays. */
export async function leaveAdmin(env: Env, customer: Customer): Promise<void> {
  await getDb(env).update(sessions).set({ adminAuthorizedAt: null, adminSeenAt: null }).where(eq(sessions.id, customer.sessionId));
}
