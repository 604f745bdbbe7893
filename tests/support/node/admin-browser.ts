import type { Browser, Page } from "playwright-core";
import { servedUrl } from "./served";
import { expect } from "vitest";
import type { LocalAdmin } from "../../../scripts/local-admin";
import { totpCode } from "../totp";
import { newContext, waitForHydration, type ViewportName } from "./browser";

// An administrator in a real browser against the built worker: signs in, enrols an authenticator
// app at the first gate and passes it, with codes computed from the key the page showed, as the app would.

/** The server answers take their time on a busy machine. */
const settled = { timeout: 20_000 };

export interface AdminBrowser {
  /** A signed-in administrator past the gate, on the panel's tiles. */
  enterPanel(viewport: ViewportName): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }>;
  /** The gate as the administrator meets it: the enrolment on the first visit, later the two codes alone. */
  passGate(page: Page): Promise<void>;
}

/** One administrator's sessions; `browser` is read when a panel is entered (it is launched in beforeAll). */
export function adminBrowser(browser: () => Browser, admin: LocalAdmin, accessCode: string): AdminBrowser {
  /** The administrator's TOTP secret, as the enrolment page showed it (the first gate enrols). */
  let totpSecret: string | undefined;
  let lastStep = -Infinity;

  /**
   * The app's code for the step after the current one (the server takes one step either side of its
   * own), newer than every code used before: a code works once, so when the last one was for that
   * step already, this waits for the clock to get there.
   */
  async function nextTotpCode(secret: string): Promise<string> {
    const period = 30_000;
    if (Math.floor(Date.now() / period) + 1 <= lastStep) await new Promise((resolve) => setTimeout(resolve, lastStep * period - Date.now() + 500));
    lastStep = Math.floor(Date.now() / period) + 1;
    return totpCode(secret, lastStep * period);
  }

  async function passGate(page: Page) {
    await waitForHydration(page, 'input[name="password"], input[name="totp"]');
    if (!totpSecret) {
      await page.getByLabel("Hasło do konta").fill(admin.password);
      await page.getByRole("button", { name: "Pokaż kod QR" }).click();
      const key = page.getByLabel("Klucz aplikacji uwierzytelniającej");
      await key.waitFor(settled);
      await expect.poll(() => page.getByRole("img", { name: "Kod QR klucza aplikacji uwierzytelniającej" }).isVisible()).toBe(true);
      // The key wraps between its groups of four, never inside one (a phone's narrow line broke 'ABCD' as 'AB' / 'CD').
      expect(await key.evaluate(groupsSplitAcrossLines)).toEqual([]);
      totpSecret = (await key.innerText()).replaceAll(" ", "");
    }
    const code = page.getByLabel("Kod dostępu");
    const totp = page.getByLabel("Kod z aplikacji");
    const enter = page.getByRole("button", { name: /wejdź do panelu$/i });
    expect(await enter.isDisabled()).toBe(true);
    await code.fill(accessCode);
    expect(await enter.isDisabled()).toBe(true);
    await totp.fill(await nextTotpCode(totpSecret));
    await expect.poll(() => enter.isEnabled(), settled).toBe(true);
    await enter.click();
    await page.waitForURL("**/admin-panel", settled);
    await expect.poll(() => page.getByText("Dostęp autoryzowany").isVisible(), settled).toBe(true);
  }

  async function enterPanel(viewport: ViewportName) {
    const baseUrl = servedUrl();
    const context = await newContext(browser(), viewport, baseUrl);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await context.addCookies([{ name: "cookies-rejected", value: "true", url: baseUrl }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`${error.message} (${page.url()})`));

    await page.goto("/auth");
    // Typed before React takes the form over, the fields are emptied by its first render and the sign-in fails.
    await waitForHydration(page, 'main form button[type="submit"]');
    await page.getByLabel("Adres email").fill(admin.email);
    await page.getByLabel("Hasło").fill(admin.password);
    await page.getByRole("button", { name: "Zaloguj się" }).click();
    await page.waitForURL((url) => url.pathname !== "/auth", settled);

    await page.goto("/admin");
    await passGate(page);
    return { page, errors, close: () => context.close() };
  }

  return { enterPanel, passGate };
}

/** The groups of an element's text (runs without spaces) that its lines break inside. */
function groupsSplitAcrossLines(element: Element): string[] {
  const text = element.firstChild;
  if (!text || text.nodeType !== Node.TEXT_NODE) return ["(no text)"];
  return [...(text.textContent ?? "").matchAll(/\S+/g)].flatMap((group) => {
    const range = document.createRange();
    range.setStart(text, group.index);
    range.setEnd(text, group.index + group[0].length);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1 ? [group[0]] : [];
  });
}
