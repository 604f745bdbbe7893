import { type ComponentType, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { useCartCount } from "~/components/cart/cart-store";
import { CartIcon, CloseIcon, MenuIcon, UserIcon } from "~/components/ui/icons";
import type { MobileMenu as MobileMenuPanel } from "./mobile-menu";
import { CurrentLink } from "./current-link";
import { NavDropdown } from "./nav-dropdown";
import { accountLinks, CART_LINK, MAIN_NAV, desktopNavItemClasses, isNavGroup, type NavAccount } from "~/lib/nav-items";

const MOBILE_MENU_ID = "mobile-menu";

/** The fixed bar; `main` leaves room for it with pt-16 (h-16 here). */
export function SiteHeader({ shopName, account }: { shopName: string; account: NavAccount }) {
  const links = accountLinks(account);
  const location = useLocation();
  // Open only for the location it was opened at, so any navigation closes the menu without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const menuOpen = openedAt === location.key;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // The panel's code comes with the first tap (wide screens never show it); the menu counts as open only once it is
  // there, so the button never points at a panel that does not exist yet.
  const [MobileMenu, setMobileMenu] = useState<ComponentType<Parameters<typeof MobileMenuPanel>[0]> | null>(null);
  const toggleMenu = () => {
    if (menuOpen) return setOpenedAt(null);
    const key = location.key;
    void import("./mobile-menu").then((module) => {
      setMobileMenu(() => module.MobileMenu);
      setOpenedAt(key);
    });
  };

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
                  <CurrentLink to={item.to} className={(active) => `inline-flex ${desktopNavItemClasses(active)}`}>
                    {item.label}
                  </CurrentLink>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1 md:ml-1 md:border-l md:border-stone-200 md:pl-1 lg:ml-2 lg:pl-3">
          <CartLink />
          {links.map((link) => (
            <CurrentLink key={link.to} to={link.to} className={(active) => `hidden md:inline-flex ${desktopNavItemClasses(active)}`}>
              <UserIcon className="size-5" />
              {link.label}
            </CurrentLink>
          ))}
          <button
            ref={menuButtonRef}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-md text-stone-800 hover:bg-stone-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={MobileMenu ? MOBILE_MENU_ID : undefined}
            aria-label={menuOpen ? "Zamknij menu" : "Otwórz menu"}
            onClick={toggleMenu}
          >
            {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </div>

      {MobileMenu ? <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} links={links} /> : null}
    </header>
  );
}

function CartLink() {
  const count = useCartCount();
  return (
    <CurrentLink
      to={CART_LINK.to}
      className={(active) =>
        `relative inline-flex min-h-11 items-center gap-2 rounded-md px-2.5 text-sm font-medium transition-colors hover:bg-stone-100 ${
          active ? "text-accent-700" : "text-stone-700 hover:text-stone-950"
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
    </CurrentLink>
  );
}
