import type { Browser } from "playwright-core";
import { servedUrl } from "../support/node/served";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectBrowser, newContext, waitForHydration } from "../support/node/browser";

/** Submissions and navigations wait on the worker, which other test runs may be keeping busy. */
const POLL = { timeout: 10_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("pleat pages in the browser", () => {
  it("remembers the chosen profile and goes on to the fabrics", async () => {
    const context = await newContext(browser, "desktop", servedUrl());
    const page = await context.newPage();
    await page.goto("/plisy/profile");
    await waitForHydration(page, "main a[href='/tkaniny-plisy']");

    const choose = page.getByRole("link", { name: /^Wybierz profil / }).first();
    const label = await choose.textContent();
    const code = label!.replace("Wybierz profil ", "").trim();
    await choose.click();
    await page.waitForURL("**/tkaniny-plisy");
    expect(await page.evaluate(() => window.localStorage.getItem("selectedProfile"))).toBe(code);

    await page.goto("/plisy/profile");
    await expect.poll(() => page.getByRole("link", { name: `Wybierz profil ${code}` }).getAttribute("aria-current"), POLL).toBe("true");
    await context.close();
  });

  it("shows model 10's notes and sends an enquiry about it", async () => {
    const context = await newContext(browser, "mobile", servedUrl());
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/plisy-specjalistyczne");
    await waitForHydration(page, "form");

    await page.getByRole("link", { name: /^Model 10 P\/L/ }).click();
    await page.waitForURL(/model=10/);
    await expect.poll(() => page.getByRole("heading", { level: 2, name: "Model 10 P/L" }).isVisible(), POLL).toBe(true);
    for (const note of ["co najmniej 7 cm", "dopłata 70 zł", "5 wsporników"]) {
      expect(await page.getByText(note).isVisible()).toBe(true);
    }
    expect(await page.getByLabel("Temat").inputValue()).toBe("Zapytanie o plisę specjalistyczną – model 10");

    // A marker on window survives only if the form is sent without reloading the document.
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same-document"));
    await page.getByRole("button", { name: "Wyślij zapytanie" }).click();
    await expect.poll(() => page.getByText("Proszę wypełnić wszystkie wymagane pola").first().isVisible(), POLL).toBe(true);
    expect(await page.getByLabel("Imię").getAttribute("aria-invalid")).toBe("true");

    await page.getByLabel("Imię").fill("Anna");
    await page.getByLabel("Nazwisko").fill("Kowalska");
    await page.getByLabel("E-mail").fill("anna.kowalska@example.com");
    await page.getByLabel("Wiadomość").fill("Okno 80 × 120 cm, wersja P, tkanina biała.");
    await page.getByRole("button", { name: "Wyślij zapytanie" }).click();
    await expect.poll(() => page.getByText("Wiadomość została wysłana pomyślnie!").first().isVisible(), POLL).toBe(true);
    await expect.poll(() => page.getByLabel("Imię").inputValue(), POLL).toBe("");
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same-document");
    expect(errors).toEqual([]);
    await context.close();
  });
});
