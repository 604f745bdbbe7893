// The floor under a page-cache hit in `npm run bench`: the shop's cached pages, answered with the bytes and headers
// the shop answered them with, by a worker with no code of its own, served like the shop (behind its [assets]
// configuration, through `wrangler dev`). A cached page cannot be cheaper than this on the same runtime.

/** A page as the shop's cache answered it. */
export interface StoredPage {
  headers: [string, string][];
  body: string;
}

/** Path and query → its stored page; put in at bundling (run.ts, wrangler's `define`). */
declare const STORED_PAGES: Record<string, StoredPage>;

const pages = new Map(Object.entries(STORED_PAGES).map(([path, page]) => [path, { headers: page.headers, body: new TextEncoder().encode(page.body) }]));

export default {
  fetch(request: Request) {
    const url = new URL(request.url);
    const page = pages.get(url.pathname + url.search);
    return page ? new Response(page.body, { headers: page.headers }) : new Response("Not stored", { status: 404 });
  },
};
