import { asc } from "drizzle-orm";
import { fabrics } from "~/db/schema";
import { CSV_BOM, csvRows } from "~/lib/csv";
import { commaAmount, formatPln } from "~/lib/money";
import type { SaleRefusal } from "~/lib/price-history";
import { endSalesProblem, SALES_NOT_ENDED_MESSAGE } from "~/lib/schemas/end-sales";
import {
  CATALOGUE_COLUMNS,
  CATALOGUE_HEADER,
  refusalRow,
  yesNo,
  type CatalogueRow,
  type ChangedFabric,
  type FabricRecordInput,
  type ImportRefusal,
  type RowError,
} from "~/lib/schemas/catalogue-csv";
import type { AuditActor } from "../admin/audit.server";
import { fabricRecord, unchangedSince } from "./bulk-prices.server";
import { fabricsByCode, planFabricChanges, runStatements, type FabricChange, type FabricRecord, type Statement } from "./changes.server";
import { catalogueVersion } from "./snapshot.server";
import type { Db } from "../platform/db.server";

// The fabrics catalogue as a spreadsheet: the export, and an import that is previewed in full (every
// changed field, every new fabric, every row error, every sale it would leave without a real reduction)
// and applied all or nothing through the catalogue's one write path, only while the catalogue is still the
// one the preview was made against and with the sales the owner chose to end.

export const STALE_CATALOGUE_MESSAGE = "Katalog zmienił się od podglądu. Wczytaj plik ponownie.";

type Field = keyof FabricRecordInput;

/** The whole catalogue as the spreadsheet the import reads back (UTF-8 with a BOM, `;`, CRLF). */
export async function catalogueCsv(db: Db): Promise<string> {
  const rows = await db.select().from(fabrics).orderBy(asc(fabrics.code));
  const cells = rows.map((fabric) => [
    fabric.code,
    fabric.name,
    fabric.colour,
    fabric.category,
    fabric.collection,
    fabric.image,
    commaAmount(fabric.pricePerM2),
    fabric.maxWidthCm,
    yesNo(fabric.available),
    yesNo(fabric.sale),
    fabric.transmission,
    fabric.reflection,
    fabric.absorption,
  ]);
  return CSV_BOM + csvRows(cells, CATALOGUE_HEADER);
}

/** A value as the preview shows it. */
function shown(field: Field, value: FabricRecordInput[Field]): string {
  if (typeof value === "boolean") return yesNo(value);
  if (field === "pricePerM2") return formatPln(value as number);
  if (field === "maxWidthCm") return `${value} cm`;
  if (field === "transmission" || field === "reflection" || field === "absorption") return `${value}%`;
  return String(value);
}

export interface ImportPlan {
  changed: ChangedFabric[];
  added: CatalogueRow[];
  unchanged: number;
  /** The sales it would leave without a real reduction: they stop it unless the owner ends them. */
  saleRefusals: ImportRefusal[];
  /** The sales it ends, as the owner chose. */
  endedSales: SaleRefusal[];
  /** What writes it, when nothing stops it. */
  statements: Statement[] | null;
}

/** What the rows would change against the stored catalogue, planned as the one write path plans it; the sales in `endSales` end instead of stopping it. */
export async function planImport(db: Db, actor: AuditActor, rows: readonly CatalogueRow[], endSales: ReadonlySet<string> = new Set()): Promise<ImportPlan> {
  const stored = await fabricsByCode(
    db,
    rows.map(({ record }) => record.code),
  );
  const changed: ChangedFabric[] = [];
  const added: CatalogueRow[] = [];
  const changes: FabricChange[] = [];
  const rowOf = new Map<string, number>();
  for (const { row, record } of rows) {
    const before = stored.get(record.code);
    const after: FabricRecord = record;
    rowOf.set(record.code, row);
    if (!before) {
      added.push({ row, record });
      changes.push({ before, after });
      continue;
    }
    const current = fabricRecord(before);
    const fields = (Object.keys(CATALOGUE_COLUMNS) as Field[])
      .filter((field) => current[field] !== record[field])
      .map((field) => ({ column: CATALOGUE_COLUMNS[field], before: shown(field, current[field]), after: shown(field, record[field]) }));
    if (fields.length === 0) continue;
    changed.push({ row, code: record.code, name: record.name, fields });
    changes.push({ before, after });
  }

  const planned = await planFabricChanges(db, actor, changes, "catalogue_imported", new Date(), endSales);
  const saleRefusals = planned.ok ? [] : planned.refusals.map((refusal) => ({ ...refusal, row: rowOf.get(refusal.code)! })).sort((a, b) => a.row - b.row);
  return {
    changed,
    added,
    unchanged: rows.length - changed.length - added.length,
    saleRefusals,
    endedSales: planned.ok ? planned.endedSales : [],
    statements: planned.ok ? planned.statements : null,
  };
}

export type ImportResult = { ok: true; changed: number; added: number; endedSales: number } | { ok: false; message: string; problems: RowError[] };

/**
 * Applies rows previewed against catalogue version `seenVersion`, all or nothing: refused when the catalogue
 * has moved on, when a sale would be left without a real reduction, or when the sales it would end are not
 * the ones the owner chose to end (`endSales`).
 */
export async function applyImport(db: Db, actor: AuditActor, rows: readonly CatalogueRow[], seenVersion: number, endSales: ReadonlySet<string>): Promise<ImportResult> {
  if ((await catalogueVersion(db)) !== seenVersion) return { ok: false, message: STALE_CATALOGUE_MESSAGE, problems: [] };
  const plan = await planImport(db, actor, rows, endSales);
  const salesProblem = endSalesProblem(plan, endSales);
  if (salesProblem === "notEnded") return { ok: false, message: SALES_NOT_ENDED_MESSAGE, problems: plan.saleRefusals.map(refusalRow) };
  if (salesProblem === "stale") return { ok: false, message: STALE_CATALOGUE_MESSAGE, problems: [] };
  if (!plan.statements?.length) return { ok: false, message: "Plik nie zmienia katalogu.", problems: [] };
  try {
    await runStatements(db, [unchangedSince(db, seenVersion), ...plan.statements]);
  } catch (error) {
    if ((await catalogueVersion(db)) !== seenVersion) return { ok: false, message: STALE_CATALOGUE_MESSAGE, problems: [] };
    throw error;
  }
  return { ok: true, changed: plan.changed.length, added: plan.added.length, endedSales: plan.endedSales.length };
}
