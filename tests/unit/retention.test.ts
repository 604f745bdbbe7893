import { describe, expect, it } from "vitest";
import { LOGIN_FAILURE_MEMORY_SECONDS, PASSWORD_RESET_TTL_SECONDS, SAMPLE_REQUEST_WINDOW_DAYS } from "~/lib/limits";
import { cutoffFor, type Duration, durationText, type HousekeptData, RETENTION, RETENTION_SENTENCES } from "~/lib/retention";

const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// Noon in Warsaw (summer time, UTC+2) on 15 June 2026.
const now = at("2026-06-15T10:00:00Z");

describe("the cutoff of each kind of data", () => {
  // A row whose moment is before the cutoff goes; at or after it, it stays.
  const cases: Record<HousekeptData, number> = {
    // 5 years from the end of the order's year: orders of 2020 and before (Warsaw time) go during 2026.
    orders: at("2020-12-31T23:00:00Z"),
    // 6 years from the end of the year of the last message: 2019 and before.
    complaints: at("2019-12-31T23:00:00Z"),
    // 3 years to the Warsaw day: from the start of 15 June 2023 in Warsaw.
    enquiries: at("2023-06-14T22:00:00Z"),
    sampleRequests: at("2025-06-14T22:00:00Z"),
    emailDeliveries: at("2025-06-14T22:00:00Z"),
    auditLog: at("2025-06-14T22:00:00Z"),
    processedEvents: now - 30 * DAY,
    deadLetters: now - 30 * DAY,
    exports: now - 30 * DAY,
    orderNumberKeys: now - 30 * DAY,
    adminGateFailures: now - 24 * HOUR,
    // Rows with their own expiry go once it has passed.
    orderLinks: now,
    sessions: now,
    codes: now,
    rateLimits: now,
  };
  it.each(Object.entries(cases).map(([data, cutoff]) => [data, new Date(cutoff).toISOString()]))("%s: from %s", (data, cutoff) => {
    expect(new Date(cutoffFor(data as HousekeptData, now)).toISOString()).toBe(cutoff);
  });
});

describe("5 years from the end of the calendar year, in Warsaw time", () => {
  const goes = (orderedAt: string, checkedAt: string) => at(orderedAt) < cutoffFor("orders", at(checkedAt));
  it.each([
    // 31 Dec 2020 23:30 in Warsaw (22:30 UTC): an order of 2020, kept to the end of 2025.
    ["2020-12-31T22:30:00Z", "2025-12-31T22:59:59Z", false],
    ["2020-12-31T22:30:00Z", "2025-12-31T23:00:00Z", true],
    // 1 Jan 2021 00:30 in Warsaw, still 2020 in UTC: an order of 2021, kept to the end of 2026.
    ["2020-12-31T23:30:00Z", "2026-01-01T12:00:00Z", false],
    ["2020-12-31T23:30:00Z", "2026-12-31T22:59:59Z", false],
    ["2020-12-31T23:30:00Z", "2026-12-31T23:00:00Z", true],
    // An order of any day of the year is kept to the same year's end.
    ["2021-07-01T10:00:00Z", "2026-12-31T22:59:59Z", false],
    ["2021-07-01T10:00:00Z", "2026-12-31T23:00:00Z", true],
  ])("an order of %s, checked at %s, goes: %s", (orderedAt, checkedAt, expected) => {
    expect(goes(orderedAt, checkedAt)).toBe(expected);
  });
});

describe("years counted to the Warsaw day", () => {
  it.each([
    // The day a year before, from its start in Warsaw (winter time: 23:00 UTC the day before).
    ["2026-01-15T08:00:00Z", "2025-01-14T23:00:00Z"],
    // Just after midnight in Warsaw is the next day there, though not yet in UTC.
    ["2026-01-14T23:30:00Z", "2025-01-14T23:00:00Z"],
    // 29 February a year before is 1 March.
    ["2028-02-29T12:00:00Z", "2027-02-28T23:00:00Z"],
  ])("a year's cutoff at %s is %s", (checkedAt, cutoff) => {
    expect(new Date(cutoffFor("auditLog", at(checkedAt))).toISOString()).toBe(new Date(cutoff).toISOString());
  });
});

describe("durations in Polish", () => {
  it.each<[Duration, string]>([
    [{ minutes: 1 }, "1 minutę"],
    [{ minutes: 10 }, "10 minut"],
    [{ hours: 1 }, "1 godzinę"],
    [{ hours: 24 }, "24 godziny"],
    [{ days: 1 }, "1 dzień"],
    [{ days: 30 }, "30 dni"],
    [{ years: 1 }, "1 rok"],
    [{ years: 3 }, "3 lata"],
    [{ years: 5 }, "5 lat"],
  ])("%j is '%s'", (duration, text) => {
    expect(durationText(duration)).toBe(text);
  });
});

describe("the policy's sentences", () => {
  it.each(Object.entries(RETENTION).filter(([, row]) => row.period.kind !== "account"))("%s states its own period", (_data, row) => {
    const { period } = row;
    const duration = period.kind === "yearEnd" ? { years: period.years } : "keep" in period ? period.keep : "longest" in period ? period.longest : null;
    expect(row.sentence).toContain(`przez ${durationText(duration!)}`);
  });

  it("are one per row, all different", () => {
    expect(RETENTION_SENTENCES).toHaveLength(Object.keys(RETENTION).length);
    expect(new Set(RETENTION_SENTENCES).size).toBe(RETENTION_SENTENCES.length);
  });

  it.each([
    ["orders", "przez 5 lat od końca roku, w którym złożono zamówienie"],
    ["complaints", "przez 6 lat od końca roku"],
    // The spec's period for data processed for marketing.
    ["enquiries", "w celach marketingowych: przez 3 lata"],
    ["exports", "przez 30 dni"],
    ["adminGateFailures", "przez 24 godziny"],
    ["orderLinks", "przez 90 dni"],
  ] as const)("%s says '%s'", (data, words) => {
    expect(RETENTION[data].sentence).toContain(words);
  });
});

describe("the lifetimes the table states hold for the code", () => {
  // The rate limits' windows, the sessions' and the verification codes' lifetimes are server code:
  // tests/integration/housekeeping.test.ts checks those.
  it("a login streak is forgotten after the counters' longest lifetime", () => {
    expect(LOGIN_FAILURE_MEMORY_SECONDS).toBe(RETENTION.rateLimits.period.longest.hours * 3600);
  });

  it("sample requests outlive the window their per-address limit counts them in", () => {
    expect(cutoffFor("sampleRequests", now)).toBeLessThan(now - SAMPLE_REQUEST_WINDOW_DAYS * DAY);
  });

  it("a password reset lives as long as the codes' longest lifetime", () => {
    expect(PASSWORD_RESET_TTL_SECONDS).toBe(RETENTION.codes.period.longest.hours * 3600);
  });
});
