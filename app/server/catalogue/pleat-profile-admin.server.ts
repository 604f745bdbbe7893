import { asc, eq } from "drizzle-orm";
import { pleatProfiles, searchIndexes } from "~/db/schema";
import { PHOTO_REQUIRED, type PleatProfileForm, type ProductListQuery } from "~/lib/schemas/product-admin";
import type { SaveResult } from "../admin/form-answers.server";
import type { AuditActor } from "../admin/audit.server";
import type { Db } from "../platform/db.server";
import { changedFields, createWithPhoto, editWithPhoto, listPage, notFound, trail, type ListPage } from "./product-admin.server";

// The back-office's pleat profiles. The write path all products share is ./product-admin.server.ts.

export type PleatProfile = typeof pleatProfiles.$inferSelect;

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
