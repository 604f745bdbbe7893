import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_TEXTS, unavailableFabricMessage } from "~/lib/fabric-samples";
import { REQUIRED_FIELDS_MESSAGE } from "~/lib/forms";
import { sampleRequestsLimitedMessage } from "~/lib/limits";
import { PRIVACY_CONSENT_MESSAGE } from "~/lib/schemas/fabric-sample";
import { INVALID_EMAIL_MESSAGE } from "~/lib/schemas/enquiry";
import { requestSamples } from "~/server/samples/requests.server";
import { RATE_LIMITED_MESSAGE, rateLimitRules } from "~/server/platform/rate-limit.server";
import { get, request, signedIn, visible, type Session } from "../support/workers/admin";
import { deliver, keptEvents, recordingEmail, uniqueEmail } from "../support/workers/queue";

// Free fabric samples through the worker: the form page and its action (every refusal, the limits per
// client, e-mail and postal address, the stored row), the confirmation through the events queue
// (once, however often delivered) and the back-office's list.

const tag = () => crypto.randomUUID().slice(0, 8);
/** A building number of its own (the limit per address counts buildings), so one test's requests never touch another's. */
const uniqueNumber = () => String(100_000 + (crypto.getRandomValues(new Uint32Array(1))[0]! % 900_000));
const uniqueStreet = () => `Łąkowa ${uniqueNumber()}`;

type Fields = Record<string, string | string[]>;
const valid = (change: Fields = {}): Fields => ({
  tkanina: ["PL-101", "PL-102"],
  name: "Anna Kowalska",
  street: uniqueStreet(),
  postalCode: "00-950",
  city: "Warszawa",
  email: uniqueEmail(),
  consent: "on",
  website: "",
  ...change,
});

const send = (fields: Fields, ip?: string) => request("/probki-tkanin", { fields, ip });

type SampleRow = {
  id: string;
  name: string;
  street: string;
  postal_code: string;
  city: string;
  email: string;
  fabrics: string;
  status: string;
  sent_at: number | null;
  sent_by: string | null;
};
const rowsFor = async (email: string) => (await env.DB.prepare("select * from sample_requests where email = ?").bind(email).all<SampleRow>()).results;

describe("the samples page", () => {
  it("lists the linked fabric with its swatch, says it is free, and is never cached", async () => {
    const response = await get("/probki-tkanin?tkanina=pl-101");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await visible(response);
    expect(html).toContain("Bezpłatne próbki tkanin");
    expect(html).toContain("Basic 101");
    expect(html).toContain('src="/images/fabrics/PL-101.svg"');
    expect(html).toContain('<input type="hidden" name="tkanina" value="PL-101"/>');
    expect(html).toContain("Bez opłat");
    expect(html).toContain("Wybrane tkaniny (1 z 5)");
    expect(html).toContain('href="/polityka-prywatnosci"');
    // The list to add from offers the available fabrics only, and not the one already chosen.
    expect(html).toContain('<option value="PL-102">');
    expect(html).not.toContain('<option value="PL-101">');
    expect(html).not.toContain('<option value="PL-106">');
  });

  it("names a linked fabric the shop does not offer", async () => {
    const html = await visible(await get("/probki-tkanin?tkanina=PL-999&tkanina=PL-106"));
    expect(html).toContain("Tkanina PL-999 jest niedostępna");
    expect(html).toContain("Tkanina PL-106 jest niedostępna");
  });

  it("adds the fabric picked in the list and takes one off, keeping what was typed, without storing anything", async () => {
    const fields = valid({ tkanina: ["PL-101"] });
    const added = await send({ ...fields, intent: "add", addFabric: "PL-103" });
    expect(added.status).toBe(200);
    const html = await visible(added);
    expect(html).toContain("Basic 103");
    expect(html).toContain('name="tkanina" value="PL-103"');
    expect(html).toContain(`value="${fields.street}"`);
    expect(html).toContain("Wybrane tkaniny (2 z 5)");

    const removed = await visible(await send({ ...fields, tkanina: ["PL-101", "PL-103"], remove: "PL-101" }));
    expect(removed).not.toContain('name="tkanina" value="PL-101"');
    expect(removed).toContain('name="tkanina" value="PL-103"');
    expect(removed).toContain(`value="${fields.name}"`);

    const nothingPicked = await send({ ...fields, intent: "add", addFabric: "" });
    expect(nothingPicked.status).toBe(400);
    expect(await visible(nothingPicked)).toContain(SAMPLE_TEXTS.pickFabric);

    const sixth = await send({ ...fields, tkanina: ["PL-101", "PL-102", "PL-103", "PL-104", "PL-105"], intent: "add", addFabric: "PL-107" });
    expect(sixth.status).toBe(400);
    expect(await visible(sixth)).toContain(SAMPLE_TEXTS.tooMany);
    expect(await rowsFor(fields.email as string)).toEqual([]);
  });
});

describe("sending the form", () => {
  it("stores the request with the fabrics' names and colours of today, waiting to be posted, and confirms it", async () => {
    const fields = valid({ tkanina: ["PL-102", "pl-101"] });
    const response = await send(fields);
    expect(response.status).toBe(200);
    const html = await visible(response);
    expect(html).toContain(SAMPLE_TEXTS.sent);
    expect(html).toContain(SAMPLE_TEXTS.next);
    const rows = await rowsFor(fields.email as string);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Anna Kowalska", street: fields.street, postal_code: "00-950", city: "Warszawa", status: "do_wyslania", sent_at: null });
    expect(JSON.parse(rows[0]!.fabrics)).toEqual([
      { code: "PL-102", name: "Basic 102", colour: "niebieski" },
      { code: "PL-101", name: "Basic 101", colour: "czarny" },
    ]);
  });

  it.each([
    ["name", "", REQUIRED_FIELDS_MESSAGE],
    ["street", " ", REQUIRED_FIELDS_MESSAGE],
    ["postalCode", "00950", "Kod pocztowy w formacie 00-000."],
    ["city", "", REQUIRED_FIELDS_MESSAGE],
    ["email", "anna@", INVALID_EMAIL_MESSAGE],
    ["consent", "", PRIVACY_CONSENT_MESSAGE],
  ])("refuses %s = %j with 400 and its Polish message, keeps what was typed and stores nothing", async (name, value, message) => {
    const fields = valid({ [name]: value });
    const response = await send(fields);
    expect(response.status).toBe(400);
    const html = await visible(response);
    expect(html).toContain(message === REQUIRED_FIELDS_MESSAGE ? "To pole jest wymagane." : message);
    expect(html).toContain(`value="${name === "street" ? "Anna Kowalska" : fields.street}"`);
    expect(await env.DB.prepare("select count(*) as n from sample_requests where street = ?").bind(fields.street).first("n")).toBe(0);
  });

  it("refuses a request without fabrics, with more than five, or with one the shop does not offer", async () => {
    const cases: [Fields, string][] = [
      [{ tkanina: [] }, SAMPLE_TEXTS.noFabric],
      [{ tkanina: ["PL-101", "PL-102", "PL-103", "PL-104", "PL-105", "PL-107"] }, SAMPLE_TEXTS.tooMany],
      [{ tkanina: ["PL-101", "PL-999"] }, unavailableFabricMessage("PL-999")],
      [{ tkanina: ["PL-106"] }, unavailableFabricMessage("PL-106")],
    ];
    for (const [change, message] of cases) {
      const fields = valid(change);
      const response = await send(fields);
      expect([change.tkanina, response.status]).toEqual([change.tkanina, 400]);
      expect(await visible(response)).toContain(message);
      expect(await rowsFor(fields.email as string)).toEqual([]);
    }
  });

  it("takes two requests per e-mail address in 30 days, then says why not", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 2; i++) expect((await send(valid({ email }))).status).toBe(200);
    const third = await send(valid({ email: email.toUpperCase() }));
    expect(third.status).toBe(400);
    expect(await visible(third)).toContain(sampleRequestsLimitedMessage("email"));
    expect(await rowsFor(email)).toHaveLength(2);
  });

  it("takes two requests per postal address in 30 days however it is typed, then says why not", async () => {
    const street = `ul. Źródlana ${uniqueNumber()}/2`;
    expect((await send(valid({ street }))).status).toBe(200);
    expect((await send(valid({ street: street.replace("ul. Źródlana", "ZRODLANA ").replace("/", " / ") }))).status).toBe(200);
    const third = await send(valid({ street: street.replace("ul. ", "ulica "), postalCode: "00-950" }));
    expect(third.status).toBe(400);
    expect(await visible(third)).toContain(sampleRequestsLimitedMessage("address"));
    // Another postal code is another address.
    expect((await send(valid({ street, postalCode: "00-951" }))).status).toBe(200);
  });

  // Issue 42: each spelling that passed the limit as another address is the same building.
  it("takes two requests per building in 30 days, however the street, its number and the flat are spelled", async () => {
    const spellings = [
      (n: string) => `ul.Klonowa ${n}`,
      (n: string) => `al. Klonowa ${n}`,
      (n: string) => `Klonowa 0${n}`,
      (n: string) => `Klonowa ${n} m. 1`,
      (n: string) => `ulica Klonowa ${n}/2 lok. 3`,
      (n: string) => `Klonowa ${n.replace(/\d/g, (digit) => String.fromCharCode(0xff10 + Number(digit)))}`,
      (n: string) => `\u041al\u043en\u043ew\u0430 ${n}`,
    ];
    // Each spelling comes third once, after the two before it in the list (going round).
    for (let i = 0; i < spellings.length; i++) {
      const n = uniqueNumber();
      const [first, second, third] = [1, 2, 3].map((k) => spellings[(i + k) % spellings.length]!(n)) as [string, string, string];
      expect((await send(valid({ street: first }))).status).toBe(200);
      expect((await send(valid({ street: second }))).status).toBe(200);
      const refused = valid({ street: third });
      const response = await send(refused);
      expect([third, response.status]).toEqual([third, 400]);
      expect(await visible(response)).toContain(sampleRequestsLimitedMessage("address"));
      expect(await rowsFor(refused.email as string)).toEqual([]);
    }
  });

  it("counts another building of the street apart: the digits of a number are not run together with the flat's", async () => {
    const [a, b] = [uniqueNumber(), uniqueNumber()];
    for (let i = 0; i < 2; i++) expect((await send(valid({ street: `Klonowa ${a}${b}` }))).status).toBe(200);
    // Like '52 9' and '5/29' beside 529: both are number a with flat b, one other building, which takes these two.
    for (const other of [`Klonowa ${a} ${b}`, `Klonowa ${a}/${b}`, `Klonowa ${a}${b}a`, `Klonowska ${a}${b}`]) {
      expect([other, (await send(valid({ street: other }))).status]).toEqual([other, 200]);
    }
  });

  it("takes two requests per mailbox in 30 days, whatever the +tag, and keeps each e-mail as typed", async () => {
    const email = uniqueEmail();
    const tagged = (label: string) => email.replace("@", `+${label}@`);
    expect((await send(valid({ email }))).status).toBe(200);
    expect((await send(valid({ email: tagged("probki") }))).status).toBe(200);
    const third = await send(valid({ email: tagged("jeszcze").toUpperCase() }));
    expect(third.status).toBe(400);
    expect(await visible(third)).toContain(sampleRequestsLimitedMessage("email"));
    const stored = await env.DB.prepare("select email from sample_requests where email_key = ? order by created_at").bind(email).all<{ email: string }>();
    expect(stored.results.map((row) => row.email)).toEqual([email, tagged("probki")]);
  });

  it("counts the requests stored before the mailbox key by their e-mail's key (the migration's backfill)", async () => {
    const email = uniqueEmail();
    const { env: quiet } = keptEvents();
    const input = { fabrics: ["PL-101"], name: "Anna", street: uniqueStreet(), postalCode: "00-950", city: "Warszawa" };
    expect(await requestSamples(quiet, { ...input, email: email.replace("@", "+stare@") }, null)).toMatchObject({ ok: true });
    expect(await requestSamples(quiet, { ...input, street: uniqueStreet(), email }, null)).toMatchObject({ ok: true });
    await env.DB.prepare("update sample_requests set email_key = '' where email in (?, ?)").bind(email, email.replace("@", "+stare@")).run();
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0019_"))!;
    for (const query of migration.queries.filter((q) => q.includes("UPDATE `sample_requests`"))) await env.DB.prepare(query).run();
    expect(await requestSamples(quiet, { ...input, street: uniqueStreet(), email: email.replace("@", "+nowe@") }, null)).toMatchObject({
      ok: false,
      message: sampleRequestsLimitedMessage("email"),
    });
  });

  it("counts an old request no more", async () => {
    const email = uniqueEmail();
    const { env: quiet } = keptEvents();
    const input = { fabrics: ["PL-101"], name: "Anna", street: uniqueStreet(), postalCode: "00-950", city: "Warszawa", email };
    const monthAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    expect(await requestSamples(quiet, input, null, undefined, monthAgo)).toMatchObject({ ok: true });
    expect(await requestSamples(quiet, input, null, undefined, monthAgo)).toMatchObject({ ok: true });
    expect(await requestSamples(quiet, input, null)).toMatchObject({ ok: true });
    expect(await requestSamples(quiet, input, null)).toMatchObject({ ok: true });
    expect(await requestSamples(quiet, input, null)).toMatchObject({ ok: false, message: sampleRequestsLimitedMessage("email") });
  });

  it("holds back a client sending too many requests, with Retry-After", async () => {
    const ip = "2001:db8:5a:1::1";
    for (let i = 0; i < rateLimitRules.sampleRequest.limit; i++) expect((await send(valid(), ip)).status).toBe(200);
    const held = await send(valid(), ip);
    expect(held.status).toBe(429);
    expect(Number(held.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await visible(held)).toContain(RATE_LIMITED_MESSAGE);
  });

  it("gives a bot filling the honeypot a person's answer and keeps nothing", async () => {
    const fields = valid({ website: "http://spam.example" });
    const response = await send(fields);
    expect(response.status).toBe(200);
    expect(await visible(response)).toContain(SAMPLE_TEXTS.sent);
    expect(await rowsFor(fields.email as string)).toEqual([]);
  });
});

describe("the confirmation e-mail", () => {
  const input = (email: string) => ({
    fabrics: ["PL-101", "PL-103"],
    name: "Oszust Podstępny",
    street: `Fałszywa ${uniqueNumber()}`,
    postalCode: "00-950",
    city: "Nibylandia",
    email,
  });

  async function requested(email: string, userId: string | null = null) {
    const events = keptEvents();
    const result = await requestSamples(events.env, input(email), userId);
    expect(result.ok).toBe(true);
    expect(events.sent).toEqual([{ id: expect.any(String), type: "sample_requested", requestId: result.ok ? result.id : "" }]);
    return events.sent[0]!;
  }

  it("goes once to the address the request was made with, with the fabrics and none of what was typed", async () => {
    const email = uniqueEmail();
    const event = await requested(email);
    const mail = recordingEmail();
    expect(await deliver(event, mail.env)).toMatchObject({ explicitAcks: [expect.any(String)], retryMessages: [] });
    expect(mail.sent).toHaveLength(1);
    const [message] = mail.sent;
    expect(message!.to).toBe(email);
    expect(message!.subject).toBe("Potwierdzenie zamówienia bezpłatnych próbek");
    for (const fact of ["PL-101", "Basic 101", "PL-103", "Basic 103", "bezpłatne"]) expect(message!.text).toContain(fact);
    for (const typed of ["Oszust", "Fałszywa", "Nibylandia"]) expect(message!.html).not.toContain(typed);

    // Delivered again (the queue delivers at least once): nothing is sent twice.
    expect(await deliver(event, mail.env, 2)).toMatchObject({ explicitAcks: [expect.any(String)], retryMessages: [] });
    expect(mail.sent).toHaveLength(1);
    const deliveries = await env.DB.prepare("select recipient, status from email_deliveries where event_id = ?").bind(event.id).all();
    expect(deliveries.results).toEqual([{ recipient: email, status: "sent" }]);
  });

  it("repeats the name and address only at the verified address of the requester's account", async () => {
    const customer = await signedIn();
    const event = await requested(customer.email, customer.userId);
    const mail = recordingEmail();
    await deliver(event, mail.env);
    expect(mail.sent[0]!.html.replaceAll("<!-- -->", "")).toContain("Dzień dobry, Oszust Podstępny!");
    expect(mail.sent[0]!.text).toContain("Nibylandia");
  });

  it("is retried while its provider fails, and then sent once", async () => {
    const event = await requested(uniqueEmail());
    const failing = recordingEmail(() => true);
    expect((await deliver(event, failing.env)).retryMessages).toHaveLength(1);
    const mail = recordingEmail();
    await deliver(event, mail.env, 2);
    expect(mail.sent).toHaveLength(1);
  });
});

describe("the back-office's list at /admin-samples", () => {
  let admin: Session;
  beforeAll(async () => {
    admin = await signedIn({ admin: true, gate: true });
  });

  async function newRequest() {
    const fields = valid({ name: `Jan Próbka ${tag()}` });
    expect((await send(fields)).status).toBe(200);
    const [row] = await rowsFor(fields.email as string);
    return { ...row!, fields };
  }
  const listed = async (path: string) => {
    const response = await get(path, admin.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    return visible(response);
  };

  it("lists a request newest first with the person, address, e-mail, fabrics, date and 'do wysłania'", async () => {
    const older = await newRequest();
    const newer = await newRequest();
    const html = await listed("/admin-samples");
    expect(html.indexOf(newer.name)).toBeGreaterThan(-1);
    expect(html.indexOf(newer.name)).toBeLessThan(html.indexOf(older.name));
    const row = html.slice(html.indexOf(newer.name) - 2000, html.indexOf(newer.name) + 2000);
    for (const shown of [newer.street, "00-950 Warszawa", newer.email, "PL-101", "Basic 101", "PL-102", "Basic 102", "do wysłania", "Oznacz jako wysłane"]) {
      expect(row).toContain(shown);
    }
  });

  it("marks a request sent (when, by whom, audited), filters by status, and takes it back", async () => {
    const request_ = await newRequest();
    const marked = await request("/admin-samples", { fields: { id: request_.id, status: "wyslane" }, cookie: admin.cookie });
    expect(marked.status).toBe(200);
    const row = (await rowsFor(request_.email))[0]!;
    expect(row).toMatchObject({ status: "wyslane", sent_by: admin.email });
    expect(row.sent_at).toBeGreaterThan(Date.now() - 60_000);
    const audit = await env.DB.prepare("select action, user_email, details from audit_log where target = ?").bind(request_.id).all();
    expect(audit.results).toEqual([{ action: "sample_status_changed", user_email: admin.email, details: JSON.stringify({ from: "do_wyslania", to: "wyslane" }) }]);

    expect(await listed("/admin-samples?status=wyslane")).toContain(request_.name);
    expect(await listed("/admin-samples?status=do_wyslania")).not.toContain(request_.name);

    // Marking it again changes nothing and writes no second entry.
    await request("/admin-samples", { fields: { id: request_.id, status: "wyslane" }, cookie: admin.cookie });
    expect(await env.DB.prepare("select count(*) as n from audit_log where target = ?").bind(request_.id).first("n")).toBe(1);

    await request("/admin-samples", { fields: { id: request_.id, status: "do_wyslania" }, cookie: admin.cookie });
    expect((await rowsFor(request_.email))[0]).toMatchObject({ status: "do_wyslania", sent_at: null, sent_by: null });
    expect(await listed("/admin-samples?status=do_wyslania")).toContain(request_.name);
  });

  it("refuses an unknown request or status in Polish", async () => {
    const missing = await request("/admin-samples", { fields: { id: crypto.randomUUID(), status: "wyslane" }, cookie: admin.cookie });
    expect(missing.status).toBe(404);
    expect(await visible(missing)).toContain("Nie znaleziono zamówienia próbek");
    const bad = await request("/admin-samples", { fields: { id: crypto.randomUUID(), status: "zgubione" }, cookie: admin.cookie });
    expect(bad.status).toBe(400);
    expect(await visible(bad)).toContain("Nieprawidłowy status zamówienia próbek");
  });

  it("is not reachable signed out, nor by a customer, nor changed by them", async () => {
    const request_ = await newRequest();
    expect((await get("/admin-samples")).headers.get("Location")).toBe("/");
    const customer = await signedIn();
    expect((await get("/admin-samples", customer.cookie)).headers.get("Location")).toBe("/");
    for (const cookie of [undefined, customer.cookie]) {
      const response = await request("/admin-samples", { fields: { id: request_.id, status: "wyslane" }, cookie });
      expect(response.status).toBe(302);
    }
    expect((await rowsFor(request_.email))[0]!.status).toBe("do_wyslania");
  });
});
