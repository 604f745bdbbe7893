/**
 * The visitor's cookie decision, kept in two first-party cookies. Pure string helpers, so the banner,
 * a future analytics loader (allowed only after "accepted") and the server read and write it the same way.
 */

export const CONSENT_ACCEPTED_COOKIE = "cookies-accepted";
export const CONSENT_REJECTED_COOKIE = "cookies-rejected";
export const CONSENT_ACCEPTED_MAX_AGE_DAYS = 365;
export const CONSENT_REJECTED_MAX_AGE_DAYS = 30;
/** The banner waits this long after load so it does not compete with the page's first paint. */
export const CONSENT_BANNER_DELAY_MS = 1500;
export const ANALYTICS_COOKIE_PREFIXES = ["_ga", "_gid", "_gat"] as const;

export type ConsentDecision = "accepted" | "rejected" | "undecided";

const SECONDS_PER_DAY = 24 * 60 * 60;

/** `a=1; b=2` → Map { a → "1", b → "2" }; the first occurrence of a name wins, as in browsers. */
function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    const name = part.slice(0, separator).trim();
    if (name && !cookies.has(name)) cookies.set(name, part.slice(separator + 1).trim());
  }
  return cookies;
}

/** Reads the decision from `document.cookie` or a request's Cookie header. Rejection wins a conflict: no consent is assumed. */
export function parseConsentDecision(cookieHeader: string | null | undefined): ConsentDecision {
  const cookies = parseCookieHeader(cookieHeader);
  if (cookies.get(CONSENT_REJECTED_COOKIE) === "true") return "rejected";
  if (cookies.get(CONSENT_ACCEPTED_COOKIE) === "true") return "accepted";
  return "undecided";
}

type CookieOptions = { maxAgeSeconds: number; secure: boolean; domain?: string };

function serializeCookie(name: string, value: string, { maxAgeSeconds, secure, domain }: CookieOptions): string {
  const attributes = [`${name}=${value}`, `Max-Age=${maxAgeSeconds}`];
  // An expired date as well as Max-Age=0, so even old browsers drop the cookie at once.
  if (maxAgeSeconds === 0) attributes.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  if (domain) attributes.push(`Domain=${domain}`);
  attributes.push("Path=/", "SameSite=Lax");
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}

/**
 * The Set-Cookie strings (also valid for `document.cookie`) recording a decision: the chosen cookie,
 * and the opposite one expired so a changed mind leaves no conflicting pair behind.
 */
export function consentDecisionCookies(decision: "accepted" | "rejected", { secure }: { secure: boolean }): string[] {
  const [chosen, opposite, days] =
    decision === "accepted"
      ? [CONSENT_ACCEPTED_COOKIE, CONSENT_REJECTED_COOKIE, CONSENT_ACCEPTED_MAX_AGE_DAYS]
      : [CONSENT_REJECTED_COOKIE, CONSENT_ACCEPTED_COOKIE, CONSENT_REJECTED_MAX_AGE_DAYS];
  return [serializeCookie(chosen, "true", { maxAgeSeconds: days * SECONDS_PER_DAY, secure }), serializeCookie(opposite, "", { maxAgeSeconds: 0, secure })];
}

/** "www.shop.pl" → ["www.shop.pl", "shop.pl"]; no Domain attribute makes sense for "localhost" or an IP address. */
function cookieDomains(hostname: string): string[] {
  const labels = hostname.split(".");
  const isIpAddress = /^[\d.]+$/.test(hostname) || hostname.includes(":");
  if (labels.length < 2 || isIpAddress) return [];
  return labels.length > 2 ? [hostname, labels.slice(1).join(".")] : [hostname];
}

/**
 * The strings that delete every analytics cookie present, in each place one may have been set: host-only,
 * on the current domain and on the parent domain (where analytics scripts usually put them).
 */
export function analyticsCookieDeletions(cookieHeader: string | null | undefined, { hostname, secure }: { hostname: string; secure: boolean }): string[] {
  const names = [...parseCookieHeader(cookieHeader).keys()].filter((name) => ANALYTICS_COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix)));
  const domains = [undefined, ...cookieDomains(hostname)];
  return names.flatMap((name) => domains.map((domain) => serializeCookie(name, "", { maxAgeSeconds: 0, secure, domain })));
}
