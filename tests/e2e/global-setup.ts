import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { launchBrowserServer } from "../support/node/browser";
import { serveBuiltWorker } from "../support/node/serve-built-worker";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The served worker's own local PayU stand-in (scripts/payu-sandbox.ts): its PAYU_API_URL. */
    payuUrl: string;
    /** The run's Chromium (connectBrowser). */
    browserEndpoint: string;
    /** Where the journeys take turns with the served state (served-state.setup.ts). */
    lockDir: string;
  }
}

export default async function setup(project: TestProject) {
  // The journeys change the shared D1 directly (and bump the catalogue's version): the worker reads the catalogue
  // afresh for each request, so the next journey never sees a snapshot from before (the bench measures the steady state).
  const server = await serveBuiltWorker({ build: process.env.E2E_SKIP_BUILD !== "1", vars: { CATALOGUE_SNAPSHOT_MAX_AGE_MS: "0" } });
  if (!server.payuUrl) {
    await server.stop();
    throw new Error("the build's .dev.vars has no PAYU_* credentials: build again (without E2E_SKIP_BUILD=1), which adds them to .dev.vars first");
  }
  project.provide("baseUrl", server.url);
  project.provide("payuUrl", server.payuUrl);
  const browser = await launchBrowserServer();
  project.provide("browserEndpoint", browser.wsEndpoint());
  const lockDir = mkdtempSync(join(tmpdir(), "shop-e2e-turns-"));
  mkdirSync(join(lockDir, "readers"));
  project.provide("lockDir", lockDir);
  return async () => {
    await browser.close();
    await server.stop();
    rmSync(lockDir, { recursive: true, force: true });
  };
}
