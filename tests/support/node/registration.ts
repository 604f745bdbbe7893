import type { Page } from "playwright-core";
import { waitForHydration } from "./browser";
import { emailedCode } from "./mailbox";

// Registration the way a customer goes through it, shared by the journeys that need an account.

/** The form once React has taken it over: a box ticked before hydration is unticked when React renders its state. */
export async function openRegistration(page: Page) {
  await page.goto("/auth?tryb=rejestracja");
  await waitForHydration(page, 'main form button[type="submit"]');
}

/** Every field but the two consents, which the journeys tick themselves (one checks the button waits for both). */
export async function fillRegistration(page: Page, email: string, password: string, phone = "600700800") {
  await page.getByLabel(/^Adres email/).fill(email);
  await page.getByLabel(/^Hasło/).fill(password);
  await page.getByLabel(/^Powtórz hasło/).fill(password);
  await page.getByLabel(/^Imię/).fill("Ewa");
  await page.getByLabel(/^Nazwisko/).fill("Zielińska");
  await page.getByLabel(/^Telefon/).fill(phone);
  await page.getByLabel(/^Ulica/).fill("Polna");
  await page.getByLabel(/^Numer domu/).fill("3");
  await page.getByLabel(/^Kod pocztowy/).fill("80-001");
  await page.getByLabel(/^Miasto/).fill("Gdańsk");
}

export async function acceptConsents(page: Page) {
  await page.getByLabel(/politykę prywatności/).check();
  await page.getByLabel(/regulamin/).check();
}

/** On the verification step: the code from the e-mail, confirmed. */
export async function confirmEmailedCode(page: Page, baseUrl: string, email: string) {
  await page.waitForURL("**/auth?tryb=weryfikacja**");
  await page.getByLabel(/^Kod weryfikacyjny/).fill(await emailedCode(baseUrl, email, "Kod weryfikacyjny do konta"));
  await page.getByRole("button", { name: "Potwierdź adres email" }).click();
}
