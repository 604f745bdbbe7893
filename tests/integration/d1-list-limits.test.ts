import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { invoicedOrders } from "~/server/invoices/issue.server";
import { ADMIN_ORDERS_PAGE_SIZE, deleteOrders, listAdminOrders, setStatus } from "~/server/orders/admin.server";
import { quoteCart } from "~/server/orders/cart-quote.server";
import { getDb } from "~/server/platform/db.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { testActor } from "../support/workers/admin";
import { checkoutForm, maximalPleatLines, seededPleatLine, currentDeliveryPrices } from "../support/workers/orders";
import { keptEvents } from "../support/workers/queue";

// D1 binds at most 100 parameters in one statement. Every statement that binds a list is run here
// at the largest list the shop lets reach it (the 50-line cart is in order-integrity.test.ts).

const db = getDb(env);
// The orders' events stay here: the orders are deleted, and the queue's consumer, which the files run after this
// one share, would retry each event of a missing order until it is dead-lettered.
const quiet = keptEvents().env;

async function placedOrders(count: number): Promise<string[]> {
  const line = await seededPleatLine();
  const numbers: string[] = [];
  for (let i = 0; i < count; i++) {
    const result = await placeOrder(quiet, db, checkoutForm({ email: `limit-${i}@example.pl` }), [line, line], null, await currentDeliveryPrices());
    if (!result.ok) throw new Error(result.message);
    numbers.push(result.number);
  }
  return numbers;
}

describe("statements that bind a list, at their largest list", () => {
  it("prices a cart of 50 different fabrics (the cart's maximum) in one catalogue read", async () => {
    const quotes = await quoteCart(db, await maximalPleatLines(50));
    expect(quotes.every((quote) => quote.ok)).toBe(true);
  });

  it("changes both statuses of a whole page of selected orders (the bulk selection's maximum) and deletes them", async () => {
    const numbers = await placedOrders(ADMIN_ORDERS_PAGE_SIZE);
    expect(await setStatus(quiet, testActor, "orderStatus", "w_realizacji", numbers)).toEqual({ found: numbers.length, changed: numbers.length });
    expect(await setStatus(quiet, testActor, "paymentStatus", "paid", numbers)).toEqual({ found: numbers.length, changed: numbers.length });
    // Paid, each is invoiced (issue 46), and an invoiced order is never deleted.
    expect(await invoicedOrders(db, numbers)).toHaveLength(numbers.length);
    expect(await deleteOrders(quiet, testActor, numbers)).toBe(0);
    const unpaid = await placedOrders(ADMIN_ORDERS_PAGE_SIZE);
    expect(await setStatus(quiet, testActor, "orderStatus", "w_realizacji", unpaid)).toEqual({ found: unpaid.length, changed: unpaid.length });
    expect(await deleteOrders(quiet, testActor, unpaid)).toBe(unpaid.length);
  });

  it("lists a full page of orders with their lines", async () => {
    const numbers = await placedOrders(ADMIN_ORDERS_PAGE_SIZE);
    const page = await listAdminOrders(db, { orderStatus: null, paymentStatus: null, search: "limit-", page: 1 });
    expect(page.orders).toHaveLength(ADMIN_ORDERS_PAGE_SIZE);
    expect(page.orders.every((order) => order.lines.length === 2)).toBe(true);
    await deleteOrders(quiet, testActor, numbers);
  });

  it("filters the catalogue by 20 collections and 20 colours (the filters' maximum)", async () => {
    const params = new URLSearchParams();
    for (let i = 0; i < 20; i++) params.append("kolekcja", `Kolekcja ${i}`);
    for (let i = 0; i < 20; i++) params.append("kolor", `kolor ${i}`);
    const response = await exports.default.fetch(`http://shop.test/tkaniny-plisy?${params}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Nie znaleziono tkanin spełniających wybrane kryteria");
  });
});
