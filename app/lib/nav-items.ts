/** The main navigation, shared by the desktop bar, the mobile menu and the footer. */
export type NavLinkItem = { label: string; to: string; description?: string };
export type NavGroupItem = { label: string; items: NavLinkItem[] };
export type NavItem = NavLinkItem | NavGroupItem;

export const MAIN_NAV: NavItem[] = [
  {
    label: "Plisy",
    items: [
      { label: "Plisy", to: "/plisy", description: "Na wymiar, z tkaniny, którą wybierzesz" },
      { label: "Plisy specjalistyczne", to: "/plisy-specjalistyczne", description: "Modele do okien nietypowych" },
    ],
  },
  { label: "Moskitiery", to: "/moskitiery" },
  { label: "Tkaniny", to: "/tkaniny-plisy" },
  { label: "Meble", to: "/meble" },
  { label: "Kontakt", to: "/kontakt" },
];

export const CART_LINK: NavLinkItem = { label: "Koszyk", to: "/koszyk" };
/** Who is looking, as far as the navigation cares. */
export interface NavAccount {
  signedIn: boolean;
  isAdmin: boolean;
}

/** 'Logowanie' when signed out; the profile, and for administrators the panel, when signed in. */
export function accountLinks({ signedIn, isAdmin }: NavAccount): NavLinkItem[] {
  if (!signedIn) return [{ label: "Logowanie", to: "/auth" }];
  return [{ label: "Mój profil", to: "/profile" }, ...(isAdmin ? [{ label: "Panel administratora", to: "/admin-panel" }] : [])];
}

export function isNavGroup(item: NavItem): item is NavGroupItem {
  return "items" in item;
}

/** Same rule as NavLink's: the page itself, or (without `end`) anything below it too. */
export function isCurrentPage(pathname: string, to: string, { end }: { end: boolean }): boolean {
  return pathname === to || (!end && pathname.startsWith(`${to}/`));
}

/** The look of a top-level entry in the desktop bar, link or dropdown button alike; the caller sets `display`. */
export function desktopNavItemClasses(active: boolean): string {
  return `items-center gap-1 rounded-md px-2 py-2 lg:px-3 text-sm font-medium transition-colors hover:bg-stone-100 ${
    active ? "text-accent-700" : "text-stone-700 hover:text-stone-950"
  }`;
}
