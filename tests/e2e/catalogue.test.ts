import type { Browser, Locator, Page } from "playwright-core";
import { servedUrl } from "../support/node/served";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectBrowser, newContext, type ViewportName } from "../support/node/browser";
import { queryServedD1 } from "../support/node/d1";

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A context whose cookie decision is already made, so the banner never covers the pagination. */
async function open(viewport: ViewportName, path: string, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await newContext(browser, viewport, servedUrl(), options);
  await context.addCookies([{ name: "cookies-rejected", value: "true", url: servedUrl() }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(path);
  return { context, page, errors };
}

const foundText = (page: Page) =>
  page
    .getByRole("status")
    .filter({ hasText: /^Znaleziono \d+ tkanin[yę]? z \d+ dostępn(?:ych|ej)$/ })
    .textContent();
const cardNames = (page: Page) => page.locator("article h3").allTextContents();
async function cardPrices(page: Page) {
  const texts = await page.locator("article").allTextContents();
  return texts.map((text) =>
    Number(
      text
        .match(/([\d\s]+,\d{2})\s*zł/)![1]!
        .replace(/\s/g, "")
        .replace(",", "."),
    ),
  );
}
const ascending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! <= value);
const currentPage = (pagination: Locator) => pagination.locator('[aria-current="page"]').getAttribute("aria-label");

// The URL changes when the data has arrived, a moment before React shows it: the checks poll what the page shows,
// patiently, as a busy machine can take seconds.
const patiently = { timeout: 20_000 };
describe("the fabric catalogue on desktop", () => {
  it("filters by collection and sale, sorts by price and keeps it all in the URL across a reload", async () => {
    const { context, page, errors } = await open("desktop", "/tkaniny-plisy");
    const all = await foundText(page);
    const panel = page.getByRole("complementary", { name: "Filtry" });
    await panel.getByRole("checkbox", { name: "Basic" }).check();
    await panel.getByRole("checkbox", { name: "Tylko wyprzedaż" }).check();
    expect(await foundText(page)).toBe(all); // nothing applies before the confirm button
    await panel.getByRole("button", { name: "Zastosuj filtry" }).click();
    await page.waitForURL(/\?kolekcja=Basic&wyprzedaz=1$/);
    await expect.poll(() => foundText(page), patiently).not.toBe(all);
    expect(await page.getByRole("link", { name: "Usuń filtr: Basic" }).isVisible()).toBe(true);
    expect((await page.locator("article").allTextContents()).every((text) => text.includes("Basic") && text.includes("Wyprzedaż"))).toBe(true);

    await page.getByLabel("Sortuj").selectOption("cena-rosnaco");
    await page.waitForURL(/\?kolekcja=Basic&wyprzedaz=1&sort=cena-rosnaco$/);
    await expect.poll(() => cardPrices(page).then(ascending), patiently).toBe(true);
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThanOrEqual(2);
    expect(prices[0]).toBeLessThanOrEqual(prices[1]!);
    const names = await cardNames(page);
    const found = await foundText(page);

    await page.reload();
    expect(await foundText(page)).toBe(found);
    expect(await cardNames(page)).toEqual(names);
    expect(await panel.getByRole("checkbox", { name: "Basic" }).isChecked()).toBe(true);
    expect(await panel.getByRole("checkbox", { name: "Tylko wyprzedaż" }).isChecked()).toBe(true);
    expect(await page.getByLabel("Sortuj").inputValue()).toBe("cena-rosnaco");

    await panel.getByRole("link", { name: "Wyczyść filtry" }).click();
    await page.waitForURL(/\/tkaniny-plisy\?sort=cena-rosnaco$/);
    await expect.poll(() => foundText(page), patiently).toBe(all);
    await expect.poll(() => panel.getByRole("checkbox", { name: "Basic" }).isChecked(), patiently).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("pages through the unfiltered list, and a filter change goes back to page 1", async () => {
    const { context, page, errors } = await open("desktop", "/tkaniny-plisy?sort=kod");
    const pagination = page.getByRole("navigation", { name: "Strony wyników" });
    expect(await currentPage(pagination)).toBe("Strona 1");
    expect(await pagination.getByText("Poprzednia").getAttribute("aria-disabled")).toBe("true");
    const firstPage = await cardNames(page);
    expect(firstPage).toHaveLength(39);

    // A slow answer, held until the page has been seen waiting: the old list stays, dimmed and busy, under 'Ładowanie tkanin...'.
    const data = /\/tkaniny-plisy\.data/;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route(data, async (route) => {
      await answered;
      await route.continue();
    });
    await pagination.getByRole("link", { name: "Następna" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Ładowanie tkanin..." }).isVisible(), patiently).toBe(true);
    expect(await page.locator('[aria-busy="true"] article').count()).toBe(39);
    answer();
    await page.waitForURL(/\?sort=kod&strona=2$/);
    await page.unroute(data);
    await expect.poll(() => currentPage(pagination), patiently).toBe("Strona 2");
    const secondPage = await cardNames(page);
    expect(secondPage).toHaveLength(39);
    expect(secondPage).not.toContain(firstPage[0]);
    expect(await page.title()).toContain("strona 2");

    const pageLinks = await pagination.getByRole("link", { name: /^Strona \d+$/ }).all();
    const lastLabel = (await pageLinks.at(-1)!.getAttribute("aria-label"))!;
    expect(lastLabel).toBe("Strona 4"); // 140 fabrics by 39
    await pageLinks.at(-1)!.click();
    await expect.poll(() => currentPage(pagination), patiently).toBe(lastLabel);
    expect(page.url()).toMatch(/\?sort=kod&strona=4$/);
    expect(await pagination.getByText("Następna").getAttribute("aria-disabled")).toBe("true");
    const lastPage = await cardNames(page);

    await page.reload();
    expect(await cardNames(page)).toEqual(lastPage);
    expect(await currentPage(pagination)).toBe(lastLabel);

    const panel = page.getByRole("complementary", { name: "Filtry" });
    await panel.getByRole("checkbox", { name: "Tylko wyprzedaż" }).check();
    await panel.getByRole("button", { name: "Zastosuj filtry" }).click();
    await page.waitForURL(/\?wyprzedaz=1&sort=kod$/);
    await expect.poll(() => page.getByRole("link", { name: "Usuń filtr: Tylko wyprzedaż" }).isVisible(), patiently).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("filters without JavaScript through the plain GET form", async () => {
    const { context, page } = await open("desktop", "/tkaniny-plisy", { javaScriptEnabled: false });
    const panel = page.getByRole("complementary", { name: "Filtry" });
    await panel.getByRole("checkbox", { name: "Natura" }).check();
    await panel.getByRole("button", { name: "Zastosuj filtry" }).click();
    await page.waitForURL(/\?kolekcja=Natura$/);
    const names = await page.locator("article").allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((text) => text.includes("Natura"))).toBe(true);
    await context.close();
  });

  it("offers a retry three times when the database fails, then points to support", async () => {
    const { context, page } = await open("desktop", "/tkaniny-plisy");
    let loads = 0;
    page.on("response", (response) => {
      if (response.url().includes("/tkaniny-plisy.data")) loads++;
    });
    // The served worker's own D1 (the run's private copy) fails the catalogue's query.
    await queryServedD1(servedUrl(), "alter table fabrics rename to fabrics_kept");
    try {
      const panel = page.getByRole("complementary", { name: "Filtry" });
      await panel.getByRole("checkbox", { name: "Perła" }).check();
      await panel.getByRole("button", { name: "Zastosuj filtry" }).click();
      const heading = page.getByRole("heading", { level: 1, name: "Błąd" });
      await expect.poll(() => heading.isVisible(), patiently).toBe(true);
      expect(await page.getByText("Nie udało się pobrać listy tkanin.").isVisible()).toBe(true);
      expect(await page.content()).not.toContain("no such table");

      for (let retry = 1; retry <= 3; retry++) {
        await page.getByRole("button", { name: "Spróbuj ponownie" }).click();
        await expect.poll(() => loads, patiently).toBe(1 + retry); // each retry loads again, and has failed
        await expect.poll(() => heading.isVisible(), patiently).toBe(true);
      }
      await expect.poll(() => page.getByText("Jeśli problem się powtarza, skontaktuj się z pomocą techniczną.").isVisible(), patiently).toBe(true);
      expect(await heading.isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: "Spróbuj ponownie" }).count()).toBe(0);
    } finally {
      await queryServedD1(servedUrl(), "alter table fabrics_kept rename to fabrics");
    }
    await page.reload();
    expect(await foundText(page)).toMatch(/^Znaleziono \d+ tkanin/);
    await context.close();
  }, 120_000);
});

describe("the fabric catalogue on mobile", () => {
  it("filters by colour in the 'Filtry tkanin' drawer", async () => {
    const { context, page, errors } = await open("mobile", "/tkaniny-plisy");
    const all = await foundText(page);
    expect(await page.getByRole("complementary", { name: "Filtry" }).isVisible()).toBe(false);

    await page.getByRole("button", { name: "Filtry" }).click();
    const drawer = page.getByRole("dialog", { name: "Filtry tkanin" });
    await expect.poll(() => drawer.isVisible(), patiently).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Zamknij filtry");
    await page.keyboard.press("Escape");
    await expect.poll(() => drawer.isVisible(), patiently).toBe(false);

    await page.getByRole("button", { name: "Filtry" }).click();
    await drawer.getByRole("checkbox", { name: "Granatowy" }).check();
    await drawer.getByRole("button", { name: "Zastosuj filtry" }).click();
    await page.waitForURL(/\?kolor=granatowy$/);
    await expect.poll(() => drawer.isVisible(), patiently).toBe(false);
    await expect.poll(() => foundText(page), patiently).not.toBe(all);
    expect(await page.getByRole("button", { name: "Filtry (aktywne: 1)" }).isVisible()).toBe(true);
    const texts = await page.locator("article").allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.every((text) => text.includes("granatowy"))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
