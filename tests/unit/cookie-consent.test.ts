import { describe, expect, it } from "vitest";
import { analyticsCookieDeletions, consentDecisionCookies, parseConsentDecision, type ConsentDecision } from "~/lib/cookie-consent";

describe("parseConsentDecision", () => {
  it.each<[string | null | undefined, ConsentDecision]>([
    [null, "undecided"],
    [undefined, "undecided"],
    ["", "undecided"],
    ["theme=dark", "undecided"],
    ["cookies-accepted=true", "accepted"],
    ["a=1; cookies-accepted=true; b=2", "accepted"],
    ["cookies-rejected=true", "rejected"],
    ["  cookies-rejected=true  ", "rejected"],
    ["cookies-accepted=false", "undecided"],
    ["cookies-accepted=", "undecided"],
    ["xcookies-accepted=true", "undecided"],
    ["cookies-accepted=true; cookies-rejected=true", "rejected"],
    ["cookies-accepted=true; cookies-accepted=false", "accepted"],
    ["malformed; cookies-accepted=true", "accepted"],
  ])("%j → %s", (header, decision) => {
    expect(parseConsentDecision(header)).toBe(decision);
  });
});

describe("consentDecisionCookies", () => {
  it.each<["accepted" | "rejected", boolean, string[]]>([
    [
      "accepted",
      false,
      ["cookies-accepted=true; Max-Age=31536000; Path=/; SameSite=Lax", "cookies-rejected=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax"],
    ],
    [
      "accepted",
      true,
      [
        "cookies-accepted=true; Max-Age=31536000; Path=/; SameSite=Lax; Secure",
        "cookies-rejected=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax; Secure",
      ],
    ],
    [
      "rejected",
      false,
      ["cookies-rejected=true; Max-Age=2592000; Path=/; SameSite=Lax", "cookies-accepted=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax"],
    ],
    [
      "rejected",
      true,
      ["cookies-rejected=true; Max-Age=2592000; Path=/; SameSite=Lax; Secure", "cookies-accepted=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax; Secure"],
    ],
  ])("%s (secure: %s)", (decision, secure, cookies) => {
    expect(consentDecisionCookies(decision, { secure })).toEqual(cookies);
  });

  it.each(["accepted", "rejected"] as const)("a recorded %s decision reads back", (decision) => {
    const [chosen] = consentDecisionCookies(decision, { secure: true });
    expect(parseConsentDecision(chosen?.split(";")[0])).toBe(decision);
  });
});

describe("analyticsCookieDeletions", () => {
  const expired = "Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT";

  it.each<[string, string, boolean, string[]]>([
    ["no cookies", "localhost", false, []],
    ["cookies-accepted=true; theme=dark; ga=1", "shop.pl", true, []],
    ["_ga=GA1.1.1; cart=1", "localhost", false, [`_ga=; ${expired}; Path=/; SameSite=Lax`]],
    ["_gid=1", "127.0.0.1", false, [`_gid=; ${expired}; Path=/; SameSite=Lax`]],
    ["_ga_ABC123=GS1", "shop.pl", true, [`_ga_ABC123=; ${expired}; Path=/; SameSite=Lax; Secure`, `_ga_ABC123=; ${expired}; Domain=shop.pl; Path=/; SameSite=Lax; Secure`]],
    [
      "_gat=1; x=2; _gid=3",
      "www.shop.pl",
      true,
      [
        `_gat=; ${expired}; Path=/; SameSite=Lax; Secure`,
        `_gat=; ${expired}; Domain=www.shop.pl; Path=/; SameSite=Lax; Secure`,
        `_gat=; ${expired}; Domain=shop.pl; Path=/; SameSite=Lax; Secure`,
        `_gid=; ${expired}; Path=/; SameSite=Lax; Secure`,
        `_gid=; ${expired}; Domain=www.shop.pl; Path=/; SameSite=Lax; Secure`,
        `_gid=; ${expired}; Domain=shop.pl; Path=/; SameSite=Lax; Secure`,
      ],
    ],
  ])("%j on %s (secure: %s)", (header, hostname, secure, deletions) => {
    expect(analyticsCookieDeletions(header, { hostname, secure })).toEqual(deletions);
  });
});
