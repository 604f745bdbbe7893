import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { EnquiryKind, EnquiryStatus } from "~/lib/enquiry-form";
import type { ShopEvent } from "~/lib/events";
import { getDb } from "~/server/platform/db.server";
import { saveEnquiry } from "../support/workers/enquiries";
import { answerEnquiry } from "~/server/enquiries/inbox.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { answerOf, flashOf, get, post, signedIn, testActor, visible, type Session } from "../support/workers/admin";
import { checkoutForm, seededPleatLine, currentDeliveryPrices } from "../support/workers/orders";
import { deliver, keptEvents, recordingEmail, uniqueEmail } from "../support/workers/queue";

// The back-office's enquiries inbox through the worker: the list, one enquiry, its status and the
// owner's replies, which the events queue e-mails to the sender once.

const db = getDb(env);
const tag = () => crypto.randomUUID().slice(0, 8);

type Seed = { kind?: EnquiryKind; status?: EnquiryStatus; minutesAgo?: number; email?: string; subject?: string; message?: string; details?: Record<string, string> };

/** An enquiry as a form stores it, then given its status and age. */
async function enquiry(seed: Seed = {}) {
  const email = seed.email ?? uniqueEmail();
  const { id } = await saveEnquiry(
    db,
    seed.kind ?? "contact",
    { firstName: "Anna", lastName: "Nowak", email, phone: "600700800", subject: seed.subject ?? `Pytanie ${tag()}`, message: seed.message ?? "Czy szyjecie plisy?" },
    seed.details,
  );
  const createdAt = Date.now() - (seed.minutesAgo ?? 0) * 60_000;
  await env.DB.prepare("update enquiries set status = ?, created_at = ? where id = ?")
    .bind(seed.status ?? "nowe", createdAt, id)
    .run();
  return { id, email };
}

const statusOf = async (id: string) => (await env.DB.prepare("select status from enquiries where id = ?").bind(id).first<{ status: string }>())!.status;
const auditOf = async (id: string) =>
  (
    await env.DB.prepare("select action, user_email, details from audit_log where target = ? order by id")
      .bind(id)
      .all<{ action: string; user_email: string; details: string | null }>()
  ).results;
const repliesOf = async (id: string) =>
  (
    await env.DB.prepare("select id, body, user_id, user_email from enquiry_replies where enquiry_id = ? order by id")
      .bind(id)
      .all<{ id: number; body: string; user_id: string; user_email: string }>()
  ).results;

/** The subjects the inbox page lists, in the order shown. */
async function listed(path: string, cookie: string): Promise<string[]> {
  const response = await get(path, cookie);
  expect(response.status).toBe(200);
  return [...(await visible(response)).matchAll(/<a [^>]*href="\/admin-enquiries\/[^"]+"[^>]*>([^<]+)<\/a>/g)].map((match) => match[1]!);
}

let admin: Session;
beforeAll(async () => {
  admin = await signedIn({ admin: true, gate: true });
});

describe("no access without the administrator's gate", () => {
  it("refuses a visitor, a customer and an administrator without the code step, and changes nothing", async () => {
    const { id } = await enquiry();
    const customer = await signedIn();
    const adminWithoutCode = await signedIn({ admin: true });
    for (const path of ["/admin-enquiries", `/admin-enquiries/${id}`]) {
      expect((await get(path)).headers.get("Location")).toBe("/");
      const asCustomer = await get(path, customer.cookie);
      expect([asCustomer.headers.get("Location"), flashOf(asCustomer)?.text]).toEqual(["/", "Brak dostępu"]);
      expect((await get(path, adminWithoutCode.cookie)).headers.get("Location")).toBe("/admin-auth");
    }
    const attempts: Record<string, string>[] = [
      { intent: "reply", body: "Odpowiedź" },
      { intent: "status", status: "zamkniete" },
    ];
    for (const fields of attempts) {
      expect((await post(`/admin-enquiries/${id}`, fields)).headers.get("Location")).toBe("/");
      expect((await post(`/admin-enquiries/${id}`, fields, customer.cookie)).headers.get("Location")).toBe("/");
      expect((await post(`/admin-enquiries/${id}`, fields, adminWithoutCode.cookie)).headers.get("Location")).toBe("/admin-auth");
    }
    expect(await statusOf(id)).toBe("nowe");
    expect(await repliesOf(id)).toEqual([]);
    expect(await auditOf(id)).toEqual([]);
  });
});

describe("the inbox", () => {
  it("lists newest first with kind, status, sender and date, and finds by name, e-mail, subject and message", async () => {
    const t = tag();
    const older = await enquiry({ kind: "complaint", status: "w_toku", minutesAgo: 30, subject: `Reklamacja ${t}`, message: "Plisa ociera się o ramę" });
    await enquiry({ kind: "furniture", status: "zamkniete", minutesAgo: 20, subject: `Meble ${t}` });
    const newest = await enquiry({ kind: "specialist_pleat", minutesAgo: 10, subject: `Plisa ${t}`, message: `Trójkątne okno ${t}` });
    expect(await listed(`/admin-enquiries?szukaj=${t}`, admin.cookie)).toEqual([`Plisa ${t}`, `Meble ${t}`, `Reklamacja ${t}`]);

    const html = await visible(await get(`/admin-enquiries?szukaj=${t}`, admin.cookie));
    expect(html).toContain("Pasujące zgłoszenia: <strong");
    for (const text of ["Plisa specjalistyczna", "Meble", "Reklamacja", "Nowe", "W toku", "Zamknięte", "Anna Nowak", newest.email]) expect(html).toContain(text);
    // The date is Warsaw's, whatever the worker's zone.
    const warsaw = new Intl.DateTimeFormat("pl-PL", { timeZone: "Europe/Warsaw", dateStyle: "medium", timeStyle: "short" }).format(new Date(Date.now() - 10 * 60_000));
    expect(html).toContain(warsaw);

    expect(await listed(`/admin-enquiries?szukaj=${encodeURIComponent(older.email)}`, admin.cookie)).toEqual([`Reklamacja ${t}`]);
    expect(await listed(`/admin-enquiries?szukaj=${encodeURIComponent(`Trójkątne okno ${t}`)}`, admin.cookie)).toEqual([`Plisa ${t}`]);
    expect(await listed(`/admin-enquiries?szukaj=${encodeURIComponent(`Reklamacja ${t}`)}`, admin.cookie)).toEqual([`Reklamacja ${t}`]);
    // The name as "first last"; a LIKE wildcard typed in is a plain character.
    const named = await enquiry({ subject: `Imię ${t}` });
    await env.DB.prepare("update enquiries set first_name = ?, last_name = ? where id = ?").bind(`Zofia${t}`, "Kwiatkowska", named.id).run();
    expect(await listed(`/admin-enquiries?szukaj=${encodeURIComponent(`Zofia${t} Kwiat`)}`, admin.cookie)).toEqual([`Imię ${t}`]);
    expect(await listed(`/admin-enquiries?szukaj=${encodeURIComponent(`%${t}`)}`, admin.cookie)).toEqual([]);
  });

  it("filters by kind and status, ignores nonsense in the URL and a search over 100 characters", async () => {
    const t = tag();
    await enquiry({ kind: "complaint", subject: `Reklamacja ${t}`, minutesAgo: 3 });
    await enquiry({ kind: "complaint", status: "zamkniete", subject: `Zamknięta ${t}`, minutesAgo: 2 });
    await enquiry({ kind: "contact", subject: `Kontakt ${t}`, minutesAgo: 1 });
    expect(await listed(`/admin-enquiries?szukaj=${t}&rodzaj=complaint`, admin.cookie)).toEqual([`Zamknięta ${t}`, `Reklamacja ${t}`]);
    expect(await listed(`/admin-enquiries?szukaj=${t}&status=nowe`, admin.cookie)).toEqual([`Kontakt ${t}`, `Reklamacja ${t}`]);
    expect(await listed(`/admin-enquiries?szukaj=${t}&rodzaj=complaint&status=nowe`, admin.cookie)).toEqual([`Reklamacja ${t}`]);
    expect(await listed(`/admin-enquiries?szukaj=${t}&rodzaj=spam&status=x&strona=abc`, admin.cookie)).toEqual([`Kontakt ${t}`, `Zamknięta ${t}`, `Reklamacja ${t}`]);
    // Over 100 characters the search is dropped: the whole inbox, not an error.
    const long = await visible(await get(`/admin-enquiries?szukaj=${t}${"x".repeat(100)}`, admin.cookie));
    expect(long).toContain("Wszystkie zgłoszenia: <strong");
  });

  it("pages by 25", async () => {
    const t = tag();
    const statements = Array.from({ length: 26 }, (_, i) =>
      env.DB.prepare(
        "insert into enquiries (id, kind, first_name, last_name, email, subject, message, status, created_at) values (?, 'contact', 'Jan', 'Kowalski', ?, ?, 'Treść', 'nowe', ?)",
      ).bind(crypto.randomUUID(), uniqueEmail(), `Strona ${t} ${String(i).padStart(2, "0")}`, Date.now() - (26 - i) * 60_000),
    );
    await env.DB.batch(statements);
    const first = await listed(`/admin-enquiries?szukaj=${t}`, admin.cookie);
    expect(first).toHaveLength(25);
    expect(first[0]).toBe(`Strona ${t} 25`);
    expect(await listed(`/admin-enquiries?szukaj=${t}&strona=2`, admin.cookie)).toEqual([`Strona ${t} 00`]);
    const html = await visible(await get(`/admin-enquiries?szukaj=${t}`, admin.cookie));
    expect(html).toContain("strona 1 z 2");
    expect(html).toContain(`href="/admin-enquiries?szukaj=${t}&amp;strona=2"`);
  });

  it("is a tile of the panel, with the count of new enquiries", async () => {
    const html = await visible(await get("/admin-panel", admin.cookie));
    expect(html).toContain('href="/admin-enquiries"');
    expect(html).toContain(">Zgłoszenia</a>");
    const { n } = (await env.DB.prepare("select count(*) as n from enquiries where status = 'nowe'").first<{ n: number }>())!;
    expect(n).toBeGreaterThan(0);
    expect(html).toContain(`Nowe: ${n}.`);
  });
});

describe("one enquiry", () => {
  it("answers 404 'Nie znaleziono zgłoszenia' for an unknown or malformed id", async () => {
    for (const id of [crypto.randomUUID(), "x".repeat(200), "nie-ma"]) {
      const response = await get(`/admin-enquiries/${id}`, admin.cookie);
      expect(response.status).toBe(404);
      expect(await visible(response)).toContain("Nie znaleziono zgłoszenia");
    }
    const reply = await post(`/admin-enquiries/${crypto.randomUUID()}`, { intent: "reply", body: "Dzień dobry" }, admin.cookie);
    expect(reply.status).toBe(404);
    const status = await post(`/admin-enquiries/${crypto.randomUUID()}`, { intent: "status", status: "zamkniete" }, admin.cookie);
    expect(status.status).toBe(404);
  });

  it("shows every field, and links a complaint to its order in the orders list when the number exists", async () => {
    const placed = await placeOrder(keptEvents().env, db, checkoutForm({ email: uniqueEmail() }), [await seededPleatLine()], null, await currentDeliveryPrices());
    if (!placed.ok) throw new Error(placed.message);
    const { id } = await enquiry({
      kind: "complaint",
      subject: "Reklamacja zamówienia",
      message: "Plisa ociera się\no ramę",
      details: { orderNumber: placed.number.toLowerCase(), complaintReason: "wada_produkcyjna" },
    });
    const html = await visible(await get(`/admin-enquiries/${id}`, admin.cookie));
    for (const text of ["Reklamacja zamówienia", "Reklamacja", "Nowe", "Anna Nowak", "600700800", "Plisa ociera się\no ramę", "Wada produkcyjna"]) expect(html).toContain(text);
    expect(html).toContain(
      `<a class="font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800" href="/admin/excel-bot?szukaj=${placed.number}" data-discover="true">${placed.number}</a>`,
    );

    const unknown = await enquiry({ kind: "complaint", details: { orderNumber: "ZAM-2020-999999", complaintReason: "inne" } });
    const unknownHtml = await visible(await get(`/admin-enquiries/${unknown.id}`, admin.cookie));
    expect(unknownHtml).toContain("ZAM-2020-999999 <span");
    expect(unknownHtml).toContain("(nie ma takiego zamówienia)");
    expect(unknownHtml).not.toContain("/admin/excel-bot?szukaj=");

    const model = await enquiry({ kind: "specialist_pleat", details: { selectedModel: "10" } });
    expect(await visible(await get(`/admin-enquiries/${model.id}`, admin.cookie))).toMatch(/Model<\/dt><dd[^>]*>10<\/dd>/);
  });

  it("changes the status any way, with an audit entry for each real change", async () => {
    const { id } = await enquiry();
    expect(await answerOf(`/admin-enquiries/${id}`, { intent: "status", status: "zamkniete" }, admin.cookie)).toMatchObject({
      status: 200,
      text: expect.stringContaining("Status zmieniony: Zamknięte"),
    });
    expect(await statusOf(id)).toBe("zamkniete");
    expect(await answerOf(`/admin-enquiries/${id}`, { intent: "status", status: "zamkniete" }, admin.cookie)).toMatchObject({
      status: 200,
      text: expect.stringContaining("Zgłoszenie ma już status: Zamknięte"),
    });
    await answerOf(`/admin-enquiries/${id}`, { intent: "status", status: "nowe" }, admin.cookie);
    expect(await statusOf(id)).toBe("nowe");
    expect(await auditOf(id)).toEqual([
      { action: "enquiry_status_changed", user_email: admin.email, details: JSON.stringify({ from: "nowe", to: "zamkniete" }) },
      { action: "enquiry_status_changed", user_email: admin.email, details: JSON.stringify({ from: "zamkniete", to: "nowe" }) },
    ]);
    // The log says it in the panel's words.
    expect(await visible(await get("/admin-audit", admin.cookie))).toContain("Zamknięte → Nowe");
  });

  it("refuses bad input with a Polish message and changes nothing", async () => {
    const { id } = await enquiry();
    const cases: [Record<string, string>, string][] = [
      [{ intent: "reply", body: "" }, "To pole jest wymagane"],
      [{ intent: "reply", body: "   \n  " }, "Wpisz treść odpowiedzi."],
      [{ intent: "reply" }, "Wpisz treść odpowiedzi."],
      [{ intent: "reply", body: "a".repeat(6000) }, "Odpowiedź może mieć najwyżej 5000 znaków."],
      [{ intent: "status", status: "archiwum" }, "Nieprawidłowy status zgłoszenia"],
      [{ intent: "status" }, "Nieprawidłowy status zgłoszenia"],
      [{ intent: "usun" }, "Nieznana operacja"],
    ];
    for (const [fields, message] of cases) {
      const refused = await answerOf(`/admin-enquiries/${id}`, fields, admin.cookie);
      expect([fields.intent, refused.status]).toEqual([fields.intent, 400]);
      if (message !== "To pole jest wymagane") expect(refused.text).toContain(message);
    }
    // The page itself, without JavaScript, shows the field's message under the reply box.
    const page = await post(`/admin-enquiries/${id}`, { intent: "reply", body: "" }, admin.cookie);
    expect(page.status).toBe(400);
    expect(await visible(page)).toContain("Wpisz treść odpowiedzi.");
    expect(await statusOf(id)).toBe("nowe");
    expect(await repliesOf(id)).toEqual([]);
    expect(await auditOf(id)).toEqual([]);
  });
});

describe("answering", () => {
  it("keeps the reply with who wrote it, audits it, takes a new enquiry up, and the queue e-mails it to the sender", async () => {
    const { id, email } = await enquiry({ kind: "complaint", details: { orderNumber: "ZAM-2020-000001", complaintReason: "inne" } });
    const text = `Dzień dobry,\nprzyślemy nową plisę ${tag()}.`;
    expect(await answerOf(`/admin-enquiries/${id}`, { intent: "reply", body: `  ${text}  ` }, admin.cookie)).toMatchObject({
      status: 200,
      text: expect.stringContaining("Odpowiedź zapisana"),
    });
    const [reply] = await repliesOf(id);
    expect(reply).toMatchObject({ body: text, user_id: admin.userId, user_email: admin.email });
    expect(await statusOf(id)).toBe("w_toku");
    expect(await auditOf(id)).toEqual([
      { action: "enquiry_answered", user_email: admin.email, details: JSON.stringify({ replyId: reply!.id }) },
      { action: "enquiry_status_changed", user_email: admin.email, details: JSON.stringify({ from: "nowe", to: "w_toku" }) },
    ]);

    // The real queue's consumer sends it, once, to the sender.
    await vi.waitFor(
      async () => {
        const row = await env.DB.prepare("select recipient, subject, status from email_deliveries where key = ?").bind(`enquiry-reply:${reply!.id}`).first();
        expect(row).toEqual({ recipient: email, subject: "Odpowiedź na Twoją reklamację", status: "sent" });
      },
      { timeout: 10_000, interval: 100 },
    );
    const html = await visible(await get(`/admin-enquiries/${id}`, admin.cookie));
    expect(html).toContain(text);
    expect(html).toContain("E-mail wysłany");

    // A second answer: listed after the first; the status, already 'w toku', stays and is not audited again.
    await answerOf(`/admin-enquiries/${id}`, { intent: "reply", body: "Druga odpowiedź" }, admin.cookie);
    const replies = await repliesOf(id);
    expect(replies.map((r) => r.body)).toEqual([text, "Druga odpowiedź"]);
    const page = await visible(await get(`/admin-enquiries/${id}`, admin.cookie));
    expect(page.indexOf(text)).toBeLessThan(page.indexOf("Druga odpowiedź"));
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(["enquiry_answered", "enquiry_status_changed", "enquiry_answered"]);
    expect(await statusOf(id)).toBe("w_toku");
  });

  it("leaves a closed enquiry closed", async () => {
    const { id } = await enquiry({ status: "zamkniete" });
    expect((await answerOf(`/admin-enquiries/${id}`, { intent: "reply", body: "Jeszcze jedno" }, admin.cookie)).status).toBe(200);
    expect(await statusOf(id)).toBe("zamkniete");
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(["enquiry_answered"]);
  });

  it("e-mails exactly one message with the reply's text to the sender, however often it is delivered", async () => {
    const { id, email } = await enquiry({ subject: "Tajny temat", message: "Treść od nadawcy" });
    const queue = keptEvents();
    const answered = await answerEnquiry(queue.env, testActor, id, "Szyjemy takie plisy.\nZapraszamy do sklepu.");
    expect(answered).not.toBeNull();
    expect(queue.sent).toEqual([{ id: expect.any(String), type: "enquiry_answered", replyId: answered!.replyId }]);
    const event = queue.sent[0] as ShopEvent;

    const mail = recordingEmail();
    expect((await deliver(event, mail.env)).explicitAcks).toHaveLength(1);
    expect((await deliver(event, mail.env, 2)).explicitAcks).toHaveLength(1);
    // The same reply under another event (sent again from the outbox, say) is still one e-mail.
    expect((await deliver({ ...event, id: crypto.randomUUID() }, mail.env)).explicitAcks).toHaveLength(1);

    expect(mail.sent).toHaveLength(1);
    const [message] = mail.sent;
    expect(message!.to).toBe(email);
    expect(message!.subject).toBe("Odpowiedź na Twoją wiadomość");
    expect(message!.text).toContain("Szyjemy takie plisy.");
    expect(message!.text).toContain("Zapraszamy do sklepu.");
    // The sender's address is not an account's verified one: nothing they typed is repeated to it.
    for (const typed of ["Anna", "Tajny temat", "Treść od nadawcy"]) expect(message!.text).not.toContain(typed);
  });

  it("repeats the enquiry to the verified address of the sender's own account", async () => {
    const customer = await signedIn();
    const { id } = await saveEnquiry(
      db,
      "contact",
      { firstName: "Ewa", lastName: "Lis", email: customer.email, subject: "Moje pytanie", message: "Moja treść" },
      undefined,
      customer.userId,
    );
    const queue = keptEvents();
    await answerEnquiry(queue.env, testActor, id, "Odpowiedź sklepu");
    const mail = recordingEmail();
    await deliver(queue.sent[0], mail.env);
    expect(mail.sent.map((m) => m.to)).toEqual([customer.email]);
    for (const shown of ["Dzień dobry, Ewa!", "Odpowiedź sklepu", "Moje pytanie", "Moja treść"]) expect(mail.sent[0]!.html).toContain(shown);
  });

  it("writes nothing and sends nothing for an enquiry that is not there", async () => {
    const queue = keptEvents();
    const missing = crypto.randomUUID();
    expect(await answerEnquiry(queue.env, testActor, missing, "Odpowiedź")).toBeNull();
    expect(queue.sent).toEqual([]);
    expect(await auditOf(missing)).toEqual([]);
  });
});
