import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { getCustomer, register, signIn, verifyEmail } from "~/server/accounts.server";
import { authorizeAdmin } from "~/server/admin.server";
import { getDb } from "~/server/db.server";
import { placeOrder } from "~/server/orders.server";
import { buildOrdersExport } from "../../workers/events/orders-export";
import { capturingCodes, clientRequest, cookieFrom, registration } from "../support/workers/accounts";
import { checkoutForm, seededPleatLine } from "../support/workers/orders";

// The back-office pages through the worker, as the browser uses them: documents and form posts
// (a fetcher's post is the same action). Every route checks the administrator and the code step
// itself, so each one is knocked on by a visitor, a customer and an administrator without the code.

const ORIGIN = "http://localhost:5173";

let client = 0;
/** Each request from its own client address, so no rate limit of one test touches another. */
const uniqueIp = () => `2001:db8:ad::${(++client).toString(16)}`;

function request(path: string, init: { method?: string; fields?: Record<string, string | string[]>; cookie?: string } = {}): Promise<Response> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(init.fields ?? {})) for (const one of [value].flat()) body.append(name, one);
  return exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: init.method ?? (init.fields ? "POST" : "GET"),
      body: init.fields ? body : undefined,
      headers: { Origin: ORIGIN, "CF-Connecting-IP": uniqueIp(), ...(init.cookie ? { Cookie: init.cookie } : {}) },
      redirect: "manual",
    }),
  );
}

const get = (path: string, cookie?: string) => request(path, { cookie });
const post = (path: string, fields: Record<string, string | string[]>, cookie?: string) => request(path, { fields, cookie });

/** An action's answer as a fetcher receives it (React Router's data request for the route). */
async function answerOf(path: string, fields: Record<string, string | string[]>, cookie: string) {
  const response = await request(`${path}.data`, { fields, cookie });
  return { status: response.status, text: await response.text() };
}

/** The toast a redirect sets up for the next page. */
function flashOf(response: Response): { type: string; text: string } | undefined {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("komunikat="));
  return cookie ? JSON.parse(decodeURIComponent(cookie.slice("komunikat=".length).split(";")[0]!)) : undefined;
}

/** The page as a person sees it: the HTML without the scripts (which carry the same data for hydration). */
async function visible(response: Response): Promise<string> {
  return (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "").replaceAll("<!-- -->", "");
}

type Session = { cookie: string; userId: string; email: string };

async function signedIn({ admin = false, code = false } = {}): Promise<Session> {
  const mail = capturingCodes();
  const email = `panel-${crypto.randomUUID().slice(0, 8)}@example.pl`;
  await register(mail.env, clientRequest(), registration(email));
  await verifyEmail(mail.env, clientRequest(), email, mail.lastCode(email)!);
  if (admin) await env.DB.prepare("update profiles set admin = 1 where id = (select id from user where email = ?)").bind(email).run();
  const login = await signIn(env, clientRequest(), email, "tajneHaslo1");
  if (!login.ok) throw new Error(login.message);
  const cookie = cookieFrom(login.headers);
  const sessionRequest = clientRequest("/admin-auth", { headers: { Cookie: cookie } });
  const customer = (await getCustomer(env, sessionRequest))!;
  if (code) expect(await authorizeAdmin(env, sessionRequest, customer, env.ADMIN_ACCESS_CODE)).toEqual({ ok: true });
  return { cookie, userId: customer.user.id, email };
}

async function placedOrder(change = {}) {
  const result = await placeOrder(env, getDb(env), checkoutForm(change), [await seededPleatLine()], null);
  if (!result.ok) throw new Error(result.message);
  return result.number;
}

const orderRow = (number: string) =>
  env.DB.prepare("select order_status, payment_status, accepted, rejection_reason from orders where number = ?").bind(number).first();
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

  const pages = ["/admin-panel", "/admin/excel-bot", "/admin-users", "/admin-products", "/admin-stats", "/admin-settings", "/admin/wyloguj", `/admin/eksport/${crypto.randomUUID()}`];
  const actions: [string, Record<string, string | string[]>][] = [
    ["/admin/excel-bot", { intent: "accept", number: "TARGET" }],
    ["/admin/excel-bot", { intent: "reject", number: "TARGET", reason: "Brak tkaniny" }],
    ["/admin/excel-bot", { intent: "order-status", orderStatus: "gotowe", numbers: ["TARGET"] }],
    ["/admin/excel-bot", { intent: "payment-status", paymentStatus: "paid", numbers: ["TARGET"] }],
    ["/admin/excel-bot", { intent: "delete", numbers: ["TARGET"] }],
    ["/admin/excel-bot", { intent: "export" }],
    ["/admin-users", { intent: "verified", userId: "CUSTOMER", value: "false" }],
    ["/admin-users", { intent: "admin", userId: "CUSTOMER", value: "true" }],
    ["/admin/wyloguj", {}],
  ];
  const codeStep: (typeof actions)[number] = ["/admin-auth", { code: env.ADMIN_ACCESS_CODE }];
  const withTarget = (fields: Record<string, string | string[]>) =>
    JSON.parse(JSON.stringify(fields).replaceAll("TARGET", target).replaceAll("CUSTOMER", customer.userId)) as Record<string, string | string[]>;

  it("sends a visitor to /", async () => {
    for (const path of ["/admin", "/admin-auth", ...pages]) {
      const response = await get(path);
      expect([path, response.status, response.headers.get("Location")]).toEqual([path, 302, "/"]);
    }
    for (const [path, fields] of [codeStep, ...actions]) {
      const response = await post(path, withTarget(fields));
      expect([path, fields.intent, response.status, response.headers.get("Location")]).toEqual([path, fields.intent, 302, "/"]);
    }
  });

  it("sends a customer to / with 'Brak dostępu'", async () => {
    for (const path of ["/admin", "/admin-auth", ...pages]) {
      const response = await get(path, customer.cookie);
      expect([path, response.status, response.headers.get("Location"), flashOf(response)?.text]).toEqual([path, 302, "/", "Brak dostępu"]);
    }
    for (const [path, fields] of [codeStep, ...actions]) {
      const response = await post(path, withTarget(fields), customer.cookie);
      expect([path, fields.intent, response.status, response.headers.get("Location"), flashOf(response)?.text]).toEqual([
        path,
        fields.intent,
        302,
        "/",
        "Brak dostępu",
      ]);
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
    // The administrator without the code step is still without it.
    expect((await get("/admin-panel", adminWithoutCode.cookie)).headers.get("Location")).toBe("/admin-auth");
  });
});

describe("the access-code step", () => {
  it("refuses a wrong code, lets the right one in, and then goes straight to the panel", async () => {
    const admin = await signedIn({ admin: true });
    const page = await get("/admin-auth", admin.cookie);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await visible(page);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toMatch(/<input(?=[^>]*name="code")(?=[^>]*maxLength="4")(?=[^>]*autoComplete="off")(?=[^>]*inputMode="text")[^>]*>/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);

    for (const code of ["0000", "12"]) {
      const wrong = await post("/admin-auth", { code }, admin.cookie);
      expect(wrong.status).toBe(400);
      const wrongHtml = await visible(wrong);
      expect(wrongHtml).toContain("Nieprawidłowy kod dostępu");
      expect(wrongHtml).toMatch(/<input(?=[^>]*name="code")(?=[^>]*value="")[^>]*>/);
    }

    const right = await post("/admin", { code: env.ADMIN_ACCESS_CODE }, admin.cookie);
    expect(right.status).toBe(302);
    expect(right.headers.get("Location")).toBe("/admin-panel");
    expect(flashOf(right)?.text).toBe("Dostęp autoryzowany");

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
    ]) {
      expect(panelHtml).toContain(`href="${path}"`);
      expect(panelHtml).toContain(`>${tile}</a>`);
    }
    expect(panelHtml).toContain("Wyloguj z panelu");
  });

  it("says so when the attempts are used up", async () => {
    const admin = await signedIn({ admin: true });
    const ip = "2001:db8:ad:ffff::1";
    const attempt = (code: string) =>
      exports.default.fetch(
        new Request(`${ORIGIN}/admin-auth`, {
          method: "POST",
          body: new URLSearchParams({ code }),
          headers: { Origin: ORIGIN, "CF-Connecting-IP": ip, Cookie: admin.cookie },
          redirect: "manual",
        }),
      );
    for (let i = 0; i < 5; i++) await attempt("0000");
    const limited = await attempt(env.ADMIN_ACCESS_CODE);
    expect(limited.status).toBe(429);
    expect(await visible(limited)).toContain("Zbyt wiele prób");
  });

  it("leaves the panel: the code step is cleared, the shop session stays", async () => {
    const admin = await signedIn({ admin: true, code: true });
    const left = await post("/admin/wyloguj", {}, admin.cookie);
    expect(left.headers.get("Location")).toBe("/");
    expect(flashOf(left)?.text).toBe("Wylogowano z panelu administratora");
    expect((await get("/admin-panel", admin.cookie)).headers.get("Location")).toBe("/admin-auth");
    expect((await get("/profile", admin.cookie)).status).toBe(200);
  });
});

describe("the placeholders", () => {
  it.each([
    ["/admin-products", "Produkty"],
    ["/admin-stats", "Statystyki"],
    ["/admin-settings", "Ustawienia"],
  ])("%s says the section is coming", async (path, title) => {
    const admin = await signedIn({ admin: true, code: true });
    const response = await get(path, admin.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await visible(response);
    expect(html).toContain(`>${title}</h1>`);
    expect(html).toContain("Funkcjonalność w przygotowaniu");
    expect(html).toContain('href="/admin-panel"');
  });
});

describe("Excel Bot: the orders", () => {
  let admin: Session;
  beforeAll(async () => {
    admin = await signedIn({ admin: true, code: true });
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
    const fabric = await env.DB.prepare("select f.code, f.name, f.category from order_items i join orders o on o.id = i.order_id join fabrics f on f.code = i.fabric_code where o.number = ?")
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
    const selects = [...html.matchAll(/<select[^>]*>([\s\S]*?)<\/select>/g)].map(([, options]) => [...options!.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map(([, label]) => label!));
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
    expect(await answerOf("/admin/excel-bot", { intent: "accept", number: accepted }, admin.cookie)).toMatchObject({ status: 200, text: expect.stringContaining("Zamówienie zaakceptowane") });
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
    expect(await answerOf("/admin/excel-bot", { intent: "delete", numbers }, admin.cookie)).toMatchObject({ status: 200, text: expect.stringContaining("Usunięto 2 zamówień") });
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
    const admin = await signedIn({ admin: true, code: true });
    await placedOrder();
    expect(await answerOf("/admin/excel-bot", { intent: "export" }, admin.cookie)).toMatchObject({ status: 200 });
    const job = await env.DB.prepare("select id, file_name as fileName from export_jobs where requested_by = ? order by created_at desc").bind(admin.userId).first<{ id: string; fileName: string }>();
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
    const admin = await signedIn({ admin: true, code: true });
    await env.DB.prepare("insert into export_jobs (id, status, requested_by, file_name, error) values (?, 'failed', ?, 'zamowienia_2026-01-02.csv', 'x')")
      .bind(crypto.randomUUID(), admin.userId)
      .run();
    expect(await visible(await get("/admin/excel-bot", admin.cookie))).toContain("Nie udało się wygenerować pliku CSV");
  });
});

describe("the users page", () => {
  it("lists the accounts and toggles verification and the administrator flag", async () => {
    const admin = await signedIn({ admin: true, code: true });
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

  it("sends an administrator who removes their own flag out of the panel", async () => {
    const admin = await signedIn({ admin: true, code: true });
    const response = await post("/admin-users", { intent: "admin", userId: admin.userId, value: "false" }, admin.cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(flashOf(response)?.text).toBe("Status administratora odebrany");
    const after = await get("/admin-users", admin.cookie);
    expect([after.headers.get("Location"), flashOf(after)?.text]).toEqual(["/", "Brak dostępu"]);
  });
});
