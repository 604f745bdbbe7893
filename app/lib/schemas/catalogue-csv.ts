import Papa from "papaparse";
import "~/lib/zod-locale";
import { z } from "zod";
import { CHARACTERS } from "~/lib/forms";
import { countOf, type NounForms } from "~/lib/plural";
import type { SaleRefusal } from "~/lib/price-history";
import { FABRIC_CODE_PATTERN, MAX_WIDTH_RANGE } from "./fabric-admin";
import { MAX_PRODUCT_PRICE } from "./product-admin";

// The fabrics catalogue as a spreadsheet: its columns, the rules of a fabric (the same as the fabric
// form's), and reading an uploaded file into fabrics or row errors, each with its row number as the
// spreadsheet shows it (the header is row 1). Pure, so the rules are tested on their own.

/**
 * The largest file read: 1 000 rows are ~130 KB. The preview's confirmation carries the file back in a
 * form field, so it stays well under the 512 KB a plain form may post (workers/request-guard.ts).
 */
export const CATALOGUE_FILE_MAX_BYTES = 400 * 1024;
/** More rows than a catalogue of pleat fabrics will ever have; keeps one import within D1's limits. */
export const CATALOGUE_MAX_ROWS = 2000;

// The limits are the fabric form's own; only the messages differ, worded for 'Wiersz 7: …'.
const { min: FABRIC_WIDTH_MIN_CM, max: FABRIC_WIDTH_MAX_CM } = MAX_WIDTH_RANGE;

const text = (label: string, max = 100, required = `${label} jest wymagana`) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(max, `${label} może mieć najwyżej ${countOf(max, CHARACTERS)}`);
const percent = (label: string) => z.number().int(`${label} musi być liczbą całkowitą`).min(0, `${label} musi wynosić od 0 do 100%`).max(100, `${label} musi wynosić od 0 do 100%`);
const widthMessage = `maksymalna szerokość musi wynosić od ${FABRIC_WIDTH_MIN_CM} do ${FABRIC_WIDTH_MAX_CM} cm`;

/** A fabric as the back-office sets it; the messages follow the field's name, for 'Wiersz 7: …'. */
export const fabricRecordSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, "kod jest wymagany")
    .max(40, `kod może mieć najwyżej ${countOf(40, CHARACTERS)}`)
    .regex(FABRIC_CODE_PATTERN, "kod może zawierać tylko litery, cyfry, kropkę, myślnik i podkreślenie"),
  name: text("nazwa"),
  colour: text("kolor", 50, "kolor jest wymagany"),
  category: text("kategoria"),
  collection: text("podkategoria (kolekcja)"),
  image: text("ścieżka zdjęcia", 300).regex(/^(\/|https:\/\/)\S*$/, "zdjęcie musi być ścieżką zaczynającą się od / albo adresem https://"),
  pricePerM2: z
    .number()
    .int("cena może mieć najwyżej dwa miejsca po przecinku")
    .min(1, "cena musi być większa od zera")
    .max(MAX_PRODUCT_PRICE, "cena może wynosić najwyżej 10 000,00 zł/m²"),
  maxWidthCm: z.number().int("maksymalna szerokość musi być liczbą całkowitą").min(FABRIC_WIDTH_MIN_CM, widthMessage).max(FABRIC_WIDTH_MAX_CM, widthMessage),
  available: z.boolean(),
  sale: z.boolean(),
  transmission: percent("transmisja"),
  reflection: percent("refleksja"),
  absorption: percent("absorpcja"),
});
export type FabricRecordInput = z.output<typeof fabricRecordSchema>;
type Field = keyof FabricRecordInput;

/** The spreadsheet's columns, named after the spec's fabric fields, in the export's order. */
export const CATALOGUE_COLUMNS = {
  code: "Kod",
  name: "Nazwa",
  colour: "Kolor",
  category: "Kategoria",
  collection: "Podkategoria",
  image: "Zdjecie",
  pricePerM2: "Cena (zł/m²)",
  maxWidthCm: "Maksymalna szerokość (cm)",
  available: "Dostępność",
  sale: "Wyprzedaż",
  transmission: "Transmisja",
  reflection: "Refleksja",
  absorption: "Absorbcja",
} as const satisfies Record<Field, string>;
const FIELDS = Object.keys(CATALOGUE_COLUMNS) as Field[];
export const CATALOGUE_HEADER: string[] = FIELDS.map((field) => CATALOGUE_COLUMNS[field]);

export const yesNo = (value: boolean) => (value ? "tak" : "nie");

const FABRICS: NounForms = ["tkanina", "tkaniny", "tkanin"];
const ROWS: NounForms = ["wiersz", "wiersze", "wierszy"];
/** '1 tkanina', '3 tkaniny', '5 tkanin', '22 tkaniny'. */
export const fabricCount = (n: number) => countOf(n, FABRICS);

type Cell = { ok: true; value: unknown } | { ok: false; message: string };

/** 'tak'/'nie' as the export writes them; a spreadsheet's TRUE/FALSE and 1/0 mean the same. */
function readYesNo(label: string, cell: string): Cell {
  const value = cell.trim().toLowerCase();
  if (["tak", "true", "prawda", "1"].includes(value)) return { ok: true, value: true };
  if (["nie", "false", "fałsz", "0"].includes(value)) return { ok: true, value: false };
  return { ok: false, message: `${label}: wpisz „tak” albo „nie”` };
}

/** '123,45', '123.45', '1 234,5' or '-5' (refused by the rule, with its own message) to grosze. */
function readAmount(cell: string): Cell {
  const match = cell.replace(/[\s\u00a0]/g, "").match(/^(-?)(\d{1,9})(?:[.,](\d{1,2}))?$/);
  if (!cell.trim()) return { ok: false, message: "cena jest wymagana" };
  if (!match) return { ok: false, message: "cena musi być kwotą w złotych, np. 123,45" };
  const grosze = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return { ok: true, value: match[1] ? -grosze : grosze };
}

function readInteger(label: string, cell: string): Cell {
  const value = cell.trim().replace(/%$/, "");
  if (!value) return { ok: false, message: `${label} jest wymagana` };
  return /^-?\d{1,6}$/.test(value) ? { ok: true, value: Number(value) } : { ok: false, message: `${label} musi być liczbą całkowitą` };
}

/** The export's guard against formulas (app/lib/csv.ts) undone, so an exported value comes back as it was. */
export function restoreFormula(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

function readCell(field: Field, cell: string): Cell {
  switch (field) {
    case "pricePerM2":
      return readAmount(cell);
    case "maxWidthCm":
      return readInteger("maksymalna szerokość", cell);
    case "transmission":
    case "reflection":
    case "absorption":
      return readInteger(field === "transmission" ? "transmisja" : field === "reflection" ? "refleksja" : "absorpcja", cell);
    case "available":
      return readYesNo("dostępność", cell);
    case "sale":
      return readYesNo("wyprzedaż", cell);
    default:
      return { ok: true, value: restoreFormula(cell) };
  }
}

/** One data row of the file: a fabric, or every message about what is wrong with it. */
export function readCatalogueRow(cells: Readonly<Record<string, string | undefined>>): { ok: true; record: FabricRecordInput } | { ok: false; messages: string[] } {
  const values: Partial<Record<Field, unknown>> = {};
  const messages: string[] = [];
  const reported = new Set<Field>();
  for (const field of FIELDS) {
    const cell = readCell(field, cells[CATALOGUE_COLUMNS[field]] ?? "");
    if (cell.ok) values[field] = cell.value;
    else {
      messages.push(cell.message);
      reported.add(field);
    }
  }
  const parsed = fabricRecordSchema.safeParse(values);
  if (parsed.success && messages.length === 0) return { ok: true, record: parsed.data };
  // A cell that could not be read has said so already; the rules speak for the others, once a cell.
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as Field;
    if (reported.has(field)) continue;
    messages.push(issue.message);
    reported.add(field);
  }
  return { ok: false, messages };
}

export interface CatalogueRow {
  /** The row as the spreadsheet numbers it: the header is row 1. */
  row: number;
  record: FabricRecordInput;
}
export interface RowError {
  row: number;
  message: string;
}
/** A stored fabric the file changes: each changed column, as the preview shows it before → after. */
export interface ChangedFabric {
  row: number;
  code: string;
  name: string;
  fields: { column: string; before: string; after: string }[];
}

/** A sale the file would leave without a real reduction, with its row. */
export type ImportRefusal = SaleRefusal & { row: number };

export type CatalogueFile = { ok: true; rows: CatalogueRow[]; errors: RowError[] } | { ok: false; message: string };

export const rowErrorText = ({ row, message }: RowError) => `Wiersz ${row}: ${message}`;
/** A refused sale listed as a row of the file, among its errors. */
export const refusalRow = ({ row, reason }: ImportRefusal): RowError => ({ row, message: reason });

/**
 * The uploaded file read as the catalogue's spreadsheet: with or without a BOM, `;` or `,` between
 * columns (papaparse tells which), the columns in any order. A file that is not such a spreadsheet
 * is refused as a whole; otherwise every row is a fabric or a row error. A code given twice is an
 * error on its second row: which one was meant cannot be guessed.
 */
export function parseCatalogueCsv(text: string): CatalogueFile {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    delimitersToGuess: [";", ",", "\t"],
    transformHeader: (header) => header.trim(),
  });
  const columns = parsed.meta.fields ?? [];
  const missing = CATALOGUE_HEADER.filter((column) => !columns.includes(column));
  if (missing.length === CATALOGUE_HEADER.length) return { ok: false, message: "To nie jest plik katalogu tkanin: pierwszy wiersz musi zawierać nazwy kolumn (Kod;Nazwa;…)." };
  if (missing.length) return { ok: false, message: `W pliku brakuje kolumn: ${missing.join(", ")}.` };
  if (parsed.data.length > CATALOGUE_MAX_ROWS) return { ok: false, message: `Plik ma więcej niż ${countOf(CATALOGUE_MAX_ROWS, ROWS)}.` };

  const shapeErrors = new Map<number, string>();
  for (const error of parsed.errors) {
    if (error.row === undefined) continue;
    shapeErrors.set(error.row, error.type === "Quotes" ? "niezamknięty cudzysłów" : `zła liczba kolumn (powinno być ${columns.length})`);
  }
  const rows: CatalogueRow[] = [];
  const errors: RowError[] = [];
  const firstRowOf = new Map<string, number>();
  for (const [index, cells] of parsed.data.entries()) {
    const row = index + 2;
    // An empty line (a spreadsheet's trailing one) is no fabric; it keeps its number.
    if (Object.values(cells).every((cell) => !String(cell ?? "").trim())) continue;
    const shapeError = shapeErrors.get(index);
    const read = shapeError ? null : readCatalogueRow(cells);
    if (!read) errors.push({ row, message: shapeError! });
    else if (!read.ok) errors.push(...read.messages.map((message) => ({ row, message })));
    else if (firstRowOf.has(read.record.code)) errors.push({ row, message: `kod ${read.record.code} powtarza się (pierwszy raz w wierszu ${firstRowOf.get(read.record.code)})` });
    else {
      firstRowOf.set(read.record.code, row);
      rows.push({ row, record: read.record });
    }
  }
  return { ok: true, rows, errors };
}
