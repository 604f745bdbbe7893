import type { Browser, Page } from "playwright-core";
import { servedUrl } from "../support/node/served";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectBrowser, newContext, waitForHydration } from "../support/node/browser";
import { emailedCode } from "../support/node/mailbox";
import { confirmEmailedCode, fillRegistration } from "../support/node/registration";
import { seededPleatLine, storeCart } from "../support/node/seeded-cart";

// A customer's account from the first visit to a new password, in Chromium against the built
// worker. The 6-digit codes are read from the e-mails Miniflare keeps (tests/support/node/mailbox.ts).

const seen = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).first().isVisible(), { timeout: 15_000 }).toBe(true);

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel(/^Adres email/).fill(email);
  await page.getByLabel(/^Hasło/).fill(password);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await page.waitForURL("**/profile");
  await seen(page, "Zalogowano pomyślnie!");
  await expect.poll(() => page.getByRole("link", { name: "Mój profil" }).first().isVisible()).toBe(true);
}

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("a customer's account", () => {
  it("registers, confirms the e-mailed code, signs in, edits the profile, orders, cancels, signs out, and sets a new password", { timeout: 180_000 }, async () => {
    const context = await newContext(browser, "desktop", servedUrl());
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const email = `e2e-${crypto.randomUUID().slice(0, 8)}@example.pl`;

    // Registration: the button waits until the form is valid; the phone keeps digits only.
    await page.goto("/auth");
    await page.getByRole("link", { name: "Rejestracja" }).click();
    await page.waitForURL("**/auth?tryb=rejestracja");
    const submit = page.getByRole("button", { name: "Załóż konto" });
    await expect.poll(() => submit.isDisabled()).toBe(true);
    await fillRegistration(page, email, "tajneHaslo1", "600-700-800");
    expect(await page.getByLabel(/^Telefon/).inputValue()).toBe("600700800");
    await page.getByLabel(/politykę prywatności/).check();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel(/regulamin/).check();
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await submit.click();

    // The verification step, with the address; the code comes by e-mail.
    await page.waitForURL("**/auth?tryb=weryfikacja**");
    await seen(page, "Konto zostało utworzone! Sprawdź email i potwierdź adres, aby móc się zalogować.");
    expect(await page.getByLabel(/^Adres email/).inputValue()).toBe(email);
    await confirmEmailedCode(page, servedUrl(), email);
    await seen(page, "Email został zweryfikowany! Możesz się teraz zalogować.");
    expect(await page.getByLabel(/^Adres email/).inputValue()).toBe(email);

    await signIn(page, email, "tajneHaslo1");

    // The profile: a change is saved, and only then is there something to confirm.
    const save = page.getByRole("button", { name: "Zatwierdź zmiany" });
    expect(await save.count()).toBe(0);
    await page.getByLabel(/^Miasto/).fill("Sopot");
    await save.click();
    await seen(page, "Profil zaktualizowany");
    await page.reload();
    expect(await page.getByLabel(/^Miasto/).inputValue()).toBe("Sopot");

    // An order while signed in: the checkout skips the guest choice and starts from the profile.
    const line = seededPleatLine();
    await storeCart(page, [line]);
    await page.goto("/finalizacja-zamowienia");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 15_000 }).toBe("Finalizacja zamówienia (zalogowany)");
    expect(await page.getByLabel(/^Miasto/).inputValue()).toBe("Sopot");
    expect(await page.getByLabel(/^Email/).inputValue()).toBe(email);
    await page.getByRole("radio", { name: /Kurier DPD/ }).check();
    await page.getByRole("radio", { name: /Przelew tradycyjny/ }).check();
    for (const policy of [/regulamin/, /politykę prywatności/, /politykę reklamacji/]) await page.getByRole("checkbox", { name: policy }).check();
    await page.getByRole("button", { name: "Złóż zamówienie" }).click();
    await page.waitForURL(/\/dziekujemy-za-zamowienie\/ZAM-\d{4}-\d{6}\//);
    const orderNumber = /ZAM-\d{4}-\d{6}/.exec(page.url())![0];

    // …is in the history, and may be cancelled while the shop has not decided on it.
    await page.goto("/profile");
    const card = page.getByRole("article").filter({ hasText: orderNumber });
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    await card.getByRole("button", { name: "Anuluj zamówienie" }).click();
    await page.getByRole("button", { name: "Tak, anuluj zamówienie" }).click();
    await seen(page, "Zamówienie zostało anulowane");
    await expect.poll(() => card.getByText(/ZAMÓWIENIE ANULOWANE/).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await card.getByRole("button", { name: "Anuluj zamówienie" }).count()).toBe(0);

    // Signing out is a POST from the profile page's form.
    await page.getByRole("button", { name: "Wyloguj się" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await seen(page, "Wylogowano pomyślnie");
    await expect.poll(() => page.getByRole("link", { name: "Logowanie" }).first().isVisible()).toBe(true);

    // A forgotten password: address, e-mailed code, new password, then sign-in with it.
    // Hydrated first: a click while React is still hydrating can start a form post that hydration cancels.
    await page.goto("/auth");
    await waitForHydration(page, 'a[href^="/forgot-password"]');
    await page.getByRole("link", { name: "Nie pamiętasz hasła?" }).click();
    await page.waitForURL("**/forgot-password");
    // The sign-in form has a submit button and an e-mail field too: wait for this page's own before filling it in.
    await page.getByRole("button", { name: "Wyślij kod" }).waitFor({ timeout: 15_000 });
    await waitForHydration(page, 'main form button[type="submit"]');
    await page.getByLabel(/^Adres email/).fill(email);
    await page.getByRole("button", { name: "Wyślij kod" }).click();
    await page.waitForURL("**/forgot-password?krok=kod**");
    await seen(page, "Kod resetujący został wysłany na podany email");
    await page.getByLabel(/^Kod weryfikacyjny/).fill(await emailedCode(servedUrl(), email, "Kod do zmiany hasła"));
    await page.getByRole("button", { name: "Zweryfikuj kod" }).click();
    await seen(page, "Kod zweryfikowany! Możesz teraz ustawić nowe hasło.");
    await page.getByLabel(/^Nowe hasło/).fill("noweHaslo2");
    await page.getByLabel(/^Powtórz nowe hasło/).fill("noweHaslo2");
    await page.getByRole("button", { name: "Zmień hasło" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    await seen(page, "Hasło zostało zmienione pomyślnie! Możesz się teraz zalogować nowym hasłem.");
    expect(await page.getByLabel(/^Adres email/).inputValue()).toBe(email);

    await page.getByLabel(/^Hasło/).fill("tajneHaslo1");
    await page.getByRole("button", { name: "Zaloguj się" }).click();
    await seen(page, "Nieprawidłowy email lub hasło.");
    await signIn(page, email, "noweHaslo2");

    expect(errors).toEqual([]);
    await context.close();
  });
});
