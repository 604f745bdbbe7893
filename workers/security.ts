// The security headers every answer of the worker carries (pages, API, redirects, errors, the
// guards' refusals), and the per-request nonce the Content-Security-Policy allows inline scripts
// by. See docs/decisions (CSP and caching) and docs/SECURITY.md.

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * The policy. Scripts: the shop's own files and the inline scripts the policy names (React Router's hydration data
 * and module loader, React's streaming scripts), never 'unsafe-inline': by this request's nonce on a rendered page,
 * by their SHA-256 hashes on a page from the page cache (see inlineScriptHashes). Styles: the shop's own (hashed) CSS
 * files only, as elements; a `style=""` attribute is allowed (style-src-attr), because React renders a few computed
 * sizes that way and an attribute can neither run script nor load anything outside img-src.
 * `upgrade-insecure-requests` only where the shop is served over https.
 */
export function contentSecurityPolicy(inlineScripts: readonly string[], https: boolean): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts].join(" "),
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

/** The source expression of a nonce. */
export const nonceSource = (nonce: string) => `'nonce-${nonce}'`;

export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), accelerometer=(), gyroscope=(), magnetometer=()";
export const HSTS = "max-age=63072000; includeSubDomains; preload";

/**
 * `vite dev` injects inline scripts of its own (HMR, React Refresh) without our nonce, so the policy
 * is left off there; the other headers stay. Tests and the built worker get the strict policy.
 */
const DEVELOPMENT = import.meta.env.MODE === "development";

/** The answer with the security headers set, its inline scripts allowed by this request's nonce. */
export function withSecurityHeaders(request: Request, response: Response, nonce: string): Response {
  // Some responses (redirects made by Response.redirect, cache hits) have immutable headers: copy.
  const secured = new Response(response.body, response);
  setSecurityHeaders(request, secured.headers, [nonceSource(nonce)]);
  return secured;
}

/** Sets the security headers on `headers`; a Referrer-Policy the route set itself (no-referrer) wins. */
export function setSecurityHeaders(request: Request, headers: Headers, inlineScripts: readonly string[]): void {
  const https = new URL(request.url).protocol === "https:";
  if (!DEVELOPMENT) headers.set("Content-Security-Policy", contentSecurityPolicy(inlineScripts, https));
  if (https) headers.set("Strict-Transport-Security", HSTS);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  if (!headers.has("Referrer-Policy")) headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", PERMISSIONS_POLICY);
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
}

/**
 * A rendered page made fit to be stored and served to anyone: its inline scripts lose the render's nonce, and the
 * policy names each by its SHA-256 hash instead, computed once here, so a stored page is served as it is, without a
 * per-request rewrite, and a nonce is never replayed. See docs/decisions/2026-11-24-csp-hashes-for-cached-pages.md.
 */
export async function withInlineScriptHashes(request: Request, response: Response): Promise<Response> {
  const isHtml = (response.headers.get("Content-Type") ?? "").startsWith("text/html");
  const scripts: string[] = [];
  let current: string | null = null;
  const body = isHtml
    ? await new HTMLRewriter()
        .on("[nonce]", {
          element(element) {
            element.removeAttribute("nonce");
          },
        })
        .on("script", {
          element(script) {
            if (script.hasAttribute("src")) return;
            current = "";
            script.onEndTag(() => {
              scripts.push(current ?? "");
              current = null;
            });
          },
          text(chunk) {
            if (current !== null) current += chunk.text;
          },
        })
        .transform(response)
        .arrayBuffer()
    : await response.arrayBuffer();
  const headers = new Headers(response.headers);
  setSecurityHeaders(request, headers, await Promise.all([...new Set(scripts)].map(hashSource)));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** The source expression of a script's text: 'sha256-' and its base64 SHA-256 digest of the UTF-8 bytes. */
async function hashSource(script: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}
