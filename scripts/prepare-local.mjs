// `npm start` runs this first: local secrets, the D1 schema, the catalogue seed and a local
// administrator. Every step is idempotent: migrations apply once, the seed upserts, the
// administrator is created only when missing.
import { execFileSync } from "node:child_process";
import { randomBytes, scryptSync } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import "./ensure-dev-vars.mjs";

const wrangler = (...args) => execFileSync("wrangler", args, { stdio: "inherit", env: { ...process.env, CI: "true" } });

wrangler("d1", "migrations", "apply", "DB", "--local");
wrangler("d1", "execute", "DB", "--local", "--file", "migrations/seed/catalogue.sql");

// The same scrypt format as app/server/auth.server.ts, so the account signs in normally.
function hashPassword(password) {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, 64, { N: 16384, r: 16, p: 1, maxmem: 64 * 1024 * 1024 });
  return `${salt.toString("hex")}:${key.toString("hex")}`;
}

const adminFile = new URL("../.wrangler/local-admin.json", import.meta.url);
if (!existsSync(adminFile)) {
  mkdirSync(new URL("../.wrangler/", import.meta.url), { recursive: true });
  writeFileSync(adminFile, JSON.stringify({ email: "admin@plisy-na-wymiar.example", password: randomBytes(9).toString("base64url") }, null, 2));
}
const admin = JSON.parse(readFileSync(adminFile, "utf8"));
const now = Date.now();
const sql = [
  `INSERT OR IGNORE INTO user (id, name, email, email_verified, created_at, updated_at) VALUES ('local-admin', 'Administrator sklepu', '${admin.email}', 1, ${now}, ${now});`,
  `INSERT OR IGNORE INTO account (id, account_id, provider_id, user_id, password, created_at, updated_at) VALUES ('local-admin-credential', 'local-admin', 'credential', 'local-admin', '${hashPassword(admin.password)}', ${now}, ${now});`,
  `INSERT OR IGNORE INTO profiles (id, first_name, last_name, phone, street, house_number, city, postal_code, privacy_policy_accepted, terms_accepted, account_verified, admin, full_address, created_at, updated_at) VALUES ('local-admin', 'Administrator', 'Sklepu', '500600700', 'ul. Przykładowa', '12', 'Warszawa', '00-950', 1, 1, 1, 1, 'ul. Przykładowa 12, 00-950 Warszawa', ${now}, ${now});`,
].join("\n");
wrangler("d1", "execute", "DB", "--local", "--command", sql);

const code = readFileSync(new URL("../.dev.vars", import.meta.url), "utf8").match(/^ADMIN_ACCESS_CODE="?([^"\n]+)"?/m)?.[1];
console.log(`
  Local back-office: sign in at /auth as ${admin.email} with the password ${admin.password},
  then enter the access code ${code} at /admin. (Kept in .wrangler/local-admin.json and .dev.vars.)
`);
