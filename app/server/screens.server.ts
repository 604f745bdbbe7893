import { and, asc, eq } from "drizzle-orm";
import { meshes, screenProfiles } from "~/db/schema";
import type { ScreenType } from "~/lib/screen-types";
import type { Db } from "./db.server";

export type ScreenProfile = typeof screenProfiles.$inferSelect;
export type Mesh = typeof meshes.$inferSelect;

/**
 * The spec's lists turn a failed fetch into an empty list (the page shows its empty text), so a D1
 * outage degrades the page instead of breaking it; the failure is logged for the operators.
 */
async function orEmptyList<T>(what: string, query: Promise<T[]>): Promise<T[]> {
  try {
    return await query;
  } catch (error) {
    const cause = error instanceof Error && error.cause !== undefined ? String(error.cause) : undefined;
    console.error(JSON.stringify({ event: "catalogue_query_failed", what, error: String(error), cause }));
    return [];
  }
}

/** A type's profiles by code, available or not (the grid badges them, the configurator disables them). */
export function listScreenProfiles(db: Db, type: ScreenType): Promise<ScreenProfile[]> {
  return orEmptyList(`screen_profiles:${type}`, db.select().from(screenProfiles).where(eq(screenProfiles.type, type)).orderBy(asc(screenProfiles.code)));
}

export function getScreenProfile(db: Db, type: ScreenType, code: string): Promise<ScreenProfile | undefined> {
  return db
    .select()
    .from(screenProfiles)
    .where(and(eq(screenProfiles.type, type), eq(screenProfiles.code, code)))
    .get();
}

/** The type of the profile with this code; a code in both tables resolves to the default type, okienne. */
export async function findScreenProfileType(db: Db, code: string): Promise<ScreenType | undefined> {
  const rows = await db.select({ type: screenProfiles.type }).from(screenProfiles).where(eq(screenProfiles.code, code));
  const types = rows.map((row) => row.type);
  return types.includes("okienne") ? "okienne" : types[0];
}

export function listMeshes(db: Db): Promise<Mesh[]> {
  return orEmptyList("meshes", db.select().from(meshes).orderBy(asc(meshes.code)));
}
