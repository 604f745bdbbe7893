import { env } from "cloudflare:workers";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { getCustomer, signIn } from "~/server/accounts/customers.server";
import { authorizeAdmin, requireAdmin } from "~/server/admin/gate.server";
import { acceptOrder, deleteOrders, listAdminOrders, rejectOrder, setStatus } from "~/server/orders/admin.server";
import { getExportJob, requestOrdersExport } from "~/server/orders/exports.server";
import { setAdmin } from "~/server/accounts/admin.server";
import { getDb } from "~/server/platform/db.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { buildOrdersExport, EXPORT_HEADER, EXPORT_PART_BYTES, PartWriter } from "../../workers/events/orders-export";
import { capturingCodes, clientRequest, cookieFrom, registration } from "../support/workers/accounts";
import { passAdminGate, testActor } from "../support/workers/admin";
import { checkoutForm, seededPleatLine, currentDeliveryPrices } from "../support/workers/orders";
import { totpCode } from "../support/totp";
import { register, verifyEmail } from "~/server/accounts/customers.server";

const db = getDb(env);

async function signedInRequest(admin: boolean) {
  const mail = capturingCodes();
  const email = `osoba-${crypto.randomUUID().slice(0, 8)}@example.pl`;
  await register(mail.env, clientRequest(), registration(email));
  await verifyEmail(mail.env, clientRequest(), email, mail.lastCode(email)!);
  if (admin) await env.DB.prepare("update profiles set admin = 1 where id = (select id from user where email = ?)").bind(email).run();
  const login = await signIn(env, clientRequest(), email, "tajneHaslo1");
  if (!login.ok) throw new Error(login.message);
  return clientRequest("/admin-panel", { headers: { Cookie: cookieFrom(login.headers) } });
}

async function redirectOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location"), cookie: thrown.headers.get("Set-Cookie") };
  }
  return null;
}

async function placedOrder(change = {}) {
  const result = await placeOrder(env, db, checkoutForm(change), [await seededPleatLine()], null, await currentDeliveryPrices());
  if (!result.ok) throw new Error(result.message);
  return result.number;
}

const recordingEvents = () => {
  const sent: { type: string; orderNumber?: string }[] = [];
  return { sent, env: { ...env, EVENTS: { send: async (m: { type: string; orderNumber?: string }) => void sent.push(m) } as unknown as Queue } };
};

describe("the admin gate", () => {
  it("sends a visitor to /", async () => {
    expect(await redirectOf(requireAdmin(env, clientRequest("/admin-panel")))).toMatchObject({ status: 302, location: "/" });
  });

  it("sends a customer to / with 'Brak dostępu'", async () => {
    const redirect = await redirectOf(requireAdmin(env, await signedInRequest(false)));
    expect(redirect).toMatchObject({ location: "/" });
    expect(decodeURIComponent(redirect!.cookie!)).toContain("Brak dostępu");
  });

  it("sends an administrator without the gate to /admin-auth, and lets them in after it", async () => {
    const request = await signedInRequest(true);
    expect(await redirectOf(requireAdmin(env, request))).toMatchObject({ location: "/admin-auth" });
    const customer = (await getCustomer(env, request))!;
    await passAdminGate(request, customer);
    expect((await requireAdmin(env, request)).user.id).toBe(customer.user.id);
  });

  it("rate-limits the gate per address", async () => {
    const request = await signedInRequest(true);
    const customer = (await getCustomer(env, request))!;
    const secret = await passAdminGate(request, customer);
    const results = [];
    // The enrolment and the pass above were two of the five attempts the address has.
    for (let i = 0; i < 5; i++) results.push(await authorizeAdmin(env, request, customer, { code: "1111", totp: "000000" }));
    expect(results.at(-1)).toMatchObject({ ok: false, status: 429 });
    expect(await authorizeAdmin(env, request, customer, { code: env.ADMIN_ACCESS_CODE, totp: await totpCode(secret, Date.now() + 30_000) })).toMatchObject({
      ok: false,
      status: 429,
    });
  });

  it("takes the panel away at once from an administrator whose flag is removed", async () => {
    const request = await signedInRequest(true);
    const customer = (await getCustomer(env, request))!;
    await passAdminGate(request, customer);
    await setAdmin(db, testActor, customer.user.id, false);
    expect(await redirectOf(requireAdmin(env, request))).toMatchObject({ location: "/" });
  });
});

describe("order administration", () => {
  it("accepts once, rejects with a reason, never touches a cancelled order, and e-mails each change", async () => {
    const events = recordingEvents();
    const accepted = await placedOrder();
    expect(await acceptOrder(events.env, testActor, accepted)).toBe(true);
    expect(await acceptOrder(events.env, testActor, accepted)).toBe(false);

    const rejected = await placedOrder();
    expect(await rejectOrder(events.env, testActor, rejected, "Tkanina wycofana z produkcji")).toBe(true);
    const cancelled = await placedOrder();
    await env.DB.prepare("update orders set order_status = 'anulowane' where number = ?").bind(cancelled).run();
    expect(await acceptOrder(events.env, testActor, cancelled)).toBe(false);
    expect(await rejectOrder(events.env, testActor, cancelled, null)).toBe(false);

    expect(events.sent.map((e) => [e.type, e.orderNumber])).toEqual([
      ["order_accepted", accepted],
      ["order_rejected", rejected],
    ]);
    const row = await env.DB.prepare("select accepted, order_status, rejection_reason from orders where number = ?").bind(rejected).first();
    expect(row).toEqual({ accepted: 0, order_status: "odrzucone", rejection_reason: "Tkanina wycofana z produkcji" });
  });

  it("changes statuses in bulk and e-mails only the changes the customer cares about", async () => {
    const events = recordingEvents();
    const numbers = [await placedOrder(), await placedOrder()];
    expect(await setStatus(events.env, testActor, "paymentStatus", "transfer_completed", numbers)).toEqual({ found: 2, changed: 2 });
    expect(await setStatus(events.env, testActor, "orderStatus", "oczekujace_akceptacji", numbers)).toEqual({ found: 2, changed: 2 });
    expect(await setStatus(events.env, testActor, "paymentStatus", "transfer_completed", numbers)).toEqual({ found: 2, changed: 0 });
    expect(await setStatus(events.env, testActor, "paymentStatus", "paid", ["ZAM-2099-999999"])).toEqual({ found: 0, changed: 0 });
    // The transfers booked issue their invoices too (issue 46), announced once each.
    expect(events.sent.map((e) => e.type)).toEqual(["status_update", "status_update", "invoice_issued", "invoice_issued"]);
  });

  it("records the shop as the canceller of an order it cancels, and clears it with any other status, e-mailing nobody", async () => {
    const events = recordingEvents();
    const cancelledBy = async (number: string) =>
      (await env.DB.prepare("select cancelled_by from orders where number = ?").bind(number).first<{ cancelled_by: string | null }>())!.cancelled_by;
    const numbers = [await placedOrder(), await placedOrder()];
    expect(await setStatus(events.env, testActor, "orderStatus", "anulowane", numbers.slice(0, 1))).toEqual({ found: 1, changed: 1 });
    expect(await cancelledBy(numbers[0]!)).toBe("sklep");
    expect(await setStatus(events.env, testActor, "orderStatus", "anulowane", numbers)).toEqual({ found: 2, changed: 1 });
    expect(await Promise.all(numbers.map(cancelledBy))).toEqual(["sklep", "sklep"]);
    expect(await setStatus(events.env, testActor, "paymentStatus", "failed", numbers)).toEqual({ found: 2, changed: 2 });
    expect(await Promise.all(numbers.map(cancelledBy))).toEqual(["sklep", "sklep"]);
    expect(await setStatus(events.env, testActor, "orderStatus", "nowe", numbers)).toEqual({ found: 2, changed: 2 });
    expect(await Promise.all(numbers.map(cancelledBy))).toEqual([null, null]);

    // The customer's own cancellation stays theirs when the shop sets the same status again.
    const byCustomer = await placedOrder();
    await env.DB.prepare("update orders set order_status = 'anulowane', cancelled_by = 'klient' where number = ?").bind(byCustomer).run();
    expect(await setStatus(events.env, testActor, "orderStatus", "anulowane", [byCustomer])).toEqual({ found: 1, changed: 0 });
    expect(await cancelledBy(byCustomer)).toBe("klient");
    expect(events.sent).toEqual([]);
  });

  it("filters by a payment label: every status that reads the same is found", async () => {
    const [initial, pending, paid] = [await placedOrder(), await placedOrder(), await placedOrder()];
    await env.DB.prepare("update orders set payment_status = 'pending' where number = ?").bind(pending).run();
    await env.DB.prepare("update orders set payment_status = 'paid' where number = ?").bind(paid).run();
    const found = async (paymentStatus: "oczekujaca" | "paid") =>
      (await listAdminOrders(db, { orderStatus: null, paymentStatus, search: "", page: 1 })).orders.map((o) => o.number);
    const waiting = await found("oczekujaca");
    expect(waiting).toContain(initial);
    expect(waiting).toContain(pending);
    expect(waiting).not.toContain(paid);
    expect(await found("paid")).toContain(paid);
  });

  it("deletes orders with their lines", async () => {
    const numbers = [await placedOrder(), await placedOrder()];
    expect(await deleteOrders(env, testActor, numbers)).toBe(2);
    const left = await env.DB.prepare(`select count(*) as n from order_items where order_id in (select id from orders where number in (?, ?))`)
      .bind(...numbers)
      .first<{ n: number }>();
    expect(left!.n).toBe(0);
  });

  it("searches by number, name or e-mail, filters by status and pages", async () => {
    const number = await placedOrder({ email: "szukana.osoba@example.pl", lastName: "Wiśniewska" });
    for (const search of [number, "Wiśniewska", "szukana.osoba", "100%_"]) {
      const found = await listAdminOrders(db, { orderStatus: null, paymentStatus: null, search, page: 1 });
      expect(found.orders.map((o) => o.number)).toEqual(search === "100%_" ? [] : [number]);
    }
    const page = await listAdminOrders(db, { orderStatus: "nowe", paymentStatus: null, search: "", page: 1 });
    expect(page.orders.every((o) => o.orderStatus === "nowe")).toBe(true);
    expect(page.orders[0]!.lines[0]).toMatchObject({ fabricName: expect.any(String), fabricCategory: expect.any(String) });
    expect(JSON.stringify(page)).not.toContain("accessToken");
  });

  it("reads a search's and a filter's page from orders_list_idx: no statement scans the order rows", async () => {
    await placedOrder({ email: "plan.zapytania@example.pl" });
    // Every statement the list prepares, with what it binds (drizzle's logger does not see a batch's statements).
    const statements: { sql: string; params: unknown[] }[] = [];
    const recordingD1 = new Proxy(env.DB, {
      get: (d1, key) =>
        key === "prepare"
          ? (sql: string) => {
              const statement = { sql, params: [] as unknown[] };
              statements.push(statement);
              const prepared = d1.prepare(sql);
              return new Proxy(prepared, {
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
    const logged = getDb({ DB: recordingD1 });
    for (const query of [
      { orderStatus: null, paymentStatus: null, search: "plan.zapytania", page: 1 },
      { orderStatus: "nowe" as const, paymentStatus: "oczekujaca" as const, search: "", page: 2 },
      { orderStatus: null, paymentStatus: null, search: "", page: 1 },
    ]) {
      statements.length = 0;
      await listAdminOrders(logged, query);
      const ofOrders = statements.filter(({ sql }) => /^select .* from "orders"/.test(sql));
      expect(ofOrders.length).toBeGreaterThanOrEqual(2);
      for (const { sql, params } of ofOrders) {
        const plan = (
          await env.DB.prepare(`explain query plan ${sql}`)
            .bind(...params)
            .all<{ detail: string }>()
        ).results.map((row) => row.detail);
        expect(
          plan.filter((step) => /^SCAN orders\b/.test(step) && !/COVERING INDEX/.test(step)),
          `${sql}\n${plan.join("\n")}`,
        ).toEqual([]);
      }
    }
  });
});

describe("the CSV export", () => {
  it("writes every order line with Polish headers, BOM and ';', and neutralises formulas", async () => {
    const number = await placedOrder({ firstName: '=HYPERLINK("http://zly.example")', notes: "+48 dzwonić" });
    const jobId = await requestOrdersExport(env, testActor);
    await buildOrdersExport(env, jobId);
    const job = await getExportJob(db, jobId);
    expect(job).toMatchObject({ status: "done", fileName: expect.stringMatching(/^zamowienia_\d{4}-\d{2}-\d{2}\.csv$/) });
    const bytes = new Uint8Array(await (await env.EXPORTS.get(job!.r2Key!))!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<string[]>(new TextDecoder().decode(bytes), { delimiter: ";" });
    expect(parsed.data[0]).toEqual(EXPORT_HEADER);
    const row = parsed.data.find((r) => r[0] === number)!;
    expect(row[5]).toBe('\'=HYPERLINK("http://zly.example")');
    expect(row[16]).toBe("'+48 dzwonić");
    expect(job!.rowCount).toBe(parsed.data.length - 1);

    await buildOrdersExport(env, jobId);
    expect((await getExportJob(db, jobId))!.status).toBe("done");
  });

  it("writes the file to R2 in parts of one size and a shorter last one, which join into the text written", async () => {
    const uploaded: Uint8Array<ArrayBuffer>[] = [];
    let completed: R2UploadedPart[] = [];
    const upload = {
      uploadPart: async (partNumber: number, value: Uint8Array) => {
        uploaded[partNumber - 1] = value.slice();
        return { partNumber, etag: `etag-${partNumber}` };
      },
      complete: async (parts: R2UploadedPart[]) => {
        completed = parts;
        return {};
      },
    } as unknown as R2MultipartUpload;
    const file = new PartWriter(upload);
    // Rows with two-byte letters, so a part ends inside a row and inside a character's bytes.
    const row = "ZAM-2026-000001;Żaneta Wiśniewska;ą\r\n";
    const pieces = Array.from({ length: 50 }, (_, i) => row.repeat(Math.ceil((2.5 * EXPORT_PART_BYTES) / 50 / 40) + i));
    for (const piece of pieces) await file.write(piece);
    await file.complete();

    const expected = new TextEncoder().encode(pieces.join(""));
    expect(uploaded.map((part) => part.length)).toEqual([EXPORT_PART_BYTES, EXPORT_PART_BYTES, expected.length - 2 * EXPORT_PART_BYTES]);
    expect(completed).toEqual([1, 2, 3].map((n) => ({ partNumber: n, etag: `etag-${n}` })));
    expect(new Uint8Array(await new Blob(uploaded).arrayBuffer())).toEqual(expected);
  });

  it("builds the export of 10 000 orders", async () => {
    const template = await placedOrder();
    await env.DB.prepare(`
      insert into orders (number, idempotency_key, access_token, first_name, last_name, email, phone, street, house_number, city, postal_code,
        delivery_method, payment_method, items_total, delivery_cost, payment_fee, final_total)
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 10000)
      select 'ZAM-2099-' || printf('%06d', i), 'bulk-' || i, 'token-' || i, 'Jan', 'Test', 'jan' || i || '@example.pl', '600700800', 'Długa', '1', 'Kraków', '31-147',
        'kurier', 'przelew_bankowy', 10000, 3000, 0, 13000 from n`).run();
    await env.DB.prepare(`
      insert into order_items (order_id, position, product_type, fabric_code, profile_code, width_cm, height_cm, quantity, unit_price, line_price, configuration, price_breakdown)
      select o.id, 1, i.product_type, i.fabric_code, i.profile_code, i.width_cm, i.height_cm, i.quantity, i.unit_price, i.line_price, i.configuration, i.price_breakdown
      from orders o, (select * from order_items where order_id = (select id from orders where number = ?)) i where o.number like 'ZAM-2099-%'`)
      .bind(template)
      .run();

    const jobId = await requestOrdersExport(env, testActor);
    await buildOrdersExport(env, jobId);
    const job = await getExportJob(db, jobId);
    expect(job!.status).toBe("done");
    expect(job!.ordersDone).toBeGreaterThanOrEqual(10_000);
    expect(job!.rowCount).toBeGreaterThanOrEqual(10_000);
    const text = await (await env.EXPORTS.get(job!.r2Key!))!.text();
    expect(text.split("\r\n").length - 1).toBe(job!.rowCount);
  }, 120_000);
});
