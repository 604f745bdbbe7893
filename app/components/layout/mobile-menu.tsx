import { UserIcon } from "~/components/ui/icons";
import { CurrentLink } from "./current-link";
import { MAIN_NAV, isNavGroup, type NavLinkItem } from "~/lib/nav-items";

/** The small screens' navigation panel, loaded with the first tap on the menu button (site-header.tsx). */
export function MobileMenu({ id, open, links }: { id: string; open: boolean; links: NavLinkItem[] }) {
  const entryClasses = (active: boolean) =>
    `flex min-h-12 items-center rounded-lg px-3 text-base font-medium ${active ? "bg-accent-50 text-accent-800" : "text-stone-800 hover:bg-stone-100"}`;
  return (
    <div id={id} hidden={!open} className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-stone-200 bg-white shadow-lg md:hidden">
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
                      <CurrentLink to={child.to} end className={entryClasses}>
                        {child.label}
                      </CurrentLink>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={item.to}>
                <CurrentLink to={item.to} className={entryClasses}>
                  {item.label}
                </CurrentLink>
              </li>
            ),
          )}
        </ul>
        <div className="mt-4 border-t border-stone-200 pt-4">
          {links.map((link) => (
            <CurrentLink key={link.to} to={link.to} className={entryClasses}>
              <UserIcon className="mr-3 size-5" />
              {link.label}
            </CurrentLink>
          ))}
        </div>
      </nav>
    </div>
  );
}
