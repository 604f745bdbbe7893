import { env, exports } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PAYMENT_STATUSES } from "~/lib/admin-orders-query";
import { HONEYPOT_FIELD } from "~/lib/enquiry-form";
import { checkoutFormSchema } from "~/lib/checkout";
import { ORDER_STATUSES } from "~/lib/order-status";
import { CARRIERS } from "~/lib/shipping";
import { loginSchema, newPasswordSchema, profileUpdateSchema, registrationSchema, resetEmailSchema, verificationSchema } from "~/lib/schemas/account";
import { complaintSchema, contactEnquirySchema, furnitureEnquirySchema } from "~/lib/schemas/enquiry";
import { specialistEnquirySchema } from "~/lib/schemas/specialist-enquiry";
import { getCustomer, register, signIn, verifyEmail } from "~/server/accounts/customers.server";
import { getDb } from "~/server/platform/db.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { propertyRuns } from "../support/property-runs";
import { capturingCodes, clientRequest, cookieFrom, registration } from "../support/workers/accounts";
import { passAdminGate } from "../support/workers/admin";
import { checkoutForm, seededDoorScreenLine, seededPleatLine, currentDeliveryPrices } from "../support/workers/orders";

// Property-based tests of every form action through the worker, as a browser (or an attacker)
// posts them. The generated forms take their field names from the zod schemas the actions use and
// fill them with anything: wrong types, missing and extra fields, huge, negative and fractional
// numbers, unknown choices, SQL, HTML, formulas and unicode edge cases, plus valid forms with one
// field spoiled. Every answer must be < 500; a refused submission stores nothing. Each run comes
// from its own client address, so rate limits never hide an answer.

const ORIGIN = "http://shop.test";
const runs = (standard: number) => propertyRuns(standard, env.PROPERTY_SCALE);
const RUNS = { order: runs(60), promo: runs(30), auth: runs(40), reset: runs(30), enquiry: runs(30), admin: runs(30), profile: runs(30) };
const TIMEOUT = 300_000;

let client = 0;
const uniqueIp = () => `2001:db8:f022:${(++client).toString(16)}::1`;

type Fields = Record<string, string | string[] | undefined>;

/** The form as a browser posts it by default (urlencoded); repeated values become repeated fields. */
function body(fields: Fields): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of value === undefined ? [] : [value].flat()) form.append(name, one);
  return form;
}

async function post(path: string, fields: Fields, cookie?: string): Promise<{ status: number; text: string }> {
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      body: body(fields),
      headers: { Origin: ORIGIN, "CF-Connecting-IP": uniqueIp(), ...(cookie ? { Cookie: cookie } : {}) },
      redirect: "manual",
    }),
  );
  return { status: response.status, text: await response.text() };
}

/** The answer is a handled one: below 500, and no zod default in English reached the page. */
function expectHandled(answer: { status: number; text: string }, fields: Fields) {
  expect(answer.status, JSON.stringify(fields).slice(0, 2000)).toBeLessThan(500);
  expect(answer.text).not.toMatch(/Invalid input|Invalid option|Too (big|small): expected/);
}

/** A schema's field names: through pipes, transforms, refinements and defaults to its object. */
function fieldNames(schema: unknown): string[] {
  const node = schema as { shape?: Record<string, unknown>; in?: unknown; def?: { innerType?: unknown; in?: unknown } };
  if (node.shape) return Object.keys(node.shape);
  const inner = node.in ?? node.def?.in ?? node.def?.innerType;
  if (inner) return fieldNames(inner);
  throw new Error("no object schema found");
}

const count = async (table: string) => (await env.DB.prepare(`select count(*) as n from ${table}`).first<{ n: number }>())!.n;

// Values

const hostileStrings = [
  "",
  " ",
  "\t\r\n",
  "' OR '1'='1' --",
  "1; DROP TABLE orders; --",
  '"); DELETE FROM user; --',
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  '=HYPERLINK("http://zly.example","kliknij")',
  "+48 600 700 800",
  "-1",
  "@SUM(A1:A9)",
  "0",
  "-0",
  "0.5",
  "-12.75",
  "1e309",
  "NaN",
  "Infinity",
  "99999999999999999999999999",
  "__proto__",
  "constructor",
  "null",
  "undefined",
  "true",
  "on",
  "\u0000",
  "\uD800",
  "\uDFFF\uD800",
  "\u202Eevil\u202C",
  "\uFEFF",
  "Z\u0338\u0321\u031B\u0300\u0301",
  "👨‍👩‍👧‍👦🇵🇱",
  "Zażółć gęślą jaźń",
  "ZAM-2026-000001",
  "zam-2026-000001",
  "00-950",
  "5260001246",
  "a@b.c",
  "jan@example.pl",
  "x".repeat(300),
  "ę".repeat(6000),
  "1".repeat(5000),
];

const anyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 60 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt()).map(String) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1000, maxLength: 10_000 }) },
);

/** A field's value: usually one string, sometimes missing or repeated. */
const anyValue: fc.Arbitrary<string | string[] | undefined> = fc.oneof(
  { weight: 8, arbitrary: anyText },
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.array(anyText, { minLength: 2, maxLength: 3 }) },
);

/** Every field of the schema with anything in it, plus stray fields. */
function arbitraryForm(names: string[], fixed: Fields = {}): fc.Arbitrary<Fields> {
  return fc
    .tuple(fc.record(Object.fromEntries(names.map((name) => [name, anyValue]))), fc.dictionary(fc.string({ maxLength: 12 }), anyText, { maxKeys: 3 }))
    .map(([fields, extra]) => ({ ...extra, ...fields, ...fixed }));
}

/** A valid form with one to three fields spoiled, or dropped. */
function spoiledForm(valid: () => Fields, fixed: Fields = {}): fc.Arbitrary<Fields> {
  const names = Object.keys(valid());
  return fc.array(fc.tuple(fc.constantFrom(...names), anyValue), { minLength: 1, maxLength: 3 }).map((changes) => ({ ...valid(), ...Object.fromEntries(changes), ...fixed }));
}

const anyForm = (names: string[], valid: () => Fields, fixed: Fields = {}) => fc.oneof(arbitraryForm(names, fixed), spoiledForm(valid, fixed));

// The order action

/** A cart field: valid lines, lines with a spoiled value, too many lines, any JSON, or broken JSON. */
function arbitraryCart(validLines: Record<string, unknown>[]): fc.Arbitrary<string> {
  const jsonValue = fc.oneof(
    fc.constantFrom(null, true, false, 0, -1, 0.5, -0.01, 1e21, Number.MAX_SAFE_INTEGER, 2 ** 53 + 1, "", "plisy", "moskitiery", "okienne", [], {}, [9], [12], "<script>"),
    fc.integer(),
    fc.double().filter(Number.isFinite),
    fc.string({ unit: "grapheme", maxLength: 40 }),
  );
  const spoiledLine = fc
    .tuple(
      fc.constantFrom(...validLines),
      fc.array(
        fc.tuple(
          fc.string({ maxLength: 3 }).chain((s) => fc.constantFrom(...Object.keys(validLines[0]!), s)),
          jsonValue,
        ),
        { minLength: 1, maxLength: 3 },
      ),
    )
    .map(([line, changes]) => ({ ...line, ...Object.fromEntries(changes) }));
  return fc.oneof(
    { weight: 3, arbitrary: fc.array(fc.oneof(fc.constantFrom(...validLines), spoiledLine), { minLength: 1, maxLength: 4 }).map((lines) => JSON.stringify(lines)) },
    { weight: 1, arbitrary: fc.integer({ min: 51, max: 70 }).map((n) => JSON.stringify(Array.from({ length: n }, () => validLines[0]))) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.constantFrom("", "[", '{"a":', "[".repeat(5000), "[{}]", "null", '"[]"', "[1,2,3]", "NaN", '[{"__proto__":{"admin":true}}]') },
    { weight: 1, arbitrary: anyText },
  );
}

describe("the order action (/finalizacja-zamowienia)", () => {
  let validLines: Record<string, unknown>[];
  beforeAll(async () => {
    validLines = [await seededPleatLine(), await seededDoorScreenLine()] as unknown as Record<string, unknown>[];
  });

  function validOrder(): Fields {
    const fields: Fields = { cart: JSON.stringify(validLines) };
    for (const [name, value] of Object.entries(checkoutForm())) {
      if (value === true) fields[name] = "on";
      else if (typeof value === "string") fields[name] = value;
    }
    return fields;
  }

  it(
    "answers every submission below 500, and a refused one leaves no order",
    async () => {
      const names = [...fieldNames(checkoutFormSchema), "intent", "js"];
      const hostile = fc.tuple(anyForm(names, validOrder), arbitraryCart(validLines), fc.boolean(), fc.boolean()).map(([fields, cart, fuzzCart, freshKey]) => ({
        ...fields,
        // Mostly a fresh, well-formed key, so an accepted form really reaches the order code.
        ...(freshKey ? { idempotencyKey: crypto.randomUUID() } : {}),
        ...(fuzzCart ? { cart } : {}),
      }));
      // About 4 in 100 hostile forms are accepted; a quarter of the cases are valid orders, so that every run,
      // however short, checks what an accepted order stores.
      const submission = fc.oneof({ weight: 3, arbitrary: hostile }, { weight: 1, arbitrary: fc.constant(null).map(() => validOrder()) });
      let placed = 0;
      await fc.assert(
        fc.asyncProperty(submission, async (fields) => {
          const before = await count("orders");
          const answer = await post("/finalizacja-zamowienia", fields);
          expectHandled(answer, fields);
          const after = await count("orders");
          if (answer.status >= 400) expect(after, `refused with ${answer.status} but stored an order`).toBe(before);
          else placed += after - before;
          // Whatever was accepted is a whole order: no order without its lines.
          expect(await count("orders where id not in (select order_id from order_items)")).toBe(0);
        }),
        { numRuns: RUNS.order },
      );
      // The valid-ish half really placed orders: the property reached the order code.
      expect(placed).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    "answers every promo-code check below 500",
    async () => {
      await fc.assert(
        fc.asyncProperty(anyValue, async (promoCode) => expectHandled(await post("/finalizacja-zamowienia/kod-rabatowy", { promoCode }), { promoCode })),
        { numRuns: RUNS.promo },
      );
    },
    TIMEOUT,
  );
});

// Accounts

const registrationFields = (): Fields => ({
  email: `fuzz-${crypto.randomUUID().slice(0, 8)}@example.pl`,
  password: "tajneHaslo1",
  confirmPassword: "tajneHaslo1",
  firstName: "Ewa",
  lastName: "Zielińska",
  phone: "600700800",
  street: "Polna",
  houseNumber: "3",
  apartmentNumber: "",
  city: "Gdańsk",
  postalCode: "80-001",
  privacyPolicyAccepted: "on",
  termsAccepted: "on",
});

describe("the account actions", () => {
  it(
    "/auth: login, registration, verification and a new code, and unknown intents",
    async () => {
      const forms = fc.oneof(
        anyForm(fieldNames(loginSchema), () => ({ email: "jan@example.pl", password: "tajneHaslo1" }), { intent: "login" }),
        anyForm(fieldNames(registrationSchema), registrationFields, { intent: "register" }),
        anyForm(fieldNames(verificationSchema), () => ({ email: "jan@example.pl", code: "123456" }), { intent: "verify" }),
        anyForm(["email"], () => ({ email: "jan@example.pl" }), { intent: "resend" }),
        arbitraryForm(["intent", "email", "password", "returnTo"]),
      );
      await fc.assert(
        fc.asyncProperty(forms, async (fields) => {
          const before = await count("user");
          const answer = await post("/auth", fields);
          expectHandled(answer, fields);
          if (answer.status >= 400) expect(await count("user")).toBe(before);
        }),
        { numRuns: RUNS.auth },
      );
    },
    TIMEOUT,
  );

  it(
    "/forgot-password: the three steps, and unknown intents",
    async () => {
      const forms = fc.oneof(
        anyForm(fieldNames(resetEmailSchema), () => ({ email: "jan@example.pl" }), { intent: "request" }),
        anyForm(fieldNames(verificationSchema), () => ({ email: "jan@example.pl", code: "123456" }), { intent: "check" }),
        anyForm(fieldNames(newPasswordSchema), () => ({ email: "jan@example.pl", code: "123456", password: "noweHaslo1", confirmPassword: "noweHaslo1" }), { intent: "reset" }),
        arbitraryForm(["intent", "email", "code"]),
      );
      await fc.assert(
        fc.asyncProperty(forms, async (fields) => expectHandled(await post("/forgot-password", fields), fields)),
        { numRuns: RUNS.reset },
      );
    },
    TIMEOUT,
  );

  it(
    "/profile: saving the profile and cancelling an order, signed in",
    async () => {
      const mail = capturingCodes();
      const email = `fuzz-profile-${crypto.randomUUID().slice(0, 8)}@example.pl`;
      await register(mail.env, clientRequest(), registration(email));
      await verifyEmail(mail.env, clientRequest(), email, mail.lastCode(email)!);
      const login = await signIn(env, clientRequest(), email, "tajneHaslo1");
      if (!login.ok) throw new Error(login.message);
      const cookie = cookieFrom(login.headers);
      const valid = () => ({
        firstName: "Ewa",
        lastName: "Nowak",
        phone: "600700800",
        street: "Polna",
        houseNumber: "3",
        apartmentNumber: "",
        city: "Gdańsk",
        postalCode: "80-001",
      });
      const forms = fc.oneof(
        anyForm(fieldNames(profileUpdateSchema), valid, { intent: "update" }),
        anyForm(["number"], () => ({ number: "ZAM-2026-000001" }), { intent: "cancel" }),
        arbitraryForm(["intent", "number"]),
      );
      await fc.assert(
        fc.asyncProperty(forms, async (fields) => expectHandled(await post("/profile", fields, cookie), fields)),
        { numRuns: RUNS.profile },
      );
    },
    TIMEOUT,
  );
});

// Enquiries

describe("the enquiry actions", () => {
  const sender = () => ({ firstName: "Jan", lastName: "Nowak", email: "jan@example.pl", phone: "600700800" });
  const targets: [string, string[], () => Fields][] = [
    ["/kontakt", fieldNames(contactEnquirySchema), () => ({ ...sender(), subject: "Pytanie", message: "Treść" })],
    ["/zloz-reklamacje", fieldNames(complaintSchema), () => ({ ...sender(), orderNumber: "ZAM-2026-000001", complaintReason: "inne", description: "Opis" })],
    ["/meble", fieldNames(furnitureEnquirySchema), () => ({ ...sender(), subject: "", message: "Szafa" })],
    ["/plisy-specjalistyczne", fieldNames(specialistEnquirySchema), () => ({ ...sender(), subject: "Wycena", message: "Okno", selectedModel: "1" })],
  ];

  it.each(targets)(
    "%s answers every message below 500, and a refused one is not kept",
    async (path, names, valid) => {
      await fc.assert(
        fc.asyncProperty(anyForm([...names, HONEYPOT_FIELD], valid, { [HONEYPOT_FIELD]: undefined }), async (fields) => {
          const before = await count("enquiries");
          const answer = await post(path, fields);
          expectHandled(answer, fields);
          if (answer.status >= 400) expect(await count("enquiries")).toBe(before);
        }),
        { numRuns: RUNS.enquiry },
      );
    },
    TIMEOUT,
  );
});

// The back-office, as a signed-in administrator past the code step

describe("the admin actions", () => {
  let cookie: string;
  let bystander: string;
  let numbers: string[];

  beforeAll(async () => {
    const account = async (admin: boolean) => {
      const mail = capturingCodes();
      const email = `fuzz-admin-${crypto.randomUUID().slice(0, 8)}@example.pl`;
      await register(mail.env, clientRequest(), registration(email));
      await verifyEmail(mail.env, clientRequest(), email, mail.lastCode(email)!);
      if (admin) await env.DB.prepare("update profiles set admin = 1 where id = (select id from user where email = ?)").bind(email).run();
      const login = await signIn(env, clientRequest(), email, "tajneHaslo1");
      if (!login.ok) throw new Error(login.message);
      const request = clientRequest("/admin-auth", { headers: { Cookie: cookieFrom(login.headers) } });
      const customer = (await getCustomer(env, request))!;
      if (admin) await passAdminGate(request, customer);
      return { cookie: cookieFrom(login.headers), id: customer.user.id };
    };
    cookie = (await account(true)).cookie;
    bystander = (await account(false)).id;
    numbers = [];
    for (let i = 0; i < 3; i++) {
      const placed = await placeOrder(env, getDb(env), checkoutForm(), [await seededPleatLine()], null, await currentDeliveryPrices());
      if (placed.ok) numbers.push(placed.number);
    }
  });

  const someNumber = () => fc.oneof(fc.constantFrom(...numbers), anyText);

  it(
    "/admin/excel-bot: accept, reject, statuses, delete, export and unknown operations",
    async () => {
      const forms = fc.oneof(
        fc.record({ intent: fc.constant("accept"), number: someNumber() }),
        fc.record({ intent: fc.constant("reject"), number: someNumber(), reason: anyValue }),
        fc.record({ intent: fc.constant("order-status"), orderStatus: fc.oneof(fc.constantFrom(...ORDER_STATUSES), anyText), numbers: fc.array(someNumber(), { maxLength: 30 }) }),
        fc.record({
          intent: fc.constant("payment-status"),
          paymentStatus: fc.oneof(fc.constantFrom(...ADMIN_PAYMENT_STATUSES), anyText),
          numbers: fc.array(someNumber(), { maxLength: 30 }),
        }),
        fc.record({ intent: fc.constant("delete"), numbers: fc.array(anyText, { maxLength: 30 }) }),
        fc.constant({ intent: "export" }),
        arbitraryForm(["intent", "number", "numbers", "reason", "orderStatus", "paymentStatus"]),
      );
      await fc.assert(
        fc.asyncProperty(forms as fc.Arbitrary<Fields>, async (fields) => expectHandled(await post("/admin/excel-bot", fields, cookie), fields)),
        { numRuns: RUNS.admin },
      );
    },
    TIMEOUT,
  );

  it(
    "/admin-wysylka: a card's parcel, a page of them, and anything else",
    async () => {
      // One order that may leave, so the writing path runs too (its later parcels correct its number).
      const placed = await placeOrder(env, getDb(env), checkoutForm(), [await seededPleatLine()], null, await currentDeliveryPrices());
      if (!placed.ok) throw new Error(placed.message);
      await env.DB.prepare("update orders set accepted = 1, order_status = 'gotowe' where number = ?").bind(placed.number).run();
      const number = fc.oneof(fc.constant(placed.number), someNumber());
      const trackingNumber = fc.oneof(fc.constantFrom("0000123456789U", " rr 1234 5678 9pl "), anyText);
      const parcel = (row: number) =>
        fc.record({
          [`${row}.number`]: number,
          [`${row}.carrier`]: fc.oneof(fc.constantFrom(...CARRIERS), anyText),
          [`${row}.trackingNumber`]: fc.oneof(trackingNumber, anyValue),
          [`${row}.trackingUrl`]: fc.oneof(fc.constant("https://kurier.example.pl/sledz"), anyValue),
        });
      const forms = fc.oneof(
        parcel(0).map((fields) => ({ intent: "ship", ...fields })),
        fc
          .uniqueArray(fc.nat(40), { maxLength: 30 })
          .chain((rows) => fc.tuple(...rows.map(parcel)))
          .map((parcels) => Object.assign({ intent: "ship-many" }, ...parcels)),
        arbitraryForm(["intent", "0.number", "0.carrier", "0.trackingNumber", "0.trackingUrl", "99999999999.number"]),
      );
      await fc.assert(
        fc.asyncProperty(forms as fc.Arbitrary<Fields>, async (fields) => expectHandled(await post("/admin-wysylka", fields, cookie), fields)),
        { numRuns: RUNS.admin },
      );
    },
    TIMEOUT,
  );

  it(
    "/admin-users: the two switches, and anything else",
    async () => {
      const forms = fc.oneof(
        fc.record({ intent: fc.constantFrom("verified", "admin"), userId: fc.oneof(fc.constant(bystander), anyText), value: fc.oneof(fc.constantFrom("true", "false"), anyText) }),
        arbitraryForm(["intent", "userId", "value"]),
      );
      await fc.assert(
        fc.asyncProperty(forms as fc.Arbitrary<Fields>, async (fields) => expectHandled(await post("/admin-users", fields, cookie), fields)),
        { numRuns: RUNS.admin },
      );
    },
    TIMEOUT,
  );

  it(
    "/admin-produkcja and a line's card: starting production, lines made or taken back, orders finished, and anything else",
    async () => {
      const itemId = fc.oneof(fc.integer({ min: -5, max: 2 ** 53 }).map(String), anyText);
      const forms = fc.oneof(
        fc.record({ intent: fc.constant("start"), numbers: fc.array(someNumber(), { maxLength: 30 }) }),
        fc.record({ intent: fc.constant("finish"), number: someNumber() }),
        fc.record({ intent: fc.constantFrom("done", "undo"), itemId }),
        arbitraryForm(["intent", "numbers", "number", "itemId"]),
      );
      await fc.assert(
        fc.asyncProperty(forms as fc.Arbitrary<Fields>, fc.oneof(fc.constant("1"), anyText), async (fields, card) => {
          expectHandled(await post("/admin-produkcja", fields, cookie), fields);
          // A lone surrogate has no URL encoding: an address carries its well-formed counterpart.
          expectHandled(await post(`/admin-produkcja/karta/${encodeURIComponent(card.toWellFormed())}`, fields, cookie), fields);
        }),
        { numRuns: RUNS.admin },
      );
    },
    TIMEOUT,
  );

  it(
    "/admin-auth: the access code",
    async () => {
      await fc.assert(
        fc.asyncProperty(arbitraryForm(["code"]), async (fields) => expectHandled(await post("/admin-auth", fields, cookie), fields)),
        { numRuns: RUNS.admin },
      );
    },
    TIMEOUT,
  );
});
