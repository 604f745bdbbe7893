import { SESSION_COOKIE } from "~/server/accounts/auth.server";
import { catalogueSnapshot } from "~/server/catalogue/snapshot.server";
import { getDb } from "~/server/platform/db.server";
import { FLASH_COOKIE } from "~/server/platform/flash.server";
import { PRIVATE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from "~/lib/caching";
import { isoDate } from "~/lib/dates";
import { withInlineScriptHashes } from "./security";

export { PRIVATE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL };

/** Cookies that make a response personal: the session and the one-time flash toast. */
const PERSONAL_COOKIES = [SESSION_COOKIE, FLASH_COOKIE];

/**
 * A GET from a visitor whose cookies cannot change the answer: the edge cache may answer it. Whether
 * the page is public is the route's to say (its `headers`), so a private page is simply never stored.
 */
export function isCacheableRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  const cookies = request.headers.get("Cookie") ?? "";
  return !PERSONAL_COOKIES.some((name) => cookies.includes(name));
}

/** What a stored page depends on besides its URL. */
export interface PageGeneration {
  /** React Router's manifest version: a hash of every script and stylesheet the build's pages point at. */
  build: string;
  /** The catalogue's version, bumped by every back-office change (app/server/catalogue/changes.server.ts). */
  catalogueVersion: number;
}

/**
 * The key a public page is stored under: its URL within the build, the catalogue's version and the Warsaw day.
 * The build: the Cache API outlives a deploy, and a page of the previous build points at hashed files the new one no
 * longer serves, so it would load without its styles and scripts. The version: the next request after a back-office
 * change misses and renders anew; nothing has to know which pages a change touched, and old entries expire unread.
 * The day: pages state 'Szacowana wysyłka: do {date}' from today, so yesterday's copy is never served.
 */
export function pageCacheKey(request: Request, { build, catalogueVersion }: PageGeneration, now = new Date()): Request {
  const url = new URL(request.url);
  url.searchParams.set(BUILD_PARAM, build);
  url.searchParams.set(CATALOGUE_VERSION_PARAM, String(catalogueVersion));
  url.searchParams.set(DAY_PARAM, isoDate(now));
  return new Request(url, { headers: request.headers });
}
const BUILD_PARAM = "__wersja";
const CATALOGUE_VERSION_PARAM = "__katalog";
const DAY_PARAM = "__dzien";

/**
 * The answer's caching: public when the route declared it public (app/lib/caching.ts), the request was
 * cacheable and the page kept it impersonal (a plain 200, no cookie set); otherwise the page's own
 * private header, or private, no-store.
 */
export function withCacheHeaders(request: Request, response: Response): Response {
  const headers = new Headers(response.headers);
  const declaredPublic = headers.get("Cache-Control") === PUBLIC_PAGE_CACHE_CONTROL;
  const cacheable = declaredPublic && isCacheableRequest(request) && response.status === 200 && !headers.has("Set-Cookie");
  if (!cacheable && (declaredPublic || !headers.has("Cache-Control") || headers.has("Set-Cookie"))) headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * A page as the page cache keeps it in the isolate's memory: complete, its security headers included, so a hit is
 * answered as it is. Bounded in bytes; the oldest goes first. The Cache API behind it is shared by the isolates of a
 * location and survives this one.
 */
interface StoredPage {
  body: ArrayBuffer;
  status: number;
  headers: [string, string][];
  expiresAt: number;
}
const MEMORY_LIMIT_BYTES = 16 * 1024 * 1024;
const inMemory = new Map<string, StoredPage>();
let inMemoryBytes = 0;
/** The catalogue version and day the pages in memory belong to: when either moves, they are all stale. */
let inMemoryGeneration = "";

function remember(url: string, page: StoredPage) {
  const previous = inMemory.get(url);
  if (previous) inMemoryBytes -= previous.body.byteLength;
  inMemory.delete(url);
  inMemory.set(url, page);
  inMemoryBytes += page.body.byteLength;
  for (const [oldest, stored] of inMemory) {
    if (inMemoryBytes <= MEMORY_LIMIT_BYTES) break;
    inMemory.delete(oldest);
    inMemoryBytes -= stored.body.byteLength;
  }
}

const served = (page: StoredPage) => new Response(page.body, { status: page.status, headers: page.headers });

/** How long a stored page may be served: the s-maxage its route declared (app/lib/caching.ts). */
const sharedMaxAgeMs = (headers: Headers) => Number(/s-maxage=(\d+)/.exec(headers.get("Cache-Control") ?? "")?.[1] ?? 0) * 1000;

/** The page cache for one request: its key, what is stored under it, and storing the answer. */
export interface PageCache {
  match(): Promise<Response | undefined>;
  /** Stores a copy of the answer when the route declared it public and it stayed impersonal; the answer goes out as it is. */
  store(response: Response, ctx: Pick<ExecutionContext, "waitUntil">): Response;
}

/**
 * The page cache of a request it may answer (a GET of a page, from a visitor without a personal cookie), or null.
 * The key needs the catalogue's version, which the isolate's catalogue snapshot holds: a hit makes no D1 round trip.
 * `build` is the running build's (pageCacheKey); an isolate runs one build, so the pages in its memory are all of it.
 */
export async function pageCacheFor(request: Request, url: URL, env: Env, build: string, now = new Date()): Promise<PageCache | null> {
  if (!isCacheableRequest(request) || url.pathname.startsWith("/api/")) return null;
  let version: number;
  try {
    version = (await catalogueSnapshot(getDb(env), env, now.getTime())).version;
  } catch {
    // The catalogue could not be read: the page renders (and says what failed) without the cache.
    return null;
  }
  const generation = `${version}/${isoDate(now)}`;
  if (generation !== inMemoryGeneration) {
    inMemory.clear();
    inMemoryBytes = 0;
    inMemoryGeneration = generation;
  }
  // Memory holds one generation, so the address names a page there; the Cache API's key is made only when asked.
  const memoryKey = url.href;
  const key = () => pageCacheKey(request, { build, catalogueVersion: version }, now);
  return {
    async match() {
      const page = inMemory.get(memoryKey);
      if (page && page.expiresAt > now.getTime()) return served(page);
      const shared = await (await caches.open("pages")).match(key());
      if (!shared) return undefined;
      const stored = { body: await shared.arrayBuffer(), status: shared.status, headers: [...shared.headers], expiresAt: now.getTime() + sharedMaxAgeMs(shared.headers) };
      remember(memoryKey, stored);
      return served(stored);
    },
    store(response, ctx) {
      // Still public here only when withCacheHeaders found it cacheable: a plain 200 with no cookie set.
      if (response.headers.get("Cache-Control") !== PUBLIC_PAGE_CACHE_CONTROL) return response;
      const copy = response.clone();
      ctx.waitUntil(
        (async () => {
          const hashed = await withInlineScriptHashes(request, copy);
          const stored = { body: await hashed.arrayBuffer(), status: hashed.status, headers: [...hashed.headers], expiresAt: now.getTime() + sharedMaxAgeMs(hashed.headers) };
          if (generation === inMemoryGeneration) remember(memoryKey, stored);
          await (await caches.open("pages")).put(key(), served(stored));
        })(),
      );
      return response;
    },
  };
}
