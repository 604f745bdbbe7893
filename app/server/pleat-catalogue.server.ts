import { asc, eq } from "drizzle-orm";
import { pleatAccessories, pleatProfiles } from "~/db/schema";
import type { Db } from "./db.server";

export type PleatProfile = typeof pleatProfiles.$inferSelect;
export type PleatAccessory = typeof pleatAccessories.$inferSelect;

/** The profiles a shopper can choose, by colour (the picker's order in the spec). A query, so it can join a batch. */
export function availablePleatProfilesQuery(db: Db) {
  return db.select().from(pleatProfiles).where(eq(pleatProfiles.available, true)).orderBy(asc(pleatProfiles.colour));
}

/** Every accessory by id: the guides keep ids 9, 10, 11, and the pricing engine takes the first row of a kind. */
export function pleatAccessoriesQuery(db: Db) {
  return db.select().from(pleatAccessories).orderBy(asc(pleatAccessories.id));
}

export function listAvailablePleatProfiles(db: Db): Promise<PleatProfile[]> {
  return availablePleatProfilesQuery(db);
}

export function listPleatAccessories(db: Db): Promise<PleatAccessory[]> {
  return pleatAccessoriesQuery(db);
}
