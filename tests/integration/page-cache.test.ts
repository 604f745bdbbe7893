import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { placeOrder } from "~/server/orders/place-order.server";
import { getDb } from "~/server/platform/db.server";
import { PRIVATE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from "../../workers/page-cache";
import { checkoutForm, seededPleatLine, currentDeliveryPrices } from "../support/workers/orders";

const get = (path: string, headers: Record<string, string> = {}) => exports.default.fetch(`http://shop.test${path}`, { headers, redirect: "manual" });

async function someFabricCode() {
  return (await env.DB.prepare("select code from fabrics order by code limit 1").first<{ code: string }>())!.code;
}

describe("public pages are cacheable at the edge for visitors without a session", () => {
  it.each([
    "/",
    "/zamow",
    "/plisy",
    "/plisy/pomiar",
    "/tkaniny-plisy?kolor=bia%C5%82y&strona=1",
    "/moskitiery",
    "/moskitiery/okienne",
    "/siatki-moskitiery",
    "/meble",
    "/kontakt",
    "/instrukcje-platnosci",
    "/tkaniny-plisy.data",
  ])("%s", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("a fabric page", async () => {
    const response = await get(`/tkanina/${await someFabricCode()}`);
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  });
});

describe("never cached", () => {
  it.each(["/koszyk", "/finalizacja-zamowienia", "/probki-tkanin?tkanina=PL-101", "/profile", "/auth", "/admin-panel", "/nie-ma-takiej-strony", "/api/health"])(
    "%s",
    async (path) => {
      const response = await get(path);
      expect(response.headers.get("Cache-Control") ?? "").toMatch(/no-store/);
    },
  );

  it("a public page asked with a session cookie", async () => {
    const response = await get("/", { Cookie: "sesja=abc" });
    expect(response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("a page that clears a flash cookie", async () => {
    const response = await get("/", { Cookie: `komunikat=${encodeURIComponent(JSON.stringify({ type: "info", text: "Cześć" }))}` });
    expect(response.headers.get("Set-Cookie")).toMatch(/komunikat=/);
    expect(response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("order pages, even for an anonymous visitor", async () => {
    const order = await placeOrder(env, getDb(env), checkoutForm(), [await seededPleatLine()], null, await currentDeliveryPrices());
    if (!order.ok) throw new Error(order.message);
    for (const path of [
      `/instrukcje-przelewu/${order.number}`,
      `/order-details/${order.number}?klucz=${order.accessToken}`,
      `/dziekujemy-za-zamowienie/${order.number}/przelew_bankowy`,
    ]) {
      expect((await get(path)).headers.get("Cache-Control") ?? "", path).toMatch(/no-store/);
    }
  });

  it("a POST", async () => {
    const response = await exports.default.fetch("http://shop.test/kontakt", { method: "POST", body: new URLSearchParams({}), headers: { Origin: "http://shop.test" } });
    expect(response.headers.get("Cache-Control") ?? "").toMatch(/no-store/);
  });
});
