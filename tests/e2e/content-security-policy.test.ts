import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newContext, waitForHydration } from "../support/node/browser";

// The built worker's strict Content-Security-Policy (per-request nonce, no 'unsafe-inline' scripts)
// in real Chromium: pages render, hydrate and navigate with no violation and no console error, also
// when a page comes from the edge cache (re-nonced on the way out).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
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

const PAGES = ["/", "/tkaniny-plisy", "/plisy", "/moskitiery", "/kontakt", "/koszyk", "/finalizacja-zamowienia?jako=gosc", "/auth", "/regulamin"];

describe("the strict CSP in Chromium", () => {
  it("sends the policy with a nonce, and every page renders and hydrates without a violation or console error", async () => {
    const context = await newContext(browser, "desktop", inject("baseUrl"));
    // Recorded from the first byte of every document, before any of the page's own scripts run.
    await context.addInitScript(() => {
      const list: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = list;
      document.addEventListener("securitypolicyviolation", (event) => list.push(`${event.violatedDirective}: ${event.blockedURI}`));
    });
    const page = await context.newPage();
    const problems = watch(page);
    // Twice: the second visit of a public page is served from the edge cache, re-nonced.
    for (const path of [...PAGES, ...PAGES]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const csp = (await response!.allHeaders())["content-security-policy"] ?? "";
      expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
      expect(csp).not.toContain("unsafe-inline' ;");
      await waitForHydration(page, "body a[href]");
      expect(await violations(page), path).toEqual([]);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it("navigates on the client after hydration (the inline module script ran)", async () => {
    const context = await newContext(browser, "desktop", inject("baseUrl"));
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

  it("gives a page asked again (then from the edge cache) the nonce of its own header on every script", async () => {
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${inject("baseUrl")}/plisy`);
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
      const html = await response.text();
      expect([...new Set([...html.matchAll(/ nonce="([^"]+)"/g)].map((m) => m[1]))]).toEqual([nonce]);
    }
  });

  it("refuses a form posted from another site", async () => {
    const response = await fetch(`${inject("baseUrl")}/kontakt`, {
      method: "POST",
      body: new URLSearchParams({ firstName: "Jan" }),
      headers: { Origin: "https://zly.example" },
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("Odrzucono żądanie wysłane z innej strony");
  });
});
