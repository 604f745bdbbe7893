import type { ScreenType } from "~/lib/screen-types";
import type { CatalogueSnapshot, Mesh, ScreenProfile } from "./snapshot.server";

/**
 * The spec's lists turn a failed fetch into an empty list (the page shows its empty text), so a D1
 * outage degrades the page instead of breaking it; the failure is logged for the operators.
 */
function orEmptyList<T>(what: string, list: () => readonly T[]): T[] {
  try {
    return [...list()];
  } catch (error) {
    const cause = error instanceof Error && error.cause !== undefined ? String(error.cause) : undefined;
    console.error(JSON.stringify({ event: "catalogue_query_failed", what, error: String(error), cause }));
    return [];
  }
}

/** A type's profiles by code, available or not (the grid badges them, the configurator disables them). */
export function listScreenProfiles(catalogue: CatalogueSnapshot, type: ScreenType): ScreenProfile[] {
  return orEmptyList(`screen_profiles:${type}`, () => catalogue.screenProfiles.filter((profile) => profile.type === type));
}

export function getScreenProfile(catalogue: CatalogueSnapshot, type: ScreenType, code: string): ScreenProfile | undefined {
  return catalogue.screenProfiles.find((profile) => profile.type === type && profile.code === code);
}

/** The type of the profile with this code; a code in both tables resolves to the default type, okienne. */
export function findScreenProfileType(catalogue: CatalogueSnapshot, code: string): ScreenType | undefined {
  const types = catalogue.screenProfiles.filter((profile) => profile.code === code).map((profile) => profile.type);
  return types.includes("okienne") ? "okienne" : types[0];
}

export function listMeshes(catalogue: CatalogueSnapshot): Mesh[] {
  return orEmptyList("meshes", () => catalogue.meshes);
}
