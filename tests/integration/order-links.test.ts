import { env, exports } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { ORDER_LINK_DAYS, privateOrderPath } from "~/lib/order-number";
import { getDb } from "~/server/platform/db.server";
import { issueOrderLink } from "~/server/orders/links.server";
import { FRESH_LINK_REQUESTED, requestFreshOrderLink } from "~/server/orders/pages.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { rateLimitRules, RATE_LIMITED_MESSAGE } from "~/server/platform/rate-limit.server";
import { sha256 } from "~/server/platform/worker-secret.server";
import { signedInCustomer } from "../support/workers/accounts";
import { checkoutForm, seededPleatLine, currentDeliveryPrices } from "../support/workers/orders";
import { deliver, keptEvents, recordingEmail, uniqueEmail } from "../support/workers/queue";

// A private link (?klucz=) opens its order for 90 days and is kept only hashed; a link that opens
// nothing (expired, wrong, unknown) looks the same to everyone, and the page then offers to e-mail a
// fresh link to the order's own address.

const db = getDb(env);
const ORIGIN = "http://shop.test";
const DAY_MS = 24 * 60 * 60 * 1000;
const OFFER = "Wyślij nowy link";

async function guestOrder(userId: string | null = null, email = uniqueEmail()) {
  const result = await placeOrder(keptEvents().env, db, checkoutForm({ email }), [await seededPleatLine()], userId, await currentDeliveryPrices());
  if (!result.ok) throw new Error(result.message);
  const { id } = (await env.DB.prepare("select id from orders where number = ?").bind(result.number).first<{ id: number }>())!;
  return { ...result, id, email };
}

const page = async (path: string, cookie?: string) => {
  const response = await exports.default.fetch(`${ORIGIN}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
  return { status: response.status, html: await response.text() };
};

let client = 0;
const uniqueClient = () => `2001:db8:${(++client).toString(16)}:${crypto.randomUUID().slice(0, 4)}::1`;

/** The fresh-link button posted without JavaScript, from the page a link that opened nothing led to (or another page offering it). */
async function askForFreshLink(reference: string, ip = uniqueClient(), path = `/order-details/${encodeURIComponent(reference)}?klucz=stary-klucz`) {
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      body: new URLSearchParams(),
      headers: { Origin: ORIGIN, "CF-Connecting-IP": ip },
    }),
  );
  const html = await response.text();
  // The page is still the one of a link that opened nothing (404), now with the answer.
  return { status: response.status, retryAfter: response.headers.get("Retry-After"), html, requested: html.includes(FRESH_LINK_REQUESTED) };
}

const expireLinks = (orderId: number) =>
  env.DB.prepare("update order_links set expires_at = ? where order_id = ?")
    .bind(Date.now() - 1, orderId)
    .run();

/** A page's markup with what differs per request or per link (nonces, the tokens in its URL) taken out. */
const comparable = (html: string, ...tokens: string[]) => tokens.reduce((text, token) => text.replaceAll(token, "TOKEN"), html.replace(/nonce="[^"]*"/g, ""));

describe("a private link", () => {
  it("is kept only as its SHA-256, with an expiry 90 days on; the order row holds nothing that opens it", async () => {
    const order = await guestOrder();
    const { results } = await env.DB.prepare("select token_hash, expires_at from order_links where order_id = ?").bind(order.id).all<{ token_hash: string; expires_at: number }>();
    expect(results).toEqual([{ token_hash: await sha256(order.accessToken), expires_at: expect.any(Number) }]);
    expect(Math.abs(results[0]!.expires_at - (Date.now() + ORDER_LINK_DAYS * DAY_MS))).toBeLessThan(60_000);
    const row = await env.DB.prepare("select access_token from orders where id = ?").bind(order.id).first<{ access_token: string }>();
    expect(row!.access_token).not.toBe(order.accessToken);
    expect((await page(privateOrderPath(order.number, row!.access_token))).status).toBe(404);
    expect((await page(privateOrderPath(order.number, order.accessToken))).status).toBe(200);
  });

  it("opens nothing once expired, and the page looks exactly like the one for a wrong link, offering a fresh one", async () => {
    const order = await guestOrder();
    await expireLinks(order.id);
    const expired = await page(privateOrderPath(order.number, order.accessToken));
    const wrongToken = `${order.accessToken.slice(0, -4)}AAAA`;
    const wrong = await page(privateOrderPath(order.number, wrongToken));
    expect(expired.status).toBe(404);
    expect(wrong.status).toBe(404);
    expect(comparable(expired.html, order.accessToken)).toBe(comparable(wrong.html, wrongToken));
    expect(expired.html).toContain(OFFER);
    expect(expired.html).not.toContain("Nowak");
    // Without any link there is nothing to renew: no offer.
    expect((await page(`/order-details/${order.number}`)).html).not.toContain(OFFER);
  });

  it("of an order placed before links were hashed (its token in the order row) opens nothing", async () => {
    const order = await guestOrder();
    await env.DB.prepare("update orders set access_token = ? where id = ?").bind(`legacy-${order.accessToken}`, order.id).run();
    const legacy = await page(privateOrderPath(order.number, `legacy-${order.accessToken}`));
    expect(legacy.status).toBe(404);
    expect(legacy.html).toContain(OFFER);
    // The migration replaces every clear token with a placeholder of the order's id.
    const migration = env.TEST_MIGRATIONS.find((m) => m.name === "0009_hardening.sql")!;
    for (const query of migration.queries.filter((q) => q.includes("UPDATE `orders`"))) await env.DB.prepare(query).run();
    const row = await env.DB.prepare("select access_token from orders where id = ?").bind(order.id).first<{ access_token: string }>();
    expect(row!.access_token).toBe(`retired:${order.id}`);
  });

  it("leaves the signed-in owner's access as it was", async () => {
    const { customer, cookie } = await signedInCustomer();
    const order = await guestOrder(customer.user.id, customer.user.email);
    await expireLinks(order.id);
    expect((await page(`/order-details/${order.number}`, cookie)).status).toBe(200);
    expect((await page(privateOrderPath(order.number, order.accessToken), cookie)).status).toBe(200);
  });

  it("in an e-mail is the delivery's own: the same on a redelivery, one row, and it opens the order", async () => {
    const order = await guestOrder();
    const event = { id: crypto.randomUUID(), type: "order_accepted", orderNumber: order.number };
    const email = recordingEmail();
    await deliver(event, email.env);
    await deliver(event, email.env, 2);
    expect(email.sent).toHaveLength(1);
    const token = /klucz=([\w-]+)/.exec(email.sent[0]!.html)![1]!;
    expect(token).not.toBe(order.accessToken);
    expect((await page(privateOrderPath(order.number, token))).status).toBe(200);
    expect(await issueOrderLink(env, db, order, `email:${event.id}:customer`)).toBe(token);
    const links = await env.DB.prepare("select count(*) as n from order_links where order_id = ?").bind(order.id).first<{ n: number }>();
    expect(links!.n).toBe(2); // the thank-you page's and this e-mail's
  });
});

describe("asking for a fresh link", () => {
  it("answers alike whether or not the order exists, and mails a link that opens the order to the order's own address only", async () => {
    const order = await guestOrder();
    await expireLinks(order.id);
    const answers = [];
    for (const reference of [order.number, "ZAM-1999-000001", String(order.id)]) {
      const { status, requested } = await askForFreshLink(reference);
      answers.push([status, requested]);
    }
    expect(answers).toEqual([
      [404, true],
      [404, true],
      [404, true],
    ]);
    await vi.waitFor(
      async () => {
        const { results } = await env.DB.prepare("select recipient from email_deliveries where subject = ?")
          .bind(`Nowy link do zamówienia ${order.number}`)
          .all<{ recipient: string }>();
        // Asked for by number and by id: two e-mails, both to the order's address.
        expect(results.map((r) => r.recipient)).toEqual([order.email, order.email]);
      },
      { timeout: 10_000, interval: 100 },
    );
  });

  it.each([
    ["the bank transfer page", (n: string) => `/instrukcje-przelewu/${n}`],
    ["the phone transfer page", (n: string) => `/instrukcje-przelewu-telefon/${n}`],
    ["the thank-you page", (n: string) => `/dziekujemy-za-zamowienie/${n}/przelew_bankowy?total=100`],
  ])("is offered on %s to anyone who may not see the order, answered alike, and mailed to the order's own address", async (_, path) => {
    const order = await guestOrder();
    const existing = await askForFreshLink(order.number, uniqueClient(), path(order.number));
    const missing = await askForFreshLink("ZAM-1999-000004", uniqueClient(), path("ZAM-1999-000004"));
    expect([existing.status, existing.requested]).toEqual([200, true]);
    expect([missing.status, missing.requested]).toEqual([200, true]);
    expect(comparable(existing.html, order.number)).toBe(comparable(missing.html, "ZAM-1999-000004"));
    await vi.waitFor(
      async () => {
        const { results } = await env.DB.prepare("select recipient from email_deliveries where subject = ?")
          .bind(`Nowy link do zamówienia ${order.number}`)
          .all<{ recipient: string }>();
        expect(results.map((r) => r.recipient)).toEqual([order.email]);
      },
      { timeout: 10_000, interval: 100 },
    );
  });

  it("enqueues an e-mail only for an order that exists", async () => {
    const order = await guestOrder();
    const events = keptEvents();
    const request = new Request(`${ORIGIN}/order-details/x`, { headers: { "CF-Connecting-IP": uniqueClient() } });
    expect(await requestFreshOrderLink(events.env, request, order.number)).toEqual({ allowed: true });
    expect(await requestFreshOrderLink(events.env, request, "ZAM-1999-000002")).toEqual({ allowed: true });
    expect(events.sent).toEqual([{ id: expect.any(String), type: "order_link_requested", orderNumber: order.number }]);

    const email = recordingEmail();
    await deliver(events.sent[0], email.env);
    expect(email.sent.map((m) => [m.to, m.subject])).toEqual([[order.email, `Nowy link do zamówienia ${order.number}`]]);
    expect(email.sent[0]!.text).not.toContain("Nowak");
    const token = /klucz=([\w-]+)/.exec(email.sent[0]!.html)![1]!;
    expect((await page(privateOrderPath(order.number, token))).status).toBe(200);
  });

  const { limit } = rateLimitRules.unverifiedMail;

  it(`is limited to ${limit} an hour per client`, async () => {
    const ip = uniqueClient();
    for (let i = 0; i < limit; i++) expect((await askForFreshLink(`ZAM-1999-1${i}0000`, ip)).requested).toBe(true);
    const refused = await askForFreshLink("ZAM-1999-190000", ip);
    expect(refused).toMatchObject({ status: 429, requested: false });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.html).toContain(RATE_LIMITED_MESSAGE);
  });

  it(`is limited to ${limit} an hour per order, from any client, alike for an order that does not exist`, async () => {
    const order = await guestOrder();
    for (const reference of [order.number, "ZAM-1999-000003"]) {
      for (let i = 0; i < limit; i++) expect((await askForFreshLink(reference)).requested).toBe(true);
      expect((await askForFreshLink(reference)).status).toBe(429);
    }
  });
});
