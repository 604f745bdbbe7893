import { resolve } from "node:path";
import { servedUrl } from "../support/node/served";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartItem } from "~/lib/cart";
import { localAdminStatements, newLocalAdmin, readAdminAccessCode } from "../../scripts/local-admin";
import { adminBrowser } from "../support/node/admin-browser";
import { connectBrowser, downloadedBytes, waitForHydration } from "../support/node/browser";
import { queryServedD1 } from "../support/node/d1";
import { seededPleatLine } from "../support/node/seeded-cart";

// The administrator's day in the back-office, in a real browser against the built worker: sign in,
// enrol an authenticator app and pass the gate, accept an order and note it on its history, a bulk payment status
// change, the CSV export, granting administrator rights, the gate lapsing, and the audit log showing all of it.

/** The server answers and the export's queue take their time on a busy machine. */
const settled = { timeout: 20_000 };

const admin = newLocalAdmin();
// The served build's .dev.vars is a copy of the repository's, made when the build ran.
const accessCode = readAdminAccessCode(resolve(import.meta.dirname, "../../.dev.vars"))!;
const year = new Date().getFullYear();
const numbers = [1, 2, 3].map((i) => `ZAM-${year}-77000${i}`);

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** A customer to make an administrator, straight into the served worker's D1. */
const colleague = { id: "e2e-colleague", email: "kolega@example.pl" };
const colleagueStatements = [
  `INSERT INTO user (id, name, email, email_verified) VALUES ('${colleague.id}', 'Marta Kolega', '${colleague.email}', 1)`,
  `INSERT INTO profiles (id, first_name, last_name, account_verified) VALUES ('${colleague.id}', 'Marta', 'Kolega', 1)`,
];

/** An order of one pleat, as the checkout stores it, straight into the served worker's D1. */
function orderStatements(number: string, line: CartItem, lastName: string): string[] {
  return [
    `INSERT INTO orders (number, idempotency_key, access_token, first_name, last_name, email, phone, street, house_number, city, postal_code,
      delivery_method, payment_method, items_total, delivery_cost, payment_fee, final_total)
     VALUES (${sqlText(number)}, ${sqlText(crypto.randomUUID())}, ${sqlText(crypto.randomUUID())}, 'Jan', ${sqlText(lastName)}, 'jan.${lastName.toLowerCase()}@example.pl',
      '600700800', 'Długa', '5', 'Kraków', '31-147', 'kurier', 'przelew_bankowy', ${line.totalPrice}, 3000, 0, ${line.totalPrice + 3000})`,
    `INSERT INTO order_items (order_id, position, product_type, fabric_code, profile_code, width_cm, height_cm, quantity, unit_price, line_price, configuration, price_breakdown)
     SELECT id, 1, 'plisy', ${sqlText(line.productType === "plisy" ? line.fabricCode : "")}, NULL, ${line.width}, ${line.height}, ${line.quantity}, ${line.unitPrice}, ${line.totalPrice},
      ${sqlText(JSON.stringify(line))}, '{}' FROM orders WHERE number = ${sqlText(number)}`,
  ];
}

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
  await queryServedD1(
    servedUrl(),
    ...localAdminStatements(admin),
    ...colleagueStatements,
    ...numbers.flatMap((number, i) => orderStatements(number, seededPleatLine(), ["Akceptowany", "Hurtowy", "Drugihurtowy"][i]!)),
  );
});
afterAll(async () => {
  await browser?.close();
});

const { enterPanel, passGate } = adminBrowser(() => browser, admin, accessCode);

const orderCard = (page: Page, number: string): Locator => page.locator("article", { has: page.getByRole("heading", { name: number, exact: true }) });

describe("the back-office on desktop", () => {
  it("enrols the app, accepts an order, changes payment statuses in bulk, exports, grants rights, lapses, and the audit log shows it", async () => {
    const { page, errors, close } = await enterPanel("desktop");

    await page.getByRole("link", { name: "Excel Bot" }).click();
    await page.waitForURL("**/admin/excel-bot", settled);
    await waitForHydration(page, "article input[type=checkbox]");

    // Accept: the toast says so, the card shows it and the button is done.
    const accepted = orderCard(page, numbers[0]!);
    await accepted.getByRole("button", { name: "Akceptuj" }).click();
    // In the toasts' region: the card's history says the same words.
    await expect.poll(() => page.getByRole("status").getByText("Zamówienie zaakceptowane").isVisible(), settled).toBe(true);
    await expect.poll(() => accepted.getByText("Akceptacja: Zaakceptowane").isVisible(), settled).toBe(true);
    expect(await accepted.getByRole("button", { name: "Akceptuj" }).isDisabled()).toBe(true);

    // Its history says so, and takes an internal note, which goes on it under the administrator's account.
    await accepted.getByText(/^Historia zamówienia/).click();
    await expect.poll(() => accepted.getByText("Zamówienie zaakceptowane").isVisible(), settled).toBe(true);
    await accepted.getByLabel(/^Notatka wewnętrzna/).fill("Klient prosi o telefon przed dostawą");
    await accepted.getByRole("button", { name: "Dodaj notatkę" }).click();
    await expect.poll(() => page.getByText("Notatka dodana").isVisible(), settled).toBe(true);
    await expect.poll(() => accepted.getByText("Notatka: Klient prosi o telefon przed dostawą").isVisible(), settled).toBe(true);
    expect(await accepted.getByLabel(/^Notatka wewnętrzna/).inputValue()).toBe("");

    // Bulk payment status: without a selection the server asks for one, then for two selected orders.
    await page.getByLabel("Nowy status płatności").selectOption("paid");
    await page.getByRole("button", { name: "Zmień status płatności" }).click();
    await expect.poll(() => page.getByText("Wybierz zamówienia do zmiany statusu płatności").isVisible(), settled).toBe(true);
    for (const number of numbers.slice(1)) await page.getByRole("checkbox", { name: `Zaznacz zamówienie ${number}` }).check();
    await expect.poll(() => page.getByText("Zaznaczone: 2").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Zmień status płatności" }).click();
    await expect.poll(() => page.getByText("Status płatności zmieniony").isVisible(), settled).toBe(true);
    for (const number of numbers.slice(1)) {
      await expect.poll(() => orderCard(page, number).locator("header").getByText("Opłacone").isVisible(), settled).toBe(true);
    }
    const [stored] = await queryServedD1(servedUrl(), `SELECT number, payment_status, accepted FROM orders WHERE number IN (${numbers.map(sqlText).join(", ")}) ORDER BY number`);
    expect(stored).toEqual([
      { number: numbers[0], payment_status: "oczekujaca", accepted: 1 },
      { number: numbers[1], payment_status: "paid", accepted: null },
      { number: numbers[2], payment_status: "paid", accepted: null },
    ]);

    // The filters: the paid ones only, then "Wyczyść" shows every order and the filter reads "Wszystkie" again.
    const paymentFilter = page.getByRole("search", { name: "Filtry zamówień" }).getByLabel("Status płatności");
    await paymentFilter.selectOption("paid");
    await page.getByRole("button", { name: "Filtruj" }).click();
    await page.waitForURL((url) => url.searchParams.get("platnosc") === "paid", settled);
    await expect.poll(() => orderCard(page, numbers[0]!).count(), settled).toBe(0);
    expect(await orderCard(page, numbers[1]!).count()).toBe(1);
    await page.getByRole("link", { name: "Wyczyść" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/excel-bot" && url.search === "", settled);
    await expect.poll(() => orderCard(page, numbers[0]!).count(), settled).toBe(1);
    expect(await paymentFilter.inputValue()).toBe("");

    // The export: queued, built by the queue's consumer while the page polls, then downloaded.
    await page.getByRole("button", { name: "Eksportuj do CSV" }).click();
    const downloadLink = page.getByRole("link", { name: /^Pobierz plik/ }).first();
    await downloadLink.waitFor({ state: "visible", timeout: 60_000 });
    const [download] = await Promise.all([page.waitForEvent("download"), downloadLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^zamowienia_\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await downloadedBytes(download);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    expect(text.startsWith("Numer zamówienia;")).toBe(true);
    for (const number of numbers) expect(text).toContain(number);

    // Copy as JSON. Paid, it has its invoice, so it is in the books and is not offered for deletion.
    const paid = orderCard(page, numbers[2]!);
    await paid.getByRole("button", { name: "Kopiuj JSON" }).click();
    await expect.poll(() => page.getByText("Skopiowano zamówienie").isVisible(), settled).toBe(true);
    expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toMatchObject({ number: numbers[2], paymentStatus: "paid" });
    expect(await paid.getByRole("link", { name: /^PDF FV\// }).count()).toBe(1);
    expect(await paid.getByText("Zamówienia z fakturą nie można usunąć: faktura zostaje w dokumentacji księgowej.").isVisible()).toBe(true);
    expect(await paid.getByRole("button", { name: "Usuń zamówienie" }).count()).toBe(0);

    // The unpaid one, without an invoice, is deleted after confirming in the dialog.
    const unpaid = orderCard(page, numbers[0]!);
    await unpaid.getByRole("button", { name: "Usuń zamówienie" }).click();
    const dialog = page.getByRole("dialog", { name: `Usunąć zamówienie ${numbers[0]}?` });
    await dialog.getByRole("button", { name: "Usuń zamówienie" }).click();
    await expect.poll(() => page.getByText("Usunięto 1 zamówienie").isVisible(), settled).toBe(true);
    await expect.poll(() => unpaid.count(), settled).toBe(0);

    // Granting administrator rights asks first.
    await page.goto("/admin-users");
    await waitForHydration(page, "main table button[role=switch]");
    await page.getByRole("switch", { name: "Administrator: Marta Kolega" }).click();
    const grant = page.getByRole("dialog", { name: "Nadać uprawnienia administratora?" });
    await grant.waitFor(settled);
    await grant.getByRole("button", { name: "Tak, nadaj uprawnienia" }).click();
    await expect.poll(() => page.getByText("Status administratora nadany").isVisible(), settled).toBe(true);
    expect((await queryServedD1(servedUrl(), `SELECT admin FROM profiles WHERE id = '${colleague.id}'`))[0]).toEqual([{ admin: 1 }]);

    // Half an hour without the panel: the gate lapses and asks for both codes again.
    await queryServedD1(servedUrl(), `UPDATE session SET admin_seen_at = admin_seen_at - ${31 * 60_000} WHERE user_id = 'local-admin' AND admin_seen_at IS NOT NULL`);
    await page.goto("/admin-users");
    await page.waitForURL("**/admin-auth", settled);
    await expect.poll(() => page.getByText("Sesja panelu wygasła. Wpisz kod dostępu i kod z aplikacji ponownie.").isVisible(), settled).toBe(true);
    await passGate(page);

    // The audit log shows it all, newest first.
    await page.getByRole("link", { name: "Dziennik zdarzeń" }).click();
    await page.waitForURL("**/admin-audit", settled);
    // This administrator's own entries: the journeys beside this one enrol and act as administrators of their own.
    await page.goto(`/admin-audit?szukaj=${encodeURIComponent(admin.email)}`);
    await page.getByRole("heading", { name: "Dziennik zdarzeń" }).waitFor(settled);
    // The panel's tile has the same heading: wait for the log's own rows, or a client navigation still rendering reads none.
    await page.locator("main tbody tr").first().waitFor(settled);
    const events = (await page.locator("main tbody tr td:nth-child(3)").allInnerTexts()).map((cell) => cell.replace(/^Zdarzenie:\s*/, "").trim());
    const at = (text: string) => events.indexOf(text);
    expect(events[0]).toBe("Wejście do panelu");
    for (const earlier of [
      "Nadano uprawnienia administratora",
      "Usunięto zamówienie",
      "Zlecono eksport zamówień do CSV",
      "Zmieniono status płatności",
      "Dodano notatkę do zamówienia",
      "Zaakceptowano zamówienie",
      "Skonfigurowano aplikację uwierzytelniającą",
    ]) {
      expect(events).toContain(earlier);
    }
    expect(at("Nadano uprawnienia administratora")).toBeLessThan(at("Zaakceptowano zamówienie"));
    expect(at("Zaakceptowano zamówienie")).toBeLessThan(at("Skonfigurowano aplikację uwierzytelniającą"));
    const grantRow = page.locator("main tbody tr", { hasText: "Nadano uprawnienia administratora" });
    await expect.poll(() => grantRow.getByText(colleague.email).isVisible()).toBe(true);
    await expect.poll(() => grantRow.getByText(admin.email).isVisible()).toBe(true);

    expect(errors).toEqual([]);
    await close();
  }, 150_000);
});

describe("the back-office on a phone", () => {
  it("fits the screen and leaves the panel", async () => {
    const { page, errors, close } = await enterPanel("mobile");
    await page.goto("/admin/excel-bot");
    await waitForHydration(page, "article input[type=checkbox]");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto("/admin-users");
    await expect.poll(() => page.getByText(admin.email).isVisible(), settled).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto("/admin-audit");
    await expect.poll(() => page.getByText("Wejście do panelu").first().isVisible(), settled).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto("/admin-panel");
    await waitForHydration(page, "main form button");
    await page.getByRole("button", { name: "Wyloguj z panelu" }).click();
    await page.waitForURL((url) => url.pathname === "/", settled);
    await expect.poll(() => page.getByText("Wylogowano z panelu administratora").isVisible(), settled).toBe(true);
    await page.goto("/admin-panel");
    await page.waitForURL("**/admin-auth", settled);
    expect(errors).toEqual([]);
    await close();
  }, 120_000);
});
