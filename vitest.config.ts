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
        // Two workers, as the integration project it shares its group with (Vitest runs a group with one count).
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", isolate: false, maxWorkers: 2 },
      },
      "./vitest.workers.config.ts",
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/global-setup.ts"],
          // Two journeys at a time against the one served worker, the ones that change what others read taking turns
          // (served-state.setup.ts): one at a time left the two cores two-thirds idle (a journey mostly waits on pages
          // and the queue). Measured in docs/performance.md. A worker count of its own needs a group of its own: after the others.
          setupFiles: ["tests/e2e/served-state.setup.ts"],
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A page's answer to a click takes more than the default second on a busy 2-core machine.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
