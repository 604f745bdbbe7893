import { resolve } from "node:path";
import { servedUrl } from "../support/node/served";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPln } from "~/lib/money";
import { localAdminStatements, readAdminAccessCode } from "../../scripts/local-admin";
import { adminBrowser } from "../support/node/admin-browser";
import { seriousViolations } from "../support/node/axe";
import { connectBrowser, downloadedBytes } from "../support/node/browser";
import { queryServedD1 } from "../support/node/d1";

// The statistics on a phone, in a real browser against the built worker: the charts have names and
// tables, a preset switches the period, and the period downloads as CSV. Two orders of last year
// are this file's own (the other files place theirs now), so last year's figures are exactly theirs:
// the first was also accepted and shipped then, before its ship-by day.

const settled = { timeout: 20_000 };

const tag = crypto.randomUUID().slice(0, 8);
const admin = { id: `e2e-stats-${tag}`, email: `statystyki-${tag}@plisy-na-wymiar.example`, password: `Haslo-${tag}-1` };
const accessCode = readAdminAccessCode(resolve(import.meta.dirname, "../../.dev.vars"))!;
const lastYear = new Date().getFullYear() - 1;
const sequence = 900_000 + Math.floor(Math.random() * 90_000);
const numbers = [`ZAM-${lastYear}-${sequence}`, `ZAM-${lastYear}-${sequence + 1}`];

function orderStatements(number: string, fabricCode: string, total: number, status: string, createdAt: number): string[] {
  return [
    `INSERT INTO orders (number, idempotency_key, access_token, first_name, last_name, email, phone, street, city, postal_code, delivery_method, payment_method,
      items_total, promo_code, discount, delivery_cost, payment_fee, final_total, order_status, created_at, updated_at)
     VALUES ('${number}', '${crypto.randomUUID()}', '${crypto.randomUUID()}', 'Jan', 'Statystyczny', 'jan.${tag}@example.pl', '600700800', 'Długa', 'Kraków', '31-147',
      'kurier', 'payu', ${total}, 'STATY${tag}', 1000, 0, 0, ${total - 1000}, '${status}', ${createdAt}, ${createdAt})`,
    `INSERT INTO order_items (order_id, position, product_type, fabric_code, profile_code, width_cm, height_cm, quantity, unit_price, line_price, configuration, price_breakdown)
     SELECT id, 0, 'plisy', '${fabricCode}', 'P-01', 100, 150, 2, ${total / 2}, ${total}, '{}', '{}' FROM orders WHERE number = '${number}'`,
  ];
}

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
  const baseUrl = servedUrl();
  const [[fabric]] = (await queryServedD1(baseUrl, "select code from fabrics order by code limit 1")) as [{ code: string }[]];
  await queryServedD1(
    baseUrl,
    ...localAdminStatements(admin),
    ...orderStatements(numbers[0]!, fabric!.code, 151_000, "wysłane", Date.parse(`${lastYear}-06-15T10:00:00Z`)),
    ...orderStatements(numbers[1]!, fabric!.code, 51_000, "anulowane", Date.parse(`${lastYear}-06-16T10:00:00Z`)),
    `UPDATE orders SET accepted_at = ${Date.parse(`${lastYear}-06-16T08:00:00Z`)}, shipped_at = ${Date.parse(`${lastYear}-06-18T12:00:00Z`)}, ship_by = '${lastYear}-07-31'
     WHERE number = '${numbers[0]}'`,
  );
});
afterAll(async () => {
  await browser?.close();
  await queryServedD1(servedUrl(), `DELETE FROM orders WHERE number IN ('${numbers.join("', '")}')`);
});

/** Each chart text that reaches past its chart's own width (the SVG's viewBox), as it reads. */
function labelsOutsideTheirChart(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<SVGSVGElement>("figure svg[viewBox]")].flatMap((svg) => {
      const width = svg.viewBox.baseVal.width;
      return [...svg.querySelectorAll("text")].filter((text) => text.getBBox().x < 0 || text.getBBox().x + text.getBBox().width > width).map((text) => text.textContent ?? "");
    }),
  );
}

describe("the statistics", () => {
  it("on a phone: named charts with tables, a preset, the CSV", async () => {
    const { page, errors, close } = await adminBrowser(() => browser, admin, accessCode).enterPanel("mobile");

    await page.getByRole("link", { name: "Statystyki" }).click();
    await page.waitForURL("**/admin-stats", settled);
    expect(await page.getByRole("link", { name: "Ten miesiąc" }).getAttribute("aria-current")).toBe("page");
    // A day a column: every axis label is drawn whole, none cut at the chart's edge ('31.10' drawn as ')1.10').
    expect(await labelsOutsideTheirChart(page)).toEqual([]);

    await page.getByRole("link", { name: "Poprzedni rok" }).click();
    await page.waitForURL("**/admin-stats?okres=poprzedni-rok", settled);
    await expect.poll(() => page.getByRole("heading", { name: `Okres: 1.01.${lastYear} – 31.12.${lastYear}` }).isVisible(), settled).toBe(true);
    // One counted order: 1 500,00 zł; the cancelled one is 1 of 2 placed.
    expect(await page.getByText(formatPln(150_000), { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByText("50%", { exact: true }).isVisible()).toBe(true);

    expect(await labelsOutsideTheirChart(page)).toEqual([]);
    const revenue = page.getByRole("img", { name: /^Przychód i liczba zamówień/ });
    expect(await revenue.isVisible()).toBe(true);
    expect(await page.getByRole("img", { name: /^Najczęściej zamawiane tkaniny: .* 2 szt\./ }).isVisible()).toBe(true);
    expect(
      await page
        .getByRole("img")
        .filter({ has: page.locator("rect") })
        .count(),
    ).toBe(8);
    // The table alternative of each chart, one opened.
    expect(await page.locator("figure table caption").count()).toBe(8);
    await page.getByText("Pokaż dane w tabeli").first().click();
    expect(await page.getByRole("table", { name: "Przychód i zamówienia" }).isVisible()).toBe(true);
    // How the shop kept its promise: the one order shipped, by its ship-by day; its month in the table.
    const fulfilment = page.getByRole("region", { name: "Realizacja zamówień" });
    expect(await fulfilment.getByText("100%", { exact: true }).isVisible()).toBe(true);
    expect(await fulfilment.getByText("1 z 1", { exact: true }).isVisible()).toBe(true);
    await fulfilment.getByText("Pokaż dane w tabeli").click();
    const months = fulfilment.getByRole("table", { name: "Realizacja zamówień, podział: miesiące" });
    expect(await months.getByRole("row").filter({ hasText: "100% (1 z 1)" }).count()).toBe(1);
    // The charts fit the phone: nothing scrolls sideways; and axe finds nothing serious (WCAG 2.1 AA).
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent("download", settled), page.getByRole("link", { name: "Pobierz CSV" }).click()]);
    expect(download.suggestedFilename()).toBe(`statystyki-${lastYear}-01-01-${lastYear}-12-31.csv`);
    const csv = (await downloadedBytes(download)).toString("utf8");
    expect(csv.startsWith("\uFEFFZestawienie;Pozycja;Zamówienia;Sztuki;Kwota (zł)")).toBe(true);
    expect(csv).toContain("Razem;Przychód;1;;1500,00");
    expect(csv).toContain(`Kod rabatowy;STATY${tag};1;;10,00`);
    expect(csv).toContain("Razem;Wysłane do obiecanego dnia;1;;;");

    expect(errors).toEqual([]);
    await close();
  });
});
