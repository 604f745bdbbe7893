import { asc, count, eq, sql } from "drizzle-orm";
import { catalogueState, fabrics } from "~/db/schema";
import { changedPrice, changedPriceProblem, type CollectionChoice, type PriceChangeRow } from "~/lib/bulk-prices";
import type { AuditActor } from "./audit.server";
import { planFabricChanges, runStatements, type FabricChange, type FabricRecord, type Statement } from "./catalogue-changes.server";
import { catalogueVersion, type Fabric } from "./catalogue-snapshot.server";
import type { Db } from "./db.server";

// 'All fabrics of a collection +5 %': the preview and the confirmation are planned by the same
// function, so what is applied is what was shown; the confirmation carries the prices it was shown
// and is refused when any of them has moved since.

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

/** The preview's rows, and what writes them when nothing stops it. */
export type PriceChangePlan = { rows: PriceChangeRow[]; statements: Statement[] | null };

/** Every fabric of the collection, old price → new, with what would stop the change. */
export async function planPriceChange(db: Db, actor: AuditActor, collection: string, tenths: number): Promise<PriceChangePlan> {
  const stored = await db.select().from(fabrics).where(eq(fabrics.collection, collection)).orderBy(asc(fabrics.code));
  const changes: FabricChange[] = stored.map((fabric) => ({ before: fabric, after: { ...fabricRecord(fabric), pricePerM2: changedPrice(fabric.pricePerM2, tenths) } }));
  const problems = new Map<string, string>();
  for (const { after } of changes) {
    const problem = changedPriceProblem(after.pricePerM2);
    if (problem) problems.set(after.code, problem);
  }
  const planned = problems.size ? null : await planFabricChanges(db, actor, changes, "prices_bulk_changed");
  if (planned && !planned.ok) for (const problem of planned.problems) problems.set(problem.code, problem.message);

  const rows = stored.map((fabric, i) => ({
    code: fabric.code,
    name: fabric.name,
    sale: fabric.sale,
    oldPrice: fabric.pricePerM2,
    newPrice: changes[i]!.after.pricePerM2,
    problem: problems.get(fabric.code) ?? null,
  }));
  return { rows, statements: planned?.ok ? planned.statements : null };
}

export type PriceChangeResult = { ok: true; changed: number } | { ok: false; message: string };

/**
 * Applies the change the owner previewed, all or nothing: refused when the collection's fabrics or
 * their prices are not the ones the preview showed (`seen`: code → price), or when any fabric's
 * change is refused.
 */
export async function applyPriceChange(
  db: Db,
  actor: AuditActor,
  { collection, percent, seen }: { collection: string; percent: number; seen: ReadonlyMap<string, number> },
): Promise<PriceChangeResult> {
  const versionSeen = await catalogueVersion(db);
  const plan = await planPriceChange(db, actor, collection, percent);
  const unchanged = plan.rows.length === seen.size && plan.rows.every((row) => seen.get(row.code) === row.oldPrice);
  if (!unchanged) return { ok: false, message: STALE_PREVIEW_MESSAGE };
  if (plan.rows.length === 0) return { ok: false, message: "Ta kolekcja nie ma tkanin." };
  if (!plan.statements) return { ok: false, message: "Nie zmieniono żadnej ceny: nie każda tkanina przyjmuje tę zmianę (opis w podglądzie)." };
  try {
    await runStatements(db, [unchangedSince(db, versionSeen), ...plan.statements]);
  } catch (error) {
    if ((await catalogueVersion(db)) !== versionSeen) return { ok: false, message: STALE_PREVIEW_MESSAGE };
    throw error;
  }
  return { ok: true, changed: plan.rows.length };
}
