// How long the shop keeps each kind of stored data: one table, read by the daily housekeeping cron, which enforces
// it (app/server/retention/housekeeping.server.ts), and by the privacy policy, which states it
// (app/content/legal/privacy-policy.tsx, section 3), so the page and the behaviour cannot differ.
// docs/decisions/2026-11-28-retention-table.md says why it is one table.

import { GATE_FAILURE_WINDOW_MS } from "./admin-gate";
import { isoDate, polishYear, warsawMidnight } from "./dates";
import { LOGIN_FAILURE_MEMORY_SECONDS, PASSWORD_RESET_TTL_SECONDS } from "./limits";
import { ORDER_LINK_DAYS } from "./order-number";
import { countOf, type NounForms } from "./plural";

/** A length of time; years are Warsaw calendar years. */
export type Duration = { minutes: number } | { hours: number } | { days: number } | { years: number };

export type RetentionPeriod =
  /** A row goes once it is older than `keep`, counted from the moment its rule names. Years count to the Warsaw day. */
  | { kind: "age"; keep: Duration }
  /** Kept to the end of the `years`-th calendar year (Warsaw) after the year of its moment: how tax and accounting law count. */
  | { kind: "yearEnd"; years: number }
  /** Each row carries its own expiry and goes once that has passed; `longest` is the longest any row lives. */
  | { kind: "expiry"; longest: Duration }
  /** Kept until the customer deletes the account. */
  | { kind: "account" }
  /** Kept by the platform (Cloudflare's Workers Logs), not in the shop's database. */
  | { kind: "platform"; keep: Duration };

export interface RetentionRule<P extends RetentionPeriod = RetentionPeriod> {
  period: P;
  /** What the privacy policy says, in Polish: what is kept and for how long (the period's own numbers). */
  sentence: string;
}

// Accusative, as after "przez": 'przez 1 godzinę', 'przez 3 lata', 'przez 5 lat'.
const UNITS: Record<string, NounForms> = {
  minutes: ["minutę", "minuty", "minut"],
  hours: ["godzinę", "godziny", "godzin"],
  days: ["dzień", "dni", "dni"],
  years: ["rok", "lata", "lat"],
};

/** '30 dni', '1 rok', '24 godziny'. */
export function durationText(duration: Duration): string {
  const [unit, count] = Object.entries(duration)[0] as [keyof typeof UNITS, number];
  return countOf(count, UNITS[unit]!);
}

function periodText(period: RetentionPeriod): string {
  switch (period.kind) {
    case "age":
    case "platform":
      return durationText(period.keep);
    case "yearEnd":
      return durationText({ years: period.years });
    case "expiry":
      return durationText(period.longest);
    case "account":
      return "";
  }
}

/** A row of the table: its sentence is written around the period's own words, so it cannot state another length. */
function rule<const P extends RetentionPeriod>(period: P, sentence: (period: string) => string): RetentionRule<P> {
  return { period, sentence: sentence(periodText(period)) };
}

const HOUR_MS = 3_600_000;

/**
 * Every kind of stored data, in the order the privacy policy lists them. Why each period is what it is, briefly:
 * the law where one applies, else how long the data serves its purpose.
 */
export const RETENTION = {
  /**
   * Orders and their invoices (each from the end of its own year): tax and accounting law (Ordynacja podatkowa art. 86 and 70, ustawa o rachunkowości
   * art. 74) keep the books 5 years from the end of the year; then the personal data go and the amounts, lines, dates
   * and statuses stay for the statistics (app/server/retention/orders.server.ts).
   */
  orders: rule(
    { kind: "yearEnd", years: 5 },
    (p) =>
      `zamówienia i dokumenty rozliczeń: przez ${p} od końca roku, w którym złożono zamówienie (fakturę: w którym ją wystawiono), bo tego wymagają przepisy podatkowe i o rachunkowości; potem usuwamy z zamówienia i jego faktur dane osobowe (imię i nazwisko, adres e-mail, telefon, adres, nazwę firmy, NIP i uwagi), a zostają tylko kwoty, zamówione produkty, daty i statusy`,
  ),
  /** An account serves its customer until they delete it (app/routes/account); its orders follow the row above. */
  accounts: rule({ kind: "account" }, () => "dane konta: do usunięcia konta; zamówienia złożone z konta przechowujemy tak jak pozostałe zamówienia"),
  /**
   * Complaints, with the shop's replies, the customer's photos and the decision: until the customer's claims are time-barred, 6 years ending on the last day
   * of a calendar year (Kodeks cywilny art. 118), counted from the last message of the case.
   */
  complaints: rule(
    { kind: "yearEnd", years: 6 },
    (p) =>
      `reklamacje ze zdjęciami, naszymi odpowiedziami i decyzjami: przez ${p} od końca roku, w którym wymieniliśmy ostatnią wiadomość w sprawie, czyli do przedawnienia roszczeń`,
  ),
  /**
   * The other forms' messages (contact, specialist pleats, furniture), with the replies: 3 years from the last message
   * of the case, the time-bar of claims connected with running a business (Kodeks cywilny art. 118) and the spec's
   * period for data used to prepare an offer (marketing).
   */
  enquiries: rule(
    { kind: "age", keep: { years: 3 } },
    (p) =>
      `wiadomości z formularzy kontaktu i zapytań o plisy specjalistyczne i meble, z naszymi odpowiedziami, także przetwarzane w celach marketingowych: przez ${p} od ostatniej wiadomości w sprawie albo do wniesienia sprzeciwu`,
  ),
  /** Sample requests: the samples are posted within days and the per-address limit looks back 30 days; a year answers any question about them. */
  sampleRequests: rule({ kind: "age", keep: { years: 1 } }, (p) => `prośby o bezpłatne próbki tkanin (imię i nazwisko, adres, e-mail): przez ${p} od prośby`),
  /** Delivery records hold recipient addresses: a year answers "did you send it?" about any message a customer still asks about. */
  emailDeliveries: rule(
    { kind: "age", keep: { years: 1 } },
    (p) => `zapisy wysłanych wiadomości e-mail (adresat, temat, czas wysyłki): przez ${p} od wysyłki, abyśmy mogli potwierdzić, że wiadomość wysłaliśmy`,
  ),
  /** Processed events guard against redelivery, which the queue gives up on within hours; 30 days is a generous bound. */
  processedEvents: rule({ kind: "age", keep: { days: 30 } }, (p) => `zapisy obsłużonych powiadomień (adresat i temat wiadomości): przez ${p}`),
  /** Dead letters wait for an operator to replay them from the operations page: 30 days is ample to notice and act. */
  deadLetters: rule({ kind: "age", keep: { days: 30 } }, (p) => `powiadomienia, których nie udało się wysłać, czekające na ponowienie: przez ${p}`),
  /** An order export holds every customer's data: a working file, not an archive. */
  exports: rule({ kind: "age", keep: { days: 30 } }, (p) => `zestawienia zamówień (pliki CSV) przygotowywane dla sklepu: przez ${p} od przygotowania`),
  /** A private link opens its order for ORDER_LINK_DAYS; an expired one opens nothing, so its row goes too. */
  orderLinks: rule(
    { kind: "expiry", longest: { days: ORDER_LINK_DAYS } },
    (p) => `prywatne linki do zamówienia z potwierdzenia i wiadomości e-mail: do wygaśnięcia linku, czyli przez ${p} od jego wysłania`,
  ),
  /**
   * The order-number Durable Object's idempotency keys: a checkout retried after a failed write gets its number
   * again within minutes; later, the order in D1 (orders.idempotency_key) answers every repeat, so 30 days is ample.
   */
  orderNumberKeys: rule(
    { kind: "age", keep: { days: 30 } },
    (p) => `identyfikatory wysłanych formularzy zamówienia, które chronią przed złożeniem tego samego zamówienia dwa razy: przez ${p}`,
  ),
  /** Sessions (with the client's address and browser) last 30 days from their last use (better-auth's expiresIn), or until signing out. */
  sessions: rule(
    { kind: "expiry", longest: { days: 30 } },
    (p) => `sesje logowania do konta (z adresem IP i opisem przeglądarki): do wylogowania albo wygaśnięcia sesji, najdłużej przez ${p} od ostatniego użycia`,
  ),
  /** Verification codes and password resets: a reset works for an hour, a verification code less. */
  codes: rule({ kind: "expiry", longest: { hours: PASSWORD_RESET_TTL_SECONDS / 3600 } }, (p) => `kody weryfikacyjne i kody zmiany hasła: do wygaśnięcia, najdłużej przez ${p}`),
  /** Rate limits and login failures (keyed by client address or account): the longest is a login streak's memory. */
  rateLimits: rule(
    { kind: "expiry", longest: { hours: LOGIN_FAILURE_MEMORY_SECONDS / 3600 } },
    (p) => `liczniki prób logowania i wysłania formularzy (z adresem IP lub adresem e-mail): do wygaśnięcia, najdłużej przez ${p} od ostatniej próby`,
  ),
  /** Gate failures count only within their window; older ones lock nothing. */
  adminGateFailures: rule({ kind: "age", keep: { hours: GATE_FAILURE_WINDOW_MS / HOUR_MS } }, (p) => `nieudane próby wejścia do panelu sklepu: przez ${p}`),
  /** The audit log: a year covers a yearly security review and an incident found late (PCI DSS asks 12 months of audit trail). */
  auditLog: rule({ kind: "age", keep: { years: 1 } }, (p) => `dziennik czynności w panelu sklepu (kto, co i kiedy zmienił, z jakiego adresu IP): przez ${p}`),
  /** Workers Logs keep a worker's logs for 7 days on the Paid plan; the shop stores none itself. */
  serverLogs: rule({ kind: "platform", keep: { days: 7 } }, (p) => `logi serwera: przez ${p}`),
} as const satisfies Record<string, RetentionRule>;

export type StoredData = keyof typeof RETENTION;

/** The kinds the daily housekeeping enforces: every one that is kept for an age, to a year's end or to an expiry. */
export type HousekeptData = {
  [K in StoredData]: (typeof RETENTION)[K]["period"]["kind"] extends "age" | "yearEnd" | "expiry" ? K : never;
}[StoredData];

type HousekeptPeriod = Extract<RetentionPeriod, { kind: "age" | "yearEnd" | "expiry" }>;

/** The Warsaw day `years` calendar years before `day`, "YYYY-MM-DD" (29 February falls on 1 March). */
function yearsBefore(day: string, years: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year - years, month - 1, date)).toISOString().slice(0, 10);
}

function durationCutoff(duration: Duration, now: number): number {
  if ("years" in duration) return warsawMidnight(yearsBefore(isoDate(new Date(now)), duration.years));
  if ("days" in duration) return now - duration.days * 24 * HOUR_MS;
  if ("hours" in duration) return now - duration.hours * HOUR_MS;
  return now - duration.minutes * 60_000;
}

/**
 * The moment that divides kept rows from those to go at `now`: a row whose moment (created, last message, expiry) is
 * before it goes, one at or after it stays. An expiry rule's moment is the row's expiry, so its cutoff is `now`.
 */
export function retentionCutoff(period: HousekeptPeriod, now: number): number {
  switch (period.kind) {
    case "age":
      return durationCutoff(period.keep, now);
    case "yearEnd":
      // The start of the year `years` before this one: an order of 31 Dec 2020 goes on 1 Jan 2026, Warsaw time.
      return warsawMidnight(`${polishYear(new Date(now)) - period.years}-01-01`);
    case "expiry":
      return now;
  }
}

/** The cutoff of one kind of data at `now`. */
export function cutoffFor(data: HousekeptData, now: number): number {
  return retentionCutoff(RETENTION[data].period, now);
}

/** The sentences of the privacy policy's section on retention, in the table's order. */
export const RETENTION_SENTENCES: readonly string[] = Object.values(RETENTION).map((row) => row.sentence);
