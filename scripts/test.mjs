// `npm test`: the lint, the typecheck and the browser journeys' build side by side, then Vitest serving that build.
// On two cores the three took ~2 minutes one after another; each is mostly one process, so together they take the
// longest one's time (docs/performance.md, "The test suite on two cores"). With arguments (`npm test -- <files>`)
// nothing is built ahead: the journeys' global setup builds when a journey runs.
import { execFileSync, spawn } from "node:child_process";

const vitestArgs = process.argv.slice(2);

/** Runs a command to its end. */
function step(name, command, args, env = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("error", () => resolve({ name, ok: false, seconds: 0 }));
    child.on("exit", (code) => resolve({ name, ok: code === 0, seconds: (performance.now() - started) / 1000 }));
  });
}

// Both the typecheck and the build read .dev.vars: written once, before either starts.
execFileSync(process.execPath, ["scripts/ensure-dev-vars.mjs"], { stdio: "inherit" });
const prebuild = vitestArgs.length === 0;
const steps = await Promise.all([
  step("lint", "biome", ["check", "."]),
  step("typecheck", "npm", ["run", "--silent", "typecheck"]),
  // The build the journeys' global setup would make (tests/support/node/serve-built-worker.ts): React's production build.
  ...(prebuild ? [step("build", "vite", ["build", "--logLevel", "warn"], { CI: "true", NODE_ENV: "production" })] : []),
]);
const report = (done) => {
  console.log("\nTime per step");
  for (const { name, ok, seconds } of done) console.log(`  ${name.padEnd(22)} ${ok ? "passed" : "FAILED"}  ${seconds.toFixed(1)} s`);
};
if (steps.some(({ ok }) => !ok)) {
  report(steps);
  process.exit(1);
}

const vitest = await step("vitest", "vitest", ["run", ...vitestArgs], prebuild ? { E2E_SKIP_BUILD: "1" } : {});
report([...steps, vitest]);
process.exit(vitest.ok ? 0 : 1);
