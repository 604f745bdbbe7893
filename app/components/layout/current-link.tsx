import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { isCurrentPage } from "~/lib/nav-items";

/**
 * A navigation link that says when the visitor is on its page (`aria-current`, and its look), as React Router's
 * `<NavLink>` would without its per-link work: with `end` only the page itself counts, without it anything below too.
 * The header, its dropdowns and the mobile menu all mark the current entry through it.
 */
export function CurrentLink({ to, end = false, className, children }: { to: string; end?: boolean; className: (active: boolean) => string; children: ReactNode }) {
  const active = isCurrentPage(useLocation().pathname, to, { end });
  return (
    <Link to={to} aria-current={active ? "page" : undefined} className={className(active)}>
      {children}
    </Link>
  );
}
