import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { enquiryReplies, sampleRequests } from "~/db/schema";
import { complaintReference } from "~/lib/complaints";
import { ACCOUNT_DATA_SCHEMA, ACCOUNT_DATA_VERSION, type AccountDataDocument } from "~/lib/account-data";
import { LAST_ADMIN_CANNOT_LEAVE, WRONG_PASSWORD } from "~/lib/account-texts";
import type { ShopEvent } from "~/lib/events";
import { deleteAccount } from "~/server/accounts/account-deletion.server";
import { getCustomer, register, signIn, verifyEmail } from "~/server/accounts/customers.server";
import { saveEnquiry } from "../support/workers/enquiries";
import { placeOrder } from "~/server/orders/place-order.server";
import { getDb } from "~/server/platform/db.server";
import { capturingCodes, clientRequest, cookieFrom, registration, signedInCustomer } from "../support/workers/accounts";
import { post as adminPost, get as adminGet, signedIn, visible, type Session } from "../support/workers/admin";
import { checkoutForm, currentDeliveryPrices, seededPleatLine } from "../support/workers/orders";
import { deliver, keptEvents, recordingEmail, uniqueEmail } from "../support/workers/queue";

// A customer's rights over their data (GDPR art. 15–20) through the worker: the download of everything the shop holds
// about the account, the account's deletion in one batch, and the owner's erasure of a guest's enquiries and samples.

const db = getDb(env);
const PASSWORD = "tajneHaslo1";
const tag = () => crypto.randomUUID().slice(0, 8);

async function order(email: string, userId: string | null, notes = "") {
  const result = await placeOrder(keptEvents().env, db, checkoutForm({ email, notes }), [await seededPleatLine({ quantity: 2 })], userId, await currentDeliveryPrices());
  if (!result.ok) throw new Error(result.message);
  return result.number;
}

/** A case about the order `number`, with one photo and one message of the shop's. */
async function complaintAbout(number: string): Promise<number> {
  const { id } = (await env.DB.prepare(
    `insert into complaints (order_id, user_id, reason, description, first_name, last_name, email, consumer, received_at, due_on)
     select id, user_id, 'wada_produkcyjna', 'Plisa nie domyka się', first_name, last_name, email, 1, 0, '2026-01-15' from orders where number = ? returning id`,
  )
    .bind(number)
    .first<{ id: number }>())!;
  await env.DB.batch([
    env.DB.prepare("insert into complaint_photos (complaint_id, key, content_type, width, height, bytes) values (?, 'complaints/photos/x.png', 'image/png', 1, 1, 1)").bind(id),
    env.DB.prepare("insert into complaint_messages (complaint_id, author, author_email, body) values (?, 'sklep', 'admin@example.pl', 'Prosimy o zdjęcie z bliska.')").bind(id),
  ]);
  return id;
}

async function enquiry(email: string, userId: string | null, subject = `Pytanie ${tag()}`) {
  const { id } = await saveEnquiry(
    db,
    "contact",
    { firstName: "Ewa", lastName: "Zielińska", email, phone: "600700800", subject, message: "Czy szyjecie plisy?" },
    undefined,
    userId,
  );
  return { id, subject };
}

async function reply(enquiryId: string, body: string) {
  await db.insert(enquiryReplies).values({ enquiryId, body, userId: "test-admin", userEmail: "test-admin@example.pl" });
}

async function samples(email: string, userId: string | null) {
  const id = crypto.randomUUID();
  await db.insert(sampleRequests).values({
    id,
    name: "Ewa Zielińska",
    street: "Polna 3",
    postalCode: "80-001",
    city: "Gdańsk",
    email,
    emailKey: email,
    addressKey: `polna 3|80-001|${id}`,
    fabrics: [{ code: "PL-101", name: "Basic 101", colour: "biały" }],
    userId,
  });
  return id;
}

const row = <T>(query: string, ...values: unknown[]) =>
  env.DB.prepare(query)
    .bind(...values)
    .first<T>();
const countOf = async (query: string, ...values: unknown[]) => (await row<{ n: number }>(query, ...values))!.n;

function page(path: string, cookie?: string, init: RequestInit = {}) {
  return exports.default.fetch(clientRequest(path, { ...init, headers: { ...(cookie ? { Cookie: cookie } : {}), ...init.headers }, redirect: "manual" }));
}

/** The deletion form posted as a browser without JavaScript posts it. */
function postDeletion(cookie: string, fields: Record<string, string>) {
  return page("/profile/usun-konto", cookie, { method: "POST", body: new URLSearchParams({ intent: "delete-account", ...fields }) });
}

/** Everything of the account that the deletion removes, counted by table. */
async function accountRows(userId: string, email: string) {
  return {
    user: await countOf("select count(*) as n from user where id = ?", userId),
    profile: await countOf("select count(*) as n from profiles where id = ?", userId),
    sessions: await countOf("select count(*) as n from session where user_id = ?", userId),
    accounts: await countOf("select count(*) as n from account where user_id = ?", userId),
    verification: await countOf("select count(*) as n from verification where identifier = ? or value = ?", `email-verification-otp-${email}`, userId),
    passwordResets: await countOf("select count(*) as n from password_resets where user_id = ?", userId),
    twoFactor: await countOf("select count(*) as n from two_factor where user_id = ?", userId),
    adminGate: await countOf("select count(*) as n from admin_gate where user_id = ?", userId),
    adminGateFailures: await countOf("select count(*) as n from admin_gate_failures where user_id = ?", userId),
  };
}

/** What a deleted account leaves behind: no row anywhere. */
const GONE = { user: 0, profile: 0, sessions: 0, accounts: 0, verification: 0, passwordResets: 0, twoFactor: 0, adminGate: 0, adminGateFailures: 0 };

/** A row in each table the deletion must empty, beyond what registration and sign-in wrote. */
async function fillAccountTables(userId: string, email: string) {
  const later = Date.now() + 3_600_000;
  await env.DB.batch([
    env.DB.prepare("insert into verification (id, identifier, value, expires_at) values (?, ?, 'x', ?)").bind(crypto.randomUUID(), `email-verification-otp-${email}`, later),
    env.DB.prepare("insert into verification (id, identifier, value, expires_at) values (?, ?, ?, ?)").bind(crypto.randomUUID(), `trust-device-${tag()}`, userId, later),
    env.DB.prepare("insert into password_resets (user_id, seed, expires_at) values (?, 'seed', ?)").bind(userId, later),
    env.DB.prepare("insert into two_factor (id, secret, backup_codes, user_id) values (?, 'secret', 'codes', ?)").bind(crypto.randomUUID(), userId),
    env.DB.prepare("insert into admin_gate (user_id, totp_step) values (?, 1)").bind(userId),
    env.DB.prepare("insert into admin_gate_failures (user_id, at) values (?, ?)").bind(userId, Date.now()),
  ]);
}

/** A session of the same account, as a second sign-in would hold. */
async function signedInAgain(email: string) {
  const login = await signIn(env, clientRequest(), email, PASSWORD);
  if (!login.ok) throw new Error(login.message);
  return cookieFrom(login.headers);
}

type Signed = Awaited<ReturnType<typeof signedInCustomer>>;

describe("'Pobierz moje dane'", () => {
  let owner: Signed;
  let other: Signed;
  const placed: Record<string, string> = {};
  let ownEnquiry: { id: string; subject: string };
  let ownComplaint: number;
  let guestEnquiry: { id: string; subject: string };
  let othersEnquiry: { id: string; subject: string };
  let ownSamples: string;
  let othersSamples: string;

  beforeAll(async () => {
    owner = await signedInCustomer();
    other = await signedInCustomer();
    placed.signedIn = await order("inny-adres@example.pl", owner.customer.user.id, "Proszę dzwonić przed dostawą");
    placed.asGuest = await order(owner.email, null);
    placed.others = await order(other.email, other.customer.user.id);
    ownEnquiry = await enquiry("inny-adres@example.pl", owner.customer.user.id);
    guestEnquiry = await enquiry(owner.email, null);
    othersEnquiry = await enquiry(other.email, other.customer.user.id);
    await reply(ownEnquiry.id, "Tak, szyjemy plisy na wymiar.");
    ownComplaint = await complaintAbout(placed.signedIn!);
    await complaintAbout(placed.others!);
    await reply(othersEnquiry.id, "Odpowiedź dla kogoś innego.");
    ownSamples = await samples(owner.email, null);
    othersSamples = await samples(other.email, other.customer.user.id);
  });

  it("downloads as a private, schema-versioned JSON file the account's data and nobody else's", async () => {
    const response = await page("/profile/moje-dane.json", owner.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="moje-dane-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = await response.text();
    const document = JSON.parse(text) as AccountDataDocument;

    expect(document).toMatchObject({
      schema: ACCOUNT_DATA_SCHEMA,
      schemaVersion: ACCOUNT_DATA_VERSION,
      shop: { name: env.SHOP_NAME, email: env.SHOP_EMAIL },
      account: { id: owner.customer.user.id, email: owner.email, emailVerified: true, administrator: false },
      profile: { firstName: "Ewa", lastName: "Zielińska", phone: "600700800", street: "Polna", houseNumber: "3", apartmentNumber: "4", postalCode: "80-001", city: "Gdańsk" },
    });
    expect(Date.parse(document.account.createdAt)).toBe(owner.customer.user.createdAt.getTime());

    // Placed from the account, and as a guest with its verified address; newest first.
    expect(document.orders.map((o) => o.number)).toEqual([placed.asGuest, placed.signedIn]);
    const signedInOrder = document.orders.find((o) => o.number === placed.signedIn)!;
    expect(signedInOrder).toMatchObject({ customer: { email: "inny-adres@example.pl", phone: "600700800", firstName: "Anna" }, notes: "Proszę dzwonić przed dostawą" });
    expect(signedInOrder.lines).toHaveLength(1);
    expect(signedInOrder.lines[0]).toMatchObject({ position: 1, productType: "plisy", quantity: 2, configuration: { productType: "plisy", quantity: 2 } });
    expect(signedInOrder.lines[0]!.linePrice).toBeGreaterThan(0);
    expect(signedInOrder.totals.finalTotal).toBeGreaterThan(0);

    expect(document.enquiries.map((e) => e.id).toSorted()).toEqual([ownEnquiry.id, guestEnquiry.id].toSorted());
    expect(document.enquiries.find((e) => e.id === ownEnquiry.id)!.replies).toEqual([{ createdAt: expect.any(String), body: "Tak, szyjemy plisy na wymiar." }]);
    expect(document.sampleRequests.map((r) => r.id)).toEqual([ownSamples]);
    // The case about their order, with the conversation, and not the other customer's.
    expect(document.complaints).toEqual([
      expect.objectContaining({
        reference: complaintReference(ownComplaint),
        orderNumber: placed.signedIn,
        status: "otwarta",
        reason: "wada_produkcyjna",
        description: "Plisa nie domyka się",
        photos: 1,
        decision: null,
        messages: [{ at: expect.any(String), author: "sklep", body: "Prosimy o zdjęcie z bliska." }],
      }),
    ]);

    expect(document.consents).toEqual(
      expect.arrayContaining([
        { document: "privacy_policy", accepted: true, at: owner.customer.profile.createdAt.toISOString(), origin: { kind: "registration" } },
        { document: "terms", accepted: true, at: owner.customer.profile.createdAt.toISOString(), origin: { kind: "registration" } },
        { document: "complaints_policy", accepted: true, at: expect.any(String), origin: { kind: "order", orderNumber: placed.signedIn } },
        { document: "privacy_policy", accepted: true, at: expect.any(String), origin: { kind: "sample_request", requestId: ownSamples } },
      ]),
    );
    expect(document.consents).toHaveLength(2 + 3 * 2 + 1);

    for (const foreign of [other.email, other.customer.user.id, placed.others, othersEnquiry.id, othersEnquiry.subject, othersSamples, "Odpowiedź dla kogoś innego."]) {
      expect(text).not.toContain(foreign);
    }
  });

  it("shows the same data as a page to read and print", async () => {
    const response = await page("/profile/moje-dane", owner.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = await visible(response);
    for (const text of [
      "Moje dane",
      owner.email,
      placed.signedIn,
      placed.asGuest,
      "Plisa",
      "Proszę dzwonić przed dostawą",
      ownEnquiry.subject,
      "Tak, szyjemy plisy na wymiar.",
      "PL-101 · Basic 101 (biały)",
      "Polityka reklamacji",
      "Pobierz plik JSON",
      "Drukuj",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain(placed.others);
    expect(html).not.toContain(othersEnquiry.subject);
    expect(html).toContain('href="/profile/moje-dane.json"');
  });

  it("offers both, and the deletion, on the profile", async () => {
    const html = await visible(await page("/profile", owner.cookie));
    expect(html).toContain("Pobierz moje dane");
    expect(html).toMatch(/<a href="\/profile\/moje-dane\.json" download=""/);
    expect(html).toContain('href="/profile/moje-dane"');
    expect(html).toContain('href="/profile/usun-konto"');
  });

  it("is only for a signed-in account", async () => {
    for (const path of ["/profile/moje-dane.json", "/profile/moje-dane", "/profile/usun-konto"]) {
      const response = await page(path);
      expect([path, response.status, response.headers.get("location")]).toEqual([path, 302, expect.stringMatching(/^\/auth\?returnTo=/)]);
    }
  });
});

describe("'Usuń konto'", () => {
  let customer: Signed;
  let secondSession: string;
  let signedInOrder: string;
  let guestOrder: string;
  let othersOrder: string;
  let ownEnquiry: string;
  let ownComplaint: number;
  let ownSamples: string;
  let other: Signed;

  beforeAll(async () => {
    customer = await signedInCustomer();
    other = await signedInCustomer();
    secondSession = await signedInAgain(customer.email);
    signedInOrder = await order("inny-adres@example.pl", customer.customer.user.id, "Brama od podwórza");
    guestOrder = await order(customer.email, null, "Kod do domofonu 12");
    othersOrder = await order(other.email, other.customer.user.id, "Nie dotykać");
    ownEnquiry = (await enquiry(customer.email, customer.customer.user.id)).id;
    ownComplaint = await complaintAbout(signedInOrder);
    ownSamples = await samples(customer.email, customer.customer.user.id);
    await fillAccountTables(customer.customer.user.id, customer.email);
  });

  it("shows the form: the password and the confirmation", async () => {
    const html = await visible(await page("/profile/usun-konto", customer.cookie));
    expect(html).toContain("Usuń konto");
    expect(html).toMatch(/<form[^>]*action="\/profile\/usun-konto" method="post"/);
    expect(html).toContain('name="password"');
    expect(html).toContain('name="confirm"');
  });

  it("refuses a wrong password, or no confirmation, and deletes nothing", async () => {
    const before = await accountRows(customer.customer.user.id, customer.email);
    const wrong = await postDeletion(customer.cookie, { password: "nieToHaslo1", confirm: "on" });
    expect(wrong.status).toBe(400);
    expect(await visible(wrong)).toContain(WRONG_PASSWORD);
    const unconfirmed = await postDeletion(customer.cookie, { password: PASSWORD });
    expect(unconfirmed.status).toBe(400);
    expect(await visible(unconfirmed)).toContain("Zaznacz, że rozumiesz, że usuniętego konta nie da się przywrócić.");

    expect(await accountRows(customer.customer.user.id, customer.email)).toEqual(before);
    expect(before.user).toBe(1);
    expect(await countOf("select count(*) as n from event_outbox where type = 'account_deleted'")).toBe(0);
    expect(await countOf("select count(*) as n from orders where user_id = ?", customer.customer.user.id)).toBe(1);
    // The wrong password counted like a failed sign-in; the right one does not leave the account locked.
    expect(await countOf("select count(*) as n from login_failures where key = ?", customer.email)).toBe(1);
  });

  it("deletes the account in one batch, keeps its orders detached and stripped, signs out and says so", async () => {
    const response = await postDeletion(customer.cookie, { password: PASSWORD, confirm: "on" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/konto-usuniete");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.getSetCookie().some((cookie) => /^sesja=;/.test(cookie) && /Max-Age=0/i.test(cookie))).toBe(true);

    expect(await accountRows(customer.customer.user.id, customer.email)).toEqual(GONE);
    expect(await countOf("select count(*) as n from login_failures where key = ?", customer.email)).toBe(0);

    // Both orders (the signed-in one and the guest one with the account's address) stay for accounting, without the account.
    for (const number of [signedInOrder, guestOrder]) {
      const kept = await row<Record<string, unknown>>(
        "select user_id, phone, notes, anonymised_at, first_name, last_name, street, final_total, (select count(*) from order_items where order_id = orders.id) as lines, (select count(*) from order_links where order_id = orders.id) as links from orders where number = ?",
        number,
      );
      expect(kept).toMatchObject({ user_id: null, phone: "", notes: null, first_name: "Anna", last_name: "Nowak", street: "Długa", lines: 1, links: 0 });
      expect(kept!.anonymised_at).toEqual(expect.any(Number));
      expect(kept!.final_total).toBeGreaterThan(0);
    }
    const untouched = await row<Record<string, unknown>>(
      "select user_id, phone, notes, anonymised_at, (select count(*) from order_links where order_id = orders.id) as links from orders where number = ?",
      othersOrder,
    );
    expect(untouched).toEqual({ user_id: other.customer.user.id, phone: "600700800", notes: "Nie dotykać", anonymised_at: null, links: 1 });

    expect(await row("select user_id from enquiries where id = ?", ownEnquiry)).toEqual({ user_id: null });
    expect(await row("select user_id from complaints where id = ?", ownComplaint)).toEqual({ user_id: null });
    expect(await row("select user_id from sample_requests where id = ?", ownSamples)).toEqual({ user_id: null });

    const audit = await row<{ user_id: string; user_email: string; target: string; details: string }>(
      "select user_id, user_email, target, details from audit_log where action = 'account_deleted' and target = ?",
      customer.customer.user.id,
    );
    expect(audit).toMatchObject({ user_id: customer.customer.user.id, user_email: customer.email });
    expect(JSON.parse(audit!.details)).toEqual({ orders: 2, enquiries: 1, sampleRequests: 1 });

    // The consumer e-mails the confirmation once, to the deleted account's address.
    await vi.waitFor(
      async () => {
        const event = await row("select status, recipient, subject from processed_events where type = 'account_deleted' and recipient = ?", customer.email);
        expect(event).toEqual({ status: "done", recipient: customer.email, subject: "Twoje konto zostało usunięte" });
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(await countOf("select count(*) as n from email_deliveries where recipient = ? and subject = 'Twoje konto zostało usunięte'", customer.email)).toBe(1);
    expect(await countOf("select count(*) as n from event_outbox where type = 'account_deleted'")).toBe(0);

    const landing = await page("/konto-usuniete");
    expect(await visible(landing)).toContain("Konto zostało usunięte");
  });

  it("shows the owner, on the order's card, that its account was deleted, without an empty phone or address line", async () => {
    const admin = await signedIn({ admin: true, gate: true });
    const card = await visible(await adminGet(`/admin/excel-bot?szukaj=${signedInOrder}`, admin.cookie));
    expect(card).toContain("Konto klienta usunięte: bez telefonu i uwag");
    expect(card).toContain("Anna Nowak");
    expect(card).not.toContain('href="tel:"');
    const others = await visible(await adminGet(`/admin/excel-bot?szukaj=${othersOrder}`, admin.cookie));
    expect(others).not.toContain("Konto klienta usunięte");
  });

  it("leaves no way in: neither session works, and the password is the usual wrong credentials", async () => {
    for (const cookie of [customer.cookie, secondSession]) {
      const response = await page("/profile", cookie);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/auth\?/);
    }
    expect(await signIn(env, clientRequest(), customer.email, PASSWORD)).toEqual({ ok: false, status: 401, message: "Nieprawidłowy email lub hasło.", errors: undefined });
  });

  it("lets the address register again, verify and sign in", async () => {
    const mail = capturingCodes();
    expect(await register(mail.env, clientRequest(), registration(customer.email, { firstName: "Nowa" }))).toMatchObject({ ok: true });
    expect(await verifyEmail(mail.env, clientRequest(), customer.email, mail.lastCode(customer.email)!)).toMatchObject({ ok: true });
    const login = await signIn(env, clientRequest(), customer.email, PASSWORD);
    expect(login.ok).toBe(true);
    const again = await getCustomer(env, clientRequest("/", { headers: { Cookie: cookieFrom((login as { headers: Headers }).headers) } }));
    expect(again!.user.id).not.toBe(customer.customer.user.id);
    expect(again!.user.email).toBe(customer.email);
    // A new account: the old one's orders, detached and stripped, are nobody's, not even by the address they carry.
    const cookie = cookieFrom((login as { headers: Headers }).headers);
    const profile = await visible(await page("/profile", cookie));
    expect(profile).toContain("Brak zamówień");
    for (const number of [signedInOrder, guestOrder]) {
      expect(profile).not.toContain(number);
      expect((await page(`/order-details/${number}`, cookie)).status).toBe(404);
    }
    expect(((await (await page("/profile/moje-dane.json", cookie)).json()) as AccountDataDocument).orders).toEqual([]);
  });
});

describe("the deletion's batch", () => {
  it("keeps the event in the outbox with the change, and the consumer e-mails it once however often it is delivered", async () => {
    const signed = await signedInCustomer();
    const refusingQueue = { send: async () => Promise.reject(new Error("queue unavailable")) } as unknown as Queue;
    const result = await deleteAccount({ ...env, EVENTS: refusingQueue }, clientRequest(), signed.customer, PASSWORD);
    expect(result.ok).toBe(true);
    expect(await countOf("select count(*) as n from user where id = ?", signed.customer.user.id)).toBe(0);

    const kept = await row<{ body: string }>("select body from event_outbox where type = 'account_deleted' and body like ?", `%${signed.email}%`);
    const event = JSON.parse(kept!.body) as Extract<ShopEvent, { type: "account_deleted" }>;
    expect(event).toMatchObject({ type: "account_deleted", email: signed.email });

    const email = recordingEmail();
    expect((await deliver(event, email.env)).explicitAcks).toHaveLength(1);
    expect((await deliver(event, email.env, 2)).explicitAcks).toHaveLength(1);
    expect(email.sent).toHaveLength(1);
    expect(email.sent[0]).toMatchObject({ to: signed.email, subject: "Twoje konto zostało usunięte" });
    expect(email.sent[0]!.text).toContain(`usunęliśmy konto ${signed.email}`);
  });

  it("deletes once when the same request comes twice at once: one entry, one event", async () => {
    const signed = await signedInCustomer();
    const events = keptEvents();
    const results = await Promise.all([0, 1].map(() => deleteAccount(events.env, clientRequest(), signed.customer, PASSWORD)));
    expect(results.map((r) => r.ok)).toEqual([true, true]);
    expect(events.sent.filter((e) => e.type === "account_deleted")).toHaveLength(1);
    expect(await countOf("select count(*) as n from audit_log where action = 'account_deleted' and target = ?", signed.customer.user.id)).toBe(1);
    expect(await countOf("select count(*) as n from user where id = ?", signed.customer.user.id)).toBe(0);
  });

  it("refuses the password check like sign-in: a streak of wrong ones locks it, the right one too", async () => {
    const signed = await signedInCustomer();
    for (let i = 0; i < 5; i++) {
      expect(await deleteAccount(keptEvents().env, clientRequest(), signed.customer, `zle${i}Haslo`)).toMatchObject({
        ok: false,
        status: 400,
        errors: { password: WRONG_PASSWORD },
      });
    }
    const locked = await deleteAccount(keptEvents().env, clientRequest(), signed.customer, PASSWORD);
    expect(locked).toMatchObject({ ok: false, status: 429, message: expect.stringContaining("Zbyt wiele nieudanych prób logowania") });
    expect(await countOf("select count(*) as n from user where id = ?", signed.customer.user.id)).toBe(1);
    // The same lock holds at sign-in.
    expect(await signIn(env, clientRequest(), signed.email, PASSWORD)).toMatchObject({ ok: false, status: 429 });
  });
});

describe("the last administrator", () => {
  const makeAdmin = (userId: string) => env.DB.prepare("update profiles set admin = 1 where id = ?").bind(userId).run();

  it("cannot delete their account, and two administrators deleting at once leave one", async () => {
    // No administrator in this file's database but the ones made here.
    await env.DB.prepare("update profiles set admin = 0").run();
    const first = await signedInCustomer();
    await makeAdmin(first.customer.user.id);

    const refused = await postDeletion(first.cookie, { password: PASSWORD, confirm: "on" });
    expect(refused.status).toBe(409);
    expect(await visible(refused)).toContain(LAST_ADMIN_CANNOT_LEAVE);
    expect(await deleteAccount(keptEvents().env, clientRequest(), first.customer, PASSWORD)).toMatchObject({ ok: false, status: 409, message: LAST_ADMIN_CANNOT_LEAVE });
    expect(await countOf("select count(*) as n from user where id = ?", first.customer.user.id)).toBe(1);
    expect(await countOf("select count(*) as n from audit_log where action = 'account_deleted' and target = ?", first.customer.user.id)).toBe(0);
    expect(await countOf("select count(*) as n from event_outbox where type = 'account_deleted' and body like ?", `%${first.email}%`)).toBe(0);

    const second = await signedInCustomer();
    await makeAdmin(second.customer.user.id);
    const events = keptEvents();
    const results = await Promise.all([first, second].map((signed) => deleteAccount(events.env, clientRequest(), signed.customer, PASSWORD)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, status: 409, message: LAST_ADMIN_CANNOT_LEAVE, errors: undefined }]);
    expect(await countOf("select count(*) as n from profiles where admin = 1")).toBe(1);
    expect(events.sent.filter((e) => e.type === "account_deleted")).toHaveLength(1);
  });
});

describe("erasing a guest's enquiries and samples requests from the back-office", () => {
  let admin: Session;
  const guest = `gosc-${tag()}@example.pl`;
  let guestEnquiries: string[];
  let guestSamples: string;
  let kept: { enquiry: string; tagged: string; samples: string };

  beforeAll(async () => {
    admin = await signedIn({ admin: true, gate: true });
    guestEnquiries = [(await enquiry(guest, null)).id, (await enquiry(guest, null, "Reklamacja plisy")).id];
    await reply(guestEnquiries[0]!, "Prosimy o zdjęcie.");
    guestSamples = await samples(guest, null);
    const neighbour = uniqueEmail();
    kept = {
      enquiry: (await enquiry(neighbour, null)).id,
      // Another spelling of the mailbox is another address: erased only on its own request.
      tagged: (await enquiry(guest.replace("@", "+sklep@"), null)).id,
      samples: await samples(neighbour, null),
    };
    await reply(kept.enquiry, "Ta odpowiedź zostaje.");
  });

  const remaining = async () => ({
    enquiries: await countOf("select count(*) as n from enquiries where email = ?", guest),
    replies: await countOf(`select count(*) as n from enquiry_replies where enquiry_id in (${guestEnquiries.map(() => "?").join(", ")})`, ...guestEnquiries),
    sampleRequests: await countOf("select count(*) as n from sample_requests where email = ?", guest),
  });

  it("is linked from both lists and closed to anyone but an administrator past the gate", async () => {
    for (const path of ["/admin-enquiries", "/admin-samples"]) expect(await visible(await adminGet(path, admin.cookie))).toContain('href="/admin-usuwanie-danych"');
    const customer = await signedIn();
    const withoutGate = await signedIn({ admin: true });
    for (const [cookie, location] of [
      [undefined, "/"],
      [customer.cookie, "/"],
      [withoutGate.cookie, "/admin-auth"],
    ] as const) {
      for (const response of [
        await adminGet("/admin-usuwanie-danych", cookie),
        await adminPost("/admin-usuwanie-danych", { intent: "erase", email: guest, confirm: "on" }, cookie),
      ]) {
        expect([response.status, response.headers.get("location")]).toEqual([302, location]);
      }
    }
    expect(await remaining()).toEqual({ enquiries: 2, replies: 1, sampleRequests: 1 });
  });

  it("finds what the address sent, asks to confirm, and refuses without the confirmation", async () => {
    const found = await adminPost("/admin-usuwanie-danych", { intent: "find", email: guest.toUpperCase() }, admin.cookie);
    expect(found.status).toBe(200);
    const html = await visible(found);
    expect(html).toContain("2 zgłoszenia, 1 odpowiedź sklepu i 1 zamówienie próbek");
    expect(html).toContain(`value="${guest}"`);

    const unconfirmed = await adminPost("/admin-usuwanie-danych", { intent: "erase", email: guest }, admin.cookie);
    expect(unconfirmed.status).toBe(400);
    expect(await visible(unconfirmed)).toContain("Zaznacz, że ta osoba poprosiła o usunięcie swoich danych.");
    expect(await remaining()).toEqual({ enquiries: 2, replies: 1, sampleRequests: 1 });

    const invalid = await adminPost("/admin-usuwanie-danych", { intent: "find", email: "nie-adres" }, admin.cookie);
    expect(invalid.status).toBe(400);
    expect(await visible(invalid)).toContain("Nieprawidłowy format adresu email.");
  });

  it("deletes exactly the address's rows and their replies, and audits who, when and how many, not what", async () => {
    const erased = await adminPost("/admin-usuwanie-danych", { intent: "erase", email: guest, confirm: "on" }, admin.cookie);
    expect(erased.status).toBe(200);
    expect(await visible(erased)).toContain("Usunięto: 2 zgłoszenia, 1 odpowiedź sklepu i 1 zamówienie próbek.");
    expect(await remaining()).toEqual({ enquiries: 0, replies: 0, sampleRequests: 0 });
    expect(await countOf("select count(*) as n from sample_requests where id = ?", guestSamples)).toBe(0);
    expect(await countOf("select count(*) as n from enquiries where id in (?, ?)", kept.enquiry, kept.tagged)).toBe(2);
    expect(await countOf("select count(*) as n from enquiry_replies where enquiry_id = ?", kept.enquiry)).toBe(1);
    expect(await countOf("select count(*) as n from sample_requests where id = ?", kept.samples)).toBe(1);

    const entries = (await env.DB.prepare("select * from audit_log where action = 'sender_data_erased' and user_id = ?").bind(admin.userId).all()).results;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ user_email: admin.email, target: null });
    expect(JSON.parse(entries[0]!.details as string)).toEqual({ enquiries: 2, replies: 1, sampleRequests: 1 });
    const written = JSON.stringify(entries[0]);
    for (const personal of [guest, "Reklamacja plisy", "Prosimy o zdjęcie.", "Zielińska"]) expect(written).not.toContain(personal);

    // Nothing left: said so, and nothing more is written in the log.
    const again = await adminPost("/admin-usuwanie-danych", { intent: "erase", email: guest, confirm: "on" }, admin.cookie);
    expect(await visible(again)).toContain("Z tego adresu nie ma już żadnych zgłoszeń ani zamówień próbek.");
    expect(await countOf("select count(*) as n from audit_log where action = 'sender_data_erased' and user_id = ?", admin.userId)).toBe(1);
  });
});
