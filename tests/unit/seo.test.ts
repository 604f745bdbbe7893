import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { routeAliases } from "~/route-aliases";
import { absoluteUrl, canonicalUrl, DISALLOWED_PATHS, robotsTxt, sitemapXml } from "~/lib/seo";
import { pageTrail, SITE_PAGES } from "~/lib/site-pages";

const PUBLIC_URL = "https://plisy.example/";

/** Param-less pages that are private, transactional or not pages at all: never in the sitemap. */
const NOT_IN_SITEMAP = new Set([
  "koszyk",
  "finalizacja-zamowienia",
  "finalizacja-zamowienia/kod-rabatowy",
  "payment-success",
  "payment-failure",
  "profile",
  "auth",
  "forgot-password",
  "reset-password",
  "wyloguj",
  "konto-usuniete",
  "robots.txt",
  "sitemap.xml",
  "*",
]);

describe("canonical URLs", () => {
  it("drops the query and a trailing slash unless the route names a meaningful query", () => {
    expect(canonicalUrl(PUBLIC_URL, "/moskitiery/okienne/", "?szerokosc=100&utm_source=x", {})).toBe("https://plisy.example/moskitiery/okienne");
    expect(canonicalUrl(PUBLIC_URL, "/", "?fbclid=1", {})).toBe("https://plisy.example/");
    expect(canonicalUrl(PUBLIC_URL, "/tkaniny-plisy", "?strona=2&gclid=1", { canonicalSearch: (p) => `?strona=${p.get("strona")}` })).toBe(
      "https://plisy.example/tkaniny-plisy?strona=2",
    );
  });

  it("keeps repeated slashes on the shop's own host, never failing", () => {
    expect(absoluteUrl(PUBLIC_URL, "//")).toBe("https://plisy.example/");
    expect(absoluteUrl(PUBLIC_URL, "///")).toBe("https://plisy.example/");
    expect(absoluteUrl(PUBLIC_URL, "//evil.example/x")).toBe("https://plisy.example/evil.example/x");
    expect(absoluteUrl(PUBLIC_URL, "/tkanina//PL-101")).toBe("https://plisy.example/tkanina/PL-101");
    expect(absoluteUrl(PUBLIC_URL, "/#organizacja")).toBe("https://plisy.example/#organizacja");
    expect(canonicalUrl(PUBLIC_URL, "//plisy//", "", {})).toBe("https://plisy.example/plisy");
  });

  it("gives no canonical URL to a page that asks for none", () => {
    expect(canonicalUrl(PUBLIC_URL, "/nie-ma", "", { canonical: false })).toBeNull();
  });
});

describe("robots.txt", () => {
  it("allows everything but the private pages and names the sitemap", () => {
    const text = robotsTxt("https://plisy.example");
    expect(text).toContain("User-agent: *\nAllow: /\n");
    for (const path of DISALLOWED_PATHS) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain("Sitemap: https://plisy.example/sitemap.xml");
  });
});

describe("sitemap.xml", () => {
  it("escapes the addresses", () => {
    const xml = sitemapXml(["https://plisy.example/tkaniny-plisy?kolekcja=A&strona=2"]);
    expect(xml).toContain("<loc>https://plisy.example/tkaniny-plisy?kolekcja=A&amp;strona=2</loc>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("lists every public page of app/routes.ts without parameters, and no alias", () => {
    const pagePaths = routes.map((route) => route.path ?? "").filter((path) => !path.includes(":") && !NOT_IN_SITEMAP.has(path) && !path.startsWith("admin"));
    const listed = SITE_PAGES.map((page) => page.path);
    expect(listed.toSorted()).toEqual([...new Set(["/", ...pagePaths.filter(Boolean).map((path) => `/${path}`), "/moskitiery/okienne", "/moskitiery/drzwiowe"])].toSorted());
    for (const alias of routeAliases) expect(listed).not.toContain(`/${alias.from}`);
  });
});

describe("breadcrumb trails", () => {
  it("runs from home through the parents to the page", () => {
    expect(pageTrail("/plisy/pomiar")).toEqual([
      { name: "Strona główna", path: "/" },
      { name: "Plisy", path: "/plisy" },
      { name: "Pomiar plis", path: "/plisy/pomiar" },
    ]);
    expect(pageTrail("/")).toEqual([{ name: "Strona główna", path: "/" }]);
    expect(pageTrail("/koszyk")).toEqual([]);
  });

  it("has a parent for every page that names one", () => {
    for (const page of SITE_PAGES.filter((p) => p.parent)) expect(SITE_PAGES.map((p) => p.path)).toContain(page.parent);
  });
});

it("builds absolute URLs on the configured origin", () => {
  expect(absoluteUrl("http://localhost:5173", "/regulamin/")).toBe("http://localhost:5173/regulamin");
});
