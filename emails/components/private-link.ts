import { ORDER_LINK_DAYS } from "~/lib/order-number";
import { countOf, DAYS } from "~/lib/plural";

/** Under every button that opens the customer's order without signing in. */
export const PRIVATE_LINK_NOTE = `Link jest prywatny: przez ${countOf(ORDER_LINK_DAYS, DAYS)} prowadzi do Twojego zamówienia bez logowania, nie przekazuj go innym osobom.`;
