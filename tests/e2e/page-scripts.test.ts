import { describe, expect, it } from "vitest";
import { servedUrl } from "../support/node/served";
import { benchRoutes, initialAssets } from "../../scripts/bench/assets.ts";
import { TARGETS } from "../../scripts/bench/report.ts";

// What a page makes the browser load, from the built worker: the modules its HTML preloads (React Router names the
// whole static import graph of the page's routes). zod is for pages that parse something in the browser (a form, the
// stored cart); a page that only shows things must not carry it because one of its modules borrowed a constant from a
// module that builds schemas (a legal page took the cart's storage key from ~/lib/cart and loaded zod with it). And the
// error screens load when one is shown: a page that shows none does not carry them. The JavaScript budgets are checked
// here too, with the benchmark's own measure, so the change that crosses one fails at once rather than in a later run
// of `npm run bench`.

/** A name zod's core gives its schema classes, kept by the minifier as a string. */
const ZOD_SIGNATURE = "$ZodType";
/** The spec's 404 text, in the module of the shop's error screens. */
const ERROR_SCREENS_SIGNATURE = "Oops! Page not found";

const moduleText = new Map<string, Promise<string>>();

async function preloadedModules(path: string): Promise<{ href: string; text: string }[]> {
  const response = await fetch(new URL(path, servedUrl()));
  expect(response.status, path).toBeLessThan(500);
  const html = await response.text();
  const hrefs = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
  expect(hrefs.length, path).toBeGreaterThan(2);
  return Promise.all(
    hrefs.map(async (href) => {
      let text = moduleText.get(href);
      if (!text) {
        text = fetch(new URL(href, servedUrl())).then((module) => module.text());
        moduleText.set(href, text);
      }
      return { href, text: await text };
    }),
  );
}

const carrying = async (path: string, signature: string) => (await preloadedModules(path)).filter((module) => module.text.includes(signature)).map((module) => module.href);

const SHOWING_PAGES = [
  "/",
  "/zamow",
  "/plisy",
  "/plisy/pomiar",
  "/plisy/profile",
  "/plisy/dodatki",
  "/tkaniny-plisy",
  "/tkanina/PL-101",
  "/moskitiery",
  "/moskitiery/typ",
  "/moskitiery/pomiar",
  "/moskitiery/profile",
  "/moskitiery/profile/okienne/MO-25",
  "/moskitiery/okienne",
  "/moskitiery/drzwiowe",
  "/siatki-moskitiery",
  "/instrukcje-platnosci",
  "/regulamin",
  "/polityka-prywatnosci",
  "/polityka-reklamacji",
];
const FORM_PAGES = ["/koszyk", "/kontakt", "/meble", "/zloz-reklamacje", "/probki-tkanin", "/plisy-specjalistyczne", "/finalizacja-zamowienia", "/auth"];

describe("the scripts a page loads", () => {
  it.each([...SHOWING_PAGES, "/nie-ma-takiej-strony"])("%s parses nothing in the browser and loads no zod", async (path) => {
    expect(await carrying(path, ZOD_SIGNATURE)).toEqual([]);
  });

  it.each(FORM_PAGES)("%s checks what the shopper gives it, with zod", async (path) => {
    expect((await carrying(path, ZOD_SIGNATURE)).length).toBeGreaterThan(0);
  });

  it.each([...SHOWING_PAGES, ...FORM_PAGES])("%s shows no error and loads no error screens", async (path) => {
    expect(await carrying(path, ERROR_SCREENS_SIGNATURE)).toEqual([]);
  });

  it("the 404 page shows one, with its code", async () => {
    expect((await carrying("/nie-ma-takiej-strony", ERROR_SCREENS_SIGNATURE)).length).toBeGreaterThan(0);
  });

  it("keeps the shop's own JavaScript within issue 21's budgets, on the framework floor", async () => {
    const baseUrl = servedUrl();
    const budgeted = (await benchRoutes(baseUrl)).filter((route) => TARGETS.shopJsBytes[route.name] !== undefined);
    // A screen profile's page carries the window configurator, live preview in: the configurators' budget.
    const pages = [...budgeted, { name: "screen profile", path: "/moskitiery/profile/okienne/MO-25" }];
    const budgets: Record<string, number> = { ...TARGETS.shopJsBytes, "screen profile": TARGETS.shopJsBytes.configurator! };
    expect(pages.map((page) => page.name)).toEqual(["home", "catalogue", "fabric", "configurator", "door configurator", "screen profile"]);
    for (const page of pages) {
      const assets = await initialAssets(new URL(page.path, baseUrl).href);
      expect(assets.floorGzip, page.name).toBeGreaterThan(50_000);
      expect(assets.jsGzip - assets.floorGzip, page.name).toBeLessThanOrEqual(budgets[page.name]!);
    }
  });
});
