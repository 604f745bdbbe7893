import type { Browser, Page } from "playwright-core";
import { servedUrl } from "../support/node/served";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectBrowser, newContext, visitorAddress, waitForHydration } from "../support/node/browser";
import { emailedCode, emailedText, recipientsOf } from "../support/node/mailbox";

// Issue 42 on the production build: somebody who knows only a customer's address asks for reset codes
// and guesses them from their own browser, again and again; the customer, following the newest e-mail
// they received, still sets a new password, through its link or with its code from their own browser.

const RESET_SUBJECT = "Kod do zmiany hasła";
const seen = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: false }).first().isVisible(), { timeout: 15_000 }).toBe(true);

/** Presses a form's button and waits for the action's answer, then for `answer` on the page. */
async function submit(page: Page, button: string, answer: RegExp) {
  await Promise.all([page.waitForResponse((response) => response.request().method() === "POST"), page.getByRole("button", { name: button }).click()]);
  await expect.poll(() => page.locator("main").innerText(), { timeout: 15_000 }).toMatch(answer);
}

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A form posted as a browser without JavaScript posts it, from a client of its own. */
function post(path: string, fields: Record<string, string>) {
  const baseUrl = servedUrl();
  return fetch(`${baseUrl}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: baseUrl, "CF-Connecting-IP": visitorAddress() },
    redirect: "manual",
  });
}

/** A registered, verified account (set up over HTTP: the journeys are the reset, not the registration). */
async function verifiedAccount() {
  const email = `reset-${crypto.randomUUID().slice(0, 8)}@example.pl`;
  const registered = await post("/auth?tryb=rejestracja", {
    intent: "register",
    email,
    password: "tajneHaslo1",
    confirmPassword: "tajneHaslo1",
    firstName: "Ewa",
    lastName: "Zielińska",
    phone: "600700800",
    street: "Polna",
    houseNumber: "3",
    city: "Gdańsk",
    postalCode: "80-001",
    privacyPolicyAccepted: "on",
    termsAccepted: "on",
  });
  expect(registered.status).toBe(302);
  const code = await emailedCode(servedUrl(), email, "Kod weryfikacyjny do konta");
  expect((await post("/auth?tryb=weryfikacja", { intent: "verify", email, code })).status).toBe(302);
  return email;
}

const resetEmailsTo = async (email: string) => (await recipientsOf(servedUrl(), RESET_SUBJECT)).filter((to) => to.includes(email)).length;

/**
 * The attacker's browser: asks for a reset of `email` and types wrong codes, `rounds` times over. Every
 * guess differs from the real code (read here only to stay clear of it: the attacker never sees it).
 */
async function attack(email: string, rounds: number) {
  const context = await newContext(browser, "desktop", servedUrl());
  const page = await context.newPage();
  await page.goto("/forgot-password");
  await waitForHydration(page, 'main form button[type="submit"]');
  await page.getByLabel(/^Adres email/).fill(email);
  await page.getByRole("button", { name: "Wyślij kod" }).click();
  await page.waitForURL("**/forgot-password?krok=kod**");
  await waitForHydration(page, 'main form button[type="submit"]');
  let guesses = 0;
  for (let round = 0; round < rounds; round++) {
    const real = await emailedCode(servedUrl(), email, RESET_SUBJECT);
    for (let i = 0; i < 3; i++) {
      await page.getByLabel(/^Kod weryfikacyjny/).fill(String((Number(real) + 1 + guesses++) % 1_000_000).padStart(6, "0"));
      await submit(page, "Zweryfikuj kod", /Nieprawidłowy kod weryfikacyjny|Zbyt wiele prób wpisania kodu/);
    }
    await submit(page, "Wyślij nowy kod", /Kod resetujący został wysłany|najwyżej 3 razy na godzinę/);
  }
  // Its tries are used up: this client is refused even the right code for now.
  await page.getByLabel(/^Kod weryfikacyjny/).fill(await emailedCode(servedUrl(), email, RESET_SUBJECT));
  await submit(page, "Zweryfikuj kod", /Zbyt wiele prób wpisania kodu\. Spróbuj ponownie za \d+ minut/);
  await context.close();
}

/** The newest reset e-mail to `email`, once every one the attack caused has been sent: its code and its link. */
async function newestResetEmail(email: string) {
  await expect.poll(() => resetEmailsTo(email), { timeout: 30_000 }).toBe(3);
  const text = await emailedText(servedUrl(), email, RESET_SUBJECT);
  const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(text)?.[0];
  const code = /^\s*(\d{6})\s*$/m.exec(text)?.[1];
  if (!link || !code) throw new Error(`no link or code in the e-mail:\n${text}`);
  return { link: new URL(link), code };
}

async function signsIn(page: Page, email: string, password: string) {
  await page.getByLabel(/^Adres email/).fill(email);
  await page.getByLabel(/^Hasło/).fill(password);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await page.waitForURL("**/profile");
  await seen(page, "Zalogowano pomyślnie!");
}

describe("a password reset under attack", () => {
  it("the owner sets a new password through the newest e-mail's link, which then works no more", { timeout: 180_000 }, async () => {
    const email = await verifiedAccount();
    await attack(email, 4);
    const { link } = await newestResetEmail(email);

    const context = await newContext(browser, "desktop", servedUrl());
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${link.pathname}${link.search}`);
    await waitForHydration(page, 'main form button[type="submit"]');
    await page.getByLabel(/^Nowe hasło/).fill("noweHaslo42");
    await page.getByLabel(/^Powtórz nowe hasło/).fill("noweHaslo42");
    await page.getByRole("button", { name: "Zmień hasło" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    await seen(page, "Hasło zostało zmienione pomyślnie! Możesz się teraz zalogować nowym hasłem.");
    await signsIn(page, email, "noweHaslo42");

    await page.goto(`${link.pathname}${link.search}`);
    await page.waitForURL((url) => url.pathname === "/forgot-password");
    await seen(page, "Nieprawidłowy lub wygasły link resetujący");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the owner types the newest e-mail's code in their own browser", { timeout: 180_000 }, async () => {
    const email = await verifiedAccount();
    await attack(email, 4);
    const { code } = await newestResetEmail(email);

    const context = await newContext(browser, "mobile", servedUrl());
    const page = await context.newPage();
    await page.goto(`/forgot-password?krok=kod&email=${encodeURIComponent(email)}`);
    await waitForHydration(page, 'main form button[type="submit"]');
    await page.getByLabel(/^Kod weryfikacyjny/).fill(code);
    await page.getByRole("button", { name: "Zweryfikuj kod" }).click();
    await seen(page, "Kod zweryfikowany! Możesz teraz ustawić nowe hasło.");
    await page.getByLabel(/^Nowe hasło/).fill("noweHaslo43");
    await page.getByLabel(/^Powtórz nowe hasło/).fill("noweHaslo43");
    await page.getByRole("button", { name: "Zmień hasło" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    await signsIn(page, email, "noweHaslo43");
    await context.close();
  });
});
