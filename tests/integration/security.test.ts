import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "~/lib/structured-data";
import { BODY_TOO_LARGE_MESSAGE, CROSS_SITE_MESSAGE, INVALID_FORM_MESSAGE, INVALID_JSON_MESSAGE, MAX_BODY_BYTES, UNSUPPORTED_BODY_MESSAGE } from "../../workers/request-guard";
import { HSTS, withInlineScriptHashes } from "../../workers/security";

// The worker's own protections: security headers on every answer, the CSP nonce on every inline
// script, and the refusal of cross-site, oversized and malformed posts before any route runs.

const ORIGIN = "http://shop.test";

let client = 0;
const uniqueIp = () => `2001:db8:5ec:${(++client).toString(16)}::1`;

function send(path: string, init: RequestInit & { headers?: Record<string, string> } = {}, origin = ORIGIN): Promise<Response> {
  return exports.default.fetch(new Request(`${origin}${path}`, { redirect: "manual", ...init, headers: { "CF-Connecting-IP": uniqueIp(), ...init.headers } }));
}

const enquiryCount = async () => (await env.DB.prepare("select count(*) as n from enquiries").first<{ n: number }>())!.n;

function expectSecurityHeaders(response: Response, { https = false } = {}) {
  const csp = response.headers.get("Content-Security-Policy") ?? "";
  const directives = Object.fromEntries(csp.split(/;\s*/).map((d) => [d.split(" ")[0], d.split(" ").slice(1).join(" ")]));
  expect(directives["script-src"]).toMatch(/^'self' 'nonce-[A-Za-z0-9+/]{22}==?'$/);
  expect(csp).not.toContain("unsafe-eval");
  expect(directives["script-src"]).not.toContain("unsafe-inline");
  expect(directives).toMatchObject({
    "default-src": "'self'",
    "style-src": "'self'",
    "img-src": "'self' data:",
    "connect-src": "'self'",
    "form-action": "'self'",
    "object-src": "'none'",
    "base-uri": "'none'",
    "frame-ancestors": "'none'",
  });
  expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(response.headers.get("Permissions-Policy")).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\), payment=\(\)/);
  expect(response.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
  expect(response.headers.get("Referrer-Policy")).toBeTruthy();
  expect(response.headers.get("Strict-Transport-Security")).toBe(https ? HSTS : null);
  expect(response.headers.get("X-Shop-Page-Nonce")).toBeNull();
}

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];

describe("security headers on every answer", () => {
  it.each([
    ["a public page", "/"],
    ["a private page", "/finalizacja-zamowienia"],
    ["a client navigation's data", "/tkaniny-plisy.data"],
    ["a 404 page", "/nie-ma-takiej-strony"],
    ["a redirect", "/login"],
    ["the API", "/api/health"],
    ["an unknown API path", "/api/nie-ma"],
  ])("%s", async (_, path) => {
    const response = await send(path);
    expect(response.status).toBeLessThan(500);
    expectSecurityHeaders(response);
  });

  it("a form post's answer and a refused post", async () => {
    const post = await send("/kontakt", { method: "POST", body: new URLSearchParams({ firstName: "Anna" }), headers: { Origin: ORIGIN } });
    expect(post.status).toBe(400);
    expectSecurityHeaders(post);
    const refused = await send("/kontakt", { method: "POST", body: new URLSearchParams({}), headers: { Origin: "https://zly.example" } });
    expect(refused.status).toBe(403);
    expectSecurityHeaders(refused);
  });

  it("HSTS only over https", async () => {
    expectSecurityHeaders(await send("/", {}, "https://shop.test"), { https: true });
    expect((await send("/", {}, "https://shop.test")).headers.get("Content-Security-Policy")).toContain("upgrade-insecure-requests");
  });

  it("keeps a page's own stricter Referrer-Policy", async () => {
    expect((await send("/")).headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    const reset = await send("/reset-password?email=a%40example.pl&code=123456");
    // The link's code must not leak through Referer; the page sets no-referrer (on its redirect too).
    expect(reset.headers.get("Referrer-Policy")).toMatch(/no-referrer|strict-origin-when-cross-origin/);
  });

  it("gives every request its own nonce, and every inline script of the page carries it", async () => {
    const [first, second] = [await send("/plisy"), await send("/plisy")];
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) {
      // JSON-LD is data, never run: it needs no nonce. Everything else must carry this request's.
      if (/type="application\/ld\+json"/.test(attributes)) continue;
      expect(attributes).toContain(`nonce="${nonceOf(first)}"`);
    }
    expect(html).not.toMatch(/<style[\s>]/);
  });
});

describe("a page stored in the page cache names its inline scripts by hash", () => {
  const request = new Request("https://shop.test/");
  const sha256 = async (text: string) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))))}'`;
  const scriptSources = (response: Response) => /script-src ([^;]+)/.exec(response.headers.get("Content-Security-Policy") ?? "")![1]!.split(" ");

  it("drops the render's nonce and lists the SHA-256 of each inline script, and nothing else", async () => {
    const html = `<html><head><script nonce="old">window.a = "ż";</script><link rel="modulepreload" href="/a.js" nonce="old"><script src="/b.js" nonce="old"></script></head><body><p>nonce="old"</p><script type="module" nonce="old">import "/c.js";</script><script nonce="old">window.a = "ż";</script></body></html>`;
    const stored = await withInlineScriptHashes(
      request,
      new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": "script-src 'nonce-old'" } }),
    );
    expect(await stored.text()).toBe(
      `<html><head><script>window.a = "ż";</script><link rel="modulepreload" href="/a.js"><script src="/b.js"></script></head><body><p>nonce="old"</p><script type="module">import "/c.js";</script><script>window.a = "ż";</script></body></html>`,
    );
    expect(scriptSources(stored)).toEqual(["'self'", await sha256('window.a = "ż";'), await sha256('import "/c.js";')]);
    expect(stored.headers.get("Content-Security-Policy")).not.toContain("nonce");
    expect(stored.headers.get("Strict-Transport-Security")).toBe(HSTS);
  });

  it("passes other answers through untouched, allowing no inline script", async () => {
    const stored = await withInlineScriptHashes(request, new Response("[1]", { headers: { "Content-Type": "text/x-script" } }));
    expect(await stored.text()).toBe("[1]");
    expect(scriptSources(stored)).toEqual(["'self'"]);
  });
});

describe("JSON-LD cannot close its script element", () => {
  it("escapes <", () => {
    const text = serializeJsonLd({ "@context": "https://schema.org", "@type": "Thing", name: "</script><script>alert(1)</script>" } as never);
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script>");
  });
});

describe("cross-site posts are refused before any action runs", () => {
  const form = () => new URLSearchParams({ firstName: "Jan", lastName: "Nowak", email: "jan@example.pl", subject: "Temat", message: "Treść" });

  it.each([
    ["another site's Origin", { Origin: "https://zly.example" }],
    ["a sibling subdomain", { Origin: "http://evil.shop.test" }],
    ["Origin null (sandboxed frame)", { Origin: "null" }],
    ["no Origin, Sec-Fetch-Site cross-site", { "Sec-Fetch-Site": "cross-site" }],
    ["no Origin, Sec-Fetch-Site same-site", { "Sec-Fetch-Site": "same-site" }],
    ["neither Origin nor Sec-Fetch-Site", {}],
  ])("%s: 403 in Polish, nothing stored", async (_, headers: Record<string, string>) => {
    const before = await enquiryCount();
    const response = await send("/kontakt", { method: "POST", body: form(), headers });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(CROSS_SITE_MESSAGE);
    expect(await enquiryCount()).toBe(before);
  });

  it("refuses the same on a route's data request and on the API (JSON)", async () => {
    expect((await send("/kontakt.data", { method: "POST", body: form(), headers: { Origin: "https://zly.example" } })).status).toBe(403);
    const api = await send("/api/health", { method: "POST", body: "{}", headers: { Origin: "https://zly.example", "Content-Type": "application/json" } });
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ error: CROSS_SITE_MESSAGE });
  });

  it("lets the shop's own posts through: its Origin, the configured public URL, or Sec-Fetch-Site same-origin", async () => {
    for (const headers of [{ Origin: ORIGIN }, { Origin: new URL(env.SHOP_PUBLIC_URL).origin }, { "Sec-Fetch-Site": "same-origin" }] as Record<string, string>[]) {
      const response = await send("/kontakt", { method: "POST", body: new URLSearchParams({}), headers });
      expect(response.status).toBe(400);
    }
  });

  it("never checks a GET", async () => {
    expect((await send("/kontakt", { headers: { Origin: "https://zly.example", "Sec-Fetch-Site": "cross-site" } })).status).toBe(200);
  });
});

describe("bodies too large or malformed are answered before any action runs", () => {
  it("answers a 10 MB form with 413 in Polish, declared or streamed", async () => {
    const huge = "a".repeat(10 * 1024 * 1024);
    const declared = await send("/kontakt", { method: "POST", body: new URLSearchParams({ message: huge }), headers: { Origin: ORIGIN } });
    expect(declared.status).toBe(413);
    expect(await declared.text()).toContain(BODY_TOO_LARGE_MESSAGE);

    const chunk = new TextEncoder().encode(`message=${"b".repeat(64 * 1024)}`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ > 200) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await send("/finalizacja-zamowienia", {
      method: "POST",
      body: stream,
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit & { headers: Record<string, string> });
    expect(streamed.status).toBe(413);
  });

  it("accepts a body just under the limit", async () => {
    const body = new URLSearchParams({ firstName: "a".repeat(MAX_BODY_BYTES - 100) });
    expect((await send("/kontakt", { method: "POST", body, headers: { Origin: ORIGIN } })).status).toBe(400);
  });

  it("answers a broken multipart body with 400 and a body that is not a form with 415", async () => {
    const broken = await send("/kontakt", {
      method: "POST",
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end',
      headers: { Origin: ORIGIN, "Content-Type": "multipart/form-data; boundary=y" },
    });
    expect(broken.status).toBe(400);
    expect(await broken.text()).toContain(INVALID_FORM_MESSAGE);
    for (const type of ["application/json", "text/plain", "application/xml"]) {
      const response = await send("/finalizacja-zamowienia", { method: "POST", body: '{"a":1}', headers: { Origin: ORIGIN, "Content-Type": type } });
      expect(response.status).toBe(415);
      expect(await response.text()).toContain(UNSUPPORTED_BODY_MESSAGE);
    }
  });

  it("treats an empty post without a type as an empty form: the action's own 400, not a 500", async () => {
    for (const path of ["/kontakt", "/finalizacja-zamowienia", "/auth", "/forgot-password", "/admin-auth", "/profile"]) {
      const response = await send(path, { method: "POST", headers: { Origin: ORIGIN } });
      expect(response.status, path).toBeLessThan(500);
    }
  });

  it("answers broken JSON to the API with 400 in Polish", async () => {
    const response = await send("/api/health", { method: "POST", body: '{"a":', headers: { Origin: ORIGIN, "Content-Type": "application/json" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: INVALID_JSON_MESSAGE });
    const fine = await send("/api/health", { method: "POST", body: "{}", headers: { Origin: ORIGIN, "Content-Type": "application/json" } });
    expect(fine.status).toBe(404);
  });
});

describe("paths with repeated slashes (their redirects: pages.test.ts)", () => {
  it("answers a read with the security headers, and a post with 404", async () => {
    expectSecurityHeaders(await send("//evil.example/x"));
    const response = await send("//finalizacja-zamowienia", { method: "POST", body: new FormData(), headers: { Origin: ORIGIN } });
    expect(response.status).toBe(404);
  });
});
