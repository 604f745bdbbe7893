import { describe, expect, it } from "vitest";
import { RECONCILE_AFTER_MS } from "~/lib/online-payments";
import { CRON_TASKS, cronRunState, describeRunDetail, eventTypeLabel, formatAgo, PAYMENT_OPEN_TOO_LONG_MS, paymentAttention } from "~/lib/operations";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("formatAgo: how long ago, in Polish", () => {
  it.each([
    [0, "przed chwilą"],
    [59_999, "przed chwilą"],
    [MINUTE, "1 minutę temu"],
    [2 * MINUTE, "2 minuty temu"],
    [5 * MINUTE, "5 minut temu"],
    [22 * MINUTE + 59_000, "22 minuty temu"],
    [59 * MINUTE, "59 minut temu"],
    [HOUR, "1 godzinę temu"],
    [3 * HOUR + 59 * MINUTE, "3 godziny temu"],
    [12 * HOUR, "12 godzin temu"],
    [47 * HOUR, "47 godzin temu"],
    [2 * DAY, "2 dni temu"],
    [365 * DAY, "365 dni temu"],
  ])("%i ms: %s", (ms, text) => {
    expect(formatAgo(ms)).toBe(text);
  });
});

describe("cronRunState: a task's state from its last run", () => {
  const now = Date.parse("2026-11-28T12:00:00Z");
  const minutely = CRON_TASKS.event_outbox.overdueAfterMs;
  const daily = CRON_TASKS.housekeeping.overdueAfterMs;
  it.each([
    ["event_outbox", null, "never"],
    ["event_outbox", { startedAt: now - MINUTE, finishedAt: now - MINUTE + 5, outcome: "ok" }, "ok"],
    ["event_outbox", { startedAt: now - MINUTE, finishedAt: now - MINUTE + 5, outcome: "failed" }, "failed"],
    ["event_outbox", { startedAt: now - 10, finishedAt: null, outcome: null }, "running"],
    ["event_outbox", { startedAt: now - minutely - 1, finishedAt: null, outcome: null }, "died"],
    ["event_outbox", { startedAt: now - minutely - 1, finishedAt: now - minutely, outcome: "ok" }, "overdue"],
    ["event_outbox", { startedAt: now - minutely, finishedAt: now - minutely + 1, outcome: "failed" }, "failed"],
    ["housekeeping", { startedAt: now - 20 * HOUR, finishedAt: now - 20 * HOUR + 1, outcome: "ok" }, "ok"],
    ["housekeeping", { startedAt: now - daily - 1, finishedAt: now - daily, outcome: "ok" }, "overdue"],
    ["housekeeping", { startedAt: now - HOUR, finishedAt: null, outcome: null }, "running"],
  ] as const)("%s after %o: %s", (task, run, state) => {
    expect(cronRunState(task, run, now)).toBe(state);
  });
});

describe("paymentAttention: why an online payment needs the owner", () => {
  const now = Date.parse("2026-11-28T12:00:00Z");
  const attempt = { state: "COMPLETED" as const, problem: null, refundId: null, refundStatus: null, createdAt: now - DAY };
  it("is reconciliation's reach twice over", () => {
    expect(PAYMENT_OPEN_TOO_LONG_MS).toBe(2 * RECONCILE_AFTER_MS);
  });
  it.each([
    [{}, []],
    [{ problem: "amount_mismatch" }, ["problem"]],
    [{ state: "PENDING", createdAt: now - PAYMENT_OPEN_TOO_LONG_MS - 1 }, ["open_too_long"]],
    [{ state: "STARTING", createdAt: now - PAYMENT_OPEN_TOO_LONG_MS - 1 }, ["open_too_long"]],
    [{ state: "WAITING_FOR_CONFIRMATION", createdAt: now - PAYMENT_OPEN_TOO_LONG_MS }, []],
    [{ state: "CANCELED", createdAt: now - 10 * DAY }, []],
    [{ state: "START_FAILED", createdAt: now - 10 * DAY }, []],
    [{ refundId: "R1", refundStatus: "PENDING" }, ["refund_unfinished"]],
    [{ refundId: "R1", refundStatus: null }, ["refund_unfinished"]],
    [{ refundId: "R1", refundStatus: "FINALIZED" }, []],
    [{ refundId: "R1", refundStatus: "CANCELED", problem: "refund_canceled" }, ["problem", "refund_unfinished"]],
    [{ state: "NEW", createdAt: now - DAY, problem: "amount_mismatch" }, ["problem", "open_too_long"]],
  ] as const)("%o: %o", (change, reasons) => {
    expect(paymentAttention({ ...attempt, ...change }, now)).toEqual(reasons);
  });
});

describe("describeRunDetail: what a run did, in words", () => {
  it.each([
    [null, "—"],
    [{}, "—"],
    [{ sent: 3, failed: 0 }, "wysłane: 3, nieudane: 0"],
    [{ checked: 2, failed: 1 }, "sprawdzone: 2, nieudane: 1"],
    [{ error: "no such table" }, "błąd: no such table"],
    [{ result: 7 }, "wynik: 7"],
    [{ rate_limits: { deleted: 4 }, exports: null }, 'rate_limits: {"deleted":4}, exports: null'],
  ])("%o: %s", (detail, text) => {
    expect(describeRunDetail(detail)).toBe(text);
  });
});

describe("eventTypeLabel", () => {
  it.each([
    ["new_order", "Nowe zamówienie"],
    ["payment_notification", "Powiadomienie o płatności"],
    ["no_such_event", "no_such_event"],
    [null, "nieznany typ"],
  ])("%s: %s", (type, label) => {
    expect(eventTypeLabel(type)).toBe(label);
  });
});
