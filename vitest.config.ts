import { defineConfig } from "vitest/config";

// Three projects: pure modules in Node, everything touching a binding inside workerd,
// and the browser journeys in real Chromium against the built worker.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    reporters: ["default", "./tests/support/node/project-times-reporter.ts"],
    projects: [
      {
        extends: true,
        // Pure modules, no mocks or globals changed: the files share their workers' loaded modules, as
        // importing them again per file cost most of this project's time.
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", isolate: false },
      },
      "./vitest.workers.config.ts",
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
