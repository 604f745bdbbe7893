/** The customer as the transfer pages' summary names them; shown only to a viewer allowed to see the order. */
export function customerName(order: { firstName: string; lastName: string }): string {
  return `${order.firstName} ${order.lastName}`.trim() || "Nieznany klient";
}
