import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { resetCodeLimitedMessage } from "~/lib/limits";
import { rateLimitRules, RATE_LIMITED_MESSAGE, type RateLimitedAction } from "~/server/platform/rate-limit.server";

// Every limited form through the worker, as a browser posts it: one client goes over the limit and
// gets 429 with the Polish message. (Order creation, the contact form and the admin code step have
// their own tests in checkout-route, enquiry-forms and admin-routes.)

const ORIGIN = "http://localhost:5173";

let client = 0;
const uniqueIp = () => `2001:db8:4290:${(++client).toString(16)}::1`;
const uniqueEmail = () => `limit-${crypto.randomUUID().slice(0, 8)}@example.pl`;

function post(path: string, fields: Record<string, string>, ip: string): Promise<Response> {
  return exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Origin: ORIGIN, "CF-Connecting-IP": ip },
      redirect: "manual",
    }),
  );
}

/** Posts `limit + 1` times from one client; every answer before the last is not 429, the last is, with `message`. */
async function overTheLimit(action: RateLimitedAction, path: string, fields: () => Record<string, string>, message = RATE_LIMITED_MESSAGE) {
  const ip = uniqueIp();
  const { limit } = rateLimitRules[action];
  const statuses: number[] = [];
  for (let i = 0; i < limit; i++) statuses.push((await post(path, fields(), ip)).status);
  expect(statuses).not.toContain(429);
  const refused = await post(path, fields(), ip);
  expect(refused.status).toBe(429);
  expect(await refused.text()).toContain(message);
  // Another client is not affected.
  expect((await post(path, fields(), uniqueIp())).status).not.toBe(429);
}

const registration = () => ({
  intent: "register",
  email: uniqueEmail(),
  password: "tajneHaslo1",
  confirmPassword: "tajneHaslo1",
  firstName: "Ewa",
  lastName: "Zielińska",
  phone: "600700800",
  street: "Polna",
  houseNumber: "3",
  city: "Gdańsk",
  postalCode: "80-001",
  privacyPolicyAccepted: "on",
  termsAccepted: "on",
});

describe("429 with the Polish message once a client goes over the limit", () => {
  // Each attempt on an account of its own, so that only the client's limit is reached (an account has its own).
  it("login", () => overTheLimit("login", "/auth", () => ({ intent: "login", email: uniqueEmail(), password: "zleHaslo99" })));

  it("registration", () => overTheLimit("register", "/auth?tryb=rejestracja", registration), 60_000);

  it("entering the verification code", () => overTheLimit("code", "/auth?tryb=weryfikacja", () => ({ intent: "verify", email: "ktos@example.pl", code: "000000" })));

  it("asking for a new verification code", () => overTheLimit("codeSend", "/auth?tryb=weryfikacja", () => ({ intent: "resend", email: uniqueEmail() })));

  it("asking for a password reset code", () => overTheLimit("resetRequest", "/forgot-password", () => ({ intent: "request", email: uniqueEmail() })));

  // A reset code's tries wait an hour, and the refusal points to the e-mail's link.
  const resetCodeRefusal = resetCodeLimitedMessage(rateLimitRules.resetCode.windowSeconds);

  it("checking the reset code", () => overTheLimit("resetCode", "/forgot-password", () => ({ intent: "check", email: "ktos@example.pl", code: "000000" }), resetCodeRefusal));

  it("setting the new password with a code", () =>
    overTheLimit(
      "resetCode",
      "/forgot-password",
      () => ({ intent: "reset", email: "ktos@example.pl", code: "000000", password: "noweHaslo1", confirmPassword: "noweHaslo1" }),
      resetCodeRefusal,
    ));

  it("the enquiry forms, which share one limit per client", async () => {
    const ip = uniqueIp();
    const sender = { firstName: "Jan", lastName: "Nowak", email: "jan@example.pl", message: "Treść wiadomości" };
    const forms: [string, Record<string, string>][] = [
      ["/meble", { ...sender, subject: "" }],
      ["/plisy-specjalistyczne", { ...sender, subject: "Wycena", selectedModel: "10" }],
      ["/zloz-reklamacje", { ...sender, orderNumber: "ZAM-2026-000001", complaintReason: "inne", description: "Opis" }],
      ["/kontakt", { ...sender, subject: "Pytanie" }],
    ];
    const statuses: number[] = [];
    for (let i = 0; i < rateLimitRules.enquiry.limit; i++) {
      const [path, fields] = forms[i % forms.length]!;
      statuses.push((await post(path, fields, ip)).status);
    }
    expect(statuses).toEqual(statuses.map(() => 200));
    for (const [path, fields] of forms) {
      const refused = await post(path, fields, ip);
      expect(refused.status, path).toBe(429);
      expect(await refused.text()).toContain(RATE_LIMITED_MESSAGE);
    }
  });
});

describe("an IPv6 client counts by its /64", () => {
  it("gives no fresh attempts to new addresses of the same /64, and leaves the next /64 alone", async () => {
    const { limit } = rateLimitRules.login;
    const prefix = `2001:db8:4291:${(++client).toString(16)}`;
    const login = () => ({ intent: "login", email: uniqueEmail(), password: "zleHaslo99" });
    const statuses: number[] = [];
    for (let i = 0; i < limit; i++) statuses.push((await post("/auth", login(), `${prefix}:${(i + 1).toString(16)}::${i}`)).status);
    expect(statuses).not.toContain(429);
    const refused = await post("/auth", login(), `${prefix.toUpperCase()}:ffff:ffff:ffff:ffff`);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(RATE_LIMITED_MESSAGE);
    expect((await post("/auth", login(), `2001:db8:4291:${(++client).toString(16)}::1`)).status).not.toBe(429);
  });
});
