import { asc, eq } from "drizzle-orm";
import { fabrics, pleatAccessories, pleatProfiles } from "~/db/schema";
import type { Db } from "./db.server";

export type PleatProfile = typeof pleatProfiles.$inferSelect;
export type PleatAccessory = typeof pleatAccessories.$inferSelect;

/** The profiles a shopper can choose, by colour (the picker's order in the spec). A query, so it can join a batch. */
export function availablePleatProfilesQuery(db: Db) {
  return db.select().from(pleatProfiles).where(eq(pleatProfiles.available, true)).orderBy(asc(pleatProfiles.colour));
}

/**
 * Every accessory the shop offers, by id: the guides keep ids 9, 10, 11, and the pricing engine takes the
 * first row of a kind. One switched off in the back-office is not read at all, so no page offers it and no cart line is priced with it.
 */
export function pleatAccessoriesQuery(db: Db) {
  return db.select().from(pleatAccessories).where(eq(pleatAccessories.active, true)).orderBy(asc(pleatAccessories.id));
}

/**
 * The profile picker's data in one D1 round trip: the available profiles, and the fabric it was
 * opened from when `fabricCode` names one (null otherwise, so an unknown code leads nowhere of its own).
 */
export async function getProfilePicker(db: Db, fabricCode: string | null) {
  if (!fabricCode) return { profiles: await availablePleatProfilesQuery(db), fabric: null };
  const [profiles, [fabric]] = await db.batch([
    availablePleatProfilesQuery(db),
    db.select({ code: fabrics.code, name: fabrics.name }).from(fabrics).where(eq(fabrics.code, fabricCode)).limit(1),
  ]);
  return { profiles, fabric: fabric ?? null };
}

export function listPleatAccessories(db: Db): Promise<PleatAccessory[]> {
  return pleatAccessoriesQuery(db);
}
