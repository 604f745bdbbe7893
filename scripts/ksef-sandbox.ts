// A local stand-in of KSeF API 2.0, so company invoices go to "KSeF" without an account: `npm start` runs it beside
// the shop (scripts/start-local.ts), the browser tests beside the built worker (tests/support/node/serve-built-worker.ts).
// The API itself is scripts/ksef-sandbox-api.ts (shared with the integration tests); this file serves it over HTTP and
// checks each invoice against the FA(3) schema with xmllint-wasm. Never part of the production build. Plain Node 24 runs
// it as it is: `node scripts/ksef-sandbox.ts` reads KSEF_TOKEN and the port (KSEF_API_URL) from .dev.vars.
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createKsefSandbox, type KsefSandbox } from "./ksef-sandbox-api.ts";
import { fa3SchemaErrors } from "./ksef-schema.ts";
import { readDevVars } from "./payu-sandbox.ts";

export interface KsefSandboxServer {
  /** Where it listens with KSeF's /v2 prefix, e.g. http://127.0.0.1:8791/v2: the shop's KSEF_API_URL. */
  url: string;
  sandbox: KsefSandbox;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 5_000_000;

async function toRequest(request: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error("request body too large");
    chunks.push(chunk);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) if (typeof value === "string") headers.set(name, value);
  const method = request.method ?? "GET";
  return new Request(new URL(request.url ?? "/", origin), { method, headers, body: method === "GET" || method === "HEAD" ? undefined : Buffer.concat(chunks) });
}

async function reply(response: ServerResponse, answer: Response): Promise<void> {
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  response.end(Buffer.from(await answer.arrayBuffer()));
}

export async function startKsefSandbox({
  port,
  token,
  host = "127.0.0.1",
  log = console.log,
}: {
  port: number;
  token: string;
  host?: string;
  log?: (line: string) => void;
}): Promise<KsefSandboxServer> {
  const sandbox = await createKsefSandbox({ token, validate: fa3SchemaErrors });
  let origin = "";
  const server = createServer((request, response) => {
    toRequest(request, origin)
      .then((webRequest) => sandbox.handle(webRequest))
      .then((answer) => reply(response, answer))
      .catch((error: unknown) => {
        log(`ksef-sandbox: ${request.method} ${request.url} failed: ${String(error)}`);
        if (!response.headersSent) response.writeHead(500, { "Content-Type": "application/json" }).end('{"title":"Internal error","status":500}');
      });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      origin = `http://${host}:${(server.address() as AddressInfo).port}`;
      resolve({
        url: `${origin}/v2`,
        sandbox,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

export const DEFAULT_KSEF_SANDBOX_PORT = 8791;

if (import.meta.main) {
  const devVarsFile = new URL("../.dev.vars", import.meta.url);
  const vars = existsSync(devVarsFile) ? readDevVars(devVarsFile) : {};
  if (!vars.KSEF_TOKEN) {
    console.error("ksef-sandbox: no KSEF_TOKEN in .dev.vars; `node scripts/ensure-dev-vars.mjs` (or `npm start`) writes it");
    process.exit(1);
  }
  const api = vars.KSEF_API_URL ? new URL(vars.KSEF_API_URL) : undefined;
  if (api && !["127.0.0.1", "localhost"].includes(api.hostname)) {
    console.log(`ksef-sandbox: KSEF_API_URL in .dev.vars is ${api.origin}, not this machine: the local stand-in is not started`);
    process.exit(0);
  }
  const port = api ? Number(api.port || (api.protocol === "https:" ? 443 : 80)) : DEFAULT_KSEF_SANDBOX_PORT;
  try {
    const server = await startKsefSandbox({ port, token: vars.KSEF_TOKEN });
    console.log(`KSeF (lokalna atrapa) na ${server.url}`);
  } catch (error) {
    const taken = (error as NodeJS.ErrnoException).code === "EADDRINUSE";
    console.error(taken ? `ksef-sandbox: port ${port} is taken (another npm start?): the local KSeF stand-in is not started` : `ksef-sandbox: ${String(error)}`);
    process.exit(1);
  }
}
