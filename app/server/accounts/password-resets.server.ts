import { timingSafeEqual } from "node:crypto";
import { and, eq, exists, gt, sql } from "drizzle-orm";
import { account as accounts, passwordResets, profiles, session as sessions, user as users } from "~/db/schema";
import { resetPasswordPath } from "~/lib/account-paths";
import { PASSWORD_RESET_TTL_SECONDS } from "~/lib/limits";
import { hashPassword } from "./auth.server";
import type { Db } from "../platform/db.server";
import { keepEvent, sendKeptEvent } from "../platform/event-outbox.server";
import { base64url, signBytes } from "../platform/worker-secret.server";

// An account's password reset (docs/decisions/2026-11-28-password-reset-link.md): one row, whose seed
// gives the e-mail's 6-digit code and its link's 256-bit token. A wrong code or token changes nothing
// here; tries are limited per client and per mailbox by the callers (app/server/accounts/customers.server.ts).

type SecretEnv = Pick<Env, "AUTH_SECRET">;

const TTL_MS = PASSWORD_RESET_TTL_SECONDS * 1000;

/** The code and the link's token of the reset with this seed: derived under the worker's secret, so neither is kept or queued. */
async function resetSecrets(env: SecretEnv, seed: string): Promise<{ code: string; token: string }> {
  const [codeBytes, tokenBytes] = await Promise.all([signBytes(env, "password-reset", `code:${seed}`), signBytes(env, "password-reset", `link:${seed}`)]);
  // 48 bits modulo a million: each code as likely as any other to within a few parts in a billion.
  const number = codeBytes.subarray(0, 6).reduce((value, byte) => value * 256 + byte, 0);
  return { code: String(number % 1_000_000).padStart(6, "0"), token: base64url(tokenBytes) };
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * E-mails the account its reset: the one still working again, with its hour renewed, or else a new
 * one. A single upsert picks which, so a request never replaces a reset an earlier e-mail carries; the
 * event is written in the same batch, so the e-mail is sent exactly when the reset is written.
 */
export async function sendPasswordReset(env: Pick<Env, "EVENTS" | "DB">, db: Db, userId: string, now = Date.now()): Promise<void> {
  const event = { id: crypto.randomUUID(), type: "password_reset" as const, userId };
  const fresh = base64url(crypto.getRandomValues(new Uint8Array(32)));
  await db.batch([
    db
      .insert(passwordResets)
      .values({ userId, seed: fresh, expiresAt: now + TTL_MS })
      .onConflictDoUpdate({
        target: passwordResets.userId,
        set: { seed: sql`case when ${passwordResets.expiresAt} > ${now} then ${passwordResets.seed} else excluded.seed end`, expiresAt: now + TTL_MS },
      }),
    keepEvent(db, event),
  ]);
  await sendKeptEvent(env, event);
}

/** The account with this address and whether a reset of it works now; null without an account. */
export async function findAccountReset(db: Db, email: string, now = Date.now()): Promise<{ userId: string; working: boolean } | null> {
  const row = await db
    .select({ userId: users.id, expiresAt: passwordResets.expiresAt })
    .from(users)
    .leftJoin(passwordResets, eq(passwordResets.userId, users.id))
    .where(eq(users.email, email.trim().toLowerCase()))
    .get();
  return row ? { userId: row.userId, working: (row.expiresAt ?? 0) > now } : null;
}

/** What the reset e-mail of the account carries now (its address, code and link's path); null once the reset was used or expired. */
export async function emailedReset(env: SecretEnv, db: Db, userId: string, now = Date.now()): Promise<{ email: string; code: string; path: string } | null> {
  const row = await db
    .select({ email: users.email, seed: passwordResets.seed })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(eq(passwordResets.userId, userId), gt(passwordResets.expiresAt, now)))
    .get();
  if (!row) return null;
  const { code, token } = await resetSecrets(env, row.seed);
  return { email: row.email, code, path: resetPasswordPath(row.email, token) };
}

/** The reset a right code or token proves, for setNewPassword. */
export type ProvenReset = { userId: string; seed: string };

/**
 * What a code, or a link's token, proves for the account with this address: its reset, or why not. An
 * expired reset is told apart only to whoever holds its code or token; anything else is just wrong.
 */
export async function proveReset(
  env: SecretEnv,
  db: Db,
  email: string,
  proof: { code: string } | { token: string },
  now = Date.now(),
): Promise<{ verdict: "right"; reset: ProvenReset } | { verdict: "wrong" | "expired" }> {
  const row = await db
    .select({ userId: passwordResets.userId, seed: passwordResets.seed, expiresAt: passwordResets.expiresAt })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(users.email, email.trim().toLowerCase()))
    .get();
  if (!row) return { verdict: "wrong" };
  const secrets = await resetSecrets(env, row.seed);
  const right = "code" in proof ? sameText(proof.code, secrets.code) : sameText(proof.token, secrets.token);
  if (!right) return { verdict: "wrong" };
  return row.expiresAt > now ? { verdict: "right", reset: { userId: row.userId, seed: row.seed } } : { verdict: "expired" };
}

/**
 * Sets the new password while the proven reset still works, and uses the reset up, in one batch: every
 * statement holds only while the reset row is there, and the last deletes it, so a reset sets a password
 * at most once however many requests race. Every session of the account ends, and the address counts as
 * verified (the e-mail reached it). False when the reset was used or expired meanwhile.
 */
export async function setNewPassword(db: Db, { userId, seed }: ProvenReset, password: string, now = Date.now()): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const theReset = and(eq(passwordResets.userId, userId), eq(passwordResets.seed, seed), gt(passwordResets.expiresAt, now));
  const stillWorking = exists(db.select({ seed: passwordResets.seed }).from(passwordResets).where(theReset));
  const changedAt = new Date(now);
  const [, , , , used] = await db.batch([
    db
      .update(accounts)
      .set({ password: passwordHash, updatedAt: changedAt })
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential"), stillWorking)),
    db.delete(sessions).where(and(eq(sessions.userId, userId), stillWorking)),
    db
      .update(users)
      .set({ emailVerified: true, updatedAt: changedAt })
      .where(and(eq(users.id, userId), stillWorking)),
    db
      .update(profiles)
      .set({ accountVerified: true, updatedAt: changedAt })
      .where(and(eq(profiles.id, userId), stillWorking)),
    db.delete(passwordResets).where(theReset).returning({ userId: passwordResets.userId }),
  ]);
  return used.length > 0;
}
