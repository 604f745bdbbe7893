import { eq, sql } from "drizzle-orm";
import { loginFailures, rateLimits } from "~/db/schema";
import { clientAddressKey } from "~/lib/client-address";
import { LOGIN_FAILURE_MEMORY_SECONDS, LOGIN_LOCK_TABLE, loginLockSeconds } from "~/lib/limits";
import type { Db } from "./db.server";

/** Each limited action: how many attempts one key (a client, an account, a recipient) may make in any window of that length. */
export const rateLimitRules = {
  enquiry: { limit: 5, windowSeconds: 600 },
  /** Free fabric samples, per client; each e-mail and postal address is limited too (app/lib/limits.ts). */
  sampleRequest: { limit: 5, windowSeconds: 600 },
  order: { limit: 10, windowSeconds: 600 },
  promo: { limit: 20, windowSeconds: 600 },
  adminCode: { limit: 5, windowSeconds: 900 },
  login: { limit: 10, windowSeconds: 600 },
  register: { limit: 5, windowSeconds: 3600 },
  /** Entering a verification code: each code also allows only 5 tries. */
  code: { limit: 15, windowSeconds: 600 },
  /** Asking for a verification code to be e-mailed again, per client. */
  codeSend: { limit: 5, windowSeconds: 600 },
  /** Verification code e-mails (registration, resend) per mailbox (mailboxKey), whoever asks and from wherever. */
  codeEmail: { limit: 3, windowSeconds: 3600 },
  /** Asking for a password reset e-mail, per client. */
  resetRequest: { limit: 5, windowSeconds: 600 },
  /** Password reset e-mails per mailbox (mailboxKey); app/lib/limits.ts resetRequestOutcome says when one is sent over it. */
  resetEmail: { limit: 3, windowSeconds: 3600 },
  /**
   * Trying a reset code (steps 2 and 3 of /forgot-password), per client. A wrong try never spends the
   * code, so these two limits are what keep six digits unguessable: one client gets 5 tries an hour (a
   * 1 in 200 000 chance an hour), and all clients together 20 tries an hour at one mailbox (1 in 50 000
   * an hour, under 0.05 % a day), however many addresses they come from. A few clients at their limit
   * leave the owner's code working; more make it wait, and the e-mail's link, which takes no try, works
   * throughout.
   */
  resetCode: { limit: 5, windowSeconds: 3600 },
  /** Trying a reset code, per mailbox (mailboxKey) from all clients together: see resetCode. */
  resetCodeMailbox: { limit: 20, windowSeconds: 3600 },
  unverifiedMail: { limit: 3, windowSeconds: 3600 }, // any e-mail to an unverified address, per recipient; fresh-link requests, per order and per client
} as const;
export type RateLimitedAction = keyof typeof rateLimitRules;

export const RATE_LIMITED_MESSAGE = "Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.";

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The client as Cloudflare sees it, an IPv6 client by its /64; locally there is no such header and everyone shares one key. */
export function clientKey(request: Request): string {
  const address = request.headers.get("CF-Connecting-IP");
  return address ? clientAddressKey(address) : "local";
}

/**
 * Counts one attempt and says whether it is within the limit: at most `limit` attempts let through in
 * any `windowSeconds`, however they fall (a sliding window: a burst at the end of one window and the
 * start of the next gets the limit once, not twice). Refused attempts do not count. One atomic upsert
 * per call, so concurrent requests from many isolates count exactly.
 */
export async function consumeRateLimit(db: Db, action: RateLimitedAction, key: string, now = Date.now()): Promise<RateLimitResult> {
  const { limit, windowSeconds } = rateLimitRules[action];
  const windowMs = windowSeconds * 1000;
  const cutoff = now - windowMs;
  // The row's attempts still inside the window (the statement sees the row as it was before it).
  const live = sql`select value from json_each(${rateLimits.hits}) where value > ${cutoff}`;
  const fits = sql`(select count(*) from (${live})) < ${limit}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: `${action}:${key}`, hits: [now], refused: 0, expiresAt: now + windowMs })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${fits}
          then (select json_group_array(value) from (${live} union all select cast(${now} as integer)))
          else (select json_group_array(value) from (${live})) end`,
        refused: sql`case when ${fits} then 0 else ${rateLimits.refused} + 1 end`,
        expiresAt: sql`case when ${fits} then max(${rateLimits.expiresAt}, ${now + windowMs}) else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, refused: rateLimits.refused });
  if (!row || row.refused === 0) return { allowed: true };
  // The next attempt fits when the oldest one still counted leaves the window.
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((Math.min(...row.hits) + windowMs - now) / 1000)) };
}

/**
 * One login attempt on an account (the typed address, whether or not it has an account, so a lock tells
 * nothing about who is registered). A locked account refuses it before any password is checked. Otherwise
 * it is counted as a failure at once (one atomic upsert), so concurrent guesses cannot all slip in before
 * the lock: the 5th in a row locks the account (1 minute, doubling up to 1 hour), and a success clears
 * the count with clearLoginFailures.
 */
export async function beginLoginAttempt(db: Db, account: string, now = Date.now()): Promise<RateLimitResult> {
  const locked = sql`${loginFailures.lockedUntil} > ${now}`;
  // A streak whose memory ran out starts again.
  const failures = sql`case when ${loginFailures.expiresAt} <= ${now} then 1 else ${loginFailures.failures} + 1 end`;
  const lastIndex = LOGIN_LOCK_TABLE.length - 1;
  const lockTable = JSON.stringify(LOGIN_LOCK_TABLE);
  // D1 binds every number as a real: the index is cast, or the path would read "$[11.0]".
  const lockSeconds = sql`json_extract(${lockTable}, '$[' || cast(min(${failures}, ${lastIndex}) as integer) || ']')`;
  const [row] = await db
    .insert(loginFailures)
    .values({ key: account, failures: 1, lockedUntil: now + loginLockSeconds(1) * 1000, refused: 0, expiresAt: now + LOGIN_FAILURE_MEMORY_SECONDS * 1000 })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${locked} then ${loginFailures.failures} else ${failures} end`,
        lockedUntil: sql`case when ${locked} then ${loginFailures.lockedUntil} else ${now} + ${lockSeconds} * 1000 end`,
        refused: sql`case when ${locked} then ${loginFailures.refused} + 1 else 0 end`,
        expiresAt: sql`case when ${locked} then ${loginFailures.expiresAt} else ${now + LOGIN_FAILURE_MEMORY_SECONDS * 1000} end`,
      },
    })
    .returning({ lockedUntil: loginFailures.lockedUntil, refused: loginFailures.refused });
  if (!row || row.refused === 0) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((row.lockedUntil - now) / 1000)) };
}

/** The password was right: the account's streak of failures is over. */
export async function clearLoginFailures(db: Db, account: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, account));
}
