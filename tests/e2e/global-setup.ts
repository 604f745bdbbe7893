import type { TestProject } from "vitest/node";
import { serveBuiltWorker } from "../support/node/serve-built-worker";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    stateDir: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await serveBuiltWorker({ build: process.env.E2E_SKIP_BUILD !== "1" });
  project.provide("baseUrl", server.url);
  project.provide("stateDir", server.persistTo);
  return server.stop;
}
