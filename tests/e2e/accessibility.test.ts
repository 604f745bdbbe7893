import type { Browser, BrowserContext, Page } from "playwright-core";
import { servedUrl } from "../support/node/served";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_PAGES } from "~/lib/site-pages";
import { seriousViolations, withAxe } from "../support/node/axe";
import { connectBrowser, newContext, offerInstall, waitForHydration, type ViewportName } from "../support/node/browser";
import { fillShipping } from "../support/node/checkout-form";
import { acceptConsents, confirmEmailedCode, fillRegistration } from "../support/node/registration";
import { seededDoorScreenLine, seededPleatLine, storeCart } from "../support/node/seeded-cart";

// WCAG 2.1 AA with axe-core on every page a shopper or customer can reach (the back-office is tested
// by its own team), in its states that matter (filled cart, checkout form with errors, open menus and
// dialogs, the cookie banner, the install prompt), on a desktop and a phone. Serious and critical
// violations fail the test.

const settled = { timeout: 15_000 };
const PASSWORD = "dostepnosc1A";

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A context with axe in its pages and motion reduced, so nothing is mid-animation. */
async function scanningContext(viewport: ViewportName, options: Parameters<typeof newContext>[3] = {}): Promise<BrowserContext> {
  const context = await newContext(browser, viewport, servedUrl(), { reducedMotion: "reduce", ...options });
  await withAxe(context);
  return context;
}

/** A scanning context with the cookie decision made (the banner is scanned on its own). */
async function visitorContext(viewport: ViewportName, options: Parameters<typeof newContext>[3] = {}): Promise<BrowserContext> {
  const context = await scanningContext(viewport, options);
  await context.addCookies([{ name: "cookies-rejected", value: "true", url: servedUrl() }]);
  return context;
}

async function expectAccessible(page: Page, what = page.url()) {
  expect(await seriousViolations(page), `axe on ${what}`).toEqual([]);
}

async function open(page: Page, path: string, ready?: (page: Page) => Promise<unknown>) {
  await page.goto(path);
  await waitForHydration(page, "main");
  if (ready) await ready(page);
}

/** Waits for an element (usable in hooks too, unlike expect.poll). */
const visible = (page: Page, role: Parameters<Page["getByRole"]>[0], name: string | RegExp) =>
  page
    .getByRole(role, { name })
    .first()
    .waitFor({ state: "visible", ...settled });

/** Every page a visitor reaches by address: the sitemap's static pages and one of each kind of the rest. */
const VISITOR_PAGES: { path: string; status?: number }[] = [
  ...SITE_PAGES.map((page) => ({ path: page.path })),
  { path: "/plisy-specjalistyczne?model=10" },
  { path: "/tkanina/PL-101" },
  // On sale in the seed: its price comes with the lowest price of the 30 days before the reduction.
  { path: "/tkanina/PL-102" },
  { path: "/tkanina/NIE-MA-TAKIEJ", status: 404 },
  { path: "/moskitiery/profile?type=drzwiowe" },
  { path: "/moskitiery/profile/drzwiowe/MD-40" },
  { path: "/moskitiery/profile/okienne/NIE-MA", status: 404 },
  { path: "/koszyk" },
  { path: "/finalizacja-zamowienia" },
  { path: "/instrukcje-przelewu/Nr-zamowienia" },
  { path: "/instrukcje-przelewu-telefon/Nr-zamowienia" },
  { path: "/payment-success?orderId=ZAM-2026-000001" },
  { path: "/payment-failure?orderId=ZAM-2026-000001" },
  { path: "/order-details/ZAM-2026-999999", status: 404 },
  { path: "/auth" },
  { path: "/auth?tryb=rejestracja" },
  { path: "/auth?tryb=weryfikacja&email=klient%40example.pl" },
  { path: "/forgot-password" },
  { path: "/forgot-password?krok=kod&email=klient%40example.pl" },
  { path: "/nie-ma-takiej-strony", status: 404 },
];

describe.each<ViewportName>(["desktop", "mobile"])("accessibility on %s", (viewport) => {
  // One page for the lot: a new page starts a renderer of its own, which on a busy machine took longer than the scan.
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await visitorContext(viewport);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(VISITOR_PAGES)("$path", async ({ path, status = 200 }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await waitForHydration(page, "main");
    await expectAccessible(page, path);
  });

  it("the cart with a line in it, and the guest checkout form, also with its errors shown", { timeout: 120_000 }, async () => {
    await page.goto("/");
    await storeCart(page, [seededPleatLine(), seededDoorScreenLine()]);

    await open(page, "/koszyk", () => visible(page, "link", "Przejdź do finalizacji zamówienia"));
    await expectAccessible(page, "/koszyk with lines");

    await open(page, "/finalizacja-zamowienia", () => visible(page, "heading", "Jak chcesz kontynuować?"));
    await expectAccessible(page, "/finalizacja-zamowienia: the guest choice");

    await open(page, "/finalizacja-zamowienia?jako=gosc", () => visible(page, "button", "Złóż zamówienie"));
    await expectAccessible(page, "/finalizacja-zamowienia?jako=gosc");

    await page.getByRole("button", { name: "Złóż zamówienie" }).click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count(), settled).toBeGreaterThan(0);
    await expectAccessible(page, "/finalizacja-zamowienia?jako=gosc with errors");
  });

  it("an order's pages: thank-you, transfer instructions and the private order details", { timeout: 120_000 }, async () => {
    await page.goto("/");
    await storeCart(page, [seededPleatLine()]);
    await open(page, "/finalizacja-zamowienia?jako=gosc", () => visible(page, "button", "Złóż zamówienie"));
    await fillShipping(page);
    await page.getByRole("radio", { name: /Kurier DPD/ }).check();
    await page.getByRole("radio", { name: /Przelew tradycyjny/ }).check();
    for (const name of [/regulamin/, /politykę prywatności/, /politykę reklamacji/]) await page.getByRole("checkbox", { name }).check();
    await page.getByRole("button", { name: "Złóż zamówienie" }).click();
    await page.waitForURL(/\/dziekujemy-za-zamowienie\/ZAM-/, settled);
    await waitForHydration(page, "main");
    await expectAccessible(page, "the thank-you page");

    const number = /ZAM-\d{4}-\d{6}/.exec(page.url())![0];
    await open(page, `/instrukcje-przelewu/${number}`, () => visible(page, "heading", /Instrukcje przelewu/));
    await expectAccessible(page, "the bank transfer instructions of an order");
    await open(page, `/instrukcje-przelewu-telefon/${number}`);
    await expectAccessible(page, "the phone transfer instructions of an order");

    const privateLink = await page.evaluate(() => [...document.querySelectorAll<HTMLAnchorElement>("a[href^='/order-details/']")].map((a) => a.getAttribute("href"))[0] ?? null);
    if (privateLink) {
      await open(page, privateLink);
      await expectAccessible(page, "the order details");
    }
  });

  it("the configurators with their dialog open, and the catalogue's filters", { timeout: 120_000 }, async () => {
    await open(page, "/moskitiery/drzwiowe?szerokosc=90&wysokosc=210", () => visible(page, "checkbox", /Dodatkowa rozpora/));
    await page.getByRole("checkbox", { name: /Dodatkowa rozpora/ }).click();
    await visible(page, "dialog", "Dodatkowa rozpora");
    await expectAccessible(page, "the door screen configurator with the brace dialog");

    await open(page, "/tkanina/PL-101?szerokosc=100&wysokosc=150");
    await expectAccessible(page, "a fabric configured");

    await open(page, "/tkaniny-plisy");
    if (viewport === "mobile") {
      await page.getByRole("button", { name: /^Filtry/ }).click();
      await visible(page, "dialog", "Filtry tkanin");
      await expectAccessible(page, "the catalogue's filter drawer");
    } else {
      await page.getByRole("complementary", { name: "Filtry" }).getByRole("checkbox", { name: "Basic" }).check();
      await expectAccessible(page, "the catalogue's filter panel, changed");
    }
  });

  it("the navigation opened", async () => {
    await open(page, "/");
    if (viewport === "mobile") {
      await page.getByRole("button", { name: "Otwórz menu" }).click();
      await visible(page, "button", "Zamknij menu");
    } else {
      const plisy = page.getByRole("navigation", { name: "Menu główne" }).getByRole("button", { name: "Plisy" });
      await plisy.click();
      await expect.poll(() => plisy.getAttribute("aria-expanded"), settled).toBe("true");
    }
    await expectAccessible(page, "the open menu");
  });

  it("the cookie banner, and then the install prompt", async () => {
    const fresh = await scanningContext(viewport);
    const page = await fresh.newPage();
    await open(page, "/");
    await visible(page, "button", "Akceptuję");
    await expectAccessible(page, "the cookie banner");
    await page.getByRole("button", { name: "Odrzucam" }).click();

    await offerInstall(page);
    await visible(page, "button", "Zainstaluj aplikację");
    await expectAccessible(page, "the install prompt");
    await fresh.close();
  });
});

describe("a signed-in customer's pages", () => {
  let signedIn: Awaited<ReturnType<BrowserContext["storageState"]>>;

  beforeAll(async () => {
    // An account made the way a customer makes one: registration, the e-mailed code, sign-in.
    const context = await visitorContext("desktop");
    const page = await context.newPage();
    const email = `a11y-${crypto.randomUUID().slice(0, 8)}@example.pl`;
    await open(page, "/auth?tryb=rejestracja", () => visible(page, "button", "Załóż konto"));
    await fillRegistration(page, email, PASSWORD);
    await acceptConsents(page);
    await page.getByRole("button", { name: "Załóż konto" }).click();
    await confirmEmailedCode(page, servedUrl(), email);
    await visible(page, "button", "Zaloguj się");
    await page.getByLabel(/^Adres email/).fill(email);
    await page.getByLabel(/^Hasło/).fill(PASSWORD);
    await page.getByRole("button", { name: "Zaloguj się" }).click();
    await page.waitForURL("**/profile", settled);
    signedIn = await context.storageState();
    await context.close();
  }, 120_000);

  it.each<ViewportName>(["desktop", "mobile"])("the profile with its order history on %s", async (viewport) => {
    const context = await visitorContext(viewport, { storageState: signedIn });
    const page = await context.newPage();
    await open(page, "/profile", () => visible(page, "button", "Wyloguj się"));
    await expectAccessible(page, "/profile");
    await open(page, "/finalizacja-zamowienia");
    await expectAccessible(page, "/finalizacja-zamowienia signed in, empty cart");
    await context.close();
  });
});
