import { addCalendarDays, type IsoDay, isWorkingDay } from "~/lib/polish-holidays";
import { type Bucket, bucketKey, bucketKeys, hourToDayCached, type StatsPeriod } from "~/lib/stats-period";

// How the shop keeps its promise (/admin-stats, 'Realizacja zamówień'): of the orders shipped in a period, how many
// working days they took from acceptance to shipping, and how many left by the ship-by day the customer was shown.
// Definitions in docs/decisions/2026-11-28-fulfilment-statistics.md. D1 groups the shipped orders by the UTC hour they
// were shipped and accepted (Warsaw's offset is whole hours, so an hour is on one Warsaw day) and these rules fold them.

/** Shipped orders as D1 groups them: the UTC hours (ms / 3 600 000) of shipping and acceptance, and the ship-by day. */
export interface ShippedGroup {
  shippedHour: number;
  /** Null: the acceptance's time was not recorded (accepted before it was kept, or never accepted). */
  acceptedHour: number | null;
  /** Null: the order's ship-by day was not kept (placed before it was). */
  shipBy: IsoDay | null;
  orders: number;
}

export interface FulfilmentFigures {
  /** Orders shipped (handed to the carrier, or ready for pickup). */
  shipped: number;
  /** Of them, those accepted no later than the day they shipped: the time figures are theirs. */
  timed: number;
  /** Working days from acceptance to shipping: the median and the mean of the timed orders; null without one. */
  medianDays: number | null;
  averageDays: number | null;
  /** Of the shipped, those whose ship-by day was kept; of those, the ones shipped by it. */
  promised: number;
  onTime: number;
}

export interface FulfilmentStats {
  totals: FulfilmentFigures;
  /** Every bucket of the period, by the Warsaw day the orders shipped. */
  buckets: (FulfilmentFigures & { key: string })[];
}

/**
 * Counts working days from `start` to `end` as the ship-by promise counts them (app/lib/ship-date.ts): the start day
 * never counts, every working day after it up to and including `end` does. Shipped on the ship-by day of a promise of
 * n working days is n; the same day, or a day off after it, is 0. An `end` before `start` is 0 too.
 *
 * A period's shipments ask about thousands of pairs of days: the counter numbers each day once (working days since the
 * first day it was asked about, walking out as far as it is asked), so a pair is a subtraction, not a walk.
 */
export function workingDayCounter(): (start: IsoDay, end: IsoDay) => number {
  const ordinals = new Map<IsoDay, number>();
  let first: IsoDay | undefined;
  let last: IsoDay | undefined;
  const ordinal = (day: IsoDay): number => {
    if (first === undefined || last === undefined) {
      first = last = day;
      ordinals.set(day, 0);
    }
    for (let at = ordinals.get(last) ?? 0; day > last; ) {
      last = addCalendarDays(last, 1);
      if (isWorkingDay(last)) at++;
      ordinals.set(last, at);
    }
    for (let at = ordinals.get(first) ?? 0; day < first; ) {
      if (isWorkingDay(first)) at--;
      first = addCalendarDays(first, -1);
      ordinals.set(first, at);
    }
    return ordinals.get(day) ?? 0;
  };
  return (start, end) => (end > start ? ordinal(end) - ordinal(start) : 0);
}

/** One bucket's running sums: the time figures as a count per number of working days (a median needs them all). */
interface Sums {
  shipped: number;
  promised: number;
  onTime: number;
  days: Map<number, number>;
}

const emptySums = (): Sums => ({ shipped: 0, promised: 0, onTime: 0, days: new Map() });

function figures({ shipped, promised, onTime, days }: Sums): FulfilmentFigures {
  const counts = [...days].sort(([a], [b]) => a - b);
  const timed = counts.reduce((sum, [, n]) => sum + n, 0);
  // The value at a position of the sorted list, walking the counts rather than spelling the list out.
  const at = (position: number) => {
    let seen = 0;
    for (const [value, n] of counts) {
      seen += n;
      if (position < seen) return value;
    }
    throw new RangeError(`no timed order at ${position}`);
  };
  return {
    shipped,
    timed,
    medianDays: timed ? (at(Math.floor((timed - 1) / 2)) + at(Math.floor(timed / 2))) / 2 : null,
    averageDays: timed ? counts.reduce((sum, [value, n]) => sum + value * n, 0) / timed : null,
    promised,
    onTime,
  };
}

/**
 * The period's figures, in total and per bucket, from D1's groups. An order counts on the Warsaw day it shipped; it is
 * on time when that day is not after its ship-by day. Orders without a kept ship-by day are left out of the share and
 * those without a recorded acceptance (or accepted only after the day they shipped) out of the time: both still count
 * as shipped, and the page says how many are left out.
 */
export function fulfilmentStats(groups: readonly ShippedGroup[], period: Pick<StatsPeriod, "from" | "to"> & { bucket: Bucket }): FulfilmentStats {
  const buckets = new Map(bucketKeys(period).map((key) => [key, emptySums()]));
  const totals = emptySums();
  const dayOf = hourToDayCached();
  const workingDays = workingDayCounter();
  for (const group of groups) {
    const shippedDay = dayOf(group.shippedHour);
    const bucket = buckets.get(bucketKey(shippedDay, period.bucket));
    if (!bucket) continue;
    const acceptedDay = group.acceptedHour === null ? null : dayOf(group.acceptedHour);
    const days = acceptedDay !== null && acceptedDay <= shippedDay ? workingDays(acceptedDay, shippedDay) : undefined;
    for (const sums of [bucket, totals]) {
      sums.shipped += group.orders;
      if (group.shipBy !== null) {
        sums.promised += group.orders;
        if (shippedDay <= group.shipBy) sums.onTime += group.orders;
      }
      if (days !== undefined) sums.days.set(days, (sums.days.get(days) ?? 0) + group.orders);
    }
  }
  return { totals: figures(totals), buckets: [...buckets].map(([key, sums]) => ({ key, ...figures(sums) })) };
}

const daysFormat = new Intl.NumberFormat("pl-PL", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Working days with one decimal, '4,5'; none: an empty string (a cell with nothing to show). */
export function formatDays(days: number | null): string {
  return days === null ? "" : daysFormat.format(days);
}
