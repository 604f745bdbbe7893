import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { ShopEvent } from "~/lib/events";
import type { Registration } from "~/lib/schemas/account";
import { getCustomer, register, signIn, verifyEmail } from "~/server/accounts/customers.server";
import { getDb } from "~/server/platform/db.server";
import { emailedReset } from "~/server/accounts/password-resets.server";
import { openVerificationCode } from "~/server/accounts/verification-codes.server";

/**
 * An env whose events queue hands out the e-mailed codes instead of sending them: a verification code
 * opened, a password reset's code and link read as the consumer reads them.
 */
export function capturingCodes() {
  const codes: { email: string; code: string; purpose: "email_verification" | "password_reset"; link?: string }[] = [];
  const events = {
    async send(message: ShopEvent) {
      if (message.type === "verification_code") codes.push({ email: message.email, code: await openVerificationCode(env, message), purpose: "email_verification" });
      if (message.type === "password_reset") {
        const reset = await emailedReset(env, getDb(env), message.userId);
        if (reset) codes.push({ email: reset.email, code: reset.code, purpose: "password_reset", link: reset.path });
      }
    },
  };
  return {
    env: { ...env, EVENTS: events as unknown as Queue },
    lastCode: (email: string) => codes.filter((c) => c.email === email).at(-1)?.code,
    codes,
  };
}

let ip = 0;
/** A request from its own client address, so rate limits of one test do not touch another. */
export function clientRequest(path = "/", init: RequestInit = {}, address = `198.18.${Math.floor(++ip / 250)}.${ip % 250}`) {
  const headers = new Headers(init.headers);
  headers.set("CF-Connecting-IP", address);
  headers.set("Origin", "http://localhost:5173");
  return new Request(`http://localhost:5173${path}`, { ...init, headers });
}

export function registration(email: string, change: Partial<Registration> = {}): Registration {
  return {
    email,
    password: "tajneHaslo1",
    confirmPassword: "tajneHaslo1",
    firstName: "Ewa",
    lastName: "Zielińska",
    phone: "600700800",
    street: "Polna",
    houseNumber: "3",
    apartmentNumber: "4",
    city: "Gdańsk",
    postalCode: "80-001",
    privacyPolicyAccepted: true,
    termsAccepted: true,
    ...change,
  };
}

/** The cookie header a browser would send back after these Set-Cookie headers. */
export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** A registered, verified and signed-in customer: their e-mail, session cookie and account. */
export async function signedInCustomer() {
  const mail = capturingCodes();
  const email = `klient-${crypto.randomUUID().slice(0, 8)}@example.pl`;
  expect(await register(mail.env, clientRequest(), registration(email))).toMatchObject({ ok: true });
  expect(await verifyEmail(mail.env, clientRequest(), email, mail.lastCode(email)!)).toMatchObject({ ok: true });
  const login = await signIn(mail.env, clientRequest(), email, "tajneHaslo1");
  if (!login.ok) throw new Error(login.message);
  const cookie = cookieFrom(login.headers);
  const customer = await getCustomer(env, clientRequest("/", { headers: { Cookie: cookie } }));
  return { email, cookie, customer: customer! };
}
