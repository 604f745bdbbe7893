// The security headers every answer of the worker carries (pages, API, redirects, errors, the
// guards' refusals), and the per-request nonce the Content-Security-Policy allows inline scripts
// by. See docs/decisions (CSP and caching) and docs/SECURITY.md.

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * The policy. Scripts: the shop's own files and the inline scripts carrying this request's nonce
 * (React Router's hydration data and module loader, React's streaming scripts), never
 * 'unsafe-inline'. Styles: the shop's own (hashed) CSS files only, as elements; a `style=""`
 * attribute is allowed (style-src-attr), because React renders a few computed sizes that way and
 * an attribute can neither run script nor load anything outside img-src. `upgrade-insecure-requests`
 * only where the shop is served over https.
 */
export function contentSecurityPolicy(nonce: string, https: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-src 'none'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), accelerometer=(), gyroscope=(), magnetometer=()";
export const HSTS = "max-age=63072000; includeSubDomains; preload";

/**
 * `vite dev` injects inline scripts of its own (HMR, React Refresh) without our nonce, so the policy
 * is left off there; the other headers stay. Tests and the built worker get the strict policy.
 */
const DEVELOPMENT = import.meta.env.MODE === "development";

/** The answer with the security headers set; a header the route set itself (Referrer-Policy: no-referrer) wins. */
export function withSecurityHeaders(request: Request, response: Response, nonce: string): Response {
  // Some responses (redirects made by Response.redirect, cache hits) have immutable headers: copy.
  const secured = new Response(response.body, response);
  const headers = secured.headers;
  const https = new URL(request.url).protocol === "https:";
  if (!DEVELOPMENT) headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, https));
  if (https) headers.set("Strict-Transport-Security", HSTS);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  if (!headers.has("Referrer-Policy")) headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", PERMISSIONS_POLICY);
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.delete(CACHED_NONCE_HEADER);
  return secured;
}

/** Kept on a page stored in the edge cache: the nonce its HTML was rendered with. Never sent out. */
const CACHED_NONCE_HEADER = "X-Shop-Page-Nonce";

/** The copy of a rendered page that goes into the edge cache, remembering its nonce. */
export function forEdgeCache(response: Response, nonce: string): Response {
  const copy = new Response(response.body, response);
  copy.headers.set(CACHED_NONCE_HEADER, nonce);
  return copy;
}

/**
 * A page from the edge cache, re-nonced for this request: the nonce attributes the render put on
 * its own scripts (only those equal to the stored nonce) get this request's nonce, which the
 * Content-Security-Policy then names. So a cached page is never replayed with an old nonce; see
 * docs/decisions (CSP and caching).
 */
export function fromEdgeCache(cached: Response, nonce: string): Response {
  const stored = cached.headers.get(CACHED_NONCE_HEADER);
  const headers = new Headers(cached.headers);
  headers.delete(CACHED_NONCE_HEADER);
  const init = { status: cached.status, statusText: cached.statusText, headers };
  const isHtml = (headers.get("Content-Type") ?? "").startsWith("text/html");
  if (!stored || !isHtml) return new Response(cached.body, init);
  const rewritten = new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        if (element.getAttribute("nonce") === stored) element.setAttribute("nonce", nonce);
      },
    })
    .transform(new Response(cached.body, init));
  return rewritten;
}
