import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { codeEmailsLimitedMessage } from "~/lib/limits";
import { checkResetCode, register, requestPasswordReset, resendVerificationCode, resetPassword, signIn, verifyEmail } from "~/server/accounts/customers.server";
import { clientRequest, registration } from "../support/workers/accounts";
import { deliver, recordingEmail } from "../support/workers/queue";

// Issue 42: somebody who knows only a customer's address must not be able to stop them from setting a
// new password. The owner follows the newest e-mail they received, as the shop really sends it: every
// event goes through the worker's queue consumer at once and the e-mails it sends are kept.

const ORIGIN = "http://localhost:5173";
const RESET_SUBJECT = "Kod do zmiany hasła";
const VERIFICATION_SUBJECT = "Kod weryfikacyjny do konta";

let client = 0;
/** A client of its own: IPv4 and IPv6 (each in a /64 of its own) in turn. */
const newClient = () => (++client % 2 ? `100.72.${(client >> 8) % 256}.${client % 256}` : `2001:db8:42:${client.toString(16)}::1`);
const from = (ip: string) => clientRequest("/forgot-password", {}, ip);
const uniqueEmail = (name = "wlasciciel") => `${name}-${crypto.randomUUID().slice(0, 8)}@example.pl`;

/** Six digits that are not `code`: what an attacker, who never sees the e-mail, types. */
const wrongGuess = (code: string, nth: number) => String((Number(code) + 1 + nth) % 1_000_000).padStart(6, "0");

const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** The customer's inbox: what the shop's consumer e-mails, sent the moment an event is enqueued. */
function inbox() {
  const email = recordingEmail();
  const events = {
    async send(event: unknown) {
      await deliver(event, email.env);
    },
  };
  const received = (to: string, subject: string) => email.sent.filter((m) => m.to === to && m.subject === subject);
  return {
    env: { ...email.env, EVENTS: events as unknown as Queue },
    received,
    /** The newest e-mail of this subject to `to`: its 6-digit code and the path of its link. */
    newest(to: string, subject = RESET_SUBJECT) {
      const message = received(to, subject).at(-1);
      if (!message) throw new Error(`no e-mail "${subject}" to ${to}`);
      const code = /^\s*(\d{6})\s*$/m.exec(message.text)?.[1];
      const href = /href="([^"]*\/reset-password\?[^"]*)"/.exec(message.html)?.[1];
      const url = href ? new URL(decode(href)) : undefined;
      return { code: code!, link: url ? `${url.pathname}${url.search}` : undefined };
    },
  };
}

type Inbox = ReturnType<typeof inbox>;

async function verifiedAccount(mail: Inbox, email = uniqueEmail()) {
  expect(await register(mail.env, from(newClient()), registration(email))).toMatchObject({ ok: true });
  expect(await verifyEmail(mail.env, from(newClient()), email, mail.newest(email, VERIFICATION_SUBJECT).code)).toMatchObject({ ok: true });
  return email;
}

function fetchPage(path: string, ip: string, init: RequestInit = {}) {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { ...init, headers: { Origin: ORIGIN, "CF-Connecting-IP": ip }, redirect: "manual" }));
}

/** Where a redirect goes and the toast it sets up. */
function redirectOf(response: Response) {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("komunikat="));
  const flash = cookie ? (JSON.parse(decodeURIComponent(cookie.slice("komunikat=".length).split(";")[0]!)) as { text: string }).text : undefined;
  const location = response.headers.get("Location");
  return { status: response.status, path: location ? new URL(location, ORIGIN).pathname : undefined, flash };
}

/**
 * Opens the e-mailed link as a browser does. When it shows the new-password form, `submit` sends it with
 * a new password: the form's own hidden fields, whatever they are, to the form's own action.
 */
async function openLink(link: string, ip = newClient()) {
  const page = await fetchPage(link, ip);
  if (page.status !== 200) return { page };
  const html = await page.text();
  const form = /<form[^>]*action="([^"]*)"[^>]*>((?:(?!<\/form>)[\s\S])*name="password"(?:(?!<\/form>)[\s\S])*)<\/form>/.exec(html);
  if (!form) throw new Error("the link's page has no new-password form");
  const fields = new URLSearchParams();
  for (const [input] of form[2]!.matchAll(/<input(?=[^>]*type="hidden")[^>]*>/g)) {
    fields.set(decode(/name="([^"]*)"/.exec(input)![1]!), decode(/value="([^"]*)"/.exec(input)?.[1] ?? ""));
  }
  const submit = (password: string) => {
    const body = new URLSearchParams(fields);
    body.set("password", password);
    body.set("confirmPassword", password);
    return fetchPage(decode(form[1]!), ip, { method: "POST", body });
  };
  return { page, submit };
}

/** Sets a new password through the e-mailed link; the link's own answer when it shows no form. */
async function setPasswordThroughLink(link: string, password: string): Promise<Response> {
  const opened = await openLink(link);
  return opened.submit ? opened.submit(password) : opened.page;
}

async function canSignIn(email: string, password: string) {
  return (await signIn(env, from(newClient()), email, password)).ok;
}

describe("an attacker who knows only the address", () => {
  it("guessing and asking again from one client: the owner's newest e-mail still sets a new password through its long one-time link", async () => {
    const mail = inbox();
    const email = await verifiedAccount(mail);
    const attacker = newClient();
    for (let round = 0; round < 4; round++) {
      await requestPasswordReset(mail.env, from(attacker), email);
      const { code } = mail.newest(email);
      for (let i = 0; i < 6; i++) expect(await checkResetCode(mail.env, from(attacker), email, wrongGuess(code, round * 6 + i))).toMatchObject({ ok: false });
    }

    const { link } = mail.newest(email);
    // A link nobody can guess: far more than the code's six digits.
    expect(new URL(link!, ORIGIN).searchParams.get("token")).toMatch(/^[\w-]{43}$/);
    expect(redirectOf(await setPasswordThroughLink(link!, "mojeNoweHaslo1"))).toMatchObject({ status: 302, path: "/auth", flash: "Hasło zostało zmienione pomyślnie!" });
    expect(await canSignIn(email, "mojeNoweHaslo1")).toBe(true);
  });

  it("guessing and asking again from a few clients: the code of the owner's newest e-mail works from the owner's own client", async () => {
    const mail = inbox();
    const email = await verifiedAccount(mail);
    const attackers = [newClient(), newClient(), newClient()];
    for (let round = 0; round < 3; round++) {
      for (const [n, attacker] of attackers.entries()) {
        await requestPasswordReset(mail.env, from(attacker), email);
        const { code } = mail.newest(email);
        for (let i = 0; i < 6; i++) await checkResetCode(mail.env, from(attacker), email, wrongGuess(code, (round * 3 + n) * 6 + i));
      }
    }

    const { code } = mail.newest(email);
    const owner = newClient();
    expect(await checkResetCode(mail.env, from(owner), email, code)).toMatchObject({ ok: true });
    expect(await resetPassword(mail.env, from(owner), email, code, "mojeNoweHaslo2")).toMatchObject({ ok: true });
    expect(await canSignIn(email, "mojeNoweHaslo2")).toBe(true);
  });

  it("is refused even the right code after 5 tries from one client (IPv6 by its /64) for an hour, while another client's right code works", async () => {
    const mail = inbox();
    const email = await verifiedAccount(mail);
    await requestPasswordReset(mail.env, from(newClient()), email);
    const { code } = mail.newest(email);
    const prefix = `2001:db8:4242:${(++client).toString(16)}`;
    for (let i = 0; i < 5; i++)
      expect(await checkResetCode(mail.env, from(`${prefix}::${i + 1}`), email, wrongGuess(code, i))).toMatchObject({ ok: false, message: "Nieprawidłowy kod weryfikacyjny" });

    const refusal = {
      ok: false,
      status: 429,
      message: "Zbyt wiele prób wpisania kodu. Spróbuj ponownie za 60 minut albo otwórz link „Ustaw nowe hasło” z wiadomości, którą wysłaliśmy.",
    };
    expect(await checkResetCode(mail.env, from(`${prefix}:ffff::9`), email, code)).toMatchObject(refusal);
    expect(await resetPassword(mail.env, from(`${prefix}::77`), email, code, "zgadniete1")).toMatchObject(refusal);
    expect(await canSignIn(email, "zgadniete1")).toBe(false);

    expect(await resetPassword(mail.env, from(newClient()), email, code, "mojeNoweHaslo3")).toMatchObject({ ok: true });
    expect(await canSignIn(email, "mojeNoweHaslo3")).toBe(true);
  });

  it("from many clients cannot guess on without limit: after 20 tries at one address its code waits, but the link still works", async () => {
    const mail = inbox();
    const email = await verifiedAccount(mail);
    await requestPasswordReset(mail.env, from(newClient()), email);
    const { code, link } = mail.newest(email);
    for (let i = 0; i < 20; i++) expect(await checkResetCode(mail.env, from(newClient()), email, wrongGuess(code, i))).toMatchObject({ ok: false, status: 400 });

    expect(await checkResetCode(mail.env, from(newClient()), email, code)).toMatchObject({ ok: false, status: 429 });
    expect(redirectOf(await setPasswordThroughLink(link!, "mojeNoweHaslo4"))).toMatchObject({ status: 302, path: "/auth" });
    expect(await canSignIn(email, "mojeNoweHaslo4")).toBe(true);
  });
});

describe("a link or a code works once", () => {
  const invalidLink = { status: 302, path: "/forgot-password", flash: "Nieprawidłowy lub wygasły link resetujący" };

  it("used, the link and the code give the spec's messages; a new e-mail's link works", async () => {
    const mail = inbox();
    const email = await verifiedAccount(mail);
    await requestPasswordReset(mail.env, from(newClient()), email);
    const first = mail.newest(email);
    const otherTab = await openLink(first.link!);
    expect(redirectOf(await setPasswordThroughLink(first.link!, "pierwszeHaslo1"))).toMatchObject({ status: 302, path: "/auth" });

    // Opened again it says so at once; a form opened before the link was used is refused alike.
    expect(redirectOf(await fetchPage(first.link!, newClient()))).toMatchObject(invalidLink);
    expect(redirectOf(await otherTab.submit!("drugieHaslo1"))).toMatchObject(invalidLink);
    expect(await resetPassword(mail.env, from(newClient()), email, first.code, "drugieHaslo1")).toMatchObject({
      ok: false,
      message: "Błąd podczas zmiany hasła: Nieprawidłowy kod weryfikacyjny",
    });
    expect(await canSignIn(email, "pierwszeHaslo1")).toBe(true);

    await requestPasswordReset(mail.env, from(newClient()), email);
    const second = mail.newest(email);
    expect(second.link).not.toBe(first.link);
    expect(redirectOf(await setPasswordThroughLink(second.link!, "trzecieHaslo1"))).toMatchObject({ status: 302, path: "/auth" });
    expect(await canSignIn(email, "trzecieHaslo1")).toBe(true);
  });

  it("the code used, the link of the same e-mail no longer works", async () => {
    const mail = inbox();
    const email = await verifiedAccount(mail);
    await requestPasswordReset(mail.env, from(newClient()), email);
    const { code, link } = mail.newest(email);
    expect(await resetPassword(mail.env, from(newClient()), email, code, "pierwszeHaslo2")).toMatchObject({ ok: true });
    expect(redirectOf(await fetchPage(link!, newClient()))).toMatchObject(invalidLink);
  });

  it("expired, the link and the code give the spec's messages", async () => {
    const mail = inbox();
    const email = await verifiedAccount(mail);
    await requestPasswordReset(mail.env, from(newClient()), email);
    const { code, link } = mail.newest(email);
    await env.DB.prepare("update password_resets set expires_at = ? where user_id = (select id from user where email = ?)")
      .bind(Date.now() - 1000, email)
      .run();
    expect(redirectOf(await fetchPage(link!, newClient()))).toMatchObject(invalidLink);
    expect(await checkResetCode(mail.env, from(newClient()), email, code)).toMatchObject({ ok: false, message: "Kod wygasł. Wyślij nowy kod." });
    expect(await canSignIn(email, "tajneHaslo1")).toBe(true);
  });
});

describe("the hourly cap on reset e-mails per mailbox", () => {
  it("sends one mailbox 3 reset e-mails an hour however many ask, says so to the rest, and the newest e-mail still works", async () => {
    const mail = inbox();
    const email = await verifiedAccount(mail);
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await requestPasswordReset(mail.env, from(newClient()), email));
    expect(mail.received(email, RESET_SUBJECT)).toHaveLength(3);
    expect(answers.slice(0, 3).every((a) => a.ok)).toBe(true);
    for (const answer of answers.slice(3)) expect(answer).toMatchObject({ ok: false, status: 429, message: codeEmailsLimitedMessage(3, 3600) });

    const { link } = mail.newest(email);
    expect(redirectOf(await setPasswordThroughLink(link!, "mojeNoweHaslo5"))).toMatchObject({ status: 302, path: "/auth" });
    expect(await canSignIn(email, "mojeNoweHaslo5")).toBe(true);
  });

  it("counts 'anna+1@', 'Anna+2@' … as one mailbox, yet never leaves the owner without a working e-mail", async () => {
    const mail = inbox();
    const name = `anna-${crypto.randomUUID().slice(0, 8)}`;
    const email = await verifiedAccount(mail, `${name}@example.pl`);
    // The owner's registration code is a verification e-mail: it takes nothing from the reset e-mails' hour.
    for (const tagged of [`${name}+1@example.pl`, `${name.toUpperCase()}+2@example.pl`, `${name}+3@example.pl`])
      expect(await requestPasswordReset(mail.env, from(newClient()), tagged)).toMatchObject({ ok: true });
    expect(await requestPasswordReset(mail.env, from(newClient()), `${name}+4@example.pl`)).toMatchObject({ ok: false, status: 429 });

    // Nothing sent for the owner's own address works yet, so the owner's request still gets an e-mail.
    expect(await requestPasswordReset(mail.env, from(newClient()), email)).toMatchObject({ ok: true });
    const { link } = mail.newest(email);
    expect(redirectOf(await setPasswordThroughLink(link!, "mojeNoweHaslo6"))).toMatchObject({ status: 302, path: "/auth" });
    expect(await canSignIn(email, "mojeNoweHaslo6")).toBe(true);
  });
});

describe("verification codes and reset codes are limited apart", () => {
  it("two verification re-sends do not block a reset, whose e-mail reaches the unverified address and works", async () => {
    const mail = inbox();
    const email = uniqueEmail("nowy");
    expect(await register(mail.env, from(newClient()), registration(email))).toMatchObject({ ok: true });
    for (let i = 0; i < 2; i++) expect(await resendVerificationCode(mail.env, from(newClient()), email)).toMatchObject({ ok: true });
    expect(await resendVerificationCode(mail.env, from(newClient()), email)).toMatchObject({ ok: false, status: 429 });

    expect(await requestPasswordReset(mail.env, from(newClient()), email)).toMatchObject({ ok: true });
    expect(mail.received(email, RESET_SUBJECT)).toHaveLength(1);
    const { link } = mail.newest(email);
    expect(redirectOf(await setPasswordThroughLink(link!, "mojeNoweHaslo7"))).toMatchObject({ status: 302, path: "/auth" });
    // Setting a password from the e-mail proved the address too.
    expect(await canSignIn(email, "mojeNoweHaslo7")).toBe(true);
  });

  it("reset e-mails do not block a verification code", async () => {
    const mail = inbox();
    const email = uniqueEmail("nowy");
    expect(await register(mail.env, from(newClient()), registration(email))).toMatchObject({ ok: true });
    for (let i = 0; i < 3; i++) expect(await requestPasswordReset(mail.env, from(newClient()), email)).toMatchObject({ ok: true });
    expect(await resendVerificationCode(mail.env, from(newClient()), email)).toMatchObject({ ok: true });
    expect(mail.received(email, VERIFICATION_SUBJECT)).toHaveLength(2);
  });

  it("registrations of 'ewa+1@', 'ewa+2@' … count as one mailbox for the verification e-mails", async () => {
    const mail = inbox();
    const name = `ewa-${crypto.randomUUID().slice(0, 8)}`;
    for (const tag of [1, 2, 3]) expect(await register(mail.env, from(newClient()), registration(`${name}+${tag}@example.pl`))).toMatchObject({ ok: true });
    expect(await register(mail.env, from(newClient()), registration(`${name}+4@example.pl`))).toMatchObject({
      ok: false,
      status: 429,
      message: codeEmailsLimitedMessage(3, 3600),
    });
  });
});
