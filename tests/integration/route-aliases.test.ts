import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

// /order/{id} and /order-detail/{id} are not aliases: they look the order up, so only its owner is sent on (tests/integration/order-pages.test.ts).
describe("route aliases", () => {
  it.each([
    ["/pomiar-plisy", "/plisy/pomiar"],
    ["/profile-plisy", "/plisy/profile"],
    ["/tkaniny?kolor=bia%C5%82y&strona=2", "/tkaniny-plisy?kolor=bia%C5%82y&strona=2"],
    ["/tkaniny/PL-101?szerokosc=120", "/tkanina/PL-101?szerokosc=120"],
    ["/product/PL-101", "/tkanina/PL-101"],
    ["/pomiar-moskitiery", "/moskitiery/pomiar"],
    ["/profile-moskitiery?type=drzwiowe", "/moskitiery/profile?type=drzwiowe"],
    ["/login", "/auth"],
    ["/auth/callback", "/auth"],
    ["/admin-excel-bot", "/admin/excel-bot"],
  ])("%s redirects permanently to %s", async (from, to) => {
    const response = await exports.default.fetch(`http://shop.test${from}`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(to);
  });
});
