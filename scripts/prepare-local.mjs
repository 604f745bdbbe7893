// `npm start` runs this first: local secrets, then the D1 schema and the catalogue seed.
// Both steps are idempotent: migrations apply once, the seed upserts.
import { execFileSync } from "node:child_process";
import "./ensure-dev-vars.mjs";

const wrangler = (...args) => execFileSync("wrangler", args, { stdio: "inherit", env: { ...process.env, CI: "true" } });

wrangler("d1", "migrations", "apply", "DB", "--local");
wrangler("d1", "execute", "DB", "--local", "--file", "migrations/seed/catalogue.sql");
