import { createScheduledController, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { cutoffFor, type HousekeptData, RETENTION } from "~/lib/retention";
import { CODE_TTL_SECONDS, getAuth } from "~/server/accounts/auth.server";
import { orderSequence } from "~/server/orders/order-sequence.server";
import { requestFreshOrderLink } from "~/server/orders/pages.server";
import { getDb } from "~/server/platform/db.server";
import { rateLimitRules } from "~/server/platform/rate-limit.server";
import { ORDERS_CHUNK, anonymiseExpiredOrders } from "~/server/retention/orders.server";
import worker from "../../workers/app";
import { issueTestInvoice, newOrder } from "../support/workers/invoices";
import { HOUSEKEEPING_CRON, runHousekeeping } from "../../workers/housekeeping";

// One fixed moment for the whole file: each row is written just inside its kind's period or just past it, by the
// retention table's own cutoff, and the daily cron run at that moment must keep the first and remove the second.
const now = Date.now();
const HOUR = 3_600_000;

function runDailyCron() {
  return worker.scheduled(createScheduledController({ cron: HOUSEKEEPING_CRON, scheduledTime: now }), env);
}

const run = (sql: string, ...values: unknown[]) => env.DB.prepare(sql).bind(...values);
const id = () => crypto.randomUUID();
const exists = async (table: string, column: string, value: unknown) => (await run(`select 1 as x from ${table} where ${column} = ?`, value).first()) !== null;

async function user(): Promise<string> {
  const userId = id();
  await run("insert into user (id, name, email, email_verified, created_at, updated_at) values (?, 'K', ?, 1, ?, ?)", userId, `${userId}@example.pl`, now, now).run();
  return userId;
}

/** An order of one line with a private link and an account, placed at `createdAt`: the statements, for one batch. */
function orderStatements(createdAt: number, number = `ZAM-1999-${id()}`) {
  const orderId = `(select id from orders where number = '${number}')`;
  return [
    run(
      `insert into orders (number, idempotency_key, access_token, user_id, first_name, last_name, email, phone, street, house_number, apartment_number, city, postal_code,
        notes, company_name, company_nip, delivery_method, payment_method, items_total, discount, delivery_cost, payment_fee, final_total, order_status,
        payment_status, submission_hash, created_at, updated_at)
       values (?, ?, 'retired:' || ?, 'customer-account', 'Anna', 'Nowak', 'anna.nowak@example.pl', '600700800', 'Długa', '5', '7', 'Kraków', '31-147', 'Proszę dzwonić',
        'Nowak Sp. z o.o.', '5260001246', 'kurier', 'przelew_bankowy', 24000, 1000, 3000, 0, 26000, 'zrealizowane', 'oplacone', 'hash', ?, ?)`,
      number,
      id(),
      id(),
      createdAt,
      createdAt,
    ),
    run(
      `insert into order_items (order_id, position, product_type, fabric_code, profile_code, width_cm, height_cm, quantity, unit_price, line_price, configuration, price_breakdown)
       values (${orderId}, 1, 'plisy', 'T-001', 'P-01', 100, 150, 2, 12000, 24000, '{"productType":"plisy"}', '{"total":24000}')`,
    ),
    run(`insert into order_links (token_hash, order_id, expires_at, created_at) values (?, ${orderId}, ?, ?)`, id(), now + 90 * 24 * HOUR, createdAt),
  ];
}

async function order(createdAt: number): Promise<string> {
  const number = `ZAM-1999-${id()}`;
  await env.DB.batch(orderStatements(createdAt, number));
  return number;
}

type OrderRow = Record<string, unknown> & { id: number; email: string; anonymised_at: number | null };
const orderRow = (number: string) => run("select * from orders where number = ?", number).first<OrderRow>();

async function enquiry(kind: string, createdAt: number, replyAt?: number): Promise<string> {
  const enquiryId = id();
  await run(
    "insert into enquiries (id, kind, first_name, last_name, email, subject, message, status, created_at) values (?, ?, 'Jan', 'Kowalski', 'jan@example.pl', 'Temat', 'Treść', 'zamkniete', ?)",
    enquiryId,
    kind,
    createdAt,
  ).run();
  if (replyAt !== undefined)
    await run("insert into enquiry_replies (enquiry_id, body, user_id, user_email, created_at) values (?, 'Odpowiedź', 'admin', 'admin@example.pl', ?)", enquiryId, replyAt).run();
  return enquiryId;
}

/** Writes one row of a kind whose moment (created, sent, expiring) is `moment`; the function it returns says whether it is still kept. */
type Fixture = (moment: number) => Promise<() => Promise<boolean>>;

const FIXTURES: Record<HousekeptData, Fixture> = {
  orders: async (moment) => {
    const number = await order(moment);
    return async () => (await orderRow(number))!.email !== "";
  },
  complaints: async (moment) => {
    const enquiryId = await enquiry("complaint", moment);
    return () => exists("enquiries", "id", enquiryId);
  },
  enquiries: async (moment) => {
    const enquiryId = await enquiry("contact", moment);
    return () => exists("enquiries", "id", enquiryId);
  },
  sampleRequests: async (moment) => {
    const requestId = id();
    await run(
      `insert into sample_requests (id, name, street, postal_code, city, email, email_key, address_key, fabrics, status, created_at)
       values (?, 'Jan Kowalski', 'Długa 5', '31-147', 'Kraków', 'jan@example.pl', 'jan@example.pl', 'dluga5|31147', '[]', 'wyslane', ?)`,
      requestId,
      moment,
    ).run();
    return () => exists("sample_requests", "id", requestId);
  },
  emailDeliveries: async (moment) => {
    const key = `${id()}:customer`;
    await run("insert into email_deliveries (key, event_id, recipient, subject, status, created_at) values (?, 'event', 'jan@example.pl', 'Temat', 'sent', ?)", key, moment).run();
    return () => exists("email_deliveries", "key", key);
  },
  processedEvents: async (moment) => {
    const eventId = id();
    await run("insert into processed_events (id, type, status, attempts, created_at, updated_at) values (?, 'new_order', 'done', 1, ?, ?)", eventId, moment, moment).run();
    return () => exists("processed_events", "id", eventId);
  },
  deadLetters: async (moment) => {
    const messageId = id();
    await run("insert into dead_letters (message_id, event_id, type, body, attempts, created_at) values (?, 'event', 'new_order', '{}', 3, ?)", messageId, moment).run();
    return () => exists("dead_letters", "message_id", messageId);
  },
  exports: async (moment) => {
    const jobId = id();
    const key = `exports/${jobId}/zamowienia.csv`;
    await env.EXPORTS.put(key, "Numer zamówienia\r\n");
    await run(
      "insert into export_jobs (id, status, requested_by, file_name, r2_key, created_at, updated_at) values (?, 'done', 'admin', 'zamowienia.csv', ?, ?, ?)",
      jobId,
      key,
      moment,
      moment,
    ).run();
    return async () => {
      const [row, file] = [await exists("export_jobs", "id", jobId), (await env.EXPORTS.head(key)) !== null];
      // The file and its job go together.
      expect(file).toBe(row);
      return row;
    };
  },
  orderLinks: async (moment) => {
    const number = await order(now);
    const tokenHash = id();
    await run("insert into order_links (token_hash, order_id, expires_at) values (?, (select id from orders where number = ?), ?)", tokenHash, number, moment).run();
    return () => exists("order_links", "token_hash", tokenHash);
  },
  orderNumberKeys: async (moment) => {
    const key = `housekeeping-${id()}`;
    await runInDurableObject(orderSequence(env), (_instance, state) => {
      state.storage.sql.exec("INSERT INTO idempotency (key, number, created_at) VALUES (?, ?, ?)", key, `ZAM-1999-${key}`, moment);
    });
    return () => runInDurableObject(orderSequence(env), (_instance, state) => state.storage.sql.exec("SELECT 1 FROM idempotency WHERE key = ?", key).toArray().length === 1);
  },
  sessions: async (moment) => {
    const sessionId = id();
    await run("insert into session (id, expires_at, token, created_at, updated_at, user_id) values (?, ?, ?, ?, ?, ?)", sessionId, moment, id(), now, now, await user()).run();
    return () => exists("session", "id", sessionId);
  },
  codes: async (moment) => {
    const [verificationId, userId] = [id(), await user()];
    await env.DB.batch([
      run("insert into verification (id, identifier, value, expires_at) values (?, 'email-verification-otp-jan@example.pl', '123456:0', ?)", verificationId, moment),
      run("insert into password_resets (user_id, seed, expires_at) values (?, 'seed', ?)", userId, moment),
    ]);
    return async () => {
      const [verification, reset] = [await exists("verification", "id", verificationId), await exists("password_resets", "user_id", userId)];
      expect(reset).toBe(verification);
      return verification;
    };
  },
  rateLimits: async (moment) => {
    const key = `housekeeping:${id()}`;
    await env.DB.batch([
      run("insert into rate_limits (key, hits, refused, expires_at) values (?, '[]', 0, ?)", key, moment),
      run("insert into login_failures (key, failures, locked_until, refused, expires_at) values (?, 1, 0, 0, ?)", key, moment),
    ]);
    return async () => {
      const [limit, failures] = [await exists("rate_limits", "key", key), await exists("login_failures", "key", key)];
      expect(failures).toBe(limit);
      return limit;
    };
  },
  adminGateFailures: async (moment) => {
    const userId = await user();
    await run("insert into admin_gate_failures (user_id, at) values (?, ?)", userId, moment).run();
    return () => exists("admin_gate_failures", "user_id", userId);
  },
  auditLog: async (moment) => {
    const action = `housekeeping-${id()}`;
    await run("insert into audit_log (user_id, user_email, action, ip_address, created_at) values ('admin', 'admin@example.pl', ?, '198.51.100.7', ?)", action, moment).run();
    return () => exists("audit_log", "action", action);
  },
};

describe("the daily housekeeping cron enforces every row of the retention table", () => {
  const written: Record<string, { inside: () => Promise<boolean>; past: () => Promise<boolean> }> = {};
  // Every kind is written first and checked against one run at the same `now`.
  beforeAll(async () => {
    for (const [data, add] of Object.entries(FIXTURES)) {
      const cutoff = cutoffFor(data as HousekeptData, now);
      written[data] = { inside: await add(cutoff + 1), past: await add(cutoff - 1) };
    }
    await runDailyCron();
  });

  it.each(Object.keys(FIXTURES))("%s: kept just inside its period, removed just past it", async (data) => {
    expect(await written[data]!.inside()).toBe(true);
    expect(await written[data]!.past()).toBe(false);
  });
});

describe("orders past their accounting retention", () => {
  const past = cutoffFor("orders", now) - 1;

  it("lose their personal data, private links and account, and keep their amounts, lines, dates and statuses", async () => {
    const number = await order(past);
    const before = (await orderRow(number))!;
    const lines = () => run("select * from order_items where order_id = ?", before.id).all();
    const linesBefore = (await lines()).results;

    await runDailyCron();

    const after = (await orderRow(number))!;
    expect(after).toMatchObject({
      first_name: "",
      last_name: "",
      email: "",
      phone: "",
      street: "",
      house_number: "",
      apartment_number: null,
      city: "",
      postal_code: "",
      notes: null,
      company_name: null,
      company_nip: null,
      user_id: null,
      submission_hash: null,
      anonymised_at: now,
    });
    for (const kept of [
      "number",
      "items_total",
      "discount",
      "delivery_cost",
      "payment_fee",
      "final_total",
      "order_status",
      "payment_status",
      "delivery_method",
      "payment_method",
      "created_at",
    ])
      expect(after[kept], kept).toEqual(before[kept]);
    expect(linesBefore).toHaveLength(1);
    expect((await lines()).results).toEqual(linesBefore);
    expect(await exists("order_links", "order_id", before.id)).toBe(false);
  });

  it("are anonymised once: a second run changes nothing", async () => {
    const number = await order(past);
    await runDailyCron();
    const first = await orderRow(number);
    const again = await runHousekeeping(env, now + HOUR);
    expect(await orderRow(number)).toEqual(first);
    expect(again.orders).toEqual({ anonymised: 0, backlog: false });
  });

  it("lose what an account's deletion left them", async () => {
    const number = await order(past);
    // As an account's deletion leaves an order: detached and marked, with what accounting needs still in it.
    await run("update orders set user_id = null, email = '', phone = '', anonymised_at = ? where number = ?", past, number).run();
    await runDailyCron();
    expect(await orderRow(number)).toMatchObject({ first_name: "", last_name: "", street: "", company_nip: null, anonymised_at: now });
  });

  it("get no fresh private link: there is no address left to send it to", async () => {
    const number = await order(past);
    await runDailyCron();
    const send = vi.fn(async () => {});
    const result = await requestFreshOrderLink({ ...env, EVENTS: { send, sendBatch: send } as unknown as Queue }, new Request("http://shop.test/"), number);
    expect(result).toEqual({ allowed: true });
    expect(send).not.toHaveBeenCalled();
  });

  it("are anonymised a chunk at a time: more than a chunk in one run, and a backlog beyond the budget over several runs", async () => {
    const numbers = Array.from({ length: ORDERS_CHUNK + 50 }, () => `ZAM-1998-${id()}`);
    await env.DB.batch(numbers.flatMap((number) => orderStatements(past, number)));
    const personal = async () => (await run(`select count(*) as n from orders where number like 'ZAM-1998-%' and email != ''`).first<{ n: number }>())!.n;

    // One chunk a run: the first two runs leave a backlog and say so, the third finds nothing left.
    const db = getDb(env);
    expect(await anonymiseExpiredOrders(db, now, { size: ORDERS_CHUNK, chunks: 1 })).toEqual({ anonymised: ORDERS_CHUNK, backlog: true });
    expect(await personal()).toBe(50);
    expect(await anonymiseExpiredOrders(db, now, { size: ORDERS_CHUNK, chunks: 1 })).toEqual({ anonymised: 50, backlog: false });
    expect(await personal()).toBe(0);
    expect(await anonymiseExpiredOrders(db, now, { size: ORDERS_CHUNK, chunks: 1 })).toEqual({ anonymised: 0, backlog: false });

    // The cron's own budget takes more than one chunk in a run.
    const more = Array.from({ length: ORDERS_CHUNK + 20 }, () => `ZAM-1997-${id()}`);
    await env.DB.batch(more.flatMap((number) => orderStatements(past, number)));
    const report = await runHousekeeping(env, now);
    expect(report.orders).toEqual({ anonymised: ORDERS_CHUNK + 20, backlog: false });
    expect((await run("select count(*) as n from order_links where order_id in (select id from orders where number like 'ZAM-1997-%')").first<{ n: number }>())!.n).toBe(0);
  });
});

describe("enquiries and complaints", () => {
  it("are kept while their last message, a reply included, is within the period", async () => {
    for (const [kind, data] of [
      ["complaint", "complaints"],
      ["furniture", "enquiries"],
    ] as const) {
      const cutoff = cutoffFor(data, now);
      const answeredLately = await enquiry(kind, cutoff - 10 * 24 * HOUR, cutoff + 1);
      const answeredLongAgo = await enquiry(kind, cutoff - 10 * 24 * HOUR, cutoff - 1);
      await runDailyCron();
      expect(await exists("enquiries", "id", answeredLately)).toBe(true);
      expect(await exists("enquiry_replies", "enquiry_id", answeredLately)).toBe(true);
      expect(await exists("enquiries", "id", answeredLongAgo)).toBe(false);
      // The replies go with their enquiry.
      expect(await exists("enquiry_replies", "enquiry_id", answeredLongAgo)).toBe(false);
    }
  });
});

describe("complaint cases", () => {
  /** A case of its own order, received long before the cutoff, with a message and a photo in R2 at `lastWord`. */
  async function complaintCase(status: string, lastWord: number): Promise<{ id: number; photoKey: string; pdfKey: string }> {
    const number = await order(now);
    const received = cutoffFor("complaints", now) - 400 * 24 * HOUR;
    const row = await run(
      `insert into complaints (order_id, reason, description, first_name, last_name, email, consumer, received_at, due_on, status, decided_at, decision_pdf_key)
       select id, 'wada_produkcyjna', 'Opis', 'Anna', 'Nowak', 'anna.nowak@example.pl', 1, ?, '2000-01-15', ?, ?, ? from orders where number = ? returning id`,
      received,
      status,
      status === "otwarta" ? null : received,
      `complaints/${id()}/decision.pdf`,
      number,
    ).first<{ id: number }>();
    const photoKey = `complaints/photos/${id()}.png`;
    await env.EXPORTS.put(photoKey, "png");
    const pdfKey = (await run("select decision_pdf_key as key from complaints where id = ?", row!.id).first<{ key: string }>())!.key;
    await env.EXPORTS.put(pdfKey, "pdf");
    await env.DB.batch([
      run("insert into complaint_messages (complaint_id, author, body, created_at) values (?, 'klient', 'Dziękuję', ?)", row!.id, lastWord),
      run("insert into complaint_photos (complaint_id, key, content_type, width, height, bytes) values (?, ?, 'image/png', 1, 1, 3)", row!.id, photoKey),
    ]);
    return { id: row!.id, photoKey, pdfKey };
  }
  const kept = async ({ id: caseId, photoKey, pdfKey }: Awaited<ReturnType<typeof complaintCase>>) => {
    const [row, photo, pdf] = [await exists("complaints", "id", caseId), (await env.EXPORTS.head(photoKey)) !== null, (await env.EXPORTS.head(pdfKey)) !== null];
    // The files go with their case.
    expect([photo, pdf]).toEqual([row, row]);
    return row;
  };

  it("go whole, files first, once decided and quiet past the period; an open one and a recent word keep theirs", async () => {
    const cutoff = cutoffFor("complaints", now);
    const quiet = await complaintCase("odrzucona", cutoff - 1);
    const answeredLately = await complaintCase("uznana", cutoff + 1);
    const open = await complaintCase("otwarta", cutoff - 1);
    await runDailyCron();
    expect(await kept(quiet)).toBe(false);
    expect(await exists("complaint_messages", "complaint_id", quiet.id)).toBe(false);
    expect(await kept(answeredLately)).toBe(true);
    expect(await kept(open)).toBe(true);
  });
});

describe("the order-number Durable Object", () => {
  it("prunes its old idempotency keys and still hands a kept key its number", async () => {
    const sequence = orderSequence(env);
    const [kept, pruned] = [`kept-${id()}`, `pruned-${id()}`];
    const keptNumber = (await sequence.numberFor(kept, 2040)).number;
    const prunedNumber = (await sequence.numberFor(pruned, 2040)).number;
    const cutoff = cutoffFor("orderNumberKeys", now);
    await runInDurableObject(sequence, (_instance, state) => {
      state.storage.sql.exec("UPDATE idempotency SET created_at = ? WHERE key = ?", cutoff + 1, kept);
      state.storage.sql.exec("UPDATE idempotency SET created_at = ? WHERE key = ?", cutoff - 1, pruned);
    });

    await runDailyCron();

    expect(await sequence.numberFor(kept, 2040)).toEqual({ number: keptNumber, isNew: false });
    // A pruned key is a stranger now: it gets the next number.
    const again = await sequence.numberFor(pruned, 2040);
    expect(again.isNew).toBe(true);
    expect(again.number).not.toBe(prunedNumber);
  });

  it("prunes at most the limit it is given, oldest first", async () => {
    const sequence = orderSequence(env);
    const old = cutoffFor("orderNumberKeys", now) - 10 * 24 * HOUR;
    const keys = Array.from({ length: 5 }, (_, i) => `limit-${i}-${id()}`);
    await runInDurableObject(sequence, (_instance, state) => {
      for (const [i, key] of keys.entries()) state.storage.sql.exec("INSERT INTO idempotency (key, number, created_at) VALUES (?, ?, ?)", key, `ZAM-1999-${key}`, old + i);
    });
    expect(await sequence.pruneIdempotencyKeys(old + 5, 3)).toBe(3);
    const left = await runInDurableObject(sequence, (_instance, state) =>
      keys.filter((key) => state.storage.sql.exec("SELECT 1 FROM idempotency WHERE key = ?", key).toArray().length === 1),
    );
    expect(left).toEqual(keys.slice(3));
  });
});

describe("the daily run", () => {
  it("reports what each step did", async () => {
    const report = await runHousekeeping(env, now);
    expect(Object.keys(report).sort()).toEqual(Object.keys(FIXTURES).sort());
    for (const result of Object.values(report)) expect(result).toMatchObject({ backlog: false });
  });

  it("leaves consumed events still processing to their delivery", async () => {
    const eventId = id();
    const old = cutoffFor("processedEvents", now) - 24 * HOUR;
    await run("insert into processed_events (id, type, status, attempts, created_at, updated_at) values (?, 'new_order', 'processing', 1, ?, ?)", eventId, old, old).run();
    await runDailyCron();
    expect(await exists("processed_events", "id", eventId)).toBe(true);
  });

  it("leaves everything to the daily run when the every-minute cron fires", async () => {
    const number = await order(cutoffFor("orders", now) - 1);
    const eventId = id();
    const old = cutoffFor("processedEvents", now) - 1;
    await run("insert into processed_events (id, type, status, attempts, created_at, updated_at) values (?, 'new_order', 'done', 1, ?, ?)", eventId, old, old).run();
    await worker.scheduled(createScheduledController({ cron: "* * * * *", scheduledTime: now }), env);
    expect(await exists("processed_events", "id", eventId)).toBe(true);
    expect((await orderRow(number))!.email).not.toBe("");
  });
});

describe("the lifetimes the retention table states", () => {
  it("hold for sessions, verification codes and rate limits", () => {
    expect(getAuth(env).options.session?.expiresIn).toBe(RETENTION.sessions.period.longest.days * 24 * 3600);
    expect(CODE_TTL_SECONDS).toBeLessThanOrEqual(RETENTION.codes.period.longest.hours * 3600);
    const longest = RETENTION.rateLimits.period.longest.hours * 3600;
    expect(Object.entries(rateLimitRules).filter(([, rule]) => rule.windowSeconds > longest)).toEqual([]);
  });
});

describe("invoices past the accounting retention", () => {
  it("keep nothing of their buyer, in their row, their document or their PDF, counted from their own issue", async () => {
    // What earlier tests left due is done first, so the run below counts these invoices alone.
    await runHousekeeping(env, now);
    const month = (at: number) => new Date(at).toISOString().slice(0, 7);
    const company = { name: "Jan Kowalski Usługi Stolarskie", nip: "5260250274" };
    const expired = await issueTestInvoice(await newOrder(), { month: month(cutoffFor("orders", now) - 40 * 24 * HOUR), buyer: company });
    const kept = await issueTestInvoice(await newOrder(), { month: month(now), buyer: company });
    for (const invoice of [expired, kept]) {
      await env.EXPORTS.put(`faktury/${invoice.id}/faktura.pdf`, "%PDF-1.7");
      await run("update invoices set pdf_key = ? where id = ?", `faktury/${invoice.id}/faktura.pdf`, invoice.id).run();
    }
    const row = (invoiceId: number) =>
      run("select buyer_name, buyer_nip, pdf_key, gross_total, number, document from invoices where id = ?", invoiceId).first<{
        buyer_name: string;
        buyer_nip: string | null;
        pdf_key: string | null;
        gross_total: number;
        number: string;
        document: string;
      }>();

    expect((await runHousekeeping(env, now)).orders).toEqual({ anonymised: 1, backlog: false });
    const cleared = (await row(expired.id))!;
    expect(cleared).toMatchObject({ buyer_name: "", buyer_nip: null, pdf_key: null, gross_total: expired.gross, number: expired.number });
    expect(JSON.parse(cleared.document).buyer).toEqual({ name: "", nip: null, street: "", postalCode: "", city: "", country: "PL" });
    expect(await env.EXPORTS.get(`faktury/${expired.id}/faktura.pdf`)).toBeNull();

    const untouched = (await row(kept.id))!;
    expect(untouched).toMatchObject({ buyer_name: company.name, buyer_nip: company.nip, pdf_key: `faktury/${kept.id}/faktura.pdf` });
    expect(await env.EXPORTS.get(`faktury/${kept.id}/faktura.pdf`)).not.toBeNull();
    // Nothing is left to do.
    expect((await runHousekeeping(env, now)).orders).toEqual({ anonymised: 0, backlog: false });
  });
});
