import { href } from "react-router";
import { countOf } from "./plural";

/** ZAM-<year>-<6-digit sequence>, e.g. ZAM-2026-000042. */
export function formatOrderNumber(year: number, sequence: number): string {
  return `ZAM-${year}-${String(sequence).padStart(6, "0")}`;
}

export const orderNumberPattern = /^ZAM-\d{4}-\d{6,}$/;

/**
 * The order number a page's address names, trimmed, for the page to show back to whoever typed it;
 * null for anything that is not one, so an address cannot put other words on the shop's page.
 */
export function typedOrderNumber(value: string): string | null {
  const trimmed = value.trim();
  return orderNumberPattern.test(trimmed) ? trimmed : null;
}

/** The query parameter of the private order link. */
export const ORDER_TOKEN_PARAM = "klucz";

/** How long a private order link opens its order; then the order's page offers to e-mail a fresh one. */
export const ORDER_LINK_DAYS = 90;
/** The same, as a sentence says it ('ważny 90 dni', 'przez 90 dni'). */
export const ORDER_LINK_VALIDITY = countOf(ORDER_LINK_DAYS, ["dzień", "dni", "dni"]);

/** A page of one order carrying the private link's token, so its holder keeps seeing their data there; unchanged without one. */
export function withOrderToken(path: string, token: string | null | undefined): string {
  return token ? `${path}?${new URLSearchParams({ [ORDER_TOKEN_PARAM]: token })}` : path;
}

/** The order details page's one address, by the order's number. */
export function orderDetailsPath(number: string): string {
  return href("/order-details/:orderNumber", { orderNumber: number });
}

/** The private link to an order that the thank-you page and the confirmation e-mail carry. */
export function privateOrderPath(number: string, accessToken: string): string {
  return withOrderToken(orderDetailsPath(number), accessToken);
}
