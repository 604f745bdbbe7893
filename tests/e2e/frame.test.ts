import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newContext, type ViewportName } from "../support/node/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each<ViewportName>(["desktop", "mobile"])("the shop's frame on %s", (viewport) => {
  it("renders the home page on the server and hydrates it", async () => {
    const context = await newContext(browser, viewport, inject("baseUrl"));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(await page.locator("html").getAttribute("lang")).toBe("pl");
    await expect.poll(() => page.getByRole("link", { name: "Zamów", exact: true }).first().isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("navigates to /zamow on the client", async () => {
    const context = await newContext(browser, viewport, inject("baseUrl"));
    const page = await context.newPage();
    await page.goto("/");
    // A client-side navigation keeps the document: a marker set on window survives it.
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same-document"));
    await page.getByRole("link", { name: "Zamów", exact: true }).first().click();
    await page.waitForURL("**/zamow");
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same-document");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBeTruthy();
    await context.close();
  });

  it("answers an unknown path with the 404 page", async () => {
    const context = await newContext(browser, viewport, inject("baseUrl"));
    const page = await context.newPage();
    const response = await page.goto("/nie-ma-takiej-strony");
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByText("Oops! Page not found").isVisible()).toBe(true);
    await context.close();
  });
});
