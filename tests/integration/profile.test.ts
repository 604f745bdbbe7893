import { env, exports } from "cloudflare:workers";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/server/platform/db.server";
import { listCustomerOrders } from "~/server/orders/history.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { clientRequest, signedInCustomer } from "../support/workers/accounts";
import { checkoutForm, seededPleatLine, currentDeliveryPrices } from "../support/workers/orders";

const db = getDb(env);

async function newOrder(email: string, userId: string | null) {
  const result = await placeOrder(env, db, checkoutForm({ email }), [await seededPleatLine({ quantity: 3 })], userId, await currentDeliveryPrices());
  if (!result.ok) throw new Error(result.message);
  return result.number;
}

const orderRow = (number: string) =>
  env.DB.prepare("select order_status, accepted from orders where number = ?").bind(number).first<{ order_status: string; accepted: number | null }>();

async function page(path: string, cookie?: string) {
  const response = await exports.default.fetch(clientRequest(path, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" }));
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** A form post as the page's fetchers send it: React Router answers `<path>.data` with the action's data. */
async function post(cookie: string, fields: Record<string, string>) {
  const response = await exports.default.fetch(
    clientRequest("/profile.data", { method: "POST", body: new URLSearchParams(fields), headers: { Cookie: cookie }, redirect: "manual" }),
  );
  const decoded = await decodeViaTurboStream(response.body!, globalThis as unknown as Window);
  await decoded.done;
  return { status: response.status, data: (decoded.value as { data: Record<string, unknown> }).data };
}

describe("/profile", () => {
  let owner: Awaited<ReturnType<typeof signedInCustomer>>;
  let other: Awaited<ReturnType<typeof signedInCustomer>>;
  let placedSignedIn: string;
  let placedAsGuest: string;
  let othersOrder: string;

  beforeAll(async () => {
    owner = await signedInCustomer();
    other = await signedInCustomer();
    // Placed while signed in, with another address in the form: found by the user id.
    placedSignedIn = await newOrder("inny-adres@example.pl", owner.customer.user.id);
    // Placed as a guest with the account's (verified) address: found by the e-mail.
    placedAsGuest = await newOrder(owner.email, null);
    othersOrder = await newOrder(other.email, other.customer.user.id);
  });

  it("sends a visitor without a session to sign in first", async () => {
    const response = await page("/profile");
    expect(response.status).toBe(302);
    const location = response.headers.get("location")!;
    expect(location).toMatch(/^\/auth\?returnTo=%2Fprofile&message=/);
    const signIn = await page(location);
    expect(signIn.html).toContain("Zaloguj się, aby zobaczyć historię swoich zamówień");
  });

  it("shows the profile and the customer's orders, found by user id and by verified e-mail, and nobody else's", async () => {
    const response = await page("/profile", owner.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.html).toMatch(/<title>Mój Profil[^<]*<\/title>/);
    expect(response.html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    for (const text of ["Mój Profil", "Dane osobowe", owner.email, "Wyświetlany jako: 600 700 800", "Zielińska", "Historia zamówień", "Wyloguj się"]) {
      expect(response.html).toContain(text);
    }
    expect(response.html).toContain('action="/wyloguj"');
    expect(response.html).toContain(placedSignedIn);
    expect(response.html).toContain(placedAsGuest);
    expect(response.html).not.toContain(othersOrder);
    expect(response.html).toContain("3 szt.");
    expect(response.html).toContain(`href="/order-details/${placedAsGuest}"`);
    expect(response.html).toContain(`href="/instrukcje-przelewu/${placedAsGuest}"`);
    expect(response.html).toContain("Anuluj zamówienie");
  });

  it("lists newest first, and matches by e-mail only when the account has verified it", async () => {
    const orders = await listCustomerOrders(db, owner.customer);
    expect(orders.map((o) => o.number).slice(0, 2)).toEqual([placedAsGuest, placedSignedIn]);
    expect(orders[0]).toMatchObject({ productCount: 3, cancellable: true, orderStatus: "nowe" });

    const unverified = { ...owner.customer, user: { ...owner.customer.user, emailVerified: false } };
    expect((await listCustomerOrders(db, unverified)).map((o) => o.number)).toEqual([placedSignedIn]);
  });

  it("saves a valid change and rebuilds the full address", async () => {
    const result = await post(owner.cookie, { intent: "update", firstName: "Jan", street: "Lipowa", apartmentNumber: "" });
    expect(result).toEqual({ status: 200, data: { ok: true, message: "Profil zaktualizowany" } });
    const row = await env.DB.prepare("select first_name, street, apartment_number, full_address from profiles where id = ?").bind(owner.customer.user.id).first();
    expect(row).toEqual({ first_name: "Jan", street: "Lipowa", apartment_number: null, full_address: "Lipowa 3, 80-001 Gdańsk" });
  });

  it("refuses a bad phone with the spec's message and keeps the stored one", async () => {
    const result = await post(owner.cookie, { intent: "update", phone: "600 700" });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      ok: false,
      message: "Błąd aktualizacji profilu: Numer telefonu musi mieć dokładnie 9 cyfr",
      errors: { phone: "Numer telefonu musi mieć dokładnie 9 cyfr" },
    });
    expect((await post(owner.cookie, { intent: "update", phone: "" })).data).toMatchObject({ errors: { phone: "Numer telefonu jest wymagany" } });
    const row = await env.DB.prepare("select phone from profiles where id = ?").bind(owner.customer.user.id).first();
    expect(row).toEqual({ phone: "600700800" });
  });

  it("cancels an eligible order as the customer's, and e-mails the customer and the shop", async () => {
    const result = await post(owner.cookie, { intent: "cancel", number: placedAsGuest });
    expect(result).toEqual({ status: 200, data: { ok: true, message: "Zamówienie zostało anulowane" } });
    expect(await orderRow(placedAsGuest)).toMatchObject({ order_status: "anulowane" });
    expect(await env.DB.prepare("select cancelled_by from orders where number = ?").bind(placedAsGuest).first()).toEqual({ cancelled_by: "klient" });
    await vi.waitFor(
      async () => {
        const event = await env.DB.prepare("select status, recipient from processed_events where type = 'order_cancelled' and subject like ?").bind(`%${placedAsGuest}%`).first();
        expect(event).toEqual({ status: "done", recipient: `${owner.email}, ${env.SHOP_ADMIN_EMAIL}` });
      },
      { timeout: 15_000, interval: 200 },
    );

    const response = await page("/profile", owner.cookie);
    expect(response.html).toContain("ZAMÓWIENIE ANULOWANE</strong> - To zamówienie zostało anulowane przez klienta");
    // Cancelled once is enough: a second request is refused.
    expect((await post(owner.cookie, { intent: "cancel", number: placedAsGuest })).data).toEqual({ ok: false, message: "Nie udało się anulować zamówienia" });
  });

  it("refuses to cancel an order the shop has accepted, and leaves it as it was", async () => {
    await env.DB.prepare("update orders set accepted = 1 where number = ?").bind(placedSignedIn).run();
    try {
      const result = await post(owner.cookie, { intent: "cancel", number: placedSignedIn });
      expect(result).toEqual({ status: 409, data: { ok: false, message: "Nie udało się anulować zamówienia" } });
      expect(await orderRow(placedSignedIn)).toEqual({ order_status: "nowe", accepted: 1 });
    } finally {
      await env.DB.prepare("update orders set accepted = null where number = ?").bind(placedSignedIn).run();
    }
  });

  it("refuses to cancel another customer's order", async () => {
    const result = await post(owner.cookie, { intent: "cancel", number: othersOrder });
    expect(result.status).toBe(409);
    expect(await orderRow(othersOrder)).toEqual({ order_status: "nowe", accepted: null });
  });
});

describe("the customer's cancellation rule", () => {
  let customer: Awaited<ReturnType<typeof signedInCustomer>>;
  beforeAll(async () => {
    customer = await signedInCustomer();
  });

  // The history's button and the cancellation itself answer alike in every state.
  it.each([
    [{ order_status: "oczekujace_akceptacji" }, true],
    [{ order_status: "nieoplacone" }, true],
    [{ order_status: "oczekujace" }, true],
    [{ order_status: "" }, true],
    [{ payment_status: "transfer_pending" }, true],
    [{ payment_status: "paypo_pending" }, true],
    [{ order_status: "zaakceptowane" }, false],
    [{ order_status: "w_realizacji" }, false],
    [{ order_status: "gotowe" }, false],
    [{ order_status: "wysłane" }, false],
    [{ order_status: "odrzucone" }, false],
    [{ order_status: "zrobione" }, false],
    [{ order_status: "w_magazynie" }, false],
    [{ payment_status: "paid" }, false],
    [{ payment_status: "transfer_completed" }, false],
    [{ payment_status: "phone_transfer_completed" }, false],
    [{ payment_status: "payu_completed" }, false],
    [{ payment_status: "refunded" }, false],
  ])("%o: cancellable %s", async (state, allowed) => {
    const number = await newOrder(customer.email, customer.customer.user.id);
    const [column, value] = Object.entries(state)[0]!;
    await env.DB.prepare(`update orders set ${column} = ? where number = ?`).bind(value, number).run();
    const before = await env.DB.prepare("select order_status, payment_status from orders where number = ?").bind(number).first();

    const entry = (await listCustomerOrders(db, customer.customer)).find((order) => order.number === number);
    expect(entry?.cancellable).toBe(allowed);
    const result = await post(customer.cookie, { intent: "cancel", number });
    expect(result.status).toBe(allowed ? 200 : 409);
    const after = await env.DB.prepare("select order_status, payment_status, cancelled_by from orders where number = ?").bind(number).first();
    expect(after).toEqual(allowed ? { ...before, order_status: "anulowane", cancelled_by: "klient" } : { ...before, cancelled_by: null });
  });

  it("shows a cancelled or rejected order without a payment to wait for, and without transfer instructions", async () => {
    const someone = await signedInCustomer();
    const cancelled = await newOrder(someone.email, someone.customer.user.id);
    const rejected = await newOrder(someone.email, someone.customer.user.id);
    expect((await post(someone.cookie, { intent: "cancel", number: cancelled })).status).toBe(200);
    await env.DB.prepare("update orders set order_status = 'odrzucone', accepted = 0 where number = ?").bind(rejected).run();

    const { html } = await page("/profile", someone.cookie);
    expect(html).toContain(">Nie dotyczy (zamówienie anulowane)<");
    expect(html).toContain(">Nie dotyczy (zamówienie odrzucone)<");
    expect(html).not.toContain("Oczekuje płatności");
    expect(html).not.toContain("/instrukcje-przelewu/");
    expect(html).toContain(`href="/order-details/${rejected}"`);
  });
});

describe("/order-details for a signed-in customer", () => {
  it("shows the order to its owner and the not-found page to anyone else", async () => {
    const owner = await signedInCustomer();
    const stranger = await signedInCustomer();
    const byUserId = await newOrder("inny-adres@example.pl", owner.customer.user.id);
    const byEmail = await newOrder(owner.email, null);

    for (const number of [byUserId, byEmail]) {
      const mine = await page(`/order-details/${number}`, owner.cookie);
      expect(mine.status).toBe(200);
      expect(mine.html).toContain("Szczegóły zamówienia");
      expect(mine.html).toContain("Nowak");

      const theirs = await page(`/order-details/${number}`, stranger.cookie);
      expect(theirs.status).toBe(404);
      expect(theirs.html).toContain("Nie znaleziono zamówienia lub brak uprawnień");
      expect(theirs.html).not.toContain("Nowak");
    }
  });
});
