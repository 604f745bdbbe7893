import { resolve } from "node:path";
import { servedUrl } from "../support/node/served";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localAdminStatements, readAdminAccessCode } from "../../scripts/local-admin";
import { adminBrowser } from "../support/node/admin-browser";
import { connectBrowser, newContext, waitForHydration } from "../support/node/browser";
import { queryServedD1 } from "../support/node/d1";
import { emailedText } from "../support/node/mailbox";

// A shopper orders free samples from a fabric's card, the confirmation reaches their mailbox, and the
// owner finds the request in the back-office, waiting to be posted, and marks it sent: in a real
// browser against the built worker.

const settled = { timeout: 20_000 };

const tag = crypto.randomUUID().slice(0, 8);
const admin = { id: `e2e-samples-${tag}`, email: `probki-${tag}@plisy-na-wymiar.example`, password: `Haslo-${tag}-1` };
const accessCode = readAdminAccessCode(resolve(import.meta.dirname, "../../.dev.vars"))!;
const shopper = { name: `Anna Próbka ${tag}`, street: `Łąkowa ${tag.slice(0, 4)}/2`, email: `anna.probki.${tag}@example.com` };

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
  await queryServedD1(servedUrl(), ...localAdminStatements(admin));
});
afterAll(async () => {
  await browser?.close();
});

describe("free fabric samples", () => {
  it("go from a fabric's card to the shopper's mailbox and the owner's list, where they are marked sent", async () => {
    const baseUrl = servedUrl();
    const context = await newContext(browser, "desktop", baseUrl);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    await page.goto("/tkaniny-plisy");
    const fromCard = page.getByRole("link", { name: /^Zamów bezpłatną próbkę tkaniny / }).first();
    const first = (await fromCard.getAttribute("href"))!.split("tkanina=")[1]!;
    await fromCard.click();
    await page.waitForURL(`**/probki-tkanin?tkanina=${first}`, settled);
    await waitForHydration(page, "form[method='post']");
    await expect.poll(() => page.getByText("Wybrane tkaniny (1 z 5)").isVisible(), settled).toBe(true);
    await expect.poll(() => page.getByText("Bez opłat").first().isVisible(), settled).toBe(true);

    // A second fabric from the list.
    const add = page.getByLabel("Dodaj tkaninę");
    const second = await add.locator("option").nth(1).getAttribute("value");
    await add.selectOption(second!);
    await page.getByRole("button", { name: "Dodaj próbkę" }).click();
    await expect.poll(() => page.getByText("Wybrane tkaniny (2 z 5)").isVisible(), settled).toBe(true);
    await expect.poll(() => page.locator(`input[name="tkanina"][value="${second}"]`).count(), settled).toBe(1);

    // The chosen fabrics stay through a reload, and through a visit to a fabric's page and back (issue 42).
    const bothChosen = async () => {
      await waitForHydration(page, "form[method='post']");
      await expect.poll(() => page.getByText("Wybrane tkaniny (2 z 5)").isVisible(), settled).toBe(true);
      for (const code of [first, second!]) await expect.poll(() => page.locator(`input[name="tkanina"][value="${code}"]`).count(), settled).toBe(1);
    };
    await page.reload();
    await bothChosen();
    await page.locator(`a[href="/tkanina/${second}"]`).first().click();
    await page.waitForURL(`**/tkanina/${second}`, settled);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/probki-tkanin", settled);
    await bothChosen();
    await page.goForward();
    await page.waitForURL(`**/tkanina/${second}`, settled);
    await page.goBack();
    await bothChosen();

    // Sent without the consent: refused in Polish, nothing lost.
    await page.getByLabel("Imię i nazwisko").fill(shopper.name);
    await page.getByLabel("Ulica i numer").fill(shopper.street);
    await page.getByLabel("Kod pocztowy").fill("00-950");
    await page.getByLabel("Miejscowość").fill("Warszawa");
    await page.getByLabel("E-mail").fill(shopper.email);
    await page.getByRole("button", { name: "Zamów bezpłatne próbki" }).click();
    await expect.poll(() => page.getByText("Proszę zaakceptować politykę prywatności").first().isVisible(), settled).toBe(true);
    await expect.poll(() => page.getByLabel("Imię i nazwisko").inputValue(), settled).toBe(shopper.name);
    await expect.poll(() => page.getByText("Wybrane tkaniny (2 z 5)").isVisible(), settled).toBe(true);

    await page.getByLabel(/Akceptuję politykę prywatności/).check();
    await page.getByRole("button", { name: "Zamów bezpłatne próbki" }).click();
    await expect.poll(() => page.getByText("Dziękujemy! Zamówienie próbek zostało przyjęte.").first().isVisible(), settled).toBe(true);
    await expect.poll(() => page.getByText("Potwierdzenie wysłaliśmy na Twój adres e-mail.").isVisible(), settled).toBe(true);
    // Sent, nothing stays chosen: a reload shows an empty form.
    await page.reload();
    await waitForHydration(page, "form[method='post']");
    await expect.poll(() => page.getByText("Nie wybrano jeszcze żadnej tkaniny.").isVisible(), settled).toBe(true);
    await context.close();

    const confirmation = await emailedText(baseUrl, shopper.email, "Potwierdzenie zamówienia bezpłatnych próbek");
    expect(confirmation).toContain(first);
    expect(confirmation).toContain(second!);

    const panel = await adminBrowser(() => browser, admin, accessCode).enterPanel("desktop");
    await panel.page.getByRole("link", { name: /^Próbki/ }).click();
    await panel.page.waitForURL("**/admin-samples", settled);
    await waitForHydration(panel.page, "form[method='post']");
    const row = panel.page.getByRole("row").filter({ hasText: shopper.name });
    await expect.poll(() => row.getByText("do wysłania").isVisible(), settled).toBe(true);
    await expect.poll(() => row.getByText(shopper.email).isVisible(), settled).toBe(true);
    await expect.poll(() => row.getByText(first).isVisible(), settled).toBe(true);
    await expect.poll(() => row.getByText(second!).isVisible(), settled).toBe(true);

    await row.getByRole("button", { name: `Oznacz jako wysłane: ${shopper.name}` }).click();
    await expect.poll(() => panel.page.getByText("Oznaczono jako wysłane").first().isVisible(), settled).toBe(true);
    await expect.poll(() => row.getByText("wysłane", { exact: true }).isVisible(), settled).toBe(true);
    await expect.poll(() => row.getByRole("button", { name: /^Cofnij do/ }).isVisible(), settled).toBe(true);

    await panel.page.getByLabel("Status").selectOption("wyslane");
    await panel.page.getByRole("button", { name: "Filtruj" }).click();
    // The search box goes along, empty, as in every list.
    await panel.page.waitForURL("**/admin-samples?status=wyslane&szukaj=", settled);
    await expect.poll(() => panel.page.getByRole("row").filter({ hasText: shopper.name }).isVisible(), settled).toBe(true);
    // Found by the shopper's name in capitals and without its Polish letters (issue 42).
    await panel.page.getByRole("searchbox", { name: "Szukaj" }).fill(`PROBKA ${tag.toUpperCase()}`);
    await panel.page.getByRole("button", { name: "Filtruj" }).click();
    await panel.page.waitForURL(`**/admin-samples?status=wyslane&szukaj=PROBKA+${tag.toUpperCase()}`, settled);
    await expect.poll(() => panel.page.getByRole("row").filter({ hasText: shopper.name }).isVisible(), settled).toBe(true);

    expect([...errors, ...panel.errors]).toEqual([]);
    await panel.close();
  });
});
