import { and, asc, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { meshes, pleatAccessories, pleatProfiles, screenProfiles, searchIndexes, type SearchIndex } from "~/db/schema";
import type { AuditAction, AuditDetails } from "~/lib/audit";
import { data, redirect } from "react-router";
import { PRIVATE_CACHE_CONTROL } from "~/lib/caching";
import { refuseForm, type FieldErrors } from "~/lib/forms";
import type { PricedItemKind } from "~/lib/price-history";
import {
  CODE_TAKEN,
  LIST_PAGE_SIZE,
  type AccessoryForm,
  type FlagFilter,
  type MeshForm,
  PHOTO_REQUIRED,
  type PleatProfileForm,
  type ProductListQuery,
  type ScreenProfileForm,
} from "~/lib/schemas/product-admin";
import type { ScreenType } from "~/lib/screen-types";
import { auditEntry, type AuditActor } from "../admin/audit.server";
import { bumpCatalogueVersion, priceHistoryEntry, runStatements, type Statement } from "./changes.server";
import { searchedPage, type Db } from "../platform/db.server";
import { flashHeader } from "../platform/flash.server";
import { checkFormImage, putImage } from "../platform/images.server";

// The back-office's pleat profiles, accessories, screen profiles and meshes. Every change is one D1 batch:
// the row, a price_history row when the price changes (or the item is new), the audit entry and the
// catalogue-version bump that retires cached pages, and a new photo's `images` row and audit entry (its bytes
// checked and put in R2 first; an edit without a photo keeps the product's own). Nothing is deleted (an order may refer to it): a product
// is made unavailable instead. Codes are fixed once created, so an order's profile_code or mesh colour keeps
// naming the row it was ordered with; an accessory cannot be created at all, its kind is wired into pricing.

export type PleatProfile = typeof pleatProfiles.$inferSelect;
export type Accessory = typeof pleatAccessories.$inferSelect;
export type ScreenProfile = typeof screenProfiles.$inferSelect;
export type Mesh = typeof meshes.$inferSelect;

/** What a save answers: done, the thing is gone, or refused with each field's message. */
export type SaveResult = { ok: true } | { ok: false; notFound: true } | { ok: false; notFound?: false; errors: FieldErrors };

const notFound = { ok: false, notFound: true } as const;
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
function changedFields(before: Record<string, unknown> | undefined, after: Record<string, unknown>): AuditDetails {
  const details: AuditDetails = {};
  for (const [field, value] of Object.entries(after)) {
    if (before && before[field] === value) continue;
    details[field] = before ? `${String(before[field])} → ${String(value)}` : String(value);
  }
  return details;
}

/** The statements every product change ends with: its price history when the price moved, the audit entry and the version bump. */
function trail(
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
async function createWithPhoto(
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
async function editWithPhoto<Image extends string | null>(
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

// Pleat profiles

export function listPleatProfilesAdmin(db: Db, query: ProductListQuery): Promise<ListPage<PleatProfile>> {
  return listPage(db, pleatProfiles, searchIndexes.pleatProfiles, query, pleatProfiles.available, [asc(pleatProfiles.code)]);
}

export const getPleatProfileAdmin = (db: Db, code: string) => db.select().from(pleatProfiles).where(eq(pleatProfiles.code, code)).get();

export async function createPleatProfile(env: Pick<Env, "IMAGES">, db: Db, actor: AuditActor, form: PleatProfileForm, upload: File | null): Promise<SaveResult> {
  const taken = (await getPleatProfileAdmin(db, form.code)) !== undefined;
  return createWithPhoto(env, db, actor, { upload, missing: PHOTO_REQUIRED.pleatProfile, taken }, (image) => {
    const row = { ...form, image };
    return [
      db.insert(pleatProfiles).values(row),
      ...trail(db, actor, { action: "product_created", target: form.code, details: { produkt: "profil plisy", ...changedFields(undefined, row) } }),
    ];
  });
}

export async function updatePleatProfile(
  env: Pick<Env, "IMAGES">,
  db: Db,
  actor: AuditActor,
  code: string,
  form: Omit<PleatProfileForm, "code">,
  upload: File | null,
): Promise<SaveResult> {
  const before = await getPleatProfileAdmin(db, code);
  if (!before) return notFound;
  return editWithPhoto(env, db, actor, { upload, current: before.image }, (image) => {
    const after = { ...form, image };
    return [
      db.update(pleatProfiles).set(after).where(eq(pleatProfiles.code, code)),
      ...trail(db, actor, { action: "product_updated", target: code, details: { produkt: "profil plisy", ...changedFields(before, after) } }),
    ];
  });
}

// Accessories: edited only (their ids and kinds are the pricing engine's).

export function listAccessoriesAdmin(db: Db, query: ProductListQuery): Promise<ListPage<Accessory>> {
  return listPage(db, pleatAccessories, searchIndexes.pleatAccessories, query, pleatAccessories.active, [asc(pleatAccessories.id)]);
}

export const getAccessoryAdmin = (db: Db, id: number) => db.select().from(pleatAccessories).where(eq(pleatAccessories.id, id)).get();

export async function updateAccessory(env: Pick<Env, "IMAGES">, db: Db, actor: AuditActor, id: number, form: AccessoryForm, upload: File | null): Promise<SaveResult> {
  const before = await getAccessoryAdmin(db, id);
  if (!before) return notFound;
  return editWithPhoto(env, db, actor, { upload, current: before.image }, (image) => {
    const after = { ...form, image };
    return [
      db.update(pleatAccessories).set(after).where(eq(pleatAccessories.id, id)),
      ...trail(db, actor, {
        action: "product_updated",
        target: String(id),
        details: { produkt: "dodatek", ...changedFields(before, after) },
        price: { kind: "pleat_accessory", oldPrice: before.price, newPrice: form.price },
      }),
    ];
  });
}

// Screen profiles: keyed by type and code; the price history's key is `${type}/${code}`.

export const screenProfileKey = (type: ScreenType, code: string) => `${type}/${code}`;

export function listScreenProfilesAdmin(db: Db, query: ProductListQuery): Promise<ListPage<ScreenProfile>> {
  return listPage(
    db,
    screenProfiles,
    searchIndexes.screenProfiles,
    query,
    screenProfiles.available,
    [asc(screenProfiles.type), asc(screenProfiles.code)],
    [query.type ? eq(screenProfiles.type, query.type) : undefined],
  );
}

export const getScreenProfileAdmin = (db: Db, type: ScreenType, code: string) =>
  db
    .select()
    .from(screenProfiles)
    .where(and(eq(screenProfiles.type, type), eq(screenProfiles.code, code)))
    .get();

export async function createScreenProfile(env: Pick<Env, "IMAGES">, db: Db, actor: AuditActor, form: ScreenProfileForm, upload: File | null): Promise<SaveResult> {
  const taken = (await getScreenProfileAdmin(db, form.type, form.code)) !== undefined;
  return createWithPhoto(env, db, actor, { upload, missing: PHOTO_REQUIRED.screenProfile, taken }, (image) => {
    const row = { ...form, image };
    return [
      db.insert(screenProfiles).values(row),
      ...trail(db, actor, {
        action: "product_created",
        target: screenProfileKey(form.type, form.code),
        details: { produkt: "profil moskitiery", ...changedFields(undefined, row) },
        price: { kind: "screen_profile", oldPrice: null, newPrice: form.pricePerM2 },
      }),
    ];
  });
}

export async function updateScreenProfile(
  env: Pick<Env, "IMAGES">,
  db: Db,
  actor: AuditActor,
  type: ScreenType,
  code: string,
  form: Omit<ScreenProfileForm, "type" | "code">,
  upload: File | null,
): Promise<SaveResult> {
  const before = await getScreenProfileAdmin(db, type, code);
  if (!before) return notFound;
  return editWithPhoto(env, db, actor, { upload, current: before.image }, (image) => {
    const after = { ...form, image };
    return [
      db
        .update(screenProfiles)
        .set(after)
        .where(and(eq(screenProfiles.type, type), eq(screenProfiles.code, code))),
      ...trail(db, actor, {
        action: "product_updated",
        target: screenProfileKey(type, code),
        details: { produkt: "profil moskitiery", ...changedFields(before, after) },
        price: { kind: "screen_profile", oldPrice: before.pricePerM2, newPrice: form.pricePerM2 },
      }),
    ];
  });
}

// Meshes

export function listMeshesAdmin(db: Db, query: ProductListQuery): Promise<ListPage<Mesh>> {
  return listPage(db, meshes, searchIndexes.meshes, query, meshes.available, [asc(meshes.code)]);
}

export const getMeshAdmin = (db: Db, code: string) => db.select().from(meshes).where(eq(meshes.code, code)).get();

export async function createMesh(env: Pick<Env, "IMAGES">, db: Db, actor: AuditActor, form: MeshForm, upload: File | null): Promise<SaveResult> {
  const taken = (await getMeshAdmin(db, form.code)) !== undefined;
  return createWithPhoto(env, db, actor, { upload, missing: PHOTO_REQUIRED.mesh, taken }, (image) => {
    const row = { ...form, image };
    return [
      db.insert(meshes).values(row),
      ...trail(db, actor, {
        action: "product_created",
        target: form.code,
        details: { produkt: "siatka", ...changedFields(undefined, row) },
        price: { kind: "mesh", oldPrice: null, newPrice: form.price },
      }),
    ];
  });
}

export async function updateMesh(env: Pick<Env, "IMAGES">, db: Db, actor: AuditActor, code: string, form: Omit<MeshForm, "code">, upload: File | null): Promise<SaveResult> {
  const before = await getMeshAdmin(db, code);
  if (!before) return notFound;
  return editWithPhoto(env, db, actor, { upload, current: before.image }, (image) => {
    const after = { ...form, image };
    return [
      db.update(meshes).set(after).where(eq(meshes.code, code)),
      ...trail(db, actor, {
        action: "product_updated",
        target: code,
        details: { produkt: "siatka", ...changedFields(before, after) },
        price: { kind: "mesh", oldPrice: before.price, newPrice: form.price },
      }),
    ];
  });
}

// The answers of the product forms' actions, the same for every form.

const PRIVATE = { "Cache-Control": PRIVATE_CACHE_CONTROL };

/** A refused form: 400, the line above the form, each field's message and what was typed. */
export const refuseProductForm = (errors: FieldErrors, values: Record<string, string>) =>
  refuseForm("Popraw zaznaczone pola formularza.", errors, { values }, { headers: PRIVATE });

/** A save's answer: back to the list with a toast, the form again with its messages, or a 404 for what is gone. */
export function saveAnswer(env: Pick<Env, "SHOP_PUBLIC_URL">, result: SaveResult, values: Record<string, string>, done: { to: string; text: string }, missing: string) {
  if (result.ok) return redirect(done.to, { headers: { ...PRIVATE, "Set-Cookie": flashHeader(env, { type: "success", text: done.text }) } });
  if (result.notFound) throw data(missing, { status: 404, headers: PRIVATE });
  return refuseProductForm(result.errors, values);
}
