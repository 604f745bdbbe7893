// The operations page's rules (/admin-operations): what the shop's machinery is called in Polish, when a
// scheduled task is overdue, which online payments need the owner, and how long ago something happened.

import { href } from "react-router";
import type { ShopEventType } from "./events";
import { OPEN_PAYMENT_STATES, RECONCILE_AFTER_MS, type PaymentAttemptState } from "./online-payments";
import { MINUTES_ACCUSATIVE } from "./limits";
import { countOf, type NounForms } from "./plural";

export const ADMIN_OPERATIONS_PATH = href("/admin-operations");

/** Each list on the page is its newest this many, with the count of all. */
export const OPERATIONS_LIST_SIZE = 50;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const EVENT_TYPE_LABELS: Readonly<Record<ShopEventType, string>> = {
  healthcheck: "Test działania kolejki",
  new_order: "Nowe zamówienie",
  order_accepted: "Zamówienie przyjęte",
  order_rejected: "Zamówienie odrzucone",
  order_cancelled: "Zamówienie anulowane przez klienta",
  status_update: "Zmiana statusu zamówienia",
  order_shipped: "Zamówienie wysłane (numer przesyłki)",
  order_ready_for_pickup: "Zamówienie gotowe do odbioru",
  verification_code: "Kod weryfikacyjny",
  password_reset: "Reset hasła",
  order_link_requested: "Nowy link do zamówienia",
  enquiry_received: "Nowe zgłoszenie",
  enquiry_answered: "Odpowiedź na zgłoszenie",
  sample_requested: "Zamówienie próbek",
  orders_export: "Eksport zamówień do CSV",
  admin_gate_locked: "Blokada wejścia do panelu",
  payment_notification: "Powiadomienie o płatności",
  account_deleted: "Potwierdzenie usunięcia konta",
  ksef_submission: "Wysyłka faktury do KSeF",
  invoice_issued: "Faktura wystawiona (PDF i e-mail do klienta)",
  complaint_filed: "Nowa reklamacja (potwierdzenie i powiadomienie sklepu)",
  complaint_message: "Wiadomość w reklamacji",
  complaint_decided: "Decyzja w reklamacji (PDF i e-mail do klienta)",
  complaint_reminder: "Przypomnienie o terminie reklamacji",
};

/** An event's type in Polish; a type the shop does not know (a malformed message's) keeps its code, and none says so. */
export function eventTypeLabel(type: string | null): string {
  if (!type) return "nieznany typ";
  return EVENT_TYPE_LABELS[type as ShopEventType] ?? type;
}

/**
 * The scheduled tasks whose last run cron_runs keeps (workers/app.ts `scheduled`), and how long after its
 * last start each is overdue: a few missed minutes for the every-minute ones, a missed day plus slack for the daily one.
 */
export const CRON_TASKS = {
  event_outbox: { label: "Wysyłka zdarzeń z outboxu", schedule: "co minutę", overdueAfterMs: 5 * MINUTE },
  payment_reconciliation: { label: "Sprawdzanie otwartych płatności w PayU", schedule: "co minutę", overdueAfterMs: 5 * MINUTE },
  ksef_follow_up: { label: "Ponowna wysyłka faktur czekających na KSeF", schedule: "co minutę", overdueAfterMs: 5 * MINUTE },
  complaint_deadlines: { label: "Terminy reklamacji: przypomnienia i uznanie z mocy prawa", schedule: "co minutę", overdueAfterMs: 5 * MINUTE },
  housekeeping: { label: "Porządki i okresy przechowywania danych", schedule: "codziennie o 3:17 UTC", overdueAfterMs: DAY + 2 * HOUR },
} as const;
export type CronTask = keyof typeof CRON_TASKS;
export const CRON_TASK_NAMES = Object.keys(CRON_TASKS) as CronTask[];

export type CronRunState = "never" | "running" | "ok" | "failed" | "overdue" | "died";

/** A task's state from its last run: a run that never finished is under way for as long as the task may take, then it died. */
export function cronRunState(task: CronTask, run: { startedAt: number; finishedAt: number | null; outcome: "ok" | "failed" | null } | null, now: number): CronRunState {
  if (!run) return "never";
  const { overdueAfterMs } = CRON_TASKS[task];
  if (run.finishedAt === null || run.outcome === null) return now - run.startedAt > overdueAfterMs ? "died" : "running";
  if (now - run.startedAt > overdueAfterMs) return "overdue";
  return run.outcome;
}

export const CRON_RUN_STATE_LABELS: Readonly<Record<CronRunState, string>> = {
  never: "Jeszcze nie uruchomione",
  running: "W toku",
  ok: "Zakończone poprawnie",
  failed: "Zakończone błędem",
  overdue: "Nie uruchamia się o czasie",
  died: "Przerwane (nie zapisało końca)",
};

/** The words of a run's detail (cron_runs.detail) the tasks use; any other key is shown as the task wrote it. */
const DETAIL_LABELS: Readonly<Record<string, string>> = {
  sent: "wysłane",
  failed: "nieudane",
  checked: "sprawdzone",
  deleted: "usunięte",
  reminded: "przypomnienia",
  deemedAccepted: "uznane z mocy prawa",
  error: "błąd",
  result: "wynik",
};

/** What a run did or why it failed, as 'label: value' pairs. */
export function describeRunDetail(detail: Record<string, unknown> | null): string {
  if (!detail) return "—";
  const parts = Object.entries(detail).map(
    ([key, value]) => `${DETAIL_LABELS[key] ?? key}: ${typeof value === "object" && value !== null ? JSON.stringify(value) : String(value)}`,
  );
  return parts.length ? parts.join(", ") : "—";
}

/**
 * An open attempt still open this long after it started has outlived reconciliation: it is looked up with the
 * provider RECONCILE_AFTER_MS after it started and again as long after that, so by now the provider has said
 * twice that it is still open, or reconciliation is not running.
 */
export const PAYMENT_OPEN_TOO_LONG_MS = 2 * RECONCILE_AFTER_MS;

export type PaymentAttention = "problem" | "open_too_long" | "refund_unfinished";

export const PAYMENT_ATTENTION_LABELS: Readonly<Record<PaymentAttention, string>> = {
  problem: "Problem z powiadomieniem lub zwrotem",
  open_too_long: "Otwarta dłużej niż godzinę",
  refund_unfinished: "Zwrot niezakończony",
};

/** Why an attempt needs the owner, in the order the page lists the reasons; none when it does not. */
export function paymentAttention(
  attempt: { state: PaymentAttemptState; problem: string | null; refundId: string | null; refundStatus: string | null; createdAt: number },
  now: number,
): PaymentAttention[] {
  const reasons: PaymentAttention[] = [];
  if (attempt.problem) reasons.push("problem");
  if ((OPEN_PAYMENT_STATES as readonly string[]).includes(attempt.state) && now - attempt.createdAt > PAYMENT_OPEN_TOO_LONG_MS) reasons.push("open_too_long");
  if (attempt.refundId && attempt.refundStatus !== "FINALIZED") reasons.push("refund_unfinished");
  return reasons;
}

const HOURS_ACCUSATIVE: NounForms = ["godzinę", "godziny", "godzin"];
const DAYS_ACCUSATIVE: NounForms = ["dzień", "dni", "dni"];

/** How long ago, roughly, as a person says it: 'przed chwilą', '3 minuty temu', '1 godzinę temu', '5 dni temu'. */
export function formatAgo(ms: number): string {
  if (ms < MINUTE) return "przed chwilą";
  if (ms < HOUR) return `${countOf(Math.floor(ms / MINUTE), MINUTES_ACCUSATIVE)} temu`;
  if (ms < 2 * DAY) return `${countOf(Math.floor(ms / HOUR), HOURS_ACCUSATIVE)} temu`;
  return `${countOf(Math.floor(ms / DAY), DAYS_ACCUSATIVE)} temu`;
}
