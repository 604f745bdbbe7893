import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getCustomer, register, signIn, verifyEmail } from "~/server/accounts/customers.server";
import { flashHeader, takeFlash } from "~/server/platform/flash.server";
import { capturingCodes, clientRequest, cookieFrom, registration } from "../support/workers/accounts";

// Over https the shop's cookies must really be `__Host-` cookies: the name starts with the prefix
// (not `__Secure-__Host-…`), and they are Secure, on path / and without a Domain, so a sibling
// subdomain can neither plant nor overwrite them.

// Env types each var as its literal value from wrangler.toml.
const httpsEnv = { ...env, SHOP_PUBLIC_URL: "https://sklep.example" } as unknown as Env;

function expectHostCookie(setCookie: string | undefined, name: string) {
  expect(setCookie).toBeDefined();
  expect(setCookie!.startsWith(`__Host-${name}=`)).toBe(true);
  expect(setCookie).toMatch(/;\s*Secure/i);
  expect(setCookie).toMatch(/;\s*Path=\/(;|$)/i);
  expect(setCookie).not.toMatch(/;\s*Domain=/i);
}

describe("cookies over https", () => {
  it("signs in with a session cookie whose final name starts with __Host-, and reads it back", async () => {
    const mail = capturingCodes();
    const email = `https-${crypto.randomUUID().slice(0, 8)}@example.pl`;
    await register(mail.env, clientRequest(), registration(email));
    await verifyEmail(mail.env, clientRequest(), email, mail.lastCode(email)!);
    const login = await signIn(httpsEnv, clientRequest(), email, "tajneHaslo1");
    if (!login.ok) throw new Error(login.message);

    const session = login.headers.getSetCookie().find((cookie) => cookie.includes("sesja="));
    expectHostCookie(session, "sesja");
    expect(login.headers.getSetCookie().some((cookie) => cookie.startsWith("__Secure-"))).toBe(false);

    const customer = await getCustomer(httpsEnv, clientRequest("/", { headers: { Cookie: cookieFrom(login.headers) } }));
    expect(customer?.user.email).toBe(email);
  });

  it("sets the one-time flash as a __Host- cookie, and takes it back", () => {
    const header = flashHeader(httpsEnv, { type: "success", text: "Wylogowano pomyślnie" });
    expectHostCookie(header, "komunikat");
    const request = new Request("https://sklep.example/", { headers: { Cookie: header.split(";")[0]! } });
    const { flash, clear } = takeFlash(httpsEnv, request);
    expect(flash).toMatchObject({ type: "success", text: "Wylogowano pomyślnie" });
    expectHostCookie(clear!, "komunikat");
  });

  it("keeps plain names on plain http, where browsers refuse __Host- cookies", () => {
    expect(flashHeader(env, { type: "info", text: "x" }).startsWith("komunikat=")).toBe(true);
  });
});
