import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { catalogueState, fabrics, priceHistory } from "~/db/schema";
import type { AuditAction } from "~/lib/audit";
import { saleOutcome, type PriceChange, type PricedItemKind, type SaleReference, type SaleRefusal } from "~/lib/price-history";
import { auditEntry, type AuditActor } from "../admin/audit.server";
import { forgetCatalogueSnapshot, type Fabric } from "./snapshot.server";
import { chunks, D1_MAX_BOUND_PARAMETERS, type Db } from "../platform/db.server";

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

/** Planned fabric changes: what writes them and the sales ended as the owner asked, or the refusals that stop them. */
export type FabricPlan = { ok: true; statements: Statement[]; endedSales: SaleRefusal[] } | { ok: false; refusals: SaleRefusal[] };

/** The reference a stored sale keeps, when its row has one. */
function storedReference(fabric: Fabric): SaleReference | null {
  const { saleStartedAt, lowestPriceBeforeSale } = fabric;
  return saleStartedAt && lowestPriceBeforeSale !== null ? { saleStartedAt: saleStartedAt.getTime(), lowestPrice: lowestPriceBeforeSale } : null;
}

/**
 * What writing `changes` takes, checked by the sale rule (`saleOutcome`) against the price history: the
 * statements (rows, history, audit, version) or the refusals that stop the whole plan. A fabric whose code
 * is in `endSales` has its refused sale ended at the new price instead; the plan says which it ended.
 */
export async function planFabricChanges(
  db: Db,
  actor: AuditActor,
  changes: readonly FabricChange[],
  action: AuditAction,
  at = new Date(),
  endSales: ReadonlySet<string> = new Set(),
): Promise<FabricPlan> {
  // Only a sale starting, or one stored without its reference, needs the history.
  const needHistory = changes.filter(({ before, after }) => after.sale && !(before?.sale && storedReference(before)));
  const histories = await priceChanges(
    db,
    "fabric",
    needHistory.map(({ before, after }) => before?.code ?? after.code),
  );

  const refusals: SaleRefusal[] = [];
  const endedSales: SaleRefusal[] = [];
  const statements: Statement[] = [];
  for (const { before, after: asked } of changes) {
    const outcome = saleOutcome(
      {
        code: asked.code,
        name: asked.name,
        before: before && { pricePerM2: before.pricePerM2, sale: before.sale, reference: storedReference(before) },
        after: asked,
        history: histories.get(before?.code ?? asked.code) ?? [],
        at: at.getTime(),
      },
      endSales.has(asked.code),
    );
    if (outcome.kind === "refused") {
      refusals.push(outcome.refusal);
      continue;
    }
    if (outcome.kind === "saleEnded") endedSales.push(outcome.refusal);
    const after = outcome.kind === "saleEnded" ? { ...asked, sale: false } : asked;
    const reference = outcome.kind === "allowed" ? outcome.reference : null;
    const row = { ...after, saleStartedAt: reference && new Date(reference.saleStartedAt), lowestPriceBeforeSale: reference?.lowestPrice ?? null };
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
    const priceChanged = !before || before.pricePerM2 !== after.pricePerM2 || before.sale !== after.sale;
    const change = { oldPrice: before?.pricePerM2 ?? null, newPrice: after.pricePerM2, onSale: after.sale };
    if (priceChanged) statements.push(priceHistoryEntry(db, actor, { kind: "fabric", key: after.code }, change, at));
    statements.push(auditEntry(db, actor, action, after.code, fabricAuditDetails(before, after), at));
  }
  if (refusals.length) return { ok: false, refusals };
  if (statements.length) statements.push(bumpCatalogueVersion(db, at));
  return { ok: true, statements, endedSales };
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
