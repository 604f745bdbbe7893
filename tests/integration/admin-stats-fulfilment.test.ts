import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { parsePeriodQuery } from "~/lib/stats-period";
import { getDb } from "~/server/platform/db.server";
import { shopStats } from "~/server/admin/stats.server";
import { get, signedIn, visible, type Session } from "../support/workers/admin";

// /admin-stats' 'Realizacja zamówień' against hand-made orders shipped around the spring DST change of 2026 (Sunday
// 29 March: from 01:00 UTC Warsaw is two hours ahead), every figure computed by hand below. Nothing else in the test
// database is shipped in 2026's March or April, so the period holds these orders alone.

interface Order {
  name: string;
  acceptedAt: string | null;
  shippedAt: string | null;
  shipBy: string | null;
  status?: string;
}

// Working days from acceptance (its day not counted) to the Warsaw day of shipping (counted).
const ORDERS: Order[] = [
  // Sunday 22 March 23:30 in Warsaw (UTC+1): the day before the period.
  { name: "H", acceptedAt: "2026-03-16T09:00:00Z", shippedAt: "2026-03-22T22:30:00Z", shipBy: "2026-03-20" },
  // Monday 23 March 00:00 in Warsaw: the period's first hour. Fri → Mon: 1 day, on time; cancelled since, still shipped.
  { name: "J", acceptedAt: "2026-03-20T10:00:00Z", shippedAt: "2026-03-22T23:00:00Z", shipBy: "2026-03-23", status: "anulowane" },
  // Mon → Thu: 3 days, on time.
  { name: "A", acceptedAt: "2026-03-23T09:00:00Z", shippedAt: "2026-03-26T10:00:00Z", shipBy: "2026-03-27" },
  // Friday 23:30 in Warsaw on its ship-by day: on time. Fri 20 → Fri 27: 5 days.
  { name: "B", acceptedAt: "2026-03-20T10:00:00Z", shippedAt: "2026-03-27T22:30:00Z", shipBy: "2026-03-27" },
  // 22:30 UTC on its ship-by Sunday is already Monday 00:30 in Warsaw (UTC+2 since that morning): late. Mon 23 → Mon 30: 5.
  { name: "C", acceptedAt: "2026-03-23T10:00:00Z", shippedAt: "2026-03-29T22:30:00Z", shipBy: "2026-03-29" },
  // 23:30 UTC on its ship-by Wednesday is Thursday 01:30 in Warsaw: late. Mon 30 → Thu 2 April: 3.
  { name: "D", acceptedAt: "2026-03-30T08:00:00Z", shippedAt: "2026-04-01T23:30:00Z", shipBy: "2026-04-01" },
  // Placed before the ship-by day was kept: out of the share. Tue → Thu: 2.
  { name: "E", acceptedAt: "2026-03-31T08:00:00Z", shippedAt: "2026-04-02T12:00:00Z", shipBy: null },
  // Accepted before its time was kept: out of the time figures. On time.
  { name: "F", acceptedAt: null, shippedAt: "2026-04-03T12:00:00Z", shipBy: "2026-04-10" },
  // Accepted, not shipped (and past its ship-by day): not counted at all.
  { name: "G", acceptedAt: "2026-03-23T09:00:00Z", shippedAt: null, shipBy: "2026-03-25", status: "w_realizacji" },
  // Monday 6 April 00:00 in Warsaw: the first hour after the period.
  { name: "I", acceptedAt: "2026-03-30T09:00:00Z", shippedAt: "2026-04-05T22:00:00Z", shipBy: "2026-04-08" },
];

const PERIOD = "od=2026-03-23&do=2026-04-05";
const WEEKS = `${PERIOD}&podzial=tydzien`;
const periodOf = (search: string) => parsePeriodQuery(new URLSearchParams(search), new Date("2026-11-28T12:00:00Z")).period;
const ms = (iso: string | null) => (iso === null ? null : Date.parse(iso));

beforeAll(async () => {
  await env.DB.batch(
    ORDERS.map((order) => {
      const createdAt = Date.parse("2026-03-10T10:00:00Z");
      return env.DB.prepare(
        `insert into orders (number, idempotency_key, access_token, first_name, last_name, email, phone, street, city, postal_code, delivery_method, payment_method,
          items_total, delivery_cost, payment_fee, final_total, order_status, accepted, accepted_at, shipped_at, ship_by, created_at, updated_at)
         values (?, ?, ?, 'Jan', 'Kowalski', 'realizacja@example.pl', '600700800', 'Krótka', 'Poznań', '60-001', 'kurier', 'przelew_bankowy',
          10000, 0, 0, 10000, ?, ?, ?, ?, ?, ?, ?)`,
      ).bind(
        `REAL-${order.name}`,
        crypto.randomUUID(),
        `retired:${crypto.randomUUID()}`,
        order.status ?? (order.shippedAt ? "wysłane" : "zaakceptowane"),
        order.acceptedAt ? 1 : null,
        ms(order.acceptedAt),
        ms(order.shippedAt),
        order.shipBy,
        createdAt,
        createdAt,
      );
    }),
  );
});

describe("the figures", () => {
  it("counts the orders shipped in the period by their Warsaw day: time in working days, the share by the ship-by day", async () => {
    const { fulfilment } = await shopStats(getDb(env), periodOf(WEEKS));
    // Shipped: J A B C D E F (not G, never shipped; not H or I, outside). Timed: J 1, E 2, A 3, D 3, B 5, C 5 (not F).
    // Promised: all but E; on time: J A B F (C and D late).
    expect(fulfilment.totals).toEqual({ shipped: 7, timed: 6, medianDays: 3, averageDays: 19 / 6, promised: 6, onTime: 4 });
    expect(fulfilment.buckets).toEqual([
      { key: "2026-03-23", shipped: 3, timed: 3, medianDays: 3, averageDays: 3, promised: 3, onTime: 3 }, // J 1, A 3, B 5
      { key: "2026-03-30", shipped: 4, timed: 3, medianDays: 3, averageDays: 10 / 3, promised: 3, onTime: 1 }, // C 5, D 3, E 2; F on time
    ]);
  });

  it("puts each shipment on its Warsaw day", async () => {
    const { fulfilment } = await shopStats(getDb(env), periodOf(PERIOD));
    expect(fulfilment.buckets.filter((b) => b.shipped).map((b) => [b.key, b.shipped])).toEqual([
      ["2026-03-23", 1], // J
      ["2026-03-26", 1], // A
      ["2026-03-27", 1], // B
      ["2026-03-30", 1], // C
      ["2026-04-02", 2], // D E
      ["2026-04-03", 1], // F
    ]);
  });

  it("reads the shipped orders from orders_shipping_idx alone", async () => {
    // Every statement the statistics prepare, with what they bind (drizzle's logger does not see a batch's statements).
    const statements: { sql: string; params: unknown[] }[] = [];
    const recordingD1 = new Proxy(env.DB, {
      get: (d1, key) =>
        key === "prepare"
          ? (sql: string) => {
              const statement = { sql, params: [] as unknown[] };
              statements.push(statement);
              return new Proxy(d1.prepare(sql), {
                get: (target, name) =>
                  name === "bind"
                    ? (...params: unknown[]) => {
                        statement.params = params;
                        return target.bind(...params);
                      }
                    : Reflect.get(target, name, target),
              });
            }
          : Reflect.get(d1, key, d1),
    });
    for (const search of [PERIOD, "od=2024-01-01&do=2026-11-28"]) {
      statements.length = 0;
      await shopStats(getDb({ DB: recordingD1 }), periodOf(search));
      const shipping = statements.filter(({ sql }) => sql.includes('"shipped_at"'));
      expect(shipping).toHaveLength(1);
      const { sql, params } = shipping[0]!;
      const plan = (
        await env.DB.prepare(`explain query plan ${sql}`)
          .bind(...params)
          .all<{ detail: string }>()
      ).results.map((row) => row.detail);
      expect(
        plan.filter((step) => /\borders\b/.test(step)),
        `${sql}\n${plan.join("\n")}`,
      ).toEqual([expect.stringMatching(/^SEARCH orders USING COVERING INDEX orders_shipping_idx \(shipped_at>\? AND shipped_at<\?\)$/)]);
    }
  });
});

describe("the page", () => {
  let admin: Session;
  beforeAll(async () => {
    admin = await signedIn({ admin: true, gate: true });
  });

  /** The promise's section as words, tags taken out. */
  const sectionText = (html: string) => {
    const start = html.indexOf('id="stats-fulfilment"');
    expect(start).toBeGreaterThan(-1);
    return html
      .slice(start, html.indexOf("</section>", start))
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
  };

  it("shows the shipped orders, the median and mean in working days and the share on time, per week", async () => {
    const response = await get(`/admin-stats?${WEEKS}`, admin.cookie);
    expect(response.status).toBe(200);
    const text = sectionText(await visible(response));
    expect(text).toContain("Realizacja zamówień");
    expect(text).toContain("Wysłane 7 ");
    expect(text).toContain("Od akceptacji do wysyłki: mediana 3,0 dni robocze");
    expect(text).toContain("Od akceptacji do wysyłki: średnio 3,2 dni robocze");
    expect(text).toContain("Wysłane w obiecanym terminie 66,7% 4 z 6");
    expect(text).toContain("Czasu od akceptacji nie liczymy dla 1 zam.");
    expect(text).toContain("Do udziału w terminie nie liczymy 1 zam.");
    expect(text).toContain("Okres Wysłane Mediana (dni robocze) Średnio (dni robocze) W obiecanym terminie");
    expect(text).toContain("od 23.03 3 3,0 3,0 100% (3 z 3)");
    expect(text).toContain("od 30.03 4 3,0 3,3 33,3% (1 z 3)");
    expect(text).not.toContain("Brak zamówień wysłanych w wybranym okresie.");
  });

  it("shows a day without shipments as such, and a period without any as empty", async () => {
    const days = sectionText(await visible(await get(`/admin-stats?${PERIOD}`, admin.cookie)));
    expect(days).toContain("24.03 0 — — —");
    expect(days).toContain("27.03 1 5,0 5,0 100% (1 z 1)"); // B, at 23:30 on its ship-by day
    expect(days).toContain("30.03 1 5,0 5,0 0% (0 z 1)"); // C, shipped at 00:30 the day after its ship-by day
    const empty = sectionText(await visible(await get("/admin-stats?od=2026-02-01&do=2026-02-28", admin.cookie)));
    expect(empty).toContain("Brak zamówień wysłanych w wybranym okresie.");
    expect(empty).not.toContain("Wysłane w obiecanym terminie");
  });

  it("adds the figures to the CSV, in total and per week, working days with one decimal", async () => {
    const response = await get(`/admin-stats/statystyki.csv?${WEEKS}`, admin.cookie);
    expect(response.status).toBe(200);
    const body = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(body.startsWith("\uFEFFZestawienie;Pozycja;Zamówienia;Sztuki;Kwota (zł);Dni robocze\r\n")).toBe(true);
    const rows = body.slice(1).split("\r\n");
    for (const row of [
      "Razem;Wysłane;7;;;",
      "Razem;Wysłane z obiecanym dniem wysyłki;6;;;",
      "Razem;Wysłane do obiecanego dnia;4;;;",
      "Razem;Mediana dni od akceptacji do wysyłki;6;;;3,0",
      "Razem;Średnia dni od akceptacji do wysyłki;6;;;3,2",
      "Wysłane w okresie;2026-03-23 (od 23.03);3;;;",
      "Wysłane w okresie;2026-03-30 (od 30.03);4;;;",
      "Wysłane do obiecanego dnia w okresie;2026-03-30 (od 30.03);1;;;",
      "Średnia dni od akceptacji do wysyłki w okresie;2026-03-30 (od 30.03);3;;;3,3",
    ]) {
      expect(rows).toContain(row);
    }
  });
});
