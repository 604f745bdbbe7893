import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { complaintItems, complaintMessages, complaints, orderItems, profiles, user } from "~/db/schema";
import {
  adminComplaintPath,
  type ComplaintRemedy,
  complaintDayText,
  complaintDecisionKey,
  complaintDueOn,
  complaintReference,
  DEEMED_ACCEPTED_JUSTIFICATION,
  orderComplaintPath,
  REJECTION_LEGAL_NOTE,
} from "~/lib/complaints";
import type { ShopEvent } from "~/lib/events";
import { ORDER_TOKEN_PARAM } from "~/lib/order-number";
import { DEADLINE_CASES_PER_RUN, runComplaintDeadlines } from "~/server/complaints/deadlines.server";
import { linkOpensOrder } from "~/server/orders/links.server";
import { getDb } from "~/server/platform/db.server";
import { readShopSettings } from "~/server/settings/shop.server";
import { readPdf } from "../support/pdf-text";
import { newOrder } from "../support/workers/invoices";
import { deliver, keptEvents, recordingEmail, type SentEmail } from "../support/workers/queue";

// The complaints' queue and clock (issue 47): the minute's deadline task reminds every administrator 3 days and 1 day
// before a consumer's deadline, once each, and accepts by law a case still open once its last Warsaw day is over; the
// consumer e-mails each side once per event, however often it is delivered, and keeps the decision's PDF in R2.
// Time is passed to the task as `now`: nothing sleeps.

const db = getDb(env);

let administrators: string[] = [];

beforeAll(async () => {
  // Two administrators of this file's own (others may exist): every one of them is mailed. Verified, as an account
  // signing in to the panel is: an unverified address's hourly limit would hold back this file's later mails.
  for (let n = 0; n < 2; n++) {
    const id = `complaints-admin-${crypto.randomUUID().slice(0, 8)}`;
    await db.insert(user).values({ id, name: "Admin", email: `${id}@example.pl`, emailVerified: true });
    await db.insert(profiles).values({ id, admin: true });
  }
  administrators = (await env.DB.prepare("select u.email from user u join profiles p on p.id = u.id where p.admin = 1").all<{ email: string }>()).results.map((r) => r.email);
  expect(administrators.length).toBeGreaterThanOrEqual(2);
});

/** A consumer's (or a company's) case on a fresh order, received at `receivedAt`, about the order's line. */
async function fileCase(
  { receivedAt, consumer = true, requestedRemedy = "ponowne_wykonanie" as ComplaintRemedy | null, status = "otwarta" as "otwarta" | "uznana" | "odrzucona" } = {} as {
    receivedAt: Date;
    consumer?: boolean;
    requestedRemedy?: ComplaintRemedy | null;
    status?: "otwarta" | "uznana" | "odrzucona";
  },
) {
  const order = await newOrder();
  const email = (await env.DB.prepare("select email from orders where id = ?").bind(order.id).first<{ email: string }>())!.email;
  const decided = status === "otwarta" ? {} : { remedy: "naprawa" as const, justification: "Naprawimy prowadnicę.", decidedAt: receivedAt, decidedBy: "owner@example.pl" };
  const [row] = await db
    .insert(complaints)
    .values({
      orderId: order.id,
      reason: "wada_produkcyjna",
      description: "Plisa jest o 2 cm za wąska.",
      requestedRemedy,
      firstName: "Anna",
      lastName: "Nowak",
      email,
      consumer,
      receivedAt,
      dueOn: complaintDueOn(receivedAt, consumer),
      status,
      ...decided,
    })
    .returning();
  const items = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, order.id));
  await db.insert(complaintItems).values(items.map((item) => ({ complaintId: row!.id, orderItemId: item.id })));
  return { ...row!, order: { ...order, email } };
}

const caseRow = async (id: number) => (await db.select().from(complaints).where(eq(complaints.id, id)).get())!;

/** Runs the task as the cron does, its kept events captured (not consumed): those of `complaintId`. */
async function run(now: string, complaintId: number, times = 1) {
  const queue = keptEvents();
  await Promise.all(Array.from({ length: times }, () => runComplaintDeadlines(queue.env, new Date(now))));
  return queue.sent.filter((event) => "complaintId" in event && event.complaintId === complaintId);
}

/** Consumes each event twice, as a redelivering queue might, and returns what was e-mailed. */
async function consumeTwice(events: ShopEvent[]) {
  const mail = recordingEmail();
  for (const event of [...events, ...events]) expect(await deliver(event, mail.env)).toMatchObject({ explicitAcks: [expect.any(String)] });
  return mail.sent;
}

const to = (sent: SentEmail[], subject: string) => sent.filter((message) => message.subject === subject).map((message) => message.to);
const linkIn = (html: string, path: string) => new RegExp(`href="([^"]*${path.replaceAll("/", "\\/")}[^"]*)"`).exec(html)?.[1]?.replaceAll("&amp;", "&");

describe("reminders before a consumer's deadline (complaint_deadlines)", () => {
  it("reminds every administrator 3 days and 1 day before, each once, however often or concurrently the task runs", async () => {
    // Received on 15 February 2028: due on the leap day.
    const complaint = await fileCase({ receivedAt: new Date("2028-02-15T10:00:00+01:00") });
    expect(complaint.dueOn).toBe("2028-02-29");
    const reference = complaintReference(complaint.id);

    expect(await run("2028-02-25T23:59:00+01:00", complaint.id)).toEqual([]);
    const three = await run("2028-02-26T00:00:00+01:00", complaint.id, 3);
    expect(three).toEqual([{ id: expect.any(String), type: "complaint_reminder", complaintId: complaint.id, daysLeft: 3 }]);
    expect(await run("2028-02-27T08:00:00+01:00", complaint.id, 2)).toEqual([]);
    expect((await caseRow(complaint.id)).reminder3SentAt).toEqual(new Date("2028-02-26T00:00:00+01:00"));
    expect((await caseRow(complaint.id)).reminder1SentAt).toBeNull();

    const one = await run("2028-02-28T07:00:00+01:00", complaint.id, 3);
    expect(one).toEqual([{ id: expect.any(String), type: "complaint_reminder", complaintId: complaint.id, daysLeft: 1 }]);
    expect(await run("2028-02-29T23:59:00+01:00", complaint.id, 2)).toEqual([]);

    const sent = await consumeTwice([...three, ...one]);
    const threeSubject = `Zostały 3 dni na odpowiedź na reklamację ${reference}`;
    const oneSubject = `Został 1 dzień na odpowiedź na reklamację ${reference}`;
    expect(to(sent, threeSubject).sort()).toEqual([...administrators].sort());
    expect(to(sent, oneSubject).sort()).toEqual([...administrators].sort());
    const shop = await readShopSettings(db, env);
    const reminder = sent.find((message) => message.subject === oneSubject)!;
    expect(reminder.text).toContain(complaintDayText("2028-02-29"));
    expect(linkIn(reminder.html, adminComplaintPath(complaint.id))).toBe(new URL(adminComplaintPath(complaint.id), shop.publicUrl).toString());
  });

  it("sends only the 1-day reminder when the 1-day mark comes with the 3-day one unsent, and marks both", async () => {
    const complaint = await fileCase({ receivedAt: new Date("2027-12-18T12:00:00+01:00") });
    expect(complaint.dueOn).toBe("2028-01-01");
    // The task was down until the last evening of the year, 1 day before.
    const events = await run("2027-12-31T23:30:00+01:00", complaint.id, 2);
    expect(events).toEqual([{ id: expect.any(String), type: "complaint_reminder", complaintId: complaint.id, daysLeft: 1 }]);
    const row = await caseRow(complaint.id);
    expect(row.reminder1SentAt).toEqual(new Date("2027-12-31T23:30:00+01:00"));
    expect(row.reminder3SentAt).toEqual(new Date("2027-12-31T23:30:00+01:00"));
    expect(await run("2028-01-01T12:00:00+01:00", complaint.id)).toEqual([]);

    const sent = await consumeTwice(events);
    expect(to(sent, `Został 1 dzień na odpowiedź na reklamację ${complaintReference(complaint.id)}`).sort()).toEqual([...administrators].sort());
    expect(sent.some((message) => message.subject.startsWith("Zostały 3 dni"))).toBe(false);
  });

  it("never reminds of a company buyer's case or of a decided one, nor accepts them by law", async () => {
    const receivedAt = new Date("2029-01-10T12:00:00+01:00");
    const company = await fileCase({ receivedAt, consumer: false });
    expect(company.dueOn).toBeNull();
    const decided = await fileCase({ receivedAt, status: "uznana" });
    for (const now of ["2029-01-21T12:00:00+01:00", "2029-01-23T12:00:00+01:00", "2029-01-25T12:00:00+01:00", "2029-03-01T12:00:00+01:00"]) {
      expect(await run(now, company.id)).toEqual([]);
      expect(await run(now, decided.id)).toEqual([]);
    }
    expect(await caseRow(company.id)).toMatchObject({ status: "otwarta", reminder3SentAt: null, reminder1SentAt: null, decidedAt: null });
    expect(await caseRow(decided.id)).toMatchObject({ status: "uznana", reminder3SentAt: null, reminder1SentAt: null, remedy: "naprawa" });
    // A reminder still on the queue for a case decided (or made a company's) since sends nothing.
    const late = await consumeTwice([
      { id: crypto.randomUUID(), type: "complaint_reminder", complaintId: decided.id, daysLeft: 1 },
      { id: crypto.randomUUID(), type: "complaint_reminder", complaintId: company.id, daysLeft: 1 },
    ]);
    expect(late).toEqual([]);
  });

  it("handles at most DEADLINE_CASES_PER_RUN cases a run (one list statement at its largest), the rest the next minute, each once", async () => {
    const receivedAt = new Date("2031-05-01T12:00:00+02:00");
    const many: { id: number }[] = [];
    for (let n = 0; n < DEADLINE_CASES_PER_RUN + 3; n++) many.push(await fileCase({ receivedAt }));
    const queue = keptEvents();
    // Two days before their deadline (the 3-day mark reached, unsent), and past every earlier test's: those are accepted by law in the same runs.
    const now = new Date("2031-05-13T12:00:00+02:00");
    const runs = [];
    for (let n = 0; n < 4; n++) runs.push(await runComplaintDeadlines(queue.env, now));
    for (const done of runs) expect(done.reminded + done.deemedAccepted).toBeLessThanOrEqual(DEADLINE_CASES_PER_RUN);
    expect(runs.at(-1)).toEqual({ reminded: 0, deemedAccepted: 0 });
    const ours = queue.sent.filter((event) => event.type === "complaint_reminder" && many.some((c) => c.id === event.complaintId));
    expect(ours.map((event) => "complaintId" in event && event.complaintId).sort((a, b) => Number(a) - Number(b))).toEqual(many.map((c) => c.id));
    expect(ours.every((event) => event.type === "complaint_reminder" && event.daysLeft === 3)).toBe(true);
  });
});

describe("a consumer's case unanswered at its deadline is accepted by law", () => {
  it("not a minute before the due day ends in Warsaw; then once, with the customer's decision, its PDF and every administrator told", async () => {
    // Received on 12 March 2028: due on 26 March, the day the clocks go forward.
    const complaint = await fileCase({ receivedAt: new Date("2028-03-12T18:00:00+01:00"), requestedRemedy: "zwrot" });
    expect(complaint.dueOn).toBe("2028-03-26");
    // Its last minute: still open (the last day's reminder is all that is due).
    expect(await run("2028-03-26T23:59:00+02:00", complaint.id)).toEqual([{ id: expect.any(String), type: "complaint_reminder", complaintId: complaint.id, daysLeft: 1 }]);
    expect(await caseRow(complaint.id)).toMatchObject({ status: "otwarta", decidedAt: null });

    const midnight = new Date("2028-03-27T00:00:00+02:00");
    const events = await run(midnight.toISOString(), complaint.id, 3);
    expect(events).toEqual([{ id: expect.any(String), type: "complaint_decided", complaintId: complaint.id }]);
    expect(await caseRow(complaint.id)).toMatchObject({
      status: "uznana_z_mocy_prawa",
      decidedAt: midnight,
      decidedBy: null,
      remedy: "zwrot",
      justification: DEEMED_ACCEPTED_JUSTIFICATION,
    });
    expect(await run("2028-03-28T12:00:00+02:00", complaint.id)).toEqual([]);
    // The law's decision is audited like an administrator's, once.
    const audited = await env.DB.prepare("select user_id, user_email, details from audit_log where action = 'complaint_deemed_accepted' and target = ?")
      .bind(String(complaint.id))
      .all<{ user_id: string; user_email: string; details: string }>();
    expect(audited.results.map((entry) => ({ ...entry, details: JSON.parse(entry.details) }))).toEqual([
      { user_id: "system", user_email: "automatycznie (termin ustawowy)", details: { remedy: "zwrot", dueOn: "2028-03-26" } },
    ]);

    const sent = await consumeTwice(events);
    const reference = complaintReference(complaint.id);
    const customerMail = sent.filter((message) => message.to === complaint.order.email);
    expect(customerMail.map((message) => message.subject)).toEqual([`Reklamacja ${reference} uznana z mocy prawa`]);
    expect(customerMail[0]!.text).toContain("Zwrot pieniędzy");
    expect(
      to(sent, `Reklamacja ${reference} uznana z mocy prawa`)
        .filter((address) => address !== complaint.order.email)
        .sort(),
    ).toEqual([...administrators].sort());
    const toAdmin = sent.find((message) => message.to === administrators[0])!;
    expect(toAdmin.text).toContain("Teraz trzeba zrealizować żądanie klienta: zwrot pieniędzy");

    const row = await caseRow(complaint.id);
    expect(row.decisionPdfKey).toBe(complaintDecisionKey(complaint.id));
    const pdf = await readPdf(new Uint8Array(await (await env.EXPORTS.get(row.decisionPdfKey!))!.arrayBuffer()));
    expect(pdf.text).toContain("Reklamacja: uznana z mocy prawa");
    expect(pdf.text).toContain("Termin odpowiedzi: 26 marca 2028");
    expect(pdf.text).toContain("Sposób załatwienia: Zwrot pieniędzy");
  });
});

describe("the complaint events' e-mails (workers/events/complaints.tsx)", () => {
  it("complaint_filed: the customer's confirmation with the due date and a private link to the case, and the shop's new case, once each", async () => {
    const complaint = await fileCase({ receivedAt: new Date("2026-11-20T10:00:00+01:00") });
    const reference = complaintReference(complaint.id);
    const shop = await readShopSettings(db, env);
    const sent = await consumeTwice([{ id: crypto.randomUUID(), type: "complaint_filed", complaintId: complaint.id }]);
    expect(sent.map((message) => [message.to, message.subject])).toEqual([
      [complaint.order.email, `Przyjęliśmy reklamację ${reference} do zamówienia ${complaint.order.number}`],
      [shop.adminEmail, `Nowa reklamacja ${reference} do zamówienia ${complaint.order.number}`],
    ]);
    const [customer, owner] = sent as [SentEmail, SentEmail];
    expect(customer.text).toContain("Odpowiemy najpóźniej do 4 grudnia 2026.");
    expect(customer.text).toContain("Wada produkcyjna");
    expect(customer.text).toContain("Ponowne wykonanie");
    // A guest's address: what they typed is not repeated there.
    expect(customer.text).not.toContain("2 cm za wąska");
    const link = new URL(linkIn(customer.html, orderComplaintPath(complaint.order.number, complaint.id))!);
    expect(link.pathname).toBe(orderComplaintPath(complaint.order.number, complaint.id));
    expect(await linkOpensOrder(db, complaint.order.id, link.searchParams.get(ORDER_TOKEN_PARAM)!)).toBe(true);

    expect(owner.replyTo).toBe(complaint.order.email);
    expect(owner.text).toContain("2 cm za wąska");
    expect(owner.text).toContain("4 grudnia 2026");
    expect(linkIn(owner.html, adminComplaintPath(complaint.id))).toBe(new URL(adminComplaintPath(complaint.id), shop.publicUrl).toString());
  });

  it("complaint_message: the shop's message to the customer, the customer's to the shop, once each", async () => {
    const complaint = await fileCase({ receivedAt: new Date("2026-11-20T10:00:00+01:00") });
    const reference = complaintReference(complaint.id);
    const shop = await readShopSettings(db, env);
    const [fromShop, fromCustomer] = await db
      .insert(complaintMessages)
      .values([
        { complaintId: complaint.id, author: "sklep", authorEmail: "owner@example.pl", body: "Prosimy o zdjęcie prowadnicy." },
        { complaintId: complaint.id, author: "klient", body: "Zdjęcie w załączniku." },
      ])
      .returning();
    const sent = await consumeTwice([
      { id: crypto.randomUUID(), type: "complaint_message", messageId: fromShop!.id },
      { id: crypto.randomUUID(), type: "complaint_message", messageId: fromCustomer!.id },
    ]);
    expect(sent.map((message) => [message.to, message.subject])).toEqual([
      [complaint.order.email, `Nowa wiadomość w sprawie reklamacji ${reference}`],
      [shop.adminEmail, `Klient napisał w reklamacji ${reference}`],
    ]);
    expect(sent[0]!.text).toContain("Prosimy o zdjęcie prowadnicy.");
    expect(sent[0]!.text).not.toContain("owner@example.pl");
    expect(linkIn(sent[0]!.html, orderComplaintPath(complaint.order.number, complaint.id))).toContain(`?${ORDER_TOKEN_PARAM}=`);
    expect(sent[1]!.text).toContain("Zdjęcie w załączniku.");
    expect(linkIn(sent[1]!.html, adminComplaintPath(complaint.id))).toBe(new URL(adminComplaintPath(complaint.id), shop.publicUrl).toString());
  });

  it("complaint_decided: a rejection's PDF stored with the legal note and the shop as the one who decided, and one e-mail", async () => {
    const complaint = await fileCase({ receivedAt: new Date("2026-11-20T10:00:00+01:00") });
    await db
      .update(complaints)
      .set({ status: "odrzucona", justification: "Wymiary zgodne z zamówieniem.", decidedAt: new Date("2026-11-25T10:00:00+01:00"), decidedBy: "owner@example.pl" })
      .where(eq(complaints.id, complaint.id));
    const sent = await consumeTwice([{ id: crypto.randomUUID(), type: "complaint_decided", complaintId: complaint.id }]);
    const reference = complaintReference(complaint.id);
    expect(sent.map((message) => [message.to, message.subject])).toEqual([[complaint.order.email, `Reklamacja ${reference} odrzucona`]]);
    expect(sent[0]!.text).toContain("Wymiary zgodne z zamówieniem.");
    expect(sent[0]!.text).toContain("rzecznika konsumentów");
    expect(sent[0]!.text).not.toContain("owner@example.pl");
    expect(linkIn(sent[0]!.html, orderComplaintPath(complaint.order.number, complaint.id))).toContain(`?${ORDER_TOKEN_PARAM}=`);

    const row = await caseRow(complaint.id);
    expect(row.decisionPdfKey).toBe(complaintDecisionKey(complaint.id));
    const stored = await env.EXPORTS.get(row.decisionPdfKey!);
    expect(stored?.httpMetadata?.contentType).toBe("application/pdf");
    const pdf = await readPdf(new Uint8Array(await stored!.arrayBuffer()));
    const text = pdf.text.replaceAll("\n", " ");
    expect(pdf.title).toBe(`Odpowiedź na reklamację ${reference}`);
    for (const part of [
      reference,
      complaint.order.number,
      "Anna Nowak",
      "Data otrzymania: 20 listopada 2026",
      "Termin odpowiedzi: 4 grudnia 2026",
      "Reklamacja: odrzucona",
      "Wymiary zgodne z zamówieniem.",
      "Data decyzji: 25 listopada 2026",
      "Decyzję podjął: Sklep",
      "Pouczenie",
    ])
      expect(text).toContain(part);
    expect(text).toContain(REJECTION_LEGAL_NOTE.slice(0, 60));
    expect(text).not.toContain("owner@example.pl");
  });
});
