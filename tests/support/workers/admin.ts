import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";
import { getCustomer, register, signIn, verifyEmail, type Customer } from "~/server/accounts/customers.server";
import { authorizeAdmin, startTotpEnrolment } from "~/server/admin/gate.server";
import type { AuditActor } from "~/server/admin/audit.server";
import { totpCode } from "../totp";
import { capturingCodes, clientRequest, cookieFrom, registration } from "./accounts";

// The back-office as the browser uses it (documents and form posts through the worker), and the
// gate taken the way an administrator takes it.

export const ORIGIN = "http://localhost:5173";

/** Whom changes made straight through the server functions are recorded as. */
export const testActor: AuditActor = { userId: "test-admin", email: "test-admin@example.pl", ipAddress: "198.51.100.7", userAgent: "vitest" };

let client = 0;
/** A client address of its own /64 (limits count IPv6 by /64), so no limit of one request touches another. */
export const uniqueIp = () => `2001:db8:${(++client).toString(16)}::1`;

type Fields = Record<string, string | string[]>;

export function request(path: string, init: { method?: string; fields?: Fields; cookie?: string; ip?: string; userAgent?: string } = {}): Promise<Response> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(init.fields ?? {})) for (const one of [value].flat()) body.append(name, one);
  return exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: init.method ?? (init.fields ? "POST" : "GET"),
      body: init.fields ? body : undefined,
      headers: {
        Origin: ORIGIN,
        "CF-Connecting-IP": init.ip ?? uniqueIp(),
        ...(init.cookie ? { Cookie: init.cookie } : {}),
        ...(init.userAgent ? { "User-Agent": init.userAgent } : {}),
      },
      redirect: "manual",
    }),
  );
}

export const get = (path: string, cookie?: string) => request(path, { cookie });
export const post = (path: string, fields: Fields, cookie?: string) => request(path, { fields, cookie });

/** A form with a file field as the browser posts it (multipart/form-data); an undefined field is left out. */
export function postMultipart(path: string, fields: Record<string, string | File | undefined>, cookie?: string): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.append(name, value);
  return exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      body,
      headers: { Origin: ORIGIN, "CF-Connecting-IP": uniqueIp(), ...(cookie ? { Cookie: cookie } : {}) },
      redirect: "manual",
    }),
  );
}

/** An action's answer as a fetcher receives it (React Router's data request for the route). */
export async function answerOf(path: string, fields: Fields, cookie: string) {
  const response = await request(`${path}.data`, { fields, cookie });
  return { status: response.status, text: await response.text() };
}

/** The toast a redirect sets up for the next page. */
export function flashOf(response: Response): { type: string; text: string } | undefined {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("komunikat="));
  return cookie ? JSON.parse(decodeURIComponent(cookie.slice("komunikat=".length).split(";")[0]!)) : undefined;
}

/** The page as a person sees it: the HTML without the scripts (which carry the same data for hydration). */
export async function visible(response: Response): Promise<string> {
  return (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "").replaceAll("<!-- -->", "");
}

/**
 * Takes a signed-in administrator through the whole gate as the page does: enrols an authenticator
 * app with the account's password, then passes with the shop's code and the app's first code.
 * Returns the TOTP secret (base32) for later passes.
 */
export async function passAdminGate(request: Request, customer: Customer, password = "tajneHaslo1"): Promise<string> {
  const enrolment = await startTotpEnrolment(env, request, customer, password);
  if (!enrolment.ok) throw new Error(enrolment.message);
  const secret = enrolment.enrolment.secret.replaceAll(" ", "");
  expect(await authorizeAdmin(env, request, customer, { code: env.ADMIN_ACCESS_CODE, totp: await totpCode(secret) })).toEqual({ ok: true });
  return secret;
}

export type Session = { cookie: string; userId: string; email: string; secret: string | null };

/** A registered, verified, signed-in account: a customer, an administrator, or one past the gate too. */
export async function signedIn({ admin = false, gate = false } = {}): Promise<Session> {
  const mail = capturingCodes();
  const email = `panel-${crypto.randomUUID().slice(0, 8)}@example.pl`;
  await register(mail.env, clientRequest(), registration(email));
  await verifyEmail(mail.env, clientRequest(), email, mail.lastCode(email)!);
  if (admin) await env.DB.prepare("update profiles set admin = 1 where id = (select id from user where email = ?)").bind(email).run();
  const login = await signIn(env, clientRequest(), email, "tajneHaslo1");
  if (!login.ok) throw new Error(login.message);
  const cookie = cookieFrom(login.headers);
  const sessionRequest = clientRequest("/admin-auth", { headers: { Cookie: cookie } });
  const customer = (await getCustomer(env, sessionRequest))!;
  const secret = gate ? await passAdminGate(sessionRequest, customer) : null;
  return { cookie, userId: customer.user.id, email, secret };
}
