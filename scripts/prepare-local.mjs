// `npm start` runs this first: local secrets, the D1 schema, the catalogue seed, the demonstration
// promo codes and a local administrator. Every step is idempotent: migrations apply once, the seed
// upserts, the administrator is created only when missing.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import "./ensure-dev-vars.mjs";
import { localAdminInstructions, localAdminStatements, newLocalAdmin, readAdminAccessCode } from "./local-admin.ts";

const wrangler = (...args) => execFileSync("wrangler", args, { stdio: "inherit", env: { ...process.env, CI: "true" } });

wrangler("d1", "migrations", "apply", "DB", "--local");
wrangler("d1", "execute", "DB", "--local", "--file", "migrations/seed/catalogue.sql");
wrangler("d1", "execute", "DB", "--local", "--file", "migrations/demo/promo-codes.sql");

const adminFile = new URL("../.wrangler/local-admin.json", import.meta.url);
if (!existsSync(adminFile)) {
  mkdirSync(new URL("../.wrangler/", import.meta.url), { recursive: true });
  writeFileSync(adminFile, JSON.stringify(newLocalAdmin(), null, 2));
}
const admin = JSON.parse(readFileSync(adminFile, "utf8"));
wrangler("d1", "execute", "DB", "--local", "--command", localAdminStatements(admin).join(";\n"));

const shopUrl = readFileSync(new URL("../wrangler.toml", import.meta.url), "utf8").match(/^SHOP_PUBLIC_URL\s*=\s*"([^"]+)"/m)?.[1] ?? "http://localhost:5173";
console.log(localAdminInstructions(admin, readAdminAccessCode(new URL("../.dev.vars", import.meta.url)), shopUrl));
