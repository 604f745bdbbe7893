import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { CartItem } from "~/lib/cart";
import { fulfilmentTime } from "~/lib/fulfilment";
import { defaultSettings } from "~/server/settings/shop.server";
import { formatDate } from "~/lib/dates";
import { formatPln } from "~/lib/money";
import { privateOrderPath } from "~/lib/order-number";
import { getDb } from "~/server/platform/db.server";
import { setStatus } from "~/server/orders/admin.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { signedInCustomer } from "../support/workers/accounts";
import { testActor } from "../support/workers/admin";
import { checkoutForm, seededDoorScreenLine, seededPleatLine, currentDeliveryPrices } from "../support/workers/orders";
import { keptEvents } from "../support/workers/queue";

const db = getDb(env);
const get = (path: string, cookie?: string) => exports.default.fetch(`http://shop.test${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
const page = async (path: string, cookie?: string) => {
  const response = await get(path, cookie);
  return { status: response.status, headers: response.headers, html: await response.text() };
};

const IBAN_FORMATTED = "PL61 1090 1014 0000 0712 1981 2874";
// What only the owner may see: the customer's name, e-mail, phone and street from checkoutForm().
const PERSONAL_DATA = ["Nowak", "anna.nowak@example.pl", "600700800", "Długa"];

async function newOrder(lines?: CartItem[], change: Parameters<typeof checkoutForm>[0] = {}) {
  const items = lines ?? [await seededPleatLine()];
  const result = await placeOrder(env, db, checkoutForm(change), items, null, await currentDeliveryPrices());
  if (!result.ok) throw new Error(result.message);
  return { ...result, items };
}

async function setOrder(number: string, column: "payment_method" | "payment_status" | "order_status", value: string) {
  await env.DB.prepare(`update orders set ${column} = ? where number = ?`).bind(value, number).run();
}

function expectNoPersonalData(html: string) {
  for (const value of PERSONAL_DATA) expect(html).not.toContain(value);
}

function expectPrivatePage(response: { headers: Headers; html: string }) {
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(response.html).toContain('<meta name="referrer" content="no-referrer"/>');
  expect(response.html).toContain('<meta name="robots" content="noindex, nofollow"/>');
}

describe("the thank-you page", () => {
  it("thanks the signed-in owner with the order number and amount and links to the bank transfer instructions", async () => {
    const owner = await signedInCustomer();
    const order = await placeOrder(env, db, checkoutForm({ email: owner.email }), [await seededPleatLine()], owner.customer.user.id, await currentDeliveryPrices());
    if (!order.ok) throw new Error(order.message);
    const response = await page(`/dziekujemy-za-zamowienie/${order.number}/przelew_bankowy`, owner.cookie);
    expect(response.status).toBe(200);
    expect(response.html).toContain("Dziękujemy za zamówienie!");
    expect(response.html).toContain(order.number);
    expect(response.html).toContain(formatPln(order.finalTotal));
    expect(response.html).toContain(`href="/instrukcje-przelewu/${order.number}"`);
    expect(response.html).not.toContain("/instrukcje-przelewu-telefon/");
    expect(response.html).toContain('href="/instrukcje-platnosci"');
    expect(response.html).toContain('href="/"');
    // Without the link's key there is no private link to hand on.
    expect(response.html).not.toContain("Zobacz szczegóły zamówienia");
    expectNoPersonalData(response.html);
    expectPrivatePage(response);
  });

  it("links a phone transfer to its instructions, and cash on delivery to none", async () => {
    const phone = await newOrder();
    await setOrder(phone.number, "payment_method", "przelew_telefon");
    const phonePage = await page(`/dziekujemy-za-zamowienie/${phone.number}/przelew_telefon?klucz=${phone.accessToken}`);
    expect(phonePage.html).toContain(`href="/instrukcje-przelewu-telefon/${phone.number}?klucz=${phone.accessToken}"`);
    expect(phonePage.html).not.toContain(`href="/instrukcje-przelewu/${phone.number}`);

    const cash = await newOrder(undefined, { paymentMethod: "za_pobraniem" });
    const cashPage = await page(`/dziekujemy-za-zamowienie/${cash.number}/za_pobraniem?klucz=${cash.accessToken}`);
    expect(cashPage.status).toBe(200);
    expect(cashPage.html).toContain("Za pobraniem");
    expect(cashPage.html).not.toContain(`/instrukcje-przelewu/${cash.number}`);
    expect(cashPage.html).not.toContain(`/instrukcje-przelewu-telefon/${cash.number}`);
    expect(cashPage.html).toContain('href="/instrukcje-platnosci"');
  });

  it("carries the token to the private order details and the transfer instructions, and to no other link", async () => {
    const order = await newOrder();
    const response = await page(`/dziekujemy-za-zamowienie/${order.number}/przelew_tradycyjny?klucz=${order.accessToken}`);
    expect(response.html).toContain("Zobacz szczegóły zamówienia");
    expect(response.html).toContain(`href="${privateOrderPath(order.number, order.accessToken)}"`);
    expect(response.html).toContain(`href="/instrukcje-przelewu/${order.number}?klucz=${order.accessToken}"`);
    expect(response.html.match(/href="[^"]*klucz=/g)).toHaveLength(2);

    const phone = await newOrder();
    await setOrder(phone.number, "payment_method", "przelew_telefon");
    const phonePage = await page(`/dziekujemy-za-zamowienie/${phone.number}/przelew_telefon?klucz=${phone.accessToken}`);
    expect(phonePage.html).toContain(`href="/instrukcje-przelewu-telefon/${phone.number}?klucz=${phone.accessToken}"`);
  });

  it("leads a guest from checkout to instructions that name them", async () => {
    const order = await newOrder();
    const thanks = await page(`/dziekujemy-za-zamowienie/${order.number}/przelew_tradycyjny?klucz=${order.accessToken}`);
    const link = thanks.html.match(/href="(\/instrukcje-przelewu\/[^"]*)"/)?.[1];
    expect(link).toBeDefined();
    const instructions = await page(link!.replaceAll("&amp;", "&"));
    expect(instructions.html).toMatch(/Klient<\/dt><dd[^>]*>Anna Nowak</);
  });

  it("takes the amount from the order, not from the link", async () => {
    const order = await newOrder();
    const response = await page(`/dziekujemy-za-zamowienie/${order.number}/przelew_bankowy?total=100&klucz=${order.accessToken}`);
    expect(response.html).toContain(formatPln(order.finalTotal));
    expect(response.html).not.toContain(formatPln(100));
  });

  it("shows the link's amount when the order cannot be read", async () => {
    const order = await newOrder();
    await env.DB.prepare("alter table orders rename to orders_unavailable").run();
    try {
      // The checkout's own redirect: it always carries the key, which cannot be checked while nothing can be read.
      const response = await page(`/dziekujemy-za-zamowienie/${order.number}/przelew_bankowy?total=12345&klucz=${order.accessToken}`);
      expect(response.status).toBe(200);
      expect(response.html).toContain(formatPln(12_345));
      expect(response.html).toContain(`href="/instrukcje-przelewu/${order.number}?klucz=${order.accessToken}"`);
    } finally {
      await env.DB.prepare("alter table orders_unavailable rename to orders").run();
    }
  });

  it("tells a pickup order where and when to collect it, and a courier order nothing of the kind", async () => {
    const pickup = await newOrder(undefined, { deliveryMethod: "odbior_osobisty", paymentMethod: "gotowka_odbior" });
    const pickupPage = await page(`/dziekujemy-za-zamowienie/${pickup.number}/gotowka_odbior?klucz=${pickup.accessToken}`);
    expect(pickupPage.status).toBe(200);
    expect(pickupPage.html).toContain("Odbiór osobisty");
    expect(pickupPage.html).toContain(`${env.SHOP_STREET}, ${env.SHOP_POSTAL_CODE} ${env.SHOP_CITY}`);
    expect(pickupPage.html).toContain(env.SHOP_PICKUP_HOURS);
    expect(pickupPage.html).toContain("gotowe do odbioru");
    expectNoPersonalData(pickupPage.html);

    const courier = await newOrder();
    const courierPage = await page(`/dziekujemy-za-zamowienie/${courier.number}/przelew_bankowy?klucz=${courier.accessToken}`);
    expect(courierPage.html).not.toContain(env.SHOP_PICKUP_HOURS);
  });
});

describe("the bank transfer instructions", () => {
  it("show the link's holder the account, the amount and the order number as the title, and no personal data but the name", async () => {
    const order = await newOrder();
    const response = await page(`/instrukcje-przelewu/${order.number}?klucz=${order.accessToken}`);
    expect(response.status).toBe(200);
    expect(response.html).toContain(IBAN_FORMATTED);
    expect(response.html).toContain("Plisy Na Wymiar Jan Kowalski");
    expect(response.html).toContain("Bank Przykładowy S.A.");
    expect(response.html).toContain(formatPln(order.finalTotal));
    expect(response.html).toMatch(new RegExp(`Tytuł przelewu</dt><dd[^>]*><span[^>]*>${order.number}<`));
    expect(response.html).toContain("Status zamówienia");
    expect(response.html).toContain("Oczekuje płatności");
    expect(response.html).toContain("Oczekuje na płatność");
    expect(response.html).toContain("Sprawdź status płatności");
    expect(response.html).toContain("Kwota zawiera koszt dostawy");
    expect(response.html).toContain("7 dni roboczych");
    expect(response.html).toContain(`Realizacja zamówienia trwa ${fulfilmentTime(defaultSettings(env))} od zaksięgowania wpłaty.`);
    for (const value of PERSONAL_DATA.slice(1)) expect(response.html).not.toContain(value);
    expectPrivatePage(response);
  });

  it("name the customer only with the order's private token", async () => {
    const order = await newOrder();
    const withToken = await page(`/instrukcje-przelewu/${order.number}?klucz=${order.accessToken}`);
    expect(withToken.status).toBe(200);
    expect(withToken.html).toMatch(/Klient<\/dt><dd[^>]*>Anna Nowak</);
    // Only the name: no e-mail, phone or address.
    for (const value of PERSONAL_DATA.slice(1)) expect(withToken.html).not.toContain(value);
    expectPrivatePage(withToken);

    for (const path of [
      `/instrukcje-przelewu/${order.number}`,
      `/instrukcje-przelewu/${order.number}?klucz=`,
      `/instrukcje-przelewu/${order.number}?klucz=${order.accessToken}x`,
      `/instrukcje-przelewu/${order.number}?klucz=${(await newOrder()).accessToken}`,
    ]) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      // Nothing of the order for anyone else (issue 42): the generic instructions and the offer of a fresh link.
      expect(response.html, path).not.toContain("Status zamówienia");
      expect(response.html, path).toContain("Wyślij nowy link");
      expect(response.html, path).not.toContain("Klient");
      expectNoPersonalData(response.html);
    }
  });

  it("name the customer to the signed-in owner, and not to another signed-in customer", async () => {
    const owner = await signedInCustomer();
    const other = await signedInCustomer();
    const result = await placeOrder(env, db, checkoutForm({ email: owner.email }), [await seededPleatLine()], owner.customer.user.id, await currentDeliveryPrices());
    if (!result.ok) throw new Error(result.message);

    const asOwner = await page(`/instrukcje-przelewu/${result.number}`, owner.cookie);
    expect(asOwner.html).toMatch(/Klient<\/dt><dd[^>]*>Anna Nowak</);

    const asOther = await page(`/instrukcje-przelewu/${result.number}`, other.cookie);
    expect(asOther.html).not.toContain("Status zamówienia");
    expect(asOther.html).not.toContain(formatPln(result.finalTotal));
    expect(asOther.html).not.toContain("Klient");
    expectNoPersonalData(asOther.html);
  });

  it.each(["/instrukcje-przelewu", "/instrukcje-przelewu-telefon"])("%s promise no automatic update: the shop books the transfer and e-mails", async (path) => {
    const order = await newOrder();
    const { html } = await page(`${path}/${order.number}`);
    expect(html).not.toMatch(/automatycznie/i);
    expect(html).toContain("Wpłaty księgujemy ręcznie");
    expect(html).toContain("wyślemy Ci e-mail");
  });

  it.each(["/instrukcje-przelewu", "/instrukcje-przelewu-telefon"])("%s say the spec's text when the order cannot be read", async (path) => {
    const order = await newOrder();
    await env.DB.prepare("alter table orders rename to orders_unavailable").run();
    try {
      // Read only for a viewer who may see it: a stranger's page needs nothing from the database.
      const response = await page(`${path}/${order.number}?klucz=${order.accessToken}`);
      expect(response.status).toBe(503);
      expect(response.html).toContain("Błąd pobierania danych zamówienia");
      expect(response.html).toContain("Wystąpił błąd podczas pobierania danych");
      expect(response.html).toContain("500 600 700");
    } finally {
      await env.DB.prepare("alter table orders_unavailable rename to orders").run();
    }
  });

  it("say the transfer is booked and stop offering the status check once it is paid", async () => {
    const order = await newOrder();
    await setOrder(order.number, "payment_status", "transfer_completed");
    const response = await page(`/instrukcje-przelewu/${order.number}?klucz=${order.accessToken}`);
    expect(response.html).toContain("Przelew - opłacone");
    expect(response.html).toContain("Płatność zaksięgowana");
    expect(response.html).not.toContain("Sprawdź status płatności");
    expect(response.html).not.toContain("Oczekuje na płatność");
  });

  it.each(["anulowane", "odrzucone"])("ask the holder of an order %s for no transfer", async (status) => {
    const order = await newOrder();
    await setOrder(order.number, "order_status", status);
    const { html } = await page(`/instrukcje-przelewu/${order.number}?klucz=${order.accessToken}`);
    expect(html).toContain("nie wymaga płatności");
    expect(html).toContain("nie trzeba za nie płacić");
    for (const request of ["Opłać zamówienie", "Kwota do zapłaty", "Sprawdź status płatności", IBAN_FORMATTED]) expect(html, request).not.toContain(request);
  });

  it.each(["Nr-zamowienia", "0"])("show the generic instructions for %s", async (id) => {
    const response = await page(`/instrukcje-przelewu/${id}`);
    expect(response.status).toBe(200);
    expect(response.html).toContain(IBAN_FORMATTED);
    expect(response.html).toContain("Numer Twojego zamówienia");
    expect(response.html).not.toContain("Status zamówienia");
    expect(response.html).not.toContain("Nie znaleziono zamówienia");
  });
});

describe("the phone transfer instructions", () => {
  it("show the phone number and title, and the amount, status and products only with the private token", async () => {
    const order = await newOrder();
    const line = order.items[0]!;
    if (line.productType !== "plisy") throw new Error("a pleat line expected");

    const anonymous = await page(`/instrukcje-przelewu-telefon/${order.number}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.html).toContain("500 600 700");
    expect(anonymous.html).not.toContain(formatPln(order.finalTotal));
    expect(anonymous.html).toContain(order.number);
    expect(anonymous.html).not.toContain("Status płatności");
    expect(anonymous.html).not.toContain(line.fabricName);
    expect(anonymous.html).not.toContain("Klient");
    expectNoPersonalData(anonymous.html);
    expectPrivatePage(anonymous);

    const owner = await page(`/instrukcje-przelewu-telefon/${order.number}?klucz=${order.accessToken}`);
    expect(owner.status).toBe(200);
    expect(owner.html).toContain(formatPln(order.finalTotal));
    expect(owner.html).toContain("Status płatności");
    expect(owner.html).toContain("Anna Nowak");
    expect(owner.html).toContain(`Plisa ${line.fabricName}`);
    expect(owner.html).toContain(`${line.width} × ${line.height} cm`);
    expect(owner.html).toContain(`>${line.quantity}<!-- --> szt.<`);
    // Still only the summary: no e-mail, phone or address.
    for (const value of PERSONAL_DATA.slice(1)) expect(owner.html).not.toContain(value);

    // The key goes on to the bank instructions with whoever holds it, and with nobody else.
    expect(owner.html).toContain(`href="/instrukcje-przelewu/${order.number}?klucz=${order.accessToken}"`);
    expect(anonymous.html).toContain(`href="/instrukcje-przelewu/${order.number}"`);

    const wrongToken = await page(`/instrukcje-przelewu-telefon/${order.number}?klucz=${order.accessToken}x`);
    expect(wrongToken.html).not.toContain(line.fabricName);
    expect(wrongToken.html).not.toContain("klucz=");
    expectNoPersonalData(wrongToken.html);
  });

  it("count several products and sum their pieces", async () => {
    const lines = [await seededPleatLine(), await seededDoorScreenLine()];
    const order = await newOrder(lines);
    const response = await page(`/instrukcje-przelewu-telefon/${order.number}?klucz=${order.accessToken}`);
    expect(response.html).toContain("2 produkty");
    expect(response.html).toContain(`>${lines[0]!.quantity + lines[1]!.quantity}<!-- --> szt.<`);
    expect(response.html).not.toContain("Wymiary</dt>");
  });

  // Any booked payment is paid here too (issue 42): the back-office books a phone transfer as transfer_completed.
  it("wait for a pending phone transfer and say a completed one is paid", async () => {
    const order = await newOrder();
    const path = `/instrukcje-przelewu-telefon/${order.number}?klucz=${order.accessToken}`;
    await setOrder(order.number, "payment_status", "phone_transfer_pending");
    expect((await page(path)).html).toContain("Oczekuje na płatność");
    await setOrder(order.number, "payment_status", "phone_transfer_completed");
    const paid = (await page(path)).html;
    expect(paid).toContain("Płatność zaksięgowana");
    expect(paid).not.toContain("Sprawdź status płatności");
  });

  it("say the instructions are available without order data for Nr-zamowienia", async () => {
    const response = await page("/instrukcje-przelewu-telefon/Nr-zamowienia");
    expect(response.status).toBe(200);
    expect(response.html).toContain("Instrukcje płatności są dostępne także bez danych zamówienia");
    expect(response.html).toContain("500 600 700");
    expect(response.html).not.toContain("Status zamówienia");
  });
});

describe("the order details page", () => {
  const DENIED = "Nie znaleziono zamówienia lub brak uprawnień";

  it("answers without a token, with a wrong one, and for an unknown number the same: 404 and nothing personal", async () => {
    const order = await newOrder();
    const paths = [
      `/order-details/${order.number}`,
      `/order-details/${order.number}?klucz=wrong-token`,
      `/order-details/${order.number}?klucz=`,
      `/order-details/ZAM-1999-000001?klucz=${order.accessToken}`,
    ];
    for (const path of paths) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      expect(response.html).toContain(DENIED);
      expect(response.html).toContain('href="/"');
      expectNoPersonalData(response.html);
      expect(response.html).not.toContain(formatPln(order.finalTotal));
      expectPrivatePage(response);
    }
  });

  it("shows the owner the lines, the customer, the totals and the statuses through the private link", async () => {
    const lines = [await seededPleatLine(), await seededDoorScreenLine()];
    const order = await newOrder(lines);
    const response = await page(privateOrderPath(order.number, order.accessToken));
    expect(response.status).toBe(200);
    expectPrivatePage(response);
    const { html } = response;
    for (const value of PERSONAL_DATA) expect(html).toContain(value);
    const pleat = lines[0]!;
    if (pleat.productType !== "plisy") throw new Error("a pleat line expected");
    expect(html).toContain(pleat.fabricCode);
    expect(html).toContain("Prowadnice: Prowadnica anodowana × 2");
    expect(html).toContain("Moskitiera drzwiowa");
    expect(html).toContain("Strona zawiasów: prawa (P)");
    for (const line of lines) expect(html).toContain(formatPln(line.totalPrice));
    expect(html).toContain(formatPln(order.finalTotal));
    expect(html).toContain("Kurier DPD");
    expect(html).toContain("Przelew tradycyjny");
    expect(html).toContain(">Nowe<");
    expect(html).toContain(">Oczekuje płatności<");
    expect(html).toContain('href="/profile"');
    // The private link's key goes on to the instructions, which then name the customer too.
    expect(html).toContain(`href="/instrukcje-przelewu/${order.number}?klucz=${order.accessToken}"`);
    expect(html).not.toContain("ZAMÓWIENIE ANULOWANE");
  });

  it("shows the cancelled banner for a cancelled order, naming the customer only when they cancelled, and asks for no payment", async () => {
    const order = await newOrder();
    await env.DB.prepare("update orders set order_status = 'anulowane', cancelled_by = 'klient' where number = ?").bind(order.number).run();
    const { html } = await page(privateOrderPath(order.number, order.accessToken));
    expect(html).toContain("ZAMÓWIENIE ANULOWANE</strong> - To zamówienie zostało anulowane przez klienta<");
    expect(html).toContain(">Anulowane<");
    expect(html).toContain(">Nie dotyczy (zamówienie anulowane)<");
    expect(html).not.toContain("Oczekuje płatności");
    expect(html).not.toContain('href="/instrukcje-przelewu/');

    // An order cancelled before the canceller was recorded names nobody.
    await env.DB.prepare("update orders set cancelled_by = null where number = ?").bind(order.number).run();
    expect((await page(privateOrderPath(order.number, order.accessToken))).html).toContain("ZAMÓWIENIE ANULOWANE</strong> - To zamówienie zostało anulowane<");
  });

  it("asks for no payment for a rejected order", async () => {
    const order = await newOrder();
    await setOrder(order.number, "order_status", "odrzucone");
    const { html } = await page(privateOrderPath(order.number, order.accessToken));
    expect(html).toContain(">Nie dotyczy (zamówienie odrzucone)<");
    expect(html).not.toContain("Oczekuje płatności");
    expect(html).not.toContain('href="/instrukcje-przelewu/');
    expect(html).not.toContain("ZAMÓWIENIE ANULOWANE");
  });

  it("is reached from the old paths with the token kept", async () => {
    const order = await newOrder();
    const response = await get(`/order/${order.number}?klucz=${order.accessToken}`);
    expect(response.status).toBe(301);
    const location = new URL(response.headers.get("location")!, "http://shop.test");
    expect(location.pathname + location.search).toBe(privateOrderPath(order.number, order.accessToken));
  });

  it("finds an order by its numeric id on the old paths, for its owner only", async () => {
    const order = await newOrder();
    const { id } = (await env.DB.prepare("select id from orders where number = ?").bind(order.number).first<{ id: number }>())!;
    for (const path of [`/order/${id}`, `/order-detail/${id}`, `/order-details/${id}`]) {
      const owner = await get(`${path}?klucz=${order.accessToken}`);
      expect(owner.status, path).toBe(301);
      expect(owner.headers.get("cache-control")).toBe("private, no-store");
      const location = new URL(owner.headers.get("location")!, "http://shop.test");
      expect(location.pathname + location.search).toBe(privateOrderPath(order.number, order.accessToken));

      // Nobody else learns the order's number from its id.
      for (const stranger of [path, `${path}?klucz=wrong-token`]) {
        const response = await page(stranger);
        expect(response.status, stranger).toBe(404);
        expect(response.headers.get("location")).toBeNull();
        expect(response.html).toContain(DENIED);
        expect(response.html).not.toContain(order.number);
        expectNoPersonalData(response.html);
      }
    }
  });

  it("finds a signed-in customer's order by its id, and not another customer's", async () => {
    const owner = await signedInCustomer();
    const other = await signedInCustomer();
    const result = await placeOrder(env, db, checkoutForm({ email: owner.email }), [await seededPleatLine()], owner.customer.user.id, await currentDeliveryPrices());
    if (!result.ok) throw new Error(result.message);
    const { id } = (await env.DB.prepare("select id from orders where number = ?").bind(result.number).first<{ id: number }>())!;

    const asOwner = await get(`/order-detail/${id}`, owner.cookie);
    expect(asOwner.status).toBe(301);
    expect(asOwner.headers.get("location")).toBe(`/order-details/${result.number}`);
    expect((await page(`/order-details/${result.number}`, owner.cookie)).status).toBe(200);

    const asOther = await page(`/order-detail/${id}`, other.cookie);
    expect(asOther.status).toBe(404);
    expect(asOther.html).toContain(DENIED);
  });

  it.each(["0", "-1", "1.5", "99999999999999999999", "%20"])("answers the id %s with 404, never an error", async (id) => {
    expect((await page(`/order/${id}`)).status).toBe(404);
  });
});

describe("the payment instructions overview", () => {
  it("explains every payment method and links to the generic transfer instructions", async () => {
    const response = await page("/instrukcje-platnosci");
    expect(response.status).toBe(200);
    for (const text of ["Przelew tradycyjny", "Przelew na telefon", "Za pobraniem", "Gotówka przy odbiorze", "PayU", IBAN_FORMATTED, "500 600 700"]) {
      expect(response.html).toContain(text);
    }
    // The tests' shop has PayU configured: it is offered, without a fee.
    expect(response.html).toContain("BLIK, karta płatnicza, szybki przelew lub płatność później.");
    expect(response.html).not.toContain("PayU jest obecnie niedostępne.");
    expect(response.html).toContain('href="/instrukcje-przelewu/Nr-zamowienia"');
    expect(response.html).not.toMatch(/automatycznie/i);
  });
});

describe("the payment result pages", () => {
  it("confirm a successful payment with the order number, next steps and the shop's contact", async () => {
    const response = await page("/payment-success?orderId=ZAM-2026-000123");
    expect(response.status).toBe(200);
    expect(response.html).toContain("Płatność zakończona pomyślnie!");
    expect(response.html).toContain("ZAM-2026-000123");
    expect(response.html).toContain("Co dalej?");
    expect(response.html).toContain('href="/profile"');
    expect(response.html).toContain("sklep@plisy-na-wymiar.example");
    expect(response.html).toContain('href="tel:+48500600700"');
  });

  it("report a failed payment, say the order is saved and offer the cart, another method and a transfer", async () => {
    const response = await page("/payment-failure?orderId=ZAM-2026-000123");
    expect(response.status).toBe(200);
    expect(response.html).toContain("Płatność nieudana");
    expect(response.html).toContain("zostało zapisane");
    expect(response.html).toContain("Spróbuj zapłacić ponownie");
    expect(response.html).toContain("inną metodę płatności");
    expect(response.html).toContain('href="/instrukcje-przelewu/ZAM-2026-000123"');
    expect(response.html).toContain('href="/koszyk"');
    expect(response.html).toContain("sklep@plisy-na-wymiar.example");
  });

  it("do not echo a malformed order id", async () => {
    const { html } = await page(`/payment-failure?orderId=${encodeURIComponent("<b>x</b>")}`);
    expect(html).not.toContain("Numer zamówienia:");
    expect(html).toContain('href="/instrukcje-przelewu/Nr-zamowienia"');
  });
});

describe("an order number alone (issue 42)", () => {
  const ORDER_PAGES = [
    { name: "the bank transfer page", path: (number: string) => `/instrukcje-przelewu/${number}` },
    { name: "the phone transfer page", path: (number: string) => `/instrukcje-przelewu-telefon/${number}` },
    { name: "the thank-you page", path: (number: string) => `/dziekujemy-za-zamowienie/${number}/przelew_bankowy?total=12345` },
  ];
  const MISSING = "ZAM-1999-000001";
  /** A page's markup with the number it was asked about, and what differs per request (nonces), taken out. */
  const comparable = (html: string, number: string) => html.replace(/nonce="[^"]*"/g, "").replaceAll(number, "NUMBER");

  async function orderWithDate() {
    const order = await newOrder();
    const row = await env.DB.prepare("select created_at from orders where number = ?").bind(order.number).first<{ created_at: number }>();
    return { ...order, date: formatDate(new Date(row!.created_at)) };
  }

  function expectNothingOf(order: { finalTotal: number; date: string }, html: string, label: string) {
    expectNoPersonalData(html);
    expect(html, label).not.toContain(formatPln(order.finalTotal));
    // Not even the amount the link carries: the shop's page would vouch for whatever a crafted link says.
    expect(html, label).not.toContain(formatPln(12_345));
    expect(html, label).not.toContain(order.date);
    for (const status of ["Status płatności", "Oczekuje płatności", "Oczekuje na płatność", "Przelew - oczekuje", "Anna"]) expect(html, label).not.toContain(status);
  }

  it.each(ORDER_PAGES)("$name answers a stranger counting numbers alike for an existing and a missing order, with none of its data", async ({ path }) => {
    const order = await orderWithDate();
    const other = await signedInCustomer();
    for (const [who, query, cookie] of [
      ["nobody", "", undefined],
      ["a wrong link", `klucz=${order.accessToken}x`, undefined],
      ["another customer", "", other.cookie],
    ] as const) {
      const withQuery = (number: string) => (query ? `${path(number)}${path(number).includes("?") ? "&" : "?"}${query}` : path(number));
      const existing = await page(withQuery(order.number), cookie);
      const missing = await page(withQuery(MISSING), cookie);
      expect(existing.status, who).toBe(200);
      expect(missing.status, who).toBe(200);
      expect(comparable(existing.html, order.number), who).toBe(comparable(missing.html, MISSING));
      expectNothingOf(order, existing.html, who);
      // What it offers instead: the general instructions and a fresh link to the order's own address.
      expect(existing.html, who).toContain("Wyślij nowy link");
      expectPrivatePage(existing);
    }
  });

  it.each(ORDER_PAGES.slice(0, 2))("$name shows a stranger the general instructions with the number typed as the title", async ({ path }) => {
    const order = await orderWithDate();
    const { html } = await page(path(order.number));
    expect(html).toContain("500 600 700");
    expect(html).toContain("Kwota do zapłaty z potwierdzenia zamówienia");
    expect(html).toMatch(new RegExp(`Tytuł przelewu</dt><dd[^>]*><span[^>]*>${order.number}<`));
    // Something that is not an order number is never shown back as the title.
    expect((await page(path("Wpłać-na-inne-konto"))).html).not.toContain("Wpłać-na-inne-konto");
  });

  it("the thank-you page leads a stranger to the instructions of the method in its address, without the link's key", async () => {
    const order = await orderWithDate();
    const { html } = await page(`/dziekujemy-za-zamowienie/${order.number}/przelew_telefon`);
    expect(html).toContain(`href="/instrukcje-przelewu-telefon/${order.number}"`);
    expect(html).toContain('href="/instrukcje-platnosci"');
    expect(html).not.toContain("Dziękujemy za zamówienie!");
    expect(html).not.toContain("klucz=");
  });

  it("the link holder and the signed-in owner see everything on every page", async () => {
    const owner = await signedInCustomer();
    const result = await placeOrder(env, db, checkoutForm({ email: owner.email }), [await seededPleatLine()], owner.customer.user.id, await currentDeliveryPrices());
    if (!result.ok) throw new Error(result.message);
    const row = await env.DB.prepare("select created_at from orders where number = ?").bind(result.number).first<{ created_at: number }>();
    for (const [who, query, cookie] of [
      ["the link holder", `klucz=${result.accessToken}`, undefined],
      ["the owner", "", owner.cookie],
    ] as const) {
      for (const { path } of ORDER_PAGES) {
        const url = query ? `${path(result.number)}${path(result.number).includes("?") ? "&" : "?"}${query}` : path(result.number);
        const response = await page(url, cookie);
        expect(response.status, `${who} ${url}`).toBe(200);
        expect(response.html, `${who} ${url}`).toContain(formatPln(result.finalTotal));
        expect(response.html, `${who} ${url}`).not.toContain("Wyślij nowy link");
        if (path(result.number).startsWith("/instrukcje")) {
          expect(response.html, `${who} ${url}`).toContain(formatDate(new Date(row!.created_at)));
          expect(response.html, `${who} ${url}`).toContain("Oczekuje na płatność");
          expect(response.html, `${who} ${url}`).toMatch(/Klient<\/dt><dd[^>]*>Anna Nowak</);
        } else {
          expect(response.html, `${who} ${url}`).toContain("Dziękujemy za zamówienie!");
        }
      }
    }
  });

  it.each([
    ["payu", "payu_completed", "PayU - opłacone"],
    ["payu", "paid", "Opłacone"],
    ["przelew_telefon", "transfer_completed", "Przelew - opłacone"],
  ])("the transfer pages of a %s order with %s say it is paid and ask for no transfer", async (method, status, label) => {
    const order = await newOrder();
    await setOrder(order.number, "payment_method", method);
    await setOrder(order.number, "payment_status", status);
    for (const path of ["/instrukcje-przelewu", "/instrukcje-przelewu-telefon"]) {
      const { html } = await page(`${path}/${order.number}?klucz=${order.accessToken}`);
      expect(html, path).toContain(label);
      expect(html, path).toContain("Płatność zaksięgowana");
      expect(html, path).toContain("jest opłacone");
      for (const request of [
        "Oczekuje na płatność",
        "Sprawdź status płatności",
        "Opłać zamówienie",
        "Kwota do zapłaty",
        "Przelew wykonaj",
        IBAN_FORMATTED,
        "Jak zapłacić przelewem na telefon?",
      ]) {
        expect(html, `${path}: ${request}`).not.toContain(request);
      }
    }
  });

  it("the transfer page says how a payment is booked: by hand in the back-office, then an e-mail, as the shop does", async () => {
    const order = await newOrder();
    const booking =
      "Wpłaty księgujemy ręcznie: sprawdzamy wpływy na naszym koncie i gdy zobaczymy Twój przelew, oznaczamy zamówienie jako opłacone. Wtedy wyślemy Ci e-mail z nowym statusem płatności.";
    const pending = await page(`/instrukcje-przelewu/${order.number}?klucz=${order.accessToken}`);
    expect(pending.html).toContain(booking);
    expect(pending.html).toContain("Przelewy księgujemy ręcznie, więc status nie zmieni się od razu po wysłaniu przelewu.");

    // What the sentence promises: the owner marks it paid, the page says so and the customer's e-mail is on its way.
    const events = keptEvents();
    expect(await setStatus(events.env, testActor, "paymentStatus", "transfer_completed", [order.number])).toEqual({ found: 1, changed: 1 });
    // and its invoice (issue 46), announced once.
    expect(events.sent).toEqual([
      { id: expect.any(String), type: "status_update", orderNumber: order.number },
      { id: expect.any(String), type: "invoice_issued", invoiceId: expect.any(Number) },
    ]);
    expect((await page(`/instrukcje-przelewu/${order.number}?klucz=${order.accessToken}`)).html).toContain("Płatność zaksięgowana");
  });
});
