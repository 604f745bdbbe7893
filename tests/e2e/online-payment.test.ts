import { readFileSync } from "node:fs";
import { servedUrl } from "../support/node/served";
import { resolve } from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { CartItem } from "~/lib/cart";
import { orderTotals } from "~/lib/checkout";
import { formatPln } from "~/lib/money";
import { localAdminStatements, readAdminAccessCode } from "../../scripts/local-admin";
import { SPEC_DELIVERY_PRICES } from "../support/cart-lines";
import { adminBrowser } from "../support/node/admin-browser";
import { connectBrowser, newContext, type ViewportName } from "../support/node/browser";
import { fillShipping } from "../support/node/checkout-form";
import { queryServedD1 } from "../support/node/d1";
import { emailedText, recipientsOf } from "../support/node/mailbox";
import { seededDoorScreenLine, seededPleatLine, storeCart } from "../support/node/seeded-cart";

// The browser journey: a guest pays with PayU on the served worker's own local stand-in
// (scripts/payu-sandbox.ts), comes back to the success page, the owner sees the order paid in the
// back-office and refunds it, both e-mails arrive once; a cancelled payment lands on the failure page
// and 'Ponów płatność' starts a new PayU payment that goes through.

/** Hydration and the server's answers take their time on a busy machine. */
const settled = { timeout: 20_000 };
/** PayU's word reaches a page through the events queue, and the result page looks again every 3 s. */
const confirmed = { timeout: 60_000, interval: 500 };
/** A journey through two sites, the events queue and the back-office: more than the suite's minute on a busy machine. */
const journey = { timeout: 180_000 };

// An administrator of this file's own, so its first visit to the gate is an enrolment whatever other files did.
const tag = crypto.randomUUID().slice(0, 8);
const admin = { id: `e2e-payu-${tag}`, email: `platnosci-${tag}@plisy-na-wymiar.example`, password: `Haslo-${tag}-1` };
const accessCode = readAdminAccessCode(resolve(import.meta.dirname, "../../.dev.vars"))!;
/** Where the shop's own e-mails go: the deployment's default, which no browser test changes. */
const shopEmail = /^SHOP_ADMIN_EMAIL = "([^"]+)"$/m.exec(readFileSync(resolve(import.meta.dirname, "../../wrangler.toml"), "utf8"))![1]!;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
  await queryServedD1(servedUrl(), ...localAdminStatements(admin));
});
afterAll(async () => {
  await browser?.close();
});

const { enterPanel } = adminBrowser(() => browser, admin, accessCode);

/** A guest's page with the cookie decision made and the given cart stored; page errors are collected. */
async function pageWithCart(viewport: ViewportName, lines: CartItem[]): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const baseUrl = servedUrl();
  const context = await newContext(browser, viewport, baseUrl);
  await context.addCookies([{ name: "cookies-rejected", value: "true", url: baseUrl }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`${error.message} (${page.url()})`));
  await page.goto("/");
  await storeCart(page, lines);
  return { page, errors, close: () => context.close() };
}

/** The value beside a label in a description list: the checkout's totals, the stand-in's payment details. */
const described = (page: Page, label: string) => page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");

/** The stand-in's payment page of one PayU order: its id is the last part of the address. */
function onStandIn(page: Page): string {
  const url = new URL(page.url());
  expect(url.origin).toBe(inject("payuUrl"));
  const id = /^\/pay\/([^/]+)$/.exec(url.pathname)?.[1];
  expect(id).toBeDefined();
  return decodeURIComponent(id!);
}

const isStandInPage = (url: URL) => url.origin === inject("payuUrl") && url.pathname.startsWith("/pay/");

/**
 * A guest's own address: a guest's is unverified, and the shop mails an unverified address at most three
 * times an hour, so the other files' orders for fillShipping's shopper must not use up this journey's e-mails.
 */
const guestEmail = (name: string) => `anna.${name}-${tag}@example.pl`;

/**
 * Checks out as a guest by courier with PayU, which is offered without a fee, and follows the shop to
 * the stand-in's payment page. Returns the order's number, its total and PayU's order id.
 */
async function checkOutWithPayu(page: Page, lines: CartItem[], email: string): Promise<{ number: string; total: number; payuOrderId: string }> {
  await page.goto("/finalizacja-zamowienia?jako=gosc");
  await expect.poll(() => page.getByRole("heading", { level: 1, name: "Finalizacja zamówienia (jako gość)" }).isVisible(), settled).toBe(true);
  await fillShipping(page);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("radio", { name: /Kurier DPD/ }).check();

  const payu = page.getByRole("radio", { name: /PayU \(płatność online\)/ });
  expect(await payu.isEnabled()).toBe(true);
  const option = page.locator("label", { has: payu });
  expect(await option.textContent()).toContain("bez opłat");
  expect(await option.textContent()).not.toContain("niedostępne");
  await payu.check();
  const expected = orderTotals(lines, "kurier", "payu", 0, SPEC_DELIVERY_PRICES);
  expect(await described(page, "Opłata za płatność").textContent()).toBe(formatPln(0));
  expect(await described(page, "Do zapłaty").textContent()).toBe(formatPln(expected.finalTotal));
  expect(expected.finalTotal).toBe(expected.itemsTotal + expected.deliveryCost);

  await page.getByRole("checkbox", { name: /regulamin/ }).check();
  await page.getByRole("checkbox", { name: /politykę prywatności/ }).check();
  await page.getByRole("checkbox", { name: /politykę reklamacji/ }).check();
  await page.getByRole("button", { name: "Złóż zamówienie" }).click();

  await page.waitForURL(isStandInPage, settled);
  const payuOrderId = onStandIn(page);
  const number = (await described(page, "Zamówienie").textContent()) ?? "";
  expect(number).toMatch(/^ZAM-\d{4}-\d{6}$/);
  expect(await described(page, "Kwota").textContent()).toBe(formatPln(expected.finalTotal));
  return { number, total: expected.finalTotal, payuOrderId };
}

/** PayU's return address for the order: the result page with the order's number and its private key, nothing else. */
function expectResultPage(page: Page, path: "/payment-success" | "/payment-failure", number: string) {
  const url = new URL(page.url());
  expect(url.pathname).toBe(path);
  expect([...url.searchParams.keys()].sort()).toEqual(["klucz", "orderId"]);
  expect(url.searchParams.get("orderId")).toBe(number);
}

async function expectPaidPage(page: Page, number: string) {
  // The stand-in answers 'Zapłać' once the shop has taken both notifications; the queue applies them a moment later.
  await expect.poll(() => page.getByRole("heading", { level: 1, name: "Płatność zakończona pomyślnie!" }).isVisible(), confirmed).toBe(true);
  expect(await page.getByText(number).first().isVisible()).toBe(true);
  expect(await page.getByText("Płatność w trakcie potwierdzania").count()).toBe(0);
}

/** Once the queue has sent it: exactly one e-mail with this subject, to `to` alone. */
async function expectMailedOnce(subject: string, to: string) {
  const baseUrl = servedUrl();
  await expect.poll(() => recipientsOf(baseUrl, subject), confirmed).not.toEqual([]);
  expect(await recipientsOf(baseUrl, subject)).toEqual([[to]]);
}

const orderCard = (page: Page, number: string): Locator => page.locator("article", { has: page.getByRole("heading", { name: number, exact: true }) });

describe("paying online with PayU on desktop", () => {
  it("pays on PayU's page, comes back to the success page, and the owner sees it paid, mailed once, and refunds it", journey, async () => {
    const lines = [seededPleatLine()];
    const { page, errors, close } = await pageWithCart("desktop", lines);
    const customerEmail = guestEmail("platnosc");
    const { number, total, payuOrderId } = await checkOutWithPayu(page, lines, customerEmail);

    await page.getByRole("button", { name: "Zapłać" }).click();
    await page.waitForURL((url) => url.pathname === "/payment-success", settled);
    expectResultPage(page, "/payment-success", number);
    await expectPaidPage(page, number);
    // The order is placed: the cart is empty.
    expect(await page.evaluate(() => localStorage.getItem("cart"))).toBe("[]");
    expect(errors).toEqual([]);
    await close();

    const panel = await enterPanel("desktop");
    const { page: office } = panel;
    await office.goto("/admin/excel-bot");
    await office.getByLabel("Szukaj").fill(number);
    await office.getByRole("button", { name: "Filtruj" }).click();
    await office.waitForURL((url) => url.searchParams.get("szukaj") === number, settled);
    const card = orderCard(office, number);
    await card.waitFor(settled);
    // The address changes as the filtered list arrives; the unfiltered one (other files' orders too) may still be drawn a moment.
    await expect.poll(() => office.locator("main article").count(), settled).toBe(1);
    expect(await card.locator("header").getByText("PayU - opłacone", { exact: true }).isVisible()).toBe(true);
    expect(await card.locator("header").getByText(formatPln(total), { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText("PayU: Zakończona (opłacona)").isVisible()).toBe(true);
    expect(await card.getByText(`Nr transakcji PayU: ${payuOrderId}`).isVisible()).toBe(true);

    // Both e-mails, each exactly once although PayU said PENDING, then COMPLETED.
    const customerSubject = `Otrzymaliśmy płatność za zamówienie ${number}`;
    const shopSubject = `Opłacono zamówienie ${number} (PayU)`;
    await expectMailedOnce(customerSubject, customerEmail);
    await expectMailedOnce(shopSubject, shopEmail);
    const receipt = await emailedText(servedUrl(), customerEmail, customerSubject);
    expect(receipt).toContain(`Numer zamówienia: ${number}`);
    expect(receipt).toContain(`Identyfikator płatności PayU: ${payuOrderId}`);

    // A full refund from the card: asked first, then the order is refunded, and PayU's word that it is done shows on reload.
    await card.getByRole("button", { name: "Zwróć płatność" }).click();
    const dialog = office.getByRole("dialog", { name: `Zwrócić płatność za zamówienie ${number}?` });
    await dialog.waitFor(settled);
    expect(await dialog.textContent()).toContain(formatPln(total));
    await dialog.getByRole("button", { name: "Zwróć całą kwotę" }).click();
    await expect.poll(() => office.getByText("Zlecono zwrot płatności w PayU").isVisible(), settled).toBe(true);
    await expect.poll(() => card.locator("header").getByText("Zwrócone", { exact: true }).isVisible(), settled).toBe(true);
    expect(await card.getByRole("button", { name: "Zwróć płatność" }).count()).toBe(0);
    await expect
      .poll(
        async () => {
          await office.reload();
          return card.getByText(/^Zwrot \d+: zakończony$/).isVisible();
        },
        { ...confirmed, interval: 2_000 },
      )
      .toBe(true);
    expect(await card.locator("header").getByText("Zwrócone", { exact: true }).isVisible()).toBe(true);

    // Nothing was mailed again meanwhile.
    expect(await recipientsOf(servedUrl(), customerSubject)).toEqual([[customerEmail]]);
    expect(await recipientsOf(servedUrl(), shopSubject)).toEqual([[shopEmail]]);
    expect(panel.errors).toEqual([]);
    await panel.close();
  });
});

describe("a cancelled PayU payment on a phone", () => {
  it("lands on the failure page, and 'Ponów płatność' starts a new PayU payment that goes through", journey, async () => {
    const lines = [seededDoorScreenLine()];
    const { page, errors, close } = await pageWithCart("mobile", lines);
    const customerEmail = guestEmail("ponowienie");
    const { number, total, payuOrderId } = await checkOutWithPayu(page, lines, customerEmail);

    await page.getByRole("button", { name: "Anuluj" }).click();
    // PayU comes back to the success address with error=501; the shop sends that to the failure page.
    await page.waitForURL((url) => url.pathname === "/payment-failure", settled);
    expectResultPage(page, "/payment-failure", number);
    // Until the queue has applied CANCELED the page says the payment is being confirmed, and looks again.
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Płatność nieudana" }).isVisible(), confirmed).toBe(true);
    expect(await page.getByText(number).first().isVisible()).toBe(true);
    const retry = page.getByRole("button", { name: "Ponów płatność" });
    expect(await retry.isVisible()).toBe(true);
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await retry.click();
    await page.waitForURL(isStandInPage, settled);
    const retriedId = onStandIn(page);
    expect(retriedId).not.toBe(payuOrderId);
    // PayU wants a new extOrderId for each attempt: the second is the number with -2.
    expect(await described(page, "Zamówienie").textContent()).toBe(`${number}-2`);
    expect(await described(page, "Kwota").textContent()).toBe(formatPln(total));

    await page.getByRole("button", { name: "Zapłać" }).click();
    await page.waitForURL((url) => url.pathname === "/payment-success", settled);
    expectResultPage(page, "/payment-success", number);
    await expectPaidPage(page, number);

    await expectMailedOnce(`Otrzymaliśmy płatność za zamówienie ${number}`, customerEmail);
    await expectMailedOnce(`Opłacono zamówienie ${number} (PayU)`, shopEmail);
    expect(errors).toEqual([]);
    await close();
  });
});
