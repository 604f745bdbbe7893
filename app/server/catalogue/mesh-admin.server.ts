import { asc, eq } from "drizzle-orm";
import { meshes, searchIndexes } from "~/db/schema";
import { type MeshForm, PHOTO_REQUIRED, type ProductListQuery } from "~/lib/schemas/product-admin";
import type { SaveResult } from "../admin/form-answers.server";
import type { AuditActor } from "../admin/audit.server";
import type { Db } from "../platform/db.server";
import { changedFields, createWithPhoto, editWithPhoto, listPage, notFound, trail, type ListPage } from "./product-admin.server";

// The back-office's meshes. The write path all products share is ./product-admin.server.ts.

export type Mesh = typeof meshes.$inferSelect;

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
