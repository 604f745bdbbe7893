import { resolve } from "node:path";
import Papa from "papaparse";
import type { Browser, BrowserContext, Download, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { CartItem } from "~/lib/cart";
import { localAdminStatements, readAdminAccessCode } from "../../scripts/local-admin";
import { adminBrowser } from "../support/node/admin-browser";
import { connectBrowser, downloadedBytes, newContext, waitForHydration } from "../support/node/browser";
import { fillShipping } from "../support/node/checkout-form";
import { queryServedD1 } from "../support/node/d1";
import { emailedText, recipientsOf } from "../support/node/mailbox";
import { seededDoorScreenLine, seededPleatLine, storeCart } from "../support/node/seeded-cart";
import { servedUrl } from "../support/node/served";
import { type PdfContent, readPdf } from "../support/pdf-text";

// Issue 46's check, in Chromium against the built worker and its local PayU and KSeF stand-ins: a private buyer's PayU
// order gets an invoice PDF the customer downloads from the e-mail and from the order page; a company's order paid by
// transfer gets an invoice the KSeF stand-in accepts, its KSeF number on the card and in the PDF; a refund issues a
// correction; the month's register CSV adds up to the list's totals.

const settled = { timeout: 20_000 };
/** What goes through the events queue (PayU's word, the PDF, KSeF's session and verdict) takes its turns. */
const queued = { timeout: 90_000, interval: 1_000 };
const journey = { timeout: 240_000 };

const tag = crypto.randomUUID().slice(0, 8);
const admin = { id: `e2e-invoices-${tag}`, email: `faktury-${tag}@plisy-na-wymiar.example`, password: `Haslo-${tag}-1` };
const accessCode = readAdminAccessCode(resolve(import.meta.dirname, "../../.dev.vars"))!;
/** Each shopper's own address: a guest's mail is limited per address, and one order's e-mails are told from another's. */
const shopperEmail = (name: string) => `${name}-${tag}@example.pl`;
const KSEF_NUMBER = /^\d{10}-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$/;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
  await queryServedD1(servedUrl(), ...localAdminStatements(admin));
});
afterAll(async () => {
  await browser?.close();
});

const { enterPanel } = adminBrowser(() => browser, admin, accessCode);

async function shopperContext(): Promise<BrowserContext> {
  const context = await newContext(browser, "desktop", servedUrl(), { acceptDownloads: true });
  await context.addCookies([{ name: "cookies-rejected", value: "true", url: servedUrl() }]);
  return context;
}

/** Checks out as a guest with the given payment, optionally asking for a company invoice; the order's number. */
async function checkOut(page: Page, line: CartItem, email: string, payment: RegExp, company?: { name: string; nip: string }): Promise<string> {
  await page.goto("/");
  await storeCart(page, [line]);
  await page.goto("/finalizacja-zamowienia?jako=gosc");
  await waitForHydration(page, 'main form button[type="submit"]');
  await fillShipping(page);
  await page.getByLabel("Email").fill(email);
  if (company) {
    await page.getByRole("checkbox", { name: "Chcę fakturę na firmę" }).check();
    await page.getByLabel("Nazwa firmy").fill(company.name);
    await page.getByLabel("NIP").fill(company.nip);
  }
  await page.getByRole("radio", { name: /Kurier DPD/ }).check();
  await page.getByRole("radio", { name: payment }).check();
  for (const name of [/regulamin/, /politykę prywatności/, /politykę reklamacji/]) await page.getByRole("checkbox", { name }).check();
  await page.getByRole("button", { name: "Złóż zamówienie" }).click();
  if (/PayU/.test(payment.source)) {
    await page.waitForURL((url) => url.origin === inject("payuUrl"), settled);
    const number = (await page.locator("dt", { hasText: "Zamówienie" }).locator("xpath=following-sibling::dd[1]").textContent()) ?? "";
    await page.getByRole("button", { name: "Zapłać" }).click();
    await page.waitForURL((url) => url.pathname === "/payment-success", settled);
    return number;
  }
  await page.waitForURL(/\/dziekujemy-za-zamowienie\/ZAM-/, settled);
  return /ZAM-\d{4}-\d{6}/.exec(page.url())![0];
}

/** The order's invoice (or correction) once issued, and the text of the e-mail that announced it to `email`. */
async function announced(orderNumber: string, email: string, kind: "faktura" | "korekta"): Promise<{ number: string; text: string }> {
  let number = "";
  await expect
    .poll(async () => {
      const [rows] = (await queryServedD1(
        servedUrl(),
        `SELECT i.number AS number FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.number = '${orderNumber}' AND i.kind = '${kind}'`,
      )) as [{ number: string }[]];
      number = rows[0]?.number ?? "";
      return number;
    }, queued)
    .not.toBe("");
  const subject = `${kind === "korekta" ? "Faktura korygująca" : "Faktura"} ${number} do zamówienia ${orderNumber}`;
  const text = await emailedText(servedUrl(), email, subject, queued.timeout);
  expect(await recipientsOf(servedUrl(), subject)).toEqual([[email]]);
  return { number, text };
}

async function pdfOf(download: Download): Promise<PdfContent> {
  return readPdf(new Uint8Array(await downloadedBytes(download)));
}

const orderCard = (page: Page, number: string): Locator => page.locator("article", { has: page.getByRole("heading", { name: number, exact: true }) });

async function openCard(page: Page, number: string): Promise<Locator> {
  await page.goto(`/admin/excel-bot?szukaj=${number}`);
  await waitForHydration(page, "article input[type=checkbox]");
  const card = orderCard(page, number);
  await card.waitFor(settled);
  return card;
}

describe("invoices", () => {
  let payuOrder: string;
  let payuInvoice: string;

  it("a private buyer's PayU order gets an invoice, downloaded from the e-mail and from the order page", journey, async () => {
    const context = await shopperContext();
    const page = await context.newPage();
    const email = shopperEmail("prywatna");
    payuOrder = await checkOut(page, seededPleatLine(), email, /PayU \(płatność online\)/);

    const mail = await announced(payuOrder, email, "faktura");
    payuInvoice = mail.number;
    expect(payuInvoice).toMatch(/^FV\/\d+\/\d{2}\/\d{4}$/);

    // The e-mail's link downloads the PDF without signing in.
    const link = /\/order-details\/ZAM-[\d-]+\/faktury\/\d+\?klucz=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const response = await page.request.get(link!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const fromMail = await readPdf(new Uint8Array(await response.body()));
    expect(fromMail.text).toContain("Faktura VAT");
    expect(fromMail.text).toContain(payuInvoice);
    expect(fromMail.text).toContain(payuOrder);

    // The order page, opened by the e-mail's order link, lists it with 'Pobierz PDF'.
    const orderLink = /\/order-details\/ZAM-[\d-]+\?klucz=[\w-]+/.exec(mail.text)?.[0];
    expect(orderLink).toBeDefined();
    await page.goto(orderLink!);
    const invoices = page.locator("section", { has: page.getByRole("heading", { name: "Faktury" }) });
    await invoices.waitFor(settled);
    const download = invoices.getByRole("link", { name: `Pobierz PDF ${payuInvoice}` });
    expect(await download.isVisible()).toBe(true);
    const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
    expect((await pdfOf(file)).text).toContain(payuInvoice);
    await context.close();
  });

  it("a company's order paid by transfer gets an invoice KSeF accepts: its number on the card and in the PDF", journey, async () => {
    const context = await shopperContext();
    const page = await context.newPage();
    const email = shopperEmail("firma");
    const number = await checkOut(page, seededDoorScreenLine(), email, /Przelew tradycyjny/, { name: "Okna Łęcki Sp. z o.o.", nip: "5260250274" });
    await context.close();

    const panel = await enterPanel("desktop");
    const { page: office } = panel;
    let card = await openCard(office, number);
    // No invoice before the payment is booked.
    expect(await card.getByText("Nie wystawiono jeszcze faktury.").isVisible()).toBe(true);
    await card.getByLabel("Status płatności").selectOption("transfer_completed");
    await expect.poll(() => card.locator("header").getByText("Przelew - opłacone", { exact: true }).isVisible(), settled).toBe(true);

    // Issued at once; sent to KSeF through the queue; the card says when KSeF accepted it, with its number.
    let ksefNumber = "";
    await expect
      .poll(async () => {
        card = await openCard(office, number);
        const text = (await card.textContent()) ?? "";
        ksefNumber = /przyjęta: (\d{10}-\d{8}-[0-9A-F]{12}-[0-9A-F]{2})/.exec(text)?.[1] ?? "";
        return ksefNumber;
      }, queued)
      .toMatch(KSEF_NUMBER);

    const [download] = await Promise.all([office.waitForEvent("download"), card.getByRole("link", { name: /PDF/ }).first().click()]);
    const pdf = await pdfOf(download);
    expect(pdf.text).toContain(`Numer KSeF: ${ksefNumber}`);
    expect(pdf.text).toContain("5260250274");
    expect(pdf.text).toContain("Okna Łęcki Sp. z o.o.");

    // The customer hears of it once KSeF accepted it, with KSeF's number.
    const mail = await announced(number, email, "faktura");
    expect(mail.text).toContain(ksefNumber);
    expect(panel.errors).toEqual([]);
    await panel.close();
  });

  it("a refund issues a correction, and the month's register adds up to the list's totals", journey, async () => {
    const panel = await enterPanel("desktop");
    const { page: office } = panel;
    const card = await openCard(office, payuOrder);
    await card.getByRole("button", { name: "Zwróć płatność" }).click();
    const dialog = office.getByRole("dialog", { name: `Zwrócić płatność za zamówienie ${payuOrder}?` });
    await dialog.getByRole("button", { name: "Zwróć całą kwotę" }).click();
    await expect.poll(() => office.getByText("Zlecono zwrot płatności w PayU").isVisible(), settled).toBe(true);

    // PayU's word that the refund is done issues the correction, referring to the invoice.
    const correction = await announced(payuOrder, shopperEmail("prywatna"), "korekta");
    expect(correction.number).toMatch(/^FK\/\d+\/\d{2}\/\d{4}$/);
    expect(correction.text).toContain(payuInvoice);

    await office.goto("/admin-faktury");
    await waitForHydration(office, "main");
    const row = office.getByRole("row").filter({ hasText: correction.number });
    await row.waitFor(settled);
    expect(await row.textContent()).toContain(payuOrder);

    const [download] = await Promise.all([office.waitForEvent("download"), office.getByRole("link", { name: /Rejestr CSV/ }).click()]);
    const csv = (await downloadedBytes(download)).toString("utf8").replace(/^\uFEFF/, "");
    const { data } = Papa.parse<string[]>(csv.trim(), { delimiter: ";" });
    const [header, ...rows] = data;
    const column = (name: RegExp) => header!.findIndex((title) => name.test(title));
    const amount = (value: string) => Math.round(Number(value.replace(/\s/g, "").replace(",", ".")) * 100);
    const [net, vat, gross] = [column(/^Netto razem/i), column(/^VAT razem/i), column(/^Brutto razem/i)];
    expect([net, vat, gross].every((index) => index >= 0)).toBe(true);
    for (const cells of rows) expect(amount(cells[net]!) + amount(cells[vat]!), cells[0]).toBe(amount(cells[gross]!));
    const numbers = rows.map((cells) => cells[0]);
    expect(numbers).toContain(payuInvoice);
    expect(numbers).toContain(correction.number);

    // The list's totals for the month are the register's column sums.
    const sum = (index: number) => rows.reduce((total, cells) => total + amount(cells[index]!), 0);
    const totals = (await office.getByText(/^Razem: netto/).textContent()) ?? "";
    const shown = [...totals.matchAll(/(-?[\d\s]+,\d{2}) zł/g)].map((match) => amount(match[1]!));
    expect(shown).toEqual([sum(net), sum(vat), sum(gross)]);
    expect(panel.errors).toEqual([]);
    await panel.close();
  });
});
