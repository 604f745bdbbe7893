import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newContext } from "../support/node/browser";

// A customer's account from the first visit to a new password, in Chromium against the built
// worker. The 6-digit codes are read from the e-mails Miniflare keeps, through its local explorer.

const SENT_EMAILS = "/cdn-cgi/local/explorer/api/local/email/sending";

type SentEmail = { messageId: string; to: string[]; subject: string; sentAt: string };
type ExplorerAnswer<T> = { result: T; result_info?: { cursor?: string; has_more?: boolean } };

async function sentEmails(): Promise<SentEmail[]> {
  const emails: SentEmail[] = [];
  let cursor: string | undefined;
  do {
    const query = new URLSearchParams({ per_page: "100", ...(cursor ? { cursor } : {}) });
    const page = (await (await fetch(`${inject("baseUrl")}${SENT_EMAILS}?${query}`)).json()) as ExplorerAnswer<SentEmail[]>;
    emails.push(...page.result);
    cursor = page.result_info?.has_more ? page.result_info.cursor : undefined;
  } while (cursor);
  return emails;
}

/** The code in the newest e-mail to `to` with this subject, once the events queue has sent it. */
async function emailedCode(to: string, subject: string): Promise<string> {
  let newest: SentEmail | undefined;
  await expect
    .poll(
      async () => {
        newest = (await sentEmails()).filter((e) => e.to.includes(to) && e.subject === subject).sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
        return newest;
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBeDefined();
  const query = new URLSearchParams({ email_id: newest!.messageId });
  const detail = (await (await fetch(`${inject("baseUrl")}${SENT_EMAILS}?${query}`)).json()) as ExplorerAnswer<{ text: string }>;
  const code = /^\s*(\d{6})\s*$/m.exec(detail.result.text)?.[1];
  expect(code, detail.result.text).toMatch(/^\d{6}$/);
  return code!;
}

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
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("a customer's account", () => {
  it("registers, confirms the e-mailed code, signs in and out, and sets a new password with a code", { timeout: 180_000 }, async () => {
    const context = await newContext(browser, "desktop", inject("baseUrl"));
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
    await page.getByLabel(/^Adres email/).fill(email);
    await page.getByLabel(/^Hasło/).fill("tajneHaslo1");
    await page.getByLabel(/^Powtórz hasło/).fill("tajneHaslo1");
    await page.getByLabel(/^Imię/).fill("Ewa");
    await page.getByLabel(/^Nazwisko/).fill("Zielińska");
    await page.getByLabel(/^Telefon/).fill("600-700-800");
    expect(await page.getByLabel(/^Telefon/).inputValue()).toBe("600700800");
    await page.getByLabel(/^Ulica/).fill("Polna");
    await page.getByLabel(/^Numer domu/).fill("3");
    await page.getByLabel(/^Kod pocztowy/).fill("80-001");
    await page.getByLabel(/^Miasto/).fill("Gdańsk");
    await page.getByLabel(/politykę prywatności/).check();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel(/regulamin/).check();
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await submit.click();

    // The verification step, with the address; the code comes by e-mail.
    await page.waitForURL("**/auth?tryb=weryfikacja**");
    await seen(page, "Konto zostało utworzone! Sprawdź email i potwierdź adres, aby móc się zalogować.");
    expect(await page.getByLabel(/^Adres email/).inputValue()).toBe(email);
    await page.getByLabel(/^Kod weryfikacyjny/).fill(await emailedCode(email, "Kod weryfikacyjny do konta"));
    await page.getByRole("button", { name: "Potwierdź adres email" }).click();
    await seen(page, "Email został zweryfikowany! Możesz się teraz zalogować.");
    expect(await page.getByLabel(/^Adres email/).inputValue()).toBe(email);

    await signIn(page, email, "tajneHaslo1");

    // Signing out is a POST from the profile page's form.
    await page.getByRole("button", { name: "Wyloguj się" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await seen(page, "Wylogowano pomyślnie");
    await expect.poll(() => page.getByRole("link", { name: "Logowanie" }).first().isVisible()).toBe(true);

    // A forgotten password: address, e-mailed code, new password, then sign-in with it.
    await page.goto("/auth");
    await page.getByRole("link", { name: "Nie pamiętasz hasła?" }).click();
    await page.waitForURL("**/forgot-password");
    await page.getByLabel(/^Adres email/).fill(email);
    await page.getByRole("button", { name: "Wyślij kod" }).click();
    await page.waitForURL("**/forgot-password?krok=kod**");
    await seen(page, "Kod resetujący został wysłany na podany email");
    await page.getByLabel(/^Kod weryfikacyjny/).fill(await emailedCode(email, "Kod do zmiany hasła"));
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
