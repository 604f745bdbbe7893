/**
 * The one fulfilment time the shop states everywhere (policies, home, checkout, payment pages, e-mails).
 * The spec's texts disagree; docs/decisions/2026-11-21-fulfilment-time.md records why this reading.
 */
export const FULFILMENT_TIME = "od 7 do 28 dni roboczych, zwykle 7–14 dni roboczych";

/** When the clock starts, for a sentence ending "…trwa {FULFILMENT_TIME} {FULFILMENT_START}." */
export const FULFILMENT_START = "od zaksięgowania płatności, a przy płatności przy odbiorze od potwierdzenia zamówienia";

export const FULFILMENT_SENTENCE = `Czas realizacji zamówienia wynosi ${FULFILMENT_TIME} ${FULFILMENT_START}.`;
