import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { codeEmailsLimitedMessage, loginLockedMessage } from "~/lib/limits";
import { getCustomer, register, requestPasswordReset, signIn, verifyEmail } from "~/server/accounts/customers.server";
import { capturingCodes, clientRequest, cookieFrom, registration } from "../support/workers/accounts";

// /auth, /forgot-password, /reset-password and /wyloguj through the worker, as a browser without
// JavaScript uses them. The e-mailed codes a test needs come from capturingCodes() and the server
// functions, which write them to the same D1.

const ORIGIN = "http://localhost:5173";

let client = 0;
/** Each request comes from its own client address, so no rate limit of one test touches another. */
const uniqueIp = () => `2001:db8:a11:${(++client).toString(16)}::1`;

const uniqueEmail = () => `konto-${crypto.randomUUID().slice(0, 8)}@example.pl`;

/** Another client each time, IPv4 and IPv6 in turn: what an attacker with many addresses looks like. */
const rotatingIp = () => (++client % 2 ? `100.80.${(client >> 8) % 256}.${client % 256}` : uniqueIp());

function post(path: string, fields: Record<string, string>, cookie?: string, ip = uniqueIp()): Promise<Response> {
  return exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Origin: ORIGIN, "CF-Connecting-IP": ip, ...(cookie ? { Cookie: cookie } : {}) },
      redirect: "manual",
    }),
  );
}

function get(path: string, cookie?: string): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { headers: { "CF-Connecting-IP": uniqueIp(), ...(cookie ? { Cookie: cookie } : {}) }, redirect: "manual" }));
}

/** The page as a person sees it: the HTML without the scripts (which carry the same data for hydration). */
async function visible(response: Response): Promise<string> {
  return (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "");
}

/** The toast a redirect sets up for the next page (its random id left out, so answers compare). */
function flashOf(response: Response): { type: string; text: string } | undefined {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("komunikat="));
  if (!cookie) return undefined;
  const { type, text } = JSON.parse(decodeURIComponent(cookie.slice("komunikat=".length).split(";")[0]!)) as { type: string; text: string };
  return { type, text };
}

/** Where a redirect goes, as a path with its query. */
function location(response: Response): string {
  const url = new URL(response.headers.get("Location")!, ORIGIN);
  return `${url.pathname}${url.search}`;
}

/** The input named `name` is marked invalid (its message sits under it, tied with aria-describedby). */
const invalidField = (name: string) => new RegExp(`<input(?=[^>]*\\bname="${name}")(?=[^>]*\\baria-invalid="true")[^>]*>`);

function registrationFields(email: string, change: Record<string, string | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    intent: "register",
    email,
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
    ...change,
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

async function verifiedAccount(password = "tajneHaslo1") {
  const mail = capturingCodes();
  const email = uniqueEmail();
  expect(await register(mail.env, clientRequest(), registration(email, { password, confirmPassword: password }))).toMatchObject({ ok: true });
  expect(await verifyEmail(mail.env, clientRequest(), email, mail.lastCode(email)!)).toMatchObject({ ok: true });
  return { email, mail };
}

async function signedIn() {
  const { email, mail } = await verifiedAccount();
  const login = await signIn(mail.env, clientRequest(), email, "tajneHaslo1");
  if (!login.ok) throw new Error(login.message);
  return { email, mail, cookie: cookieFrom(login.headers) };
}

describe("/auth pages", () => {
  it("serves the three modes privately and out of search engines", async () => {
    const login = await get("/auth");
    expect(login.status).toBe(200);
    expect(login.headers.get("Cache-Control")).toBe("private, no-store");
    const loginHtml = await visible(login);
    expect(loginHtml).toContain('<meta name="robots" content="noindex"/>');
    expect(loginHtml).toMatch(/<title>Logowanie \| /);
    expect(loginHtml).toContain('href="/forgot-password"');

    const registrationHtml = await visible(await get("/auth?tryb=rejestracja"));
    for (const name of [
      "email",
      "password",
      "confirmPassword",
      "firstName",
      "lastName",
      "phone",
      "street",
      "houseNumber",
      "apartmentNumber",
      "city",
      "postalCode",
      "privacyPolicyAccepted",
      "termsAccepted",
    ]) {
      expect(registrationHtml).toContain(`name="${name}"`);
    }
    expect(registrationHtml).toContain('href="/polityka-prywatnosci"');
    expect(registrationHtml).toContain('href="/regulamin"');

    // The spec's own parameters: showVerification and email.
    const verificationHtml = await visible(await get("/auth?showVerification=true&email=ewa%40example.pl"));
    expect(verificationHtml).toMatch(/<input[^>]*name="email"[^>]*value="ewa@example.pl"|<input[^>]*value="ewa@example.pl"[^>]*name="email"/);
    expect(verificationHtml).toMatch(/<input[^>]*inputMode="numeric"[^>]*autoComplete="one-time-code"[^>]*maxLength="6"[^>]*name="code"/);
    expect(verificationHtml).toContain("Wyślij nowy kod");
  });

  it("shows the message it was sent with as a note", async () => {
    const html = await visible(await get(`/auth?message=${encodeURIComponent("Zaloguj się, aby kontynuować składanie zamówienia")}`));
    expect(html).toContain("Zaloguj się, aby kontynuować składanie zamówienia");
  });

  it("answers /login with a permanent redirect to /auth, query kept", async () => {
    const response = await get("/login?returnTo=%2Fkoszyk");
    expect(response.status).toBe(301);
    expect(location(response)).toBe("/auth?returnTo=%2Fkoszyk");
  });
});

describe("registration on /auth", () => {
  it.each([
    ["email", { email: "to-nie-email" }, "Nieprawidłowy format adresu email."],
    ["password", { password: "krotkie", confirmPassword: "krotkie" }, "Hasło musi mieć co najmniej 8 znaków."],
    ["password", { password: "12345678", confirmPassword: "12345678" }, "Hasło musi zawierać co najmniej jedną literę."],
    ["confirmPassword", { confirmPassword: "inneHaslo1" }, "Hasła nie są zgodne"],
    ["phone", { phone: "" }, "Numer telefonu jest wymagany"],
    ["phone", { phone: "60070080" }, "Numer telefonu musi mieć dokładnie 9 cyfr"],
    ["firstName", { firstName: "" }, "Proszę wypełnić wszystkie wymagane pola"],
    ["lastName", { lastName: " " }, "Proszę wypełnić wszystkie wymagane pola"],
    ["street", { street: "" }, "Proszę wypełnić wszystkie wymagane pola"],
    ["houseNumber", { houseNumber: "" }, "Proszę wypełnić wszystkie wymagane pola"],
    ["city", { city: "" }, "Proszę wypełnić wszystkie wymagane pola"],
    ["postalCode", { postalCode: "80001" }, "Kod pocztowy w formacie 00-000."],
    ["privacyPolicyAccepted", { privacyPolicyAccepted: undefined }, "Proszę zaakceptować politykę prywatności"],
    ["termsAccepted", { termsAccepted: undefined }, "Proszę zaakceptować regulamin"],
  ])("refuses a form whose %s breaks a rule: %j", async (field, change, message) => {
    const response = await post("/auth?tryb=rejestracja", registrationFields(uniqueEmail(), change));
    expect(response.status).toBe(400);
    const html = await visible(response);
    expect(html).toContain(message);
    expect(html).toMatch(invalidField(field));
  });

  it("keeps what was typed, except the passwords, and does not need the optional apartment", async () => {
    const response = await post("/auth?tryb=rejestracja", registrationFields(uniqueEmail(), { apartmentNumber: undefined, postalCode: "zly" }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('value="Zielińska"');
    expect(html).toContain('value="Polna"');
    expect(html).not.toContain("tajneHaslo1");
    expect(html).not.toMatch(invalidField("apartmentNumber"));
  });

  it("creates the account unverified and moves on to the code step with the address", async () => {
    const email = uniqueEmail();
    const response = await post("/auth?tryb=rejestracja", registrationFields(` ${email.toUpperCase()} `));
    expect(response.status).toBe(302);
    const next = location(response);
    expect(next).toMatch(/^\/auth\?tryb=weryfikacja&/);
    expect(new URL(next, ORIGIN).searchParams.get("email")).toBe(email);
    const text = "Konto zostało utworzone! Sprawdź email i potwierdź adres, aby móc się zalogować.";
    expect(new URL(next, ORIGIN).searchParams.get("message")).toBe(text);
    expect(flashOf(response)).toEqual({ type: "success", text });
    // Nobody is signed in by registering.
    expect(response.headers.getSetCookie().some((c) => c.startsWith("sesja"))).toBe(false);

    const page = await visible(await get(next));
    expect(page).toContain(text);
    expect(page).toContain(`value="${email}"`);
    expect(page).toContain('name="code"');

    const login = await post("/auth", { intent: "login", email, password: "tajneHaslo1" });
    expect(login.status).toBe(403);
  });

  it("says so when the address is already registered", async () => {
    const { email } = await verifiedAccount();
    const response = await post("/auth?tryb=rejestracja", registrationFields(email));
    expect(response.status).toBe(409);
    const html = await visible(response);
    expect(html).toContain("Ten email jest już zarejestrowany. Zaloguj się.");
    expect(html).toMatch(invalidField("email"));
  });
});

describe("verification on /auth", () => {
  it("refuses a code in the wrong format and a wrong code, keeping the address", async () => {
    const mail = capturingCodes();
    const email = uniqueEmail();
    await register(mail.env, clientRequest(), registration(email));

    const malformed = await post("/auth?tryb=weryfikacja", { intent: "verify", email, code: "12a4" });
    expect(malformed.status).toBe(400);
    expect(await visible(malformed)).toContain("Wprowadź 6-cyfrowy kod weryfikacyjny");

    const wrongCode = mail.lastCode(email) === "000000" ? "111111" : "000000";
    const wrong = await post("/auth?tryb=weryfikacja", { intent: "verify", email, code: wrongCode });
    expect(wrong.status).toBe(400);
    const html = await visible(wrong);
    expect(html).toContain("Nieprawidłowy kod weryfikacyjny");
    expect(html).toMatch(invalidField("code"));
    expect(html).toContain(`value="${email}"`);
  });

  it("confirms the address with the e-mailed code, then login mode has the address filled in", async () => {
    const mail = capturingCodes();
    const email = uniqueEmail();
    await register(mail.env, clientRequest(), registration(email));

    const response = await post("/auth?tryb=weryfikacja&returnTo=%2Fkoszyk", { intent: "verify", email, code: mail.lastCode(email)!, returnTo: "/koszyk" });
    expect(response.status).toBe(302);
    const text = "Email został zweryfikowany! Możesz się teraz zalogować.";
    const next = new URL(location(response), ORIGIN);
    expect(next.pathname).toBe("/auth");
    expect(next.searchParams.get("tryb")).toBeNull();
    expect(Object.fromEntries(next.searchParams)).toEqual({ email, message: text, returnTo: "/koszyk" });
    expect(flashOf(response)).toEqual({ type: "success", text });

    const page = await visible(await get(`${next.pathname}${next.search}`));
    expect(page).toContain(text);
    expect(page).toContain(`value="${email}"`);
  });

  it("sends a new code, with the same answer for an unknown address", async () => {
    const mail = capturingCodes();
    const email = uniqueEmail();
    await register(mail.env, clientRequest(), registration(email));
    const text = "Nowy kod weryfikacyjny został wysłany na email";

    for (const address of [email, uniqueEmail()]) {
      const response = await post("/auth?tryb=weryfikacja", { intent: "resend", email: address, code: "" });
      expect(response.status).toBe(302);
      expect(new URL(location(response), ORIGIN).searchParams.get("tryb")).toBe("weryfikacja");
      expect(new URL(location(response), ORIGIN).searchParams.get("message")).toBe(text);
      expect(flashOf(response)).toEqual({ type: "success", text });
    }
  });
});

describe("code e-mails for one recipient", () => {
  it("answer 3 requests an hour, from whatever addresses, then say how long to wait", async () => {
    const mail = capturingCodes();
    const email = uniqueEmail();
    await register(mail.env, clientRequest(), registration(email));
    const statuses: number[] = [];
    let last = "";
    for (let i = 0; i < 24; i++) {
      const response = await post("/auth?tryb=weryfikacja", { intent: "resend", email }, undefined, rotatingIp());
      statuses.push(response.status);
      last = await visible(response);
    }
    // The registration's code was the first of the three.
    expect(statuses).toEqual([302, 302, ...Array<number>(22).fill(429)]);
    expect(last).toContain(codeEmailsLimitedMessage(3, 3600));

    // Reset e-mails have an hour of their own: the verification codes do not block one.
    const reset = await post("/forgot-password", { intent: "request", email }, undefined, rotatingIp());
    expect(reset.status).toBe(302);
    expect(flashOf(reset)).toEqual({ type: "success", text: "Kod resetujący został wysłany na podany email" });
  });
});

describe("login on /auth", () => {
  it("refuses a wrong password with the spec's text, keeping the address but not the password", async () => {
    const { email } = await verifiedAccount();
    const response = await post("/auth", { intent: "login", email, password: "zleHaslo99" });
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain("Nieprawidłowy email lub hasło.");
    expect(html).toContain(`value="${email}"`);
    expect(html).not.toContain("zleHaslo99");
  });

  it("asks for every field", async () => {
    const response = await post("/auth", { intent: "login", email: "", password: "" });
    expect(response.status).toBe(400);
    const html = await visible(response);
    expect(html).toContain("Proszę wypełnić wszystkie wymagane pola");
    expect(html).toMatch(invalidField("email"));
    expect(html).toMatch(invalidField("password"));
  });

  it("refuses an address not confirmed yet and offers a new code and the code step", async () => {
    const mail = capturingCodes();
    const email = uniqueEmail();
    await register(mail.env, clientRequest(), registration(email));
    const response = await post("/auth", { intent: "login", email, password: "tajneHaslo1" });
    expect(response.status).toBe(403);
    const html = await visible(response);
    expect(html).toContain("Potwierdź adres email przed zalogowaniem. Sprawdź swoją skrzynkę pocztową.");
    expect(html).toMatch(/<button(?=[^>]*name="intent")(?=[^>]*value="resend")[^>]*>Wyślij nowy kod<\/button>/);
    expect(html).toContain(`href="/auth?tryb=weryfikacja&amp;email=${encodeURIComponent(email)}"`);
  });

  it("signs in: the session cookie, the toast, and the profile", async () => {
    const { email } = await verifiedAccount();
    const response = await post("/auth", { intent: "login", email, password: "tajneHaslo1" });
    expect(response.status).toBe(302);
    expect(location(response)).toBe("/profile");
    expect(flashOf(response)).toEqual({ type: "success", text: "Zalogowano pomyślnie!" });
    const session = response.headers.getSetCookie().find((c) => c.startsWith("sesja"));
    expect(session).toMatch(/HttpOnly/i);
    const customer = await getCustomer(capturingCodes().env, clientRequest("/", { headers: { Cookie: cookieFrom(response.headers) } }));
    expect(customer?.user.email).toBe(email);
  });

  it.each([
    ["/koszyk?jako=gosc", "/koszyk?jako=gosc"],
    ["//evil.example/", "/profile"],
    ["https://evil.example/", "/profile"],
    ["/\\evil.example", "/profile"],
  ])("after signing in goes to returnTo %s only inside the shop (→ %s)", async (returnTo, expected) => {
    const { email } = await verifiedAccount();
    const response = await post(`/auth?returnTo=${encodeURIComponent(returnTo)}`, { intent: "login", email, password: "tajneHaslo1", returnTo });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(expected);
  });

  it.each([
    ["", "/profile"],
    ["?returnTo=%2Ffinalizacja-zamowienia", "/finalizacja-zamowienia"],
    ["?returnTo=https%3A%2F%2Fevil.example%2F", "/profile"],
    ["?returnTo=%2F%2Fevil.example", "/profile"],
    // Back to sign-in would send the visitor round in circles.
    ["?returnTo=%2Fauth%3Ftryb%3Drejestracja", "/profile"],
  ])("sends a signed-in visitor of /auth%s on to %s", async (query, expected) => {
    const { cookie } = await signedIn();
    const response = await get(`/auth${query}`, cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(expected);
  });

  it("locks the account after 5 failures in a row from rotating addresses, and says so whatever the password", async () => {
    const { email } = await verifiedAccount();
    for (let i = 0; i < 5; i++) expect((await post("/auth", { intent: "login", email, password: `zleHaslo${i}` }, undefined, rotatingIp())).status).toBe(401);
    const locked = await post("/auth", { intent: "login", email, password: "tajneHaslo1" }, undefined, rotatingIp());
    expect(locked.status).toBe(429);
    expect(locked.headers.getSetCookie().some((c) => c.startsWith("sesja"))).toBe(false);
    const html = await visible(locked);
    expect(html).toContain(loginLockedMessage(60));
    expect(html).toContain(`value="${email}"`);
    const wrong = await post("/auth", { intent: "login", email, password: "zleHaslo9" }, undefined, rotatingIp());
    expect(wrong.status).toBe(429);
    expect(await visible(wrong)).toContain(loginLockedMessage(60));
  });

  it("keeps only an in-shop returnTo in its links and forms", async () => {
    const kept = await visible(await get("/auth?returnTo=%2Fkoszyk"));
    expect(kept).toContain('name="returnTo" value="/koszyk"');
    expect(kept).toContain('href="/auth?tryb=rejestracja&amp;returnTo=%2Fkoszyk"');
    const dropped = await visible(await get("/auth?returnTo=https%3A%2F%2Fevil.example"));
    expect(dropped).not.toContain("evil.example");
  });
});

describe("/forgot-password", () => {
  it("asks for the address", async () => {
    const response = await post("/forgot-password", { intent: "request", email: " " });
    expect(response.status).toBe(400);
    const html = await visible(response);
    expect(html).toContain("Proszę podać adres email");
    expect(html).toMatch(invalidField("email"));
  });

  it("answers an unknown address exactly like a known one", async () => {
    const { email } = await verifiedAccount();
    const answers = [];
    for (const address of [email, uniqueEmail()]) {
      const response = await post("/forgot-password", { intent: "request", email: address.toUpperCase() });
      expect(response.status).toBe(302);
      expect(location(response)).toBe(`/forgot-password?krok=kod&email=${encodeURIComponent(address)}`);
      answers.push(flashOf(response));
    }
    expect(answers[0]).toEqual({ type: "success", text: "Kod resetujący został wysłany na podany email" });
    expect(answers[1]).toEqual(answers[0]);

    const page = await visible(await get(`/forgot-password?krok=kod&email=${encodeURIComponent(email)}`));
    expect(page).toContain("Kod resetujący został wysłany na podany email");
    expect(page).toContain('name="code"');
  });

  it("refuses a wrong code at step 2", async () => {
    const { email } = await verifiedAccount();
    const response = await post(`/forgot-password?krok=kod&email=${encodeURIComponent(email)}`, { intent: "check", email, code: "000000" });
    expect(response.status).toBe(400);
    expect(await visible(response)).toContain("Nieprawidłowy kod weryfikacyjny");
  });

  it("goes from the right code to the new password, which really changes, and then to /auth with the message", async () => {
    const { email, mail } = await verifiedAccount();
    await requestPasswordReset(mail.env, clientRequest(), email);
    const code = mail.lastCode(email)!;

    const checked = await post(`/forgot-password?krok=kod&email=${encodeURIComponent(email)}`, { intent: "check", email, code });
    expect(checked.status).toBe(200);
    const step3 = await visible(checked);
    expect(step3).toContain("Kod zweryfikowany! Możesz teraz ustawić nowe hasło.");
    expect(step3).toContain(`name="code" value="${code}"`);
    expect(step3).toContain('name="confirmPassword"');

    const changed = await post("/forgot-password", { intent: "reset", email, code, password: "noweHaslo", confirmPassword: "noweHaslo" });
    expect(changed.status).toBe(302);
    const next = new URL(location(changed), ORIGIN);
    expect(next.pathname).toBe("/auth");
    expect(next.searchParams.get("email")).toBe(email);
    expect(next.searchParams.get("message")).toContain("Hasło zostało zmienione pomyślnie!");
    expect(flashOf(changed)).toEqual({ type: "success", text: "Hasło zostało zmienione pomyślnie!" });
    expect(location(changed)).not.toContain(code);

    expect(await signIn(mail.env, clientRequest(), email, "tajneHaslo1")).toMatchObject({ ok: false });
    expect(await signIn(mail.env, clientRequest(), email, "noweHaslo")).toMatchObject({ ok: true });
  });

  it("says why the password was not changed, in the spec's words, when the code is no longer good at step 3", async () => {
    const { email, mail } = await verifiedAccount();
    await requestPasswordReset(mail.env, clientRequest(), email);
    const code = mail.lastCode(email)!;
    const wrong = code === "000000" ? "111111" : "000000";
    const response = await post("/forgot-password", { intent: "reset", email, code: wrong, password: "noweHaslo", confirmPassword: "noweHaslo" });
    expect(response.status).toBe(400);
    const html = await visible(response);
    expect(html).toContain("Błąd podczas zmiany hasła: Nieprawidłowy kod weryfikacyjny");
    expect(html).toContain("Wyślij nowy kod");
    expect(await signIn(mail.env, clientRequest(), email, "noweHaslo")).toMatchObject({ ok: false });
  });

  it.each([
    [{ password: "", confirmPassword: "" }, "password", "Proszę wypełnić wszystkie pola"],
    [{ password: "noweHaslo", confirmPassword: "inneHaslo" }, "confirmPassword", "Hasła nie są zgodne"],
    [{ password: "abc12", confirmPassword: "abc12" }, "password", "Hasło musi mieć co najmniej 6 znaków"],
  ])("refuses new password %j at step 3 and stays there", async (passwords, field, message) => {
    const response = await post("/forgot-password", { intent: "reset", email: uniqueEmail(), code: "123456", ...passwords });
    expect(response.status).toBe(400);
    const html = await visible(response);
    expect(html).toContain(message);
    expect(html).toMatch(invalidField(field));
    expect(html).toContain('name="code" value="123456"');
    expect(html).not.toContain('value="noweHaslo"');
  });
});

describe("/reset-password, the e-mailed link", () => {
  /** The link of the newest reset e-mail to `email`, as the consumer writes it. */
  async function emailedLink(email: string) {
    const mail = capturingCodes();
    await requestPasswordReset(mail.env, clientRequest(), email);
    const link = mail.codes.at(-1)?.link;
    if (!link) throw new Error(`no reset link for ${email}`);
    return { link, token: new URL(link, ORIGIN).searchParams.get("token")! };
  }
  const wrongToken = (token: string) => `${token[0] === "A" ? "B" : "A"}${token.slice(1)}`;
  const invalidLink = { type: "error", text: "Nieprawidłowy lub wygasły link resetujący" };

  it.each(["", "?email=ewa%40example.pl", `?token=${"A".repeat(43)}`, "?email=ewa%40example.pl&code=123456"])(
    "without both parameters (%s) goes to /forgot-password saying so",
    async (query) => {
      const response = await get(`/reset-password${query}`);
      expect(response.status).toBe(302);
      expect(location(response)).toBe("/forgot-password");
      expect(flashOf(response)).toEqual({ type: "error", text: "Brak prawidłowego tokenu resetującego" });
    },
  );

  it("with a malformed token goes to /forgot-password: invalid or expired link", async () => {
    const { email } = await verifiedAccount();
    const response = await get(`/reset-password?email=${encodeURIComponent(email)}&token=abc`);
    expect(response.status).toBe(302);
    expect(location(response)).toMatch(/^\/forgot-password/);
    expect(flashOf(response)).toEqual(invalidLink);
  });

  it("with a wrong token goes to /forgot-password at once, and a post with it changes nothing", async () => {
    const { email } = await verifiedAccount();
    const { token } = await emailedLink(email);
    const link = `/reset-password?email=${encodeURIComponent(email)}&token=${wrongToken(token)}`;
    const opened = await get(link);
    expect(opened.status).toBe(302);
    expect(location(opened)).toBe(`/forgot-password?email=${encodeURIComponent(email)}`);
    expect(flashOf(opened)).toEqual(invalidLink);

    const submitted = await post(link, { intent: "reset", email, token: wrongToken(token), password: "zLinku1", confirmPassword: "zLinku1" });
    expect(submitted.status).toBe(302);
    expect(location(submitted)).toBe(`/forgot-password?email=${encodeURIComponent(email)}`);
    expect(flashOf(submitted)).toEqual(invalidLink);
    expect(await signIn(env, clientRequest(), email, "zLinku1")).toMatchObject({ ok: false });
  });

  it("with a valid link shows the new-password form, sent to the link itself, which changes the password", async () => {
    const { email } = await verifiedAccount();
    const { link, token } = await emailedLink(email);
    expect(link).toBe(`/reset-password?email=${encodeURIComponent(email)}&token=${token}`);

    const response = await get(link);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
    const html = await visible(response);
    expect(html).toContain(`action="${link.replace("&", "&amp;")}"`);
    expect(html).toContain(`name="token" value="${token}"`);
    expect(html).not.toContain('name="code"');

    const changed = await post(link, { intent: "reset", email, token, password: "zLinku1", confirmPassword: "zLinku1" });
    expect(changed.status).toBe(302);
    const next = new URL(location(changed), ORIGIN);
    expect(next.pathname).toBe("/auth");
    expect(flashOf(changed)).toEqual({ type: "success", text: "Hasło zostało zmienione pomyślnie!" });
    expect(await signIn(env, clientRequest(), email, "zLinku1")).toMatchObject({ ok: true });
  });

  it("keeps a refused new password on the link's page", async () => {
    const { email } = await verifiedAccount();
    const { link, token } = await emailedLink(email);
    const response = await post(link, { intent: "reset", email, token, password: "noweHaslo", confirmPassword: "inneHaslo" });
    expect(response.status).toBe(400);
    const html = await visible(response);
    expect(html).toContain("Hasła nie są zgodne");
    expect(html).toMatch(invalidField("confirmPassword"));
    expect(html).toContain(`name="token" value="${token}"`);
    expect(await signIn(env, clientRequest(), email, "noweHaslo")).toMatchObject({ ok: false });
  });
});

describe("the link's form refuses bad input without a 500", () => {
  const link = `/reset-password?email=ewa%40example.pl&token=${"A".repeat(43)}`;
  it.each([
    [link, {}],
    [link, { email: "x".repeat(5000), token: "<script>", password: "a", confirmPassword: "b" }],
    [link, { intent: "reset", email: "ewa@example.pl", token: "A".repeat(43), password: "x".repeat(500), confirmPassword: "x".repeat(500) }],
    ["/reset-password", { intent: "reset", email: "ewa@example.pl", token: "A".repeat(43), password: "noweHaslo", confirmPassword: "noweHaslo" }],
  ])("POST %s %j", async (path, fields) => {
    const response = await post(path, fields);
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.status).toBeLessThan(500);
  });
});

describe("nobody can burn someone else's reset code", () => {
  it("opening the link with wrong tokens, however often (an <img> on any site can), spends nothing: the e-mailed link still works", async () => {
    const { email, mail } = await verifiedAccount();
    await requestPasswordReset(mail.env, clientRequest(), email);
    const { link } = mail.codes.at(-1)!;
    const token = new URL(link!, ORIGIN).searchParams.get("token")!;
    for (let i = 0; i < 6; i++) expect((await get(`/reset-password?email=${encodeURIComponent(email)}&token=${String(i).repeat(43)}`)).status).toBe(302);

    const changed = await post(link!, { intent: "reset", email, token, password: "mojeHaslo1", confirmPassword: "mojeHaslo1" });
    expect(changed.status).toBe(302);
    expect(await signIn(mail.env, clientRequest(), email, "mojeHaslo1")).toMatchObject({ ok: true });
  });

  it("an anonymous request for the same address does not replace the code", async () => {
    const { email, mail } = await verifiedAccount();
    await requestPasswordReset(mail.env, clientRequest(), email);
    const code = mail.lastCode(email)!;
    const anonymous = await post("/forgot-password", { intent: "request", email }, undefined, rotatingIp());
    expect(anonymous.status).toBe(302);

    const changed = await post("/forgot-password", { intent: "reset", email, code, password: "mojeHaslo1", confirmPassword: "mojeHaslo1" });
    expect(changed.status).toBe(302);
    expect(await signIn(mail.env, clientRequest(), email, "mojeHaslo1")).toMatchObject({ ok: true });
  });
});

describe("sign-out at /wyloguj", () => {
  it("ends the session, clears its cookie and goes home with the toast", async () => {
    const { mail, cookie } = await signedIn();
    const response = await post("/wyloguj", {}, cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    const cleared = response.headers.getSetCookie().find((c) => c.startsWith("sesja="));
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect(flashOf(response)).toEqual({ type: "success", text: "Wylogowano pomyślnie" });
    expect(await getCustomer(mail.env, clientRequest("/", { headers: { Cookie: cookie } }))).toBeNull();
  });

  it("does nothing on a GET but go home", async () => {
    const { mail, cookie } = await signedIn();
    const response = await get("/wyloguj", cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await getCustomer(mail.env, clientRequest("/", { headers: { Cookie: cookie } }))).not.toBeNull();
  });
});
