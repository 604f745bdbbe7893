import type { Browser, BrowserContext, Page } from "playwright-core";
import { servedUrl } from "../support/node/served";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPln } from "~/lib/money";
import { connectBrowser, newContext, type ViewportName } from "../support/node/browser";
import { fillShipping } from "../support/node/checkout-form";
import { queryServedD1 } from "../support/node/d1";
import { emailedText } from "../support/node/mailbox";
import { seededPleatLine, storeCart } from "../support/node/seeded-cart";

// The full order journey (checkout → thank-you → instructions) is covered by the checkout's browser
// test; these check what only a browser shows: copying to the clipboard and the 2-second check mark,
// and an order's pages opened by its number alone (issue 42), by a stranger and by the link's holder.

/** Hydration and the server's answers take their time on a busy machine. */
const settled = { timeout: 20_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function clipboardContext(viewport: ViewportName): Promise<BrowserContext> {
  return newContext(browser, viewport, servedUrl(), { permissions: ["clipboard-read", "clipboard-write"] });
}

/** Clicks until the hydrated button reacts: a click before hydration does nothing. */
async function clickCopy(page: Page, name: string) {
  const button = page.getByRole("button", { name });
  await expect
    .poll(async () => {
      await button.click();
      return button.getAttribute("data-copied");
    })
    .toBe("true");
  return button;
}

describe.each<ViewportName>(["desktop", "mobile"])("the generic bank transfer instructions on %s", (viewport) => {
  it("copy the account number, show a check mark for two seconds and say so in a toast", async () => {
    const context = await clipboardContext(viewport);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    const response = await page.goto("/instrukcje-przelewu/Nr-zamowienia");
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Instrukcje przelewu" }).isVisible()).toBe(true);
    expect(await page.getByText("PL61 1090 1014 0000 0712 1981 2874").isVisible()).toBe(true);

    const button = await clickCopy(page, "Kopiuj numer konta");
    const copiedAt = Date.now();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("61109010140000071219812874");
    await expect.poll(() => page.getByText("Skopiowano numer konta").isVisible()).toBe(true);

    await expect.poll(() => button.getAttribute("data-copied"), { timeout: 5_000, interval: 100 }).toBeNull();
    const shownFor = Date.now() - copiedAt;
    expect(shownFor).toBeGreaterThanOrEqual(1_500);
    expect(shownFor).toBeLessThan(4_000);

    await clickCopy(page, "Kopiuj nazwę odbiorcy");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("Plisy Na Wymiar Jan Kowalski");

    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the phone transfer instructions", () => {
  it("say how to copy by hand when the clipboard refuses", async () => {
    const context = await clipboardContext("mobile");
    await context.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.reject(new Error("denied")) } });
    });
    const page = await context.newPage();
    await page.goto("/instrukcje-przelewu-telefon/Nr-zamowienia");
    const button = page.getByRole("button", { name: "Kopiuj numer telefonu" });
    await expect
      .poll(async () => {
        await button.click();
        return page.getByText("Nie udało się skopiować. Spróbuj ręcznie zaznaczyć tekst.").isVisible();
      })
      .toBe(true);
    expect(await button.getAttribute("data-copied")).toBeNull();
    await context.close();
  });
});

/** A visitor of their own, the cookie decision made (its banner would cover the page's bottom). */
async function visitor(viewport: ViewportName): Promise<BrowserContext> {
  const baseUrl = servedUrl();
  const context = await newContext(browser, viewport, baseUrl);
  await context.addCookies([{ name: "cookies-rejected", value: "true", url: baseUrl }]);
  return context;
}

/**
 * A guest's bank-transfer order placed through the checkout, with an address of its own (e-mails to an
 * unverified address are limited per recipient): its number, amount and the thank-you page's address.
 */
async function placeGuestOrder() {
  const context = await visitor("desktop");
  const page = await context.newPage();
  await page.goto("/");
  await storeCart(page, [seededPleatLine()]);
  await page.goto("/finalizacja-zamowienia?jako=gosc");
  await page.getByLabel("Imię").waitFor(settled);
  await fillShipping(page);
  const email = `przelew-${crypto.randomUUID().slice(0, 8)}@example.pl`;
  await page.getByLabel("Email").fill(email);
  await page.getByRole("radio", { name: /Kurier DPD/ }).check();
  await page.getByRole("radio", { name: /Przelew tradycyjny/ }).check();
  for (const name of [/regulamin/, /politykę prywatności/, /politykę reklamacji/]) await page.getByRole("checkbox", { name }).check();
  await page.getByRole("button", { name: "Złóż zamówienie" }).click();
  await page.waitForURL(/\/dziekujemy-za-zamowienie\/ZAM-\d{4}-\d{6}\/przelew_bankowy\?total=\d+&klucz=/, settled);
  const url = new URL(page.url());
  await context.close();
  return { number: /ZAM-\d{4}-\d{6}/.exec(url.pathname)![0], total: formatPln(Number(url.searchParams.get("total"))), thankYouPath: url.pathname + url.search, email };
}

const mainText = async (page: Page) => (await page.locator("main").textContent()) ?? "";

describe("an order's pages opened by its number alone", () => {
  it("show a stranger nothing of the order, alike for a number that does not exist, and e-mail the order's link to its own address", { timeout: 180_000 }, async () => {
    const order = await placeGuestOrder();
    const missing = "ZAM-1999-000001";
    const context = await visitor("mobile");
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    for (const path of [
      (n: string) => `/instrukcje-przelewu/${n}`,
      (n: string) => `/instrukcje-przelewu-telefon/${n}`,
      (n: string) => `/dziekujemy-za-zamowienie/${n}/przelew_bankowy?total=1`,
    ]) {
      const seen = [];
      for (const number of [order.number, missing]) {
        const response = await page.goto(path(number));
        expect(response?.status(), path(number)).toBe(200);
        const text = await mainText(page);
        expect(text, path(number)).toContain("Dane zamówienia widzi tylko zamawiający");
        for (const hidden of [order.total, formatPln(1), "Status płatności", "Anna Nowak"]) expect(text, `${path(number)}: ${hidden}`).not.toContain(hidden);
        seen.push(text.replaceAll(number, "NUMBER"));
      }
      expect(seen[0], path(order.number)).toBe(seen[1]);
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    }

    // The general instructions, with the number typed as the transfer's title; the amount is the confirmation's.
    await page.goto(`/instrukcje-przelewu/${order.number}`);
    expect(await page.getByText("PL61 1090 1014 0000 0712 1981 2874").isVisible()).toBe(true);
    expect(await page.getByText("Kwota do zapłaty z potwierdzenia zamówienia").isVisible()).toBe(true);
    const send = page.getByRole("button", { name: "Wyślij nowy link" });
    await send.click();
    await expect.poll(() => page.getByText("Jeśli takie zamówienie istnieje, wysłaliśmy nowy link").isVisible(), settled).toBe(true);
    // The link that was asked for reaches the order's own address and opens the order.
    const mail = await emailedText(servedUrl(), order.email, `Nowy link do zamówienia ${order.number}`);
    const link = new RegExp(`/order-details/${order.number}\\?klucz=[\\w-]+`).exec(mail)?.[0];
    expect(link, mail).toBeDefined();
    await page.goto(link!);
    await expect.poll(() => page.getByText("Anna Nowak").first().isVisible(), settled).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("show the link's holder everything, and an order paid through PayU as paid, asking for no transfer", { timeout: 180_000 }, async () => {
    const order = await placeGuestOrder();
    const context = await visitor("desktop");
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(order.thankYouPath);
    await expect.poll(() => page.getByText(order.total).first().isVisible(), settled).toBe(true);
    await page.locator('main a[href^="/instrukcje-przelewu/"]').first().click();
    await page.waitForURL(/\/instrukcje-przelewu\/ZAM-\d{4}-\d{6}\?klucz=/, settled);
    await expect.poll(() => page.getByText("Oczekuje na płatność").isVisible(), settled).toBe(true);
    expect(await mainText(page)).toContain(order.total);
    expect(await mainText(page)).toContain("Anna Nowak");
    expect(await page.getByRole("button", { name: "Sprawdź status płatności" }).isVisible()).toBe(true);

    await queryServedD1(servedUrl(), `UPDATE orders SET payment_method = 'payu', payment_status = 'payu_completed' WHERE number = '${order.number}'`);
    const token = new URL(page.url()).searchParams.get("klucz")!;
    for (const path of [`/instrukcje-przelewu/${order.number}`, `/instrukcje-przelewu-telefon/${order.number}`]) {
      await page.goto(`${path}?klucz=${token}`);
      await expect.poll(() => page.getByText("Płatność zaksięgowana").isVisible(), settled).toBe(true);
      const text = await mainText(page);
      expect(text, path).toContain("PayU - opłacone");
      expect(text, path).toContain(`Zamówienie ${order.number} jest opłacone`);
      for (const request of ["Oczekuje na płatność", "Opłać zamówienie", "PL61 1090 1014 0000 0712 1981 2874", "Przelew wykonaj"])
        expect(text, `${path}: ${request}`).not.toContain(request);
      expect(await page.getByRole("button", { name: "Sprawdź status płatności" }).count(), path).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
