import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createServer } from "node:net";
import { dirname, join, resolve } from "node:path";
import { type KsefSandboxServer, startKsefSandbox } from "../../../scripts/ksef-sandbox.ts";
import { type PayuSandbox, payuCredentialsFrom, readDevVars, startPayuSandbox } from "../../../scripts/payu-sandbox.ts";

const root = resolve(import.meta.dirname, "../../..");

function run(command: string, args: string[], cwd = root) {
  // Vitest and npm may set NODE_ENV (test), which would make `vite build` ship React's development build.
  const env = { ...process.env, CI: "true", NODE_ENV: "production" };
  execFileSync(command, args, { cwd, stdio: ["ignore", "inherit", "inherit"], env });
}

/**
 * Builds the worker of the checkout in `cwd` (this one by default) as it is deployed: React's production build, and a
 * `.dev.vars` holding every local secret the worker needs (PayU's too), which the build takes along.
 */
export function buildWorker(cwd = root) {
  run(process.execPath, ["scripts/ensure-dev-vars.mjs"], cwd);
  run("vite", ["build", "--logLevel", "warn"], cwd);
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? done(address.port) : fail(new Error("no port"))));
    });
  });
}

async function waitUntilHealthy(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the worker exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the worker did not become healthy at ${url} within ${timeoutMs} ms`);
}

/** Runs `task` while holding a lock directory, so parallel test runs do not build over each other. */
async function withLock<T>(name: string, task: () => T): Promise<T> {
  const lock = resolve(root, ".wrangler", name);
  mkdirSync(resolve(root, ".wrangler"), { recursive: true });
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`could not take the lock ${lock}; remove it if no test run holds it`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    return task();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * A fresh local D1 in `persistTo` (wrangler's --persist-to) with the schema, the catalogue seed and the demo promo codes,
 * in one `wrangler d1 execute`: `migrations apply` starts a local D1 for each migration (some 50 s for twenty on a
 * 2-core machine), and a throwaway D1 needs no record of which migrations it has (no d1_migrations table).
 */
export function prepareLocalD1(persistTo: string) {
  const migrations = readdirSync(resolve(root, "migrations"))
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .map((name) => `migrations/${name}`);
  const files = [...migrations, "migrations/seed/catalogue.sql", "migrations/demo/promo-codes.sql"];
  const script = join(mkdtempSync(join(tmpdir(), "shop-d1-")), "prepare.sql");
  writeFileSync(script, files.map((file) => readFileSync(resolve(root, file), "utf8")).join("\n"));
  try {
    run("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--file", script]);
  } finally {
    rmSync(dirname(script), { recursive: true, force: true });
  }
}

/**
 * A private PayU stand-in for the served copy, with the credentials the copy's worker reads, and that copy's
 * PAYU_API_URL pointed at it: never the developer's `npm start` one on 8790, which notifies another shop.
 * Null when the build has no PayU credentials (the worker then has PayU unavailable).
 */
async function payuSandboxFor(devVarsFile: string): Promise<PayuSandbox | null> {
  const credentials = existsSync(devVarsFile) ? payuCredentialsFrom(readDevVars(devVarsFile)) : null;
  if (!credentials) return null;
  const sandbox = await startPayuSandbox({ port: 0, credentials });
  setDevVar(devVarsFile, "PAYU_API_URL", sandbox.url);
  return sandbox;
}

/** Sets one variable of the served copy's .dev.vars, replacing what the build took along. */
function setDevVar(devVarsFile: string, name: string, value: string) {
  const vars = readFileSync(devVarsFile, "utf8").replace(new RegExp(`^${name}=.*\\n?`, "m"), "");
  writeFileSync(devVarsFile, `${vars.replace(/\n?$/, "\n")}${name}="${value}"\n`);
}

/**
 * Likewise a private KSeF stand-in (scripts/ksef-sandbox.ts) taking the copy's KSEF_TOKEN, and the copy's KSEF_API_URL
 * pointed at it. Null when the build has no KSEF_TOKEN (company invoices then wait unsent).
 */
async function ksefSandboxFor(devVarsFile: string): Promise<KsefSandboxServer | null> {
  const token = existsSync(devVarsFile) ? readDevVars(devVarsFile).KSEF_TOKEN : undefined;
  if (!token) return null;
  const server = await startKsefSandbox({ port: 0, token });
  setDevVar(devVarsFile, "KSEF_API_URL", server.url);
  return server;
}

/**
 * Builds the worker (unless told not to) and serves a private copy of the build with
 * `wrangler dev` on a free loopback port, with a fresh local D1 holding the schema and the
 * catalogue seed, and local PayU and KSeF stand-ins of its own (`payuUrl`, `ksefUrl`). The copy and the state live
 * in a temporary directory, so runs in parallel (several developers, or CI beside a developer)
 * never share files.
 */
export async function serveBuiltWorker({
  build = true,
  buildDir = resolve(root, "build"),
  beforeServe,
  vars = {},
  inspectorPort,
}: {
  build?: boolean;
  /** The build to serve a copy of (with `build`, the one just made here): another checkout's, to compare two builds. */
  buildDir?: string;
  /** Runs on the fresh local D1 (its persist directory) before the worker starts: a benchmark's volume of data. */
  beforeServe?: (persistTo: string) => void | Promise<void>;
  /** Vars over the deployment's (wrangler.toml [vars]). */
  vars?: Record<string, string>;
  /** Where wrangler's DevTools proxy listens (scripts/bench/profile.ts); none when absent. */
  inspectorPort?: number;
} = {}) {
  const workDir = mkdtempSync(join(tmpdir(), "shop-e2e-"));
  await withLock("e2e-build.lock", () => {
    if (build) buildWorker();
    cpSync(buildDir, join(workDir, "build"), { recursive: true });
  });
  const persistTo = join(workDir, "state");
  prepareLocalD1(persistTo);
  await beforeServe?.(persistTo);
  const payu = await payuSandboxFor(join(workDir, "build/server/.dev.vars"));
  const ksef = await ksefSandboxFor(join(workDir, "build/server/.dev.vars"));

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(
    "wrangler",
    [
      "dev",
      "--config",
      join(workDir, "build/server/wrangler.json"),
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      persistTo,
      "--log-level",
      "warn",
      "--show-interactive-dev-session=false",
      ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
      ...(inspectorPort === undefined ? [] : ["--inspector-port", String(inspectorPort)]),
    ],
    // Its own process group, so stopping it also stops the workerd it starts.
    { cwd: root, stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, CI: "true" }, detached: true },
  );
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((done) => server.once("exit", done));
      process.kill(-server.pid!, "SIGTERM");
      await exited;
    }
    rmSync(workDir, { recursive: true, force: true });
    await payu?.close();
    await ksef?.close();
  };
  try {
    await waitUntilHealthy(url, server, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, persistTo, payuUrl: payu?.url ?? null, ksefUrl: ksef?.url ?? null, stop };
}
