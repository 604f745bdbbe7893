import { describe, expect, it } from "vitest";
import { CATALOGUE_HEADER, parseCatalogueCsv, readCatalogueRow, restoreFormula, rowErrorText, type FabricRecordInput } from "~/lib/schemas/catalogue-csv";

const HEADER = CATALOGUE_HEADER.join(";");
const GOOD = "PL-101;Basic 101;czarny;Półprzezroczysta;Basic;/images/fabrics/PL-101.svg;69,00;60;tak;nie;20;22;58";
const GOOD_RECORD: FabricRecordInput = {
  code: "PL-101",
  name: "Basic 101",
  colour: "czarny",
  category: "Półprzezroczysta",
  collection: "Basic",
  image: "/images/fabrics/PL-101.svg",
  pricePerM2: 6900,
  maxWidthCm: 60,
  available: true,
  sale: false,
  transmission: 20,
  reflection: 22,
  absorption: 58,
};
const cellsOf = (line: string) => Object.fromEntries(CATALOGUE_HEADER.map((column, i) => [column, line.split(";")[i] ?? ""]));
/** GOOD with one column replaced. */
const withCell = (column: string, value: string) => {
  const cells = GOOD.split(";");
  cells[CATALOGUE_HEADER.indexOf(column)] = value;
  return cells.join(";");
};

describe("one row of the catalogue's spreadsheet", () => {
  it("reads the export's cells back into the fabric", () => {
    expect(readCatalogueRow(cellsOf(GOOD))).toEqual({ ok: true, record: GOOD_RECORD });
  });

  it.each<[string, string, Partial<FabricRecordInput>]>([
    ["Cena (zł/m²)", "123.45", { pricePerM2: 12345 }],
    ["Cena (zł/m²)", "1 234,5", { pricePerM2: 123450 }],
    ["Cena (zł/m²)", "10000", { pricePerM2: 1_000_000 }],
    ["Cena (zł/m²)", "0,01", { pricePerM2: 1 }],
    ["Dostępność", "NIE", { available: false }],
    ["Wyprzedaż", "TRUE", { sale: true }],
    ["Maksymalna szerokość (cm)", "300", { maxWidthCm: 300 }],
    ["Transmisja", "100", { transmission: 100 }],
    ["Nazwa", "  Basic 101  ", {}],
    ["Nazwa", "'=Basic", { name: "=Basic" }],
  ])("%s %j is read", (column, value, change) => {
    expect(readCatalogueRow(cellsOf(withCell(column, value)))).toEqual({ ok: true, record: { ...GOOD_RECORD, ...change } });
  });

  it.each<[string, string, string[]]>([
    ["Kod", "", ["kod jest wymagany"]],
    ["Kod", "PL 101", ["kod może zawierać tylko litery, cyfry, kropkę, myślnik i podkreślenie"]],
    ["Nazwa", " ", ["nazwa jest wymagana"]],
    ["Kolor", "", ["kolor jest wymagany"]],
    ["Cena (zł/m²)", "0", ["cena musi być większa od zera"]],
    ["Cena (zł/m²)", "-5", ["cena musi być większa od zera"]],
    ["Cena (zł/m²)", "10000,01", ["cena może wynosić najwyżej 10 000,00 zł/m²"]],
    ["Cena (zł/m²)", "100000", ["cena może wynosić najwyżej 10 000,00 zł/m²"]],
    ["Cena (zł/m²)", "12,345", ["cena musi być kwotą w złotych, np. 123,45"]],
    ["Cena (zł/m²)", "", ["cena jest wymagana"]],
    ["Maksymalna szerokość (cm)", "19", ["maksymalna szerokość musi wynosić od 20 do 300 cm"]],
    ["Maksymalna szerokość (cm)", "301", ["maksymalna szerokość musi wynosić od 20 do 300 cm"]],
    ["Maksymalna szerokość (cm)", "120,5", ["maksymalna szerokość musi być liczbą całkowitą"]],
    ["Transmisja", "101", ["transmisja musi wynosić od 0 do 100%"]],
    ["Absorbcja", "-1", ["absorpcja musi wynosić od 0 do 100%"]],
    ["Dostępność", "może", ["dostępność: wpisz „tak” albo „nie”"]],
    ["Zdjecie", "javascript:alert(1)", ["zdjęcie musi być ścieżką zaczynającą się od / albo adresem https://"]],
  ])("%s %j is refused", (column, value, messages) => {
    expect(readCatalogueRow(cellsOf(withCell(column, value)))).toEqual({ ok: false, messages });
  });

  it("says everything wrong with a row at once", () => {
    const line = withCell("Cena (zł/m²)", "abc").replace(";60;", ";10;");
    expect(readCatalogueRow(cellsOf(line))).toEqual({ ok: false, messages: ["cena musi być kwotą w złotych, np. 123,45", "maksymalna szerokość musi wynosić od 20 do 300 cm"] });
  });

  it("undoes only the export's own guard against formulas", () => {
    expect(restoreFormula("'=SUM(A1)")).toBe("=SUM(A1)");
    expect(restoreFormula("'-5")).toBe("-5");
    expect(restoreFormula("'cytat'")).toBe("'cytat'");
  });
});

describe("the uploaded file", () => {
  it("reads the export as it is: BOM, `;`, CRLF, a trailing line", () => {
    const file = parseCatalogueCsv(`\uFEFF${HEADER}\r\n${GOOD}\r\n`);
    expect(file).toEqual({ ok: true, rows: [{ row: 2, record: GOOD_RECORD }], errors: [] });
  });

  it("reads a file saved with `,` between columns and no BOM, in any column order", () => {
    const columns = [...CATALOGUE_HEADER].reverse();
    const values = GOOD.split(";")
      .reverse()
      .map((cell) => (cell.includes(",") ? `"${cell}"` : cell));
    expect(parseCatalogueCsv(`${columns.join(",")}\n${values.join(",")}`)).toEqual({ ok: true, rows: [{ row: 2, record: GOOD_RECORD }], errors: [] });
  });

  it("numbers row errors as the spreadsheet does, and a code given twice is an error on its second row", () => {
    const file = parseCatalogueCsv([HEADER, GOOD, "", withCell("Kod", "PL-102").replace(";69,00;", ";0;"), GOOD, "PL-103;za mało kolumn"].join("\r\n"));
    if (!file.ok) throw new Error(file.message);
    expect(file.rows.map(({ row }) => row)).toEqual([2]);
    expect(file.errors.map(rowErrorText)).toEqual([
      "Wiersz 4: cena musi być większa od zera",
      "Wiersz 5: kod PL-101 powtarza się (pierwszy raz w wierszu 2)",
      "Wiersz 6: zła liczba kolumn (powinno być 13)",
    ]);
  });

  it.each<[string, string]>([
    ["", "To nie jest plik katalogu tkanin: pierwszy wiersz musi zawierać nazwy kolumn (Kod;Nazwa;…)."],
    ["\u0089PNG\r\n\u001a\n binary", "To nie jest plik katalogu tkanin: pierwszy wiersz musi zawierać nazwy kolumn (Kod;Nazwa;…)."],
    [`${HEADER.replace(";Refleksja", "")}\r\n`, "W pliku brakuje kolumn: Refleksja."],
    [`${HEADER}\r\n${`${GOOD}\r\n`.repeat(2001)}`, "Plik ma więcej niż 2000 wierszy."],
  ])("refuses a file that is not the catalogue (%#)", (text, message) => {
    expect(parseCatalogueCsv(text)).toEqual({ ok: false, message });
  });
});
