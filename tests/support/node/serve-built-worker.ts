import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "../../..");

function run(command: string, args: string[]) {
  execFileSync(command, args, { cwd: root, stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, CI: "true" } });
}

function freePort(): Promise<number> {
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

/**
 * Builds the worker (unless told not to), gives it a fresh local D1 with the schema and the
 * catalogue seed, and serves the build output with `wrangler dev` on a free loopback port.
 */
export async function serveBuiltWorker({ build = true, stateDir = ".wrangler/e2e-state" } = {}) {
  if (build) run("vite", ["build", "--logLevel", "warn"]);
  const persistTo = resolve(root, stateDir);
  rmSync(persistTo, { recursive: true, force: true });
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);
  run("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--file", "migrations/seed/catalogue.sql"]);

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(
    "wrangler",
    ["dev", "--config", "build/server/wrangler.json", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", persistTo, "--log-level", "warn", "--show-interactive-dev-session=false"],
    // Its own process group, so stopping it also stops the workerd it starts.
    { cwd: root, stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, CI: "true" }, detached: true },
  );
  await waitUntilHealthy(url, server, 60_000);
  return {
    url,
    persistTo,
    stop: () =>
      new Promise<void>((done) => {
        if (server.exitCode !== null) return done();
        server.once("exit", () => done());
        process.kill(-server.pid!, "SIGTERM");
      }),
  };
}
