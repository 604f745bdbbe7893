import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { launchBrowserServer } from "../support/node/browser";
import { serveBuiltWorker } from "../support/node/serve-built-worker";

declare module "vitest" {
  export interface ProvidedContext {
    /** The served worker most journeys share. */
    baseUrl: string;
    /** The one the journeys that change what others read take turns on (tests/support/node/served.ts). */
    ownStateBaseUrl: string;
    /** The shared worker's own local PayU stand-in (scripts/payu-sandbox.ts): its PAYU_API_URL. */
    payuUrl: string;
    /** The shared worker's own local KSeF stand-in (scripts/ksef-sandbox.ts): its KSEF_API_URL. */
    ksefUrl: string;
    /** The run's Chromium (connectBrowser). */
    browserEndpoint: string;
    /** Where the journeys that change what others read take turns (served-state.setup.ts). */
    lockDir: string;
  }
}

export default async function setup(project: TestProject) {
  // The journeys change the served D1 directly (and bump the catalogue's version): the worker reads the catalogue
  // afresh for each request, so the next journey never sees a snapshot from before (the bench measures the steady state).
  const vars = { CATALOGUE_SNAPSHOT_MAX_AGE_MS: "0" };
  // `npm test` builds before Vitest starts, beside the lint and the typecheck (scripts/test.mjs), and says so.
  const shared = await serveBuiltWorker({ build: process.env.E2E_SKIP_BUILD !== "1", vars });
  const ownState = await serveBuiltWorker({ build: false, vars }).catch(async (error) => {
    await shared.stop();
    throw error;
  });
  const stopServers = () => Promise.all([shared.stop(), ownState.stop()]);
  if (!shared.payuUrl) {
    await stopServers();
    throw new Error("the build's .dev.vars has no PAYU_* credentials: build again (without E2E_SKIP_BUILD=1), which adds them to .dev.vars first");
  }
  project.provide("baseUrl", shared.url);
  project.provide("ownStateBaseUrl", ownState.url);
  project.provide("payuUrl", shared.payuUrl);
  if (!shared.ksefUrl) {
    await stopServers();
    throw new Error("the build's .dev.vars has no KSEF_TOKEN: build again (without E2E_SKIP_BUILD=1), which adds it to .dev.vars first");
  }
  project.provide("ksefUrl", shared.ksefUrl);
  const browser = await launchBrowserServer();
  project.provide("browserEndpoint", browser.wsEndpoint());
  const lockDir = mkdtempSync(join(tmpdir(), "shop-e2e-turns-"));
  project.provide("lockDir", lockDir);
  return async () => {
    await browser.close();
    await stopServers();
    rmSync(lockDir, { recursive: true, force: true });
  };
}
