import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineProject } from "vitest/config";

// Integration tests run inside workerd against the real worker entry. The React Router
// plugin must be here for `virtual:react-router/server-build` to resolve.
export default defineProject({
  resolve: { tsconfigPaths: true },
  plugins: [
    reactRouter(),
    cloudflareTest(async () => ({
      main: "./workers/app.ts",
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: [...(await readD1Migrations("./migrations")), ...(await readD1Migrations("./migrations/seed")), ...(await readD1Migrations("./migrations/demo"))],
          // Scales the cases of every property test (tests/support/property-runs.ts): the nightly run sets it.
          PROPERTY_SCALE: process.env.PROPERTY_SCALE ?? "",
          AUTH_SECRET: "integration-test-secret-that-is-long-enough",
          ADMIN_ACCESS_CODE: "7391",
          // PayU configured against an address no test reaches: the tests answer its calls (tests/support/workers/payu.ts).
          PAYU_POS_ID: "300746",
          PAYU_CLIENT_ID: "300746",
          PAYU_CLIENT_SECRET: "2ee86a66e5d97e3fadc400c9f19b065d",
          PAYU_SECOND_KEY: "b6ca15b0d1020e8094d9b5f8d163db54",
          PAYU_API_URL: "https://payu.test",
          // KSeF likewise: the tests answer its calls with the local stand-in's API (tests/support/workers/ksef.ts).
          KSEF_TOKEN: "integration-test-ksef-token",
          KSEF_API_URL: "https://ksef.test/v2",
          // Redeliver at once so the dead-letter path is reached within a test.
          EVENT_RETRY_BASE_SECONDS: "0",
          // Tests change D1 directly: every request reads the catalogue afresh (tests/integration/d1-round-trips.test.ts sets a max age).
          CATALOGUE_SNAPSHOT_MAX_AGE_MS: "0",
        },
        queueConsumers: {
          "shop-events": { maxBatchTimeout: 0.05, maxRetries: 2, deadLetterQueue: "shop-events-dlq" },
          "shop-events-dlq": { maxBatchTimeout: 0.05 },
        },
      },
    })),
  ],
  test: {
    name: "integration",
    // Vitest's on-disk module cache feeds its "warm modules" snapshot, which this pool sends to
    // workerd inlined as one WebSocket message; past 1 MiB (a few files into the suite) workerd
    // refuses it ("Message is too large") and the run crashes. Each module is fetched on its own instead.
    fsModuleCache: false,
    include: ["tests/integration/**/*.test.ts"],
    // A runner's files share one workerd and its loaded modules: starting a workerd and evaluating the app
    // per file cost most of this project's time. Each file still starts from the migrated database (the setup file).
    isolate: false,
    // Two runners, each with its workerd and its migrated copy: one left a core idle (203 s against 141 s for the
    // project on this two-core machine, docs/performance.md).
    maxWorkers: 2,
    setupFiles: ["./tests/support/workers/apply-migrations.ts"],
    testTimeout: 30_000,
  },
});
