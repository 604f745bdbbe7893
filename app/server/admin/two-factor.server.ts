import { createOTP } from "@better-auth/utils/otp";
import { symmetricDecrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { twoFactor } from "~/db/schema";
import { groupSecret, TOTP_DIGITS, TOTP_PERIOD_SECONDS, totpStep } from "~/lib/admin-gate";
import type { Auth } from "../accounts/auth.server";
import type { Db } from "../platform/db.server";
import { qrCode } from "../platform/qr-code.server";
import type { QrCode } from "~/lib/qr-code";

// An administrator's own second factor: a TOTP secret made and stored (encrypted with AUTH_SECRET)
// by better-auth's twoFactor plugin, checked by the back-office gate. Why the gate checks it itself
// rather than through the plugin's sign-in step: docs/decisions/2026-11-23-admin-second-factor.md.

/**
 * The account's TOTP secret and whether its first code was confirmed; null before any enrolment;
 * "unreadable" when it was encrypted under an AUTH_SECRET that has since been replaced.
 */
export async function loadTotp(auth: Auth, db: Db, userId: string): Promise<{ secret: string; verified: boolean } | "unreadable" | null> {
  const row = await db.select({ secret: twoFactor.secret, verified: twoFactor.verified }).from(twoFactor).where(eq(twoFactor.userId, userId)).get();
  if (!row) return null;
  const { secretConfig } = await auth.$context;
  try {
    return { secret: await symmetricDecrypt({ key: secretConfig, data: row.secret }), verified: row.verified };
  } catch {
    console.error(JSON.stringify({ source: "admin-gate", userId, error: "TOTP secret does not decrypt: AUTH_SECRET was replaced; enrol again (README)" }));
    return "unreadable";
  }
}

/** Whether the account has confirmed an authenticator app. */
export async function totpConfirmed(db: Db, userId: string): Promise<boolean> {
  const row = await db.select({ verified: twoFactor.verified }).from(twoFactor).where(eq(twoFactor.userId, userId)).get();
  return row?.verified === true;
}

/** Every accepted step either side of now: a phone clock off by up to one step still works. */
const STEP_WINDOW = 1;

/**
 * The time step whose code `code` is, within the window around `now`, or null. Every candidate is
 * compared in full, so the time taken tells nothing about the code.
 */
export async function matchTotpStep(secret: string, code: string, now: Date): Promise<number | null> {
  const otp = createOTP(secret, { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });
  const current = totpStep(now);
  let matched: number | null = null;
  for (let step = current - STEP_WINDOW; step <= current + STEP_WINDOW; step++) {
    const expected = await otp.hotp(step);
    let difference = code.length ^ expected.length;
    for (let i = 0; i < expected.length; i++) difference |= code.charCodeAt(i) ^ expected.charCodeAt(i);
    if (difference === 0) matched = step;
  }
  return matched;
}

/** What the enrolment page shows: the secret to type in, and the QR code of its otpauth:// URI as an SVG path. */
export interface TotpEnrolment {
  secret: string;
  qr: QrCode;
}

export function enrolmentView(totpURI: string): TotpEnrolment {
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  return { secret: groupSecret(secret), qr: qrCode(totpURI) };
}
