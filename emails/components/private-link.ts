import { ORDER_LINK_VALIDITY } from "~/lib/order-number";

/** Under every button that opens the customer's order without signing in. */
export const PRIVATE_LINK_NOTE = `Link jest prywatny: przez ${ORDER_LINK_VALIDITY} prowadzi do Twojego zamówienia bez logowania, nie przekazuj go innym osobom.`;
