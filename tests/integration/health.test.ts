import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

describe("GET /api/health", () => {
  it("answers JSON with the database reachable", async () => {
    const response = await exports.default.fetch("http://shop.test/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toMatchObject({ status: "ok", database: "ok" });
  });

  it("answers an unknown API path with a JSON 404 in Polish", async () => {
    const response = await exports.default.fetch("http://shop.test/api/nie-ma");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Nie znaleziono zasobu" });
  });
});
