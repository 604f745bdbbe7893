import type { Browser, Locator, Page } from "playwright-core";
import { servedUrl } from "../support/node/served";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectBrowser, newContext, waitForHydration } from "../support/node/browser";

// One whole purchase with the keyboard alone (Tab, Space, Enter and typing): the catalogue's filters,
// the pleat and screen configurators, the cart and the guest checkout up to the thank-you page.

const settled = { timeout: 15_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Presses Tab until `target` has the focus, as a keyboard user reaches it; fails if it never does. */
async function tabTo(page: Page, target: Locator, limit = 120) {
  await target.waitFor(settled);
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

async function arrive(page: Page, url: string | RegExp) {
  await page.waitForURL(url, settled);
  await waitForHydration(page, "main");
}

describe("a keyboard-only purchase", () => {
  it("filters the catalogue, configures a pleat and a screen, and orders as a guest", { timeout: 180_000 }, async () => {
    const baseUrl = servedUrl();
    const context = await newContext(browser, "desktop", baseUrl, { reducedMotion: "reduce" });
    await context.addCookies([{ name: "cookies-rejected", value: "true", url: baseUrl }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    // Catalogue filters: tick a collection with Space, apply with Enter.
    await page.goto("/tkaniny-plisy");
    await waitForHydration(page, "main");
    const filters = page.getByRole("complementary", { name: "Filtry" });
    await tabTo(page, filters.getByRole("checkbox", { name: "Basic" }));
    await page.keyboard.press("Space");
    await tabTo(page, filters.getByRole("button", { name: "Zastosuj filtry" }));
    await page.keyboard.press("Enter");
    await arrive(page, /\?kolekcja=Basic$/);

    // A fabric from the results, configured and added with the keyboard.
    const firstFabric = page.locator("main article a").first();
    await tabTo(page, firstFabric);
    await page.keyboard.press("Enter");
    await arrive(page, /\/tkanina\//);
    await typeInto(page, page.getByLabel("Szerokość"), "50");
    await typeInto(page, page.getByLabel("Wysokość"), "120");
    // Guides are a required choice: Tab enters the group on its first option, Space chooses it.
    const noGuide = page.getByRole("group", { name: "Prowadnice" }).getByRole("radio", { name: /Brak/ });
    await tabTo(page, noGuide);
    await page.keyboard.press("Space");
    expect(await noGuide.isChecked()).toBe(true);
    await tabTo(page, page.getByRole("checkbox", { name: /Dystanse/ }));
    await page.keyboard.press("Space");
    expect(await page.getByRole("checkbox", { name: /Dystanse/ }).isChecked()).toBe(true);
    await tabTo(page, page.getByRole("button", { name: "Dodaj do koszyka", exact: true }));
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByText("Dodano plisę do koszyka!").isVisible(), settled).toBe(true);

    // The window screen configurator: the first profile with Space, dimensions typed, added with Enter.
    await page.goto("/moskitiery/okienne");
    await waitForHydration(page, "main");
    const profile = page.getByRole("radio", { name: /MO-25/ });
    await tabTo(page, profile);
    await page.keyboard.press("Space");
    expect(await profile.isChecked()).toBe(true);
    await typeInto(page, page.getByLabel("Szerokość", { exact: false }).first(), "100");
    await typeInto(page, page.getByLabel("Wysokość", { exact: false }).first(), "120");
    // A closed select takes the arrow keys: ArrowDown picks the first hook width.
    const hookWidth = page.getByLabel("Szerokość haczyka");
    await tabTo(page, hookWidth);
    await page.keyboard.press("ArrowDown");
    expect(await hookWidth.inputValue()).not.toBe("");
    const addScreen = page.getByRole("button", { name: /^Dodaj do koszyka - / });
    await tabTo(page, addScreen);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]").length), settled).toBe(2);

    // Cart → checkout as a guest.
    await page.goto("/koszyk");
    await waitForHydration(page, "main");
    await tabTo(page, page.getByRole("link", { name: "Przejdź do finalizacji zamówienia" }));
    await page.keyboard.press("Enter");
    await arrive(page, "**/finalizacja-zamowienia");
    await tabTo(page, page.getByRole("link", { name: "Kontynuuj jako gość" }));
    await page.keyboard.press("Enter");
    await arrive(page, "**/finalizacja-zamowienia?jako=gosc");

    for (const [label, value] of [
      ["Imię", "Anna"],
      ["Nazwisko", "Nowak"],
      ["Email", "anna.klawiatura@example.pl"],
      ["Telefon", "600700800"],
      ["Ulica", "Długa"],
      ["Numer domu", "5"],
      ["Kod pocztowy", "31-147"],
      ["Miasto", "Kraków"],
    ] as const) {
      await typeInto(page, page.getByLabel(label), value);
    }
    for (const radio of [/Kurier DPD/, /Przelew tradycyjny/]) {
      await tabTo(page, page.getByRole("radio", { name: radio }));
      await page.keyboard.press("Space");
      expect(await page.getByRole("radio", { name: radio }).isChecked()).toBe(true);
    }
    for (const consent of [/regulamin/, /politykę prywatności/, /politykę reklamacji/]) {
      await tabTo(page, page.getByRole("checkbox", { name: consent }));
      await page.keyboard.press("Space");
    }
    await tabTo(page, page.getByRole("button", { name: "Złóż zamówienie" }));
    await page.keyboard.press("Enter");
    await arrive(page, /\/dziekujemy-za-zamowienie\/ZAM-\d{4}-\d{6}\/przelew_bankowy/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
