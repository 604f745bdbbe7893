import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newContext, type ViewportName } from "../support/node/browser";

// The full order journey (checkout → thank-you → instructions) is covered by the checkout's browser
// test; these check what only a browser shows: copying to the clipboard and the 2-second check mark.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function clipboardContext(viewport: ViewportName): Promise<BrowserContext> {
  return newContext(browser, viewport, inject("baseUrl"), { permissions: ["clipboard-read", "clipboard-write"] });
}

/** Clicks until the hydrated button reacts: a click before hydration does nothing. */
async function clickCopy(page: Page, name: string) {
  const button = page.getByRole("button", { name });
  await expect
    .poll(async () => {
      await button.click();
      return button.getAttribute("data-copied");
    })
    .toBe("true");
  return button;
}

describe.each<ViewportName>(["desktop", "mobile"])("the generic bank transfer instructions on %s", (viewport) => {
  it("copy the account number, show a check mark for two seconds and say so in a toast", async () => {
    const context = await clipboardContext(viewport);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    const response = await page.goto("/instrukcje-przelewu/Nr-zamowienia");
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Instrukcje przelewu" }).isVisible()).toBe(true);
    expect(await page.getByText("PL61 1090 1014 0000 0712 1981 2874").isVisible()).toBe(true);

    const button = await clickCopy(page, "Kopiuj numer konta");
    const copiedAt = Date.now();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("61109010140000071219812874");
    await expect.poll(() => page.getByText("Skopiowano numer konta").isVisible()).toBe(true);

    await expect.poll(() => button.getAttribute("data-copied"), { timeout: 5_000, interval: 100 }).toBeNull();
    const shownFor = Date.now() - copiedAt;
    expect(shownFor).toBeGreaterThanOrEqual(1_500);
    expect(shownFor).toBeLessThan(4_000);

    await clickCopy(page, "Kopiuj nazwę odbiorcy");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("Plisy Na Wymiar Jan Kowalski");

    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the phone transfer instructions", () => {
  it("say how to copy by hand when the clipboard refuses", async () => {
    const context = await clipboardContext("mobile");
    await context.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.reject(new Error("denied")) } });
    });
    const page = await context.newPage();
    await page.goto("/instrukcje-przelewu-telefon/Nr-zamowienia");
    const button = page.getByRole("button", { name: "Kopiuj numer telefonu" });
    await expect
      .poll(async () => {
        await button.click();
        return page.getByText("Nie udało się skopiować. Spróbuj ręcznie zaznaczyć tekst.").isVisible();
      })
      .toBe(true);
    expect(await button.getAttribute("data-copied")).toBeNull();
    await context.close();
  });
});
