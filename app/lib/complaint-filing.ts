import { COMPLAINT_MAX_PHOTOS, type ComplaintStatus } from "./complaints";

// What the customer's side of a complaint needs to know besides the case itself (issue 47): when an order may get one
// from its page, and how the pages word the dates and the photo limit.

/** An order may be complained about from its page once it has left the shop: shipped, or (a pickup order) handed over. */
export function mayFileComplaint(order: { orderStatus: string; shippedAt: Date | string | null }): boolean {
  return order.orderStatus === "wysłane" || order.shippedAt !== null;
}

/** Why the order page does not take a complaint yet, in the customer's words. */
export function complaintNotYetText(order: { orderStatus: string }): string {
  return order.orderStatus === "anulowane"
    ? "To zamówienie zostało anulowane i nie zostało wysłane, więc nie ma czego reklamować. Jeśli coś się nie zgadza, napisz do nas przez formularz kontaktowy."
    : "Reklamację złożysz tutaj, gdy zamówienie zostanie wysłane: wtedy na stronie zamówienia pojawi się przycisk „Zgłoś reklamację”. Jeśli masz pytanie wcześniej, napisz do nas przez formularz kontaktowy.";
}

/** The photo field's label and what it accepts, for the filing and the reply forms alike. */
export const COMPLAINT_PHOTOS_LABEL = `Zdjęcia (maks. ${COMPLAINT_MAX_PHOTOS})`;
export const COMPLAINT_PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";
/** A refused form cannot give the chosen files back: the customer is told to choose them again. */
export const CHOOSE_PHOTOS_AGAIN = "Wybrane zdjęcia trzeba dodać ponownie.";

/** A complaint in the customer's lists (the order page's, /profile's): its reference, state and dates (ISO; the due day 'YYYY-MM-DD', null for a company buyer). */
export interface ComplaintSummary {
  id: number;
  reference: string;
  orderNumber: string;
  status: ComplaintStatus;
  receivedAt: string;
  dueOn: string | null;
}
