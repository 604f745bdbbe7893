import { asc, eq } from "drizzle-orm";
import { pleatAccessories } from "~/db/schema";
import type { CatalogueSnapshot, PleatAccessory, PleatProfile } from "./snapshot.server";
import type { Db } from "../platform/db.server";

/** The profiles a shopper can choose, by colour (the picker's order in the spec). */
export function availablePleatProfiles(catalogue: CatalogueSnapshot): PleatProfile[] {
  return catalogue.pleatProfiles.filter((profile) => profile.available);
}

/**
 * Every accessory the shop offers, by id, read from D1 (a query, so it can join a batch) where a price is settled: the
 * guides keep ids 9, 10, 11, and the pricing engine takes the first row of a kind. One switched off in the back-office
 * is not read at all, so no page offers it and no cart line is priced with it. Pages read the same from the snapshot.
 */
export function pleatAccessoriesQuery(db: Db) {
  return db.select().from(pleatAccessories).where(eq(pleatAccessories.active, true)).orderBy(asc(pleatAccessories.id));
}

/**
 * The profile picker's data: the available profiles, and the fabric it was opened from when `fabricCode` names one
 * (null otherwise, so an unknown code leads nowhere of its own).
 */
export function getProfilePicker(catalogue: CatalogueSnapshot, fabricCode: string | null) {
  const fabric = fabricCode ? catalogue.fabricsByCode.get(fabricCode) : undefined;
  return { profiles: availablePleatProfiles(catalogue), fabric: fabric ? { code: fabric.code, name: fabric.name } : null };
}

export function listPleatAccessories(catalogue: CatalogueSnapshot): readonly PleatAccessory[] {
  return catalogue.pleatAccessories;
}
