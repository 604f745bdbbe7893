import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { privateOrderPath } from "~/lib/order-number";
import { getDb } from "~/server/platform/db.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { checkoutForm, currentDeliveryPrices, seededPleatLine } from "../support/workers/orders";
import { keptEvents } from "../support/workers/queue";

// A client-side navigation asks for `<page>.data`. React Router hands loaders and middleware that raw request and
// the page's own address as `url`: whatever reads a path must read it from `url`, or a legal page answered 404 on
// the client, and redirects pointed at `.data` addresses.

const ORIGIN = "http://shop.test";

const dataOf = async (path: string) => {
  const [pathname, search = ""] = path.split("?");
  const response = await exports.default.fetch(`${ORIGIN}${pathname}.data${search ? `?${search}` : ""}`, { redirect: "manual" });
  return { status: response.status, body: await response.text() };
};

/** The target of a redirect as React Router sends it to a client-side navigation (status 202, a SingleFetchRedirect). */
const redirectTarget = (body: string) => {
  const payload = JSON.parse(body) as unknown[];
  expect(payload[0]).toEqual(["SingleFetchRedirect", 1]);
  return payload[payload.indexOf("redirect") + 1] as string;
};

describe("a page's data, as a client-side navigation asks for it", () => {
  it.each(["/regulamin", "/polityka-prywatnosci", "/polityka-reklamacji"])("%s answers with its document", async (path) => {
    const { status, body } = await dataOf(path);
    expect(status).toBe(200);
    expect(body).toContain(`"path","${path}"`);
  });

  it("a catalogue page past the end redirects to page 1 of the catalogue", async () => {
    const { status, body } = await dataOf("/tkaniny-plisy?strona=999&sort=kod");
    expect(status).toBe(202);
    expect(redirectTarget(body)).toBe("/tkaniny-plisy?sort=kod");
  });

  it("an old address redirects to the page's address", async () => {
    const { status, body } = await dataOf("/pomiar-plisy");
    expect(status).toBe(202);
    expect(redirectTarget(body)).toBe("/plisy/pomiar");
  });

  it("an account page asks to sign in and come back to the page", async () => {
    const { status, body } = await dataOf("/profile");
    expect(status).toBe(202);
    expect(new URL(redirectTarget(body), ORIGIN).searchParams.get("returnTo")).toBe("/profile");
  });

  it("an order's page opened by its private link answers with the order, not a redirect to itself", async () => {
    const placed = await placeOrder(keptEvents().env, getDb(env), checkoutForm(), [await seededPleatLine()], null, await currentDeliveryPrices());
    if (!placed.ok) throw new Error(placed.message);
    const { status, body } = await dataOf(privateOrderPath(placed.number, placed.accessToken));
    expect(status).toBe(200);
    expect(body).toContain(placed.number);
    expect(body).not.toContain("SingleFetchRedirect");
  });
});
