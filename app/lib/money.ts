/** Money is integer grosze everywhere; these are the only conversions. */
export type Grosze = number;

const plnFormat = new Intl.NumberFormat("pl-PL", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/** 123450 → "1 234,50 zł" (pl-PL groups with a non-breaking space). */
export function formatPln(amount: Grosze): string {
  return `${plnFormat.format(amount / 100)} zł`;
}

/** Whole złote to grosze: 45 → 4500. */
export function zl(amount: number): Grosze {
  return Math.round(amount * 100);
}

/** 12345 → "123.45": a dot and no grouping, the decimal string schema.org prices use. */
export function decimalAmount(amount: Grosze): string {
  return (amount / 100).toFixed(2);
}

/** 12345 → "123,45": a Polish decimal comma without grouping or currency, for a spreadsheet cell or a bank's amount field. */
export function commaAmount(amount: Grosze): string {
  return decimalAmount(amount).replace(".", ",");
}
