import { env, exports } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { INVALID_EMAIL_MESSAGE, REQUIRED_FIELDS_MESSAGE } from "~/lib/schemas/enquiry";
import { rateLimitRules, RATE_LIMITED_MESSAGE } from "~/server/platform/rate-limit.server";

const ORIGIN = "http://shop.test";

/** Each test is its own client, so the rate limit of one never touches another. */
// Each its own /64: a limit counts an IPv6 client by its first four groups.
const uniqueIp = () => `2001:db8:${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}::1`;

const post = (path: string, fields: Record<string, string>, ip = uniqueIp()) =>
  exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Origin: ORIGIN, "CF-Connecting-IP": ip },
    }),
  );

async function page(path: string): Promise<string> {
  const response = await exports.default.fetch(`${ORIGIN}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

type EnquiryRow = { kind: string; first_name: string; phone: string | null; subject: string; message: string; details: string | null };
const rowsFrom = async (email: string) =>
  (await env.DB.prepare("select kind, first_name, phone, subject, message, details from enquiries where email = ?").bind(email).all<EnquiryRow>()).results;

/** Recipients of the e-mails whose subject mentions `marker`, once the queue's consumer has sent them. */
async function recipientsOf(marker: string, expected: string[]) {
  await vi.waitFor(
    async () => {
      const { results } = await env.DB.prepare("select recipient from email_deliveries where subject like ?").bind(`%${marker}%`).all<{ recipient: string }>();
      expect(results.map((row) => row.recipient).sort()).toEqual([...expected].sort());
    },
    { timeout: 10_000, interval: 100 },
  );
}

const forms = [
  {
    path: "/kontakt",
    kind: "contact",
    sent: "Wiadomość została wysłana pomyślnie!",
    submit: "Wyślij wiadomość",
    valid: (tag: string) => ({
      firstName: "Anna",
      lastName: "Kowalska",
      email: `anna.${tag}@example.com`,
      phone: "600 700 800",
      subject: `Pytanie ${tag}`,
      message: "Czy szyjecie plisy do okien dachowych?",
      website: "",
    }),
    // The shop's inbox sees the subject; the e-mail subject carries it.
    marker: (tag: string) => `Pytanie ${tag}`,
    details: null,
  },
  {
    path: "/meble",
    kind: "furniture",
    sent: "Zapytanie zostało wysłane pomyślnie!",
    submit: "Wyślij zapytanie",
    valid: (tag: string) => ({
      firstName: "Jan",
      lastName: "Nowak",
      email: `jan.${tag}@example.com`,
      phone: "",
      subject: `Szafa ${tag}`,
      message: "Szafa wnękowa 240 × 260 cm, drzwi przesuwne z lustrem.",
      website: "",
    }),
    marker: (tag: string) => `Szafa ${tag}`,
    details: null,
  },
  {
    path: "/zloz-reklamacje",
    kind: "complaint",
    sent: "Reklamacja została wysłana pomyślnie!",
    submit: "Wyślij reklamację",
    valid: (tag: string) => ({
      firstName: "Ewa",
      lastName: "Wiśniewska",
      email: `ewa.${tag}@example.com`,
      phone: "+48 500-600-700",
      orderNumber: `ZAM-${tag}`,
      complaintReason: "wada_produkcyjna",
      description: "Plisa nie opuszcza się do końca.",
      website: "",
    }),
    marker: (tag: string) => `ZAM-${tag}`,
    details: (tag: string) => ({ orderNumber: `ZAM-${tag}`, complaintReason: "wada_produkcyjna" }),
  },
] as const;

describe.each(forms)("the form at $path", (form) => {
  const tag = () => crypto.randomUUID().slice(0, 8);

  it("renders the form on the server, with the honeypot out of reach", async () => {
    const html = await page(form.path);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain(`>${form.submit}</button>`);
    // HTML attribute names are case-insensitive; React writes some in camel case.
    const honeypot = html.match(/<div aria-hidden="true" class="sr-only">.*?<\/div>/s)?.[0].toLowerCase() ?? "";
    for (const attribute of ['name="website"', 'tabindex="-1"', 'autocomplete="off"']) expect(honeypot).toContain(attribute);
  });

  it("refuses missing fields with 400 and the spec's message, keeps what was typed and stores nothing", async () => {
    const fields = form.valid(tag());
    const response = await post(form.path, { ...fields, firstName: "", lastName: " " });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(REQUIRED_FIELDS_MESSAGE);
    expect(html).toContain("To pole jest wymagane.");
    expect(html).toContain(`value="${fields.email}"`);
    expect(await rowsFrom(fields.email)).toEqual([]);
  });

  it("refuses an invalid e-mail address", async () => {
    const fields = { ...form.valid(tag()), email: "anna.kowalska@" };
    const response = await post(form.path, fields);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(INVALID_EMAIL_MESSAGE);
    expect(html).toContain('value="anna.kowalska@"');
    expect(html).toMatch(/aria-invalid="true"[^>]*value="anna.kowalska@"|value="anna.kowalska@"[^>]*aria-invalid="true"/);
  });

  it("stores a valid message, confirms it and has it e-mailed through the queue", async () => {
    const id = tag();
    const fields = form.valid(id);
    const response = await post(form.path, fields);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(form.sent);

    const rows = await rowsFrom(fields.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: form.kind, first_name: fields.firstName });
    expect(rows[0]!.details ? JSON.parse(rows[0]!.details) : null).toEqual(form.details?.(id) ?? null);

    // A complaint naming no order of the address typed in gets no confirmation: the form mails no stranger (no-mail-relay.test.ts).
    await recipientsOf(form.marker(id), [env.SHOP_ADMIN_EMAIL]);
  });

  it("answers a filled honeypot exactly like a success, but keeps and sends nothing", async () => {
    const fields = { ...form.valid(tag()), website: "https://spam.example" };
    const response = await post(form.path, fields);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(form.sent);
    expect(await rowsFrom(fields.email)).toEqual([]);
  });

  it("refuses the sixth message from one client within the window with 429, keeping what was typed", async () => {
    const ip = uniqueIp();
    const { limit } = rateLimitRules.enquiry;
    for (let i = 0; i < limit; i++) expect((await post(form.path, form.valid(tag()), ip)).status).toBe(200);

    const fields = form.valid(tag());
    const response = await post(form.path, fields, ip);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    const html = await response.text();
    expect(html).toContain(RATE_LIMITED_MESSAGE);
    expect(html).toContain(`value="${fields.email}"`);
    expect(await rowsFrom(fields.email)).toEqual([]);
    // Another client is not affected.
    expect((await post(form.path, form.valid(tag()))).status).toBe(200);
  });
});

describe("the enquiry forms' details", () => {
  it("does not count refused messages against the rate limit: a person correcting mistakes is never held back", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < rateLimitRules.enquiry.limit + 2; i++) expect((await post("/kontakt", { firstName: "Anna" }, ip)).status).toBe(400);
    expect((await post("/kontakt", forms[0].valid(crypto.randomUUID().slice(0, 8)), ip)).status).toBe(200);
  });

  it("pre-fills the contact subject from the query, as the footer's 'Zgłoś błąd na stronie' link sends it", async () => {
    const html = await page("/kontakt?subject=Znaleziono%20b%C5%82%C4%85d");
    expect(html).toMatch(/<input[^>]*name="subject"[^>]*value="Znaleziono błąd"|<input[^>]*value="Znaleziono błąd"[^>]*name="subject"/);
    // The form posts back to the same query, so the subject survives an error.
    expect(html).toContain('action="/kontakt?subject=Znaleziono+b%C5%82%C4%85d#formularz"');
  });

  it("shows the shop's phone, e-mail, address, map link and social profiles on /kontakt", async () => {
    const html = await page("/kontakt");
    expect(html).toMatch(/<title>Kontakt \|[^<]*<\/title>/);
    expect(html).toContain('href="tel:+48');
    expect(html).toContain(`href="mailto:${env.SHOP_EMAIL}"`);
    expect(html).toContain(env.SHOP_STREET);
    expect(html).toMatch(new RegExp(`NIP: (<!-- -->)?${env.SHOP_NIP}`));
    expect(html).toContain(`href="https://www.openstreetmap.org/search?query=${encodeURIComponent(`${env.SHOP_STREET}, ${env.SHOP_POSTAL_CODE} ${env.SHOP_CITY}`)}"`);
    expect(html).toContain("Otwórz w mapach");
    expect(html).toContain(`href="${env.SHOP_FACEBOOK_URL}"`);
    expect(html).toContain(`href="${env.SHOP_INSTAGRAM_URL}"`);
  });

  it("offers the spec's five complaint reasons and links the complaint policy", async () => {
    const html = await page("/zloz-reklamacje");
    expect(html).toMatch(/<title>Złóż reklamację \|[^<]*<\/title>/);
    for (const [value, label] of [
      ["uszkodzony_produkt", "Uszkodzony produkt"],
      ["niezgodnosc_z_zamowieniem", "Niezgodność z zamówieniem"],
      ["wada_produkcyjna", "Wada produkcyjna"],
      ["problemy_z_montazem", "Problemy z montażem"],
      ["inne", "Inne"],
    ]) {
      expect(html).toMatch(new RegExp(`type="radio"[^>]*value="${value}"[^>]*/>${label}</label>`));
    }
    expect(html).toContain('href="/polityka-reklamacji"');
    expect(html).toContain("14 dni roboczych");
  });

  it("keeps the chosen complaint reason after an error", async () => {
    const fields = { ...forms[2].valid("x"), orderNumber: "", complaintReason: "problemy_z_montazem" };
    const response = await post("/zloz-reklamacje", fields);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/checked="" value="problemy_z_montazem"/);
  });

  it("gives the furniture enquiry its default subject", async () => {
    const html = await page("/meble");
    expect(html).toMatch(/<title>Meble na zamówienie \|[^<]*<\/title>/);
    expect(html).toContain('value="Zapytanie o meble"');
    // Four pictures with their text alternative and size, each opening in a dialog.
    expect(html.match(/<svg[^>]*width="400" height="300" role="img" aria-label="[^"]+"/g)?.length).toBeGreaterThanOrEqual(4);
    expect(html.match(/<dialog/g)).toHaveLength(4);

    const email = `meble.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const response = await post("/meble", { ...forms[1].valid("x"), email, subject: "" });
    expect(response.status).toBe(200);
    expect((await rowsFrom(email))[0]).toMatchObject({ subject: "Zapytanie o meble" });
  });

  it("stores a complaint with its order number as the subject and the description as the message", async () => {
    const id = crypto.randomUUID().slice(0, 8);
    const fields = forms[2].valid(id);
    expect((await post("/zloz-reklamacje", fields)).status).toBe(200);
    expect((await rowsFrom(fields.email))[0]).toMatchObject({
      subject: `Reklamacja zamówienia ZAM-${id}`,
      message: fields.description,
      phone: "500600700",
    });
  });

  it("protects the specialist pleats enquiry with the same honeypot", async () => {
    const email = `plisa.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const response = await post("/plisy-specjalistyczne?model=10", { ...forms[0].valid("x"), email, selectedModel: "10", website: "x" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Wiadomość została wysłana pomyślnie!");
    expect(await rowsFrom(email)).toEqual([]);
  });
});
