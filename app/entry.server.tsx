import { renderToReadableStream } from "react-dom/server.node";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { deferredComponentsReady } from "~/components/ui/deferred";
import { getCspNonce } from "~/server/platform/context.server";
import { withLowPriorityModulePreloads } from "~/server/platform/preload-priority.server";
import "~/lib/zod-locale";

// React's Node build, not the one its package picks for workerd (the edge build): the edge build encodes every string
// of the page into a new Uint8Array of its own, the Node build writes them into one buffer (`encodeInto`), and the
// worker has the Node modules it needs (nodejs_compat). Same HTML, a tenth more rendered pages a second.
// docs/decisions/2026-11-24-react-node-server-build.md

// React Router's default web-streams entry (@react-router/dev's entry.server.web.tsx), plus the
// request's CSP nonce: <ServerRouter nonce> makes it the default of <Scripts>, <ScrollRestoration>,
// <Links> and the streamed hydration data, and renderToReadableStream puts it on React's own inline
// scripts (Suspense boundaries). Without it the strict Content-Security-Policy would block them.

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Every page, error page and 404 is UTF-8 (Polish letters): said in the header, not only in the <meta>.
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // `vite dev` sends no policy (the same test as workers/security.ts), and its critical-CSS <link> would
  // carry a nonce the browser's render does not have: a hydration mismatch on every page.
  const nonce = import.meta.env.MODE === "development" ? undefined : getCspNonce(loadContext);
  let shellRendered = false;

  // Deferred screens (error pages) render from code the server already holds, so they never suspend here.
  await deferredComponentsReady();
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
    // A Suspense boundary that is complete stays in place: by default React moves one out of a page past 12.8 kB into
    // a hidden block that only its script reveals, so without JavaScript a deferred error page would show nothing.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      responseStatusCode = 500;
      // Errors in the initial shell reject and are logged by React Router; only streaming ones are logged here.
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;

  // The page goes out whole, to crawlers and shoppers alike: its loaders have run before React starts and none streams
  // data, so the render is one burst of a few milliseconds, and each of React's ~4 kB chunks of it cost every hop on
  // the way a turn of its own for no byte worth having earlier. docs/decisions/2026-11-27-pages-sent-whole.md
  await body.allReady;
  const page = withLowPriorityModulePreloads(new Uint8Array(await new Response(body).arrayBuffer()));
  return new Response(page, { headers: responseHeaders, status: responseStatusCode });
}
