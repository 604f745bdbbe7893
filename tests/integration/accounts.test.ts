import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { codeEmailsLimitedMessage, loginLockedMessage } from "~/lib/limits";
import {
  checkResetCode,
  getCustomer,
  register,
  requestPasswordReset,
  resendVerificationCode,
  resetPassword,
  signIn,
  signOut,
  verifyEmail,
} from "~/server/accounts/customers.server";
import { capturingCodes, clientRequest, cookieFrom, registration } from "../support/workers/accounts";

const uniqueEmail = () => `klient-${crypto.randomUUID().slice(0, 8)}@example.pl`;

let rotation = 0;
/** A request from an address no request came from before, IPv4 and IPv6 in turn (each IPv6 one in a /64 of its own). */
function rotatingRequest() {
  const n = ++rotation;
  return clientRequest("/", {}, n % 2 ? `100.64.${(n >> 8) % 256}.${n % 256}` : `2001:db8:${(0x1000 + n).toString(16)}:${n.toString(16)}::${n.toString(16)}`);
}

async function verifiedAccount() {
  const mail = capturingCodes();
  const email = uniqueEmail();
  expect(await register(mail.env, clientRequest(), registration(email))).toMatchObject({ ok: true });
  expect(await verifyEmail(mail.env, clientRequest(), email, mail.lastCode(email)!)).toMatchObject({ ok: true });
  return { email, mail };
}

describe("registration and verification", () => {
  it("creates an unverified account with its profile, e-mails a 6-digit code, and refuses login until verified", async () => {
    const mail = capturingCodes();
    const email = uniqueEmail();
    expect(await register(mail.env, clientRequest(), registration(email))).toMatchObject({ ok: true });
    const code = mail.lastCode(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.codes.at(-1)?.purpose).toBe("email_verification");

    expect(await signIn(mail.env, clientRequest(), email, "tajneHaslo1")).toMatchObject({
      ok: false,
      status: 403,
      message: "Potwierdź adres email przed zalogowaniem. Sprawdź swoją skrzynkę pocztową.",
    });
    expect(await verifyEmail(mail.env, clientRequest(), email, code!)).toMatchObject({ ok: true });

    const login = await signIn(mail.env, clientRequest(), email, "tajneHaslo1");
    expect(login.ok).toBe(true);
    if (!login.ok) return;
    const setCookie = login.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/^sesja\.?[^=]*=|sesja=/m);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const customer = await getCustomer(mail.env, clientRequest("/profile", { headers: { Cookie: cookieFrom(login.headers) } }));
    expect(customer?.user.email).toBe(email);
    expect(customer?.profile).toMatchObject({ firstName: "Ewa", phone: "600700800", accountVerified: true, admin: false, fullAddress: "Polna 3/4, 80-001 Gdańsk" });
  });

  it("answers a second registration with the same e-mail with the spec's text", async () => {
    const { email, mail } = await verifiedAccount();
    expect(await register(mail.env, clientRequest(), registration(email))).toMatchObject({ ok: false, message: "Ten email jest już zarejestrowany. Zaloguj się." });
  });

  it("refuses a wrong code, a reused code, and a code after 5 wrong tries", async () => {
    const mail = capturingCodes();
    const email = uniqueEmail();
    await register(mail.env, clientRequest(), registration(email));
    const code = mail.lastCode(email)!;
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await verifyEmail(mail.env, clientRequest(), email, wrong)).toMatchObject({ ok: false, message: "Nieprawidłowy kod weryfikacyjny" });
    for (let i = 0; i < 4; i++) await verifyEmail(mail.env, clientRequest(), email, wrong);
    expect(await verifyEmail(mail.env, clientRequest(), email, code)).toMatchObject({ ok: false });

    await resendVerificationCode(mail.env, clientRequest(), email);
    const fresh = mail.lastCode(email)!;
    expect(await verifyEmail(mail.env, clientRequest(), email, fresh)).toMatchObject({ ok: true });
    expect(await verifyEmail(mail.env, clientRequest(), email, fresh)).toMatchObject({ ok: false });
  });

  it("refuses an expired code", async () => {
    const mail = capturingCodes();
    const email = uniqueEmail();
    await register(mail.env, clientRequest(), registration(email));
    await env.DB.prepare("update verification set expires_at = ? where identifier like ?")
      .bind(Date.now() - 1000, `%${email}%`)
      .run();
    expect(await verifyEmail(mail.env, clientRequest(), email, mail.lastCode(email)!)).toMatchObject({ ok: false });
  });

  it("stores codes encrypted, never in clear", async () => {
    const mail = capturingCodes();
    const email = uniqueEmail();
    await register(mail.env, clientRequest(), registration(email));
    const row = await env.DB.prepare("select value from verification where identifier like ?").bind(`%${email}%`).first<{ value: string }>();
    expect(row?.value).toBeDefined();
    expect(row!.value).not.toContain(mail.lastCode(email)!);
  });
});

describe("sign-in", () => {
  it("says the same for an unknown e-mail and a wrong password", async () => {
    const { email, mail } = await verifiedAccount();
    const wrongPassword = await signIn(mail.env, clientRequest(), email, "zleHaslo99");
    const unknown = await signIn(mail.env, clientRequest(), uniqueEmail(), "zleHaslo99");
    expect(wrongPassword).toMatchObject({ ok: false, status: 401, message: "Nieprawidłowy email lub hasło." });
    expect(unknown).toEqual(wrongPassword);
  });

  it("rate-limits attempts from one client across requests", async () => {
    const { email, mail } = await verifiedAccount();
    const results = [];
    for (let i = 0; i < 11; i++) results.push(await signIn(mail.env, clientRequest("/auth", {}, "203.0.113.77"), email, "zleHaslo99"));
    expect(results.at(-1)).toMatchObject({ ok: false, status: 429, message: "Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie." });
  });

  it("signs out: the old cookie no longer finds a customer", async () => {
    const { email, mail } = await verifiedAccount();
    const login = await signIn(mail.env, clientRequest(), email, "tajneHaslo1");
    if (!login.ok) throw new Error(login.message);
    const cookie = cookieFrom(login.headers);
    await signOut(mail.env, clientRequest("/", { headers: { Cookie: cookie } }));
    expect(await getCustomer(mail.env, clientRequest("/", { headers: { Cookie: cookie } }))).toBeNull();
  });
});

describe("password reset", () => {
  it("really changes the password with the e-mailed code, and the code works once", async () => {
    const { email, mail } = await verifiedAccount();
    expect(await requestPasswordReset(mail.env, clientRequest(), email)).toMatchObject({ ok: true });
    const code = mail.lastCode(email)!;
    expect(mail.codes.at(-1)?.purpose).toBe("password_reset");
    expect(await checkResetCode(mail.env, clientRequest(), email, code)).toMatchObject({ ok: true });
    expect(await resetPassword(mail.env, clientRequest(), email, code, "noweHaslo")).toMatchObject({ ok: true });

    expect(await signIn(mail.env, clientRequest(), email, "tajneHaslo1")).toMatchObject({ ok: false, status: 401 });
    expect(await signIn(mail.env, clientRequest(), email, "noweHaslo")).toMatchObject({ ok: true });
    expect(await resetPassword(mail.env, clientRequest(), email, code, "innehaslo")).toMatchObject({ ok: false });
  });

  it("answers an unknown address like a known one and sends nothing", async () => {
    const mail = capturingCodes();
    const email = uniqueEmail();
    expect(await requestPasswordReset(mail.env, clientRequest(), email)).toMatchObject({ ok: true });
    expect(mail.codes).toEqual([]);
  });
});

describe("limits per account", () => {
  const lockedForAMinute = { ok: false, status: 429, message: loginLockedMessage(60) };

  it("locks an account after 5 failed logins in a row from rotating addresses, and then refuses the right password alike", async () => {
    const { email, mail } = await verifiedAccount();
    for (let i = 0; i < 5; i++)
      expect(await signIn(mail.env, rotatingRequest(), email, `zleHaslo${i}`)).toMatchObject({ ok: false, status: 401, message: "Nieprawidłowy email lub hasło." });
    const right = await signIn(mail.env, rotatingRequest(), email, "tajneHaslo1");
    expect(right).toMatchObject(lockedForAMinute);
    expect(right.ok ? undefined : right.message).toBe("Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 1 minutę.");
    expect(await signIn(mail.env, rotatingRequest(), email, "zleHaslo9")).toEqual(right);

    // An unknown address locks the same way: the lock tells nobody who has an account.
    const unknown = uniqueEmail();
    for (let i = 0; i < 5; i++) await signIn(mail.env, rotatingRequest(), unknown, "zleHaslo99");
    expect(await signIn(mail.env, rotatingRequest(), unknown, "zleHaslo99")).toEqual(right);

    // Once the wait is over the right password signs in.
    await env.DB.prepare("update login_failures set locked_until = 0 where key = ?").bind(email).run();
    expect(await signIn(mail.env, rotatingRequest(), email, "tajneHaslo1")).toMatchObject({ ok: true });
  });

  it("counts failures in a row: a success starts again", async () => {
    const { email, mail } = await verifiedAccount();
    for (let i = 0; i < 4; i++) await signIn(mail.env, rotatingRequest(), email, "zleHaslo99");
    expect(await signIn(mail.env, rotatingRequest(), email, "tajneHaslo1")).toMatchObject({ ok: true });
    for (let i = 0; i < 5; i++) expect(await signIn(mail.env, rotatingRequest(), email, "zleHaslo99")).toMatchObject({ status: 401 });
    expect(await signIn(mail.env, rotatingRequest(), email, "tajneHaslo1")).toMatchObject(lockedForAMinute);
  });
});

describe("code e-mails per recipient", () => {
  const limited = (result: Awaited<ReturnType<typeof resendVerificationCode>>) => !result.ok && result.status === 429;

  it("sends one recipient at most 3 code e-mails an hour, however many addresses ask (25 asked in under a minute)", async () => {
    const mail = capturingCodes();
    const email = uniqueEmail();
    expect(await register(mail.env, rotatingRequest(), registration(email))).toMatchObject({ ok: true });
    const answers = [];
    for (let i = 0; i < 24; i++) answers.push(await resendVerificationCode(mail.env, rotatingRequest(), email));
    expect(mail.codes.filter((c) => c.email === email)).toHaveLength(3);
    expect(answers.slice(0, 2)).toEqual([
      { ok: true, headers: new Headers() },
      { ok: true, headers: new Headers() },
    ]);
    expect(answers.slice(2).every(limited)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ status: 429, message: codeEmailsLimitedMessage(3, 3600) });
  });

  it("limits reset e-mails the same way, apart from the verification e-mails: the registration's code is not one of them", async () => {
    const { email, mail } = await verifiedAccount();
    const answers = [];
    for (let i = 0; i < 25; i++) answers.push(await requestPasswordReset(mail.env, rotatingRequest(), email));
    expect(mail.codes.filter((c) => c.email === email && c.purpose === "password_reset")).toHaveLength(3);
    expect(answers.filter((a) => a.ok)).toHaveLength(3);
    expect(answers.slice(3).every(limited)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ status: 429, message: codeEmailsLimitedMessage(3, 3600) });
  });

  it("sends nothing to an already verified account, with the answer an account to be verified gets", async () => {
    const { email, mail } = await verifiedAccount();
    const sent = mail.codes.length;
    const unverified = capturingCodes();
    const other = uniqueEmail();
    await register(unverified.env, rotatingRequest(), registration(other));

    const toVerified = await resendVerificationCode(mail.env, rotatingRequest(), email);
    const toUnverified = await resendVerificationCode(unverified.env, rotatingRequest(), other);
    expect(toVerified).toEqual(toUnverified);
    expect(toVerified).toMatchObject({ ok: true });
    expect(mail.codes).toHaveLength(sent);
    expect(unverified.codes.filter((c) => c.email === other)).toHaveLength(2);
  });

  it("counts asking for unknown and verified addresses too, so reaching the limit tells nobody which is which", async () => {
    const { email: verified, mail } = await verifiedAccount();
    const unknown = uniqueEmail();
    const answers = [];
    for (const email of [verified, unknown]) {
      // The verified address's registration code was already one of its three.
      const asks = email === verified ? 2 : 3;
      for (let i = 0; i < asks; i++) expect(await resendVerificationCode(mail.env, rotatingRequest(), email)).toMatchObject({ ok: true });
      answers.push(await resendVerificationCode(mail.env, rotatingRequest(), email));
    }
    expect(answers[0]).toMatchObject({ ok: false, status: 429 });
    expect(answers[1]).toEqual(answers[0]);
  });
});

describe("nobody can burn someone else's code", () => {
  it("a new reset request while the code is valid sends the same code again, which still works", async () => {
    const { email, mail } = await verifiedAccount();
    expect(await requestPasswordReset(mail.env, rotatingRequest(), email)).toMatchObject({ ok: true });
    const code = mail.lastCode(email)!;
    // Somebody else asks for the same address.
    expect(await requestPasswordReset(mail.env, rotatingRequest(), email)).toMatchObject({ ok: true });
    expect(mail.lastCode(email)).toBe(code);
    expect(await resetPassword(mail.env, rotatingRequest(), email, code, "noweHaslo")).toMatchObject({ ok: true });
    expect(await signIn(mail.env, rotatingRequest(), email, "noweHaslo")).toMatchObject({ ok: true });
  });

  it("a new verification code while the first is valid is the same code", async () => {
    const mail = capturingCodes();
    const email = uniqueEmail();
    await register(mail.env, rotatingRequest(), registration(email));
    const code = mail.lastCode(email)!;
    await resendVerificationCode(mail.env, rotatingRequest(), email);
    expect(mail.codes.filter((c) => c.email === email).map((c) => c.code)).toEqual([code, code]);
    expect(await verifyEmail(mail.env, rotatingRequest(), email, code)).toMatchObject({ ok: true });
  });

  it("wrong reset codes spend nothing: after wrong tries from other clients the code still works, and the next request sends it again", async () => {
    const { email, mail } = await verifiedAccount();
    await requestPasswordReset(mail.env, rotatingRequest(), email);
    const code = mail.lastCode(email)!;
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect(await checkResetCode(mail.env, rotatingRequest(), email, wrong)).toMatchObject({ ok: false, message: "Nieprawidłowy kod weryfikacyjny" });
    expect(await checkResetCode(mail.env, rotatingRequest(), email, code)).toMatchObject({ ok: true });
    await requestPasswordReset(mail.env, rotatingRequest(), email);
    expect(mail.lastCode(email)).toBe(code);
    expect(await resetPassword(mail.env, rotatingRequest(), email, code, "noweHaslo")).toMatchObject({ ok: true });
  });
});
