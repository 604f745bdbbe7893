// The local administrator, so the back-office can be tried at once: scripts/prepare-local.mjs
// creates it in the local D1, the browser tests in theirs. Plain Node 24 runs this file as it is.
import { randomBytes, scryptSync } from "node:crypto";
import { readFileSync } from "node:fs";

export interface LocalAdmin {
  email: string;
  password: string;
  /** The account's id; the local administrator's by default (a browser test may want one of its own). */
  id?: string;
}

export const LOCAL_ADMIN_EMAIL = "admin@plisy-na-wymiar.example";
const LOCAL_ADMIN_ID = "local-admin";

/** A new password for a new local administrator. */
export function newLocalAdmin(): LocalAdmin {
  return { email: LOCAL_ADMIN_EMAIL, password: randomBytes(9).toString("base64url") };
}

/** The same scrypt format as app/server/accounts/auth.server.ts, so the account signs in normally. */
function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, 64, { N: 16384, r: 16, p: 1, maxmem: 64 * 1024 * 1024 });
  return `${salt.toString("hex")}:${key.toString("hex")}`;
}

/**
 * The account, its password and its administrator profile, as SQL statements; nothing changes where the account exists.
 * A browser test that needs an administrator of its own (its own gate enrolment) gives another id and e-mail.
 */
export function localAdminStatements(admin: LocalAdmin, now = Date.now()): string[] {
  const id = admin.id ?? LOCAL_ADMIN_ID;
  return [
    `INSERT OR IGNORE INTO user (id, name, email, email_verified, created_at, updated_at) VALUES ('${id}', 'Administrator sklepu', '${admin.email}', 1, ${now}, ${now})`,
    `INSERT OR IGNORE INTO account (id, account_id, provider_id, user_id, password, created_at, updated_at) VALUES ('${id}-credential', '${id}', 'credential', '${id}', '${hashPassword(admin.password)}', ${now}, ${now})`,
    `INSERT OR IGNORE INTO profiles (id, first_name, last_name, phone, street, house_number, city, postal_code, privacy_policy_accepted, terms_accepted, account_verified, admin, full_address, created_at, updated_at) VALUES ('${id}', 'Administrator', 'Sklepu', '500600700', 'ul. Przykładowa', '12', 'Warszawa', '00-950', 1, 1, 1, 1, 'ul. Przykładowa 12, 00-950 Warszawa', ${now}, ${now})`,
  ];
}

/** The back-office access code from a .dev.vars file (scripts/ensure-dev-vars.mjs writes it). */
export function readAdminAccessCode(devVars: URL | string): string | undefined {
  return readFileSync(devVars, "utf8").match(/^ADMIN_ACCESS_CODE="?([^"\n]+)"?/m)?.[1];
}

/**
 * What `npm start` prints: how to sign in and enrol the local administrator's own authenticator app
 * at the back-office gate, and how to start the enrolment again (a lost phone, a new local app).
 */
export function localAdminInstructions(admin: LocalAdmin, accessCode: string | undefined, shopUrl: string): string {
  const at = (path: string) => new URL(path, shopUrl).toString();
  return `
  Local back-office (kept in .wrangler/local-admin.json and .dev.vars):
    1. Sign in at ${at("/auth")} as ${admin.email} with the password ${admin.password}.
    2. Enrol your own second factor at ${at("/admin-auth")}: confirm the password, then scan the QR code
       (or type the key under it) in an authenticator app (Google Authenticator, Microsoft Authenticator, Aegis).
    3. Enter the access code ${accessCode ?? "(ADMIN_ACCESS_CODE in .dev.vars)"} and the app's 6-digit code; from then on ${at("/admin-auth")} asks for both.
    To enrol again: npx wrangler d1 execute DB --local --command "DELETE FROM two_factor WHERE user_id = '${LOCAL_ADMIN_ID}'"
`;
}
