// The back-office gate's rules: the shop's access code and the administrator's own TOTP code, asked
// together; how long a passed gate lasts; how many failures lock it.

import { href } from "react-router";

export const ADMIN_CODE_PATH = href("/admin-auth");

export const ADMIN_CODE_LENGTH = 4;
/** TOTP as every authenticator app does it by default (RFC 6238): HMAC-SHA-1, 30-second steps, 6 digits. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A passed gate lapses after this long without an admin request… */
export const ADMIN_STEP_IDLE_MS = 30 * MINUTE;
/** …and this long after it was passed, however busy the administrator is. */
export const ADMIN_STEP_MAX_MS = 8 * HOUR;

/** This many failures of one account within the window lock its gate for the lock's length. */
export const GATE_FAILURE_LIMIT = 10;
export const GATE_FAILURE_WINDOW_MS = 24 * HOUR;
export const GATE_LOCK_MS = 24 * HOUR;

export interface AdminStep {
  authorizedAt: Date | null;
  seenAt: Date | null;
}

/** Whether the gate passed in a session still holds at `now`. */
export function adminStepActive({ authorizedAt, seenAt }: AdminStep, now: Date): boolean {
  if (!authorizedAt || !seenAt) return false;
  const t = now.getTime();
  return t - authorizedAt.getTime() < ADMIN_STEP_MAX_MS && t - seenAt.getTime() < ADMIN_STEP_IDLE_MS;
}

/** The TOTP time step a moment falls in. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** A base32 secret in groups of four, as it is easiest to type into an authenticator app. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? "";
}
