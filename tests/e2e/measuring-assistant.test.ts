import type { Browser, BrowserContext, Page } from "playwright-core";
import { servedUrl } from "../support/node/served";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_REJECTED_COOKIE } from "~/lib/cookie-consent";
import { shipBy, shipDateText } from "~/lib/ship-date";
import { connectBrowser, newContext, waitForHydration } from "../support/node/browser";
import { queryServedD1 } from "../support/node/d1";
import { seededPleatLine, storeCart } from "../support/node/seeded-cart";

// The measuring assistant and the ship-by date, as a shopper meets them: a hint beside the field that looks wrong
// (the value stays as typed), and 'Szacowana wysyłka: do {date}' in both configurators, the cart and the checkout.

let browser: Browser;
let context: BrowserContext;
let fabricCode: string;
let fulfilmentMaxDays: number;

beforeAll(async () => {
  const [fabrics, settings] = await queryServedD1(
    servedUrl(),
    "select code from fabrics where available = 1 and max_width_cm = 140 order by code limit 1",
    "select value from settings where key = 'fulfilmentMaxDays'",
  );
  fabricCode = String(fabrics![0]!.code);
  // The owner may have changed it in the settings journey; otherwise wrangler.toml's SHOP_FULFILMENT_MAX_DAYS.
  fulfilmentMaxDays = settings![0] ? Number(settings![0].value) : 28;
  browser = await connectBrowser();
  context = await newContext(browser, "desktop", servedUrl());
  await context.addCookies([{ name: CONSENT_REJECTED_COOKIE, value: "true", url: servedUrl() }]);
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, hydratedSelector: string): Promise<Page> {
  const page = await context.newPage();
  expect((await page.goto(path))?.status()).toBe(200);
  await waitForHydration(page, hydratedSelector);
  return page;
}

/** The hint texts the field's aria-describedby points at: what a screen reader reads with the field. */
async function describedBy(page: Page, fieldId: string): Promise<string> {
  return page.evaluate((id) => {
    const ids = document.getElementById(id)?.getAttribute("aria-describedby")?.split(" ") ?? [];
    return ids.map((describing) => document.getElementById(describing)?.textContent ?? "").join(" ");
  }, fieldId);
}

const today = () => shipDateText(shipBy(new Date(), { fulfilmentMaxDays }));

describe("the pleat configurator's assistant", () => {
  it("asks about millimetres beside the width, keeps the value, and states the ship-by date", async () => {
    const page = await open(`/tkanina/${fabricCode}`, "#pleat-width");
    await expect.poll(() => page.getByText(today()).count()).toBe(1);

    await page.locator("#pleat-width").fill("1200");
    const hint = page.getByRole("status").filter({ hasText: "Czy chodziło o 120 cm?" });
    await hint.waitFor();
    expect(await page.locator("#pleat-width").inputValue()).toBe("1200");
    expect(await describedBy(page, "pleat-width")).toContain("Czy chodziło o 120 cm?");

    // A centimetre value: the hint goes.
    await page.locator("#pleat-width").fill("120");
    await hint.waitFor({ state: "detached" });

    await page.locator("#pleat-height").fill("1500");
    await page.getByRole("status").filter({ hasText: "Czy chodziło o 150 cm?" }).waitFor();
    await page.close();
  });

  it("says when the width is close to the fabric's maximum and when the blind's proportions are unlikely", async () => {
    const page = await open(`/tkanina/${fabricCode}?szer=138&wys=20`, "#pleat-width");
    await page.getByRole("status").filter({ hasText: "tylko o 2 cm mniejsza od maksymalnej szerokości tej tkaniny (140 cm)" }).waitFor();
    await page.getByRole("status").filter({ hasText: "ponad 6 razy szersza niż wysoka" }).waitFor();
    await page.close();
  });
});

describe("the screen configurator's assistant", () => {
  it("asks about millimetres and warns when the door is too low for its crossbar", async () => {
    const page = await open("/moskitiery/drzwiowe", "form[novalidate]");
    await expect.poll(() => page.getByText(today()).count()).toBe(1);
    const width = page.getByLabel("Szerokość (A)");
    await width.fill("900");
    await page.getByRole("status").filter({ hasText: "Czy chodziło o 90 cm?" }).waitFor();
    expect(await width.inputValue()).toBe("900");

    await width.fill("90");
    await page.getByLabel("Wysokość (B)").fill("80");
    await page.getByRole("status").filter({ hasText: "moskitiera musi mieć co najmniej 95 cm wysokości" }).waitFor();
    await page.close();
  });
});

describe("the ship-by date", () => {
  it("shows in the cart and the checkout's order summary", async () => {
    const page = await context.newPage();
    await page.goto("/koszyk");
    await storeCart(page, [seededPleatLine()]);
    await page.reload();
    await expect.poll(() => page.getByText(today()).count()).toBe(1);
    await page.goto("/finalizacja-zamowienia?jako=gosc");
    await expect.poll(() => page.getByText(today()).count()).toBe(1);
    await page.close();
  });
});
