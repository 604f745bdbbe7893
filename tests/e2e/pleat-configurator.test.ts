import type { Browser, BrowserContext, Page } from "playwright-core";
import { servedUrl } from "../support/node/served";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccessoryKind } from "~/lib/pricing";
import { parseStoredCart, type PleatCartItem } from "~/lib/cart";
import { CONSENT_REJECTED_COOKIE } from "~/lib/cookie-consent";
import { formatPln } from "~/lib/money";
import { DEFAULT_PLEAT_FORM, pleatConfigurationFromForm, type PleatFormState, serializePleatConfiguration } from "~/lib/pleat-configuration-url";
import { type PleatAccessoryPrice, quotePleat } from "~/lib/pricing";
import { connectBrowser, newContext, type ViewportName } from "../support/node/browser";
import { queryServedD1 } from "../support/node/d1";

interface FabricRow {
  code: string;
  name: string;
  price_per_m2: number;
  max_width_cm: number;
}

let browser: Browser;
let fabric: FabricRow;
let unavailableFabric: FabricRow;
let accessories: PleatAccessoryPrice[];

beforeAll(async () => {
  const [available, unavailable, accessoryRows] = await queryServedD1(
    servedUrl(),
    "select code, name, price_per_m2, max_width_cm from fabrics where available = 1 and max_width_cm = 140 order by code limit 1",
    "select code, name, price_per_m2, max_width_cm from fabrics where available = 0 order by code limit 1",
    "select kind, price from pleat_accessories order by id",
  );
  fabric = available![0] as unknown as FabricRow;
  unavailableFabric = unavailable![0] as unknown as FabricRow;
  accessories = accessoryRows!.map((row) => ({ kind: row.kind as AccessoryKind, price: row.price as number }));
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A context that has already answered the cookie banner, so nothing covers the form. */
async function openContext(viewport: ViewportName): Promise<BrowserContext> {
  const context = await newContext(browser, viewport, servedUrl());
  await context.addCookies([{ name: CONSENT_REJECTED_COOKIE, value: "true", url: servedUrl() }]);
  return context;
}

/** Opens a page and waits until it is hydrated (nothing typed before that would count). */
async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  const response = await page.goto(path, { waitUntil: "networkidle" });
  expect(response?.status()).toBe(200);
  return page;
}

function form(overrides: Partial<PleatFormState>): PleatFormState {
  return { ...DEFAULT_PLEAT_FORM, ...overrides };
}

/** What the pricing engine says this form costs on the test's fabric, as the page should show it. */
function expectedTotal(state: PleatFormState): string {
  const quote = quotePleat({
    configuration: pleatConfigurationFromForm(state),
    fabric: { pricePerM2: fabric.price_per_m2, maxWidthCm: fabric.max_width_cm, available: true },
    accessories,
  });
  return formatPln(quote.breakdown!.total);
}

const total = (page: Page) => page.locator("#pleat-summary dt:text-is('Razem') + dd").textContent();
const addButton = (page: Page) => page.getByRole("button", { name: "Dodaj do koszyka", exact: true });
const storedCart = async (page: Page) => parseStoredCart(await page.evaluate(() => localStorage.getItem("cart")));
const cartLinkText = (page: Page) =>
  page
    .locator("header")
    .getByRole("link", { name: /Koszyk/ })
    .first()
    .textContent();

const CONFIGURED = form({
  width: "118",
  height: "163",
  quantity: "2",
  guide: 11,
  guideQuantity: "2",
  spacers: true,
  handle: true,
  handleQuantity: "2",
});

describe("the pleat configurator", () => {
  let sharedUrl: string;

  it("prices a blind live in the browser, keeps it in the URL and adds it to the cart", async () => {
    const context = await openContext("desktop");
    const page = await open(context, `/tkanina/${fabric.code}`);
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(".data")) dataRequests.push(request.url());
    });
    expect(await cartLinkText(page)).not.toContain("liczba produktów");

    await page.getByLabel("Szerokość").fill("118");
    await page.getByLabel("Wysokość").fill("163");
    await page.getByLabel("Ilość", { exact: true }).fill("2");
    const withoutExtras = expectedTotal(form({ width: "118", height: "163", quantity: "2" }));
    await expect.poll(() => total(page)).toBe(withoutExtras);

    await page.getByRole("radio", { name: /Sosna/ }).check();
    await page.getByLabel("Liczba prowadnic").fill("2");
    await page.getByRole("checkbox", { name: /Dystanse/ }).check();
    await page.getByRole("checkbox", { name: /Rączka/ }).check();
    await page.getByLabel("Liczba rączek na plisę").fill("2");
    await expect.poll(() => total(page)).toBe(expectedTotal(CONFIGURED));
    expect(expectedTotal(CONFIGURED)).not.toBe(withoutExtras);

    // The URL follows (debounced), so the configured blind can be shared.
    await expect.poll(() => new URL(page.url()).search).toBe(`?${serializePleatConfiguration(CONFIGURED)}`);
    sharedUrl = page.url();
    expect(dataRequests).toEqual([]);

    await addButton(page).click();
    await expect.poll(() => page.getByText("Dodano plisę do koszyka!").isVisible()).toBe(true);
    await expect.poll(() => cartLinkText(page)).toContain("liczba produktów: 2");
    const [line] = (await storedCart(page)) as PleatCartItem[];
    expect(line).toMatchObject({
      productType: "plisy",
      fabricCode: fabric.code,
      fabricName: fabric.name,
      width: 118,
      height: 163,
      quantity: 2,
      installationType: "inwazyjny",
      plisaInwazyjna: true,
      dystansPlisy: true,
      selectedProwadnice: [11],
      prowadnicaSosna: true,
      prowadnicaQuantity: 2,
      raczkaPlisy: true,
      raczkaQuantityPlisy: 2,
      extrasMultipliers: 6,
    });
    expect(formatPln(line!.totalPrice)).toBe(expectedTotal(CONFIGURED));
    expect(line!.profileCode).toBeTruthy();

    // The form starts afresh, and so does the URL.
    await expect.poll(() => page.getByLabel("Szerokość").inputValue()).toBe("");
    await expect.poll(() => new URL(page.url()).search).toBe("");
    await context.close();
  });

  it("restores a shared configuration exactly", async () => {
    const context = await openContext("desktop");
    const page = await open(context, sharedUrl);
    expect(await page.getByLabel("Szerokość").inputValue()).toBe("118");
    expect(await page.getByLabel("Wysokość").inputValue()).toBe("163");
    expect(await page.getByLabel("Ilość", { exact: true }).inputValue()).toBe("2");
    expect(await page.getByRole("radio", { name: /Sosna/ }).isChecked()).toBe(true);
    expect(await page.getByLabel("Liczba prowadnic").inputValue()).toBe("2");
    expect(await page.getByRole("checkbox", { name: /Dystanse/ }).isChecked()).toBe(true);
    expect(await page.getByLabel("Liczba rączek na plisę").inputValue()).toBe("2");
    expect(await total(page)).toBe(expectedTotal(CONFIGURED));
    await context.close();
  });

  it("blocks a width over 140 cm with the custom-order warning", async () => {
    const context = await openContext("desktop");
    const page = await open(context, `/tkanina/${fabric.code}`);
    await page.getByLabel("Szerokość").fill("141");
    await page.getByLabel("Wysokość").fill("100");
    await page.getByRole("radio", { name: /^Brak/ }).last().check();
    const warning = "UWAGA: Szerokość większa niż 140 cm wymaga spersonalizowanego zamówienia!";
    await expect.poll(() => page.locator("#pleat-width-message").getByText(warning).isVisible()).toBe(true);
    // No price for what cannot be ordered: the summary names the limit instead.
    expect(await page.getByRole("complementary", { name: "Cena i dodanie do koszyka" }).getByText(warning).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Przejdź do kontaktu" }).getAttribute("href")).toBe("/kontakt");
    expect(await addButton(page).getAttribute("aria-disabled")).toBe("true");

    // Pressed anyway, it says why instead of adding.
    await addButton(page).click({ force: true });
    await expect.poll(() => page.getByText("Szerokość większa niż 140 cm wymaga spersonalizowanego zamówienia. Proszę o kontakt.").first().isVisible()).toBe(true);
    expect(await storedCart(page)).toEqual([]);
    await context.close();
  });

  it("requires a guide choice before adding", async () => {
    const context = await openContext("desktop");
    const page = await open(context, `/tkanina/${fabric.code}`);
    await page.getByLabel("Szerokość").fill("80");
    await page.getByLabel("Wysokość").fill("120");
    expect(await addButton(page).getAttribute("aria-disabled")).toBe("true");
    await addButton(page).click({ force: true });
    await expect.poll(() => page.getByRole("alert").filter({ hasText: "Proszę wybrać prowadnice" }).count()).toBeGreaterThan(0);
    expect(await storedCart(page)).toEqual([]);

    await page.getByRole("radio", { name: /^Brak/ }).last().check();
    expect(await addButton(page).getAttribute("aria-disabled")).toBeNull();
    await context.close();
  });

  it("applies the spec's quantity rule: 0 or less is ignored, a blank quantity is refused", async () => {
    const context = await openContext("desktop");
    const page = await open(context, `/tkanina/${fabric.code}`);
    const quantity = page.getByLabel("Ilość", { exact: true });
    await quantity.fill("3");
    await quantity.fill("0");
    expect(await quantity.inputValue()).toBe("3");
    await quantity.fill("-2");
    expect(await quantity.inputValue()).toBe("3");
    await quantity.fill("");
    await quantity.blur();
    await expect.poll(() => page.getByRole("alert").filter({ hasText: "Ilość musi być liczbą większą od 0" }).count()).toBe(1);
    expect(await quantity.getAttribute("aria-invalid")).toBe("true");
    await context.close();
  });

  it("adds 100 × 100 cm with one click", async () => {
    const context = await openContext("desktop");
    const page = await open(context, `/tkanina/${fabric.code}`);
    await page.getByRole("button", { name: "Dodaj 100 × 100 cm do koszyka" }).click();
    await expect.poll(() => page.getByText("Dodano do koszyka!").isVisible()).toBe(true);
    const [line] = (await storedCart(page)) as PleatCartItem[];
    expect(line).toMatchObject({ width: 100, height: 100, quantity: 1, installationType: "inwazyjny", selectedProwadnice: [] });
    expect(formatPln(line!.totalPrice)).toBe(expectedTotal(form({ width: "100", height: "100", guide: "none" })));
    await context.close();
  });

  it("remembers the chosen profile for the next visit", async () => {
    const context = await openContext("desktop");
    const page = await open(context, `/tkanina/${fabric.code}`);
    const select = page.getByLabel("Kolor profilu");
    const options = await select.locator("option").evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
    const last = options.at(-1)!;
    await select.selectOption(last);
    expect(await page.evaluate(() => localStorage.getItem("selectedProfile"))).toBe(last);

    await page.goto(`/tkanina/${fabric.code}`, { waitUntil: "networkidle" });
    await expect.poll(() => page.getByLabel("Kolor profilu").inputValue()).toBe(last);
    await context.close();
  });

  it("shows an unavailable fabric with 'Niedostępna' buttons that cannot be pressed", async () => {
    const context = await openContext("desktop");
    const page = await open(context, `/tkanina/${unavailableFabric.code}`);
    const buttons = page.getByRole("button", { name: "Niedostępna" });
    expect(await buttons.count()).toBe(2);
    for (const button of await buttons.all()) expect(await button.isDisabled()).toBe(true);
    expect(await page.getByText("Ta tkanina jest obecnie niedostępna").first().isVisible()).toBe(true);
    await context.close();
  });

  it("is usable on a phone", async () => {
    const context = await openContext("mobile");
    const page = await open(context, `/tkanina/${fabric.code}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByLabel("Szerokość").tap();
    await page.getByLabel("Szerokość").fill("90");
    await page.getByLabel("Wysokość").fill("140");
    await page.getByRole("radio", { name: /^Brak/ }).last().tap();
    const price = expectedTotal(form({ width: "90", height: "140", guide: "none" }));
    // The running total stays in view at the bottom while the form scrolls.
    await expect.poll(() => page.getByText(`Cena: ${price}`).isVisible()).toBe(true);
    await addButton(page).tap();
    await expect.poll(() => page.getByText("Dodano plisę do koszyka!").isVisible()).toBe(true);
    expect(await storedCart(page)).toHaveLength(1);
    await context.close();
  });
});
