import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { emailOTP } from "better-auth/plugins";
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { account, session, user, verification } from "~/db/schema";
import { getDb } from "./db.server";
import { enqueueEvent } from "./events.server";

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

/** Codes live 10 minutes, are stored hashed, and allow 5 tries. */
export const CODE_TTL_SECONDS = 600;
export const CODE_ATTEMPTS = 5;
export const SESSION_COOKIE = "sesja";

/** Plain http is allowed only on localhost; anywhere else the cookie is `__Host-`, Secure. */
export function isSecureDeployment(env: Pick<Env, "SHOP_PUBLIC_URL">): boolean {
  return new URL(env.SHOP_PUBLIC_URL).protocol === "https:";
}

/**
 * better-auth for one request. Its HTTP handler is not mounted: the shop's own route actions
 * call its server API, validate input with the shop's schemas, rate-limit in D1 and answer
 * in Polish.
 */
export function createAuth(env: Env) {
  const secure = isSecureDeployment(env);
  return betterAuth({
    appName: env.SHOP_NAME,
    baseURL: env.SHOP_PUBLIC_URL,
    secret: env.AUTH_SECRET,
    database: drizzleAdapter(getDb(env), { provider: "sqlite", schema: { user, session, account, verification } }),
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
      additionalFields: { adminAuthorized: { type: "boolean", defaultValue: false, input: false } },
    },
    // Limits are enforced per action in D1 by the shop (rate-limit.server.ts): this API is called directly.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: secure,
      cookies: { session_token: { name: secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE } },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure, path: "/" },
      ipAddress: { ipAddressHeaders: ["cf-connecting-ip"] },
    },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: CODE_TTL_SECONDS,
        allowedAttempts: CODE_ATTEMPTS,
        storeOTP: "hashed",
        sendVerificationOnSignUp: true,
        overrideDefaultEmailVerification: true,
        async sendVerificationOTP({ email, otp, type }) {
          await enqueueEvent(env, {
            id: crypto.randomUUID(),
            type: "verification_code",
            purpose: type === "forget-password" ? "password_reset" : "email_verification",
            email,
            code: otp,
          });
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
