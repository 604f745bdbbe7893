import { describe, expect, it } from "vitest";
import { loggableEvent, retryDelaySeconds, shopEvent } from "~/lib/events";

describe("retryDelaySeconds", () => {
  it.each([
    [1, 10, 10],
    [2, 10, 20],
    [3, 10, 40],
    [6, 10, 320],
    [7, 10, 600],
    [50, 10, 600],
    [3, 0, 0],
  ])("attempt %i with base %i s waits %i s", (attempt, base, seconds) => {
    expect(retryDelaySeconds(attempt, base)).toBe(seconds);
  });
});

describe("shopEvent", () => {
  const id = "8f14e45f-ceea-467f-a0e6-2e7c3b3a9b11";
  it.each([
    ["a healthcheck", { id, type: "healthcheck", requestedAt: "2026-11-21T10:00:00.000Z" }, true],
    ["an unknown type", { id, type: "nope", requestedAt: "2026-11-21T10:00:00.000Z" }, false],
    ["a missing id", { type: "healthcheck", requestedAt: "2026-11-21T10:00:00.000Z" }, false],
    ["a non-UUID id", { id: "42", type: "healthcheck", requestedAt: "2026-11-21T10:00:00.000Z" }, false],
    ["no body", null, false],
    ["a code in clear", { id, type: "verification_code", email: "a@example.pl", code: "042917" }, false],
    ["a sealed code", { id, type: "verification_code", email: "a@example.pl", sealedCode: "q".repeat(46) }, true],
    ["a password reset", { id, type: "password_reset", userId: "u_42" }, true],
    ["a password reset carrying its code", { id, type: "password_reset", email: "a@example.pl", code: "042917" }, false],
    ["a fresh-link request", { id, type: "order_link_requested", orderNumber: "ZAM-2026-000042" }, true],
    ["a samples request", { id, type: "sample_requested", requestId: id }, true],
    ["a samples request naming no stored request", { id, type: "sample_requested", requestId: "PL-101" }, false],
    ["a deleted account's confirmation", { id, type: "account_deleted", email: "a@example.pl", deletedAt: "2026-11-28T09:30:00.000Z" }, true],
    ["a deleted account's confirmation without its address", { id, type: "account_deleted", deletedAt: "2026-11-28T09:30:00.000Z" }, false],
    ["a deleted account's confirmation to no address", { id, type: "account_deleted", email: "nie-adres", deletedAt: "2026-11-28T09:30:00.000Z" }, false],
  ])("%s → valid: %s", (_, body, valid) => {
    expect(shopEvent.safeParse(body).success).toBe(valid);
  });
});

describe("loggableEvent", () => {
  const id = "8f14e45f-ceea-467f-a0e6-2e7c3b3a9b11";
  it("keeps an event's references and leaves out a recipient's address and a sealed code", () => {
    expect(loggableEvent({ id, type: "new_order", orderNumber: "ZAM-2026-000042" })).toEqual({ id, type: "new_order", orderNumber: "ZAM-2026-000042" });
    expect(loggableEvent({ id, type: "verification_code", email: "a@example.pl", sealedCode: "q".repeat(46) })).toEqual({ id, type: "verification_code" });
    expect(loggableEvent({ id, type: "account_deleted", email: "a@example.pl", deletedAt: "2026-11-28T09:30:00.000Z" })).toEqual({
      id,
      type: "account_deleted",
      deletedAt: "2026-11-28T09:30:00.000Z",
    });
  });
});
