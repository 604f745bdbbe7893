import { formatPln } from "./money";
import { orderStatusLabel, paymentStatusLabel } from "./order-status";
import type { OrderDispatch } from "./ship-date";
import { CARRIER_LABELS, type Carrier } from "./shipping";

// An order's timeline: every change, append-only, with its time and who made it (app/server/orders/timeline.server.ts
// writes each entry in the batch of its change). The owner sees all of it on the order card; the customer sees the
// entries below that are theirs to see, on the order page ('Historia zamówienia'). Pure, so both pages read it alike.

export const TIMELINE_KINDS = [
  "placed",
  "payment_booked",
  "payment_status",
  "accepted",
  "rejected",
  "status",
  "production_started",
  "line_done",
  "shipped",
  "ready_for_pickup",
  "cancelled",
  "refunded",
  "note",
  "email_sent",
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** Who made the change: the customer, an administrator (their account's e-mail kept beside, for the owner only), or the shop's own machinery (a payment provider's word, a cron). */
export const TIMELINE_ACTORS = ["customer", "admin", "system"] as const;
export type TimelineActor = (typeof TIMELINE_ACTORS)[number];

/** What an entry carries besides its kind; each kind fills the fields it needs. */
export interface TimelineDetails {
  /** status: the order status before and after a change by hand; payment_status likewise for the payment. */
  from?: string | null;
  to?: string;
  /** rejected: the reason the customer was given. */
  reason?: string | null;
  /** line_done: the line's position on the order and its title. */
  position?: number;
  title?: string;
  /** shipped: the parcel. */
  carrier?: Carrier;
  trackingNumber?: string;
  trackingUrl?: string | null;
  /** note: the owner's internal note. */
  text?: string;
  /** email_sent: its subject, and whether it went to the customer or to the shop. */
  subject?: string;
  recipient?: "customer" | "shop";
  /** refunded, payment_booked: the amount in grosze. */
  amount?: number;
  /** cancelled: who cancelled. */
  by?: "klient" | "sklep";
}

export interface TimelineEntry {
  id: number;
  at: Date;
  kind: TimelineKind;
  actor: TimelineActor;
  /** The administrator's account: shown to the owner, never to the customer. */
  actorEmail: string | null;
  details: TimelineDetails | null;
}

/** The longest internal note the owner may add to an order. */
export const NOTE_MAX_LENGTH = 1000;

/**
 * What the customer may read of an entry: never an internal note, the workshop's own steps (the start of production is
 * told to them by the status entry of the same change), or an e-mail that went to the shop.
 */
export function isCustomerFacing(entry: Pick<TimelineEntry, "kind" | "details">): boolean {
  if (entry.kind === "note" || entry.kind === "line_done" || entry.kind === "production_started") return false;
  if (entry.kind === "email_sent") return entry.details?.recipient === "customer";
  return true;
}

/** The entry as one sentence, in the shop's words. */
export function timelineText({ kind, details }: Pick<TimelineEntry, "kind" | "details">): string {
  const d = details ?? {};
  switch (kind) {
    case "placed":
      return "Zamówienie złożone";
    case "payment_booked":
      return d.amount === undefined ? "Płatność zaksięgowana" : `Płatność zaksięgowana: ${formatPln(d.amount)}`;
    case "payment_status":
      return `Status płatności: ${paymentStatusLabel(d.to ?? "")}`;
    case "accepted":
      return "Zamówienie zaakceptowane";
    case "rejected":
      return d.reason ? `Zamówienie odrzucone. Powód: ${d.reason}` : "Zamówienie odrzucone";
    case "status":
      return `Status zamówienia: ${orderStatusLabel(d.to ?? "")}`;
    case "production_started":
      return "Rozpoczęto produkcję";
    case "line_done":
      return `Pozycja ${d.position ?? "?"} wykonana${d.title ? `: ${d.title}` : ""}`;
    case "shipped":
      return d.carrier ? `Wysłane: ${CARRIER_LABELS[d.carrier]}, numer przesyłki ${d.trackingNumber ?? ""}`.trim() : "Wysłane";
    case "ready_for_pickup":
      return "Gotowe do odbioru";
    case "cancelled":
      return d.by === "klient" ? "Zamówienie anulowane przez klienta" : "Zamówienie anulowane";
    case "refunded":
      return d.amount === undefined ? "Zwrot płatności" : `Zwrot płatności: ${formatPln(d.amount)}`;
    // Anonymisation clears a note's text and the subject of a mail to the shop (they may name the customer).
    case "note":
      return d.text === undefined ? "Notatka (treść usunięta z danymi osobowymi)" : `Notatka: ${d.text}`;
    case "email_sent":
      return `Wysłano e-mail${d.recipient === "shop" ? " do sklepu" : ""}${d.subject === undefined ? "" : `: ${d.subject}`}`;
  }
}

/** Who made the change, as the page's reader may know it: the owner sees the administrator's account, the customer 'Sklep'. */
export function timelineActorText(entry: Pick<TimelineEntry, "actor" | "actorEmail">, reader: "owner" | "customer"): string {
  switch (entry.actor) {
    case "customer":
      return reader === "customer" ? "Ty" : "Klient";
    case "admin":
      return reader === "owner" && entry.actorEmail ? entry.actorEmail : "Sklep";
    case "system":
      return "Automatycznie";
  }
}

/** An entry as `reader` reads it on a page or in a document: when, the sentence, and who. */
export interface TimelineLine {
  id: number;
  at: Date;
  kind: TimelineKind;
  text: string;
  by: string;
}

export function timelineLine(entry: TimelineEntry, reader: "owner" | "customer"): TimelineLine {
  return { id: entry.id, at: entry.at, kind: entry.kind, text: timelineText(entry), by: timelineActorText(entry, reader) };
}

/** 'Historia zamówienia' on the customer's order page, built on the server: when the order leaves (or left), and its customer-facing entries. */
export interface OrderHistoryView {
  dispatch: OrderDispatch | null;
  entries: TimelineLine[];
}
