// What the worker checks on every request that changes something (POST, PUT, PATCH, DELETE)
// before React Router or the API sees it: that it comes from the shop's own pages (no cross-site
// form posts), that its body is small, and that a form body is a form. Each refusal is a short
// Polish answer, never a 500. See docs/decisions (origin checks) and docs/SECURITY.md.

import { PRIVATE_CACHE_CONTROL } from "~/lib/caching";
import { IMAGE_MAX_BYTES } from "~/lib/image-size";
import { collapseSlashes } from "~/lib/seo";

/** The largest body a form or API call may send. The biggest real one, a 50-line cart, is under 150 KB. */
export const MAX_BODY_BYTES = 512 * 1024;
/**
 * The back-office's product forms carry a photo (at most IMAGE_MAX_BYTES, which the form refuses
 * with a field message) besides their fields; anything bigger is refused here, before it is read.
 */
export const MAX_UPLOAD_BODY_BYTES = IMAGE_MAX_BYTES + 512 * 1024;
const UPLOAD_PATHS = /^\/admin-products\//;
/**
 * A payment provider's server posts its notifications here, from no page of ours: each is proven by its
 * signature instead (app/server/payments), so the origin check does not apply; the size checks do.
 */
export const PROVIDER_NOTIFICATION_PATH = "/api/payments/payu/notify";

export const CROSS_SITE_MESSAGE = "Odrzucono żądanie wysłane z innej strony. Odśwież stronę sklepu i spróbuj ponownie.";
export const BODY_TOO_LARGE_MESSAGE = "Przesłane dane są zbyt duże. Skróć treść formularza i spróbuj ponownie.";
export const UPLOAD_TOO_LARGE_MESSAGE = "Przesłane zdjęcie jest za duże (maks. 5 MB). Wybierz mniejszy plik i spróbuj ponownie.";
export const INVALID_FORM_MESSAGE = "Nieprawidłowe dane formularza. Odśwież stronę i spróbuj ponownie.";
export const UNSUPPORTED_BODY_MESSAGE = "Nieobsługiwany format danych formularza.";
export const INVALID_JSON_MESSAGE = "Nieprawidłowy format danych JSON.";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export type GuardResult = { ok: true; request: Request } | { ok: false; response: Response };

const isApi = (request: Request) => new URL(request.url).pathname.startsWith("/api/");

/** A bare page for a browser (the message and a way back), JSON for the API. */
function refuse(request: Request, status: number, message: string): GuardResult {
  const headers = { "Cache-Control": PRIVATE_CACHE_CONTROL };
  if (isApi(request)) return { ok: false, response: Response.json({ error: message }, { status, headers }) };
  const page = `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Nie wysłano formularza</title></head><body><main><h1>Nie wysłano formularza</h1><p>${message}</p><p><a href="/">Wróć do sklepu</a></p></main></body></html>`;
  return { ok: false, response: new Response(page, { status, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } }) };
}

/**
 * A request from the shop itself: its Origin is the request's own origin (or the configured public
 * one); without an Origin, the browser's Sec-Fetch-Site says same-origin or a user action (none).
 * Every browser the shop supports sends one of the two with a POST, so a request with neither is
 * refused too: it is no form of ours.
 */
export function isSameOrigin(request: Request, publicUrl: string): boolean {
  const origin = request.headers.get("Origin");
  if (origin !== null) {
    const own = new URL(request.url).origin;
    let configured: string | null = null;
    try {
      configured = new URL(publicUrl).origin;
    } catch {
      // A malformed SHOP_PUBLIC_URL allows only the request's own origin.
    }
    return origin === own || origin === configured;
  }
  const site = request.headers.get("Sec-Fetch-Site");
  return site === "same-origin" || site === "none";
}

/** Reads the body up to `limit` bytes; null when it is longer (the rest is never read). */
async function readLimited(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * A path with repeated slashes (`//`, `/plisy//pomiar`) is the page with single ones: a permanent
 * redirect there for a read, a 404 for anything else, so no such path reaches the router, where a
 * leading `//` reads as a host name.
 */
export function repeatedSlashesAnswer(request: Request, url: URL): Response | null {
  if (!url.pathname.includes("//")) return null;
  if (!SAFE_METHODS.has(request.method)) return new Response("Nie znaleziono strony", { status: 404, headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });
  return new Response(null, { status: 301, headers: { Location: collapseSlashes(url.pathname) + url.search } });
}

/**
 * The checks, in order: the method is safe (nothing to check), the request is same-origin (403),
 * the body is at most MAX_BODY_BYTES (MAX_UPLOAD_BODY_BYTES for a product form with a photo; 413), a page's body is a well-formed form (415/400) and an API
 * body that says JSON is JSON (400). A passed request comes back with its body read into memory,
 * so React Router and the API read it as usual.
 */
export async function guardRequest(request: Request, publicUrl: string): Promise<GuardResult> {
  if (SAFE_METHODS.has(request.method)) return { ok: true, request };
  // A provider's notification is proven (or refused, and logged) by its own route, malformed JSON included.
  const notification = new URL(request.url).pathname === PROVIDER_NOTIFICATION_PATH;
  if (!notification && !isSameOrigin(request, publicUrl)) return refuse(request, 403, CROSS_SITE_MESSAGE);

  const upload = UPLOAD_PATHS.test(new URL(request.url).pathname);
  const [limit, tooLarge] = upload ? [MAX_UPLOAD_BODY_BYTES, UPLOAD_TOO_LARGE_MESSAGE] : [MAX_BODY_BYTES, BODY_TOO_LARGE_MESSAGE];
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (!Number.isFinite(declared) || declared > limit) return refuse(request, 413, tooLarge);
  const bytes = request.body ? await readLimited(request.body, limit) : new Uint8Array();
  if (bytes === null) return refuse(request, 413, tooLarge);

  const headers = new Headers(request.headers);
  const type = (headers.get("Content-Type") ?? "").toLowerCase();
  const rebuilt = (body: Uint8Array<ArrayBuffer>) => new Request(request.url, { method: request.method, headers, body });

  if (isApi(request)) {
    if (type.startsWith("application/json") && bytes.byteLength > 0 && !notification) {
      try {
        JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
      } catch {
        return refuse(request, 400, INVALID_JSON_MESSAGE);
      }
    }
    return { ok: true, request: rebuilt(bytes) };
  }

  // Route actions read request.formData(): a post without a body is an empty form, anything that is
  // not a form is refused here instead of failing inside the action.
  if (bytes.byteLength === 0 && !type) {
    headers.set("Content-Type", FORM_TYPES[0]!);
    return { ok: true, request: rebuilt(bytes) };
  }
  if (!FORM_TYPES.some((form) => type.startsWith(form))) return refuse(request, 415, UNSUPPORTED_BODY_MESSAGE);
  const passed = rebuilt(bytes);
  try {
    await passed.clone().formData();
  } catch {
    return refuse(request, 400, INVALID_FORM_MESSAGE);
  }
  return { ok: true, request: passed };
}
