import { mkdtempSync, writeFileSync } from "node:fs";
import { servedUrl } from "../support/node/served";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseStoredCart } from "~/lib/cart";
import { CONSENT_REJECTED_COOKIE } from "~/lib/cookie-consent";
import { connectBrowser, newContext, waitForHydration } from "../support/node/browser";
import { queryServedD1 } from "../support/node/d1";
import { seededPleatLine, storeCart } from "../support/node/seeded-cart";

// The live product preview (issue 20): drawn on the server, redrawn as the shopper changes the form,
// and drawn again, static, on the cart line. Each change is checked in the DOM and on screen.

interface FabricRow {
  code: string;
  name: string;
  colour: string;
  image: string;
}

let browser: Browser;
let fabrics: FabricRow[];
let profiles: { code: string; colour: string }[];
const shots = mkdtempSync(join(tmpdir(), "product-preview-"));

beforeAll(async () => {
  const [fabricRows, profileRows] = await queryServedD1(
    servedUrl(),
    // Two fabrics of clearly different colours, available up to the widths typed here (min() picks each colour's first row).
    "select min(code) as code, name, colour, image from fabrics where available = 1 and max_width_cm >= 120 and colour in ('bordowy', 'zielony') group by colour order by colour",
    "select code, colour from pleat_profiles where available = 1 order by code limit 2",
  );
  fabrics = fabricRows as unknown as FabricRow[];
  profiles = profileRows as unknown as { code: string; colour: string }[];
  expect(fabrics).toHaveLength(2);
  expect(profiles).toHaveLength(2);
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A shopper's tab with the cookie question answered, collecting page errors and hydration complaints. */
async function shopperPage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContext(browser, "desktop", servedUrl());
  await context.addCookies([{ name: CONSENT_REJECTED_COOKIE, value: "true", url: servedUrl() }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat/i.test(message.text())) errors.push(message.text());
  });
  return { context, page, errors };
}

async function open(path: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const opened = await shopperPage();
  await opened.page.goto(path);
  await waitForHydration(opened.page, "[data-testid=product-preview]");
  return opened;
}

/** The server's own HTML, before any script runs. */
async function serverHtml(path: string): Promise<string> {
  const response = await fetch(new URL(path, servedUrl()));
  expect(response.status).toBe(200);
  return response.text();
}

const preview = (page: Page) => page.getByRole("img", { name: /^Podgląd:/ });
const label = (locator: Locator) => locator.getAttribute("aria-label");
const attribute = (locator: Locator, part: string, name: string) => locator.locator(`[data-part="${part}"]`).first().getAttribute(name);
const partCount = (locator: Locator, part: string) => locator.locator(`[data-part="${part}"]`).count();
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });

/** What the preview looks like on screen, kept under the OS temp dir for a look when a test fails. */
let shotNumber = 0;
async function screenshot(locator: Locator, name: string): Promise<Buffer> {
  const image = await locator.screenshot();
  writeFileSync(join(shots, `${String(++shotNumber).padStart(2, "0")}-${name}.png`), image);
  return image;
}

describe("the pleat preview", () => {
  it("is in the server's HTML for the initial configuration", async () => {
    const [fabric] = fabrics;
    const html = await serverHtml(`/tkanina/${fabric!.code}?szer=120&wys=150&prowadnica=sosna`);
    expect(html).toContain('role="img"');
    expect(html).toMatch(new RegExp(`aria-label="Podgląd: plisa 120 × 150 cm, tkanina ${fabric!.name}, profil [^"]+, prowadnice sosnowe, montaż inwazyjny"`));
    expect(html).toContain(`href="${fabric!.image}"`);
    // Nothing typed yet: the sample size, named as such.
    expect(await serverHtml(`/tkanina/${fabric!.code}`)).toContain("Podgląd: plisa 100 × 150 cm (wymiary przykładowe)");
  });

  it("follows width, profile colour, guides, handle and mounting as the shopper changes them", async () => {
    const [fabric] = fabrics;
    const { context, page, errors } = await open(`/tkanina/${fabric!.code}`);
    const drawing = preview(page);
    await page.getByLabel("Szerokość").fill("120");
    await page.getByLabel("Wysokość").fill("150");
    await eventually(() => label(drawing)).toMatch(/^Podgląd: plisa 120 × 150 cm, tkanina /);
    const wide = Number(await attribute(drawing, "fabric", "width"));
    const before = await screenshot(drawing, "pleat-120");

    // Width: the label and the drawn width follow, to scale.
    await page.getByLabel("Szerokość").fill("60");
    await eventually(() => label(drawing)).toMatch(/^Podgląd: plisa 60 × 150 cm, /);
    const narrow = Number(await attribute(drawing, "fabric", "width"));
    // Half the width, to scale (the drawing rounds to whole units).
    expect(Math.abs(narrow - wide / 2)).toBeLessThanOrEqual(1);
    expect(await drawing.locator('[data-part="width-dimension"]').last().textContent()).toBe("60 cm");
    const narrower = await screenshot(drawing, "pleat-60");
    expect(narrower.equals(before)).toBe(false);

    // A half-typed value keeps the last size drawn, and the label says what is drawn.
    await page.getByLabel("Szerokość").fill("6");
    await eventually(() => label(drawing)).toMatch(/^Podgląd: plisa 60 × 150 cm, /);

    // Profile colour: the rails and the label.
    const [first, second] = profiles;
    await page.locator("#pleat-profile").selectOption(first!.code);
    await eventually(() => label(drawing)).toContain(`profil ${first!.colour}`);
    const firstRail = await attribute(drawing, "top-profile", "fill");
    const firstShot = await screenshot(drawing, "pleat-profile-1");
    await page.locator("#pleat-profile").selectOption(second!.code);
    await eventually(() => label(drawing)).toContain(`profil ${second!.colour}`);
    expect(await attribute(drawing, "top-profile", "fill")).not.toBe(firstRail);
    expect((await screenshot(drawing, "pleat-profile-2")).equals(firstShot)).toBe(false);

    // Guides: two rails at the sides.
    expect(await partCount(drawing, "guides")).toBe(0);
    const withoutGuides = await screenshot(drawing, "pleat-no-guides");
    await page.getByRole("radio", { name: /Sosna/ }).check();
    await eventually(() => partCount(drawing, "guides")).toBe(2);
    expect(await label(drawing)).toContain("prowadnice sosnowe");
    expect((await screenshot(drawing, "pleat-guides")).equals(withoutGuides)).toBe(false);

    // Handle.
    const withoutHandle = await screenshot(drawing, "pleat-no-handle");
    await page.getByRole("checkbox", { name: /Rączka/ }).check();
    await eventually(() => partCount(drawing, "handle")).toBe(1);
    expect(await label(drawing)).toMatch(/, rączka, montaż inwazyjny$/);
    expect((await screenshot(drawing, "pleat-handle")).equals(withoutHandle)).toBe(false);

    // Mounting: brackets become clips.
    expect(await partCount(drawing, "brackets")).toBe(4);
    await page.getByRole("radio", { name: /Bezinwazyjny/ }).check();
    await eventually(() => partCount(drawing, "clips")).toBe(2);
    expect(await partCount(drawing, "brackets")).toBe(0);
    expect(await label(drawing)).toMatch(/montaż bezinwazyjny$/);

    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the chosen fabric's colour and swatch", async () => {
    const looks: Buffer[] = [];
    for (const fabric of fabrics) {
      const { context, page } = await open(`/tkanina/${fabric.code}?szer=100&wys=120`);
      const drawing = preview(page);
      expect(await label(drawing)).toContain(`tkanina ${fabric.name}`);
      expect(await drawing.locator("pattern image").getAttribute("href")).toBe(fabric.image);
      looks.push(await screenshot(drawing, `fabric-${fabric.code}`));
      await context.close();
    }
    expect(looks[0]!.equals(looks[1]!)).toBe(false);
  });

  it("draws the line on the cart from what was added", async () => {
    const [, fabric] = fabrics;
    const { context, page } = await open(`/tkanina/${fabric!.code}?szer=90&wys=130&prowadnica=biala&raczka=1`);
    await page.getByRole("button", { name: "Dodaj do koszyka", exact: true }).click();
    await eventually(() => page.getByText("Dodano plisę do koszyka!").isVisible()).toBe(true);
    const [line] = parseStoredCart(await page.evaluate(() => localStorage.getItem("cart")));
    expect(line?.appearance).toMatchObject({ fabricColour: fabric!.colour, fabricImage: fabric!.image });

    await page.goto("/koszyk");
    const drawing = page.getByRole("img", { name: /^Podgląd: plisa 90 × 130 cm/ });
    await eventually(() => drawing.count()).toBe(1);
    expect(await label(drawing)).toBe(
      `Podgląd: plisa 90 × 130 cm, tkanina ${fabric!.name}, profil ${(line as { appearance: { profileColour: string } }).appearance.profileColour}, prowadnice białe, rączka, montaż inwazyjny`,
    );
    expect(await drawing.locator("pattern image").getAttribute("href")).toBe(fabric!.image);
    expect(await partCount(drawing, "guides")).toBe(2);
    await screenshot(drawing, "cart-line");
    await context.close();
  });

  it("draws a line stored before lines had their appearance in the catalogue's colours once the cart is priced", async () => {
    const { appearance, ...stored } = seededPleatLine();
    expect(appearance?.fabricImage).toBeTruthy();
    const { context, page, errors } = await shopperPage();
    await page.goto("/robots.txt");
    await storeCart(page, [stored]);
    await page.goto("/koszyk");
    const drawing = page.getByRole("img", { name: /^Podgląd: plisa/ });
    await eventually(() => drawing.locator("pattern image").getAttribute("href")).toBe(appearance!.fabricImage);
    const [line] = parseStoredCart(await page.evaluate(() => localStorage.getItem("cart")));
    expect(line?.appearance).toEqual(appearance);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the screen preview", () => {
  it("is in the server's HTML for both screen types", async () => {
    expect(await serverHtml("/moskitiery/okienne?szer=100&wys=120&siatka=biala")).toMatch(
      /aria-label="Podgląd: moskitiera okienna 100 × 120 cm, profil jeszcze nie wybrany, siatka biała"/,
    );
    expect(await serverHtml("/moskitiery/drzwiowe?profil=MD-40&szer=90&wys=210")).toContain(
      'aria-label="Podgląd: moskitiera drzwiowa 90 × 210 cm, profil biały, siatka szara, zawiasy po prawej, poprzeczka na 85 cm"',
    );
  });

  it("follows a door's width, profile, mesh, door side, brace and C as the shopper changes them", async () => {
    const { context, page, errors } = await open("/moskitiery/drzwiowe");
    const drawing = preview(page);
    await page.getByRole("radio", { name: /MD-40/ }).check();
    await page.getByLabel("Szerokość (A)").fill("90");
    await page.getByLabel("Wysokość (B)").fill("210");
    await eventually(() => label(drawing)).toBe("Podgląd: moskitiera drzwiowa 90 × 210 cm, profil biały, siatka szara, zawiasy po prawej, poprzeczka na 85 cm");
    const frameWidth = Number(await attribute(drawing, "frame", "width"));
    let shot = await screenshot(drawing, "door-start");

    // Width.
    await page.getByLabel("Szerokość (A)").fill("120");
    await eventually(() => label(drawing)).toMatch(/^Podgląd: moskitiera drzwiowa 120 × 210 cm, /);
    expect(Math.abs(Number(await attribute(drawing, "frame", "width")) - (frameWidth * 120) / 90)).toBeLessThanOrEqual(1);
    shot = await expectChanged(drawing, shot, "door-width");

    // Profile colour.
    const white = await attribute(drawing, "frame", "fill");
    await page.getByRole("radio", { name: /MD-41/ }).check();
    await eventually(() => label(drawing)).toContain("profil brązowy");
    expect(await attribute(drawing, "frame", "fill")).not.toBe(white);
    shot = await expectChanged(drawing, shot, "door-profile");

    // Mesh colour.
    await page.getByRole("radio", { name: "biała" }).check();
    await eventually(() => label(drawing)).toContain("siatka biała");
    shot = await expectChanged(drawing, shot, "door-mesh");

    // Door side: the hinges move across.
    const hingeRight = Number(await attribute(drawing, "hinges", "x"));
    await page.getByRole("radio", { name: "lewa (L)" }).check();
    await eventually(() => label(drawing)).toContain("zawiasy po lewej");
    expect(Number(await attribute(drawing, "hinges", "x"))).toBeLessThan(hingeRight);
    shot = await expectChanged(drawing, shot, "door-side");

    // Dimension C moves the crossbar.
    await page.getByLabel(/Wymiar C/).fill("100");
    await eventually(() => label(drawing)).toContain("poprzeczka na 100 cm");
    expect(await drawing.locator('[data-part="dimension-c"]').last().textContent()).toBe("C 100 cm");
    shot = await expectChanged(drawing, shot, "door-c");

    // The brace at G, entered in its modal.
    expect(await partCount(drawing, "brace")).toBe(0);
    await page.getByRole("checkbox", { name: /Dodatkowa rozpora/ }).click();
    const dialog = page.getByRole("dialog", { name: "Dodatkowa rozpora" });
    await dialog.getByLabel("Wymiar G").fill("150");
    await dialog.getByRole("button", { name: "Zapisz wymiar G" }).click();
    await dialog.waitFor({ state: "hidden" });
    await eventually(() => partCount(drawing, "brace")).toBe(1);
    expect(await label(drawing)).toContain("dodatkowa rozpora na 150 cm");
    expect(await drawing.locator('[data-part="dimension-g"]').last().textContent()).toBe("G 150 cm");
    await expectChanged(drawing, shot, "door-brace");

    expect(errors).toEqual([]);
    await context.close();
  });

  it("follows a window screen's width and mesh", async () => {
    const { context, page } = await open("/moskitiery/okienne");
    const drawing = preview(page);
    await page.getByLabel("Szerokość", { exact: false }).first().fill("100");
    await page.getByLabel("Wysokość", { exact: false }).first().fill("120");
    await eventually(() => label(drawing)).toBe("Podgląd: moskitiera okienna 100 × 120 cm, profil jeszcze nie wybrany, siatka szara");
    let shot = await screenshot(drawing, "window-start");
    await page.getByLabel("Szerokość", { exact: false }).first().fill("200");
    await eventually(() => label(drawing)).toMatch(/^Podgląd: moskitiera okienna 200 × 120 cm, /);
    shot = await expectChanged(drawing, shot, "window-width");
    await page.getByRole("radio", { name: "biała" }).check();
    await eventually(() => label(drawing)).toContain("siatka biała");
    await expectChanged(drawing, shot, "window-mesh");
    await context.close();
  });
});

/** The drawing on screen differs from the last shot; the new shot is the next one to compare with. */
async function expectChanged(drawing: Locator, previous: Buffer, name: string): Promise<Buffer> {
  const next = await screenshot(drawing, name);
  expect(next.equals(previous), name).toBe(false);
  return next;
}
