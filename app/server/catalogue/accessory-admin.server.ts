import { asc, eq } from "drizzle-orm";
import { pleatAccessories, searchIndexes } from "~/db/schema";
import type { AccessoryForm, ProductListQuery } from "~/lib/schemas/product-admin";
import type { SaveResult } from "../admin/form-answers.server";
import type { AuditActor } from "../admin/audit.server";
import type { Db } from "../platform/db.server";
import { changedFields, editWithPhoto, listPage, notFound, trail, type ListPage } from "./product-admin.server";

// The back-office's accessories, edited only: their ids and kinds are the pricing engine's. The write path all
// products share is ./product-admin.server.ts.

export type Accessory = typeof pleatAccessories.$inferSelect;

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
