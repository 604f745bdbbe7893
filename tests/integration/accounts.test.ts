import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { checkResetCode, getCustomer, register, requestPasswordReset, resendVerificationCode, resetPassword, signIn, signOut, verifyEmail } from "~/server/accounts.server";
import { capturingCodes, clientRequest, cookieFrom, registration } from "../support/workers/accounts";

const uniqueEmail = () => `klient-${crypto.randomUUID().slice(0, 8)}@example.pl`;

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
    await env.DB.prepare("update verification set expires_at = ? where identifier like ?").bind(Date.now() - 1000, `%${email}%`).run();
    expect(await verifyEmail(mail.env, clientRequest(), email, mail.lastCode(email)!)).toMatchObject({ ok: false });
  });

  it("stores codes hashed", async () => {
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
