import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { privateOrderPath } from "~/lib/order-number";
import { getDb } from "~/server/platform/db.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { checkoutForm, seededPleatLine, currentDeliveryPrices } from "../support/workers/orders";

// When D1 cannot answer, a page says so in the spec's words, with a retry, instead of the generic error page.

const get = (path: string) => exports.default.fetch(`http://shop.test${path}`, { redirect: "manual" });

/** Runs `check` while `table` is out of reach, and puts it back whatever happens. */
async function withTableAway(table: string, check: () => Promise<void>) {
  await env.DB.exec(`alter table ${table} rename to ${table}_away`);
  try {
    await check();
  } finally {
    await env.DB.exec(`alter table ${table}_away rename to ${table}`);
  }
}

describe("pages whose data cannot be read", () => {
  it("the order details page", async () => {
    const placed = await placeOrder(env, getDb(env), checkoutForm(), [await seededPleatLine()], null, await currentDeliveryPrices());
    if (!placed.ok) throw new Error(placed.message);
    await withTableAway("order_items", async () => {
      const response = await get(privateOrderPath(placed.number, placed.accessToken));
      expect(response.status).toBe(500);
      const page = await response.text();
      expect(page).toContain("Błąd pobierania szczegółów zamówienia");
      expect(page).toContain("Wystąpił błąd podczas pobierania szczegółów zamówienia");
      expect(page).not.toContain("Ups! Coś poszło nie tak");
    });
  });

  it.each(["/moskitiery/profile/okienne/MO-25", "/profile-moskitiery/MO-25"])("the screen profile page %s", async (path) => {
    await withTableAway("screen_profiles", async () => {
      const response = await get(path);
      expect(response.status).toBe(500);
      const page = await response.text();
      expect(page).toContain("Wystąpił błąd podczas ładowania danych.");
      expect(page).toContain('href="/moskitiery/profile');
      expect(page).not.toContain("Ups! Coś poszło nie tak");
    });
  });
});
