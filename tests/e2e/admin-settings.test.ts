import { randomBytes } from "node:crypto";
import { servedUrl } from "../support/node/served";
import { resolve } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/lib/caching";
import { CONSENT_REJECTED_COOKIE } from "~/lib/cookie-consent";
import { formatPln } from "~/lib/money";
import { formatBankAccount } from "~/lib/shop-identity";
import { localAdminStatements, readAdminAccessCode } from "../../scripts/local-admin";
import { adminBrowser } from "../support/node/admin-browser";
import { connectBrowser, newContext, waitForHydration } from "../support/node/browser";
import { fillShipping } from "../support/node/checkout-form";
import { queryServedD1 } from "../support/node/d1";
import { seededDoorScreenLine, storeCart } from "../support/node/seeded-cart";

// The journey: the owner changes the bank account and the courier price in /admin-settings, and a
// shopper's new order is charged the new price and told to pay into the new account. Bad input changes nothing.

const settled = { timeout: 20_000 };

// An administrator of this file's own: the local one may have enrolled its app in another file.
const admin = { id: "e2e-settings-admin", email: "ustawienia@plisy-na-wymiar.example", password: randomBytes(9).toString("base64url") };
const accessCode = readAdminAccessCode(resolve(import.meta.dirname, "../../.dev.vars"))!;

const NEW_ACCOUNT = "PL27114020040000300201355387";
const NEW_COURIER_PRICE = 4_500;
const BAD_ACCOUNT = "PL28114020040000300201355387";
const IBAN_MESSAGE = "Nieprawidłowy numer rachunku: podaj PL i 26 cyfr z poprawną sumą kontrolną.";

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
  await queryServedD1(servedUrl(), ...localAdminStatements(admin));
});
afterAll(async () => {
  await browser?.close();
  // The served D1 is shared by the journeys: the settings go back to the deployment's defaults, and cached pages with them.
  await queryServedD1(servedUrl(), "DELETE FROM settings", "UPDATE catalogue_state SET version = version + 1 WHERE id = 1");
});

const { enterPanel } = adminBrowser(() => browser, admin, accessCode);

const storedSettings = async () => (await queryServedD1(servedUrl(), "SELECT key, value FROM settings ORDER BY key")).at(-1)!;

async function openSettings(page: Page) {
  await page.goto("/admin-settings");
  await waitForHydration(page, 'input[name="bankAccount"]');
  await expect.poll(() => page.getByRole("heading", { level: 1, name: "Ustawienia" }).isVisible(), settled).toBe(true);
}

const totalsRow = (page: Page, label: string) => page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");

/** The terms as a shopper without a session gets them: a public page the edge cache keeps, keyed by the catalogue's version. */
async function courierPriceInTerms(): Promise<string> {
  const context = await newContext(browser, "desktop", servedUrl());
  const page = await context.newPage();
  const response = await page.goto("/regulamin");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  const text = (await page.locator("main").textContent()) ?? "";
  await context.close();
  return /w pozostałych przypadkach ([\d\s,]+zł)/.exec(text)?.[1] ?? text;
}

/** The number placed by this file's shopper, for the stats step. */
let placedNumber: string | undefined;

/** The stats page of this month (its default period): the "Zamówienia" figure as a number. */
async function ordersThisMonth(page: Page): Promise<number> {
  await page.goto("/admin-stats");
  await expect.poll(() => page.getByRole("heading", { level: 1, name: "Statystyki" }).isVisible(), settled).toBe(true);
  const figure = page
    .locator("dl dt")
    .filter({ hasText: /^Zamówienia$/ })
    .locator("xpath=following-sibling::dd[1]");
  return Number((await figure.textContent())!.replace(/\D/g, ""));
}
/** This month's order count before the shopper's order. */
let ordersBefore: number | undefined;

describe("the shop's settings in the browser", () => {
  it("refuses an invalid bank account with the message under the field, and saves nothing", async () => {
    // Twice, so the second answer comes from the page cache: the save below must reach past it.
    expect(await courierPriceInTerms()).toBe(formatPln(5_000));
    expect(await courierPriceInTerms()).toBe(formatPln(5_000));
    const { page, errors, close } = await enterPanel("desktop");
    await openSettings(page);
    const account = page.getByLabel("Numer rachunku (IBAN)");
    expect(await account.inputValue()).toBe("PL61109010140000071219812874");

    await account.fill(BAD_ACCOUNT);
    await page.getByRole("button", { name: "Zapisz ustawienia" }).click();
    await expect.poll(() => page.getByText(IBAN_MESSAGE).isVisible(), settled).toBe(true);
    expect(await account.getAttribute("aria-invalid")).toBe("true");
    // The message belongs to the field, so a screen reader reads it with it.
    const describedBy = (await account.getAttribute("aria-describedby")) ?? "";
    const described = await Promise.all(
      describedBy
        .split(" ")
        .filter(Boolean)
        .map((id) => page.locator(`[id="${id}"]`).textContent()),
    );
    expect(described.join(" ")).toContain(IBAN_MESSAGE);
    expect(await page.getByText("Zapisano ustawienia.").count()).toBe(0);
    expect(await storedSettings()).toEqual([]);

    // Reloaded, the form shows the account as it was.
    await openSettings(page);
    expect(await page.getByLabel("Numer rachunku (IBAN)").inputValue()).toBe("PL61109010140000071219812874");
    expect(errors).toEqual([]);
    await close();
  });

  it("saves a new bank account and courier price", async () => {
    const { page, errors, close } = await enterPanel("desktop");
    await openSettings(page);
    const courier = page.getByLabel("Kurier DPD – pozostałe zamówienia");
    expect(await courier.inputValue()).toBe("50,00");

    await page.getByLabel("Numer rachunku (IBAN)").fill("PL27 1140 2004 0000 3002 0135 5387");
    await courier.fill("45,00");
    await page.getByRole("button", { name: "Zapisz ustawienia" }).click();
    await expect.poll(() => page.getByText("Zapisano ustawienia.").first().isVisible(), settled).toBe(true);

    expect(await storedSettings()).toEqual([
      { key: "bankAccount", value: JSON.stringify(NEW_ACCOUNT) },
      { key: "courierPrice", value: String(NEW_COURIER_PRICE) },
    ]);
    await openSettings(page);
    expect(await page.getByLabel("Numer rachunku (IBAN)").inputValue()).toBe(NEW_ACCOUNT);
    expect(await page.getByLabel("Kurier DPD – pozostałe zamówienia").inputValue()).toBe("45,00");
    ordersBefore = await ordersThisMonth(page);
    expect(await courierPriceInTerms()).toBe(formatPln(NEW_COURIER_PRICE));
    expect(errors).toEqual([]);
    await close();
  });

  it("charges a shopper's new order the new courier price and shows the new account on its transfer page", async () => {
    const line = seededDoorScreenLine();
    const context = await newContext(browser, "desktop", servedUrl());
    await context.addCookies([{ name: CONSENT_REJECTED_COOKIE, value: "true", url: servedUrl() }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`${error.message} (${page.url()})`));
    await page.goto("/");
    await storeCart(page, [line]);

    await page.goto("/finalizacja-zamowienia?jako=gosc");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Finalizacja zamówienia (jako gość)" }).isVisible(), settled).toBe(true);
    await fillShipping(page);
    await page.getByRole("radio", { name: /Kurier DPD/ }).check();
    expect(await page.locator("label", { hasText: "Kurier DPD" }).textContent()).toContain(formatPln(NEW_COURIER_PRICE));
    await page.getByRole("radio", { name: /Przelew tradycyjny/ }).check();
    await page.getByRole("checkbox", { name: /regulamin/ }).check();
    await page.getByRole("checkbox", { name: /politykę prywatności/ }).check();
    await page.getByRole("checkbox", { name: /politykę reklamacji/ }).check();
    const total = line.totalPrice + NEW_COURIER_PRICE;
    expect(await totalsRow(page, "Dostawa").textContent()).toBe(formatPln(NEW_COURIER_PRICE));
    expect(await totalsRow(page, "Do zapłaty").textContent()).toBe(formatPln(total));

    await page.getByRole("button", { name: "Złóż zamówienie" }).click();
    await page.waitForURL(/\/dziekujemy-za-zamowienie\/ZAM-\d{4}-\d{6}\/przelew_bankowy\?total=\d+&klucz=/, settled);
    expect(new URL(page.url()).searchParams.get("total")).toBe(String(total));
    placedNumber = /ZAM-\d{4}-\d{6}/.exec(page.url())![0];
    const stored = (await queryServedD1(servedUrl(), `SELECT delivery_cost, final_total FROM orders WHERE number = '${placedNumber}'`)).at(-1)!;
    expect(stored).toEqual([{ delivery_cost: NEW_COURIER_PRICE, final_total: total }]);

    const transferLink = page.locator(`a[href^="/instrukcje-przelewu/${placedNumber}"]`).first();
    await page.goto((await transferLink.getAttribute("href"))!);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Instrukcje przelewu" }).isVisible(), settled).toBe(true);
    const text = (await page.locator("main").textContent()) ?? "";
    expect(formatBankAccount(NEW_ACCOUNT)).toBe("PL27 1140 2004 0000 3002 0135 5387");
    expect(text).toContain("PL27 1140 2004 0000 3002 0135 5387");
    expect(text).not.toContain("PL61 1090 1014 0000 0712 1981 2874");
    expect(text).toContain(formatPln(total));
    expect(text).toContain(placedNumber);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("counts the new order on the stats page", async () => {
    expect(placedNumber).toBeDefined();
    const { page, errors, close } = await enterPanel("desktop");
    await expect.poll(() => ordersThisMonth(page), settled).toBe(ordersBefore! + 1);
    expect(errors).toEqual([]);
    await close();
  });

  it("names the manufacturer saved here in a product page's safety section, and on a product page reached in the browser", async () => {
    const maker = { name: "Zakład Plisowania Nowak Sp. z o.o.", address: "ul. Fabryczna 3, 90-001 Łódź", email: "produkcja@plisowanie-nowak.example" };
    const { page: owner, errors: ownerErrors, close } = await enterPanel("desktop");
    await openSettings(owner);
    expect(await owner.getByLabel("Nazwa producenta").inputValue()).toBe("Plisy Na Wymiar Jan Kowalski");
    await owner.getByLabel("Nazwa producenta").fill(maker.name);
    await owner.getByLabel("Adres pocztowy producenta").fill(maker.address);
    await owner.getByLabel("E-mail producenta").fill(maker.email);
    await owner.getByRole("button", { name: "Zapisz ustawienia" }).click();
    await expect.poll(() => owner.getByText("Zapisano ustawienia.").first().isVisible(), settled).toBe(true);
    expect(ownerErrors).toEqual([]);
    await close();

    const context = await newContext(browser, "mobile", servedUrl());
    await context.addCookies([{ name: CONSENT_REJECTED_COOKIE, value: "true", url: servedUrl() }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`${error.message} (${page.url()})`));
    await page.goto("/tkanina/PL-101");
    await waitForHydration(page, "main");
    const section = page.locator("details", { hasText: "Informacje o bezpieczeństwie produktu" });
    expect(await section.getByText(maker.name).isVisible()).toBe(false);
    await section.getByRole("heading", { name: "Informacje o bezpieczeństwie produktu" }).click();
    await expect.poll(() => section.getByText(maker.name).isVisible(), settled).toBe(true);
    const text = (await section.textContent()) ?? "";
    for (const expected of [maker.address, maker.email, "Tkanina:", "PL-101", "OSTRZEŻENIE: małe dzieci mogą się udusić", "Dodatki do plis"]) expect(text).toContain(expected);

    // Reached in the browser, the accessories page draws its own section once its code is in.
    await page.getByRole("link", { name: "Zobacz dodatki" }).first().click();
    await page.waitForURL(/\/plisy\/dodatki$/, settled);
    const accessories = page.locator("details", { hasText: "Informacje o bezpieczeństwie produktu" });
    await expect.poll(() => accessories.count(), settled).toBe(1);
    expect(await accessories.textContent()).toContain(maker.name);
    expect(errors).toEqual([]);
    await context.close();
  });
});
