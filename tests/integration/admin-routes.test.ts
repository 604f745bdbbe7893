import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/server/platform/db.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { buildOrdersExport } from "../../workers/events/orders-export";
import { answerOf, flashOf, get, ORIGIN, post, request, signedIn, visible, type Session } from "../support/workers/admin";
import { secretShown, totpCode } from "../support/totp";
import { checkoutForm, seededPleatLine, currentDeliveryPrices } from "../support/workers/orders";

// The back-office pages through the worker, as the browser uses them: documents and form posts
// (a fetcher's post is the same action). Every route checks the administrator and the code step
// itself, so each one is knocked on by a visitor, a customer and an administrator without the code.

async function placedOrder(change = {}) {
  const result = await placeOrder(env, getDb(env), checkoutForm(change), [await seededPleatLine()], null, await currentDeliveryPrices());
  if (!result.ok) throw new Error(result.message);
  return result.number;
}

const orderRow = (number: string) => env.DB.prepare("select order_status, payment_status, accepted, rejection_reason from orders where number = ?").bind(number).first();
const profileFlags = (userId: string) => env.DB.prepare("select account_verified, admin from profiles where id = ?").bind(userId).first();
const exportJobCount = async () => (await env.DB.prepare("select count(*) as n from export_jobs").first<{ n: number }>())!.n;

describe("every admin route refuses whoever is not a signed-in administrator past the code step", () => {
  let customer: Session;
  let adminWithoutCode: Session;
  let target: string;

  beforeAll(async () => {
    customer = await signedIn();
    adminWithoutCode = await signedIn({ admin: true });
    target = await placedOrder();
  });

  const pages = [
    "/admin-panel",
    "/admin/excel-bot",
    "/admin-users",
    "/admin-products",
    "/admin-stats",
    "/admin-settings",
    "/admin-audit",
    "/admin-samples",
    "/admin-wysylka",
    "/admin-faktury",
    "/admin-faktury/rejestr.csv?miesiac=2026-11",
    "/admin-zamowienia/ZAM-2026-000001/specyfikacja",
    "/admin/wyloguj",
    `/admin/eksport/${crypto.randomUUID()}`,
  ];
  const actions: [string, Record<string, string | string[]>][] = [
    ["/admin/excel-bot", { intent: "accept", number: "TARGET" }],
    ["/admin/excel-bot", { intent: "reject", number: "TARGET", reason: "Brak tkaniny" }],
    ["/admin/excel-bot", { intent: "order-status", orderStatus: "gotowe", numbers: ["TARGET"] }],
    ["/admin/excel-bot", { intent: "payment-status", paymentStatus: "paid", numbers: ["TARGET"] }],
    ["/admin/excel-bot", { intent: "delete", numbers: ["TARGET"] }],
    ["/admin/excel-bot", { intent: "export" }],
    ["/admin-users", { intent: "verified", userId: "CUSTOMER", value: "false" }],
    ["/admin-users", { intent: "admin", userId: "CUSTOMER", value: "true" }],
    ["/admin-samples", { id: crypto.randomUUID(), status: "wyslane" }],
    ["/admin-wysylka", { intent: "ship", "0.number": "TARGET", "0.carrier": "dpd", "0.trackingNumber": "0000123456789U" }],
    ["/admin/wyloguj", {}],
  ];
  const codeSteps: typeof actions = [
    ["/admin-auth", { intent: "enter", code: env.ADMIN_ACCESS_CODE, totp: "123456" }],
    ["/admin-auth", { intent: "enrol", password: "tajneHaslo1" }],
  ];
  const withTarget = (fields: Record<string, string | string[]>) =>
    JSON.parse(JSON.stringify(fields).replaceAll("TARGET", target).replaceAll("CUSTOMER", customer.userId)) as Record<string, string | string[]>;

  it("sends a visitor to /", async () => {
    for (const path of ["/admin", "/admin-auth", ...pages]) {
      const response = await get(path);
      expect([path, response.status, response.headers.get("Location")]).toEqual([path, 302, "/"]);
    }
    for (const [path, fields] of [...codeSteps, ...actions]) {
      const response = await post(path, withTarget(fields));
      expect([path, fields.intent, response.status, response.headers.get("Location")]).toEqual([path, fields.intent, 302, "/"]);
    }
  });

  it("sends a customer to / with 'Brak dostępu'", async () => {
    for (const path of ["/admin", "/admin-auth", ...pages]) {
      const response = await get(path, customer.cookie);
      expect([path, response.status, response.headers.get("Location"), flashOf(response)?.text]).toEqual([path, 302, "/", "Brak dostępu"]);
    }
    for (const [path, fields] of [...codeSteps, ...actions]) {
      const response = await post(path, withTarget(fields), customer.cookie);
      expect([path, fields.intent, response.status, response.headers.get("Location"), flashOf(response)?.text]).toEqual([path, fields.intent, 302, "/", "Brak dostępu"]);
    }
  });

  it("sends an administrator without the code step to /admin-auth", async () => {
    for (const path of pages) {
      const response = await get(path, adminWithoutCode.cookie);
      expect([path, response.status, response.headers.get("Location")]).toEqual([path, 302, "/admin-auth"]);
    }
    for (const [path, fields] of actions) {
      const response = await post(path, withTarget(fields), adminWithoutCode.cookie);
      expect([path, fields.intent, response.status, response.headers.get("Location")]).toEqual([path, fields.intent, 302, "/admin-auth"]);
    }
    // A fetcher's request is refused the same way.
    const data = await request("/admin/excel-bot.data", { fields: withTarget(actions[4]![1]), cookie: adminWithoutCode.cookie });
    expect(data.status).toBe(202);
    expect(await data.text()).toContain('"redirect","/admin-auth"');
  });

  it("changed nothing for any of them", async () => {
    expect(await orderRow(target)).toEqual({ order_status: "nowe", payment_status: "oczekujaca", accepted: null, rejection_reason: null });
    expect(await profileFlags(customer.userId)).toEqual({ account_verified: 1, admin: 0 });
    expect(await exportJobCount()).toBe(0);
    const entries = await env.DB.prepare("select count(*) as n from audit_log where user_id in (?, ?)").bind(customer.userId, adminWithoutCode.userId).first<{ n: number }>();
    expect(entries!.n).toBe(0);
    // The administrator without the code step is still without it.
    expect((await get("/admin-panel", adminWithoutCode.cookie)).headers.get("Location")).toBe("/admin-auth");
  });
});

/** A 6-digit code one off the given one: wrong, whatever the time. */
const wrongAt = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("the gate", () => {
  it("enrols an authenticator app on the first visit, then asks the access code and the app's code together", async () => {
    const admin = await signedIn({ admin: true });
    const page = await get("/admin-auth", admin.cookie);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await visible(page);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    // First the account's password, before any secret is made or shown.
    expect(html).toMatch(/<input(?=[^>]*name="password")(?=[^>]*type="password")(?=[^>]*autoComplete="current-password")[^>]*>/);
    expect(html).toContain("Pokaż kod QR");
    expect(html).not.toContain('name="code"');

    const wrongPassword = await post("/admin-auth", { intent: "enrol", password: "zleHaslo1" }, admin.cookie);
    expect(wrongPassword.status).toBe(400);
    expect(await visible(wrongPassword)).toContain("Nieprawidłowe hasło");
    expect((await post("/admin-auth", { intent: "enrol" }, admin.cookie)).status).toBe(400);

    const enrolment = await post("/admin-auth", { intent: "enrol", password: "tajneHaslo1" }, admin.cookie);
    expect(enrolment.status).toBe(200);
    const enrolHtml = await visible(enrolment);
    // The QR code is drawn by the page itself: an SVG, no image from anywhere else.
    expect(enrolHtml).toMatch(/<svg role="img" aria-label="Kod QR klucza aplikacji uwierzytelniającej" viewBox="0 0 (\d+) \1"[^>]*>[\s\S]*?<path d="M[\d hvMz-]+"/);
    const secret = secretShown(enrolHtml);
    expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
    expect(enrolHtml).toMatch(/<input(?=[^>]*name="code")(?=[^>]*maxLength="4")(?=[^>]*autoComplete="off")[^>]*>/);
    expect(enrolHtml).toMatch(/<input(?=[^>]*name="totp")(?=[^>]*inputMode="numeric")(?=[^>]*autoComplete="one-time-code")[^>]*>/);
    expect(enrolHtml).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>Potwierdź i wejdź do panelu/);

    // A mistyped first code: nothing is confirmed, and a page without scripts asks for the password again (a new secret).
    const mistyped = await post("/admin-auth", { intent: "enter", code: env.ADMIN_ACCESS_CODE, totp: wrongAt(await totpCode(secret)) }, admin.cookie);
    expect(mistyped.status).toBe(400);
    const mistypedHtml = await visible(mistyped);
    expect(mistypedHtml).toContain("Nieprawidłowy kod dostępu lub kod z aplikacji");
    expect(mistypedHtml).toContain('name="password"');
    expect(() => secretShown(mistypedHtml)).toThrow();
    const secretAgain = secretShown(await visible(await post("/admin-auth", { intent: "enrol", password: "tajneHaslo1" }, admin.cookie)));
    expect(secretAgain).not.toBe(secret);
    // The first secret was replaced: its codes open nothing.
    expect((await post("/admin-auth", { intent: "enter", code: env.ADMIN_ACCESS_CODE, totp: await totpCode(secret) }, admin.cookie)).status).toBe(400);

    const right = await totpCode(secretAgain);
    const entered = await post("/admin", { intent: "enter", code: env.ADMIN_ACCESS_CODE, totp: right }, admin.cookie);
    expect(entered.status).toBe(302);
    expect(entered.headers.get("Location")).toBe("/admin-panel");
    expect(flashOf(entered)?.text).toBe("Dostęp autoryzowany");

    for (const path of ["/admin", "/admin-auth"]) expect((await get(path, admin.cookie)).headers.get("Location")).toBe("/admin-panel");
    const panel = await get("/admin-panel", admin.cookie);
    expect(panel.status).toBe(200);
    expect(panel.headers.get("Cache-Control")).toBe("private, no-store");
    const panelHtml = await visible(panel);
    for (const [tile, path] of [
      ["Excel Bot", "/admin/excel-bot"],
      ["Użytkownicy", "/admin-users"],
      ["Produkty", "/admin-products"],
      ["Statystyki", "/admin-stats"],
      ["Ustawienia", "/admin-settings"],
      ["Dziennik zdarzeń", "/admin-audit"],
    ]) {
      expect(panelHtml).toContain(`href="${path}"`);
      expect(panelHtml).toContain(`>${tile}</a>`);
    }
    expect(panelHtml).toContain("Wyloguj z panelu");

    // Enrolled: the next time only the two codes are asked, together, and the secret is never shown again.
    await post("/admin/wyloguj", {}, admin.cookie);
    const again = await visible(await get("/admin-auth", admin.cookie));
    expect(again).not.toContain('name="password"');
    expect(() => secretShown(again)).toThrow();
    expect(again).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>Wejdź do panelu/);
    const next = await totpCode(secretAgain, Date.now() + 30_000);
    for (const codes of [
      { code: "0000", totp: next },
      { code: env.ADMIN_ACCESS_CODE, totp: wrongAt(next) },
      // A code already used once, right as it is, opens nothing again.
      { code: env.ADMIN_ACCESS_CODE, totp: right },
      { code: "12", totp: next },
      { code: env.ADMIN_ACCESS_CODE, totp: "12a456" },
      { code: env.ADMIN_ACCESS_CODE },
    ] as Record<string, string>[]) {
      const refused = await post("/admin-auth", { intent: "enter", ...codes }, admin.cookie);
      expect(refused.status).toBe(400);
      const refusedHtml = await visible(refused);
      expect(refusedHtml).toContain("Nieprawidłowy kod dostępu lub kod z aplikacji");
      expect(refusedHtml).toMatch(/<input(?=[^>]*name="code")(?=[^>]*value="")[^>]*>/);
      expect(refusedHtml).toMatch(/<input(?=[^>]*name="totp")(?=[^>]*value="")[^>]*>/);
    }
    expect((await post("/admin-auth", { intent: "enter", code: env.ADMIN_ACCESS_CODE, totp: next }, admin.cookie)).headers.get("Location")).toBe("/admin-panel");
  });

  it("says so when the attempts of one address are used up", async () => {
    const admin = await signedIn({ admin: true, gate: true });
    await post("/admin/wyloguj", {}, admin.cookie);
    const ip = "2001:db8:ad:ffff::1";
    const attempt = (code: string, totp: string) =>
      exports.default.fetch(
        new Request(`${ORIGIN}/admin-auth`, {
          method: "POST",
          body: new URLSearchParams({ intent: "enter", code, totp }),
          headers: { Origin: ORIGIN, "CF-Connecting-IP": ip, Cookie: admin.cookie },
          redirect: "manual",
        }),
      );
    for (let i = 0; i < 5; i++) await attempt("0000", "000000");
    const limited = await attempt(env.ADMIN_ACCESS_CODE, await totpCode(admin.secret!, Date.now() + 30_000));
    expect(limited.status).toBe(429);
    expect(await visible(limited)).toContain("Zbyt wiele prób");
  });

  it("leaves the panel: the gate is cleared, the shop session stays", async () => {
    const admin = await signedIn({ admin: true, gate: true });
    const left = await post("/admin/wyloguj", {}, admin.cookie);
    expect(left.headers.get("Location")).toBe("/");
    expect(flashOf(left)?.text).toBe("Wylogowano z panelu administratora");
    expect((await get("/admin-panel", admin.cookie)).headers.get("Location")).toBe("/admin-auth");
    expect((await get("/profile", admin.cookie)).status).toBe(200);
  });
});

describe("the products section", () => {
  it("leads to each part of the catalogue", async () => {
    const admin = await signedIn({ admin: true, gate: true });
    const response = await get("/admin-products", admin.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await visible(response);
    expect(html).toContain(">Produkty</h1>");
    expect(html).not.toContain("Funkcjonalność w przygotowaniu");
    for (const path of [
      "/admin-products/tkaniny",
      "/admin-products/profile-plis",
      "/admin-products/dodatki",
      "/admin-products/profile-moskitier",
      "/admin-products/siatki",
      "/admin-products/kody-rabatowe",
    ]) {
      expect(html).toContain(`href="${path}"`);
    }
  });
});

describe("Excel Bot: the orders", () => {
  let admin: Session;
  beforeAll(async () => {
    admin = await signedIn({ admin: true, gate: true });
  });

  it("lists orders newest first with their customer, lines and statuses, filters and searches", async () => {
    const older = await placedOrder({ notes: "Proszę dzwonić przed dostawą" });
    const cancelled = await placedOrder({ lastName: "Kowalczyk", wantsInvoice: true, companyName: "Plisy Sp. z o.o.", companyNip: "5260250995" });
    await env.DB.prepare("update orders set order_status = 'anulowane', cancelled_by = 'klient' where number = ?").bind(cancelled).run();

    const response = await get("/admin/excel-bot", admin.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await visible(response);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain('href="/admin-panel"');
    expect(html.indexOf(cancelled)).toBeLessThan(html.indexOf(older));
    expect(html).toContain("ZAMÓWIENIE ANULOWANE");
    expect(html).toContain("To zamówienie zostało anulowane przez klienta");
    expect(html).toContain("Proszę dzwonić przed dostawą");
    expect(html).toContain("Plisy Sp. z o.o., NIP 5260250995");
    expect(html).toContain("anna.nowak@example.pl");
    expect(html).toContain("Oczekuje płatności");
    expect(html).toContain("Akceptacja: Oczekuje");
    const fabric = await env.DB.prepare(
      "select f.code, f.name, f.category from order_items i join orders o on o.id = i.order_id join fabrics f on f.code = i.fabric_code where o.number = ?",
    )
      .bind(older)
      .first<{ code: string; name: string; category: string }>();
    expect(html).toContain(`${fabric!.code}</span> — ${fabric!.name}, kategoria ${fabric!.category}`);

    const searched = await visible(await get(`/admin/excel-bot?szukaj=Kowalczyk`, admin.cookie));
    expect(searched).toContain(cancelled);
    expect(searched).not.toContain(older);
    const filtered = await visible(await get(`/admin/excel-bot?status=anulowane&szukaj=${encodeURIComponent(older)}`, admin.cookie));
    expect(filtered).toContain("Brak zamówień spełniających kryteria.");
    // Nonsense in the URL is ignored, never an error.
    expect((await get("/admin/excel-bot?status=zle&platnosc=%00&strona=-4", admin.cookie)).status).toBe(200);
  });

  it("says who cancelled an order: the customer, the shop, or nobody named for an older order", async () => {
    const [byCustomer, byShop, older] = [await placedOrder(), await placedOrder(), await placedOrder()];
    await env.DB.prepare("update orders set order_status = 'anulowane', cancelled_by = 'klient' where number = ?").bind(byCustomer).run();
    expect(await answerOf("/admin/excel-bot", { intent: "order-status", orderStatus: "anulowane", numbers: byShop }, admin.cookie)).toMatchObject({ status: 200 });
    await env.DB.prepare("update orders set order_status = 'anulowane' where number = ?").bind(older).run();

    const banner = async (number: string) => {
      const html = await visible(await get(`/admin/excel-bot?szukaj=${number}`, admin.cookie));
      return html.match(/ZAMÓWIENIE ANULOWANE<\/strong> - ([^<]*)</)?.[1];
    };
    expect(await banner(byCustomer)).toBe("To zamówienie zostało anulowane przez klienta");
    expect(await banner(byShop)).toBe("To zamówienie zostało anulowane przez sklep");
    expect(await banner(older)).toBe("To zamówienie zostało anulowane");
  });

  it("offers statuses by their labels only, each label once", async () => {
    const number = await placedOrder();
    const html = await visible(await get(`/admin/excel-bot?szukaj=${number}`, admin.cookie));
    const selects = [...html.matchAll(/<select[^>]*>([\s\S]*?)<\/select>/g)].map(([, options]) =>
      [...options!.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map(([, label]) => label!),
    );
    // The filters, the two bulk changes and the order's own two selects.
    expect(selects).toHaveLength(6);
    for (const labels of selects) {
      expect(new Set(labels).size).toBe(labels.length);
      for (const label of labels) expect(label).not.toMatch(/\(|_/);
    }
    expect(selects.flat()).toContain("PayPo - oczekuje płatności");
    // The order's payment select: its current 'oczekujaca' and the shop's choices, 'pending' (the same label) left out.
    expect(html).toMatch(/<option value="oczekujaca" selected="">Oczekuje płatności<\/option>/);
    expect(selects.at(-1)).toEqual([
      "Oczekuje płatności",
      "Opłacone",
      "PayU - oczekuje płatności",
      "PayU - opłacone",
      "PayU - anulowane",
      "Płatność nieudana",
      "Zwrócone",
      "Przelew - oczekuje",
      "Przelew - opłacone",
    ]);

    // Filtering by the shared label finds an order whatever status carries it.
    await env.DB.prepare("update orders set payment_status = 'pending' where number = ?").bind(number).run();
    expect(await visible(await get(`/admin/excel-bot?platnosc=oczekujaca&szukaj=${number}`, admin.cookie))).toContain(`Zaznacz zamówienie ${number}`);
    expect(await visible(await get(`/admin/excel-bot?platnosc=paid&szukaj=${number}`, admin.cookie))).toContain("Brak zamówień spełniających kryteria.");
  });

  it("pages through the orders, 25 at a time", async () => {
    const total = (await env.DB.prepare("select count(*) as n from orders").first<{ n: number }>())!.n;
    for (let i = total; i < 27; i++) await placedOrder();
    const first = await visible(await get("/admin/excel-bot", admin.cookie));
    expect(first.match(/aria-label="Zaznacz zamówienie /g)).toHaveLength(25);
    expect(first).toContain('href="/admin/excel-bot?strona=2"');
    const second = await visible(await get("/admin/excel-bot?strona=2", admin.cookie));
    expect(second.match(/aria-label="Zaznacz zamówienie /g)!.length).toBeGreaterThan(0);
  });

  it("accepts once, and rejects with a reason", async () => {
    const accepted = await placedOrder();
    expect(await answerOf("/admin/excel-bot", { intent: "accept", number: accepted }, admin.cookie)).toMatchObject({
      status: 200,
      text: expect.stringContaining("Zamówienie zaakceptowane"),
    });
    expect(await orderRow(accepted)).toMatchObject({ accepted: 1, order_status: "zaakceptowane" });
    expect(await answerOf("/admin/excel-bot", { intent: "accept", number: accepted }, admin.cookie)).toMatchObject({
      status: 409,
      text: expect.stringContaining("Nie udało się zaakceptować zamówienia"),
    });

    const rejected = await placedOrder();
    expect(await answerOf("/admin/excel-bot", { intent: "reject", number: rejected, reason: "  Tkanina wycofana  " }, admin.cookie)).toMatchObject({
      status: 200,
      text: expect.stringContaining("Zamówienie odrzucone"),
    });
    expect(await orderRow(rejected)).toMatchObject({ accepted: 0, order_status: "odrzucone", rejection_reason: "Tkanina wycofana" });
    expect(await answerOf("/admin/excel-bot", { intent: "reject", number: rejected }, admin.cookie)).toMatchObject({
      status: 409,
      text: expect.stringContaining("Nie udało się odrzucić zamówienia"),
    });
  });

  it("changes the statuses of one order and of a selection", async () => {
    const numbers = [await placedOrder(), await placedOrder()];
    expect(await answerOf("/admin/excel-bot", { intent: "order-status", orderStatus: "w_realizacji", numbers: numbers[0]! }, admin.cookie)).toMatchObject({
      status: 200,
      text: expect.stringContaining("Status zamówienia zmieniony"),
    });
    expect(await orderRow(numbers[0]!)).toMatchObject({ order_status: "w_realizacji" });

    expect(await answerOf("/admin/excel-bot", { intent: "payment-status", paymentStatus: "transfer_completed", numbers }, admin.cookie)).toMatchObject({
      status: 200,
      text: expect.stringContaining("Status płatności zmieniony"),
    });
    for (const number of numbers) expect(await orderRow(number)).toMatchObject({ payment_status: "transfer_completed" });
  });

  it("asks for a selection, and refuses bad input with 400, never 500", async () => {
    for (const [fields, message] of [
      [{ intent: "payment-status", paymentStatus: "paid" }, "Wybierz zamówienia do zmiany statusu płatności"],
      [{ intent: "order-status", orderStatus: "gotowe" }, "Wybierz zamówienia do zmiany statusu zamówienia"],
      [{ intent: "delete" }, "Wybierz zamówienia do usunięcia"],
      [{ intent: "order-status", orderStatus: "wymyślony", numbers: "ZAM-2026-000001" }, "Nie udało się zaktualizować statusu zamówienia"],
      [{ intent: "payment-status", paymentStatus: "oczekujaca", numbers: "ZAM-2026-000001" }, "Nie udało się zaktualizować statusu płatności"],
      [{ intent: "accept", number: "1; drop table orders" }, "Nie udało się zaakceptować zamówienia"],
      [{ intent: "delete", numbers: Array.from({ length: 26 }, (_, i) => `ZAM-2026-${String(i).padStart(6, "0")}`) }, "Nie udało się usunąć zamówień"],
      [{ intent: "constructor" }, "Nieznana operacja"],
      [{}, "Nieznana operacja"],
    ] as const) {
      expect(await answerOf("/admin/excel-bot", fields as Record<string, string>, admin.cookie)).toMatchObject({ status: 400, text: expect.stringContaining(message) });
    }
    // The same as a plain form post: the page again, with a 400.
    expect((await post("/admin/excel-bot", { intent: "payment-status", paymentStatus: "paid" }, admin.cookie)).status).toBe(400);
  });

  it("deletes the selected orders", async () => {
    const numbers = [await placedOrder(), await placedOrder()];
    expect(await answerOf("/admin/excel-bot", { intent: "delete", numbers }, admin.cookie)).toMatchObject({ status: 200, text: expect.stringContaining("Usunięto 2 zamówienia") });
    for (const number of numbers) expect(await orderRow(number)).toBeNull();
    expect(await answerOf("/admin/excel-bot", { intent: "delete", numbers: numbers[0]! }, admin.cookie)).toMatchObject({
      status: 409,
      text: expect.stringContaining("Nie udało się usunąć zamówienia"),
    });
  });

  it("redirects /admin-excel-bot permanently to /admin/excel-bot", async () => {
    const response = await get("/admin-excel-bot?strona=2");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/admin/excel-bot?strona=2");
  });
});

describe("Excel Bot: the CSV export", () => {
  it("queues a job, shows it, and serves the finished file to administrators only", async () => {
    const admin = await signedIn({ admin: true, gate: true });
    await placedOrder();
    expect(await answerOf("/admin/excel-bot", { intent: "export" }, admin.cookie)).toMatchObject({ status: 200 });
    const job = await env.DB.prepare("select id, file_name as fileName from export_jobs where requested_by = ? order by created_at desc")
      .bind(admin.userId)
      .first<{ id: string; fileName: string }>();
    expect(job!.fileName).toMatch(/^zamowienia_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await visible(await get("/admin/excel-bot", admin.cookie))).toContain(job!.fileName);

    await buildOrdersExport(env, job!.id);
    const page = await visible(await get("/admin/excel-bot", admin.cookie));
    expect(page).toContain(`href="/admin/eksport/${job!.id}"`);

    const download = await get(`/admin/eksport/${job!.id}`, admin.cookie);
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(download.headers.get("Content-Disposition")).toBe(`attachment; filename="${job!.fileName}"`);
    expect(download.headers.get("Cache-Control")).toBe("private, no-store");
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3)).startsWith("Numer zamówienia;")).toBe(true);

    for (const id of [crypto.randomUUID(), "nie-uuid"]) expect((await get(`/admin/eksport/${id}`, admin.cookie)).status).toBe(404);
    expect((await get(`/admin/eksport/${job!.id}`)).headers.get("Location")).toBe("/");
  });

  it("says a failed export failed", async () => {
    const admin = await signedIn({ admin: true, gate: true });
    await env.DB.prepare("insert into export_jobs (id, status, requested_by, file_name, error) values (?, 'failed', ?, 'zamowienia_2026-01-02.csv', 'x')")
      .bind(crypto.randomUUID(), admin.userId)
      .run();
    expect(await visible(await get("/admin/excel-bot", admin.cookie))).toContain("Nie udało się wygenerować pliku CSV");
  });
});

describe("the users page", () => {
  it("lists the accounts and toggles verification and the administrator flag", async () => {
    const admin = await signedIn({ admin: true, gate: true });
    const customer = await signedIn();
    const page = await get("/admin-users", admin.cookie);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await visible(page);
    expect(html).toContain(customer.email);
    expect(html).toContain(customer.userId);
    expect(html.indexOf(customer.email)).toBeLessThan(html.indexOf(admin.email));
    expect(html).toContain("600 700 800");

    const toggle = (intent: string, value: boolean, userId = customer.userId) => answerOf("/admin-users", { intent, userId, value: String(value) }, admin.cookie);
    expect(await toggle("verified", false)).toMatchObject({ status: 200, text: expect.stringContaining("Konto odweryfikowane") });
    expect(await profileFlags(customer.userId)).toMatchObject({ account_verified: 0 });
    expect(await toggle("verified", true)).toMatchObject({ status: 200, text: expect.stringContaining("Konto zweryfikowane") });
    expect(await toggle("admin", true)).toMatchObject({ status: 200, text: expect.stringContaining("Status administratora nadany") });
    expect(await profileFlags(customer.userId)).toEqual({ account_verified: 1, admin: 1 });
    expect(await toggle("admin", false)).toMatchObject({ status: 200, text: expect.stringContaining("Status administratora odebrany") });
    expect(await profileFlags(customer.userId)).toMatchObject({ admin: 0 });

    expect(await toggle("verified", true, "nie-ma-takiego")).toMatchObject({ status: 409, text: expect.stringContaining("Nie udało się zmienić statusu weryfikacji") });
    expect(await toggle("admin", true, "nie-ma-takiego")).toMatchObject({ status: 409, text: expect.stringContaining("Nie udało się zmienić statusu administratora") });
    expect(await answerOf("/admin-users", { intent: "admin", userId: customer.userId, value: "tak" }, admin.cookie)).toMatchObject({ status: 400 });
  });

  it("asks before granting or removing administrator rights; verification switches at once", async () => {
    const admin = await signedIn({ admin: true, gate: true });
    const customer = await signedIn();
    const other = await signedIn({ admin: true });
    const html = await visible(await get("/admin-users", admin.cookie));
    const switchOf = (label: string) => html.match(new RegExp(`<button[^>]*aria-label="${label}"[^>]*>`))?.[0] ?? "";
    const name = "Ewa Zielińska";
    // Each administrator switch only opens its dialog (it works before hydration too, through invoker commands).
    for (const flagSwitch of [switchOf(`Administrator: ${name}`)]) {
      expect(flagSwitch).toContain('type="button"');
      expect(flagSwitch).toContain('aria-haspopup="dialog"');
      expect(flagSwitch).toContain('command="show-modal"');
    }
    expect(html.match(/<dialog[^>]*>\s*<h2[^>]*>Nadać uprawnienia administratora\?<\/h2>/g)?.length).toBeGreaterThanOrEqual(1);
    expect(html).toMatch(/<dialog[^>]*>\s*<h2[^>]*>Odebrać uprawnienia administratora\?<\/h2>/);
    expect(html).toMatch(/<dialog[^>]*>\s*<h2[^>]*>Odebrać sobie uprawnienia administratora\?<\/h2>/);
    expect(html).toContain("Tak, nadaj uprawnienia");
    // The grant dialog posts the grant for that account.
    const grantDialog = html.slice(html.indexOf("Nadać uprawnienia administratora?"));
    expect(grantDialog.slice(0, grantDialog.indexOf("</dialog>"))).toMatch(/name="value" value="true"/);
    // Verification still switches with one click.
    expect(switchOf(`Konto zweryfikowane: ${name}`)).toContain('type="submit"');
    expect([customer.email, other.email].every((email) => html.includes(email))).toBe(true);
  });

  it("sends an administrator who removes their own flag out of the panel", async () => {
    const admin = await signedIn({ admin: true, gate: true });
    const response = await post("/admin-users", { intent: "admin", userId: admin.userId, value: "false" }, admin.cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(flashOf(response)?.text).toBe("Status administratora odebrany");
    const after = await get("/admin-users", admin.cookie);
    expect([after.headers.get("Location"), flashOf(after)?.text]).toEqual(["/", "Brak dostępu"]);
  });
});
