import { APIError } from "better-auth/api";
import { eq, or, type Column, type SQL } from "drizzle-orm";
import { profiles, user as users } from "~/db/schema";
import type { AdminStep } from "~/lib/admin-gate";
import { INVALID_RESET_LINK } from "~/lib/account-texts";
import type { FieldErrors } from "~/lib/forms";
import { codeEmailsLimitedMessage, loginLockedMessage, resetCodeLimitedMessage, resetRequestOutcome } from "~/lib/limits";
import { mailboxKey } from "~/lib/mailbox";
import { fullAddress, type ProfileUpdate, type Registration } from "~/lib/schemas/account";
import { getAuth, SESSION_COOKIE } from "./auth.server";
import { getDb, type Db } from "../platform/db.server";
import { findAccountReset, type ProvenReset, proveReset, sendPasswordReset, setNewPassword } from "./password-resets.server";
import { beginLoginAttempt, clearLoginFailures, clientKey, consumeRateLimit, RATE_LIMITED_MESSAGE, rateLimitRules, type RateLimitedAction } from "../platform/rate-limit.server";

export type AccountResult = { ok: true; headers: Headers } | { ok: false; status: 400 | 401 | 403 | 409 | 429 | 503; message: string; errors?: FieldErrors };

const fail = (status: 400 | 401 | 403 | 409 | 429 | 503, message: string, errors?: FieldErrors): AccountResult => ({ ok: false, status, message, errors });
const done = (headers = new Headers()): AccountResult => ({ ok: true, headers });

function errorCode(error: unknown): string | undefined {
  return error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : undefined;
}

async function limited(env: Env, request: Request, action: RateLimitedAction): Promise<AccountResult | null> {
  const result = await consumeRateLimit(getDb(env), action, clientKey(request));
  return result.allowed ? null : fail(429, RATE_LIMITED_MESSAGE);
}

/**
 * One more code e-mail (verification, or password reset: each kind has its own cap) to the mailbox of
 * `email`, however it is spelt: counted for every request, whether the address has an account, is
 * verified or is sent anything, so the answer tells nobody which it is.
 */
async function mailboxLimited(env: Env, action: "codeEmail" | "resetEmail", email: string): Promise<AccountResult | null> {
  const result = await consumeRateLimit(getDb(env), action, mailboxKey(email));
  return result.allowed ? null : fail(429, codeEmailsLimitedMessage(rateLimitRules[action].limit, result.retryAfterSeconds));
}

/** Runs one step (a better-auth call, or the shop's own work in D1): its value, or its known error as the spec's Polish message, else `fallback`. */
async function attempt<T>(run: () => Promise<T>, messages: Record<string, AccountResult>, fallback: AccountResult): Promise<{ value: T } | { refusal: AccountResult }> {
  try {
    return { value: await run() };
  } catch (error) {
    const known = messages[errorCode(error) ?? ""];
    if (known) return { refusal: known };
    console.error(JSON.stringify({ source: "accounts", error: String(error), code: errorCode(error) }));
    return { refusal: fallback };
  }
}

/** attempt for a step whose value is not needed: null, or the refusal. */
async function call(run: () => Promise<unknown>, messages: Record<string, AccountResult>, fallback: AccountResult): Promise<AccountResult | null> {
  const result = await attempt(run, messages, fallback);
  return "refusal" in result ? result.refusal : null;
}

/**
 * Creates the account unverified with its profile; better-auth e-mails the 6-digit code through
 * the events queue. Nobody is signed in until the code is confirmed.
 */
export async function register(env: Env, request: Request, form: Registration): Promise<AccountResult> {
  const refused = await limited(env, request, "register");
  if (refused) return refused;
  const alreadyRegistered = fail(409, "Ten email jest już zarejestrowany. Zaloguj się.", { email: "Ten email jest już zarejestrowany. Zaloguj się." });
  // better-auth answers a taken address with a fake success when verification is required; the spec wants it said.
  if (await getDb(env).select({ id: users.id }).from(users).where(eq(users.email, form.email)).get()) return alreadyRegistered;
  const tooManyCodes = await mailboxLimited(env, "codeEmail", form.email);
  if (tooManyCodes) return tooManyCodes;
  const auth = getAuth(env);
  let userId: string | undefined;
  const failed = await call(
    async () => {
      const result = await auth.api.signUpEmail({ body: { email: form.email, password: form.password, name: `${form.firstName} ${form.lastName}` }, headers: request.headers });
      userId = result.user.id;
    },
    {
      USER_ALREADY_EXISTS: alreadyRegistered,
      USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: alreadyRegistered,
      INVALID_EMAIL: fail(400, "Nieprawidłowy format adresu email.", { email: "Nieprawidłowy format adresu email." }),
      PASSWORD_TOO_SHORT: fail(400, "Hasło musi mieć co najmniej 8 znaków.", { password: "Hasło musi mieć co najmniej 8 znaków." }),
    },
    fail(503, "Błąd rejestracji. Spróbuj ponownie."),
  );
  if (failed) return failed;
  const profile = {
    firstName: form.firstName,
    lastName: form.lastName,
    phone: form.phone,
    street: form.street,
    houseNumber: form.houseNumber,
    apartmentNumber: form.apartmentNumber,
    city: form.city,
    postalCode: form.postalCode,
    privacyPolicyAccepted: form.privacyPolicyAccepted,
    termsAccepted: form.termsAccepted,
  };
  await getDb(env)
    .insert(profiles)
    .values({ id: userId!, ...profile, fullAddress: fullAddress(profile) })
    .onConflictDoNothing();
  return done();
}

const wrongCode = fail(400, "Nieprawidłowy kod weryfikacyjny", { code: "Nieprawidłowy kod weryfikacyjny" });
const expiredCode = fail(400, "Kod wygasł. Wyślij nowy kod.", { code: "Kod wygasł. Wyślij nowy kod." });
const codeMessages = {
  INVALID_OTP: wrongCode,
  OTP_EXPIRED: expiredCode,
  TOO_MANY_ATTEMPTS: fail(400, "Wykorzystano limit prób dla tego kodu. Wyślij nowy kod.", { code: "Wykorzystano limit prób dla tego kodu. Wyślij nowy kod." }),
  // An unknown address gets the same answer as a wrong code: the form does not tell who has an account.
  USER_NOT_FOUND: wrongCode,
};

export async function verifyEmail(env: Env, request: Request, email: string, code: string): Promise<AccountResult> {
  const refused = await limited(env, request, "code");
  if (refused) return refused;
  const failed = await call(
    () => getAuth(env).api.verifyEmailOTP({ body: { email, otp: code }, headers: request.headers }),
    codeMessages,
    fail(503, "Błąd podczas weryfikacji kodu"),
  );
  if (failed) return failed;
  const db = getDb(env);
  const account = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
  if (account) await db.update(profiles).set({ accountVerified: true, updatedAt: new Date() }).where(eq(profiles.id, account.id));
  return done();
}

/**
 * The verification code again (the outstanding one while it is valid), only to an account still to be
 * verified; the answer is the same for an unknown or already verified address, which are sent nothing.
 */
export async function resendVerificationCode(env: Env, request: Request, email: string): Promise<AccountResult> {
  const refused = (await limited(env, request, "codeSend")) ?? (await mailboxLimited(env, "codeEmail", email));
  if (refused) return refused;
  const account = await getDb(env).select({ emailVerified: users.emailVerified }).from(users).where(eq(users.email, email)).get();
  if (!account || account.emailVerified) return done();
  const failed = await call(
    () => getAuth(env).api.sendVerificationOTP({ body: { email, type: "email-verification" }, headers: request.headers }),
    {},
    fail(503, "Błąd podczas wysyłania kodu"),
  );
  return failed ?? done();
}

/**
 * Limited per client and per account: an account locked by failures in a row refuses every password,
 * the right one too, with the same message.
 */
export async function signIn(env: Env, request: Request, email: string, password: string): Promise<AccountResult> {
  const refused = await limited(env, request, "login");
  if (refused) return refused;
  const db = getDb(env);
  const account = email.trim().toLowerCase();
  const attempt = await beginLoginAttempt(db, account);
  if (!attempt.allowed) return fail(429, loginLockedMessage(attempt.retryAfterSeconds));
  let headers = new Headers();
  const failed = await call(
    async () => {
      const result = await getAuth(env).api.signInEmail({ body: { email, password }, headers: request.headers, returnHeaders: true });
      headers = result.headers;
    },
    {
      INVALID_EMAIL_OR_PASSWORD: fail(401, "Nieprawidłowy email lub hasło."),
      INVALID_EMAIL: fail(401, "Nieprawidłowy email lub hasło."),
      EMAIL_NOT_VERIFIED: fail(403, "Potwierdź adres email przed zalogowaniem. Sprawdź swoją skrzynkę pocztową."),
    },
    fail(503, "Błąd logowania: usługa jest chwilowo niedostępna. Spróbuj ponownie."),
  );
  // The password was right (403: only the address is still to be confirmed): the streak of failures is over.
  if (!failed || (!failed.ok && failed.status === 403)) await clearLoginFailures(db, account);
  return failed ?? done(headers);
}

export async function signOut(env: Env, request: Request): Promise<Headers> {
  try {
    const result = await getAuth(env).api.signOut({ headers: request.headers, returnHeaders: true });
    return result.headers;
  } catch {
    // Nothing to sign out of (no or expired session): the visitor is signed out either way.
    return new Headers();
  }
}

/**
 * Forgot password, step 1: an account is sent its reset, or an unknown address gets the same answer,
 * within the mailbox's hourly cap of reset e-mails; over it only an account with no reset still working
 * is sent one (resetRequestOutcome), so the cap never leaves the owner without an e-mail that works.
 */
export async function requestPasswordReset(env: Env, request: Request, email: string): Promise<AccountResult> {
  const refused = await limited(env, request, "resetRequest");
  if (refused) return refused;
  const db = getDb(env);
  const overCap = await mailboxLimited(env, "resetEmail", email);
  const account = await findAccountReset(db, email);
  const outcome = resetRequestOutcome(!overCap, !account ? "none" : account.working ? "working" : "idle");
  if (outcome === "refuse") return overCap!;
  if (outcome === "answer") return done();
  const failed = await call(() => sendPasswordReset(env, db, account!.userId), {}, fail(503, "Wystąpił błąd podczas wysyłania kodu"));
  return failed ?? done();
}

/**
 * A reset code tried from this client, counted before it is checked (so concurrent tries cannot slip
 * past) against the client's and the mailbox's tries: rateLimitRules.resetCode says why that keeps six
 * digits unguessable. A wrong code spends nothing else; the owner's code keeps working.
 */
async function tryResetCode(env: Env, request: Request, email: string, code: string): Promise<{ reset: ProvenReset } | { refusal: AccountResult }> {
  const db = getDb(env);
  for (const [action, key] of [
    ["resetCode", clientKey(request)],
    ["resetCodeMailbox", mailboxKey(email)],
  ] as const) {
    const result = await consumeRateLimit(db, action, key);
    if (!result.allowed) return { refusal: fail(429, resetCodeLimitedMessage(result.retryAfterSeconds)) };
  }
  const proof = await attempt(() => proveReset(env, db, email, { code }), {}, fail(503, "Błąd podczas weryfikacji kodu"));
  if ("refusal" in proof) return proof;
  if (proof.value.verdict === "right") return { reset: proof.value.reset };
  return { refusal: proof.value.verdict === "expired" ? expiredCode : wrongCode };
}

/** Sets the new password with a proven reset: `notUsable` when the reset was used or expired meanwhile. */
async function changePassword(env: Env, reset: ProvenReset, password: string, notUsable: AccountResult): Promise<AccountResult> {
  const changed = await attempt(() => setNewPassword(getDb(env), reset, password), {}, fail(503, "Wystąpił błąd podczas zmiany hasła"));
  if ("refusal" in changed) return changed.refusal;
  return changed.value ? done() : notUsable;
}

/** Forgot password, step 2: the code is right and still valid (it stays usable for step 3). */
export async function checkResetCode(env: Env, request: Request, email: string, code: string): Promise<AccountResult> {
  const tried = await tryResetCode(env, request, email, code);
  return "refusal" in tried ? tried.refusal : done();
}

/** A code that no longer sets a password, in the spec's 'Błąd podczas zmiany hasła: {message}'. */
const passwordNotChanged = (refusal: AccountResult) => (refusal.ok || refusal.status === 429 ? refusal : { ...refusal, message: `Błąd podczas zmiany hasła: ${refusal.message}` });

/** Forgot password, step 3: really changes the password, uses the reset up and ends every session of the account. */
export async function resetPassword(env: Env, request: Request, email: string, code: string, password: string): Promise<AccountResult> {
  const tried = await tryResetCode(env, request, email, code);
  if ("refusal" in tried) return passwordNotChanged(tried.refusal);
  return changePassword(env, tried.reset, password, passwordNotChanged(wrongCode));
}

const invalidLink = fail(400, INVALID_RESET_LINK, { token: INVALID_RESET_LINK });

/**
 * Whether the e-mailed link (its address and token) works now. Checking it spends nothing, so opening it
 * from anywhere (any site can make a browser open a URL) harms nobody, and 256 bits need no count of tries.
 */
export async function checkResetLink(env: Env, email: string, token: string): Promise<boolean> {
  return (await proveReset(env, getDb(env), email, { token })).verdict === "right";
}

/** The e-mailed link's form: like step 3, with the link's token for the code; a wrong, used or expired link refuses with `token`. */
export async function resetPasswordWithLink(env: Env, email: string, token: string, password: string): Promise<AccountResult> {
  const proof = await proveReset(env, getDb(env), email, { token });
  return proof.verdict === "right" ? changePassword(env, proof.reset, password, invalidLink) : invalidLink;
}

export type Profile = typeof profiles.$inferSelect;

export interface Customer {
  user: { id: string; email: string; emailVerified: boolean; createdAt: Date };
  sessionId: string;
  /** The back-office gate in this session (app/lib/admin-gate.ts says when it still holds). */
  adminStep: AdminStep;
  profile: Profile;
}

/**
 * The rows a customer made (orders, enquiries, sample requests): those of their account, and those with the
 * account's e-mail, but the e-mail only once the account has proven it owns it; otherwise signing up with someone
 * else's address would show their guest orders. Stored e-mails are lower-cased, so an index on the column holds.
 */
export function madeBy({ user }: Pick<Customer, "user">, row: { userId: Column; email: Column }): SQL {
  const byUser = eq(row.userId, user.id);
  return user.emailVerified ? or(byUser, eq(row.email, user.email.toLowerCase()))! : byUser;
}

/** The profile, created empty on first use when it is missing (an account made before profiles existed, say). */
export async function ensureProfile(db: Db, userId: string, emailVerified: boolean): Promise<Profile> {
  const existing = await db.select().from(profiles).where(eq(profiles.id, userId)).get();
  if (existing) return existing;
  const [created] = await db.insert(profiles).values({ id: userId, accountVerified: emailVerified }).onConflictDoNothing().returning();
  return created ?? (await db.select().from(profiles).where(eq(profiles.id, userId)).get())!;
}

const optionalDate = (value: Date | string | number | null | undefined) => (value == null ? null : new Date(value));

/** The signed-in customer, or null. Reads the database only when the request carries a session cookie. */
export async function getCustomer(env: Env, request: Request): Promise<Customer | null> {
  if (!request.headers.get("Cookie")?.includes(SESSION_COOKIE)) return null;
  const found = await getAuth(env).api.getSession({ headers: request.headers });
  if (!found) return null;
  const profile = await ensureProfile(getDb(env), found.user.id, found.user.emailVerified);
  return {
    user: { id: found.user.id, email: found.user.email, emailVerified: found.user.emailVerified, createdAt: found.user.createdAt },
    sessionId: found.session.id,
    adminStep: { authorizedAt: optionalDate(found.session.adminAuthorizedAt), seenAt: optionalDate(found.session.adminSeenAt) },
    profile,
  };
}

/** Saves the changed fields; full_address follows the address. */
export async function updateProfile(db: Db, current: Profile, changes: ProfileUpdate): Promise<Profile | undefined> {
  const next = { ...current, ...changes };
  const [updated] = await db
    .update(profiles)
    .set({ ...changes, fullAddress: fullAddress(next), updatedAt: new Date() })
    .where(eq(profiles.id, current.id))
    .returning();
  return updated;
}

/** What the checkout form starts with for a signed-in customer: the account's e-mail and the profile. */
export function checkoutPrefill({ user, profile }: Customer) {
  return {
    email: user.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    street: profile.street,
    houseNumber: profile.houseNumber,
    apartmentNumber: profile.apartmentNumber ?? "",
    city: profile.city,
    postalCode: profile.postalCode,
  };
}
export type CheckoutPrefill = ReturnType<typeof checkoutPrefill>;
