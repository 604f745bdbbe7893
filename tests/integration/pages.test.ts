import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const get = (path: string) => exports.default.fetch(`http://shop.test${path}`);

describe("server-rendered pages", () => {
  it("renders the home page with fabrics read from D1", async () => {
    const saleFabric = await env.DB.prepare("select name from fabrics where sale = 1 and available = 1 order by name limit 1").first<{ name: string }>();
    expect(saleFabric).not.toBeNull();
    const response = await get("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain('<html lang="pl"');
    expect(html).toContain("Tkaniny w wyprzedaży");
    expect(html).toContain(saleFabric!.name);
  });

  it("shows a fabric changed in D1 on the next render", async () => {
    await env.DB.prepare("update fabrics set name = 'Aaa Tkanina Zmieniona' where code = (select code from fabrics where sale = 1 and available = 1 order by name limit 1)").run();
    expect(await (await get("/")).text()).toContain("Aaa Tkanina Zmieniona");
  });

  it.each([
    ["/", "Plisy i moskitiery na wymiar"],
    ["/zamow", "Co chcesz zamówić\\?"],
  ])("gives %s its own title", async (path, title) => {
    const html = await (await get(path)).text();
    expect(html).toMatch(new RegExp(`<title>[^<]*${title}[^<]*</title>`));
  });

  it.each(["/", "/tkaniny-plisy", "/koszyk"])("preloads %s's modules at low priority, all from its head", async (path) => {
    const html = await (await get(path)).text();
    const headEnd = html.indexOf("</head>");
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)];
    expect(preloads.length).toBeGreaterThan(2);
    for (const preload of preloads) {
      expect(preload[0]).toContain('fetchpriority="low"');
      expect(preload.index).toBeLessThan(headEnd);
    }
  });

  it("answers an unknown path with 404 and the spec's text", async () => {
    const response = await get("/nie-ma-takiej-strony");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
  });
});

describe("odd paths and the HTML answer's charset", () => {
  it.each([
    ["//", "/"],
    ["///", "/"],
    ["//foo", "/foo"],
    ["//plisy?x=1", "/plisy?x=1"],
    ["/tkanina//PL-101", "/tkanina/PL-101"],
    ["/plisy//", "/plisy/"],
  ])("%s redirects permanently to %s, never an error", async (path, collapsed) => {
    const response = await exports.default.fetch(`http://shop.test${path}`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(collapsed);
  });

  it("says UTF-8 in the Content-Type of a page, the 404 page and an error page", async () => {
    const contentType = async (path: string, status: number) => {
      const response = await get(path);
      expect(response.status, path).toBe(status);
      await response.body?.cancel();
      return response.headers.get("content-type");
    };
    expect(await contentType("/", 200)).toBe("text/html; charset=utf-8");
    expect(await contentType("/nie-ma-takiej-strony", 404)).toBe("text/html; charset=utf-8");
    await env.DB.prepare("alter table fabrics rename to fabrics_away").run();
    try {
      expect(await contentType("/tkaniny-plisy", 500)).toBe("text/html; charset=utf-8");
    } finally {
      await env.DB.prepare("alter table fabrics_away rename to fabrics").run();
    }
  });
});

describe("the frame for a signed-in customer and flash toasts", () => {
  it("shows a flash toast's text once and clears its cookie", async () => {
    const flash = encodeURIComponent(JSON.stringify({ type: "success", text: "Wylogowano pomyślnie" }));
    const response = await exports.default.fetch("http://shop.test/", { headers: { Cookie: `komunikat=${flash}` } });
    expect(await response.text()).toContain("Wylogowano pomyślnie");
    expect(response.headers.get("Set-Cookie")).toMatch(/^komunikat=; Path=\/; Max-Age=0/);
  });

  it("ignores a forged flash cookie that is not a toast", async () => {
    const response = await exports.default.fetch("http://shop.test/", { headers: { Cookie: `komunikat=${encodeURIComponent('{"type":"script","text":"x"}')}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
  });

  it("offers 'Logowanie' to a visitor", async () => {
    const html = await (await get("/zamow")).text();
    expect(html).toContain(">Logowanie<");
    expect(html).not.toContain("Mój profil");
  });
});
