// Local secrets in .dev.vars: written the first time, and any secret a newer version of the shop
// needs is added later; existing values are never changed.
import { randomBytes, randomInt } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const file = new URL("../.dev.vars", import.meta.url);
const current = existsSync(file) ? readFileSync(file, "utf8") : "# Local secrets, written by scripts/ensure-dev-vars.mjs. Not committed.\n";
// PayU's client id is its POS id, as on a real PayU account; kept equal when only one of them is missing.
const payuPosId = current.match(/^PAYU_POS_ID="?(\d+)/m)?.[1] ?? String(randomInt(100_000, 1_000_000));
const needed = {
  AUTH_SECRET: () => randomBytes(32).toString("base64url"),
  // The back-office access code: exactly 4 characters.
  ADMIN_ACCESS_CODE: () => String(randomInt(0, 10_000)).padStart(4, "0"),
  // Credentials of the local PayU stand-in (scripts/payu-sandbox.ts), which reads them from here too.
  PAYU_POS_ID: () => payuPosId,
  PAYU_CLIENT_ID: () => payuPosId,
  PAYU_CLIENT_SECRET: () => randomBytes(16).toString("hex"),
  PAYU_SECOND_KEY: () => randomBytes(16).toString("hex"),
  // Overrides wrangler.toml's PayU address locally: the shop talks to the stand-in.
  PAYU_API_URL: () => "http://127.0.0.1:8790",
  // The KSeF token of the local KSeF stand-in (scripts/ksef-sandbox.ts), which reads it from here too, and the
  // address that overrides wrangler.toml's KSeF test environment locally.
  KSEF_TOKEN: () => randomBytes(32).toString("hex"),
  KSEF_API_URL: () => "http://127.0.0.1:8791/v2",
};
const missing = Object.entries(needed).filter(([name]) => !new RegExp(`^${name}=`, "m").test(current));
if (missing.length) {
  const lines = missing.map(([name, make]) => `${name}="${make()}"`);
  writeFileSync(file, `${current.replace(/\n?$/, "\n")}${lines.join("\n")}\n`);
  console.log(`Wrote ${missing.map(([name]) => name).join(", ")} to .dev.vars.`);
}
