import { createHash } from "node:crypto";
import { servedUrl } from "../support/node/served";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectBrowser, newContext, waitForHydration } from "../support/node/browser";

// The built worker's strict Content-Security-Policy (no 'unsafe-inline' scripts) in real Chromium: rendered pages
// allow their inline scripts by a per-request nonce, pages from the page cache by the scripts' SHA-256 hashes, and
// either way they render, hydrate and navigate with no violation and no console error.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Console errors, uncaught errors and CSP violations the page reports. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /Content Security Policy|Refused to/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`error: ${error.message}`));
  return problems;
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
}

const PUBLIC_PAGES = ["/", "/tkaniny-plisy", "/plisy", "/moskitiery", "/kontakt", "/regulamin"];
const PERSONAL_PAGES = ["/koszyk", "/finalizacja-zamowienia?jako=gosc", "/auth"];
const PAGES = [...PUBLIC_PAGES, ...PERSONAL_PAGES];

/** The policy's script sources after 'self'. */
const inlineScriptSources = (csp: string) => (/script-src 'self'((?: '[^']+')*)/.exec(csp)?.[1] ?? "").trim().split(" ").filter(Boolean);

/** The SHA-256 source of each inline script of a page, as a browser hashes it. */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => `'sha256-${createHash("sha256").update(match[1]!, "utf8").digest("base64")}'`);

describe("the strict CSP in Chromium", () => {
  it("sends the policy (a nonce when rendered, hashes from the page cache), and every page renders and hydrates without a violation or console error", async () => {
    const context = await newContext(browser, "desktop", servedUrl());
    // Recorded from the first byte of every document, before any of the page's own scripts run.
    await context.addInitScript(() => {
      const list: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = list;
      document.addEventListener("securitypolicyviolation", (event) => list.push(`${event.violatedDirective}: ${event.blockedURI}`));
    });
    const page = await context.newPage();
    const problems = watch(page);
    // Twice: the second visit of a public page is served from the page cache, its scripts allowed by hash.
    for (const [visit, path] of [...PAGES.map((path) => [1, path] as const), ...PAGES.map((path) => [2, path] as const)]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const sources = inlineScriptSources((await response!.allHeaders())["content-security-policy"] ?? "");
      if (PERSONAL_PAGES.includes(path)) expect(sources, path).toEqual([expect.stringMatching(/^'nonce-[^']+'$/)]);
      else if (visit === 2) expect(sources.every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)) && sources.length > 0, `${path}: ${sources}`).toBe(true);
      expect(sources.join(" ")).not.toContain("unsafe");
      await waitForHydration(page, "body a[href]");
      expect(await violations(page), path).toEqual([]);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it("navigates on the client after hydration (the inline module script ran)", async () => {
    const context = await newContext(browser, "desktop", servedUrl());
    const page = await context.newPage();
    const problems = watch(page);
    await page.goto("/");
    await waitForHydration(page, "body a[href]");
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same-document"));
    await page.getByRole("link", { name: "Kontakt" }).first().click();
    await page.waitForURL("**/kontakt");
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same-document");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("allows exactly a page's own inline scripts: by its nonce when rendered, by their hashes when from the page cache", async () => {
    const seen = new Set<string>();
    // Stored after the first answer has gone out: asked until it comes from the cache.
    for (let i = 0; i < 20 && !seen.has("hashes"); i++) {
      const response = await fetch(`${servedUrl()}/plisy`);
      const sources = inlineScriptSources(response.headers.get("content-security-policy") ?? "");
      const html = await response.text();
      const nonces = [...new Set([...html.matchAll(/ nonce="([^"]+)"/g)].map((m) => `'nonce-${m[1]}'`))];
      if (nonces.length > 0) {
        seen.add("nonce");
        expect(sources).toEqual(nonces);
      } else {
        seen.add("hashes");
        expect([...sources].sort()).toEqual([...new Set(inlineScriptHashes(html))].sort());
      }
      await new Promise((done) => setTimeout(done, 100));
    }
    expect(seen.has("hashes")).toBe(true);
  });

  it("refuses a form posted from another site", async () => {
    const response = await fetch(`${servedUrl()}/kontakt`, {
      method: "POST",
      body: new URLSearchParams({ firstName: "Jan" }),
      headers: { Origin: "https://zly.example" },
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("Odrzucono żądanie wysłane z innej strony");
  });
});
