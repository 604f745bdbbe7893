import { resolve } from "node:path";
import { servedUrl } from "../support/node/served";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartItem } from "~/lib/cart";
import { localAdminStatements, readAdminAccessCode } from "../../scripts/local-admin";
import { adminBrowser } from "../support/node/admin-browser";
import { seriousViolations } from "../support/node/axe";
import { connectBrowser, newContext, waitForHydration } from "../support/node/browser";
import { queryServedD1 } from "../support/node/d1";
import { seededDoorScreenLine, seededPleatLine } from "../support/node/seeded-cart";

// The workshop in a real browser: the owner starts two accepted orders from the queue, prints one line's card and
// its label on A4 (a PDF of the print, as the printer gets it), and marks the door screen made on the tablet's card.

const settled = { timeout: 20_000 };

const tag = crypto.randomUUID().slice(0, 8);
// An administrator of its own: the local one is admin.test.ts's, and its password is whichever journey created it first.
const admin = { id: `e2e-production-${tag}`, email: `produkcja-${tag}@plisy-na-wymiar.example`, password: `Haslo-${tag}-1` };
const accessCode = readAdminAccessCode(resolve(import.meta.dirname, "../../.dev.vars"))!;
const year = new Date().getFullYear();
const pleatOrder = `ZAM-${year}-780001`;
const doorOrder = `ZAM-${year}-780002`;

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** An accepted order of one line, as the checkout and the acceptance store it, straight into the served worker's D1. */
function acceptedOrderStatements(number: string, line: CartItem): string[] {
  return [
    `INSERT INTO orders (number, idempotency_key, access_token, first_name, last_name, email, phone, street, house_number, city, postal_code,
      delivery_method, payment_method, items_total, delivery_cost, payment_fee, final_total, accepted, order_status)
     VALUES (${sqlText(number)}, ${sqlText(crypto.randomUUID())}, ${sqlText(crypto.randomUUID())}, 'Jan', 'Pracownia', 'jan.pracownia@example.pl',
      '600700800', 'Długa', '5', 'Kraków', '31-147', 'kurier', 'przelew_bankowy', ${line.totalPrice}, 5000, 0, ${line.totalPrice + 5000}, 1, 'zaakceptowane')`,
    `INSERT INTO order_items (order_id, position, product_type, fabric_code, profile_code, width_cm, height_cm, quantity, unit_price, line_price, configuration, price_breakdown)
     SELECT id, 1, ${sqlText(line.productType)}, ${line.productType === "plisy" ? sqlText(line.fabricCode) : "NULL"}, ${line.profileCode === null ? "NULL" : sqlText(line.profileCode)},
      ${line.width}, ${line.height}, ${line.quantity}, ${line.unitPrice}, ${line.totalPrice}, ${sqlText(JSON.stringify(line))}, '{}' FROM orders WHERE number = ${sqlText(number)}`,
  ];
}

const status = async (number: string) => {
  const [[row]] = (await queryServedD1(servedUrl(), `SELECT order_status AS status FROM orders WHERE number = ${sqlText(number)}`)) as [{ status: string }[]];
  return row?.status;
};

/** The pages of a PDF Chromium printed, and the size of its first (in points: A4 is 595 × 842). */
function pdfPages(pdf: Buffer): { count: number; size: number[] } {
  const text = pdf.toString("latin1");
  const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(text);
  return { count: text.match(/\/Type\s*\/Page\b/g)?.length ?? 0, size: box ? [Math.round(Number(box[1])), Math.round(Number(box[2]))] : [] };
}

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
  await queryServedD1(
    servedUrl(),
    ...localAdminStatements(admin),
    ...acceptedOrderStatements(pleatOrder, seededPleatLine({ quantity: 2 })),
    ...acceptedOrderStatements(doorOrder, seededDoorScreenLine()),
  );
});
afterAll(async () => {
  await browser?.close();
});

describe("the workshop", () => {
  it("starts two orders, prints a card and a label on A4, and marks a line made on the tablet", { timeout: 180_000 }, async () => {
    const { page, errors, close } = await adminBrowser(() => browser, admin, accessCode).enterPanel("desktop");

    await page.getByRole("link", { name: "Produkcja" }).click();
    await page.waitForURL("**/admin-produkcja", settled);
    await waitForHydration(page, 'input[name="numbers"]');
    expect(await seriousViolations(page)).toEqual([]);
    for (const number of [pleatOrder, doorOrder]) await page.getByLabel(`Zaznacz zamówienie ${number}`).check();
    await page.getByRole("button", { name: "Rozpocznij produkcję zaznaczonych" }).click();
    await expect.poll(() => page.getByText("Rozpoczęto produkcję: 2 zamówienia").isVisible(), settled).toBe(true);
    expect([await status(pleatOrder), await status(doorOrder)]).toEqual(["w_realizacji", "w_realizacji"]);

    // The door screen's card, as its QR code opens it.
    const doorLine = page.locator("li", { has: page.getByRole("heading", { name: doorOrder, exact: true }) });
    await doorLine.locator("summary").first().click();
    await doorLine.getByRole("link", { name: "Otwórz kartę (tablet)" }).click();
    await page.waitForURL("**/admin-produkcja/karta/*", settled);
    const cardUrl = page.url();
    await expect.poll(() => page.getByRole("img", { name: `Kod QR karty pozycji 1 zamówienia ${doorOrder}` }).isVisible(), settled).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Printed: one A4 sheet for the card, one for its label.
    await page.getByRole("link", { name: "Drukuj kartę" }).click();
    await page.waitForURL("**/admin-produkcja/druk?uklad=karty&pozycja=*", settled);
    await page.getByRole("button", { name: "Drukuj" }).waitFor(settled);
    await page.emulateMedia({ media: "print" });
    expect(await page.getByRole("button", { name: "Drukuj" }).isVisible()).toBe(false);
    await expect.poll(() => page.getByRole("img", { name: /^Kod QR karty pozycji 1 zamówienia/ }).isVisible(), settled).toBe(true);
    expect(pdfPages(await page.pdf({ preferCSSPageSize: true }))).toEqual({ count: 1, size: [595, 842] });
    await page.emulateMedia({ media: null });
    await page.getByRole("link", { name: "Etykiety z kodem QR" }).click();
    await page.waitForURL("**/admin-produkcja/druk?uklad=etykiety&pozycja=*", settled);
    await expect.poll(() => page.getByRole("listitem", { name: `Etykieta ${doorOrder} poz. 1` }).isVisible(), settled).toBe(true);
    expect(pdfPages(await page.pdf({ preferCSSPageSize: true }))).toEqual({ count: 1, size: [595, 842] });

    // On the workshop's tablet: one big button, and the order with its only line made is ready.
    const tablet = await newContext(browser, "mobile", servedUrl(), { storageState: await page.context().storageState() });
    const tabletPage = await tablet.newPage();
    await tabletPage.goto(cardUrl);
    await waitForHydration(tabletPage, 'button[value="done"]');
    const done = tabletPage.getByRole("button", { name: "Oznacz pozycję 1 jako wykonaną" });
    expect((await done.boundingBox())!.height).toBeGreaterThanOrEqual(64);
    await done.click();
    await expect.poll(() => tabletPage.getByText("To była ostatnia pozycja: zamówienie jest gotowe").isVisible(), settled).toBe(true);
    expect(await status(doorOrder)).toBe("gotowe");
    await tablet.close();

    expect(errors).toEqual([]);
    await close();
  });
});
