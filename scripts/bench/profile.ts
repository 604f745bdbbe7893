// Where a request's CPU time goes: serves the built worker as the benchmark does, attaches to workerd's DevTools
// protocol, samples the CPU while autocannon asks for one page, and prints the functions and the source modules
// with the most self time (mapped back through the build's source maps), and the share of a few phases.
//
//   npm run bench:profile                     the bench's rendered catalogue (a session cookie: the page cache is bypassed)
//   PROFILE_PATH=/ PROFILE_MODE=cached npm run bench:profile
//   PROFILE_SECONDS=20 PROFILE_TOP=40 BENCH_SKIP_BUILD=1 …
import { readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, serveBuiltWorker } from "../../tests/support/node/serve-built-worker.ts";
import { BENCH_CATALOGUE_PATH } from "./assets.ts";
import { measure, RENDERED_COOKIE } from "./load.ts";

const root = resolve(import.meta.dirname, "../..");
const path = process.env.PROFILE_PATH ?? BENCH_CATALOGUE_PATH;
const mode = process.env.PROFILE_MODE === "cached" ? "cached" : "rendered";
const seconds = Number(process.env.PROFILE_SECONDS ?? 15);
const top = Number(process.env.PROFILE_TOP ?? 30);

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * A DevTools protocol session through wrangler's inspector proxy. The proxy is made for one DevTools window: it
 * wants an Origin header, and it renumbers what it relays and passes on replies to its own requests, so a reply is
 * recognised by its content (a command here is answered before the next is sent), not by its id.
 */
async function devtools(port: number) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { Origin: `http://127.0.0.1:${port}` } } as unknown as string[]);
  await new Promise((done, fail) => {
    socket.addEventListener("open", done, { once: true });
    socket.addEventListener("error", fail, { once: true });
  });
  const replies: { result?: Record<string, unknown> }[] = [];
  socket.addEventListener("message", (event) => replies.push(JSON.parse(String(event.data))));
  return {
    async send<T>(method: string, params: Record<string, unknown> = {}, answered: (result: Record<string, unknown>) => boolean = () => true): Promise<T> {
      replies.length = 0;
      socket.send(JSON.stringify({ id: 1, method, params }));
      for (const until = Date.now() + 30_000; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
        const reply = replies.find((message) => message.result && answered(message.result));
        if (reply) return reply.result as T;
      }
      throw new Error(`${method}: no reply`);
    },
    close: () => socket.close(),
  };
}

/** Source maps of the built server's files, by the file's name. */
const sourceMaps = new Map<string, SourceMap | null>();
function originalModule(frame: CallFrame): string {
  if (!frame.url) return "(workerd)";
  const name = frame.url.replace(/^.*\//, "");
  if (!sourceMaps.has(name)) {
    const file = name === "index.js" ? "build/server/index.js" : `build/server/assets/${name}`;
    try {
      sourceMaps.set(name, new SourceMap(JSON.parse(readFileSync(join(root, `${file}.map`), "utf8"))));
    } catch {
      sourceMaps.set(name, null);
    }
  }
  const entry = sourceMaps.get(name)?.findEntry(frame.lineNumber, frame.columnNumber);
  if (!entry || !("originalSource" in entry)) return name;
  const source = entry.originalSource.startsWith("file:") ? fileURLToPath(entry.originalSource) : resolve(join(root, "build/server/assets"), entry.originalSource);
  // A package is one module: its internals are not ours to tune.
  return relative(root, source).replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, "$1");
}

function printTable(title: string, rows: [string, number][], total: number) {
  console.log(`\n${title}`);
  for (const [name, ms] of rows.slice(0, top)) console.log(`  ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(6)} ms  ${name}`);
}

async function main() {
  const inspectorPort = await freePort();
  const shop = await serveBuiltWorker({ build: process.env.BENCH_SKIP_BUILD !== "1", inspectorPort });
  try {
    const headers: Record<string, string> = mode === "rendered" ? { Cookie: RENDERED_COOKIE } : {};
    await measure(shop.url + path, { connections: 1, seconds: 3, headers }); // warm-up: the snapshot, the JIT
    const session = await devtools(inspectorPort);
    await session.send("Profiler.enable");
    await session.send("Profiler.setSamplingInterval", { interval: 100 });
    await session.send("Profiler.start");
    const load = await measure(shop.url + path, { connections: 1, seconds, headers });
    const { profile } = await session.send<{ profile: Profile }>("Profiler.stop", {}, (result) => "profile" in result);
    session.close();

    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const selfMs = new Map<number, number>();
    for (const [i, id] of profile.samples.entries()) selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);

    const byFunction = new Map<string, number>();
    const byModule = new Map<string, number>();
    const byPhase = new Map<string, number>();
    let busy = 0;
    const phases: [string, RegExp][] = [
      ["React server render (react-dom/server)", /^react-dom$/],
      ["React Router (server runtime, matching, data)", /^react-router$/],
      ["drizzle", /^drizzle-orm$/],
      ["better-auth and its crypto", /^(better-auth|@better-auth|better-call|jose|@noble)/],
      ["zod", /^zod$/],
      ["the shop's code (app/, workers/)", /^(app|workers)\//],
    ];
    for (const [id, ms] of selfMs) {
      const frame = byId.get(id)!.callFrame;
      const module = originalModule(frame);
      if (frame.functionName === "(idle)") continue; // waiting for I/O: the proxy, the client
      busy += ms;
      const fn = `${frame.functionName || "(anonymous)"}  ${module}`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
      byModule.set(module, (byModule.get(module) ?? 0) + ms);
      const phase = phases.find(([, pattern]) => pattern.test(module))?.[0] ?? (frame.url ? "other packages" : "workerd and V8 (GC, natives)");
      byPhase.set(phase, (byPhase.get(phase) ?? 0) + ms);
    }
    const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
    console.log(`\nprofile: ${mode} ${path}, ${load.requests} requests in ${seconds} s (${load.requestsPerSecond.toFixed(0)} req/s, p50 ${load.p50.toFixed(1)} ms)`);
    console.log(`worker CPU: ${busy.toFixed(0)} ms busy, ${(busy / load.requests).toFixed(2)} ms a request`);
    printTable("by part (self time)", sorted(byPhase), busy);
    printTable("by source module (self time)", sorted(byModule), busy);
    printTable("by function (self time)", sorted(byFunction), busy);
  } finally {
    await shop.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
