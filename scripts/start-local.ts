// `npm start`, after scripts/prepare-local.mjs: the local PayU and KSeF stand-ins (scripts/payu-sandbox.ts,
// scripts/ksef-sandbox.ts) and `vite dev` side by side, stopped together by one Ctrl-C. Arguments go to vite:
// `npm start -- --host`. The shop does not need the stand-ins to run, so if one cannot start (its port taken) the rest carry on.
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const script = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// Both on this Node (the repo's pinned one under npm), whatever `node` the system has.
const sandbox = spawn(process.execPath, [script("./payu-sandbox.ts")], { stdio: ["ignore", "inherit", "inherit"] });
const ksef = spawn(process.execPath, [script("./ksef-sandbox.ts")], { stdio: ["ignore", "inherit", "inherit"] });
const vite = spawn(process.execPath, [script("../node_modules/vite/bin/vite.js"), "dev", ...process.argv.slice(2)], { stdio: "inherit" });

const exited = (child: ChildProcess) =>
  new Promise<number>((done) => {
    child.once("exit", (code, signal) => done(code ?? (signal ? 130 : 1)));
    child.once("error", (error) => {
      console.error(`start: ${String(error)}`);
      done(1);
    });
  });
const sandboxExit = exited(sandbox);
const ksefExit = exited(ksef);
const viteExit = exited(vite);

let stopping = false;
function stop(signal: NodeJS.Signals) {
  stopping = true;
  for (const child of [vite, sandbox, ksef]) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}
// The terminal sends Ctrl-C to the whole group; this also stops both when only this process is signalled.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => stop(signal));

void sandboxExit.then((code) => {
  if (!stopping && code !== 0) console.error("start: the local PayU stand-in is not running (see above); the shop runs on, but PayU payments cannot be tried");
});
void ksefExit.then((code) => {
  if (!stopping && code !== 0) console.error("start: the local KSeF stand-in is not running (see above); the shop runs on, but company invoices wait unsent");
});
const code = await viteExit;
stop("SIGTERM");
await Promise.all([sandboxExit, ksefExit]);
process.exit(code);
