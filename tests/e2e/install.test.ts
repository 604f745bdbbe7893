import type { Browser, Page } from "playwright-core";
import { servedUrl } from "../support/node/served";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectBrowser, dispatchInstallOffer, newContext, offerInstall, waitForHydration } from "../support/node/browser";

// The shop installs as an app (manifest, icons, theme colour), and offers it once: after the cookie
// decision, until the visitor installs or says 'Nie teraz'.

const settled = { timeout: 15_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const installButton = (page: Page) => page.getByRole("button", { name: "Zainstaluj aplikację" });

describe("installing the shop", () => {
  it("has a manifest Chromium accepts, with the theme colour and the icons", async () => {
    const context = await newContext(browser, "mobile", servedUrl());
    const page = await context.newPage();
    await page.goto("/");
    const manifest = await (await page.request.get("/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({ lang: "pl", start_url: "/", display: "standalone", theme_color: "#a94a23" });
    expect(await page.locator('meta[name="theme-color"]').getAttribute("content")).toBe(manifest.theme_color);
    for (const icon of manifest.icons as { src: string; sizes: string; purpose: string }[]) {
      const response = await page.request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
    }
    expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    // Every test context is an incognito one, which Chromium never installs from; nothing else may stand in the way.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== "in-incognito")).toEqual([]);
    await context.close();
  });

  it("offers the app only after the cookie decision, and never again after 'Nie teraz'", async () => {
    const context = await newContext(browser, "mobile", servedUrl(), { reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/");
    await waitForHydration(page, "main");

    // With the cookie banner up, the offer waits: the two never overlap.
    expect(await offerInstall(page)).toBe(true);
    await page.getByRole("button", { name: "Akceptuję" }).waitFor(settled);
    expect(await installButton(page).count()).toBe(0);
    await page.getByRole("button", { name: "Akceptuję" }).click();
    await installButton(page).waitFor(settled);
    expect(await page.getByRole("button", { name: "Akceptuję" }).count()).toBe(0);

    await page.getByRole("button", { name: "Nie teraz" }).click();
    await expect.poll(() => installButton(page).count(), settled).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("installPrompt"))).toBe("dismissed");

    // Remembered: a later offer is left to the browser.
    await page.reload();
    await waitForHydration(page, "main");
    expect(await offerInstall(page)).toBe(false);
    await page.waitForTimeout(500);
    expect(await installButton(page).count()).toBe(0);
    await context.close();
  });

  it("shows the browser's install dialog, even when the browser offered before the page came alive, and remembers an installation", async () => {
    const baseUrl = servedUrl();
    const context = await newContext(browser, "desktop", baseUrl, { reducedMotion: "reduce" });
    await context.addCookies([{ name: "cookies-rejected", value: "true", url: baseUrl }]);
    const page = await context.newPage();
    // Chromium decides once the page has loaded, which may be before React has hydrated it.
    await page.addInitScript({ content: `window.addEventListener("load", () => (${dispatchInstallOffer})("accepted"))` });
    await page.goto("/kontakt");
    await waitForHydration(page, "main");
    await installButton(page).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("installPrompt")), settled).toBe("installed");
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
    expect(await installButton(page).count()).toBe(0);
    await context.close();
  });
});
