import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { catalogueState, fabrics, priceHistory } from "~/db/schema";
import type { AuditAction } from "~/lib/audit";
import { LOWEST_PRICE_WINDOW_DAYS, saleReference, type PriceChange, type PricedItemKind } from "~/lib/price-history";
import { formatPln } from "~/lib/money";
import { auditEntry, type AuditActor } from "./audit.server";
import { forgetCatalogueSnapshot, type Fabric } from "./catalogue-snapshot.server";
import { chunks, D1_MAX_BOUND_PARAMETERS, type Db } from "./db.server";

// The one write path of the catalogue: every back-office change (a form, a bulk change, a CSV import)
// becomes statements that change the rows, append the price history, write the audit log and bump the
// catalogue version, run in one D1 batch, so the change, its history and its trace land together or not at all.

/** A fabric as the back-office sets it: the sale's reference is derived, never typed. */
export type FabricRecord = Omit<Fabric, "nameSortKey" | "saleStartedAt" | "lowestPriceBeforeSale">;
export type Statement = BatchItem<"sqlite">;

/** The statement every catalogue or settings change adds to its batch, so no cached page outlives it. */
export function bumpCatalogueVersion(db: Db, at = new Date()) {
  return db
    .insert(catalogueState)
    .values({ id: 1, version: 1, updatedAt: at })
    .onConflictDoUpdate({ target: catalogueState.id, set: { version: sql`${catalogueState.version} + 1`, updatedAt: at } });
}

/** A row of the price history, when the price or the sale flag changed (or the item is new). */
export function priceHistoryEntry(
  db: Db,
  actor: AuditActor,
  item: { kind: PricedItemKind; key: string },
  change: { oldPrice: number | null; newPrice: number; onSale?: boolean },
  at: Date,
) {
  return db.insert(priceHistory).values({
    itemKind: item.kind,
    itemKey: item.key,
    oldPrice: change.oldPrice,
    newPrice: change.newPrice,
    onSale: change.onSale ?? false,
    changedAt: at,
    userId: actor.userId,
    userEmail: actor.email,
  });
}

/** An item's recorded changes, oldest first, as the Omnibus rule reads them. */
export async function priceChanges(db: Db, kind: PricedItemKind, keys: readonly string[]): Promise<Map<string, PriceChange[]>> {
  const byKey = new Map<string, PriceChange[]>();
  if (keys.length === 0) return byKey;
  const query = (chunk: string[]) =>
    db
      .select()
      .from(priceHistory)
      .where(and(eq(priceHistory.itemKind, kind), inArray(priceHistory.itemKey, chunk)))
      .orderBy(asc(priceHistory.itemKey), asc(priceHistory.changedAt), asc(priceHistory.id));
  const [first, ...rest] = chunks([...keys], D1_MAX_BOUND_PARAMETERS - 1).map(query);
  const results = await db.batch([first!, ...rest]);
  for (const row of results.flat()) {
    const list = byKey.get(row.itemKey) ?? [];
    list.push({ at: row.changedAt.getTime(), oldPrice: row.oldPrice, newPrice: row.newPrice, onSale: row.onSale });
    byKey.set(row.itemKey, list);
  }
  return byKey;
}

/** One fabric to write: its row before (undefined for a new one) and after. */
export interface FabricChange {
  before: Fabric | undefined;
  after: FabricRecord;
}

export interface FabricProblem {
  code: string;
  field: keyof FabricRecord;
  message: string;
}

export const saleNotLowerMessage = (lowestPrice: number) =>
  `Cena w wyprzedaży musi być niższa od najniższej ceny z ${LOWEST_PRICE_WINDOW_DAYS} dni przed obniżką (${formatPln(lowestPrice)}/m²).`;

/**
 * What writing `changes` takes, checked against the price history: the statements (rows, history,
 * audit, version) or the problems that stop it. A fabric put on sale gets its sale's reference here;
 * a sale whose price is not below the lowest price of the 30 days before is refused, as it starts or
 * later (a sale must be one).
 */
export async function planFabricChanges(
  db: Db,
  actor: AuditActor,
  changes: readonly FabricChange[],
  action: AuditAction,
  at = new Date(),
): Promise<{ ok: true; statements: Statement[] } | { ok: false; problems: FabricProblem[] }> {
  const startingSale = changes.filter(({ before, after }) => after.sale && !before?.sale);
  const histories = await priceChanges(
    db,
    "fabric",
    startingSale.map(({ after }) => after.code),
  );

  const problems: FabricProblem[] = [];
  const statements: Statement[] = [];
  for (const { before, after } of changes) {
    const priceChanged = !before || before.pricePerM2 !== after.pricePerM2 || before.sale !== after.sale;
    const change: PriceChange = { at: at.getTime(), oldPrice: before?.pricePerM2 ?? null, newPrice: after.pricePerM2, onSale: after.sale };
    let reference = { saleStartedAt: before?.saleStartedAt ?? null, lowestPriceBeforeSale: before?.lowestPriceBeforeSale ?? null };
    if (!after.sale) reference = { saleStartedAt: null, lowestPriceBeforeSale: null };
    else if (before?.sale && reference.lowestPriceBeforeSale !== null && after.pricePerM2 >= reference.lowestPriceBeforeSale) {
      // A sale goes on with its reference: raised to it or above, the price is no longer a reduction.
      problems.push({ code: after.code, field: "pricePerM2", message: saleNotLowerMessage(reference.lowestPriceBeforeSale) });
      continue;
    } else if (!before?.sale) {
      const sale = saleReference([...(histories.get(after.code) ?? []), change]);
      if (sale && after.pricePerM2 >= sale.lowestPrice && before) {
        problems.push({ code: after.code, field: "pricePerM2", message: saleNotLowerMessage(sale.lowestPrice) });
        continue;
      }
      reference = { saleStartedAt: sale ? new Date(sale.saleStartedAt) : null, lowestPriceBeforeSale: sale?.lowestPrice ?? null };
    }
    const row = { ...after, ...reference };
    statements.push(before ? db.update(fabrics).set(row).where(eq(fabrics.code, before.code)) : db.insert(fabrics).values(row));
    // A code may change only while no order refers to it (the caller checks); its history goes with it.
    if (before && before.code !== after.code) {
      statements.push(
        db
          .update(priceHistory)
          .set({ itemKey: after.code })
          .where(and(eq(priceHistory.itemKind, "fabric"), eq(priceHistory.itemKey, before.code))),
      );
    }
    if (priceChanged) statements.push(priceHistoryEntry(db, actor, { kind: "fabric", key: after.code }, change, at));
    statements.push(auditEntry(db, actor, action, after.code, fabricAuditDetails(before, after), at));
  }
  if (problems.length) return { ok: false, problems };
  if (statements.length) statements.push(bumpCatalogueVersion(db, at));
  return { ok: true, statements };
}

/** What the audit log keeps of a fabric change: the fields that changed, before → after. */
function fabricAuditDetails(before: Fabric | undefined, after: FabricRecord) {
  const details: Record<string, string> = {};
  for (const [field, value] of Object.entries(after) as [keyof FabricRecord, FabricRecord[keyof FabricRecord]][]) {
    if (before && before[field] === value) continue;
    details[field] = before ? `${String(before[field])} → ${String(value)}` : String(value);
  }
  return details;
}

/**
 * Runs statements planned above in one batch (D1: one transaction). This isolate's catalogue snapshot is dropped
 * after it, so the pages it serves next show the change at once (other isolates see the bumped version).
 */
export async function runStatements(db: Db, statements: Statement[]): Promise<void> {
  const [first, ...rest] = statements;
  if (!first) return;
  await db.batch([first, ...rest]);
  forgetCatalogueSnapshot();
}

/** Fabrics by code, for changes that start from what is stored (chunked within D1's parameter limit). */
export async function fabricsByCode(db: Db, codes: readonly string[]): Promise<Map<string, Fabric>> {
  const byCode = new Map<string, Fabric>();
  if (codes.length === 0) return byCode;
  const query = (chunk: string[]) => db.select().from(fabrics).where(inArray(fabrics.code, chunk));
  const [first, ...rest] = chunks([...codes], D1_MAX_BOUND_PARAMETERS).map(query);
  for (const row of (await db.batch([first!, ...rest])).flat()) byCode.set(row.code, row);
  return byCode;
}
