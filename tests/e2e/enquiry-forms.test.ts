import type { Browser, BrowserContext, Page } from "playwright-core";
import { servedUrl } from "../support/node/served";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectBrowser, newContext, waitForHydration, type ViewportName } from "../support/node/browser";

/** Submissions wait on the worker and its D1, which other test runs may be keeping busy. */
const POLL = { timeout: 10_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Each journey is its own client for the enquiry rate limit, so the journeys of this run never add up. */
function clientContext(viewport: ViewportName, options: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  const ip = `2001:db8:e2e:${crypto.randomUUID().slice(0, 4)}::1`;
  return newContext(browser, viewport, servedUrl(), { ...options, extraHTTPHeaders: { "CF-Connecting-IP": ip } });
}

const forms: {
  path: string;
  viewport: ViewportName;
  submit: string;
  sent: string;
  fill: (page: Page) => Promise<void>;
}[] = [
  {
    path: "/kontakt",
    viewport: "desktop",
    submit: "Wyślij wiadomość",
    sent: "Wiadomość została wysłana pomyślnie!",
    fill: async (page) => {
      await page.getByLabel("Temat").fill("Pytanie o plisy dachowe");
      await page.getByLabel("Wiadomość").fill("Czy szyjecie plisy do okien dachowych 78 × 118 cm?");
    },
  },
  {
    path: "/meble",
    viewport: "mobile",
    submit: "Wyślij zapytanie",
    sent: "Zapytanie zostało wysłane pomyślnie!",
    fill: async (page) => {
      await page.getByLabel("Wiadomość").fill("Szafa wnękowa 240 × 260 cm z lustrem.");
    },
  },
  {
    path: "/zloz-reklamacje",
    viewport: "mobile",
    submit: "Wyślij reklamację",
    sent: "Reklamacja została wysłana pomyślnie!",
    fill: async (page) => {
      await page.getByLabel("Numer zamówienia").fill("ZAM-2026-000042");
      await page.getByRole("radio", { name: "Wada produkcyjna" }).check();
      await page.getByLabel("Opis problemu").fill("Plisa nie opuszcza się do końca.");
    },
  },
];

async function fillSender(page: Page) {
  await page.getByLabel("Imię").fill("Anna");
  await page.getByLabel("Nazwisko").fill("Kowalska");
  await page.getByLabel("E-mail").fill("anna.kowalska@example.com");
}

describe.each(forms)("the form at $path ($viewport)", (form) => {
  it("shows the spec's message for an empty form, then sends a filled one without leaving the page", async () => {
    const context = await clientContext(form.viewport);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(form.path);
    await waitForHydration(page, "form[method='post']");

    // A marker on window survives only if the form is sent without reloading the document.
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same-document"));
    await page.getByRole("button", { name: form.submit }).click();
    await expect.poll(() => page.getByText("Proszę wypełnić wszystkie wymagane pola").first().isVisible(), POLL).toBe(true);
    expect(await page.getByLabel("Imię").getAttribute("aria-invalid")).toBe("true");
    // Focus goes to the first field to correct.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("firstName");

    await fillSender(page);
    await form.fill(page);
    await page.getByRole("button", { name: form.submit }).click();
    await expect.poll(() => page.getByText(form.sent).first().isVisible(), POLL).toBe(true);
    await expect.poll(() => page.getByLabel("Imię").inputValue(), POLL).toBe("");
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same-document");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the enquiry forms without JavaScript", () => {
  it("sends the contact form as a plain POST and keeps what was typed after an error", async () => {
    const context = await clientContext("desktop", { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/kontakt");
    await page.getByLabel("Imię").fill("Anna");
    await page.getByLabel("Temat").fill("Bez JavaScriptu");
    await page.getByRole("button", { name: "Wyślij wiadomość" }).click();
    await page.waitForURL(/\/kontakt#formularz$/);
    expect(await page.getByText("Proszę wypełnić wszystkie wymagane pola").isVisible()).toBe(true);
    expect(await page.getByLabel("Imię").inputValue()).toBe("Anna");
    expect(await page.getByLabel("Temat").inputValue()).toBe("Bez JavaScriptu");

    await page.getByLabel("Nazwisko").fill("Kowalska");
    await page.getByLabel("E-mail").fill("anna.kowalska@example.com");
    await page.getByLabel("Wiadomość").fill("Wiadomość wysłana bez JavaScriptu.");
    await page.getByRole("button", { name: "Wyślij wiadomość" }).click();
    await expect.poll(() => page.getByText("Wiadomość została wysłana pomyślnie!").isVisible(), POLL).toBe(true);
    await context.close();
  });
});

describe("the ways into the enquiry pages", () => {
  it("lands on /kontakt from the footer's 'Zgłoś błąd na stronie' with the subject filled", async () => {
    const context = await clientContext("desktop");
    const page = await context.newPage();
    await page.goto("/");
    await waitForHydration(page, "footer");
    await page.getByRole("contentinfo").getByRole("link", { name: "Zgłoś błąd na stronie" }).click();
    await page.waitForURL(/\/kontakt\?subject=/);
    await expect.poll(() => page.getByLabel("Temat").inputValue(), POLL).toBe("Znaleziono błąd");
    await context.close();
  });

  it("enlarges a furniture picture in a dialog and closes it with Escape", async () => {
    const context = await clientContext("mobile");
    const page = await context.newPage();
    await page.goto("/meble");
    const open = page.getByRole("button", { name: /^Szafa wnękowa.*powiększ/ });
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Szafa wnękowa" });
    await expect.poll(() => dialog.isVisible(), POLL).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible(), POLL).toBe(false);
    await context.close();
  });
});
