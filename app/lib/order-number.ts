/** ZAM-<year>-<6-digit sequence>, e.g. ZAM-2026-000042. */
export function formatOrderNumber(year: number, sequence: number): string {
  return `ZAM-${year}-${String(sequence).padStart(6, "0")}`;
}

export const orderNumberPattern = /^ZAM-\d{4}-\d{6,}$/;
