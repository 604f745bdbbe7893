import { env, exports } from "cloudflare:workers";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { describe, expect, it } from "vitest";
import type { CartItem } from "~/lib/cart";
import { register, signIn, verifyEmail } from "~/server/accounts/customers.server";
import { sha256 } from "~/server/platform/worker-secret.server";
import { capturingCodes, clientRequest, cookieFrom, registration } from "../support/workers/accounts";
import { checkoutForm, type Fields, formData, seededDoorScreenLine, seededPleatLine } from "../support/workers/orders";

const ORIGIN = "http://shop.test";
const THANK_YOU = /^\/dziekujemy-za-zamowienie\/ZAM-\d{4}-\d{6}\/przelew_bankowy\?total=\d+&klucz=[\w-]+$/;

/** The posted form as the browser sends it: checked boxes "on", unchecked and unchosen fields absent. */
function orderFields(change: Fields = {}, lines: unknown = []): Fields {
  return { ...checkoutForm(), cart: JSON.stringify(lines), ...change };
}

let client = 0;
/** Each post comes from its own client address, so the order rate limit of one test does not touch another. */
function post(path: string, fields: Fields, headers: Record<string, string> = {}): Promise<Response> {
  const address = `192.0.2.${++client % 250}`;
  return exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      body: formData(fields),
      headers: { Origin: ORIGIN, "CF-Connecting-IP": address, ...headers },
      redirect: "manual",
    }),
  );
}

/** React Router's single fetch: a POST to `<path>.data` answers the action's data, turbo-stream encoded. */
async function postForData(fields: Fields, path = "/finalizacja-zamowienia"): Promise<{ status: number; data: Record<string, unknown> }> {
  const response = await post(`${path}.data`, fields);
  const decoded = await decodeViaTurboStream(response.body!, globalThis as unknown as Window);
  await decoded.done;
  return { status: response.status, data: (decoded.value as { data: Record<string, unknown> }).data };
}

const ordersWithKey = async (key: string) => (await env.DB.prepare("select count(*) as n from orders where idempotency_key = ?").bind(key).first<{ n: number }>())!.n;

describe("GET /finalizacja-zamowienia", () => {
  it("is never cached and names the guest checkout in its title", async () => {
    const response = await exports.default.fetch(`${ORIGIN}/finalizacja-zamowienia?jako=gosc`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.text()).toMatch(/<title>Finalizacja zamówienia \(jako gość\)[^<]*<\/title>/);
  });

  it("draws the choice between signing in and ordering as a guest on the server: it needs no cart", async () => {
    const html = await (await exports.default.fetch(`${ORIGIN}/finalizacja-zamowienia`)).text();
    expect(html).toContain("Jak chcesz kontynuować?");
    expect(html).toContain("Kontynuuj jako gość");
    expect(html).not.toContain("Ładowanie koszyka...");
  });

  it("waits for the browser's cart before the guest's form", async () => {
    const html = await (await exports.default.fetch(`${ORIGIN}/finalizacja-zamowienia?jako=gosc`)).text();
    expect(html).toContain("Ładowanie koszyka...");
    expect(html).not.toContain("Jak chcesz kontynuować?");
  });
});

describe("the checkout action", () => {
  it("places the order from a plain form post and redirects to the thank-you page", async () => {
    const fields = orderFields({}, [await seededPleatLine(), await seededDoorScreenLine()]);
    const response = await post("/finalizacja-zamowienia", fields);
    expect(response.status).toBe(302);
    const location = response.headers.get("location")!;
    expect(location).toMatch(THANK_YOU);

    const order = await env.DB.prepare("select id, number, final_total as finalTotal from orders where idempotency_key = ?")
      .bind(fields.idempotencyKey)
      .first<{ id: number; number: string; finalTotal: number }>();
    const token = new URLSearchParams(location.split("?")[1]).get("klucz")!;
    expect(location).toBe(`/dziekujemy-za-zamowienie/${order!.number}/przelew_bankowy?total=${order!.finalTotal}&klucz=${token}`);
    // The private link's token is kept only hashed, as a link to this order.
    const link = await env.DB.prepare("select order_id from order_links where token_hash = ?")
      .bind(await sha256(token))
      .first();
    expect(link).toEqual({ order_id: order!.id });
  });

  it("answers a JavaScript submission with the thank-you path, so the page clears the cart before going there", async () => {
    const fields = orderFields({ js: "1" }, [await seededPleatLine()]);
    const { status, data } = await postForData(fields);
    expect(status).toBe(200);
    expect(data.placedPath).toMatch(THANK_YOU);
    expect(await ordersWithKey(String(fields.idempotencyKey))).toBe(1);
  });

  it("refuses an empty form with every mistake at once, each under its field", async () => {
    const empty = { firstName: "", lastName: "", email: "", phone: "", street: "", houseNumber: "", city: "", postalCode: "" };
    const fields = orderFields({ js: "1", ...empty, deliveryMethod: null, paymentMethod: null, acceptTerms: false, acceptPrivacy: false, acceptComplaints: false }, [
      await seededPleatLine(),
    ]);
    const { status, data } = await postForData(fields);
    expect(status).toBe(400);
    const required = "Proszę wypełnić wszystkie wymagane pola: Imię, Nazwisko, Email, Telefon, Ulica, Numer domu, Kod pocztowy, Miasto";
    expect(data.message).toBe(required);
    expect(data.errors).toEqual({
      form: required,
      firstName: "To pole jest wymagane",
      lastName: "To pole jest wymagane",
      email: "To pole jest wymagane",
      phone: "To pole jest wymagane",
      street: "To pole jest wymagane",
      houseNumber: "To pole jest wymagane",
      postalCode: "To pole jest wymagane",
      city: "To pole jest wymagane",
      deliveryMethod: "Proszę wybrać sposób dostawy",
      paymentMethod: "Proszę wybrać sposób płatności",
      acceptTerms: "Musisz zaakceptować regulamin",
      acceptPrivacy: "Musisz zaakceptować politykę prywatności",
      acceptComplaints: "Musisz zaakceptować politykę reklamacji",
    });
    expect(await ordersWithKey(String(fields.idempotencyKey))).toBe(0);
  });

  it("marks each missing field next to the list of them, the house number too", async () => {
    const { data } = await postForData(orderFields({ js: "1", firstName: "", city: "", houseNumber: "" }, [await seededPleatLine()]));
    expect(data.errors).toEqual({
      form: "Proszę wypełnić wszystkie wymagane pola: Imię, Numer domu, Miasto",
      firstName: "To pole jest wymagane",
      houseNumber: "To pole jest wymagane",
      city: "To pole jest wymagane",
    });
  });

  it("refuses a company invoice without a valid NIP", async () => {
    const { data } = await postForData(orderFields({ js: "1", wantsInvoice: true, companyName: "Firma Sp. z o.o.", companyNip: "1234567890" }, [await seededPleatLine()]));
    expect(data.errors).toEqual({ companyNip: "Nieprawidłowy numer NIP." });
  });

  it.each([
    ["is not JSON", "[{"],
    ["has lines of the wrong types", async () => JSON.stringify([{ ...(await seededPleatLine()), width: "100", quantity: -1 }])],
    ["is not a list", JSON.stringify({ productType: "plisy" })],
  ])("refuses a cart that %s and writes nothing", async (_, cart) => {
    const fields: Fields = { ...orderFields({ js: "1" }), cart: typeof cart === "string" ? cart : await cart() };
    const { status, data } = await postForData(fields);
    expect(status).toBe(400);
    expect(data.message).toBe("Wystąpił błąd podczas składania zamówienia");
    expect(await ordersWithKey(String(fields.idempotencyKey))).toBe(0);
  });

  it("refuses an empty cart", async () => {
    const { status, data } = await postForData(orderFields({ js: "1" }, []));
    expect(status).toBe(400);
    expect(data.message).toBe("Twój koszyk jest pusty");
  });

  it("names the line whose product is gone", async () => {
    const { status, data } = await postForData(orderFields({ js: "1" }, [await seededPleatLine(), { ...(await seededPleatLine()), fabricCode: "NIE-MA" }]));
    expect(status).toBe(400);
    expect(data.message).toMatch(/^Pozycja 2 .*nie ma już w ofercie/);
  });

  it("stores the server's price, not the one the browser sent", async () => {
    const honest = await seededPleatLine();
    const tampered: CartItem = { ...honest, unitPrice: 1, totalPrice: 1 };
    const fields = orderFields({ js: "1" }, [tampered]);
    const { data } = await postForData(fields);
    expect(data.placedPath).toMatch(THANK_YOU);
    const stored = await env.DB.prepare(
      "select o.items_total as itemsTotal, i.line_price as linePrice, i.unit_price as unitPrice from orders o join order_items i on i.order_id = o.id where o.idempotency_key = ?",
    )
      .bind(fields.idempotencyKey)
      .first<{ itemsTotal: number; linePrice: number; unitPrice: number }>();
    expect(stored).toEqual({ itemsTotal: honest.totalPrice, linePrice: honest.totalPrice, unitPrice: honest.unitPrice });
  });

  it("makes one order of a form sent twice, and both answers lead to it", async () => {
    const fields = orderFields({ js: "1" }, [await seededPleatLine()]);
    const [first, second] = await Promise.all([postForData(fields), postForData(fields)]);
    const third = await post("/finalizacja-zamowienia", { ...fields, js: null });
    expect(first.data.placedPath).toMatch(THANK_YOU);
    expect(second.data.placedPath).toBe(first.data.placedPath);
    expect(third.headers.get("location")).toBe(first.data.placedPath);
    expect(await ordersWithKey(String(fields.idempotencyKey))).toBe(1);
  });
});

describe("a signed-in customer", () => {
  it("sees the form at once, pre-filled and titled '(zalogowany)', and the order carries the account", async () => {
    const mail = capturingCodes();
    const email = `kupujaca-${crypto.randomUUID().slice(0, 8)}@example.pl`;
    await register(mail.env, clientRequest(), registration(email));
    await verifyEmail(mail.env, clientRequest(), email, mail.lastCode(email)!);
    const login = await signIn(env, clientRequest(), email, "tajneHaslo1");
    if (!login.ok) throw new Error(login.message);
    const cookie = cookieFrom(login.headers);

    const page = await exports.default.fetch(`${ORIGIN}/finalizacja-zamowienia`, { headers: { Cookie: cookie } });
    const html = await page.text();
    expect(html).toMatch(/<title>Finalizacja zamówienia \(zalogowany\)/);
    expect(html).toContain(email);

    const fields = orderFields({ email }, [await seededPleatLine()]);
    const response = await post("/finalizacja-zamowienia", fields, { Cookie: cookie });
    expect(response.status).toBe(302);
    const row = await env.DB.prepare("select o.user_id, u.email from orders o join user u on u.id = o.user_id where o.idempotency_key = ?")
      .bind(fields.idempotencyKey as string)
      .first();
    expect(row).toEqual({ user_id: expect.any(String), email });
  });
});

describe("rate limits", () => {
  it("answers the 11th order from one client within 10 minutes with 429", async () => {
    const line = await seededPleatLine();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await post("/finalizacja-zamowienia", orderFields({}, [line]), { "CF-Connecting-IP": "198.51.100.99" });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 302)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("the promo code check (POST /finalizacja-zamowienia/kod-rabatowy)", () => {
  it.each([
    ["RABAT10", "RABAT10", 10],
    [" witaj5 ", "WITAJ5", 5],
  ])("accepts the active code %j as %s with %i percent", async (promoCode, code, percent) => {
    expect(await postForData({ promoCode }, "/finalizacja-zamowienia/kod-rabatowy")).toEqual({ status: 200, data: { promo: { code, percent } } });
  });

  it.each([
    ["the inactive LATO2025", "LATO2025", "Kod promocyjny nie istnieje lub jest nieaktywny"],
    ["an unknown code", "NIEMA", "Kod promocyjny nie istnieje lub jest nieaktywny"],
    ["an empty code", "  ", "Wprowadź kod promocyjny"],
  ])("refuses %s", async (_, promoCode, promoError) => {
    expect(await postForData({ promoCode }, "/finalizacja-zamowienia/kod-rabatowy")).toEqual({ status: 400, data: { promoError } });
  });
});
