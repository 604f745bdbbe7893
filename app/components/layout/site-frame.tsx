import type { ReactNode } from "react";
import type { ShopInfo } from "~/lib/shop-identity";
import { CookieConsent } from "./cookie-consent";
import { InstallPrompt } from "./install-prompt";
import { NavigationProgress } from "./navigation-progress";
import { ScrollToTop } from "./scroll-to-top";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import type { NavAccount } from "./nav-items";

const MAIN_CONTENT_ID = "main-content";

/** Everything around a page: skip link, header, footer and the page-independent helpers. */
export function SiteFrame({ shop, account, children }: { shop: ShopInfo; account: NavAccount; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-[70] print:hidden rounded-lg bg-white px-4 py-3 font-medium text-stone-950 shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Przejdź do treści
      </a>
      <NavigationProgress />
      <ScrollToTop />
      <SiteHeader shopName={shop.name} account={account} />
      {/* tabIndex lets the skip link move keyboard focus here, not only the scroll position. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 pt-16 outline-none print:pt-0">
        {children}
      </main>
      <SiteFooter shop={shop} />
      <CookieConsent />
      <InstallPrompt shopName={shop.name} />
    </div>
  );
}
