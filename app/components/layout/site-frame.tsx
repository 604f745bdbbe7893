import { lazy, type ReactNode, Suspense, useSyncExternalStore } from "react";
import type { ShopInfo } from "~/lib/shop-identity";
import "./install-offer";
import { NavigationProgress } from "./navigation-progress";
import { ScrollToTop } from "./scroll-to-top";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import type { NavAccount } from "~/lib/nav-items";

const MAIN_CONTENT_ID = "main-content";

// The cookie banner shows 1.5 s after load at the earliest, the install prompt after an offer and the cookie decision:
// neither is on screen when the page hydrates, so their code comes after it. (install-offer, imported above for its
// effect, catches the browser's offer from the start.)
const PageBanners = lazy(() => import("./page-banners"));
const noSubscription = () => () => {};

/** false on the server and while hydrating, true once the page is live. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Everything around a page: skip link, header, footer and the page-independent helpers. */
export function SiteFrame({ shop, account, children }: { shop: ShopInfo; account: NavAccount; children: ReactNode }) {
  const hydrated = useHydrated();
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
      {hydrated ? (
        <Suspense fallback={null}>
          <PageBanners shopName={shop.name} />
        </Suspense>
      ) : null}
    </div>
  );
}
