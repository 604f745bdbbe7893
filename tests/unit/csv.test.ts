import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { csvRows, neutralizeFormula } from "~/lib/csv";

// csvRows writes by hand what papaparse's unparse wrote (the export of every order is CPU-bound on it): the same
// bytes for every cell that needs quoting or neutralising, and a file papaparse reads back cell for cell.

const TRICKY = ["a;b", 'mówi "tak"', "dwie\nlinie", "powrót\rkaretki", "\r\n", " spacja", "spacja ", " ", "\uFEFFBOM", "=SUM(A1)", "+48 600", "-5", "@x", "\tTab"];
const CELLS = [...TRICKY, "zażółć gęślą jaźń", "", "zwykły", "a,b", "'już", 0, -12, 3.5, 1_000_000];
const ROWS = CELLS.map((cell, i) => [cell, CELLS[(i + 7) % CELLS.length]!, `${i}`, i]);
const HEADER = ["Pierwsza", "Druga; z średnikiem", "Trzecia", "Czwarta"];

function papaRows(rows: (string | number)[][], header?: string[]) {
  const data = rows.map((row) => row.map((cell) => (typeof cell === "string" ? neutralizeFormula(cell) : cell)));
  return Papa.unparse({ fields: header ?? [], data }, { delimiter: ";", newline: "\r\n", header: Boolean(header), quotes: false });
}

describe("csvRows", () => {
  it("writes what papaparse wrote, with a header and without, with rows and without", () => {
    expect(csvRows(ROWS, HEADER)).toBe(papaRows(ROWS, HEADER));
    expect(csvRows(ROWS)).toBe(papaRows(ROWS));
    expect(csvRows([], HEADER)).toBe(papaRows([], HEADER));
    expect(csvRows([], HEADER)).toBe(`Pierwsza;"Druga; z średnikiem";Trzecia;Czwarta\r\n`);
    expect(csvRows([])).toBe(papaRows([]));
  });

  it("reads back cell for cell, formulas shown as text", () => {
    const parsed = Papa.parse<string[]>(csvRows(ROWS, HEADER), { delimiter: ";" });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data[0]).toEqual(HEADER);
    expect(parsed.data.slice(1)).toEqual(ROWS.map((row) => row.map((cell) => (typeof cell === "string" ? neutralizeFormula(cell) : String(cell)))));
    expect(parsed.data.slice(1).map((row) => row[0])).toContain("'=SUM(A1)");
  });
});
