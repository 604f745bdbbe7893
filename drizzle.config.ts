import { defineConfig } from "drizzle-kit";

// Generates SQL migrations only; wrangler applies them (`wrangler d1 migrations apply DB`).
export default defineConfig({
  dialect: "sqlite",
  schema: "./app/db/schema.ts",
  out: "./migrations",
});
