import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { routeAliases } from "~/route-aliases";
import { DISALLOWED_PATHS } from "~/lib/seo";

// Search engines' view of the shop: robots.txt, the sitemap (every URL answers 200 with a unique title and
// description and names itself canonical), aliases folding into their main route, Open Graph and JSON-LD.

const ORIGIN = "http://shop.test";
const PUBLIC_URL = env.SHOP_PUBLIC_URL.replace(/\/$/, "");
const get = (path: string, init?: RequestInit) => exports.default.fetch(`${ORIGIN}${path}`, init);

const decode = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
const canonicalOf = (html: string) => {
  const href = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  return href === undefined ? undefined : decode(href);
};
const metaContent = (html: string, key: string) => {
  const content = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
  return content === undefined ? undefined : decode(content);
};
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, json]) => JSON.parse(json!) as Record<string, unknown>);

async function sitemapUrls(): Promise<string[]> {
  const response = await get("/sitemap.xml");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/xml");
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => decode(loc!));
}

/** Runs `task` over `items`, a few at a time. */
async function inBatches<T, R>(items: T[], size: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(task))));
  return results;
}

describe("robots.txt", () => {
  it("allows the shop, keeps crawlers out of private pages and names the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    for (const path of DISALLOWED_PATHS) expect(text).toContain(`Disallow: ${path}`);
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe("sitemap.xml", () => {
  it("lists every fabric, every screen profile and the static pages, and no private page or alias", async () => {
    const urls = await sitemapUrls();
    const { results: fabrics } = await env.DB.prepare("select code from fabrics").all<{ code: string }>();
    const { results: profiles } = await env.DB.prepare("select type, code from screen_profiles").all<{ type: string; code: string }>();
    for (const { code } of fabrics) expect(urls).toContain(`${PUBLIC_URL}/tkanina/${encodeURIComponent(code)}`);
    for (const { type, code } of profiles) expect(urls).toContain(`${PUBLIC_URL}/moskitiery/profile/${type}/${encodeURIComponent(code)}`);
    for (const path of ["/", "/regulamin", "/polityka-prywatnosci", "/polityka-reklamacji", "/tkaniny-plisy", "/moskitiery/okienne", "/kontakt"]) {
      expect(urls).toContain(`${PUBLIC_URL}${path === "/" ? "/" : path}`);
    }
    const paths = urls.map((url) => new URL(url).pathname);
    for (const disallowed of DISALLOWED_PATHS) {
      const pattern = new RegExp(`^${disallowed.replace(/\$$/, "")}${disallowed.endsWith("$") ? "$" : ""}`);
      expect(paths.filter((path) => pattern.test(path))).toEqual([]);
    }
    for (const alias of routeAliases) {
      const aliasPattern = new RegExp(`^/${alias.from.replace(/:[a-z]+/g, "[^/]+")}$`);
      expect(paths.filter((path) => aliasPattern.test(path))).toEqual([]);
    }
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("answers 200 for every URL, each page naming itself canonical with its own title and description", { timeout: 180_000 }, async () => {
    const urls = await sitemapUrls();
    const pages = await inBatches(urls, 8, async (url) => {
      const response = await get(url.slice(PUBLIC_URL.length) || "/");
      const html = await response.text();
      return { url, status: response.status, canonical: canonicalOf(html), title: titleOf(html), description: metaContent(html, "description") };
    });
    expect(pages.filter((page) => page.status !== 200).map((page) => `${page.url}: ${page.status}`)).toEqual([]);
    expect(pages.filter((page) => page.canonical !== page.url).map((page) => `${page.url} → ${page.canonical}`)).toEqual([]);
    const duplicates = (key: "title" | "description") =>
      Object.entries(Object.groupBy(pages, (page) => page[key] ?? ""))
        .filter(([, group]) => group!.length > 1)
        .map(([value, group]) => `${value}: ${group!.map((p) => p.url).join(", ")}`);
    expect(duplicates("title")).toEqual([]);
    expect(duplicates("description")).toEqual([]);
    expect(pages.filter((page) => !page.description)).toEqual([]);
  });
});

describe("canonical URLs", () => {
  it.each([
    ["/tkaniny-plisy?kolekcja=Basic&sort=kod&strona=1&utm_source=newsletter", "/tkaniny-plisy?kolekcja=Basic"],
    ["/tkaniny-plisy?strona=2&sort=cena-rosnaco", "/tkaniny-plisy?strona=2"],
    ["/tkanina/PL-101?szerokosc=120&wysokosc=150", "/tkanina/PL-101"],
    ["/moskitiery/okienne?szerokosc=100&wysokosc=120&gclid=abc", "/moskitiery/okienne"],
    ["/moskitiery/profile?type=drzwiowe&fbclid=x", "/moskitiery/profile?type=drzwiowe"],
    ["/moskitiery/profile?type=okienne", "/moskitiery/profile"],
    ["/kontakt?subject=Znaleziono%20b%C5%82%C4%85d", "/kontakt"],
    ["/regulamin?utm_campaign=x", "/regulamin"],
  ])("%s is canonically %s", async (path, canonical) => {
    const html = await (await get(path)).text();
    expect(canonicalOf(html)).toBe(`${PUBLIC_URL}${canonical}`);
    expect(metaContent(html, "og:url")).toBe(`${PUBLIC_URL}${canonical}`);
  });

  it("gives the 404 page no canonical URL", async () => {
    const response = await get("/nie-ma-takiej-strony");
    expect(response.status).toBe(404);
    expect(canonicalOf(await response.text())).toBeUndefined();
  });
});

describe("route aliases", () => {
  const sample: Record<string, string> = { code: "PL-101", number: "ZAM-2026-000001" };
  const fill = (path: string) => path.replace(/:([a-z]+)/g, (_, name: string) => sample[name]!);

  it.each(routeAliases.map((alias) => [`/${alias.from}`, alias.to] as const))("%s redirects 301 to %s, whose page names the main route canonical", async (from, to) => {
    const response = await get(fill(from), { redirect: "manual" });
    expect(response.status).toBe(301);
    const location = response.headers.get("location")!;
    expect(location).toBe(fill(to));
    const target = await get(location, { redirect: "manual" });
    // The admin gate sends a visitor on to its code page: that route has no page of its own to show.
    if (target.status >= 300 && target.status < 400) {
      expect(to.startsWith("/admin")).toBe(true);
      return;
    }
    expect(canonicalOf(await target.text())).toBe(`${PUBLIC_URL}${fill(to)}`);
  });
});

describe("Open Graph and JSON-LD", () => {
  it("gives every page the Open Graph tags, with the page's own title", async () => {
    const html = await (await get("/plisy/pomiar")).text();
    expect(metaContent(html, "og:title")).toBe("Jak zmierzyć okno pod plisę");
    expect(metaContent(html, "og:description")).toBe(metaContent(html, "description"));
    expect(metaContent(html, "og:type")).toBe("website");
    expect(metaContent(html, "og:locale")).toBe("pl_PL");
    expect(metaContent(html, "og:site_name")).toBe(env.SHOP_NAME);
    expect(metaContent(html, "og:image")).toBe(`${PUBLIC_URL}/og-image.png`);
    expect(html).toMatch(/<link [^>]*rel="manifest" href="\/manifest\.webmanifest"/);
  });

  it("describes the shop as an Organization on the home page", async () => {
    const data = jsonLd(await (await get("/")).text());
    expect(data).toContainEqual(expect.objectContaining({ "@type": "Organization", name: env.SHOP_NAME, taxID: env.SHOP_NIP, url: `${PUBLIC_URL}/` }));
  });

  it("offers a fabric as a Product priced per m², with its breadcrumbs", async () => {
    const fabric = await env.DB.prepare("select code, name, price_per_m2 from fabrics where code = 'PL-101'").first<{ code: string; name: string; price_per_m2: number }>();
    const data = jsonLd(await (await get("/tkanina/PL-101")).text());
    const product = data.find((item) => item["@type"] === "Product");
    expect(product).toMatchObject({
      sku: "PL-101",
      offers: {
        "@type": "Offer",
        priceCurrency: "PLN",
        price: (fabric!.price_per_m2 / 100).toFixed(2),
        priceSpecification: { "@type": "UnitPriceSpecification", unitCode: "MTK" },
      },
    });
    const breadcrumbs = data.find((item) => item["@type"] === "BreadcrumbList") as { itemListElement: { name: string; item: string }[] };
    expect(breadcrumbs.itemListElement.map((crumb) => crumb.item)).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/plisy`,
      `${PUBLIC_URL}/tkaniny-plisy`,
      `${PUBLIC_URL}/tkanina/PL-101`,
    ]);
  });

  it("offers a screen profile as a Product, and gives nested static pages breadcrumbs", async () => {
    const profile = await env.DB.prepare("select type, code from screen_profiles where type = 'drzwiowe' order by code limit 1").first<{ type: string; code: string }>();
    const data = jsonLd(await (await get(`/moskitiery/profile/drzwiowe/${profile!.code}`)).text());
    expect(data.find((item) => item["@type"] === "Product")).toMatchObject({ sku: profile!.code, offers: { priceCurrency: "PLN" } });
    expect(data.find((item) => item["@type"] === "BreadcrumbList")).toBeDefined();
    expect(jsonLd(await (await get("/moskitiery/pomiar")).text()).map((item) => item["@type"])).toContain("BreadcrumbList");
  });
});
