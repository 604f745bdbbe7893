import { and, asc, count, eq, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { meshes, pleatAccessories, pleatProfiles, screenProfiles } from "~/db/schema";
import type { AuditAction, AuditDetails } from "~/lib/audit";
import { data, redirect } from "react-router";
import { PRIVATE_CACHE_CONTROL } from "~/lib/caching";
import { refuseForm, type FieldErrors } from "~/lib/forms";
import type { PricedItemKind } from "~/lib/price-history";
import {
  CODE_TAKEN,
  LIST_PAGE_SIZE,
  likePattern,
  type AccessoryForm,
  type FlagFilter,
  type MeshForm,
  type PleatProfileForm,
  type ProductListQuery,
  type ScreenProfileForm,
} from "~/lib/schemas/product-admin";
import type { ScreenType } from "~/lib/screen-types";
import { auditEntry, type AuditActor } from "./audit.server";
import { bumpCatalogueVersion, priceHistoryEntry, runStatements, type Statement } from "./catalogue-changes.server";
import type { Db } from "./db.server";
import { flashHeader } from "./flash.server";

// The back-office's pleat profiles, accessories, screen profiles and meshes. Every change is one D1 batch:
// the row, a price_history row when the price changes (or the item is new), the audit entry and the
// catalogue-version bump that retires cached pages. Nothing is deleted (an order may refer to it): a product
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

/** A search over some text columns, its wildcards literal. */
export function searchWhere(search: string, columns: readonly SQLWrapper[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(...columns.map((column) => sql`${column} like ${pattern} escape '\\'`));
}

/** The yes/no filter over a boolean column (available, active). */
export const flagWhere = (flag: FlagFilter | null, column: AnySQLiteColumn) => (flag ? eq(column, flag === "tak") : undefined);

export interface ListPage<T> {
  rows: T[];
  total: number;
  pages: number;
}

type PageQuery<T> = Statement & PromiseLike<T[]> & { limit(n: number): { offset(n: number): Statement & PromiseLike<T[]> } };

/** One page and the count of what matches, in one round trip. */
export async function listPage<T>(db: Db, rows: PageQuery<T>, counted: Statement & PromiseLike<{ n: number }[]>, page: number): Promise<ListPage<T>> {
  const [list, [total]] = (await db.batch([rows.limit(LIST_PAGE_SIZE).offset((page - 1) * LIST_PAGE_SIZE), counted])) as [T[], { n: number }[]];
  const n = total?.n ?? 0;
  return { rows: list, total: n, pages: Math.max(1, Math.ceil(n / LIST_PAGE_SIZE)) };
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

// Pleat profiles

export function listPleatProfilesAdmin(db: Db, query: ProductListQuery): Promise<ListPage<PleatProfile>> {
  const where = and(searchWhere(query.search, [pleatProfiles.code, pleatProfiles.colour]), flagWhere(query.flag, pleatProfiles.available));
  return listPage(db, db.select().from(pleatProfiles).where(where).orderBy(asc(pleatProfiles.code)), db.select({ n: count() }).from(pleatProfiles).where(where), query.page);
}

export const getPleatProfileAdmin = (db: Db, code: string) => db.select().from(pleatProfiles).where(eq(pleatProfiles.code, code)).get();

export async function createPleatProfile(db: Db, actor: AuditActor, form: PleatProfileForm): Promise<SaveResult> {
  if (await getPleatProfileAdmin(db, form.code)) return codeTaken;
  return runCreation(db, [
    db.insert(pleatProfiles).values(form),
    ...trail(db, actor, { action: "product_created", target: form.code, details: { produkt: "profil plisy", ...changedFields(undefined, form) } }),
  ]);
}

export async function updatePleatProfile(db: Db, actor: AuditActor, code: string, form: Omit<PleatProfileForm, "code">): Promise<SaveResult> {
  const before = await getPleatProfileAdmin(db, code);
  if (!before) return notFound;
  await runStatements(db, [
    db.update(pleatProfiles).set(form).where(eq(pleatProfiles.code, code)),
    ...trail(db, actor, { action: "product_updated", target: code, details: { produkt: "profil plisy", ...changedFields(before, form) } }),
  ]);
  return { ok: true };
}

// Accessories: edited only (their ids and kinds are the pricing engine's).

export function listAccessoriesAdmin(db: Db, query: ProductListQuery): Promise<ListPage<Accessory>> {
  const where = and(searchWhere(query.search, [pleatAccessories.name, pleatAccessories.kind]), flagWhere(query.flag, pleatAccessories.active));
  return listPage(db, db.select().from(pleatAccessories).where(where).orderBy(asc(pleatAccessories.id)), db.select({ n: count() }).from(pleatAccessories).where(where), query.page);
}

export const getAccessoryAdmin = (db: Db, id: number) => db.select().from(pleatAccessories).where(eq(pleatAccessories.id, id)).get();

export async function updateAccessory(db: Db, actor: AuditActor, id: number, form: AccessoryForm): Promise<SaveResult> {
  const before = await getAccessoryAdmin(db, id);
  if (!before) return notFound;
  await runStatements(db, [
    db.update(pleatAccessories).set(form).where(eq(pleatAccessories.id, id)),
    ...trail(db, actor, {
      action: "product_updated",
      target: String(id),
      details: { produkt: "dodatek", ...changedFields(before, form) },
      price: { kind: "pleat_accessory", oldPrice: before.price, newPrice: form.price },
    }),
  ]);
  return { ok: true };
}

// Screen profiles: keyed by type and code; the price history's key is `${type}/${code}`.

export const screenProfileKey = (type: ScreenType, code: string) => `${type}/${code}`;

export function listScreenProfilesAdmin(db: Db, query: ProductListQuery): Promise<ListPage<ScreenProfile>> {
  const where = and(
    searchWhere(query.search, [screenProfiles.code, screenProfiles.colour, screenProfiles.kind]),
    flagWhere(query.flag, screenProfiles.available),
    query.type ? eq(screenProfiles.type, query.type) : undefined,
  );
  return listPage(
    db,
    db.select().from(screenProfiles).where(where).orderBy(asc(screenProfiles.type), asc(screenProfiles.code)),
    db.select({ n: count() }).from(screenProfiles).where(where),
    query.page,
  );
}

export const getScreenProfileAdmin = (db: Db, type: ScreenType, code: string) =>
  db
    .select()
    .from(screenProfiles)
    .where(and(eq(screenProfiles.type, type), eq(screenProfiles.code, code)))
    .get();

export async function createScreenProfile(db: Db, actor: AuditActor, form: ScreenProfileForm): Promise<SaveResult> {
  if (await getScreenProfileAdmin(db, form.type, form.code)) return codeTaken;
  const key = screenProfileKey(form.type, form.code);
  return runCreation(db, [
    db.insert(screenProfiles).values(form),
    ...trail(db, actor, {
      action: "product_created",
      target: key,
      details: { produkt: "profil moskitiery", ...changedFields(undefined, form) },
      price: { kind: "screen_profile", oldPrice: null, newPrice: form.pricePerM2 },
    }),
  ]);
}

export async function updateScreenProfile(db: Db, actor: AuditActor, type: ScreenType, code: string, form: Omit<ScreenProfileForm, "type" | "code">): Promise<SaveResult> {
  const before = await getScreenProfileAdmin(db, type, code);
  if (!before) return notFound;
  await runStatements(db, [
    db
      .update(screenProfiles)
      .set(form)
      .where(and(eq(screenProfiles.type, type), eq(screenProfiles.code, code))),
    ...trail(db, actor, {
      action: "product_updated",
      target: screenProfileKey(type, code),
      details: { produkt: "profil moskitiery", ...changedFields(before, form) },
      price: { kind: "screen_profile", oldPrice: before.pricePerM2, newPrice: form.pricePerM2 },
    }),
  ]);
  return { ok: true };
}

// Meshes

export function listMeshesAdmin(db: Db, query: ProductListQuery): Promise<ListPage<Mesh>> {
  const where = and(searchWhere(query.search, [meshes.code, meshes.colour]), flagWhere(query.flag, meshes.available));
  return listPage(db, db.select().from(meshes).where(where).orderBy(asc(meshes.code)), db.select({ n: count() }).from(meshes).where(where), query.page);
}

export const getMeshAdmin = (db: Db, code: string) => db.select().from(meshes).where(eq(meshes.code, code)).get();

export async function createMesh(db: Db, actor: AuditActor, form: MeshForm): Promise<SaveResult> {
  if (await getMeshAdmin(db, form.code)) return codeTaken;
  return runCreation(db, [
    db.insert(meshes).values(form),
    ...trail(db, actor, {
      action: "product_created",
      target: form.code,
      details: { produkt: "siatka", ...changedFields(undefined, form) },
      price: { kind: "mesh", oldPrice: null, newPrice: form.price },
    }),
  ]);
}

export async function updateMesh(db: Db, actor: AuditActor, code: string, form: Omit<MeshForm, "code">): Promise<SaveResult> {
  const before = await getMeshAdmin(db, code);
  if (!before) return notFound;
  await runStatements(db, [
    db.update(meshes).set(form).where(eq(meshes.code, code)),
    ...trail(db, actor, {
      action: "product_updated",
      target: code,
      details: { produkt: "siatka", ...changedFields(before, form) },
      price: { kind: "mesh", oldPrice: before.price, newPrice: form.price },
    }),
  ]);
  return { ok: true };
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
