const areaFormat = new Intl.NumberFormat("pl-PL", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An area in m² as the shop shows it: 1.5 → "1,50 m²". */
export function formatArea(m2: number): string {
  return `${areaFormat.format(m2)} m²`;
}
