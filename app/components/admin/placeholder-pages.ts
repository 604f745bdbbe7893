/** What the tiles of sections not built yet lead to. */
export const PLACEHOLDER_TEXT = "Funkcjonalność w przygotowaniu";

const placeholderTitles: Readonly<Record<string, string>> = {
  "/admin-stats": "Statystyki",
};

/** The section a placeholder path stands for (a trailing slash matches too). */
export function placeholderTitle(pathname: string): string {
  return placeholderTitles[pathname.replace(/\/+$/, "")] ?? "Panel administratora";
}
