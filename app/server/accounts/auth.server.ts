import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { emailOTP, twoFactor as twoFactorPlugin } from "better-auth/plugins";
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { account, session, twoFactor, user, verification } from "~/db/schema";
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from "~/lib/admin-gate";
import { getDb } from "../platform/db.server";
import { enqueueEvent } from "../platform/event-outbox.server";
import { verificationCodeEvent } from "./verification-codes.server";

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;
// Native scrypt (about 90 ms here); the pure-JS default would blow the Workers CPU budget.
const SCRYPT = { N: 16384, r: 16, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 64;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password.normalize("NFKC"), salt, KEY_LENGTH, SCRYPT);
  return `${salt.toString("hex")}:${key.toString("hex")}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const [saltHex, keyHex] = hash.split(":");
  if (!saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, "hex");
  const key = await scryptAsync(password.normalize("NFKC"), Buffer.from(saltHex, "hex"), expected.length, SCRYPT);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Verification codes live 10 minutes (from the last time they were sent), are stored encrypted, and allow 5 tries. */
export const CODE_TTL_SECONDS = 600;
export const CODE_ATTEMPTS = 5;
export const SESSION_COOKIE = "sesja";

/** Plain http is allowed only on localhost; anywhere else the cookies are `__Host-`, Secure. */
export function isSecureDeployment(env: Pick<Env, "SHOP_PUBLIC_URL">): boolean {
  return new URL(env.SHOP_PUBLIC_URL).protocol === "https:";
}

/** A cookie's name: over https `__Host-` (Secure, path /, no domain), so no sibling subdomain can plant it. */
export function cookieName(env: Pick<Env, "SHOP_PUBLIC_URL">, name: string): string {
  return isSecureDeployment(env) ? `__Host-${name}` : name;
}

/**
 * better-auth made from the deployment's configuration. Its HTTP handler is not mounted: the shop's own
 * route actions call its server API, validate input with the shop's schemas, rate-limit in D1 and answer
 * in Polish.
 */
function createAuth(env: Env) {
  const secure = isSecureDeployment(env);
  return betterAuth({
    appName: env.SHOP_NAME,
    baseURL: env.SHOP_PUBLIC_URL,
    secret: env.AUTH_SECRET,
    database: drizzleAdapter(getDb(env), { provider: "sqlite", schema: { user, session, account, verification, twoFactor } }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      // The spec's reset minimum (6); registration demands 8 with a letter in its own schema.
      minPasswordLength: 6,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    emailVerification: { autoSignInAfterVerification: false },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // The back-office gate in this session (app/server/admin/gate.server.ts): set by the shop, never by input.
      additionalFields: {
        adminAuthorizedAt: { type: "date", required: false, input: false },
        adminSeenAt: { type: "date", required: false, input: false },
      },
    },
    // Limits are enforced per action in D1 by the shop (app/server/platform/rate-limit.server.ts): this API is called directly.
    rateLimit: { enabled: false },
    advanced: {
      // Off on purpose: better-auth would put `__Secure-` before our name (`__Secure-__Host-sesja`), which
      // browsers do not treat as `__Host-`. The name carries the prefix; Secure comes from the attributes.
      useSecureCookies: false,
      cookies: { session_token: { name: cookieName(env, SESSION_COOKIE) } },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure, path: "/" },
      ipAddress: { ipAddressHeaders: ["cf-connecting-ip"] },
    },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: CODE_TTL_SECONDS,
        allowedAttempts: CODE_ATTEMPTS,
        // Encrypted with AUTH_SECRET rather than hashed, so that asking again resends the outstanding code
        // (and extends it) instead of replacing it: nobody can cancel another person's code by asking for one.
        storeOTP: "encrypted",
        resendStrategy: "reuse",
        sendVerificationOnSignUp: true,
        overrideDefaultEmailVerification: true,
        // Only verification codes come this way: password resets are the shop's own (./password-resets.server.ts).
        async sendVerificationOTP({ email, otp }) {
          // better-auth has written the code's row itself, outside any batch of ours: queued at once, kept in the outbox if refused.
          await enqueueEvent(env, await verificationCodeEvent(env, { email, code: otp }));
        },
      }),
      // Administrators' own TOTP secrets, enrolled and checked at the back-office gate, not at sign-in
      // (docs/decisions/2026-11-23-admin-second-factor.md): nobody's `twoFactorEnabled` is ever set.
      twoFactorPlugin({ issuer: env.SHOP_NAME, totpOptions: { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS } }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const auths = new WeakMap<Env, Auth>();

/**
 * better-auth for this isolate's env, made once: making it builds every endpoint and its schemas and walks the
 * database schema, about a tenth of a rendered page's own CPU (scripts/bench/profile.ts) when it was made for each
 * request. It holds nothing of a request: each API call gets its own context.
 */
export function getAuth(env: Env): Auth {
  let auth = auths.get(env);
  if (!auth) {
    auth = createAuth(env);
    auths.set(env, auth);
  }
  return auth;
}
