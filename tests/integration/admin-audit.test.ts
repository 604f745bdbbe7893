import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { acceptOrder, deleteOrders, setStatus } from "~/server/orders/admin.server";
import { requestOrdersExport } from "~/server/orders/exports.server";
import { setAdmin } from "~/server/accounts/admin.server";
import { getDb } from "~/server/platform/db.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { secretShown, totpCode } from "../support/totp";
import { request, signedIn, testActor, uniqueIp, visible, type Session } from "../support/workers/admin";
import { checkoutForm, seededPleatLine, currentDeliveryPrices } from "../support/workers/orders";

// The audit log: every gate failure, success and lock, every grant or removal of administrator
// rights, every status change, deletion and export, with who, what, when and from where; and the
// read-only list in the panel.

const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AuditTest/1.0";

type Entry = {
  user_id: string;
  user_email: string;
  action: string;
  target: string | null;
  details: string | null;
  ip_address: string | null;
  user_agent: string | null;
  created_at: number;
};

async function entriesSince(id: number): Promise<Entry[]> {
  return (await env.DB.prepare("select * from audit_log where id > ? order by id").bind(id).all<Entry>()).results;
}
const lastId = async () => (await env.DB.prepare("select coalesce(max(id), 0) as id from audit_log").first<{ id: number }>())!.id;

async function placedOrder() {
  const result = await placeOrder(env, getDb(env), checkoutForm(), [await seededPleatLine()], null, await currentDeliveryPrices());
  if (!result.ok) throw new Error(result.message);
  return result.number;
}

describe("what the audit log records", () => {
  let admin: Session;
  const ip = "203.0.113.45";
  /** A fetcher's post to an admin action, from the administrator's browser. */
  const act = (path: string, fields: Record<string, string | string[]>) => request(`${path}.data`, { fields, cookie: admin.cookie, ip, userAgent: USER_AGENT });

  beforeAll(async () => {
    admin = await signedIn({ admin: true, gate: true });
  });

  it("each order change, once per order actually changed, in the same batch as the change", async () => {
    const [accepted, rejected, bulkA, bulkB, deleted] = [await placedOrder(), await placedOrder(), await placedOrder(), await placedOrder(), await placedOrder()];
    const before = await lastId();
    await act("/admin/excel-bot", { intent: "accept", number: accepted });
    await act("/admin/excel-bot", { intent: "accept", number: accepted }); // refused: changes nothing, records nothing
    await act("/admin/excel-bot", { intent: "reject", number: rejected, reason: "Tkanina wycofana" });
    await act("/admin/excel-bot", { intent: "order-status", orderStatus: "w_realizacji", numbers: [bulkA] });
    await act("/admin/excel-bot", { intent: "order-status", orderStatus: "w_realizacji", numbers: [bulkA, bulkB] }); // bulkA has it already
    await act("/admin/excel-bot", { intent: "payment-status", paymentStatus: "paid", numbers: [bulkA, bulkB] });
    await act("/admin/excel-bot", { intent: "delete", numbers: [deleted] });
    await act("/admin/excel-bot", { intent: "export" });

    const entries = await entriesSince(before);
    expect(entries.map((e) => [e.action, e.target, e.details && JSON.parse(e.details)])).toEqual([
      ["order_accepted", accepted, { from: "nowe" }],
      ["order_rejected", rejected, { from: "nowe", reason: "Tkanina wycofana" }],
      ["order_status_changed", bulkA, { from: "nowe", to: "w_realizacji" }],
      ["order_status_changed", bulkB, { from: "nowe", to: "w_realizacji" }],
      ["payment_status_changed", bulkA, { from: "oczekujaca", to: "paid" }],
      ["payment_status_changed", bulkB, { from: "oczekujaca", to: "paid" }],
      ["order_deleted", deleted, { orderStatus: "nowe", paymentStatus: "oczekujaca", finalTotal: expect.any(Number) }],
      ["orders_exported", expect.stringMatching(/^zamowienia_\d{4}-\d{2}-\d{2}\.csv$/), { jobId: expect.any(String) }],
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ user_id: admin.userId, user_email: admin.email, ip_address: ip, user_agent: USER_AGENT });
      expect(Math.abs(entry.created_at - Date.now())).toBeLessThan(60_000);
    }
    const job = JSON.parse(entries.at(-1)!.details!).jobId;
    expect(await env.DB.prepare("select requested_by from export_jobs where id = ?").bind(job).first()).toEqual({ requested_by: admin.userId });
  });

  it("each grant and removal of administrator rights, and each verification change, of whom", async () => {
    const customer = await signedIn();
    const before = await lastId();
    await act("/admin-users", { intent: "admin", userId: customer.userId, value: "true" });
    await act("/admin-users", { intent: "admin", userId: customer.userId, value: "true" }); // already one: nothing to record
    await act("/admin-users", { intent: "admin", userId: customer.userId, value: "false" });
    await act("/admin-users", { intent: "verified", userId: customer.userId, value: "false" });
    await act("/admin-users", { intent: "admin", userId: "nie-ma-takiego", value: "true" });
    expect((await entriesSince(before)).map((e) => [e.action, e.target, JSON.parse(e.details!)])).toEqual([
      ["admin_granted", customer.email, { userId: customer.userId }],
      ["admin_revoked", customer.email, { userId: customer.userId }],
      ["account_unverified", customer.email, { userId: customer.userId }],
    ]);
  });

  it("the gate's failures with what was wrong, the enrolment and the pass", async () => {
    const other = await signedIn({ admin: true });
    const before = await lastId();
    const enrol = (password: string) => request("/admin-auth", { fields: { intent: "enrol", password }, cookie: other.cookie, ip, userAgent: USER_AGENT });
    await enrol("zleHaslo1");
    const html = await visible(await enrol("tajneHaslo1"));
    const secret = secretShown(html);
    const enter = async (code: string, at = Date.now()) =>
      request("/admin-auth", { fields: { intent: "enter", code, totp: await totpCode(secret, at) }, cookie: other.cookie, ip: uniqueIp(), userAgent: USER_AGENT });
    await enter("0000");
    await enter(env.ADMIN_ACCESS_CODE);
    const entries = await entriesSince(before);
    expect(entries.map((e) => [e.action, e.details && JSON.parse(e.details)])).toEqual([
      ["admin_gate_failed", { reason: "password" }],
      ["admin_gate_failed", { reason: "code" }],
      ["admin_totp_enrolled", null],
      ["admin_gate_passed", null],
    ]);
    expect(entries.every((e) => e.user_id === other.userId && e.user_email === other.email && e.user_agent === USER_AGENT)).toBe(true);
    expect(entries[0]!.ip_address).toBe(ip);
  });
});

describe("a change and its entry", () => {
  it("are written together or not at all", async () => {
    const [number, other] = [await placedOrder(), await placedOrder()];
    const customer = await signedIn();
    await env.DB.prepare("create trigger audit_log_down before insert on audit_log begin select raise(abort, 'audit log unavailable'); end").run();
    try {
      await expect(acceptOrder(env, testActor, number)).rejects.toThrow();
      await expect(setStatus(env, testActor, "paymentStatus", "paid", [number, other])).rejects.toThrow();
      await expect(deleteOrders(env, testActor, [number])).rejects.toThrow();
      await expect(setAdmin(getDb(env), testActor, customer.userId, true)).rejects.toThrow();
      await expect(requestOrdersExport(env, testActor)).rejects.toThrow();
    } finally {
      await env.DB.prepare("drop trigger audit_log_down").run();
    }
    for (const n of [number, other]) {
      expect(await env.DB.prepare("select accepted, payment_status from orders where number = ?").bind(n).first()).toEqual({ accepted: null, payment_status: "oczekujaca" });
    }
    expect(await env.DB.prepare("select admin from profiles where id = ?").bind(customer.userId).first()).toEqual({ admin: 0 });
    expect((await env.DB.prepare("select count(*) as n from export_jobs where requested_by = ?").bind(testActor.userId).first<{ n: number }>())!.n).toBe(0);
  });
});

describe("the audit log page", () => {
  it("lists the entries newest first, 50 a page, read-only", async () => {
    const admin = await signedIn({ admin: true, gate: true });
    const number = await placedOrder();
    await request("/admin/excel-bot.data", { fields: { intent: "accept", number }, cookie: admin.cookie, ip: "198.51.100.77", userAgent: USER_AGENT });
    // Enough older entries for a second page.
    await env.DB.prepare(
      `insert into audit_log (created_at, user_id, user_email, action, target, details)
       with recursive n(i) as (select 1 union all select i + 1 from n where i < 60)
       select 1700000000000 + i, 'old', 'stary@example.pl', 'order_status_changed', 'ZAM-2023-' || printf('%06d', i), json_object('from', 'nowe', 'to', 'gotowe') from n`,
    ).run();
    await request("/admin/excel-bot.data", {
      fields: { intent: "order-status", orderStatus: "gotowe", numbers: [number] },
      cookie: admin.cookie,
      ip: "198.51.100.77",
      userAgent: USER_AGENT,
    });

    const response = await request("/admin-audit", { cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await visible(response);
    expect(html).toContain(">Dziennik zdarzeń</h1>");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const rows = [...html.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].slice(1).map(([, row]) =>
      row!
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    );
    expect(rows).toHaveLength(50);
    // Newest first: the status change, then the acceptance, each with who, what, which order, the details and from where.
    expect(rows[0]).toContain("Zmieniono status zamówienia");
    expect(rows[0]).toContain(number);
    expect(rows[0]).toContain("Zaakceptowane → Gotowe");
    expect(rows[0]).toContain(admin.email);
    expect(rows[0]).toContain("198.51.100.77");
    expect(rows[0]).toContain(USER_AGENT);
    expect(rows[1]).toContain("Zaakceptowano zamówienie");
    expect(rows[1]).toContain(number);
    expect(html).toContain('href="/admin-audit?strona=2"');
    // Nothing on it changes anything: its one form is the search, which only reads (GET), and its one button searches.
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main.match(/<form[^>]*>/g)).toEqual([expect.stringMatching(/^<form role="search" .*action="\/admin-audit" method="get">$/)]);
    expect(main.match(/<button[^>]*>[^<]*/g)).toEqual([expect.stringMatching(/>Filtruj$/)]);

    const second = await visible(await request("/admin-audit?strona=2", { cookie: admin.cookie }));
    expect(second).toContain("stary@example.pl");
    expect(second).toContain("Nowe → Gotowe");
    expect((await request("/admin-audit?strona=zle", { cookie: admin.cookie })).status).toBe(200);
    expect(await visible(await request("/admin-audit?strona=999", { cookie: admin.cookie }))).toContain("Na tej stronie nie ma już wpisów.");
    // There is no action: a post changes nothing.
    expect((await request("/admin-audit", { fields: { id: "1" }, cookie: admin.cookie })).status).toBe(405);
  });
});
