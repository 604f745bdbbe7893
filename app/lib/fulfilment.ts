import { countOf, type NounForms, pluralForm } from "~/lib/plural";
import type { PaymentMethod } from "~/lib/order-status";
import type { FulfilmentDays } from "~/lib/shop-settings";

// The one fulfilment time the shop states everywhere (policies, home, checkout, payment pages, e-mails), from the
// settings' working days. The spec's texts disagree; docs/decisions/2026-11-21-fulfilment-time.md records why this reading.

const WORKING_DAYS: NounForms = ["dzień roboczy", "dni robocze", "dni roboczych"];

/** "od 7 do 28 dni roboczych, zwykle 7–14 dni roboczych" (the usual range is left out when it is the whole one). */
export function fulfilmentTime({ fulfilmentMinDays, fulfilmentMaxDays, fulfilmentUsualMinDays, fulfilmentUsualMaxDays }: FulfilmentDays): string {
  // 'od … do' takes the genitive, whatever the numbers; a single number or a range agrees with its last number ('1 dzień roboczy', '2–3 dni robocze').
  const promised = fulfilmentMinDays === fulfilmentMaxDays ? countOf(fulfilmentMaxDays, WORKING_DAYS) : `od ${fulfilmentMinDays} do ${fulfilmentMaxDays} dni roboczych`;
  const usualIsWhole = fulfilmentUsualMinDays === fulfilmentMinDays && fulfilmentUsualMaxDays === fulfilmentMaxDays;
  if (usualIsWhole) return promised;
  const usual = fulfilmentUsualMinDays === fulfilmentUsualMaxDays ? `${fulfilmentUsualMaxDays}` : `${fulfilmentUsualMinDays}–${fulfilmentUsualMaxDays}`;
  return `${promised}, zwykle ${usual} ${pluralForm(fulfilmentUsualMaxDays, WORKING_DAYS)}`;
}

/** When the clock starts, for a sentence ending "…trwa {fulfilmentTime} {FULFILMENT_START}." */
export const FULFILMENT_START = "od zaksięgowania płatności, a przy płatności przy odbiorze od potwierdzenia zamówienia";

/** Paid in cash when the order changes hands: their clock starts when the shop accepts the order, every other's when its payment is booked. */
export const PAID_AT_HANDOVER = ["za_pobraniem", "gotowka_odbior"] as const satisfies readonly PaymentMethod[];

export function fulfilmentSentence(days: FulfilmentDays): string {
  return `Czas realizacji zamówienia wynosi ${fulfilmentTime(days)} ${FULFILMENT_START}.`;
}
