/**
 * The shop's public, indexable pages without parameters: the sitemap lists them and the breadcrumbs
 * follow their parents. A test compares this list with app/routes.ts, so a new page cannot be forgotten.
 */
export interface SitePage {
  path: string;
  /** The page's name in a breadcrumb trail. */
  name: string;
  parent?: string;
}

export const HOME_NAME = "Strona główna";

export const SITE_PAGES: readonly SitePage[] = [
  { path: "/", name: HOME_NAME },
  { path: "/zamow", name: "Zamów" },
  { path: "/plisy", name: "Plisy" },
  { path: "/plisy/pomiar", name: "Pomiar plis", parent: "/plisy" },
  { path: "/plisy/profile", name: "Profile plis", parent: "/plisy" },
  { path: "/plisy/dodatki", name: "Dodatki do plis", parent: "/plisy" },
  { path: "/plisy-specjalistyczne", name: "Plisy specjalistyczne", parent: "/plisy" },
  { path: "/tkaniny-plisy", name: "Tkaniny do plis", parent: "/plisy" },
  { path: "/probki-tkanin", name: "Bezpłatne próbki tkanin", parent: "/tkaniny-plisy" },
  { path: "/moskitiery", name: "Moskitiery" },
  { path: "/moskitiery/typ", name: "Typ moskitiery", parent: "/moskitiery" },
  { path: "/moskitiery/okienne", name: "Moskitiera okienna", parent: "/moskitiery" },
  { path: "/moskitiery/drzwiowe", name: "Moskitiera drzwiowa", parent: "/moskitiery" },
  { path: "/moskitiery/pomiar", name: "Pomiar moskitier", parent: "/moskitiery" },
  { path: "/moskitiery/profile", name: "Profile moskitier", parent: "/moskitiery" },
  { path: "/siatki-moskitiery", name: "Siatki moskitier", parent: "/moskitiery" },
  { path: "/meble", name: "Meble na zamówienie" },
  { path: "/kontakt", name: "Kontakt" },
  { path: "/zloz-reklamacje", name: "Złóż reklamację" },
  { path: "/instrukcje-platnosci", name: "Instrukcje płatności" },
  { path: "/regulamin", name: "Regulamin" },
  { path: "/polityka-prywatnosci", name: "Polityka prywatności" },
  { path: "/polityka-reklamacji", name: "Polityka reklamacji" },
];

export interface Crumb {
  name: string;
  path: string;
}

/** Home, the page's ancestors and the page itself; empty for a path that is not a site page. */
export function pageTrail(path: string): Crumb[] {
  const trail: Crumb[] = [];
  let page = SITE_PAGES.find((p) => p.path === path);
  while (page) {
    trail.unshift({ name: page.name, path: page.path });
    const parent = page.parent;
    page = parent ? SITE_PAGES.find((p) => p.path === parent) : undefined;
  }
  if (trail.length > 0 && path !== "/") trail.unshift({ name: HOME_NAME, path: "/" });
  return trail;
}
