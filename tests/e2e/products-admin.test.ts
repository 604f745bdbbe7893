import { resolve } from "node:path";
import { servedUrl } from "../support/node/served";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderTotals } from "~/lib/checkout";
import { SPEC_DELIVERY_PRICES } from "../support/cart-lines";
import { formatPln } from "~/lib/money";
import { localAdminStatements, readAdminAccessCode } from "../../scripts/local-admin";
import { adminBrowser } from "../support/node/admin-browser";
import { connectBrowser, newContext, waitForHydration } from "../support/node/browser";
import { fillShipping } from "../support/node/checkout-form";
import { queryServedD1 } from "../support/node/d1";
import { seededPleatLine, storeCart } from "../support/node/seeded-cart";

// The catalogue's back-office reaching the shop at once, in a real browser against the built worker:
// the administrator creates a promo code and a shopper uses it at checkout; the administrator changes a
// screen profile's and a mesh's price and the configurator and the mesh page show the new prices
// (public pages are cached under the catalogue's version, which every change bumps).

const settled = { timeout: 20_000 };

// An administrator of this file's own, so its enrolment never meets the one of admin.test.ts (the files share one worker).
const admin = { id: "e2e-products-admin", email: "produkty-admin@example.pl", password: `Haslo-${crypto.randomUUID().slice(0, 8)}` };
const adminStatements = localAdminStatements(admin);
const accessCode = readAdminAccessCode(resolve(import.meta.dirname, "../../.dev.vars"))!;
const PROMO = `E2E${Date.now().toString(36).toUpperCase()}`;

let browser: Browser;
/** The administrator's browser, past the gate for the whole file. */
let office: { page: Page; errors: string[]; close: () => Promise<void> } | undefined;
const admins = adminBrowser(() => browser, admin, accessCode);
/** The administrator's browser past the gate, entered by the first test that needs it and kept for the file. */
const inPanel = async () => (office ??= await admins.enterPanel("desktop"));
beforeAll(async () => {
  browser = await connectBrowser();
  await queryServedD1(servedUrl(), ...adminStatements);
});
afterAll(async () => {
  // The seeded prices back, for the other browser tests sharing this worker's D1.
  await queryServedD1(
    servedUrl(),
    "UPDATE screen_profiles SET price_per_m2 = 12900 WHERE type = 'okienne' AND code = 'MO-33'",
    "UPDATE meshes SET price = 0 WHERE code = 'biala'",
    "UPDATE catalogue_state SET version = version + 1 WHERE id = 1",
  );
  await office?.close();
  await browser?.close();
});

async function newPage(): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const baseUrl = servedUrl();
  const context = await newContext(browser, "desktop", baseUrl);
  await context.addCookies([{ name: "cookies-rejected", value: "true", url: baseUrl }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`${error.message} (${page.url()})`));
  return { page, context, errors };
}

/** Opens a product form from its list, types the fields and saves; the list comes back with the toast. */
async function saveForm(page: Page, path: string, fields: Record<string, string>, toast: string) {
  await page.goto(path);
  await waitForHydration(page, "form[method=post] input");
  for (const [label, value] of Object.entries(fields)) await page.getByRole("textbox", { name: label }).fill(value);
  await page.getByRole("button", { name: /Zapisz zmiany|Dodaj kod/ }).click();
  await expect.poll(() => page.getByText(toast).first().isVisible(), settled).toBe(true);
}

describe("the catalogue's back-office reaches the shop at once", () => {
  it("creates a promo code that a shopper then uses at checkout", async () => {
    const panel = await inPanel();
    await panel.page.getByRole("link", { name: "Produkty", exact: true }).click();
    await panel.page.getByRole("link", { name: "Kody rabatowe", exact: true }).click();
    await panel.page.waitForURL("**/admin-products/kody-rabatowe", settled);

    // A refusal first: the percent out of range, in Polish, under its field.
    await saveForm(panel.page, "/admin-products/kody-rabatowe", { Kod: PROMO.toLowerCase(), "Rabat (%)": "95" }, "Rabat musi wynosić od 1 do 90%");
    await saveForm(panel.page, "/admin-products/kody-rabatowe", { Kod: PROMO.toLowerCase(), "Rabat (%)": "20" }, `Dodano kod rabatowy ${PROMO}`);
    await expect.poll(() => panel.page.getByRole("switch", { name: `Kod ${PROMO} aktywny` }).getAttribute("aria-checked"), settled).toBe("true");

    const shop = await newPage();
    const line = seededPleatLine();
    await shop.page.goto("/");
    await storeCart(shop.page, [line]);
    await shop.page.goto("/finalizacja-zamowienia");
    await shop.page.getByRole("link", { name: "Kontynuuj jako gość" }).click();
    await shop.page.waitForURL("**/finalizacja-zamowienia?jako=gosc", settled);
    await expect.poll(() => shop.page.getByRole("heading", { level: 1, name: "Finalizacja zamówienia (jako gość)" }).isVisible(), settled).toBe(true);
    await fillShipping(shop.page);
    await shop.page.getByRole("radio", { name: /Kurier DPD/ }).check();
    await shop.page.getByRole("radio", { name: /Przelew tradycyjny/ }).check();
    for (const name of [/regulamin/, /politykę prywatności/, /politykę reklamacji/]) await shop.page.getByRole("checkbox", { name }).check();
    await shop.page.getByLabel("Kod promocyjny").fill(PROMO.toLowerCase());
    await shop.page.getByRole("button", { name: "Zastosuj" }).click();
    await expect.poll(() => shop.page.getByText("Kod zastosowany! Otrzymujesz 20% zniżki").isVisible(), settled).toBe(true);
    const expected = orderTotals([line], "kurier", "przelew_tradycyjny", 20, SPEC_DELIVERY_PRICES);
    const totalsRow = (label: string) => shop.page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
    expect(await totalsRow("Rabat 20%").textContent()).toBe(`−${formatPln(expected.discount)}`);
    await shop.page.getByRole("button", { name: "Złóż zamówienie" }).click();
    await shop.page.waitForURL(/\/dziekujemy-za-zamowienie\//, settled);
    const [orders] = await queryServedD1(servedUrl(), `SELECT discount_percent, final_total FROM orders WHERE promo_code = '${PROMO}'`);
    expect(orders).toEqual([{ discount_percent: 20, final_total: expected.finalTotal }]);

    expect([...panel.errors, ...shop.errors]).toEqual([]);
    await shop.context.close();
  });

  it("changes a screen profile's and a mesh's price without choosing a photo, and the configurator and the mesh page show them", async () => {
    const panel = await inPanel();
    const photos = () => queryServedD1(servedUrl(), "SELECT image FROM screen_profiles WHERE type = 'okienne' AND code = 'MO-33'", "SELECT image FROM meshes WHERE code = 'biala'");
    const before = await photos();
    expect(before).toEqual([[{ image: expect.stringMatching(/^\//) }], [{ image: expect.stringMatching(/^\//) }]]);
    const shop = await newPage();
    // Seen once before the change, so the cached page of the old catalogue exists.
    await shop.page.goto("/moskitiery/okienne");
    await expect.poll(() => shop.page.getByRole("radio", { name: /MO-33/ }).count(), settled).toBe(1);
    expect(await shop.page.getByText(`${formatPln(11_990)} / m²`).count()).toBe(0);

    await saveForm(panel.page, "/admin-products/profile-moskitier/okienne/MO-33", { "Cena za m²": "100000" }, "Cena nie może przekraczać 10 000,00 zł");
    await saveForm(panel.page, "/admin-products/profile-moskitier/okienne/MO-33", { "Cena za m²": "119,90" }, "Zapisano profil moskitiery");
    // The form shows the mesh's photo beside its file field; left empty, the photo stays.
    await panel.page.goto("/admin-products/siatki/biala");
    await expect.poll(() => panel.page.getByRole("img", { name: "Obecne zdjęcie" }).isVisible(), settled).toBe(true);
    await saveForm(panel.page, "/admin-products/siatki/biala", { "Cena za m²": "7,50" }, "Zapisano siatkę");
    expect(await photos()).toEqual(before);

    await shop.page.goto("/moskitiery/okienne");
    await expect.poll(() => shop.page.getByText(`${formatPln(11_990)} / m²`).isVisible(), settled).toBe(true);
    await shop.page.goto("/siatki-moskitiery");
    await expect.poll(() => shop.page.getByText(`${formatPln(750)} / m²`).isVisible(), settled).toBe(true);

    expect([...panel.errors, ...shop.errors]).toEqual([]);
    await shop.context.close();
  });
});
