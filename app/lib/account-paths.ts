import { href } from "react-router";
import { AUTH_PAGE_MESSAGES } from "~/lib/account-texts";
import { safeReturnTo } from "~/lib/schemas/account";

/** The three faces of /auth; the mode lives in the URL so each is a server-rendered page of its own. */
export type AuthMode = "login" | "registration" | "verification";

const MODE_PARAM = "tryb";
const modeValues: Record<AuthMode, string | null> = { login: null, registration: "rejestracja", verification: "weryfikacja" };

/** What /auth reads from its query: its own `tryb` plus the spec's message, returnTo, showVerification and email. */
export interface AuthSearch {
  mode: AuthMode;
  email: string;
  message: string | null;
  /** Only an in-shop path; anything else is dropped on reading. */
  returnTo: string | null;
}

export function readAuthSearch(params: URLSearchParams): AuthSearch {
  const value = params.get(MODE_PARAM);
  const mode: AuthMode =
    value === modeValues.registration ? "registration" : value === modeValues.verification || params.get("showVerification") === "true" ? "verification" : "login";
  return {
    mode,
    email: (params.get("email") ?? "").trim().slice(0, 254),
    message: AUTH_PAGE_MESSAGES.find((known) => known === params.get("message")?.trim()) ?? null,
    returnTo: safeReturnTo(params.get("returnTo"), "") || null,
  };
}

export function authPath({ mode = "login", email, message, returnTo }: Partial<AuthSearch> = {}): string {
  const params = new URLSearchParams();
  const modeValue = modeValues[mode];
  if (modeValue) params.set(MODE_PARAM, modeValue);
  if (email) params.set("email", email);
  if (message) params.set("message", message);
  if (returnTo) params.set("returnTo", returnTo);
  const query = params.toString();
  return query ? `${href("/auth")}?${query}` : href("/auth");
}

/** Where a signed-in visitor goes: the in-shop returnTo, else the profile; never back to sign-in, which would loop. */
export function afterSignInPath(returnTo: string | null | undefined): string {
  const target = safeReturnTo(returnTo);
  return /^\/(?:auth|login)(?:[/?#]|$)/.test(target) ? "/profile" : target;
}

/**
 * /forgot-password's first two steps; the third is only ever the answer to a checked code, which stays
 * out of URLs. The e-mailed link (resetPasswordPath) carries a token instead and sets the password itself.
 */
export type ResetStep = "email" | "code" | "password";

const STEP_PARAM = "krok";
const CODE_STEP_VALUE = "kod";

export function readResetSearch(params: URLSearchParams): { step: "email" | "code"; email: string } {
  const email = (params.get("email") ?? "").trim().slice(0, 254);
  // The code step needs to know where the code went; without an address it starts over.
  return { step: params.get(STEP_PARAM) === CODE_STEP_VALUE && email ? "code" : "email", email };
}

export function forgotPasswordPath({ step = "email", email }: { step?: "email" | "code"; email?: string } = {}): string {
  const params = new URLSearchParams();
  if (step === "code") params.set(STEP_PARAM, CODE_STEP_VALUE);
  if (email) params.set("email", email);
  const query = params.toString();
  return query ? `${href("/forgot-password")}?${query}` : href("/forgot-password");
}

/** The link in the password-reset e-mail: /reset-password checks its one-time token and asks for the new password. */
export function resetPasswordPath(email: string, token: string): string {
  return `${href("/reset-password")}?${new URLSearchParams({ email, token })}`;
}
