import type { Page } from "playwright-core";

/** Fills the checkout's customer fields as Anna Nowak from Kraków, the shopper of the browser tests. */
export async function fillShipping(page: Page) {
  await page.getByLabel("Imię").fill("Anna");
  await page.getByLabel("Nazwisko").fill("Nowak");
  await page.getByLabel("Email").fill("anna.nowak@example.pl");
  await page.getByLabel("Telefon").fill("600 700 800");
  await page.getByLabel("Ulica").fill("Długa");
  await page.getByLabel("Numer domu").fill("5");
  await page.getByLabel("Kod pocztowy").fill("31-147");
  await page.getByLabel("Miasto").fill("Kraków");
}
