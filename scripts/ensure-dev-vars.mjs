// Writes a local .dev.vars with fresh random secrets the first time; never overwrites one.
import { randomBytes } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";

const file = new URL("../.dev.vars", import.meta.url);
if (!existsSync(file)) {
  writeFileSync(
    file,
    [
      "# Local secrets, written by scripts/ensure-dev-vars.mjs. Not committed.",
      `AUTH_SECRET="${randomBytes(32).toString("base64url")}"`,
      "",
    ].join("\n"),
  );
  console.log("Wrote .dev.vars with a new random AUTH_SECRET.");
}
