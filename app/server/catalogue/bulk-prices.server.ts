import { asc, count, eq, sql } from "drizzle-orm";
import { catalogueState, fabrics } from "~/db/schema";
import { changedPrice, changedPriceProblem, type CollectionChoice, type PriceChangeRow } from "~/lib/bulk-prices";
import type { SaleRefusal } from "~/lib/price-history";
import { endSalesProblem, SALES_NOT_ENDED_MESSAGE } from "~/lib/schemas/end-sales";
import type { AuditActor } from "../admin/audit.server";
import { planFabricChanges, runStatements, type FabricChange, type FabricRecord, type Statement } from "./changes.server";
import { catalogueVersion, type Fabric } from "./snapshot.server";
import type { Db } from "../platform/db.server";

// 'All fabrics of a collection +5 %': the preview and the confirmation are planned by the same
// function, so what is applied is what was shown; the confirmation carries the prices it was shown
// and the sales it was told to end, and is refused when any of them has moved since.

export const STALE_PREVIEW_MESSAGE = "Ceny zmieniły się od podglądu. Sprawdź podgląd ponownie.";

/** The collections the fabrics have, for the choice. */
export async function fabricCollections(db: Db): Promise<CollectionChoice[]> {
  return db.select({ name: fabrics.collection, fabrics: count() }).from(fabrics).groupBy(fabrics.collection).orderBy(asc(fabrics.collection));
}

/** The row the back-office sets from a stored fabric: everything but what is derived. */
export function fabricRecord({ nameSortKey: _key, saleStartedAt: _started, lowestPriceBeforeSale: _lowest, ...record }: Fabric): FabricRecord {
  return record;
}

/**
 * First in a bulk change's batch: sets the version to null, which it may not be, when the catalogue has
 * moved on from `seen`, so the whole batch fails. The checks before planning say so politely; this
 * makes them hold for a change that lands between those checks and the batch.
 */
export function unchangedSince(db: Db, seen: number): Statement {
  return db
    .update(catalogueState)
    .set({ version: sql`case when ${catalogueState.version} = ${seen} then ${catalogueState.version} end` })
    .where(eq(catalogueState.id, 1));
}

/** The preview's rows, the sales it would leave without a real reduction, and what writes it when nothing stops it. */
export type PriceChangePlan = { rows: PriceChangeRow[]; saleRefusals: SaleRefusal[]; endedSales: SaleRefusal[]; statements: Statement[] | null };

/** Every fabric of the collection, old price → new, with what would stop the change; the sales in `endSales` end instead of stopping it. */
export async function planPriceChange(db: Db, actor: AuditActor, collection: string, tenths: number, endSales: ReadonlySet<string> = new Set()): Promise<PriceChangePlan> {
  const stored = await db.select().from(fabrics).where(eq(fabrics.collection, collection)).orderBy(asc(fabrics.code));
  const changes: FabricChange[] = stored.map((fabric) => ({ before: fabric, after: { ...fabricRecord(fabric), pricePerM2: changedPrice(fabric.pricePerM2, tenths) } }));
  const problems = new Map<string, string>();
  for (const { after } of changes) {
    const problem = changedPriceProblem(after.pricePerM2);
    if (problem) problems.set(after.code, problem);
  }
  const planned = problems.size ? null : await planFabricChanges(db, actor, changes, "prices_bulk_changed", new Date(), endSales);
  const saleRefusals = planned && !planned.ok ? planned.refusals : [];
  for (const refusal of saleRefusals) problems.set(refusal.code, refusal.message);

  const rows = stored.map((fabric, i) => ({
    code: fabric.code,
    name: fabric.name,
    sale: fabric.sale,
    oldPrice: fabric.pricePerM2,
    newPrice: changes[i]!.after.pricePerM2,
    problem: problems.get(fabric.code) ?? null,
  }));
  return planned?.ok ? { rows, saleRefusals, endedSales: planned.endedSales, statements: planned.statements } : { rows, saleRefusals, endedSales: [], statements: null };
}

export type PriceChangeResult = { ok: true; changed: number; endedSales: number } | { ok: false; message: string };

/**
 * Applies the change the owner previewed, all or nothing: refused when the collection's fabrics or
 * their prices are not the ones the preview showed (`seen`: code → price), when any fabric's change is
 * refused, or when the sales it would end are not the ones the owner chose to end (`endSales`). The plan
 * is made again here and the batch holds only while the catalogue has not moved on since (unchangedSince).
 */
export async function applyPriceChange(
  db: Db,
  actor: AuditActor,
  { collection, percent, seen, endSales }: { collection: string; percent: number; seen: ReadonlyMap<string, number>; endSales: ReadonlySet<string> },
): Promise<PriceChangeResult> {
  const versionSeen = await catalogueVersion(db);
  const plan = await planPriceChange(db, actor, collection, percent, endSales);
  const unchanged = plan.rows.length === seen.size && plan.rows.every((row) => seen.get(row.code) === row.oldPrice);
  if (!unchanged) return { ok: false, message: STALE_PREVIEW_MESSAGE };
  if (plan.rows.length === 0) return { ok: false, message: "Ta kolekcja nie ma tkanin." };
  const salesProblem = endSalesProblem(plan, endSales);
  if (salesProblem) return { ok: false, message: salesProblem === "notEnded" ? SALES_NOT_ENDED_MESSAGE : STALE_PREVIEW_MESSAGE };
  if (!plan.statements) return { ok: false, message: "Nie zmieniono żadnej ceny: nie każda tkanina przyjmuje tę zmianę (opis w podglądzie)." };
  try {
    await runStatements(db, [unchangedSince(db, versionSeen), ...plan.statements]);
  } catch (error) {
    if ((await catalogueVersion(db)) !== versionSeen) return { ok: false, message: STALE_PREVIEW_MESSAGE };
    throw error;
  }
  return { ok: true, changed: plan.rows.length, endedSales: plan.endedSales.length };
}
