import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * Scrolls to the top when the path changes; a change of search parameters alone keeps the position.
 * Back/forward (POP) is left to <ScrollRestoration />, which restores the remembered position, and a
 * #hash to the browser's anchor scrolling.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    if (navigationType !== "POP" && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);

  return null;
}
