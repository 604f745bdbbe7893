import { eq, getTableColumns, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { SearchIndex } from "~/db/schema";
import type { AuditAction, AuditDetails } from "~/lib/audit";
import type { PricedItemKind } from "~/lib/price-history";
import { CODE_TAKEN, LIST_PAGE_SIZE, type FlagFilter, type ProductListQuery } from "~/lib/schemas/product-admin";
import type { SaveResult } from "../admin/form-answers.server";
import { auditEntry, type AuditActor } from "../admin/audit.server";
import { searchedPage, type Db } from "../platform/db.server";
import { checkFormImage, putImage } from "../platform/images.server";
import { bumpCatalogueVersion, priceHistoryEntry, runStatements, type Statement } from "./changes.server";

// What the back-office's product kinds share (pleat profiles, accessories, screen profiles and meshes, each in
// ./<kind>-admin.server.ts; promo codes use the list and the creation). Every change is one D1 batch:
// the row, a price_history row when the price changes (or the item is new), the audit entry and the
// catalogue-version bump that retires cached pages, and a new photo's `images` row and audit entry (its bytes
// checked and put in R2 first; an edit without a photo keeps the product's own). Nothing is deleted (an order may refer to it): a product
// is made unavailable instead. Codes are fixed once created, so an order's profile_code or mesh colour keeps
// naming the row it was ordered with; an accessory cannot be created at all, its kind is wired into pricing.

export const notFound = { ok: false, notFound: true } as const;
const codeTaken = { ok: false, errors: { code: CODE_TAKEN } } as const;

/** The yes/no filter over a boolean column (available, active). */
export const flagWhere = (flag: FlagFilter | null, column: AnySQLiteColumn) => (flag ? eq(column, flag === "tak") : undefined);

export interface ListPage<T> {
  rows: T[];
  total: number;
  pages: number;
}

/**
 * One page of a product list, in `order`, and the count of what matches, in one round trip: its search, the yes/no
 * filter over its `flag` column, and any `filters` of its own.
 */
export async function listPage<T extends SQLiteTable>(
  db: Db,
  table: T,
  index: SearchIndex,
  query: ProductListQuery,
  flag: AnySQLiteColumn,
  order: readonly SQL[],
  filters: readonly (SQL | undefined)[] = [],
): Promise<ListPage<T["$inferSelect"]>> {
  const { rows, count } = searchedPage(db, table, index, getTableColumns(table), {
    search: query.search,
    filters: [flagWhere(query.flag, flag), ...filters],
    order,
    size: LIST_PAGE_SIZE,
    page: query.page,
  });
  const [list, [total]] = await db.batch([rows, count]);
  const n = total?.n ?? 0;
  // Drizzle's row types do not follow a generic table: the rows are typed by T here.
  return { rows: list as T["$inferSelect"][], total: n, pages: Math.max(1, Math.ceil(n / LIST_PAGE_SIZE)) };
}

/** The fields that changed, before → after (all of them for a new item), as the audit log keeps them. */
export function changedFields(before: Record<string, unknown> | undefined, after: Record<string, unknown>): AuditDetails {
  const details: AuditDetails = {};
  for (const [field, value] of Object.entries(after)) {
    if (before && before[field] === value) continue;
    details[field] = before ? `${String(before[field])} → ${String(value)}` : String(value);
  }
  return details;
}

/** The statements every product change ends with: its price history when the price moved, the audit entry and the version bump. */
export function trail(
  db: Db,
  actor: AuditActor,
  change: { action: AuditAction; target: string; details: AuditDetails; price?: { kind: PricedItemKind; oldPrice: number | null; newPrice: number } },
  at = new Date(),
): Statement[] {
  const statements: Statement[] = [];
  const { price } = change;
  if (price && price.oldPrice !== price.newPrice) statements.push(priceHistoryEntry(db, actor, { kind: price.kind, key: change.target }, price, at));
  statements.push(auditEntry(db, actor, change.action, change.target, change.details, at), bumpCatalogueVersion(db, at));
  return statements;
}

/** Runs a new item's batch; a code taken by someone else meanwhile is the same refusal as one seen before. */
export async function runCreation(db: Db, statements: Statement[]): Promise<SaveResult> {
  try {
    await runStatements(db, statements);
    return { ok: true };
  } catch (error) {
    if (/UNIQUE|PRIMARY KEY/i.test(String(error instanceof Error && error.cause ? error.cause : error))) return codeTaken;
    throw error;
  }
}

/**
 * Creates a product with the photo its form must carry: a taken code and a missing or refused photo are
 * refused together, before anything is written. Then the photo goes to R2, and its `images` row and audit
 * entry lead the product's batch (`statements`, given the photo's path), so both are written or neither.
 */
export async function createWithPhoto(
  env: Pick<Env, "IMAGES">,
  db: Db,
  actor: AuditActor,
  { upload, missing, taken }: { upload: File | null; missing: string; taken: boolean },
  statements: (image: string) => Statement[],
): Promise<SaveResult> {
  const photo = await checkFormImage(upload, missing);
  if (taken || !photo.ok) return { ok: false, errors: { ...(taken && { code: CODE_TAKEN }), ...(!photo.ok && { image: photo.message }) } };
  return runCreation(db, [...(await putImage(env, db, actor, photo.image)), ...statements(photo.image.path)]);
}

/** Edits a product with the photo its form may carry, in one batch as a new one; without a photo it keeps `current`. */
export async function editWithPhoto<Image extends string | null>(
  env: Pick<Env, "IMAGES">,
  db: Db,
  actor: AuditActor,
  { upload, current }: { upload: File | null; current: Image },
  statements: (image: string | Image) => Statement[],
): Promise<SaveResult> {
  const photo = await checkFormImage(upload);
  if (!photo.ok) return { ok: false, errors: { image: photo.message } };
  await runStatements(db, [...(await putImage(env, db, actor, photo.image)), ...statements(photo.image?.path ?? current)]);
  return { ok: true };
}
