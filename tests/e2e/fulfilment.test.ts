import { resolve } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartItem } from "~/lib/cart";
import { localAdminStatements, readAdminAccessCode } from "../../scripts/local-admin";
import { adminBrowser } from "../support/node/admin-browser";
import { connectBrowser, newContext, waitForHydration } from "../support/node/browser";
import { fillShipping } from "../support/node/checkout-form";
import { queryServedD1 } from "../support/node/d1";
import { emailedText, recipientsOf } from "../support/node/mailbox";
import { seededDoorScreenLine, seededPleatLine, storeCart } from "../support/node/seeded-cart";
import { servedUrl } from "../support/node/served";

// An order from the checkout to the customer's door, in Chromium against the built worker: a shopper places three orders
// (pleats of two fabrics by courier, a door screen to collect), the owner accepts them, starts them in the workshop,
// prints the plan (its totals worked out here by hand from the lines and the default deductions), marks every line
// made, and ships one with a tracking number; the pickup order is ready to collect once its line is made. Each
// customer's e-mails and order page follow every step. Served by a worker of its own (tests/support/node/served.ts):
// the workshop's plan holds every order in production, and the other journeys' would join it.

const settled = { timeout: 20_000 };
const tag = crypto.randomUUID().slice(0, 8);
/** Each order's shopper has an address of their own, so one order's e-mails are told from another's. */
const addresses = [1, 2, 3].map((i) => `klient-${i}-${tag}@example.pl`);
const shopperOf = new Map<string, string>();

// An administrator of its own: the local one is admin.test.ts's, and its password is whichever journey created it first.
const admin = { id: `e2e-fulfilment-${tag}`, email: `realizacja-${tag}@plisy-na-wymiar.example`, password: `Haslo-${tag}-1` };
const accessCode = readAdminAccessCode(resolve(import.meta.dirname, "../../.dev.vars"))!;

const firstPleat = seededPleatLine();
const secondPleat = seededPleatLine({ widthCm: 80, heightCm: 120 }, 1);
const doorScreen = seededDoorScreenLine();

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
  await queryServedD1(servedUrl(), ...localAdminStatements(admin));
});
afterAll(async () => {
  await browser?.close();
});

/** Places one order as a guest from `email`, the way the checkout is filled in; its number. */
async function placeOrder(page: Page, line: CartItem, delivery: RegExp, payment: RegExp, email: string): Promise<string> {
  await page.goto("/");
  await storeCart(page, [line]);
  await page.goto("/finalizacja-zamowienia?jako=gosc");
  await waitForHydration(page, 'main form button[type="submit"]');
  await fillShipping(page);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("radio", { name: delivery }).check();
  await page.getByRole("radio", { name: payment }).check();
  for (const name of [/regulamin/, /politykę prywatności/, /politykę reklamacji/]) await page.getByRole("checkbox", { name }).check();
  await page.getByRole("button", { name: "Złóż zamówienie" }).click();
  await page.waitForURL(/\/dziekujemy-za-zamowienie\/ZAM-/, settled);
  const number = /ZAM-\d{4}-\d{6}/.exec(page.url())![0];
  shopperOf.set(number, email);
  return number;
}

const orderStatus = async (number: string) =>
  ((await queryServedD1(servedUrl(), `SELECT order_status AS status FROM orders WHERE number = '${number}'`)) as [{ status: string }[]])[0][0]?.status;

/** How many e-mails with this subject went to the order's shopper. */
const mailsTo = async (number: string, subject: string) => (await recipientsOf(servedUrl(), subject)).filter((to) => to.includes(shopperOf.get(number)!)).length;

/** The plan's figures as it prints them: 2 decimals, a decimal comma. */
const metres = (mm: number) => `${(mm / 1000).toFixed(2).replace(".", ",")} m`;
const squareMetres = (mm2: number) => `${(mm2 / 1_000_000).toFixed(2).replace(".", ",")} m²`;

describe("an order from the checkout to the customer's door", () => {
  it("is accepted, made in the workshop from a printed plan, shipped or readied for pickup, and the customer follows each step", { timeout: 300_000 }, async () => {
    const shopper = await newContext(browser, "desktop", servedUrl());
    await shopper.addCookies([{ name: "cookies-rejected", value: "true", url: servedUrl() }]);
    const shop = await shopper.newPage();
    const shipped = await placeOrder(shop, firstPleat, /Kurier DPD/, /Przelew tradycyjny/, addresses[0]!);
    const waiting = await placeOrder(shop, secondPleat, /Kurier DPD/, /Przelew tradycyjny/, addresses[1]!);
    const collected = await placeOrder(shop, doorScreen, /Odbiór osobisty/, /Gotówka przy odbiorze/, addresses[2]!);
    const numbers = [shipped, waiting, collected];

    const { page, errors, close } = await adminBrowser(() => browser, admin, accessCode).enterPanel("desktop");

    // Accepted from the orders list, each from its card.
    for (const number of numbers) {
      await page.goto(`/admin/excel-bot?szukaj=${number}`);
      await waitForHydration(page, "article input[type=checkbox]");
      await page.getByRole("button", { name: "Akceptuj" }).click();
      await expect.poll(() => orderStatus(number), settled).toBe("zaakceptowane");
    }

    // The workshop: all three started at once.
    await page.goto("/admin-produkcja");
    await waitForHydration(page, 'input[name="numbers"]');
    for (const number of numbers) await page.getByLabel(`Zaznacz zamówienie ${number}`).check();
    await page.getByRole("button", { name: "Rozpocznij produkcję zaznaczonych" }).click();
    await expect.poll(() => page.getByText("Rozpoczęto produkcję: 3 zamówienia").isVisible(), settled).toBe(true);
    for (const number of numbers) expect(await orderStatus(number)).toBe("w_realizacji");

    // The printed list's totals, worked out from the lines with the default deductions (mm): a pleat's fabric is
    // (width − 4) × (height − 35), its top and bottom profiles width − 2 each, its two guides height − 5 each; a door
    // screen's frame is 2 × (width − 90) + 2 × (height − 10), its crossbar and extra brace width − 90 each, and its
    // mesh (width − 60) × (height − 40).
    const firstFabric = (1000 - 4) * (1500 - 35);
    const secondFabric = (800 - 4) * (1200 - 35);
    const profiles = 2 * (1000 - 2) + 2 * (800 - 2) + 2 * (900 - 90) + 2 * (2100 - 10) + 2 * (900 - 90);
    const guides = 2 * (1500 - 5) + 2 * (1200 - 5);
    const mesh = (900 - 60) * (2100 - 40);
    await page.getByRole("link", { name: "Drukuj listę" }).click();
    await page.waitForURL("**/admin-produkcja/druk?uklad=lista", settled);
    await page.emulateMedia({ media: "print" });
    const total = (label: string) => page.locator("dt", { hasText: label }).first().locator("xpath=following-sibling::dd[1]").innerText();
    await expect.poll(() => total("Tkanina"), settled).toBe(squareMetres(firstFabric + secondFabric));
    expect(await total("Profile")).toBe(metres(profiles));
    expect(await total("Prowadnice")).toBe(metres(guides));
    expect(await total("Siatka")).toContain(squareMetres(mesh));
    const fabricRow = (line: typeof firstPleat) => page.getByRole("table", { name: "Według tkaniny" }).getByRole("row").filter({ hasText: line.fabricCode });
    expect(await fabricRow(firstPleat).innerText()).toContain(squareMetres(firstFabric));
    expect(await fabricRow(secondPleat).innerText()).toContain(squareMetres(secondFabric));
    await page.emulateMedia({ media: "screen" });

    // Every line made: each order is ready with its last, and the pickup order is ready to collect.
    await page.goto("/admin-produkcja");
    for (const number of numbers) {
      await waitForHydration(page, "main details summary");
      const order = page.locator("li", { has: page.getByRole("heading", { name: number, exact: true }) });
      await order.locator("summary").first().click();
      await order.getByRole("button", { name: "Oznacz pozycję 1 jako wykonaną" }).click();
      await expect.poll(() => orderStatus(number), settled).toBe("gotowe");
    }

    // The courier order ships with its DPD number, from its card.
    await page.goto(`/admin/excel-bot?szukaj=${shipped}`);
    await waitForHydration(page, "article input[type=checkbox]");
    await page.getByLabel("Numer przesyłki").fill("00001234567890");
    await page.getByRole("button", { name: "Oznacz jako wysłane" }).click();
    await expect.poll(() => orderStatus(shipped), settled).toBe("wysłane");
    expect(errors).toEqual([]);
    await close();

    // The customers' e-mails: each step once, the pickup's readiness in its own e-mail rather than a status one.
    const expected: [string, string, number][] = [
      ...numbers.map((number): [string, string, number] => [number, `Zamówienie ${number} zostało przyjęte do realizacji`, 1]),
      [shipped, `Zmiana statusu zamówienia ${shipped}`, 2],
      [shipped, `Zamówienie ${shipped} zostało wysłane`, 1],
      [waiting, `Zmiana statusu zamówienia ${waiting}`, 2],
      [collected, `Zmiana statusu zamówienia ${collected}`, 1],
      [collected, `Zamówienie ${collected} jest gotowe do odbioru`, 1],
    ];
    for (const [number, subject, count] of expected) await expect.poll(() => mailsTo(number, subject), { ...settled, message: subject }).toBe(count);

    // The shipped order's page, opened from its e-mail: the parcel and the whole history as the customer may read it.
    const mail = await emailedText(servedUrl(), shopperOf.get(shipped)!, `Zamówienie ${shipped} zostało wysłane`);
    expect(mail).toContain("https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=00001234567890");
    const link = new RegExp(`/order-details/${shipped}\\?klucz=[\\w-]+`).exec(mail)![0];
    await shop.goto(link);
    const history = shop.locator("section, div", { has: shop.getByRole("heading", { name: "Historia zamówienia" }) }).last();
    await expect.poll(() => history.getByText(`Wysłane: DPD, numer przesyłki 00001234567890`).isVisible(), settled).toBe(true);
    const steps = await history.locator("ol > li > p:first-child").allInnerTexts();
    expect(steps.filter((step) => !step.startsWith("Wysłano e-mail"))).toEqual([
      "Zamówienie złożone",
      "Zamówienie zaakceptowane",
      "Status zamówienia: W realizacji",
      "Status zamówienia: Gotowe",
      "Wysłane: DPD, numer przesyłki 00001234567890",
    ]);
    // An e-mail goes on the history in the batch that marks it sent, a moment after the mailbox has it.
    const shippedMail = history.getByText(`Wysłano e-mail: Zamówienie ${shipped} zostało wysłane`);
    await expect
      .poll(async () => {
        if ((await shippedMail.count()) === 0) await shop.reload();
        return shippedMail.count();
      }, settled)
      .toBe(1);
    expect(await shop.getByRole("link", { name: "Śledź przesyłkę" }).getAttribute("href")).toBe("https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=00001234567890");

    // The pickup order's page: where and when to collect it.
    const pickupMail = await emailedText(servedUrl(), shopperOf.get(collected)!, `Zamówienie ${collected} jest gotowe do odbioru`);
    await shop.goto(new RegExp(`/order-details/${collected}\\?klucz=[\\w-]+`).exec(pickupMail)![0]);
    await expect.poll(() => shop.getByRole("heading", { name: "Gotowe do odbioru" }).isVisible(), settled).toBe(true);
    expect(await shop.getByText("Godziny odbioru:").isVisible()).toBe(true);
    await shopper.close();
  });
});
