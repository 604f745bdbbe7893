import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Schema and catalogue seed, applied once per test file (idempotent).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
