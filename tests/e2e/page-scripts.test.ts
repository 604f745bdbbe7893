import { describe, expect, inject, it } from "vitest";

// What a page makes the browser load, from the built worker: the modules its HTML preloads (React Router names the
// whole static import graph of the page's routes). zod is for pages that parse something in the browser (a form, the
// stored cart); a page that only shows things must not carry it because one of its modules borrowed a constant from a
// module that builds schemas (a legal page took the cart's storage key from ~/lib/cart and loaded zod with it).

/** A name zod's core gives its schema classes, kept by the minifier as a string. */
const ZOD_SIGNATURE = "$ZodType";

const moduleText = new Map<string, Promise<string>>();

async function preloadedModules(path: string): Promise<{ href: string; text: string }[]> {
  const response = await fetch(new URL(path, inject("baseUrl")));
  expect(response.status, path).toBeLessThan(500);
  const html = await response.text();
  const hrefs = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
  expect(hrefs.length, path).toBeGreaterThan(2);
  return Promise.all(
    hrefs.map(async (href) => {
      let text = moduleText.get(href);
      if (!text) {
        text = fetch(new URL(href, inject("baseUrl"))).then((module) => module.text());
        moduleText.set(href, text);
      }
      return { href, text: await text };
    }),
  );
}

const withZod = async (path: string) => (await preloadedModules(path)).filter((module) => module.text.includes(ZOD_SIGNATURE)).map((module) => module.href);

describe("the scripts a page loads", () => {
  it.each([
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
    "/moskitiery/okienne",
    "/moskitiery/drzwiowe",
    "/siatki-moskitiery",
    "/instrukcje-platnosci",
    "/regulamin",
    "/polityka-prywatnosci",
    "/polityka-reklamacji",
    "/nie-ma-takiej-strony",
  ])("%s parses nothing in the browser and loads no zod", async (path) => {
    expect(await withZod(path)).toEqual([]);
  });

  it.each(["/koszyk", "/kontakt", "/finalizacja-zamowienia"])("%s checks what the shopper gives it, with zod", async (path) => {
    expect((await withZod(path)).length).toBeGreaterThan(0);
  });
});
