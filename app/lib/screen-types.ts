import type { ScreenType } from "~/lib/pricing";

// The screen types and where their pages are.

export const CONFIGURATOR_HEADINGS: Record<ScreenType, string> = {
  okienne: "Konfiguracja moskitiery okiennej",
  drzwiowe: "Konfiguracja moskitiery drzwiowej",
};

/** The order the type selectors show; the schema's list is not imported so drizzle stays out of the browser bundle. */
export const SCREEN_TYPES: readonly ScreenType[] = ["okienne", "drzwiowe"];

export function isScreenType(value: string | null | undefined): value is ScreenType {
  return SCREEN_TYPES.some((type) => type === value);
}

export function configuratorPath(type: ScreenType, search = ""): string {
  return `/moskitiery/${type}${search ? `?${search}` : ""}`;
}

export function screenProfilesPath(type: ScreenType): string {
  return `/moskitiery/profile?type=${type}`;
}

export function screenProfilePath(type: ScreenType, code: string, search = ""): string {
  return `/moskitiery/profile/${type}/${encodeURIComponent(code)}${search ? `?${search}` : ""}`;
}
