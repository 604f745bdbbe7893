// The rules of the per-account and per-recipient limits, and how they are said to a visitor.
import { ORDERS } from "./order-status";
import { countOf, type NounForms } from "./plural";

/** Failures in a row an account may have before it has to wait. */
export const LOGIN_FAILURES_BEFORE_LOCK = 5;
const FIRST_LOCK_SECONDS = 60;
const LONGEST_LOCK_SECONDS = 3600;
/** A streak of failed logins is forgotten a day after its last failure (far beyond the longest lock). */
export const LOGIN_FAILURE_MEMORY_SECONDS = 86_400;

/** How long an account waits after its `failures`-th failure in a row: not at all for the first four, then 1 minute doubling up to 1 hour. */
export function loginLockSeconds(failures: number): number {
  if (failures < LOGIN_FAILURES_BEFORE_LOCK) return 0;
  return Math.min(FIRST_LOCK_SECONDS * 2 ** (failures - LOGIN_FAILURES_BEFORE_LOCK), LONGEST_LOCK_SECONDS);
}

/**
 * loginLockSeconds for 0, 1, 2 … failures, up to the first that waits the longest (every later one
 * waits as long): the D1 statement that counts a failure looks the lock up here, so the rule lives once.
 */
export const LOGIN_LOCK_TABLE: readonly number[] = (() => {
  const table = [0];
  while (table.at(-1)! < LONGEST_LOCK_SECONDS) table.push(loginLockSeconds(table.length));
  return table;
})();

/** Minutes in the accusative: 'za 1 minutę', 'przez 3 minuty', '15 minut'. */
export const MINUTES_ACCUSATIVE: NounForms = ["minutę", "minuty", "minut"];
const TIMES: NounForms = ["raz", "razy", "razy"];
const DAYS_GENITIVE: NounForms = ["dnia", "dni", "dni"];

/** "za 1 minutę", "za 3 minuty", "za 25 minut": a wait in whole minutes, rounded up, at least one. */
export function inMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `za ${countOf(minutes, MINUTES_ACCUSATIVE)}`;
}

/** Said to anyone signing in to a locked account, whatever the password: it tells nothing about it. */
export function loginLockedMessage(retryAfterSeconds: number): string {
  return `Zbyt wiele nieudanych prób logowania. Spróbuj ponownie ${inMinutes(retryAfterSeconds)}.`;
}

/** Said whenever codes for one address were asked for too often, whether or not it has an account. */
export function codeEmailsLimitedMessage(perHour: number, retryAfterSeconds: number): string {
  return `Kod na jeden adres email wysyłamy najwyżej ${countOf(perHour, TIMES)} na godzinę. Sprawdź skrzynkę (także folder spam) albo spróbuj ponownie ${inMinutes(retryAfterSeconds)}.`;
}

/**
 * How long a password reset (the code and the link of its e-mail) keeps working after its latest e-mail:
 * as long as the hour the reset e-mails per mailbox are counted over, so an e-mail counted in that hour
 * still works unless it was used.
 */
export const PASSWORD_RESET_TTL_SECONDS = 3600;

/**
 * What a password-reset request does. Within the mailbox's hourly cap, an account's request sends (the
 * reset still working again, else a new one) and an unknown address gets the same answer with nothing
 * sent. Over the cap the request is refused, except for an account with no reset that still works:
 * then it sends anyway, so the cap (which 'anna+1@…' and every other spelling of the mailbox count
 * against) never leaves the owner without a working e-mail. That exception sends at most one e-mail
 * an account per reset lifetime.
 */
export function resetRequestOutcome(withinCap: boolean, account: "none" | "working" | "idle"): "send" | "answer" | "refuse" {
  if (account === "idle") return "send";
  if (!withinCap) return "refuse";
  return account === "working" ? "send" : "answer";
}

/** Said to a client that tried reset codes too often (or when one address was tried too often): the link needs no code. */
export function resetCodeLimitedMessage(retryAfterSeconds: number): string {
  return `Zbyt wiele prób wpisania kodu. Spróbuj ponownie ${inMinutes(retryAfterSeconds)} albo otwórz link „Ustaw nowe hasło” z wiadomości, którą wysłaliśmy.`;
}

/** Free fabric samples: requests one e-mail address, and one postal address, may make within the window. */
export const SAMPLE_REQUESTS_PER_RECIPIENT = 2;
export const SAMPLE_REQUEST_WINDOW_DAYS = 30;

/** Said when the e-mail address, or the postal address, has had its samples for now. */
export function sampleRequestsLimitedMessage(by: "email" | "address"): string {
  const whose = by === "email" ? "jeden adres e-mail" : "jeden adres dostawy";
  return `Na ${whose} wysyłamy najwyżej ${countOf(SAMPLE_REQUESTS_PER_RECIPIENT, ORDERS)} próbek w ciągu ${countOf(SAMPLE_REQUEST_WINDOW_DAYS, DAYS_GENITIVE)}. Jeśli potrzebujesz więcej próbek, napisz do nas przez formularz kontaktowy.`;
}
