import { formatDate, isoDate } from "~/lib/dates";
import { addCalendarDays, type IsoDay, isWorkingDay } from "~/lib/polish-holidays";
import type { FulfilmentDays } from "~/lib/shop-settings";

// 'Szacowana wysyłka: do {date}': the latest day an order leaves the shop, shown by the configurators, the cart, the
// checkout and the confirmation e-mail. Pure: the caller passes the moment the clock starts (now, before ordering; the
// payment's booking or, for cash, the order's confirmation, after it: app/lib/fulfilment.ts's FULFILMENT_START).

/**
 * The Warsaw day by which an order dispatched within `workingDays` working days leaves, as 'YYYY-MM-DD'.
 *
 * The counting rule: the day the clock starts never counts, whatever the hour. The terms promise whole working days and
 * state no cut-off time, and part of a day (an order at 8:00 or at 23:59 alike) is not one; it is also the later, safer
 * date. Day 1 is the first working day after the Warsaw calendar day of `orderedAt`, so with 1 working day an order
 * placed on a Friday, a Saturday or a Sunday ships by Monday.
 * 0 working days (below the settings' 1–120) means the order's own day if it is a working day, else the next one: the
 * date shown is always a day the shop works.
 */
export function estimatedShipDate(orderedAt: Date, workingDays: number): IsoDay {
  if (!Number.isInteger(workingDays) || workingDays < 0) throw new RangeError(`Niepoprawna liczba dni roboczych: ${workingDays}`);
  // The Warsaw calendar day, not the UTC one: 23:30 UTC on 31 December is already 1 January in Poland.
  const from = isoDate(orderedAt);
  // Every page states it from today: the walk over the calendar is done once a day, not once a render.
  if (lastEstimate?.from !== from || lastEstimate.workingDays !== workingDays) lastEstimate = { from, workingDays, day: shipDateFrom(from, workingDays) };
  return lastEstimate.day;
}

let lastEstimate: { from: IsoDay; workingDays: number; day: IsoDay } | undefined;

function shipDateFrom(from: IsoDay, workingDays: number): IsoDay {
  let day = from;
  if (workingDays === 0) {
    while (!isWorkingDay(day)) day = addCalendarDays(day, 1);
    return day;
  }
  for (let counted = 0; counted < workingDays; ) {
    day = addCalendarDays(day, 1);
    if (isWorkingDay(day)) counted++;
  }
  return day;
}

/**
 * The ship-by day the shop promises: the settings' longest fulfilment time (fulfilmentMaxDays), because "do" means at
 * the latest and the terms promise that range's end. The one place that chooses it; every page and e-mail calls this.
 */
export function shipBy(orderedAt: Date, days: Pick<FulfilmentDays, "fulfilmentMaxDays">): IsoDay {
  return estimatedShipDate(orderedAt, days.fulfilmentMaxDays);
}

/** 'Szacowana wysyłka: do 15 grudnia 2026' for the day '2026-12-15'. */
export function shipDateText(day: IsoDay): string {
  // Noon UTC is the same calendar day in Warsaw (UTC+1 or +2), so formatting in Warsaw time keeps the day. Adding no
  // days refuses a day that does not exist (2026-02-30) instead of printing 2 March.
  return `Szacowana wysyłka: do ${formatDate(new Date(`${addCalendarDays(day, 0)}T12:00:00Z`))}`;
}

/** What an order's page says of its leaving the shop; `shipped` once it has. */
export interface OrderDispatch {
  text: string;
  shipped: boolean;
}

/**
 * The order page's line about dispatch: the ship-by day the customer was last shown (kept on the order; an order from
 * before it was kept counts from its placing) while the order is still to leave, the day it left once it has, and
 * nothing for an order that will not leave: cancelled, rejected, or a pickup order ready to be collected.
 */
export function orderDispatch(
  order: { orderStatus: string; deliveryMethod: string; shipBy: IsoDay | null; createdAt: Date; shippedAt: Date | null; readyAt: Date | null },
  days: Pick<FulfilmentDays, "fulfilmentMaxDays">,
): OrderDispatch | null {
  if (order.orderStatus === "anulowane" || order.orderStatus === "odrzucone") return null;
  if (order.shippedAt || order.orderStatus === "wysłane") return { text: order.shippedAt ? `Wysłane ${formatDate(order.shippedAt)}` : "Wysłane", shipped: true };
  if (order.deliveryMethod === "odbior_osobisty" && (order.readyAt || order.orderStatus === "gotowe")) return null;
  return { text: shipDateText(order.shipBy ?? shipBy(order.createdAt, days)), shipped: false };
}
