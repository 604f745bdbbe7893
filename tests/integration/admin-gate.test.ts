import { env } from "cloudflare:workers";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { getCustomer, signIn } from "~/server/accounts/customers.server";
import { clientRequest, cookieFrom } from "../support/workers/accounts";
import { flashOf, get, post, request, signedIn, uniqueIp, visible, type Session } from "../support/workers/admin";
import { deliver, recordingEmail } from "../support/workers/queue";
import { secretShown, totpCode } from "../support/totp";

// The back-office gate against guessing: a failure count per account that no change of address
// resets, a lock that e-mails every administrator, codes that work once, and a gate that lapses.

const DAY = 24 * 60 * 60_000;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** An enrolled administrator who is not past the gate in this session (left the panel). */
async function enrolledAdmin(): Promise<Session & { secret: string }> {
  const admin = await signedIn({ admin: true, gate: true });
  await post("/admin/wyloguj", {}, admin.cookie);
  return { ...admin, secret: admin.secret! };
}

/** One try at the gate, each from a client address of its own. */
const attempt = (admin: Session, code: string, totp: string) => request("/admin-auth", { fields: { intent: "enter", code, totp }, cookie: admin.cookie, ip: uniqueIp() });

const auditCount = async (userId: string, action: string) =>
  (await env.DB.prepare("select count(*) as n from audit_log where user_id = ? and action = ?").bind(userId, action).first<{ n: number }>())!.n;

describe("the failure count per account", () => {
  it("locks the gate after 10 failures in a day from ten addresses, refuses even the right codes, e-mails every administrator once, and opens after 24 hours", async () => {
    const admin = await enrolledAdmin();
    const otherAdmin = await signedIn({ admin: true });
    const right = () => totpCode(admin.secret, Date.now() + 30_000);

    for (let i = 1; i <= 9; i++) {
      const refused = await attempt(admin, "0000", await right());
      expect([i, refused.status]).toEqual([i, 400]);
    }
    const tenth = await attempt(admin, env.ADMIN_ACCESS_CODE, wrong(await right()));
    expect(tenth.status).toBe(429);
    expect(await visible(tenth)).toContain("Wejście do panelu z tego konta jest zablokowane do");

    // The right codes from yet another address: still refused, with the lock's message.
    const locked = await attempt(admin, env.ADMIN_ACCESS_CODE, await right());
    expect(locked.status).toBe(429);
    const lockedHtml = await visible(locked);
    expect(lockedHtml).toContain("jest zablokowane do");
    expect(lockedHtml).toContain("Administratorzy dostali o tym wiadomość e-mail.");
    expect((await get("/admin-panel", admin.cookie)).headers.get("Location")).toBe("/admin-auth");
    // The page says so before anything is typed.
    expect(await visible(await get("/admin-auth", admin.cookie))).toContain("jest zablokowane do");

    expect(await auditCount(admin.userId, "admin_gate_failed")).toBe(10);
    expect(await auditCount(admin.userId, "admin_gate_locked")).toBe(1);
    expect(await auditCount(admin.userId, "admin_gate_passed")).toBe(1); // the enrolment's pass

    // The consumer e-mails every administrator once (the other accounts stay unlocked).
    const administrators = (await env.DB.prepare("select u.email from user u join profiles p on p.id = u.id where p.admin = 1").all<{ email: string }>()).results.map(
      (r) => r.email,
    );
    expect(administrators).toEqual(expect.arrayContaining([admin.email, otherAdmin.email]));
    await vi.waitFor(
      async () => {
        const event = await env.DB.prepare("select id, status, recipient, subject from processed_events where type = 'admin_gate_locked' and subject like ?")
          .bind(`%${admin.email}`)
          .first<{ id: string; status: string; recipient: string; subject: string }>();
        expect(event).toMatchObject({ status: "done", subject: `Zablokowano wejście do panelu administratora dla konta ${admin.email}` });
        const mailed = (await env.DB.prepare("select recipient from email_deliveries where event_id = ?").bind(event!.id).all<{ recipient: string }>()).results;
        expect(mailed.map((m) => m.recipient).sort()).toEqual([...administrators].sort());
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(
      (await env.DB.prepare("select count(*) as n from processed_events where type = 'admin_gate_locked' and subject like ?").bind(`%${admin.email}`).first<{ n: number }>())!.n,
    ).toBe(1);

    // 24 hours later the account may try again.
    await env.DB.batch([
      env.DB.prepare("update admin_gate set locked_until = locked_until - ? where user_id = ?").bind(DAY, admin.userId),
      env.DB.prepare("update admin_gate_failures set at = at - ? where user_id = ?").bind(DAY, admin.userId),
    ]);
    const opened = await attempt(admin, env.ADMIN_ACCESS_CODE, await right());
    expect(opened.headers.get("Location")).toBe("/admin-panel");
  });

  it("counts a burst of parallel guesses exactly: ten failures at most, one lock, one e-mail event", async () => {
    const admin = await enrolledAdmin();
    // Parallel requests often share one `now` in workerd (the clock stands still between I/O); the
    // burst is sent on a stopped clock so that the case where they all do is tested every time.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now());
    try {
      const guesses = await Promise.all(Array.from({ length: 16 }, (_, i) => attempt(admin, String(1000 + i), "123456")));
      expect(guesses.filter((r) => r.status === 400)).toHaveLength(9);
      expect(guesses.filter((r) => r.status === 429)).toHaveLength(7);
    } finally {
      vi.useRealTimers();
    }
    expect(await auditCount(admin.userId, "admin_gate_failed")).toBe(10);
    expect(await auditCount(admin.userId, "admin_gate_locked")).toBe(1);
    await vi.waitFor(
      async () => {
        const events = await env.DB.prepare("select count(*) as n from processed_events where type = 'admin_gate_locked' and subject like ?")
          .bind(`%${admin.email}`)
          .first<{ n: number }>();
        expect(events!.n).toBe(1);
      },
      { timeout: 10_000, interval: 100 },
    );
  });

  it("counts a wrong password at enrolment too", async () => {
    const admin = await signedIn({ admin: true });
    for (let i = 0; i < 10; i++) await request("/admin-auth", { fields: { intent: "enrol", password: `zleHaslo${i}` }, cookie: admin.cookie, ip: uniqueIp() });
    const right = await request("/admin-auth", { fields: { intent: "enrol", password: "tajneHaslo1" }, cookie: admin.cookie, ip: uniqueIp() });
    expect(right.status).toBe(429);
    expect(await visible(right)).toContain("jest zablokowane do");
  });

  it("locks one account only", async () => {
    const [locked, other] = [await enrolledAdmin(), await enrolledAdmin()];
    for (let i = 0; i < 10; i++) await attempt(locked, "0000", "000000");
    expect((await attempt(other, env.ADMIN_ACCESS_CODE, await totpCode(other.secret, Date.now() + 30_000))).headers.get("Location")).toBe("/admin-panel");
  });
});

describe("the lock e-mail", () => {
  it("goes to every administrator once, in Polish, with the account and the time, and a redelivery sends nothing", async () => {
    const admin = await signedIn({ admin: true });
    const event = { id: crypto.randomUUID(), type: "admin_gate_locked", userId: admin.userId, lockedUntil: "2026-11-24T15:40:00.000Z" };
    const email = recordingEmail();
    expect((await deliver(event, email.env)).explicitAcks).toHaveLength(1);
    await deliver(event, email.env, 2);
    const administrators = (await env.DB.prepare("select u.email from user u join profiles p on p.id = u.id where p.admin = 1").all<{ email: string }>()).results.map(
      (r) => r.email,
    );
    expect(email.sent.map((m) => m.to).sort()).toEqual([...administrators].sort());
    for (const message of email.sent) {
      const text = message.text.replace(/\s+/g, " ");
      expect(message.subject).toBe(`Zablokowano wejście do panelu administratora dla konta ${admin.email}`);
      expect(text).toContain(`Konto ${admin.email} miało 10 nieudanych prób wejścia do panelu administratora w ciągu doby`);
      expect(text).toContain("zablokowane do 24 lis 2026, 16:40");
      expect(text).toContain("/admin-audit");
    }
  });
});

describe("codes that work once", () => {
  it("refuses a code already used, even in another session, and takes the next one", async () => {
    const admin = await signedIn({ admin: true });
    // The clock stopped just after a step starts, so that the previous step's code, this one's and the next one's are all taken (one step either side is).
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime((Math.floor(Date.now() / 30_000) + 1) * 30_000 + 1_000);
    onTestFinished(() => void vi.useRealTimers());
    const secret = secretShown(await visible(await post("/admin-auth", { intent: "enrol", password: "tajneHaslo1" }, admin.cookie)));
    expect((await attempt(admin, env.ADMIN_ACCESS_CODE, await totpCode(secret, Date.now() - 30_000))).headers.get("Location")).toBe("/admin-panel");
    await post("/admin/wyloguj", {}, admin.cookie);
    const code = await totpCode(secret);
    expect((await attempt(admin, env.ADMIN_ACCESS_CODE, code)).headers.get("Location")).toBe("/admin-panel");
    // A second session of the same account, with the same code.
    const login = await signIn(env, clientRequest(), admin.email, "tajneHaslo1");
    if (!login.ok) throw new Error(login.message);
    const second = { ...admin, cookie: cookieFrom(login.headers) };
    expect((await attempt(second, env.ADMIN_ACCESS_CODE, code)).status).toBe(400);
    const reused = await env.DB.prepare("select details from audit_log where user_id = ? and action = 'admin_gate_failed' order by id desc")
      .bind(admin.userId)
      .first<{ details: string }>();
    expect(JSON.parse(reused!.details)).toEqual({ reason: "totp_reused" });
    expect((await attempt(second, env.ADMIN_ACCESS_CODE, await totpCode(secret, Date.now() + 30_000))).headers.get("Location")).toBe("/admin-panel");
  });
});

describe("sign-in after enrolment", () => {
  it("stays one step for an enrolled administrator: the second factor is asked at the gate only", async () => {
    const admin = await enrolledAdmin();
    const login = await signIn(env, clientRequest(), admin.email, "tajneHaslo1");
    expect(login.ok).toBe(true);
    const cookie = login.ok ? cookieFrom(login.headers) : "";
    expect((await getCustomer(env, clientRequest("/", { headers: { Cookie: cookie } })))?.user.email).toBe(admin.email);
    expect(await env.DB.prepare("select two_factor_enabled from user where id = ?").bind(admin.userId).first()).toEqual({ two_factor_enabled: 0 });
    expect(await env.DB.prepare("select verified from two_factor where user_id = ?").bind(admin.userId).first()).toEqual({ verified: 1 });
    // The secret is stored encrypted, never as the base32 the page showed.
    const stored = await env.DB.prepare("select secret from two_factor where user_id = ?").bind(admin.userId).first<{ secret: string }>();
    expect(stored!.secret).not.toContain(admin.secret.slice(0, 8));
  });
});

describe("the gate lapses", () => {
  const setStep = (userId: string, authorizedAgo: number, seenAgo: number) =>
    env.DB.prepare("update session set admin_authorized_at = ?, admin_seen_at = ? where user_id = ? and admin_authorized_at is not null")
      .bind(Date.now() - authorizedAgo, Date.now() - seenAgo, userId)
      .run();
  const seenAgo = async (userId: string) =>
    Date.now() - (await env.DB.prepare("select max(admin_seen_at) as seen from session where user_id = ?").bind(userId).first<{ seen: number }>())!.seen;

  it("after 30 minutes without an admin request; each request keeps it alive", async () => {
    const admin = await signedIn({ admin: true, gate: true });
    await setStep(admin.userId, 2 * 60 * 60_000, 29 * 60_000);
    expect((await get("/admin-panel", admin.cookie)).status).toBe(200);
    expect(await seenAgo(admin.userId)).toBeLessThan(60_000);
    await setStep(admin.userId, 2 * 60 * 60_000, 31 * 60_000);
    const lapsed = await get("/admin/excel-bot", admin.cookie);
    expect(lapsed.headers.get("Location")).toBe("/admin-auth");
    expect(flashOf(lapsed)?.text).toBe("Sesja panelu wygasła. Wpisz kod dostępu i kod z aplikacji ponownie.");
    // An action is refused the same way, and the gate's page asks for the codes again.
    expect((await post("/admin-users", { intent: "verified", userId: admin.userId, value: "true" }, admin.cookie)).headers.get("Location")).toBe("/admin-auth");
    const page = await get("/admin-auth", admin.cookie);
    expect(page.status).toBe(200);
    expect(await visible(page)).toContain('name="totp"');
  });

  it("8 hours after it was passed, however busy the administrator", async () => {
    const admin = await signedIn({ admin: true, gate: true });
    await setStep(admin.userId, 8 * 60 * 60_000 - 60_000, 0);
    expect((await get("/admin-panel", admin.cookie)).status).toBe(200);
    await setStep(admin.userId, 8 * 60 * 60_000 + 1000, 0);
    expect((await get("/admin-panel", admin.cookie)).headers.get("Location")).toBe("/admin-auth");
    // Passing again starts a new 8 hours.
    const passed = await attempt(admin, env.ADMIN_ACCESS_CODE, await totpCode(admin.secret!, Date.now() + 30_000));
    expect(passed.headers.get("Location")).toBe("/admin-panel");
    expect((await get("/admin-panel", admin.cookie)).status).toBe(200);
  });
});

describe("a secret sealed under a replaced AUTH_SECRET", () => {
  it("is refused with what to do, not a server error", async () => {
    const admin = await enrolledAdmin();
    // What a secret encrypted under another key looks like to this worker: ciphertext it cannot open.
    await env.DB.prepare("update two_factor set secret = ? where user_id = ?").bind("ab".repeat(40), admin.userId).run();
    const refused = await attempt(admin, env.ADMIN_ACCESS_CODE, await totpCode(admin.secret));
    expect(refused.status).toBe(409);
    expect(await visible(refused)).toContain("zmieniono klucz sklepu (AUTH_SECRET)");
    expect(await auditCount(admin.userId, "admin_gate_failed")).toBe(0);
  });
});
