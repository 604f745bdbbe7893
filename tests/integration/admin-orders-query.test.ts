import { describe, expect, it } from "vitest";
import { ADMIN_PAYMENT_STATUSES, ordersHref, parseOrdersQuery, PAYMENT_STATUS_FILTERS, statusOptions } from "~/lib/admin-orders-query";
import { SEARCH_MAX_LENGTH } from "~/lib/list-query";
import { ORDER_STATUSES, orderStatusLabel, paymentStatusLabel } from "~/lib/order-status";

// The back-office list's select options and query. Pure, but kept with the integration tests: the
// unit project does not type-check app/components.

const labels = (statuses: readonly string[], label: (status: string) => string) => statuses.map(label);

describe("the back-office status selects", () => {
  it("offer the current payment status once, without a choice that reads the same", () => {
    const options = statusOptions("oczekujaca", ADMIN_PAYMENT_STATUSES, paymentStatusLabel);
    expect(options[0]).toBe("oczekujaca");
    expect(options).not.toContain("pending");
    const shown = labels(options, paymentStatusLabel);
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown.filter((label) => label === "Oczekuje płatności")).toHaveLength(1);
    expect(shown.join()).not.toMatch(/\(/);
  });

  it("keep the choices' order when the current value is one of them", () => {
    expect(statusOptions("paid", ADMIN_PAYMENT_STATUSES, paymentStatusLabel)).toEqual([...ADMIN_PAYMENT_STATUSES]);
    expect(statusOptions("gotowe", ORDER_STATUSES, orderStatusLabel)).toEqual([...ORDER_STATUSES]);
  });

  it("show a stored value the admin cannot choose first, with its label", () => {
    expect(statusOptions("paypo_pending", ADMIN_PAYMENT_STATUSES, paymentStatusLabel)).toEqual(["paypo_pending", ...ADMIN_PAYMENT_STATUSES]);
    expect(statusOptions("zrobione", ORDER_STATUSES, orderStatusLabel)).toEqual(["zrobione", ...ORDER_STATUSES]);
  });

  it("offer every payment label once in the list's filter", () => {
    const shown = labels(PAYMENT_STATUS_FILTERS, paymentStatusLabel);
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown).toContain("Oczekuje płatności");
    expect(shown).toContain("PayPo - oczekuje płatności");
    expect(PAYMENT_STATUS_FILTERS).not.toContain("pending");
  });
});

describe("parseOrdersQuery", () => {
  it("keeps a search within SEARCH_MAX_LENGTH characters and drops a longer one, so no giant LIKE pattern reaches D1", () => {
    const search = (value: string) => parseOrdersQuery(new URLSearchParams({ szukaj: value })).search;
    expect(search("x".repeat(SEARCH_MAX_LENGTH))).toBe("x".repeat(SEARCH_MAX_LENGTH));
    expect(search("x".repeat(SEARCH_MAX_LENGTH + 1))).toBe("");
    expect(search("%".repeat(10_000))).toBe("");
  });

  it("reads a payment status as its label's first status, so one label is one URL", () => {
    expect(parseOrdersQuery(new URLSearchParams("platnosc=pending")).paymentStatus).toBe("oczekujaca");
    expect(parseOrdersQuery(new URLSearchParams("platnosc=oczekujaca")).paymentStatus).toBe("oczekujaca");
    expect(parseOrdersQuery(new URLSearchParams("platnosc=paid")).paymentStatus).toBe("paid");
    expect(parseOrdersQuery(new URLSearchParams("platnosc=zle")).paymentStatus).toBeNull();
    expect(ordersHref(parseOrdersQuery(new URLSearchParams("platnosc=pending")))).toBe("/admin/excel-bot?platnosc=oczekujaca");
  });
});
