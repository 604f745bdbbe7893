import { href } from "react-router";

// The screen types and where their pages are.

/** In the order the type selectors show them; the drizzle schema's column takes its values from here. */
export const SCREEN_TYPES = ["okienne", "drzwiowe"] as const;
export type ScreenType = (typeof SCREEN_TYPES)[number];

export const CONFIGURATOR_HEADINGS: Record<ScreenType, string> = {
  okienne: "Konfiguracja moskitiery okiennej",
  drzwiowe: "Konfiguracja moskitiery drzwiowej",
};

export function isScreenType(value: string | null | undefined): value is ScreenType {
  return SCREEN_TYPES.some((type) => type === value);
}

export function configuratorPath(type: ScreenType, search = ""): string {
  const path = href("/moskitiery/:type", { type });
  return search ? `${path}?${search}` : path;
}

export function screenProfilesPath(type: ScreenType): string {
  return `${href("/moskitiery/profile")}?type=${type}`;
}

export function screenProfilePath(type: ScreenType, code: string, search = ""): string {
  const path = href("/moskitiery/profile/:type/:code", { type, code });
  return search ? `${path}?${search}` : path;
}
