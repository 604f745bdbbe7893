import { chromium, type Browser, type BrowserContext } from "playwright-core";

/** Debian's Chromium, with the flags this closed-network machine needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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

export const viewports = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} as const;
export type ViewportName = keyof typeof viewports;

export function newContext(browser: Browser, viewport: ViewportName, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ ...viewports[viewport], baseURL, locale: "pl-PL" });
}
