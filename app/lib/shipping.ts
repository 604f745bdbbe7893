// The carriers a courier order leaves with, and where a customer follows the parcel. Pure: the order card, the order
// page and the shipped e-mail read it alike. Stored values are these keys.

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
