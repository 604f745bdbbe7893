import { describe, expect, it } from "vitest";
import { isCustomerFacing, type TimelineEntry, timelineLine, timelineText } from "~/lib/order-timeline";
import { orderDispatch, shipBy, shipDateText } from "~/lib/ship-date";

// What an order's history says (app/lib/order-timeline.ts) and its line about dispatch (app/lib/ship-date.ts).

const DAYS = { fulfilmentMaxDays: 10 };
const placedAt = new Date("2026-11-27T10:00:00Z");
const order = (change: Partial<Parameters<typeof orderDispatch>[0]> = {}): Parameters<typeof orderDispatch>[0] => ({
  orderStatus: "zaakceptowane",
  deliveryMethod: "kurier",
  shipBy: "2026-12-15",
  createdAt: placedAt,
  shippedAt: null,
  readyAt: null,
  ...change,
});

describe("orderDispatch", () => {
  it.each([
    ["the ship-by day the order keeps", order(), { text: "Szacowana wysyłka: do 15 grudnia 2026", shipped: false }],
    ["an older order's day, counted from its placing", order({ shipBy: null }), { text: shipDateText(shipBy(placedAt, DAYS)), shipped: false }],
    ["a new order waiting for the shop", order({ orderStatus: "nowe" }), { text: "Szacowana wysyłka: do 15 grudnia 2026", shipped: false }],
    [
      "a courier order that is ready still has to leave",
      order({ orderStatus: "gotowe", readyAt: new Date("2026-12-01T10:00:00Z") }),
      { text: "Szacowana wysyłka: do 15 grudnia 2026", shipped: false },
    ],
    ["shipped: the day it left, in Warsaw", order({ orderStatus: "wysłane", shippedAt: new Date("2026-12-03T23:30:00Z") }), { text: "Wysłane 4 grudnia 2026", shipped: true }],
    ["marked shipped before the day was kept", order({ orderStatus: "wysłane" }), { text: "Wysłane", shipped: true }],
    ["cancelled", order({ orderStatus: "anulowane" }), null],
    ["rejected", order({ orderStatus: "odrzucone" }), null],
    ["a pickup order ready to be collected", order({ deliveryMethod: "odbior_osobisty", orderStatus: "gotowe" }), null],
    ["a pickup order in production", order({ deliveryMethod: "odbior_osobisty", orderStatus: "w_realizacji" }), { text: "Szacowana wysyłka: do 15 grudnia 2026", shipped: false }],
  ])("%s", (_case, given, expected) => {
    expect(orderDispatch(given, DAYS)).toEqual(expected);
  });
});

const entry = (change: Partial<TimelineEntry>): TimelineEntry => ({
  id: 1,
  at: new Date("2026-11-28T09:00:00Z"),
  kind: "placed",
  actor: "customer",
  actorEmail: null,
  details: null,
  ...change,
});

describe("the history's sentences", () => {
  it.each([
    [entry({ kind: "note", details: { text: "Oddzwonić" } }), "Notatka: Oddzwonić"],
    // Anonymisation cleared what may name the customer.
    [entry({ kind: "note", details: null }), "Notatka (treść usunięta z danymi osobowymi)"],
    [
      entry({ kind: "email_sent", details: { subject: "Nowe zamówienie ZAM-2026-000001 – Anna Nowak", recipient: "shop" } }),
      "Wysłano e-mail do sklepu: Nowe zamówienie ZAM-2026-000001 – Anna Nowak",
    ],
    [entry({ kind: "email_sent", details: { recipient: "shop" } }), "Wysłano e-mail do sklepu"],
    [entry({ kind: "payment_booked", details: { amount: 12345 } }), "Płatność zaksięgowana: 123,45 zł"],
    [entry({ kind: "status", details: { from: "nowe", to: "w_realizacji" } }), "Status zamówienia: W realizacji"],
    [entry({ kind: "cancelled", details: { by: "sklep" } }), "Zamówienie anulowane"],
  ])("%o reads '%s'", (given, text) => {
    expect(timelineText(given)).toBe(text);
  });

  it.each([
    ["owner", entry({ kind: "accepted", actor: "admin", actorEmail: "wlasciciel@example.pl" }), "wlasciciel@example.pl"],
    ["customer", entry({ kind: "accepted", actor: "admin", actorEmail: "wlasciciel@example.pl" }), "Sklep"],
    ["customer", entry({ kind: "cancelled", actor: "customer", details: { by: "klient" } }), "Ty"],
    ["owner", entry({ kind: "payment_booked", actor: "system" }), "Automatycznie"],
  ] as const)("names who acted to the %s", (reader, given, by) => {
    expect(timelineLine(given, reader)).toMatchObject({ id: 1, at: given.at, kind: given.kind, by });
  });

  it("never shows the customer a note or the shop's own mail", () => {
    expect(isCustomerFacing(entry({ kind: "note", details: { text: "x" } }))).toBe(false);
    expect(isCustomerFacing(entry({ kind: "email_sent", details: { recipient: "shop" } }))).toBe(false);
    expect(isCustomerFacing(entry({ kind: "email_sent", details: { recipient: "customer" } }))).toBe(true);
  });
});
