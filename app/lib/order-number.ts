/** ZAM-<year>-<6-digit sequence>, e.g. ZAM-2026-000042. */
export function formatOrderNumber(year: number, sequence: number): string {
  return `ZAM-${year}-${String(sequence).padStart(6, "0")}`;
}

export const orderNumberPattern = /^ZAM-\d{4}-\d{6,}$/;

/** The private link to an order that the thank-you page and the confirmation e-mail carry. */
export function privateOrderPath(number: string, accessToken: string): string {
  return `/order-details/${encodeURIComponent(number)}?klucz=${encodeURIComponent(accessToken)}`;
}
