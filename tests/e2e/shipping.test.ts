import { resolve } from "node:path";
import { servedUrl } from "../support/node/served";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartItem } from "~/lib/cart";
import { localAdminStatements, readAdminAccessCode } from "../../scripts/local-admin";
import { adminBrowser } from "../support/node/admin-browser";
import { newContext, connectBrowser, waitForHydration } from "../support/node/browser";
import { queryServedD1 } from "../support/node/d1";
import { emailedText, recipientsOf } from "../support/node/mailbox";
import { seededPleatLine } from "../support/node/seeded-cart";

// The parcel and the pickup in a real browser against the built worker: the owner ships one order from its card,
// prints its packing slip, marks a pickup order ready, and ships two at once from /admin-wysylka; each customer gets
// one e-mail, whose link opens an order page showing the parcel or where to collect it.

const settled = { timeout: 20_000 };

const tag = crypto.randomUUID().slice(0, 8);
const admin = { id: `e2e-shipping-${tag}`, email: `wysylka-${tag}@plisy-na-wymiar.example`, password: `Haslo-${tag}-1` };
const accessCode = readAdminAccessCode(resolve(import.meta.dirname, "../../.dev.vars"))!;
const year = new Date().getFullYear();
/** Numbers of their own: the card's, the pickup's, and the two the shipping page sends together. */
const [card, pickup, first, second] = [1, 2, 3, 4].map((i) => `ZAM-${year}-78100${i}`);
const emailOf = (number: string) => `klient-${number.toLowerCase()}-${tag}@example.pl`;

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** An accepted order of one pleat, as the checkout and the acceptance leave it, straight into the served worker's D1. */
function orderStatements(number: string, line: CartItem, { pickup = false, status = "gotowe" } = {}): string[] {
  return [
    `INSERT INTO orders (number, idempotency_key, access_token, first_name, last_name, email, phone, street, house_number, city, postal_code,
      delivery_method, payment_method, items_total, delivery_cost, payment_fee, final_total, accepted, order_status, ship_by)
     VALUES (${sqlText(number)}, ${sqlText(crypto.randomUUID())}, ${sqlText(crypto.randomUUID())}, 'Ewa', 'Wysyłkowa', ${sqlText(emailOf(number))},
      '600700800', 'Długa', '5', 'Kraków', '31-147', ${pickup ? "'odbior_osobisty', 'gotowka_odbior'" : "'kurier', 'przelew_bankowy'"},
      ${line.totalPrice}, ${pickup ? 0 : 3000}, 0, ${line.totalPrice + (pickup ? 0 : 3000)}, 1, ${sqlText(status)}, '2000-01-03')`,
    `INSERT INTO order_items (order_id, position, product_type, fabric_code, profile_code, width_cm, height_cm, quantity, unit_price, line_price, configuration, price_breakdown)
     SELECT id, 1, 'plisy', ${sqlText(line.productType === "plisy" ? line.fabricCode : "")}, NULL, ${line.width}, ${line.height}, ${line.quantity}, ${line.unitPrice}, ${line.totalPrice},
      ${sqlText(JSON.stringify(line))}, '{}' FROM orders WHERE number = ${sqlText(number)}`,
  ];
}

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
  const line = seededPleatLine();
  await queryServedD1(
    servedUrl(),
    ...localAdminStatements(admin),
    ...orderStatements(card!, line),
    ...orderStatements(pickup!, line, { pickup: true, status: "w_realizacji" }),
    ...orderStatements(first!, line),
    ...orderStatements(second!, line),
  );
});
afterAll(async () => {
  await browser?.close();
});

const orderCard = (page: Page, number: string): Locator => page.locator("article", { has: page.getByRole("heading", { name: number, exact: true }) });

/** The private link in the customer's e-mail, opened as the customer would, in a browser of their own. */
async function openCustomerLink(number: string, subject: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const mail = await emailedText(servedUrl(), emailOf(number), subject);
  const link = new RegExp(`/order-details/${number}\\?klucz=[\\w-]+`).exec(mail)?.[0];
  expect(link, mail).toBeDefined();
  const context = await newContext(browser, "mobile", servedUrl());
  const page = await context.newPage();
  await page.goto(link!);
  return { page, close: () => context.close() };
}

describe("the parcel and the pickup", () => {
  it("ships from the card, prints the slip, readies a pickup and ships two at once; each customer is told once", { timeout: 240_000 }, async () => {
    const { page, errors, close } = await adminBrowser(() => browser, admin, accessCode).enterPanel("desktop");

    // The card: another carrier wants its tracking address; DPD by default needs the number alone.
    await page.goto(`/admin/excel-bot?szukaj=${card}`);
    await waitForHydration(page, "article input[type=checkbox]");
    const shipped = orderCard(page, card!);
    await shipped.getByLabel("Przewoźnik").selectOption("inny");
    await shipped.getByLabel("Numer przesyłki").fill("0000 1234 5678 9u");
    await shipped.getByRole("button", { name: "Oznacz jako wysłane" }).click();
    await expect.poll(() => shipped.getByText("Podaj adres śledzenia przesyłki (https://…) dla innego przewoźnika.").isVisible(), settled).toBe(true);
    await shipped.getByLabel("Przewoźnik").selectOption("dpd");
    expect(await shipped.getByLabel("Adres śledzenia przesyłki").count()).toBe(0);
    await shipped.getByRole("button", { name: "Oznacz jako wysłane" }).click();
    await expect.poll(() => page.getByText(`Zamówienie ${card} oznaczone jako wysłane`).isVisible(), settled).toBe(true);
    const tracking = shipped.getByRole("link", { name: "Śledź przesyłkę" });
    await expect.poll(() => tracking.getAttribute("href"), settled).toBe("https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=0000123456789U");
    await expect.poll(() => shipped.locator("header").getByText("Wysłane").isVisible(), settled).toBe(true);

    // The packing slip, on A4 without the shop's frame or its own buttons.
    await shipped.getByRole("link", { name: "Specyfikacja przesyłki" }).click();
    await page.waitForURL(`**/admin-zamowienia/${card}/specyfikacja`, settled);
    await page.getByRole("heading", { name: "Specyfikacja przesyłki" }).waitFor(settled);
    expect(await page.getByText("DPD, nr 0000123456789U").isVisible()).toBe(true);
    await page.emulateMedia({ media: "print" });
    expect(await page.getByRole("button", { name: "Drukuj" }).isVisible()).toBe(false);
    expect(await page.locator("header.fixed").isVisible()).toBe(false);
    await page.emulateMedia({ media: "screen" });

    // A pickup order: its button, which the list's status select would do alike.
    await page.goto(`/admin/excel-bot?szukaj=${pickup}`);
    await waitForHydration(page, "article input[type=checkbox]");
    await orderCard(page, pickup!).getByRole("button", { name: "Gotowe do odbioru" }).click();
    await expect.poll(() => page.getByText("Status zamówienia zmieniony").isVisible(), settled).toBe(true);
    await expect.poll(() => orderCard(page, pickup!).getByRole("button", { name: "Gotowe do odbioru" }).isDisabled(), settled).toBe(true);

    // Two at once from the shipping page, each with its own number; a row left blank stays.
    await page.goto("/admin-panel");
    await page.getByRole("link", { name: "Wysyłka" }).click();
    await page.waitForURL("**/admin-wysylka", settled);
    await waitForHydration(page, "main form select");
    const row = (number: string) => page.getByRole("listitem").filter({ has: page.getByRole("link", { name: number, exact: true }) });
    await row(first!).getByLabel("Przewoźnik").selectOption("inpost");
    await row(first!).getByLabel("Numer przesyłki").fill("620111111111111111111111");
    await row(second!).getByLabel("Numer przesyłki").fill("620222222222222222222222");
    await page.getByRole("button", { name: "Oznacz jako wysłane" }).click();
    await expect.poll(() => page.getByText("Wysłano 2 zamówienia").isVisible(), settled).toBe(true);
    await expect.poll(() => row(first!).count(), settled).toBe(0);
    expect(await row(second!).count()).toBe(0);
    const [stored] = await queryServedD1(
      servedUrl(),
      `SELECT number, order_status, carrier, tracking_number FROM orders WHERE number IN (${[card!, pickup!, first!, second!].map(sqlText).join(", ")}) ORDER BY number`,
    );
    expect(stored).toEqual([
      { number: card, order_status: "wysłane", carrier: "dpd", tracking_number: "0000123456789U" },
      { number: pickup, order_status: "gotowe", carrier: null, tracking_number: null },
      { number: first, order_status: "wysłane", carrier: "inpost", tracking_number: "620111111111111111111111" },
      { number: second, order_status: "wysłane", carrier: "dpd", tracking_number: "620222222222222222222222" },
    ]);
    expect(errors).toEqual([]);
    await close();

    // The customers: the shipped order's page shows the parcel and its link, the pickup's where and when.
    const shippedCustomer = await openCustomerLink(card!, `Zamówienie ${card} zostało wysłane`);
    await expect.poll(() => shippedCustomer.page.getByText("Przesyłka w drodze").isVisible(), settled).toBe(true);
    expect(await shippedCustomer.page.getByRole("link", { name: "Śledź przesyłkę" }).getAttribute("href")).toBe(
      "https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=0000123456789U",
    );
    await shippedCustomer.close();
    const pickupCustomer = await openCustomerLink(pickup!, `Zamówienie ${pickup} jest gotowe do odbioru`);
    await expect.poll(() => pickupCustomer.page.getByRole("heading", { name: "Gotowe do odbioru" }).isVisible(), settled).toBe(true);
    expect(await pickupCustomer.page.getByText("Godziny odbioru:").isVisible()).toBe(true);
    await pickupCustomer.close();
    for (const number of [first!, second!]) expect(await emailedText(servedUrl(), emailOf(number), `Zamówienie ${number} zostało wysłane`)).toContain("Śledź przesyłkę");

    // One e-mail each, and no status e-mail beside it.
    for (const [number, subject] of [
      [card, `Zamówienie ${card} zostało wysłane`],
      [pickup, `Zamówienie ${pickup} jest gotowe do odbioru`],
      [first, `Zamówienie ${first} zostało wysłane`],
      [second, `Zamówienie ${second} zostało wysłane`],
    ] as const) {
      expect(await recipientsOf(servedUrl(), subject)).toEqual([[emailOf(number!)]]);
      expect(await recipientsOf(servedUrl(), `Zmiana statusu zamówienia ${number}`)).toEqual([]);
    }
  });
});
