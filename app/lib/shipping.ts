// The carriers a courier order leaves with, and where a customer follows the parcel. Pure: the order card, the order
// page and the shipped e-mail read it alike. Stored values are these keys.

import { href } from "react-router";

export const CARRIERS = ["dpd", "inpost", "gls", "poczta_polska", "dhl", "inny"] as const;
export type Carrier = (typeof CARRIERS)[number];

/** The shop sends by DPD unless the owner chooses otherwise. */
export const DEFAULT_CARRIER: Carrier = "dpd";

export const CARRIER_LABELS: Readonly<Record<Carrier, string>> = {
  dpd: "DPD",
  inpost: "InPost",
  gls: "GLS",
  poczta_polska: "Poczta Polska",
  dhl: "DHL",
  inny: "Inny przewoźnik",
};

/** Each carrier's public tracking page for one parcel number; 'inny' has none, so the owner gives its address. */
const TRACKING_PAGES: Readonly<Record<Exclude<Carrier, "inny">, (number: string) => string>> = {
  dpd: (n) => `https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=${n}`,
  inpost: (n) => `https://inpost.pl/sledzenie-przesylek?number=${n}`,
  gls: (n) => `https://gls-group.com/PL/pl/sledzenie-paczek?match=${n}`,
  poczta_polska: (n) => `https://emonitoring.poczta-polska.pl/?numer=${n}`,
  dhl: (n) => `https://www.dhl.com/pl-pl/home/sledzenie-przesylek.html?tracking-id=${n}`,
};

/** Where the parcel is followed: the carrier's page for its number, or the address the owner gave for another carrier. */
export function trackingUrl(carrier: Carrier, trackingNumber: string, ownUrl: string | null = null): string | null {
  if (carrier === "inny") return ownUrl;
  return TRACKING_PAGES[carrier](encodeURIComponent(trackingNumber));
}

/** Where the owner marks courier orders shipped, several at once. */
export const SHIPPING_PATH = href("/admin-wysylka");

/** The shipping list's page, and so the most parcels one submission records: each statement binds the list as one JSON value. */
export const SHIPPING_PAGE_SIZE = 25;

/** The printable packing slip of one order ('Specyfikacja przesyłki'), from its card. */
export const packingSlipPath = (number: string) => href("/admin-zamowienia/:number/specyfikacja", { number });

/** An order's parcel as stored: all null until the owner records it (app/server/shipping/ship.server.ts). */
export interface ParcelRecord {
  carrier: Carrier | null;
  trackingNumber: string | null;
  /** The owner's own tracking address, for 'inny' only. */
  trackingUrl: string | null;
  shippedAt: Date | null;
}

/** A recorded parcel as the card, the order page and the e-mail show it: its carrier's name, its number and where to follow it. */
export interface Parcel {
  carrier: Carrier;
  carrierLabel: string;
  trackingNumber: string;
  /** null only for an 'inny' parcel recorded without an address, which the form never allows. */
  trackingLink: string | null;
  shippedAt: Date | null;
}

/** The order's parcel, or null before the owner recorded one. */
export function parcelOf(order: ParcelRecord): Parcel | null {
  if (!order.carrier || !order.trackingNumber) return null;
  return {
    carrier: order.carrier,
    carrierLabel: CARRIER_LABELS[order.carrier],
    trackingNumber: order.trackingNumber,
    trackingLink: trackingUrl(order.carrier, order.trackingNumber, order.trackingUrl),
    shippedAt: order.shippedAt,
  };
}

/** Order statuses of an order that will not be made, so never leaves. */
export const UNSHIPPABLE_ORDER_STATUSES = ["anulowane", "odrzucone"] as const;

/** Only a courier order the shop accepted and still makes leaves with a parcel: not a pickup, not cancelled, not rejected. */
export function mayShip(order: { deliveryMethod: string; orderStatus: string; accepted: boolean | null }): boolean {
  return order.deliveryMethod === "kurier" && order.accepted === true && !(UNSHIPPABLE_ORDER_STATUSES as readonly string[]).includes(order.orderStatus);
}

/** A pickup order the customer may collect: the shop said it is ready (its pickup e-mail went out). */
export function readyForPickup(order: { deliveryMethod: string; orderStatus: string }): boolean {
  return order.deliveryMethod === "odbior_osobisty" && order.orderStatus === "gotowe";
}
