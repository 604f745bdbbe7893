// The local administrator, so the back-office can be tried at once: scripts/prepare-local.mjs
// creates it in the local D1, the browser tests in theirs. Plain Node 24 runs this file as it is.
import { randomBytes, scryptSync } from "node:crypto";
import { readFileSync } from "node:fs";

export interface LocalAdmin {
  email: string;
  password: string;
}

export const LOCAL_ADMIN_EMAIL = "admin@plisy-na-wymiar.example";

/** A new password for a new local administrator. */
export function newLocalAdmin(): LocalAdmin {
  return { email: LOCAL_ADMIN_EMAIL, password: randomBytes(9).toString("base64url") };
}

/** The same scrypt format as app/server/auth.server.ts, so the account signs in normally. */
function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, 64, { N: 16384, r: 16, p: 1, maxmem: 64 * 1024 * 1024 });
  return `${salt.toString("hex")}:${key.toString("hex")}`;
}

/** The account, its password and its administrator profile, as SQL statements; nothing changes where the account exists. */
export function localAdminStatements(admin: LocalAdmin, now = Date.now()): string[] {
  return [
    `INSERT OR IGNORE INTO user (id, name, email, email_verified, created_at, updated_at) VALUES ('local-admin', 'Administrator sklepu', '${admin.email}', 1, ${now}, ${now})`,
    `INSERT OR IGNORE INTO account (id, account_id, provider_id, user_id, password, created_at, updated_at) VALUES ('local-admin-credential', 'local-admin', 'credential', 'local-admin', '${hashPassword(admin.password)}', ${now}, ${now})`,
    `INSERT OR IGNORE INTO profiles (id, first_name, last_name, phone, street, house_number, city, postal_code, privacy_policy_accepted, terms_accepted, account_verified, admin, full_address, created_at, updated_at) VALUES ('local-admin', 'Administrator', 'Sklepu', '500600700', 'ul. Przykładowa', '12', 'Warszawa', '00-950', 1, 1, 1, 1, 'ul. Przykładowa 12, 00-950 Warszawa', ${now}, ${now})`,
  ];
}

/** The back-office access code from a .dev.vars file (scripts/ensure-dev-vars.mjs writes it). */
export function readAdminAccessCode(devVars: URL | string): string | undefined {
  return readFileSync(devVars, "utf8").match(/^ADMIN_ACCESS_CODE="?([^"\n]+)"?/m)?.[1];
}
