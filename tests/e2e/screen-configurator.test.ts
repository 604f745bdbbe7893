import type { Browser, BrowserContext, Page } from "playwright-core";
import { servedUrl } from "../support/node/served";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPln } from "~/lib/money";
import { quoteScreen, type ScreenConfiguration } from "~/lib/pricing";
import { connectBrowser, newContext, type ViewportName } from "../support/node/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(viewport: ViewportName, path: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContext(browser, viewport, servedUrl());
  // Decide the cookie question up front, so its banner covers nothing.
  await context.addCookies([{ name: "cookies-rejected", value: "true", url: servedUrl() }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(path);
  // Interactive once React has hydrated the form (the calculator's button is its last part).
  await page.waitForFunction(() => document.querySelector("form") && Object.keys(document.querySelector("form")!).some((key) => key.startsWith("__react")));
  return { context, page, errors };
}

/** The profile's price per m² as the profile list shows it ("89,00 zł / m²"), in grosze. */
async function shownProfilePrice(page: Page, code: string): Promise<number> {
  const text = await page.locator("label").filter({ hasText: code }).first().innerText();
  const match = text.match(/(\d+),(\d{2})\s*zł \/ m²/);
  expect(match, text).not.toBeNull();
  return Number(match![1]) * 100 + Number(match![2]);
}

function expectedTotal(configuration: ScreenConfiguration, pricePerM2: number): number {
  const quote = quoteScreen({ configuration, profile: { pricePerM2, available: true } });
  expect(quote.canAddToCart).toBe(true);
  return quote.breakdown!.total;
}

/** Like expect.poll, with room for a cold worker's first answers (the default gives up after a second). */
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });

const addButton = (page: Page) => page.getByRole("button", { name: /^Dodaj do koszyka/ });
const storedCart = (page: Page) => page.evaluate(() => JSON.parse(window.localStorage.getItem("cart") ?? "[]") as Record<string, unknown>[]);

describe("the window screen configurator", () => {
  it("prices a configured window screen like the engine and adds it to the cart", async () => {
    const { context, page, errors } = await open("desktop", "/moskitiery/okienne");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Konfiguracja moskitiery okiennej");
    // Priced in the browser: configuring asks the server for nothing.
    const serverRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(".data") || request.url().includes("/api/")) serverRequests.push(request.url());
    });

    await page.getByRole("radio", { name: /MO-25/ }).check();
    await page.getByLabel("Szerokość", { exact: false }).first().fill("120");
    await page.getByLabel("Wysokość", { exact: false }).first().fill("150");
    await page.getByLabel("Szerokość haczyka").selectOption("11");
    await page.getByRole("checkbox", { name: /Szczotka uszczelniająca/ }).check();

    const total = expectedTotal(
      {
        type: "okienne",
        widthCm: 120,
        heightCm: 150,
        quantity: 1,
        hookWidthMm: 11,
        sealingBrush: true,
        doorSide: null,
        extraBrace: false,
        dimensionGCm: null,
      },
      await shownProfilePrice(page, "MO-25"),
    );
    await eventually(() => addButton(page).innerText()).toBe(`Dodaj do koszyka - ${formatPln(total)}`);
    const calculator = page.getByRole("region", { name: "Kalkulator ceny" });
    expect(await calculator.innerText()).toContain("obwód 5,40 m");
    // The form is in the URL, without reloading anything.
    await eventually(() => new URL(page.url()).search).toBe("?profil=MO-25&szer=120&wys=150&haczyk=11&szczotka=1");
    expect(serverRequests).toEqual([]);

    await addButton(page).click();
    await eventually(() => page.getByRole("status").filter({ hasText: "Dodano do koszyka!" }).count()).toBe(1);
    const [line, ...rest] = await storedCart(page);
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      productType: "moskitiery",
      mosquitoType: "okienne",
      profileCode: "MO-25",
      width: 120,
      height: 150,
      quantity: 1,
      meshColor: "szara",
      doorSide: null,
      szerokoscHaczyka: 11,
      szczotkaUszczelniajaca: true,
      dodatkowaRozpora: false,
      narozniki: false,
      realArea: 1.8,
      billingArea: 1.8,
      unitPrice: total,
      totalPrice: total,
      wymiarC: null,
      wymiarG: null,
    });

    // The form starts again with the spec's defaults; the chosen profile stays.
    await eventually(() => page.getByLabel("Szerokość", { exact: false }).first().inputValue()).toBe("");
    expect(await page.getByLabel("Ilość").inputValue()).toBe("1");
    expect(await page.getByRole("checkbox", { name: /Szczotka uszczelniająca/ }).isChecked()).toBe(false);
    expect(await page.getByRole("radio", { name: /szara/ }).isChecked()).toBe(true);
    expect(await addButton(page).innerText()).toBe("Dodaj do koszyka");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("refuses an incomplete form with the spec's toast and the messages by their fields", async () => {
    const { context, page } = await open("desktop", "/moskitiery/okienne");
    await addButton(page).click();
    await eventually(() => page.getByRole("alert").filter({ hasText: "Proszę wypełnić wszystkie wymagane pola" }).count()).toBe(1);
    for (const message of [
      "Musisz wybrać profil",
      "Szerokość musi być liczbą większą od 0",
      "Wysokość musi być liczbą większą od 0",
      "Dla moskitier okiennych musisz wybrać szerokość haczyka",
    ]) {
      expect(await page.getByText(message, { exact: true }).count(), message).toBe(1);
    }
    // Focus goes to the first field to fix: the profile choice.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe("MO-25");

    await page.getByLabel("Szerokość", { exact: false }).first().fill("10");
    await eventually(() => page.getByText("Minimalna szerokość to 20 cm").count()).toBe(1);
    expect(await storedCart(page)).toEqual([]);
    await context.close();
  });

  it("restores a shared configuration: inputs, options and price", async () => {
    const search = "?profil=MO-33&szer=80&wys=120&ilosc=2&siatka=biala&haczyk=22&szczotka=1&narozniki=1";
    const { context, page } = await open("desktop", `/moskitiery/okienne${search}`);
    expect(await page.getByRole("radio", { name: /MO-33/ }).isChecked()).toBe(true);
    expect(await page.getByLabel("Szerokość", { exact: false }).first().inputValue()).toBe("80");
    expect(await page.getByLabel("Wysokość", { exact: false }).first().inputValue()).toBe("120");
    expect(await page.getByLabel("Ilość").inputValue()).toBe("2");
    expect(await page.getByLabel("Szerokość haczyka").inputValue()).toBe("22");
    expect(await page.getByRole("radio", { name: /biała/ }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: /Szczotka uszczelniająca/ }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: /Narożniki/ }).isChecked()).toBe(true);
    const total = expectedTotal(
      {
        type: "okienne",
        widthCm: 80,
        heightCm: 120,
        quantity: 2,
        hookWidthMm: 22,
        sealingBrush: true,
        doorSide: null,
        extraBrace: false,
        dimensionGCm: null,
      },
      await shownProfilePrice(page, "MO-33"),
    );
    expect(await addButton(page).innerText()).toBe(`Dodaj do koszyka - ${formatPln(total)}`);
    // Opening the link changes nothing in it.
    await page.waitForTimeout(600);
    expect(new URL(page.url()).search).toBe(search);
    await context.close();
  });
});

describe("the door screen configurator", () => {
  it("takes dimension G in a modal, refuses too large a G, and adds the screen with the brace", async () => {
    const { context, page, errors } = await open("desktop", "/moskitiery/drzwiowe");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Konfiguracja moskitiery drzwiowej");
    await page.getByRole("radio", { name: /MD-40/ }).check();
    await page.getByLabel("Szerokość (A)").fill("95");
    await page.getByLabel("Wysokość (B)").fill("210");
    await page.getByRole("radio", { name: "lewa (L)" }).check();
    await page.getByLabel(/Wymiar C/).fill("85");

    // Ticking the brace opens the modal; the box is ticked only once a valid G is saved.
    const brace = page.getByRole("checkbox", { name: /Dodatkowa rozpora/ });
    await brace.click();
    const dialog = page.getByRole("dialog", { name: "Dodatkowa rozpora" });
    await dialog.waitFor();
    // The modal holds focus on its field; Escape closes it without a brace.
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await brace.isChecked()).toBe(false);

    await brace.click();
    await dialog.waitFor();
    await dialog.getByLabel("Wymiar G").fill("205");
    await dialog.getByRole("button", { name: "Zapisz wymiar G" }).click();
    await eventually(() => dialog.getByText("Wymiar G nie może być większy niż 200 cm (wysokość - 10 cm)").count()).toBe(1);
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByLabel("Wymiar G").fill("120");
    await dialog.getByRole("button", { name: "Zapisz wymiar G" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await brace.isChecked()).toBe(true);
    expect(await page.getByText("Wymiar G: 120 cm").count()).toBe(1);

    // The measurement drawing, with the entered dimensions on it.
    await page.getByRole("button", { name: "Pokaż zdjęcie pomiarów" }).click();
    const drawing = page.getByRole("img", { name: /Rysunek pomiarowy moskitiery drzwiowej/ });
    expect(await drawing.isVisible()).toBe(true);
    for (const label of ["A = 95 cm", "B = 210 cm", "C = 85 cm", "G = 120 cm"]) expect(await drawing.innerHTML()).toContain(label);
    await page.getByRole("button", { name: "Ukryj zdjęcie" }).click();
    expect(await drawing.isVisible()).toBe(false);

    const total = expectedTotal(
      {
        type: "drzwiowe",
        widthCm: 95,
        heightCm: 210,
        quantity: 1,
        hookWidthMm: null,
        sealingBrush: false,
        doorSide: "lewa",
        extraBrace: true,
        dimensionGCm: 120,
      },
      await shownProfilePrice(page, "MD-40"),
    );
    await eventually(() => addButton(page).innerText()).toBe(`Dodaj do koszyka - ${formatPln(total)}`);
    await addButton(page).click();
    await eventually(() => page.getByRole("status").filter({ hasText: "Dodano do koszyka!" }).count()).toBe(1);
    const [line] = await storedCart(page);
    expect(line).toMatchObject({
      productType: "moskitiery",
      mosquitoType: "drzwiowe",
      profileCode: "MD-40",
      width: 95,
      height: 210,
      doorSide: "lewa",
      dodatkowaRozpora: true,
      wymiarG: 120,
      wymiarC: 85,
      wymiarD: null,
      szerokoscHaczyka: null,
      szczotkaUszczelniajaca: false,
      totalPrice: total,
    });
    // Reset: the door side back to 'prawa (P)', no brace.
    await eventually(() => page.getByRole("radio", { name: "prawa (P)" }).isChecked()).toBe(true);
    expect(await brace.isChecked()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the configuration when another profile is chosen on a profile's page", async () => {
    const { context, page } = await open("desktop", "/moskitiery/profile/drzwiowe/MD-40?szer=100&wys=200");
    // The choice opens that profile's page, so the radio is checked by the navigation, not by the click.
    await page.getByRole("radio", { name: /MD-50/ }).click();
    await page.waitForURL("**/moskitiery/profile/drzwiowe/MD-50?szer=100&wys=200");
    await eventually(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Profil MD-50");
    expect(await page.getByLabel("Szerokość (A)").inputValue()).toBe("100");
    expect(await page.getByRole("radio", { name: /MD-50/ }).isChecked()).toBe(true);
    await context.close();
  });
});

describe("on a phone", () => {
  it("configures and adds a window screen without sideways scrolling", async () => {
    const { context, page, errors } = await open("mobile", "/moskitiery/okienne");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole("radio", { name: /MO-27/ }).check();
    await page.getByLabel("Szerokość", { exact: false }).first().fill("60");
    await page.getByLabel("Wysokość", { exact: false }).first().fill("90");
    await page.getByLabel("Szerokość haczyka").selectOption("8");
    const total = expectedTotal(
      {
        type: "okienne",
        widthCm: 60,
        heightCm: 90,
        quantity: 1,
        hookWidthMm: 8,
        sealingBrush: false,
        doorSide: null,
        extraBrace: false,
        dimensionGCm: null,
      },
      await shownProfilePrice(page, "MO-27"),
    );
    // 0.54 m² is billed as the 0.6 m² minimum.
    expect(await page.getByRole("region", { name: "Kalkulator ceny" }).innerText()).toContain("0,60 m²");
    await addButton(page).tap();
    await eventually(() => page.getByRole("status").filter({ hasText: "Dodano do koszyka!" }).count()).toBe(1);
    expect((await storedCart(page))[0]).toMatchObject({ profileCode: "MO-27", totalPrice: total, billingArea: 0.6, realArea: 0.54 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await context.close();
  });
});
