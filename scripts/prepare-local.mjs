// `npm start` runs this first: local secrets, the D1 schema, the catalogue seed and a local
// administrator. Every step is idempotent: migrations apply once, the seed upserts, the
// administrator is created only when missing.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import "./ensure-dev-vars.mjs";
import { localAdminStatements, newLocalAdmin, readAdminAccessCode } from "./local-admin.ts";

const wrangler = (...args) => execFileSync("wrangler", args, { stdio: "inherit", env: { ...process.env, CI: "true" } });

wrangler("d1", "migrations", "apply", "DB", "--local");
wrangler("d1", "execute", "DB", "--local", "--file", "migrations/seed/catalogue.sql");

const adminFile = new URL("../.wrangler/local-admin.json", import.meta.url);
if (!existsSync(adminFile)) {
  mkdirSync(new URL("../.wrangler/", import.meta.url), { recursive: true });
  writeFileSync(adminFile, JSON.stringify(newLocalAdmin(), null, 2));
}
const admin = JSON.parse(readFileSync(adminFile, "utf8"));
wrangler("d1", "execute", "DB", "--local", "--command", localAdminStatements(admin).join(";\n"));

const code = readAdminAccessCode(new URL("../.dev.vars", import.meta.url));
console.log(`
  Local back-office: sign in at /auth as ${admin.email} with the password ${admin.password},
  then enter the access code ${code} at /admin. (Kept in .wrangler/local-admin.json and .dev.vars.)
`);
