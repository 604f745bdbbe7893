import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { formatPln } from "~/lib/money";
import { parsePeriodQuery } from "~/lib/stats-period";
import { getDb } from "~/server/platform/db.server";
import { shopStats } from "~/server/admin/stats.server";
import { flashOf, get, signedIn, visible, type Session } from "../support/workers/admin";

// /admin-stats against a hand-made set of orders around the autumn DST change of 2025 (Sunday
// 26 October, a 25-hour day in Warsaw), every figure computed by hand below. Nothing else in the
// test database is placed in 2025, so the period holds these orders alone.

interface Line {
  type: "plisy" | "moskitiery";
  fabric?: string;
  profile: string;
  quantity: number;
  price: number;
}
interface Order {
  name: string;
  at: string;
  total: number;
  delivery?: "kurier" | "odbior_osobisty";
  payment?: string;
  status?: string;
  accepted?: 0 | 1 | null;
  promo?: string;
  discount?: number;
  lines?: Line[];
}

const plisy = (fabric: string, profile: string, quantity: number, price: number): Line => ({ type: "plisy", fabric, profile, quantity, price });
const screen = (profile: string, quantity: number, price: number): Line => ({ type: "moskitiery", profile, quantity, price });

const ORDERS: Order[] = [
  // 23:59:59.999 on the 24th in Warsaw (summer time, UTC+2): the day before the period.
  { name: "A", at: "2025-10-24T21:59:59.999Z", total: 99_999, lines: [plisy("STAT-A", "P-01", 9, 99_999)] },
  // Midnight of the 25th in Warsaw.
  { name: "B", at: "2025-10-24T22:00:00.000Z", total: 30_000, promo: "JESIEN10", discount: 3_000, lines: [plisy("STAT-A", "P-01", 2, 20_000), screen("S-1", 1, 13_000)] },
  {
    name: "C",
    at: "2025-10-25T12:00:00Z",
    total: 15_000,
    delivery: "odbior_osobisty",
    payment: "gotowka_odbior",
    status: "zaakceptowane",
    accepted: 1,
    lines: [plisy("STAT-B", "P-01", 1, 15_000)],
  },
  // 02:30 on the 26th, after the clocks went back: cancelled, so only counted as placed.
  { name: "D", at: "2025-10-26T01:30:00Z", total: 50_000, payment: "payu", status: "anulowane", promo: "JESIEN10", discount: 1_000, lines: [plisy("STAT-A", "P-01", 5, 50_000)] },
  // Rejected by the decision, and by the status.
  { name: "E", at: "2025-10-26T10:00:00Z", total: 40_000, status: "oczekujace_akceptacji", accepted: 0, lines: [plisy("STAT-A", "P-01", 4, 40_000)] },
  { name: "F", at: "2025-10-26T12:00:00Z", total: 20_000, status: "odrzucone", lines: [screen("S-2", 3, 20_000)] },
  // 23:30 on the 26th in winter time (UTC+1).
  {
    name: "G",
    at: "2025-10-26T22:30:00Z",
    total: 45_000,
    payment: "payu",
    promo: "JESIEN10",
    discount: 5_000,
    lines: [plisy("STAT-B", "P-02", 3, 30_000), plisy("STAT-A", "P-01", 1, 10_000), screen("S-1", 2, 10_000)],
  },
  // Midnight of the 27th.
  { name: "H", at: "2025-10-26T23:00:00Z", total: 8_000, delivery: "odbior_osobisty", payment: "przelew_telefon", promo: "", lines: [screen("S-2", 1, 8_000)] },
  // The last millisecond of the period, and the first after it.
  { name: "I", at: "2025-10-27T22:59:59.999Z", total: 12_000, promo: "LATO5", discount: 500, lines: [plisy("STAT-C", "P-02", 1, 12_000)] },
  { name: "J", at: "2025-10-27T23:00:00.000Z", total: 77_777, lines: [plisy("STAT-C", "P-02", 7, 77_777)] },
];

const FABRICS = [
  ["STAT-A", "Statystyczna A", "biały"],
  ["STAT-B", "Statystyczna B", "szary"],
  ["STAT-C", "Statystyczna C", "biały"],
];

const PERIOD = "od=2025-10-25&do=2025-10-27";
const periodOf = (search: string) => parsePeriodQuery(new URLSearchParams(search), new Date("2026-11-23T12:00:00Z"));

beforeAll(async () => {
  const statements = FABRICS.map(([code, name, colour]) =>
    env.DB.prepare(
      "insert into fabrics (code, name, colour, category, collection, image, price_per_m2, max_width_cm, available, transmission, reflection, absorption) values (?, ?, ?, 'Standard', 'Basic', 'x.jpg', 10000, 200, 1, 10, 10, 10)",
    ).bind(code, name, colour),
  );
  for (const order of ORDERS) {
    const createdAt = new Date(order.at).getTime();
    statements.push(
      env.DB.prepare(
        `insert into orders (number, idempotency_key, access_token, first_name, last_name, email, phone, street, city, postal_code, delivery_method, payment_method,
          items_total, promo_code, discount, delivery_cost, payment_fee, final_total, order_status, accepted, created_at, updated_at)
         values (?, ?, ?, 'Anna', 'Nowak', 'stat@example.pl', '600700800', 'Długa', 'Kraków', '31-147', ?, ?, ?, ?, ?, 0, 0, ?, ?, ?, ?, ?)`,
      ).bind(
        `STAT-${order.name}`,
        crypto.randomUUID(),
        `retired:${crypto.randomUUID()}`,
        order.delivery ?? "kurier",
        order.payment ?? "przelew_bankowy",
        order.total + (order.discount ?? 0),
        order.promo ?? null,
        order.discount ?? 0,
        order.total,
        order.status ?? "nowe",
        order.accepted ?? null,
        createdAt,
        createdAt,
      ),
    );
    for (const [position, line] of (order.lines ?? []).entries()) {
      statements.push(
        env.DB.prepare(
          `insert into order_items (order_id, position, product_type, fabric_code, profile_code, width_cm, height_cm, quantity, unit_price, line_price, configuration, price_breakdown)
           values ((select id from orders where number = ?), ?, ?, ?, ?, 100, 150, ?, ?, ?, '{}', '{}')`,
        ).bind(`STAT-${order.name}`, position, line.type, line.fabric ?? null, line.profile, line.quantity, line.price / line.quantity, line.price),
      );
    }
  }
  await env.DB.batch(statements);
});

describe("the aggregates", () => {
  it("counts each order on its Warsaw day, across the DST change and the midnight boundaries", async () => {
    const { period } = periodOf(PERIOD);
    const stats = await shopStats(getDb(env), period);
    // Placed: B C D E F G H I. Counted (neither cancelled nor rejected): B C G H I.
    expect(stats.totals).toEqual({ orders: 8, counted: 5, revenue: 110_000, average: 22_000, cancelled: 1, rejected: 2 });
    expect(stats.buckets).toEqual([
      { key: "2025-10-25", orders: 2, counted: 2, revenue: 45_000 }, // B C
      { key: "2025-10-26", orders: 4, counted: 1, revenue: 45_000 }, // D E F G
      { key: "2025-10-27", orders: 2, counted: 2, revenue: 20_000 }, // H I
    ]);
  });

  it("splits and tops only the counted orders", async () => {
    const stats = await shopStats(getDb(env), periodOf(PERIOD).period);
    expect(stats.productTypes).toEqual([
      { key: "plisy", label: undefined, pieces: 8, value: 87_000 }, // B 2, C 1, G 3 + 1, I 1
      { key: "moskitiery", label: undefined, pieces: 4, value: 31_000 }, // B 1, G 2, H 1
    ]);
    expect(stats.delivery).toEqual([
      { key: "kurier", orders: 3, value: 87_000 }, // B G I
      { key: "odbior_osobisty", orders: 2, value: 23_000 }, // C H
    ]);
    expect(stats.payment).toEqual([
      { key: "payu", orders: 1, value: 45_000 },
      { key: "przelew_bankowy", orders: 2, value: 42_000 },
      { key: "gotowka_odbior", orders: 1, value: 15_000 },
      { key: "przelew_telefon", orders: 1, value: 8_000 },
    ]);
    expect(stats.fabrics).toEqual([
      { key: "STAT-B", label: "Statystyczna B (szary)", pieces: 4, value: 45_000 },
      { key: "STAT-A", label: "Statystyczna A (biały)", pieces: 3, value: 30_000 },
      { key: "STAT-C", label: "Statystyczna C (biały)", pieces: 1, value: 12_000 },
    ]);
    expect(stats.profiles.map(({ key, pieces, value }) => [key, pieces, value])).toEqual([
      ["P-01", 4, 45_000], // B 2, C 1, G 1
      ["P-02", 4, 42_000], // G 3, I 1
      ["S-1", 3, 23_000],
      ["S-2", 1, 8_000], // F's 3 were rejected
    ]);
    // Equal pieces: the larger value first.
    expect(stats.colours.map(({ key, pieces, value }) => [key, pieces, value])).toEqual([
      ["szary", 4, 45_000],
      ["biały", 4, 42_000],
    ]);
    // D's use of JESIEN10 was cancelled; H's empty code is no code.
    expect(stats.promoCodes).toEqual([
      { code: "JESIEN10", orders: 2, discount: 8_000 },
      { code: "LATO5", orders: 1, discount: 500 },
    ]);
  });

  it("folds the days into ISO weeks and months", async () => {
    const weeks = await shopStats(getDb(env), periodOf(`${PERIOD}&podzial=tydzien`).period);
    expect(weeks.buckets).toEqual([
      { key: "2025-10-20", orders: 6, counted: 3, revenue: 90_000 },
      { key: "2025-10-27", orders: 2, counted: 2, revenue: 20_000 },
    ]);
    const months = await shopStats(getDb(env), periodOf("od=2025-09-15&do=2025-11-02&podzial=miesiac").period);
    expect(months.buckets).toEqual([
      { key: "2025-09", orders: 0, counted: 0, revenue: 0 },
      { key: "2025-10", orders: 10, counted: 7, revenue: 287_776 }, // A and J too: 110 000 + 99 999 + 77 777
      { key: "2025-11", orders: 0, counted: 0, revenue: 0 },
    ]);
  });

  it("an empty period is zeros, with every bucket", async () => {
    const stats = await shopStats(getDb(env), periodOf("od=2025-01-01&do=2025-01-03").period);
    expect(stats.totals).toEqual({ orders: 0, counted: 0, revenue: 0, average: 0, cancelled: 0, rejected: 0 });
    expect(stats.buckets.map((b) => b.key)).toEqual(["2025-01-01", "2025-01-02", "2025-01-03"]);
    expect([stats.productTypes, stats.delivery, stats.payment, stats.fabrics, stats.profiles, stats.colours, stats.promoCodes]).toEqual([[], [], [], [], [], [], []]);
  });

  it("reads D1 once: one batch", async () => {
    const trips: string[] = [];
    const counting = new Proxy(env.DB, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (property === "batch") trips.push("batch");
        if (property === "prepare") {
          return (query: string) =>
            new Proxy(target.prepare(query), {
              get(statement, name) {
                const member: unknown = Reflect.get(statement, name, statement);
                if (typeof name === "string" && ["first", "all", "run", "raw"].includes(name)) trips.push(query);
                return typeof member === "function" ? member.bind(statement) : member;
              },
            });
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    await shopStats(getDb({ DB: counting }), periodOf(PERIOD).period);
    expect(trips).toEqual(["batch"]);
  });
});

describe("the page", () => {
  let admin: Session;
  beforeAll(async () => {
    admin = await signedIn({ admin: true, gate: true });
  });

  it("refuses a visitor, a customer and an administrator without the code, the CSV too", async () => {
    const customer = await signedIn();
    const adminWithoutCode = await signedIn({ admin: true });
    for (const path of ["/admin-stats", `/admin-stats/statystyki.csv?${PERIOD}`]) {
      const visitor = await get(path);
      expect([path, visitor.status, visitor.headers.get("Location")]).toEqual([path, 302, "/"]);
      const refused = await get(path, customer.cookie);
      expect([path, refused.status, refused.headers.get("Location"), flashOf(refused)?.text]).toEqual([path, 302, "/", "Brak dostępu"]);
      const noCode = await get(path, adminWithoutCode.cookie);
      expect([path, noCode.status, noCode.headers.get("Location")]).toEqual([path, 302, "/admin-auth"]);
    }
  });

  it("shows the period's figures, charts with accessible names and their tables, privately", async () => {
    const response = await get(`/admin-stats?${PERIOD}`, admin.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await visible(response);
    expect(html).toContain(">Statystyki</h1>");
    expect(html).toContain("Okres: 25.10.2025 – 27.10.2025");
    expect(html).toContain(formatPln(110_000));
    expect(html).toContain(formatPln(22_000));
    // Cancelled 1 of 8, rejected 2 of 8.
    expect(html).toContain("12,5%");
    expect(html).toContain("25%");
    expect(html).toContain('role="img" aria-label="Przychód i liczba zamówień w okresie 25.10.2025 – 27.10.2025');
    expect(html).toContain('aria-label="Najczęściej zamawiane tkaniny: Statystyczna B (szary), STAT-B 4 szt.');
    expect(html.match(/<svg[^>]*role="img"/g)).toHaveLength(8);
    expect(html.match(/<caption/g)).toHaveLength(8);
    expect(html).toContain("JESIEN10");
    expect(html).toContain('href="/admin-stats/statystyki.csv?od=2025-10-25&amp;do=2025-10-27&amp;podzial=dzien"');
    expect(html).not.toContain("Brak zamówień w wybranym okresie.");
  });

  it("says so when the period has no orders", async () => {
    const html = await visible(await get("/admin-stats?od=2025-01-01&do=2025-01-03", admin.cookie));
    expect(html).toContain("Brak zamówień w wybranym okresie.");
    expect(html).not.toContain('role="img"');
  });

  it.each([
    ["od=2025-10-27&do=2025-10-25", "Początek okresu musi być przed jego końcem albo tego samego dnia."],
    ["od=2020-01-01&do=2025-10-25", "Okres może mieć najwyżej 3 lata."],
    ["od=2025-02-30&do=2025-03-01", "Podaj datę w formacie RRRR-MM-DD."],
    ["podzial=godzina", "Podział może być na dni, tygodnie albo miesiące."],
  ])("?%s: says why in Polish and shows this month", async (search, message) => {
    const response = await get(`/admin-stats?${search}`, admin.cookie);
    expect(response.status).toBe(200);
    const html = await visible(response);
    expect(html).toContain(`${message} Pokazujemy bieżący miesiąc.`);
    expect(html).toContain('aria-current="page"');
  });

  it("downloads the period as CSV: BOM, semicolons, a row per bucket and the splits", async () => {
    const response = await get(`/admin-stats/statystyki.csv?${PERIOD}`, admin.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="statystyki-2025-10-25-2025-10-27.csv"');
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const body = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(body.startsWith("\uFEFFZestawienie;Pozycja;Zamówienia;Sztuki;Kwota (zł);Dni robocze\r\n")).toBe(true);
    const rows = body.slice(1).split("\r\n");
    for (const row of [
      "Razem;Przychód;5;;1100,00;",
      "Razem;Zamówienia złożone;8;;;",
      "Razem;Anulowane;1;;;",
      "Razem;Odrzucone;2;;;",
      "Razem;Średnia wartość zamówienia;;;220,00;",
      "Przychód w okresie;2025-10-25 (25.10);2;;450,00;",
      "Przychód w okresie;2025-10-26 (26.10);4;;450,00;",
      "Przychód w okresie;2025-10-27 (27.10);2;;200,00;",
      "Rodzaj produktu;Plisy;;8;870,00;",
      "Dostawa;Kurier DPD;3;;870,00;",
      "Płatność;PayU;1;;450,00;",
      "Tkanina;STAT-B Statystyczna B (szary);;4;450,00;",
      "Profil;P-01;;4;450,00;",
      "Kolor tkaniny;szary;;4;450,00;",
      "Kod rabatowy;JESIEN10;2;;80,00;",
    ]) {
      expect(rows).toContain(row);
    }
  });

  it("refuses a CSV of a period it cannot use", async () => {
    const response = await get("/admin-stats/statystyki.csv?od=2025-10-27&do=2025-10-01", admin.cookie);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("Początek okresu musi być przed jego końcem albo tego samego dnia.");
  });
});
