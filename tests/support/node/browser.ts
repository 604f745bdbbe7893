import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type BrowserServer, type Download, type Page } from "playwright-core";
import { inject } from "vitest";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * Debian's Chromium in its headless shell (the same build without the browser's own UI layer) when installed, as
 * `.ci/run` installs it: the journeys took a quarter to a third less time in it on two cores (docs/performance.md).
 * Without it, the full browser in headless mode.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

/**
 * Chromium with the flags this closed-network machine needs, for the whole run (the global setup starts it): started
 * once, not once a file, as starting and closing it took seconds of a busy machine each time.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
    ],
  });
}

/** The run's Chromium, for a test file: closing it closes the file's contexts and leaves the browser to the others. */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject("browserEndpoint"));
}

export const viewports = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} as const;
export type ViewportName = keyof typeof viewports;

let visitors = 0;

/**
 * A visitor's own network address (an IPv6 /64 of the documentation range, unique per test process and context),
 * sent as Cloudflare would send it. The limits count attempts per client: without it every browser of the whole
 * suite would be the one loopback client, and a dozen sign-ins by different tests would lock each other out.
 */
export function visitorAddress(): string {
  visitors += 1;
  return `2001:db8:${(process.pid % 0x10000).toString(16)}:${visitors.toString(16)}::1`;
}

export function newContext(browser: Browser, viewport: ViewportName, baseURL: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ ...viewports[viewport], baseURL, locale: "pl-PL", extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() }, ...options });
}

/** React has taken over the element (it carries a fiber), so clicks run the app's handlers. */
export async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction(
    (sel) => {
      const element = document.querySelector(sel);
      return !!element && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
    },
    selector,
    { timeout: 15_000 },
  );
}

/** What Chromium fires when the page is installable; headless Chromium never decides to, so a test does. */
export function dispatchInstallOffer(outcome: "accepted" | "dismissed") {
  const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt: () => {
      (window as unknown as { prompted: boolean }).prompted = true;
      return Promise.resolve();
    },
    userChoice: Promise.resolve({ outcome }),
  });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** The browser's install offer to the page; true when the page took it (called preventDefault). */
export function offerInstall(page: Page, outcome: "accepted" | "dismissed" = "dismissed"): Promise<boolean> {
  return page.evaluate(dispatchInstallOffer, outcome);
}

/** A download's bytes, read through Playwright: the run's browser is connected to, so the file has no local path. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
