import type { Browser, Page } from "playwright-core";
import { servedUrl } from "../support/node/served";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_DATA_SCHEMA, ACCOUNT_DATA_VERSION, type AccountDataDocument } from "~/lib/account-data";
import { connectBrowser, downloadedBytes, newContext, waitForHydration } from "../support/node/browser";
import { emailedText } from "../support/node/mailbox";
import { acceptConsents, confirmEmailedCode, fillRegistration, openRegistration } from "../support/node/registration";
import { seededPleatLine, storeCart } from "../support/node/seeded-cart";

// A customer's data in their own hands, in Chromium against the built worker: they register, order, download
// everything the shop holds about them (the JSON file read and checked, the page to print seen), delete the account
// with their password, get the confirmation e-mail, and can no longer sign in.

const PASSWORD = "tajneHaslo1";

const seen = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).first().isVisible(), { timeout: 15_000 }).toBe(true);

async function register(page: Page, email: string) {
  await openRegistration(page);
  await fillRegistration(page, email, PASSWORD);
  await acceptConsents(page);
  const submit = page.getByRole("button", { name: "Załóż konto" });
  await expect.poll(() => submit.isDisabled()).toBe(false);
  await submit.click();
  await confirmEmailedCode(page, servedUrl(), email);
  await seen(page, "Email został zweryfikowany! Możesz się teraz zalogować.");
}

async function trySignIn(page: Page, email: string) {
  await page.getByLabel(/^Adres email/).fill(email);
  await page.getByLabel(/^Hasło/).fill(PASSWORD);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
}

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("a customer's own data", () => {
  it("downloads everything the shop holds, reads it, deletes the account and cannot sign in again", { timeout: 180_000 }, async () => {
    const context = await newContext(browser, "desktop", servedUrl());
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const email = `e2e-dane-${crypto.randomUUID().slice(0, 8)}@example.pl`;

    await register(page, email);
    await trySignIn(page, email);
    await page.waitForURL("**/profile");
    await seen(page, "Zalogowano pomyślnie!");

    // One order, so the download has something to carry besides the profile.
    await storeCart(page, [seededPleatLine()]);
    await page.goto("/finalizacja-zamowienia");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 15_000 }).toBe("Finalizacja zamówienia (zalogowany)");
    await page.getByRole("radio", { name: /Kurier DPD/ }).check();
    await page.getByRole("radio", { name: /Przelew tradycyjny/ }).check();
    for (const policy of [/regulamin/, /politykę prywatności/, /politykę reklamacji/]) await page.getByRole("checkbox", { name: policy }).check();
    await page.getByRole("button", { name: "Złóż zamówienie" }).click();
    await page.waitForURL(/\/dziekujemy-za-zamowienie\/ZAM-\d{4}-\d{6}\//);
    const orderNumber = /ZAM-\d{4}-\d{6}/.exec(page.url())![0];

    // 'Pobierz moje dane': a JSON file, named by the day, holding the account, the profile, the order and its line.
    await page.goto("/profile");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Pobierz moje dane" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^moje-dane-\d{4}-\d{2}-\d{2}\.json$/);
    const document = JSON.parse((await downloadedBytes(download)).toString("utf8")) as AccountDataDocument;
    expect(document).toMatchObject({
      schema: ACCOUNT_DATA_SCHEMA,
      schemaVersion: ACCOUNT_DATA_VERSION,
      account: { email, emailVerified: true },
      profile: { firstName: "Ewa", lastName: "Zielińska", city: "Gdańsk" },
    });
    expect(document.orders.map((order) => order.number)).toEqual([orderNumber]);
    expect(document.orders[0]!.lines).toHaveLength(1);
    expect(document.orders[0]!.lines[0]!.configuration).toMatchObject({ productType: "plisy" });
    expect(document.consents.filter((consent) => consent.origin.kind === "registration").map((consent) => consent.document)).toEqual(["privacy_policy", "terms"]);

    // The same, to read and print.
    await page.getByRole("link", { name: "Zobacz i wydrukuj" }).click();
    await page.waitForURL("**/profile/moje-dane");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Moje dane");
    await seen(page, orderNumber);
    expect(await page.getByText(email).first().isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Drukuj" }).isVisible()).toBe(true);

    // 'Usuń konto': the password again and the confirmation; a wrong password deletes nothing.
    await page.getByRole("link", { name: "Wróć do profilu" }).click();
    await page.waitForURL("**/profile");
    await page.getByRole("link", { name: "Usuń konto" }).click();
    await page.waitForURL("**/profile/usun-konto");
    await waitForHydration(page, 'main form button[type="submit"]');
    await page.getByLabel(/^Hasło/).fill("nieToHaslo1");
    await page.getByLabel(/nie da się go przywrócić/).check();
    await page.getByRole("button", { name: "Usuń konto na zawsze" }).click();
    await seen(page, "Nieprawidłowe hasło.");
    await page.getByLabel(/^Hasło/).fill(PASSWORD);
    await page.getByRole("button", { name: "Usuń konto na zawsze" }).click();
    await page.waitForURL("**/konto-usuniete");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Konto zostało usunięte");
    await expect.poll(() => page.getByRole("link", { name: "Logowanie" }).first().isVisible()).toBe(true);
    expect(await emailedText(servedUrl(), email, "Twoje konto zostało usunięte")).toContain(`usunęliśmy konto ${email}`);

    // The profile is closed, and signing in gets the usual wrong-credentials answer.
    await page.goto("/profile");
    await page.waitForURL("**/auth?**");
    await waitForHydration(page, 'main form button[type="submit"]');
    await trySignIn(page, email);
    await seen(page, "Nieprawidłowy email lub hasło.");

    expect(errors).toEqual([]);
    await context.close();
  });
});
