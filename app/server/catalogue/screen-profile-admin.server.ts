import { and, asc, eq } from "drizzle-orm";
import { screenProfiles, searchIndexes } from "~/db/schema";
import { PHOTO_REQUIRED, type ProductListQuery, type ScreenProfileForm } from "~/lib/schemas/product-admin";
import type { ScreenType } from "~/lib/screen-types";
import type { SaveResult } from "../admin/form-answers.server";
import type { AuditActor } from "../admin/audit.server";
import type { Db } from "../platform/db.server";
import { changedFields, createWithPhoto, editWithPhoto, listPage, notFound, trail, type ListPage } from "./product-admin.server";

// The back-office's screen profiles, keyed by type and code (the price history's key is `${type}/${code}`). The
// write path all products share is ./product-admin.server.ts.

export type ScreenProfile = typeof screenProfiles.$inferSelect;

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
