import Papa from "papaparse";

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a
 * leading apostrophe, so customer text in an export is shown, never executed. A plain negative amount
 * ('-123,45', a correcting invoice's) is a number, not a formula, and stays one.
 */
export function neutralizeFormula(value: string): string {
  if (/^-\d+(,\d+)?$/.test(value)) return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Polish Excel opens UTF-8 with a BOM and `;` between columns correctly. */
export const CSV_BOM = "\uFEFF";

export function csvRows(rows: (string | number)[][], header?: string[]): string {
  const data = rows.map((row) => row.map((cell) => (typeof cell === "string" ? neutralizeFormula(cell) : cell)));
  return Papa.unparse({ fields: header ?? [], data }, { delimiter: ";", newline: "\r\n", header: Boolean(header), quotes: false });
}
