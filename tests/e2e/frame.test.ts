import type { Browser } from "playwright-core";
import { servedUrl } from "../support/node/served";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_BANNER_DELAY_MS } from "~/lib/cookie-consent";
import { connectBrowser, newContext, offerInstall, type ViewportName, waitForHydration } from "../support/node/browser";
import { seededPleatLine, storeCart } from "../support/node/seeded-cart";

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each<ViewportName>(["desktop", "mobile"])("the shop's frame on %s", (viewport) => {
  it("renders the home page on the server and hydrates it", async () => {
    const context = await newContext(browser, viewport, servedUrl());
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
    const context = await newContext(browser, viewport, servedUrl());
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
    const context = await newContext(browser, viewport, servedUrl());
    const page = await context.newPage();
    const response = await page.goto("/nie-ma-takiej-strony");
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByText("Oops! Page not found").isVisible()).toBe(true);
    await context.close();
  });
});

describe("the frame's interactive parts", () => {
  it("keeps the server's footer without its code and follows its links on the client", async () => {
    const context = await newContext(browser, "desktop", servedUrl());
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (response.url().endsWith(".js")) scripts.push(await response.text());
    });
    await page.goto("/");
    await waitForHydration(page, "footer");
    const footer = page.getByRole("contentinfo");
    const served = await footer.innerHTML();
    expect(served).toContain("NIP:");
    // The footer's text is in the document only: none of the page's scripts carries it.
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((source) => source.includes("Wszelkie prawa zastrzeżone"))).toEqual([]);

    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same-document"));
    await footer.getByRole("link", { name: "Regulamin" }).click();
    await page.waitForURL("**/regulamin");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("Regulamin");
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same-document");
    // After client-side navigations the footer is still the one the server sent.
    await page.getByRole("navigation", { name: "Menu główne" }).getByRole("link", { name: "Kontakt" }).click();
    await page.waitForURL("**/kontakt");
    expect(await footer.innerHTML()).toBe(served);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("follows the shop's links in the document, leaves a modified click to the browser and marks the current section", async () => {
    const context = await newContext(browser, "desktop", servedUrl());
    const page = await context.newPage();
    await page.goto("/tkaniny-plisy");
    await waitForHydration(page, "header");
    const menu = page.getByRole("navigation", { name: "Menu główne" });
    const current = () => menu.locator('[aria-current="page"]').textContent();
    expect(await current()).toBe("Tkaniny");
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same-document"));

    // Ctrl+click opens the link in a new tab; the page itself stays where it was.
    const card = page.getByRole("heading", { level: 3 }).first().getByRole("link");
    const [opened] = await Promise.all([context.waitForEvent("page"), menu.getByRole("link", { name: "Kontakt" }).click({ modifiers: ["ControlOrMeta"] })]);
    // The new tab starts blank and then navigates: its address once it has.
    await opened.waitForURL("**/kontakt", { timeout: 15_000 });
    expect(new URL(opened.url()).pathname).toBe("/kontakt");
    await opened.close();
    expect(new URL(page.url()).pathname).toBe("/tkaniny-plisy");

    // A plain click is followed by the router: the document stays, the bar marks the new section.
    await menu.getByRole("link", { name: "Kontakt" }).click();
    await page.waitForURL("**/kontakt");
    await expect.poll(current).toBe("Kontakt");
    await page.goBack();
    await page.waitForURL("**/tkaniny-plisy");
    await expect.poll(current).toBe("Tkaniny");
    const fabric = await card.textContent();
    await card.click();
    await page.waitForURL("**/tkanina/*");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain(fabric ?? "");
    expect(await menu.locator('[aria-current="page"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same-document");
    await context.close();
  });

  it("resolves a link relative to its page: the checkout's 'Kontynuuj jako gość'", async () => {
    const context = await newContext(browser, "desktop", servedUrl());
    const page = await context.newPage();
    // With an empty cart the hydrated checkout says so instead of offering how to go on: a line keeps the choice there,
    // and the link is read once React has drawn it too, not in the moment before hydration.
    await page.goto("/");
    await storeCart(page, [seededPleatLine()]);
    await page.goto("/finalizacja-zamowienia");
    await waitForHydration(page, "main");
    const guest = page.getByRole("link", { name: "Kontynuuj jako gość" });
    expect(await guest.getAttribute("href")).toBe("/finalizacja-zamowienia?jako=gosc");
    await context.close();
  });

  it("loads a page again as a document when its document came without the footer", async () => {
    const context = await newContext(browser, "desktop", servedUrl());
    const page = await context.newPage();
    // The first document stands in for the error page of a failed root loader, which has no frame: the browser holds
    // no footer's markup and none of its code when the page is then drawn with the frame.
    let documents = 0;
    await page.route("**/kontakt", async (route) => {
      if (route.request().resourceType() !== "document") return route.continue();
      documents++;
      const response = await route.fetch();
      const html = await response.text();
      await route.fulfill({ response, body: documents === 1 ? html.replace(/<footer id="site-footer"[\s\S]*?<\/footer>/, "") : html });
    });
    await page.goto("/kontakt");
    await expect.poll(() => documents).toBe(2);
    await waitForHydration(page, "footer");
    expect(await page.getByRole("contentinfo").innerHTML()).toContain("NIP:");
    await context.close();
  });

  it("opens the mobile menu and navigates from it to the 'Plisy' group's pages", async () => {
    const context = await newContext(browser, "mobile", servedUrl());
    const page = await context.newPage();
    await page.goto("/");
    // A tap before hydration meets no handler: the test is about the live menu.
    await waitForHydration(page, "main");
    const toggle = page.getByRole("button", { name: "Otwórz menu" });
    // The panel's code comes with the first tap; until then the button points at nothing that does not exist.
    expect(await toggle.getAttribute("aria-controls")).toBeNull();
    await toggle.click();
    const close = page.getByRole("button", { name: "Zamknij menu" });
    await expect.poll(() => close.getAttribute("aria-expanded")).toBe("true");
    expect(await page.locator(`#${await close.getAttribute("aria-controls")}`).count()).toBe(1);
    await page.getByRole("link", { name: "Plisy specjalistyczne" }).last().click();
    await page.waitForURL("**/plisy-specjalistyczne");
    await expect.poll(() => page.getByRole("button", { name: "Otwórz menu" }).getAttribute("aria-expanded")).toBe("false");
    // Opened again, it marks the page the visitor is on, and only that one (not its sibling "Plisy").
    await page.getByRole("button", { name: "Otwórz menu" }).click();
    const panel = page.locator(`#${await close.getAttribute("aria-controls")}`);
    await expect.poll(() => panel.locator('[aria-current="page"]').allTextContents()).toEqual(["Plisy specjalistyczne"]);
    await context.close();
  });

  it("opens the 'Plisy' dropdown on desktop with the keyboard", async () => {
    const context = await newContext(browser, "desktop", servedUrl());
    const page = await context.newPage();
    await page.goto("/");
    const plisy = page.getByRole("navigation", { name: "Menu główne" }).getByRole("button", { name: "Plisy" });
    await plisy.focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => plisy.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    await expect.poll(() => plisy.getAttribute("aria-expanded")).toBe("false");
    await context.close();
  });

  it.each([
    ["Akceptuję", "cookies-accepted", 365],
    ["Odrzucam", "cookies-rejected", 30],
  ])("records the cookie decision '%s' and does not ask again", async (button, cookieName, days) => {
    const context = await newContext(browser, "desktop", servedUrl());
    await context.addCookies([{ name: "_ga", value: "GA1.1.1", url: servedUrl() }]);
    const page = await context.newPage();
    await page.goto("/");
    const banner = page.getByRole("button", { name: button });
    await banner.waitFor({ state: "visible", timeout: 5_000 });
    await banner.click();
    const cookies = await context.cookies();
    const decision = cookies.find((c) => c.name === cookieName);
    expect(decision?.value).toBe("true");
    const lifetimeDays = (decision!.expires * 1000 - Date.now()) / 86_400_000;
    expect(lifetimeDays).toBeGreaterThan(days - 1);
    expect(lifetimeDays).toBeLessThanOrEqual(days);
    expect(cookies.some((c) => c.name === "_ga")).toBe(cookieName === "cookies-accepted");

    await page.reload();
    // The banners have come alive once the install prompt shows the browser's offer (it waits for the decision too);
    // the cookie banner would come CONSENT_BANNER_DELAY_MS after them: once the page's clock is past that, it has not.
    await offerInstall(page);
    await page.getByRole("button", { name: "Zainstaluj aplikację" }).waitFor({ state: "visible", timeout: 15_000 });
    const alive = await page.evaluate(() => performance.now());
    await page.waitForFunction((until) => performance.now() > until, alive + CONSENT_BANNER_DELAY_MS);
    expect(await page.getByRole("button", { name: button }).count()).toBe(0);
    await context.close();
  });
});

describe("the cookie banner on a phone", () => {
  it.each(["/tkanina/PL-101", "/moskitiery/okienne"])("covers none of the dimension fields of %s: they scroll and focus above it", async (path) => {
    const context = await newContext(browser, "mobile", servedUrl());
    const page = await context.newPage();
    await page.goto(path);
    const banner = page.getByRole("region", { name: "Pliki cookie" });
    await banner.waitFor({ state: "visible", timeout: 5_000 });
    const bannerTop = async () => (await banner.boundingBox())!.y;
    for (const label of ["Szerokość", "Wysokość"]) {
      const field = page.getByRole("spinbutton", { name: new RegExp(`^${label}`) });
      // Scrolled to just into view from below, as a thumb scrolls, and focused, as a tap or the keyboard does.
      await field.evaluate((input) => input.scrollIntoView({ block: "end" }));
      expect((await field.boundingBox())!.y + (await field.boundingBox())!.height, `${label} scrolled`).toBeLessThanOrEqual(await bannerTop());
      await page.evaluate(() => window.scrollTo(0, 0));
      await field.focus();
      expect((await field.boundingBox())!.y + (await field.boundingBox())!.height, `${label} focused`).toBeLessThanOrEqual(await bannerTop());
    }
    // What stays at the bottom (the pleat's running price) stands above it, and the page's end scrolls above it.
    const priceBar = page.getByRole("link", { name: "Podsumowanie" });
    if (await priceBar.count()) expect((await priceBar.boundingBox())!.y + (await priceBar.boundingBox())!.height).toBeLessThanOrEqual(await bannerTop());
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.locator("footer").last();
    expect((await footer.boundingBox())!.y + (await footer.boundingBox())!.height).toBeLessThanOrEqual((await bannerTop()) + 1);
    await context.close();
  });
});

describe("static files", () => {
  it("serves product images with a long cache lifetime", async () => {
    const response = await fetch(`${servedUrl()}/images/fabrics/PL-101.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    expect(response.headers.get("cache-control")).toContain("max-age=604800");
  });

  it.each(["/images/fabrics/NIE-MA.svg", "/assets/nie-ma.js"])("answers a missing static file %s with the 404 page in Polish", async (path) => {
    const response = await fetch(`${servedUrl()}${path}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain("Wróć na stronę główną");
  });

  it("serves hashed build assets as immutable", async () => {
    const html = await (await fetch(`${servedUrl()}/`)).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const response = await fetch(`${servedUrl()}${asset}`);
    expect(response.headers.get("cache-control")).toContain("immutable");
  });
});
