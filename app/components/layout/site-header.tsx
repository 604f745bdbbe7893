import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useCartCount } from "~/components/cart/cart-store";
import { CartIcon, CloseIcon, MenuIcon, UserIcon } from "~/components/ui/icons";
import { NavDropdown } from "./nav-dropdown";
import { accountLinks, CART_LINK, MAIN_NAV, desktopNavItemClasses, isNavGroup, type NavAccount, type NavLinkItem } from "./nav-items";

const MOBILE_MENU_ID = "mobile-menu";

/** The fixed bar; `main` leaves room for it with pt-16 (h-16 here). */
export function SiteHeader({ shopName, account }: { shopName: string; account: NavAccount }) {
  const links = accountLinks(account);
  const location = useLocation();
  // Open only for the location it was opened at, so any navigation closes the menu without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const menuOpen = openedAt === location.key;
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenedAt(null);
      menuButtonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-stone-200 bg-white/90 backdrop-blur-md print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="mr-auto flex min-w-0 items-center gap-2.5 rounded-md text-stone-950">
          <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 shrink-0" />
          <span className="truncate text-lg font-semibold tracking-tight">{shopName}</span>
        </Link>

        <nav aria-label="Menu główne" className="hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.label}>
                {isNavGroup(item) ? (
                  <NavDropdown group={item} />
                ) : (
                  <NavLink to={item.to} className={({ isActive }) => `inline-flex ${desktopNavItemClasses(isActive)}`}>
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1 md:ml-1 md:border-l md:border-stone-200 md:pl-1 lg:ml-2 lg:pl-3">
          <CartLink />
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={({ isActive }) => `hidden md:inline-flex ${desktopNavItemClasses(isActive)}`}>
              <UserIcon className="size-5" />
              {link.label}
            </NavLink>
          ))}
          <button
            ref={menuButtonRef}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-md text-stone-800 hover:bg-stone-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? "Zamknij menu" : "Otwórz menu"}
            onClick={() => setOpenedAt(menuOpen ? null : location.key)}
          >
            {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </div>

      <MobileMenu open={menuOpen} links={links} />
    </header>
  );
}

function CartLink() {
  const count = useCartCount();
  return (
    <NavLink
      to={CART_LINK.to}
      className={({ isActive }) =>
        `relative inline-flex min-h-11 items-center gap-2 rounded-md px-2.5 text-sm font-medium transition-colors hover:bg-stone-100 ${
          isActive ? "text-accent-700" : "text-stone-700 hover:text-stone-950"
        }`
      }
    >
      <span className="relative">
        <CartIcon className="size-6" />
        {/* Positioned over the icon, so a count appearing after hydration moves nothing. */}
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -right-2 -top-1.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-accent-600 px-1 text-[11px] font-semibold leading-none text-white"
          >
            {count > 99 ? "99+" : count}
          </span>
        )}
      </span>
      <span className="sr-only lg:not-sr-only">{CART_LINK.label}</span>
      {count > 0 && <span className="sr-only">(liczba produktów: {count})</span>}
    </NavLink>
  );
}

function MobileMenu({ open, links }: { open: boolean; links: NavLinkItem[] }) {
  const entryClasses = ({ isActive }: { isActive: boolean }) =>
    `flex min-h-12 items-center rounded-lg px-3 text-base font-medium ${isActive ? "bg-accent-50 text-accent-800" : "text-stone-800 hover:bg-stone-100"}`;
  return (
    <div id={MOBILE_MENU_ID} hidden={!open} className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-stone-200 bg-white shadow-lg md:hidden">
      <nav aria-label="Menu główne" className="px-4 pb-6 pt-3">
        <ul className="space-y-1">
          {MAIN_NAV.map((item) =>
            isNavGroup(item) ? (
              <li key={item.label} className="py-1">
                <p id={`mobile-group-${item.label}`} className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-stone-500">
                  {item.label}
                </p>
                <ul aria-labelledby={`mobile-group-${item.label}`} className="space-y-1">
                  {item.items.map((child) => (
                    <li key={child.to}>
                      <NavLink to={child.to} end className={entryClasses}>
                        {child.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={item.to}>
                <NavLink to={item.to} className={entryClasses}>
                  {item.label}
                </NavLink>
              </li>
            ),
          )}
        </ul>
        <div className="mt-4 border-t border-stone-200 pt-4">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={entryClasses}>
              <UserIcon className="mr-3 size-5" />
              {link.label}
            </NavLink>
          ))}
        </div>
      </nav>
    </div>
  );
}
